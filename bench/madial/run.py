"""`python -m bench madial FOLDER`: MADial-Bench zh, recall@k of long-term memories.

Each user's archive of event memories is written into Strata's memory namespace
(one MemoryItem per record, embedded by the store like any memory; the record's date
is its time). Each dialogue's prefix — every line before the first recall turn — is
written to a fresh conversation of that user; the last user line is the turn's
message. Strata gathers and scores candidates exactly as for a turn, and the memories
ranked by that score give recall@k against the gold ids (`relevant-id`).
"""

from __future__ import annotations

import json
import re
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from langchain_core.messages import AIMessage, AnyMessage, HumanMessage
from tqdm import tqdm

from bench.madial.baselines import Baselines
from bench.recall.context import percentile
from bench.recall.report import write
from strata_layered.graph.backend import open_backend
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import embed_all, index_reply, index_user_message
from strata_layered.graph.models import load_embeddings
from strata_layered.graph.retrieval.assembly import assemble, gather
from strata_layered.memory import namespaces as ns
from strata_layered.memory.context.context_builder import BuiltContext
from strata_layered.memory.store.conversations import ensure_conversation
from strata_layered.memory.store.messages import append_message
from strata_layered.memory.store.records import MemoryItem, MemorySource, Role, dump, new_key
from strata_layered.memory.text.text import normalize_memory_content

KS = (1, 3, 5, 10)
TARGET_AT_5 = 0.75
PUBLISHED = {"OpenAI emb.": [0.363, 0.584, 0.694, 0.824],
             "BGE-M3 dense": [0.289, 0.501, 0.586, 0.714]}
"""The dataset's released top-20 lists, scored in its README (zh, 160 dialogues)."""
LABELS = {"strata": "strata", "dense": "dense (last user message, E5)",
          "bm25": "BM25 (last user message)", "ceiling": "ceiling: gold primary + E5"}
AGENT = "Assistant"
_LINE = re.compile(r'^\s*<([^>]+)>\s*[:：]\s*"?(.*?)"?\s*$', re.S)
SCENE_TYPES = {"喜好类": "preference"}


def _jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()]


def _memory(key: int, record: dict[str, Any], user: str) -> MemoryItem:
    at = datetime.fromisoformat(record["time"]).replace(tzinfo=UTC)
    content = record["event"]
    return MemoryItem(
        id=f"madial-{key}", user=user, agent=AGENT,
        memory_type=SCENE_TYPES.get(record["scene"], "important_fact"), content=content,
        normalized=normalize_memory_content(content), confidence=0.9, importance=3,
        created_at=at, updated_at=at,
        source=MemorySource(conversation="madial-archive", message_id=f"madial-{key}"))


async def cmd_bench_madial(args: Any) -> int:
    """Load the archive, probe every dialogue, print recall@k, write the report."""
    folder = Path(args.path)
    memories = {int(k): v for line in _jsonl(folder / "MADial-Bench-zh-memory.json")
                for k, v in line.items()}
    dialogues = _jsonl(folder / "MADial-Bench-zh-dialogue.json")
    if args.max_questions:
        dialogues = dialogues[: args.max_questions]
    users: dict[int, str] = {}
    for d in dialogues:
        for raw in d["dialogue"]:
            m = _LINE.match(raw)
            if m and m[1].strip() != AGENT:
                users[d["user-id"]] = m[1].strip()
    recalls: dict[str, dict[int, list[float]]] = {}
    baselines = Baselines(memories, users)
    build_ms: list[float] = []
    with tempfile.TemporaryDirectory(prefix="strata-madial-", ignore_cleanup_errors=True) as tmp:
        async with open_backend(Path(tmp), kind="sqlite") as backend:
            store = backend.store
            started = time.perf_counter()
            for key, record in memories.items():
                user = users.get(record["user-id"])
                if user:
                    await store.aput(ns.memories(user, AGENT), f"madial-{key}",
                                     dump(_memory(key, record, user)))
            load_seconds = time.perf_counter() - started
            now = max(datetime.fromisoformat(r["time"]) for r in memories.values()).replace(
                tzinfo=UTC) + timedelta(days=1)
            for d in tqdm(dialogues, desc="madial: probe", unit="dialogue", file=sys.stderr):
                ctx = Context(user_id=users[d["user-id"]], agent_id=AGENT, model="offline",
                              conversation_id=f"dialogue-{d['id']}")
                recent, query = await _write_prefix(store, ctx, d, now)
                load_embeddings(ctx.embedding_model).embed_query(query)  # as its turn did
                t0 = time.perf_counter()
                retrieved = await gather(store, ctx, query=query, topic_id=None, now=now,
                                         window_ids=[str(m.id) for m in recent])
                context = assemble(retrieved, ctx, query=query, recent=recent, summary="",
                                   conversation=ctx.conversation_id or "", now=now,
                                   new_topic=False, budget=10**6)
                build_ms.append((time.perf_counter() - t0) * 1000)
                gold_ids = [f"madial-{g}" for g in d["relevant-id"]]
                rankings = {"strata": _ranked_memories(context),
                            **baselines.rank(users[d["user-id"]], query, gold_ids[0])}
                for method, ranked in rankings.items():
                    for k in KS:
                        recalls.setdefault(method, {k: [] for k in KS})[k].append(
                            len(set(gold_ids) & set(ranked[:k])) / len(gold_ids))
    report = {"benchmark": "madial", "dataset": "madial-zh", "path": str(folder),
              "at": datetime.now(UTC).isoformat(), "dialogues": len(dialogues),
              "recall_at": {m: {str(k): round(statistics.fmean(v), 4) for k, v in r.items()}
                            for m, r in recalls.items()},
              "published": PUBLISHED,
              "memory_load_seconds": round(load_seconds, 2),
              "context_build_ms": {"p50": round(statistics.median(build_ms), 2),
                                   "p95": round(percentile(build_ms, 95), 2)}}
    text = _table(report)
    print(text)
    for path in write(report, text, Path(args.out), "madial", plot=_plot):
        print(f"wrote {path}")
    return 0


