"""Hierarchical summary of a document (seed 004 §4.3): chunk → group → final, depth ≤ 3.

Map steps are independent (a group's summary never sees another group) and run
concurrently; the summariser is injected (a model, or the extractive fallback below,
which needs no model). When three levels are not enough to fit, the last level takes
everything with each input trimmed: detail is then left to chunk retrieval (seed 004:
不是继续无限制地压缩摘要).
"""

from __future__ import annotations

import asyncio
import math
import re
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from strata_layered.memory.text.text import has_cjk

MAX_DEPTH = 3
FINAL_CHARS = 800
GROUP_SUMMARY_CHARS = 400
GIST_CHARS = 240

Summarize = Callable[[list[str], int, bool], Awaitable[str]]
"""(inputs, level, is_final) → summary text."""
Progress = Callable[[int, int], None]
"""(steps done, steps planned)."""

_SENTENCE = re.compile(r"[^。！？!?；;\n]+(?:[。！？!?；;]+|\.(?=\s)|$)|[^\n]+", re.M)
_WORD = re.compile(r"[a-z][a-z0-9_]{1,}|\d{2,}", re.I)
_CJK_RUN = re.compile(r"[\u3400-\u9fff]+")
_CLOSERS = ("。", "！", "？", "；", ".", "!", "?", ";", "…")
STOPWORDS = frozenset(
    "the and for that this with are was were have has had not but you your from they "
    "their will would can could should into about which what when there then than also "
    "its it's our out all any been being more most some such only very just one".split())


@dataclass(frozen=True)
class SummaryNode:
    """One summary: `level` 1 covers chunks, the highest level is the final summary."""

    level: int
    index: int
    first_seq: int
    last_seq: int
    text: str


@dataclass(frozen=True)
class SummaryTree:
    """Every level of the summary, and the final one."""

    final: str
    levels: int
    nodes: list[SummaryNode]


def sentences(text: str) -> list[str]:
    """Sentences (and lines), trimmed."""
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def terms(text: str) -> list[str]:
    """Latin words (no stopwords) and Chinese character bigrams."""
    words = [w.lower() for w in _WORD.findall(text) if w.lower() not in STOPWORDS]
    for run in _CJK_RUN.findall(text):
        words.extend(run[i:i + 2] for i in range(max(1, len(run) - 1)))
    return words


def extractive_summary(texts: list[str], limit: int) -> str:
    """SumBasic-style: the sentences whose terms recur most, re-weighted after each pick.

    A term seen in one sentence only says nothing about what the text is about, so it
    weighs nothing (when there are three sentences or more). Picked sentences keep their
    original order, within `limit` characters.
    """
    pool = list(dict.fromkeys(s for t in texts for s in sentences(t)))
    if not pool:
        return ""
    bags = [terms(s) for s in pool]
    counts = Counter(t for bag in bags for t in set(bag))
    total = sum(counts.values()) or 1
    shared = 2 if len(pool) >= 3 else 1
    weight = {t: (c / total if c >= shared else 0.0) for t, c in counts.items()}
    chosen: set[int] = set()
    used = 0
    while used < limit:
        best, best_score = -1, -1.0
        for i, bag in enumerate(bags):
            if i in chosen or not bag or len(pool[i]) + used > limit:
                continue
            score = sum(weight[t] for t in bag) / math.sqrt(len(bag))
            if score > best_score:
                best, best_score = i, score
        if best < 0 or (best_score <= 0 and chosen):
            break
        chosen.add(best)
        used += len(pool[best]) + 1
        for t in set(bags[best]):
            weight[t] = weight[t] ** 2
    if not chosen:
        return pool[0][:limit]
    picked = [pool[i] for i in sorted(chosen)]
    if has_cjk("".join(picked[:3])):
        return "".join(s if s.endswith(_CLOSERS) else s + "；" for s in picked)
    return " ".join(picked)


def chunk_gist(text: str, meta: dict[str, Any], kind: str) -> str:
    """What the extractive summariser reads of a chunk: its label and its telling lines."""
    label = str(meta.get("label") or "")
    if kind == "log":
        lines = [line for line in text.splitlines() if re.search(
            r"\b(ERROR|FATAL|CRITICAL|SEVERE|WARN|WARNING|Exception|Error)\b", line)]
        body = "\n".join(dict.fromkeys(lines)) or text.split("\n", 1)[0]
    elif kind == "code":
        body = "\n".join(line.strip() for line in text.splitlines()
                         if re.match(r"\s*(def |class |async def |function |fn |func |"
                                     r"export |public |\"\"\"|///?)", line))
    else:
        at = text.find(label, 0, 400) if label else -1
        body = " ".join(sentences(text[at + len(label):] if at >= 0 else text)[:2])
    gist = f"{label}: {body}" if label else body
    gist = gist[:GIST_CHARS].rstrip()
    return gist if gist.endswith(_CLOSERS) else gist + ("；" if has_cjk(gist) else ";")


