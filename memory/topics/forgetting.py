"""What a topic's name and summary, and a rolling summary, keep of a memory taken back [beyond].

Issue 25: retraction matched whole phrases, while topic names are keyword bags and
summaries re-join clauses, so "我对花生过敏" outlived its deletion in a summary that said
"我对花生过敏；我姐姐住在杭州". Here a memory is what it says: content words (English) and
character bigrams (Chinese, fillers removed) of each of its clauses. A clause of a summary
that says enough of one of them is dropped; a name loses the words and bigrams it shares
with one; a topic whose name is emptied is renamed from what remains of its summary.

A clause says a taken-back clause when they share at least min(2, either size) markers and
those are half of either: "我对花生过敏" says "对花生过敏"; "我喜欢爬山" shares only 喜欢
with "喜欢喝乌龙茶" and stays.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from strata_layered.memory.text.text import has_cjk
from strata_layered.memory.topics.name_rows import FILLER_ZH, STOPWORDS_EN
from strata_layered.memory.topics.naming import topic_name

Said = list[frozenset[str]]
"""The taken-back clauses, each as its set of markers."""

CLAUSE_END = re.compile(r"([。；;！!？?\n，,、：:]+|(?<=[A-Za-z0-9)])\.(?=\s|$)|\s+-\s+)")
CJK_RUN = re.compile(r"[\u3400-\u9fff]+")
WORD = re.compile(r"[A-Za-z][A-Za-z'-]*|\d{2,}")
TOPIC_HEAD = re.compile(r"^(关于(?P<zh>[^：]{1,40})：|About (?P<en>[^:]{1,80}): )")
ZH_JOIN, EN_JOIN = "；", "; "


def says_nothing(summary: str) -> bool:
    """Whether a topic summary is its head alone ("About recipe: ", "关于做饭："): no text."""
    return not TOPIC_HEAD.sub("", summary.lstrip()).strip(" ：:;；")


def _stem(word: str) -> str:
    word = word.lower().removesuffix("'s")
    if len(word) > 4 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return word


def markers(text: str) -> frozenset[str]:
    """What a piece of text says: English content words and Chinese bigrams without fillers."""
    out = {_stem(w) for w in WORD.findall(text)
           if w.lower() not in STOPWORDS_EN and (len(w) > 2 or w.isdigit())}
    for run in CJK_RUN.findall(text):
        bare = FILLER_ZH.sub("", run)
        out |= {bare[i:i + 2] for i in range(len(bare) - 1)}
        if len(bare) == 1 and len(run) == 1:
            out.add(bare)
    return frozenset(out)


def _clauses(text: str) -> list[str]:
    return [p for p in CLAUSE_END.split(text)[::2] if p.strip()]


def _overlap(clause: frozenset[str], said: frozenset[str]) -> int:
    shared = len(clause & said)
    if not shared or shared < min(2, len(clause), len(said)):
        return 0
    return shared if 2 * shared >= min(len(clause), len(said)) else 0


def says_any(text: str, said: Said) -> bool:
    """Whether the (one-clause) text says one of the taken-back clauses."""
    mine = markers(text)
    return any(_overlap(mine, s) for s in said)


def taken_back(texts: Iterable[str], source: str | None = None) -> Said:
    """The clauses of a memory's texts, and the clauses of its source message saying them."""
    said = [m for t in texts for c in _clauses(t) if (m := markers(c))]
    if source:
        said += [m for c in _clauses(source) if (m := markers(c)) and any(
            _overlap(m, s) for s in said)]
    return list(dict.fromkeys(said))


def forget_clauses(text: str, said: Said) -> str:
    """The text without the clauses that say what was taken back; delimiters kept tidy."""
    if not text or not said:
        return text
    return forget_clauses_where(text, lambda clause: says_any(clause, said))


def overlaps(clause: frozenset[str], said: frozenset[str]) -> bool:
    """Whether a clause's markers say a taken-back clause's (hashed alike, or not)."""
    return bool(_overlap(clause, said))


