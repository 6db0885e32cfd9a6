"""Context items for recalled history, and query-aware scores for the recent window."""

from __future__ import annotations

from datetime import datetime
from functools import lru_cache

from langchain_core.messages import AnyMessage

from strata_layered.graph.context import Context
from strata_layered.graph.retrieval.types import RecalledMessage
from strata_layered.memory.context.context_builder import ContextItem, Source
from strata_layered.memory.context.scoring import QueryKind, Weights, recency
from strata_layered.memory.facts.forget_requests import asked_not_to_remember
from strata_layered.memory.gate.injection import split_instructions
from strata_layered.memory.history.recall import render_recalled
from strata_layered.memory.history.scope import HistoryEntry
from strata_layered.memory.topics.domains import detect_domains

RECALLED_IMPORTANCE = 0.5
"""A verbatim message has no importance of its own: neutral, between memories' 0 and 5."""
RECALLED_CONFIDENCE = 1.0
"""What was said is certain (unlike what was inferred from it)."""
RECALLED_RECENCY_SHARE = 0.3
"""Recalled history is old by definition: newer breaks ties, it does not outrank relevance."""
STALE_HALF_LIFE_HOURS = 12.0
"""A window message's continuity halves every 12 hours: a day-old window is no longer live."""


DETAIL_SUMMARY_FACTOR = 0.6
"""A summary holds no specific detail: a detail question ranks it below relevant history."""


def summary_factor(kind: QueryKind) -> float:
    """Multiplier of the summaries' fixed scores for this kind of query."""
    return DETAIL_SUMMARY_FACTOR if kind == "detail" else 1.0


_domains = lru_cache(maxsize=20_000)(detect_domains)


def message_in_scope(content: str, allowed: list[str]) -> bool:
    """Topic isolation for old messages, as for memories: none naming an unrelated domain."""
    if not allowed:
        return True
    named = _domains(content)
    return not named or bool(set(named) & set(allowed))


def speaker(role: str, ctx: Context) -> str:
    """How a message's author is named to the model: the agent by its id, the user as user."""
    if role == "assistant":
        return ctx.agent_id if ctx.agent_id != "default" else "assistant"
    return "user"


def recalled_score(relevance: float, created_at: datetime, now: datetime, w: Weights) -> float:
    """Similarity + importance + recency + confidence, for a recalled message."""
    return round(w.similarity * relevance + w.importance * RECALLED_IMPORTANCE
                 + w.recency * RECALLED_RECENCY_SHARE * recency(created_at, now)
                 + w.confidence * RECALLED_CONFIDENCE, 4)


def recent_score(position: int, total: int, kind: QueryKind, age_hours: float = 0.0) -> float:
    """Continuity of a window message: newest highest, fading as the window goes stale.

    For a detail question only the last few messages keep a high continuity score: the
    rest of the window competes with recalled history on relevance instead.
    """
    share = (position + 1) / max(1, total)
    base = 0.2 + 0.6 * share**2 if kind == "detail" else 0.6 + 0.4 * share
    return round(base * 0.5 ** (max(0.0, age_hours) / STALE_HALF_LIFE_HOURS), 4)


@lru_cache(maxsize=4096)
def _without_instructions(content: str) -> str:
    """A recalled user message without its orders to the model (issue 27 item 9).

    The gate kept such sentences out of memory; recalled verbatim, they still reached the
    prompts of other conversations. The rest of the message is recalled as it was.
    Memoised: a turn recalls up to 160 messages, most of them recalled by the turns before.
    """
    kept, orders = split_instructions(content)
    return kept if orders else content


def history_items(
    recalled: list[RecalledMessage],
    recent: list[AnyMessage],
    ctx: Context,
    *,
    conversation: str,
    now: datetime,
    kind: QueryKind,
    weights: Weights,
    written: dict[str, str] | None = None,
    merged: dict[str, tuple[float, str]] | None = None,
) -> list[ContextItem]:
    """Recent window and recalled history as scored items, each with message provenance.

    A recalled message that is also in the window stays in the window, scored the
    higher of its continuity and its relevance; the others form `recalled_history`,
    dated and in chronological order. `written` gives window messages' times (ISO);
    `merged` maps an old message to (score, id) of a memory that only repeated it: the
    message takes the memory's score if higher, and names the memory in its source.
    """
    written, merged = written or {}, merged or {}
    relevance = {r["message_id"]: r for r in recalled}
    items: list[ContextItem] = []
    for i, message in enumerate(recent):
        at_text = written.get(str(message.id))
        age = (now - datetime.fromisoformat(at_text)).total_seconds() / 3600 if at_text else 0.0
        score = recent_score(i, len(recent), kind, age)
        hit = relevance.get(str(message.id))
        if hit is not None:
            at = datetime.fromisoformat(hit["created_at"])
            score = max(score, recalled_score(hit["relevance"], at, now, weights))
        items.append(ContextItem(
            section="recent_messages", text=str(message.content),
            role="assistant" if message.type == "ai" else "user", score=score,
            source={"kind": "message", "conversation": conversation, "message_id": message.id},
        ))
    window = {str(m.id) for m in recent}
    older = [r for r in recalled if r["message_id"] not in window]
    older.sort(key=lambda r: (r["created_at"], r["conversation"], r["seq"]))
    for r in older:
        content = _without_instructions(r["content"]) if r["role"] == "user" else r["content"]
        if not content:
            continue  # an injection the gate rejected is never recalled into another turn
        if r["role"] == "user" and asked_not_to_remember(content):
            continue  # "don't remember that I cried at work today": not in other turns either
        at = datetime.fromisoformat(r["created_at"])
        entry = HistoryEntry(conversation=r["conversation"], seq=r["seq"],
                             message_id=r["message_id"], role=r["role"], created_at=at,
                             content=content)
        score, memory = merged.get(r["message_id"], (0.0, ""))
        source: Source = {"kind": "message", "conversation": r["conversation"],
                  "message_id": r["message_id"], "seq": r["seq"],
                  "created_at": r["created_at"], "recall": r["why"]}
        if memory:
            source["memory_id"] = memory
        items.append(ContextItem(
            section="recalled_history", text=render_recalled(entry, speaker(r["role"], ctx)),
            score=max(recalled_score(r["relevance"], at, now, weights), score),
            source=source,
        ))
    return items