def document_outline(kind: str, metas: list[dict[str, Any]], *, zh: bool) -> str:
    """One line on the document's shape, computed from chunk metadata (never a model)."""
    n = len(metas)
    if kind == "contract":
        clauses = [m["clause"] for m in metas if m.get("clause") and m.get("part", 1) == 1]
        span = f"{clauses[0]}–{clauses[-1]}" if clauses else ""
        return (f"合同，共 {len(clauses)} 条（{span}），{n} 段" if zh
                else f"Contract: {len(clauses)} clauses ({span}), {n} chunks")
    if kind == "log":
        first = next((m["first_ts"] for m in metas if m.get("first_ts")), "")
        last = next((m["last_ts"] for m in reversed(metas) if m.get("last_ts")), "")
        records = sum(int(m.get("records", 0)) for m in metas)
        levels: Counter[str] = Counter()
        for m in metas:
            levels.update(m.get("levels") or {})
        tally = ", ".join(f"{k} {v}" for k, v in levels.most_common())
        return (f"日志 {first} – {last}，{records} 条记录" + (f"（{tally}）" if tally else "")
                if zh else f"Log {first} – {last}, {records} records"
                + (f" ({tally})" if tally else ""))
    if kind == "code":
        files = list(dict.fromkeys(m.get("path") or "" for m in metas))
        symbols = sum(len([s for s in m.get("symbols", []) if s != "(module)"]) for m in metas)
        return (f"代码 {len(files)} 个文件，{symbols} 个定义" if zh
                else f"Code: {len(files)} files, {symbols} definitions")
    return f"文档，共 {n} 段" if zh else f"Document: {n} chunks"


def fan_in(count: int, total_chars: int, *, group_chars: int, levels_left: int) -> int:
    """Inputs per group: what fits `group_chars`, but never so few that depth runs out."""
    by_depth = math.ceil(count ** (1 / max(1, levels_left))) if count > 1 else 1
    average = max(1, total_chars // max(1, count))
    by_budget = max(2, group_chars // average)
    return max(2, by_depth, by_budget)


def fit(texts: list[str], budget: int) -> list[str]:
    """Trim inputs evenly so that together they fit `budget` characters."""
    if sum(len(t) for t in texts) <= budget:
        return texts
    share = max(40, budget // max(1, len(texts)))
    return [t[:share] for t in texts]


async def summarize_hierarchy(
    texts: list[str],
    summarize: Summarize,
    *,
    group_chars: int,
    max_depth: int = MAX_DEPTH,
    concurrency: int = 4,
    progress: Progress | None = None,
) -> SummaryTree:
    """Map-reduce `texts` (chunks or their gists, in order) into at most `max_depth` levels."""
    spans = [(i, i) for i in range(len(texts))]
    current = list(texts)
    nodes: list[SummaryNode] = []
    limiter = asyncio.Semaphore(max(1, concurrency))
    done, planned = 0, _plan(len(texts), sum(map(len, texts)), group_chars, max_depth)

    async def run(inputs: list[str], level: int, final: bool) -> str:
        nonlocal done
        async with limiter:
            out = await summarize(fit(inputs, group_chars), level, final)
        done += 1
        if progress:
            progress(done, planned)
        return out.strip()

    for level in range(1, max_depth + 1):
        levels_left = max_depth - level + 1
        total = sum(len(t) for t in current)
        if levels_left == 1 or total <= group_chars or len(current) == 1:
            planned = done + 1
            final = await run(current, level, True)
            nodes.append(SummaryNode(level, 0, spans[0][0] if spans else 0,
                                     spans[-1][1] if spans else 0, final))
            return SummaryTree(final=final, levels=level, nodes=nodes)
        fan = fan_in(len(current), total, group_chars=group_chars, levels_left=levels_left)
        groups = [list(range(i, min(len(current), i + fan))) for i in range(0, len(current), fan)]
        outputs = await asyncio.gather(*(run([current[i] for i in g], level, False)
                                         for g in groups))
        spans = [(spans[g[0]][0], spans[g[-1]][1]) for g in groups]
        nodes.extend(SummaryNode(level, n, s[0], s[1], text)
                     for n, (s, text) in enumerate(zip(spans, outputs, strict=True)))
        current = list(outputs)
    raise AssertionError("unreachable: the last level always returns")  # pragma: no cover


def _plan(count: int, chars: int, group_chars: int, max_depth: int) -> int:
    """Summaries the tree is expected to need (for progress; the last level may come early)."""
    steps, n, total = 0, count, chars
    for level in range(1, max_depth + 1):
        levels_left = max_depth - level + 1
        if levels_left == 1 or total <= group_chars or n <= 1:
            return steps + 1
        fan = fan_in(n, total, group_chars=group_chars, levels_left=levels_left)
        n = math.ceil(n / fan)
        total = n * GROUP_SUMMARY_CHARS
        steps += n
    return steps


def extractive_summarizer(
    group_limit: int = GROUP_SUMMARY_CHARS,
    final_limit: int = FINAL_CHARS,
    *,
    run: Callable[..., Awaitable[str]] = asyncio.to_thread,
) -> Summarize:
    """The offline summariser: SumBasic at every level, run off the event loop by `run`."""
    async def summarize(texts: list[str], level: int, final: bool) -> str:
        limit = final_limit if final else group_limit
        return await run(extractive_summary, texts, limit)

    return summarize