async def _write_prefix(store: Any, ctx: Context, dialogue: dict[str, Any], now: datetime
                        ) -> tuple[list[AnyMessage], str]:
    """Write the lines before the recall turn; return the window and the last user line."""
    lines: list[tuple[Role, str]] = []
    for raw in dialogue["dialogue"][1: dialogue["test-turn"][0]]:
        m = _LINE.match(raw)
        if m:
            lines.append(("assistant" if m[1].strip() == AGENT else "user", m[2].strip()))
    while lines and lines[-1][0] != "user":
        lines.pop()
    conv_id = ctx.conversation_id or ""
    conv = await ensure_conversation(store, ctx.user_id, AGENT, conv_id, thread_id=None,
                                     now=now)
    window: list[AnyMessage] = []
    for i, (role, text) in enumerate(lines[:-1]):
        at = now - timedelta(minutes=len(lines) - i)
        record = await append_message(store, ctx.user_id, AGENT, conv, message_id=new_key(),
                                      role=role, content=text, now=at)
        if role == "user":
            load_embeddings(ctx.embedding_model).embed_query(text)  # its turn's routing did
            index_user_message(store, ctx, record)
        else:
            index_reply(store, ctx, record)
        window.append((HumanMessage if role == "user" else AIMessage)(content=text, id=record.id))
    await embed_all(store, ctx)  # as the turns' background embeddings would have
    return window, lines[-1][1]


def _ranked_memories(context: BuiltContext) -> list[str]:
    items = [i for s in context["sections"] if s["name"] in ("memories", "constraints")
             for i in s["items"]]
    items.sort(key=lambda i: -(i["score"] or 0.0))
    return [i["source"]["memory_id"] for i in items]


def _table(report: dict[str, Any]) -> str:
    build = report["context_build_ms"]
    rows = [f"| {LABELS[m]} | " + " | ".join(f"{r[str(k)]:.3f}" for k in KS) + " |"
            for m, r in report["recall_at"].items()]
    rows += [f"| published: {name} | " + " | ".join(f"{v:.3f}" for v in values) + " |"
             for name, values in PUBLISHED.items()]
    return "\n".join([
        f"### MADial-Bench zh: memory recall@k ({report['dialogues']} dialogues)", "",
        "| method | " + " | ".join(f"R@{k}" for k in KS) + " |",
        "|---|" + "---:|" * len(KS), *rows, "",
        "The ceiling row is a diagnostic, not a method: it is told the gold primary memory and",
        "ranks the rest by its E5 similarity to it — what these embeddings can reach at best.",
        "",
        f"context build p50 {build['p50']:.1f} ms, p95 {build['p95']:.1f} ms; "
        f"archive load {report['memory_load_seconds']:.1f} s"])


def _plot(report: dict[str, Any], plt: Any) -> None:
    _, ax = plt.subplots(figsize=(7, 4.5))
    for method, r in report["recall_at"].items():
        style = ({"linewidth": 2.5} if method == "strata" else
                 {"linestyle": ":", "color": "grey"} if method == "ceiling" else
                 {"linestyle": "--"})
        ax.plot(KS, [r[str(k)] for k in KS], marker="o", label=LABELS[method], **style)
    for name, values in PUBLISHED.items():
        ax.plot(KS, values, marker="x", linestyle="-.", alpha=0.6, label=f"published: {name}")
    ax.axhline(TARGET_AT_5, color="red", linewidth=0.8, label="target R@5 0.75")
    ax.set_xticks(KS, [str(k) for k in KS])
    ax.set(xlabel="k", ylabel="recall@k", ylim=(0, 1.02),
           title=f"MADial-Bench zh: memory recall@k ({report['dialogues']} dialogues)")
    ax.legend(fontsize=7)