def forget_clauses_where(text: str, saying: Callable[[str], bool]) -> str:
    """`forget_clauses` with the test of a clause given (memory/forgetting/take_back_hashes.py)."""
    parts = CLAUSE_END.split(text)
    kept: list[str] = []
    for i in range(0, len(parts), 2):
        clause, end = parts[i], parts[i + 1] if i + 1 < len(parts) else ""
        if clause.strip() and saying(clause):
            continue
        kept.append(clause + end)
    out = "".join(kept).strip()
    out = re.sub(r"^[；;，,、。.\s]+", "", out)
    return re.sub(r"([；;，,、])\s*(?:[；;，,、]\s*)+", r"\1 " if not has_cjk(out) else r"\1",
                  out)


def forget_in_name(name: str, said: Said) -> str:
    """The name without the words and bigrams it shares with a taken-back clause ("" if none)."""
    if not name or not said:
        return name
    mine = markers(name)
    return _without(name, frozenset().union(*(mine & s for s in said if _overlap(mine, s))))


def _without(name: str, gone: frozenset[str]) -> str:
    """The name without the words and bigrams in `gone` ("" when too little is left)."""
    if not gone:
        return name
    if has_cjk(name):
        blank = [False] * len(name)
        for i in range(len(name) - 1):
            if name[i:i + 2] in gone:
                blank[i] = blank[i + 1] = True
        rest = "".join(ch for ch, b in zip(name, blank) if not b)
        rest = " ".join(w for w in rest.split() if _stem(w) not in gone)
        return rest if len("".join(CJK_RUN.findall(rest))) >= 2 or WORD.search(rest) else ""
    return " ".join(w for w in name.split() if _stem(w) not in gone)


FORGOTTEN = {"zh": "（已遗忘的内容）", "en": "(forgotten)"}
"""A topic's name when every word of it and of its summary was taken back: says so, in the
topic's language ("…" read as a page that failed to load)."""


def without_points(summary: str, saying: Callable[[str], bool]) -> str:
    """A topic summary without the points that say what was taken back, its head kept.

    Cutting the phrase out of a point left its rest ("关于：我；是个厨师" of "关于老公叫大伟：
    我老公叫大伟；是个厨师", "About nurse: My; …" of "My sister Anna lives in Boston"): the
    point goes whole, and the head is `forget_in_topic`'s to rename.
    """
    head = TOPIC_HEAD.match(summary)
    body = summary[head.end():] if head else summary
    joiner = ZH_JOIN if (head and head.group("zh")) or has_cjk(body) else EN_JOIN
    points = [p for p in body.split(joiner.strip()) if p.strip()]
    kept = [p for p in points if not saying(p)]
    if len(kept) == len(points):
        return summary
    return (head.group(0) if head else "") + joiner.strip().join(kept)


def forget_in_topic(name: str, summary: str, said: Said, *, domain: str | None
                    ) -> tuple[str, str]:
    """A topic's (name, summary) without what was taken back; an emptied name is re-derived.

    The summary is "关于<name>：point；point" (memory/topics/naming.py): its points lose the
    clauses that say it, the head follows the new name.
    """
    head = TOPIC_HEAD.match(summary)
    zh = bool(head and head.group("zh")) or has_cjk(name + summary)
    body = summary[head.end():] if head else summary
    joiner = ZH_JOIN if zh else EN_JOIN
    points = [p for point in body.split(joiner.strip())
              if (p := forget_clauses(point.strip(), said).strip("，,、 "))]
    rest = forget_in_name(name, said)
    # A name made from the summary (naming.recurring_name) joins words of several clauses:
    # a word a taken-back clause said goes too once no point kept says it.
    if rest and said and summary:
        kept_said = markers(joiner.join(points))
        rest = _without(rest, (markers(rest) & frozenset().union(*said)) - kept_said)
    if not rest:
        # named from the points kept: what they still say is no taken-back word ("I don't live
        # in Leeds anymore" after a correction), and a live topic is never "(forgotten)"
        made = topic_name(joiner.join(points), fallback_chars=24) if points else ""
        rest = forget_in_name(made, said) or made or domain or FORGOTTEN["zh" if zh else "en"]
    if not summary:
        return rest, summary
    kept = joiner.join(points)
    if head is None or not kept:
        return rest, kept  # every point taken back: no summary, not its head alone
    return rest, (f"关于{rest}：" if zh else f"About {rest}: ") + kept
