"""Recall over the whole message history: old messages of every conversation, by relevance.

Lexical (BM25) and dense lists from the history index are fused (memory.history.recall);
a date the query names pulls that day in; same-session neighbours of the best hits come
along. The user's live messages (minutes old) are handed to the memory search too.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from functools import lru_cache
from typing import Any

from langgraph.store.base import BaseStore

from strata_layered.graph.context import Context
from strata_layered.graph.indexing import backfill
from strata_layered.graph.models import load_embeddings
from strata_layered.graph.offline import is_standin_text
from strata_layered.graph.retrieval.types import RecalledMessage
from strata_layered.memory import namespaces as ns
from strata_layered.memory.history.index import HistoryIndex, index_for
from strata_layered.memory.history.recall import (
    NEIGHBOR_SEEDS,
    Recalled,
    dates_named,
    fuse,
    named_speaker,
    with_neighbors,
)
from strata_layered.memory.history.scope import HistoryEntry
from strata_layered.memory.store.messages import seq_key
from strata_layered.memory.store.records import get_values_across
from strata_layered.memory.text.bm25 import tokenize
from strata_layered.memory.topics.chatter import says_nothing_to_recall

LIVE_CONTEXT = timedelta(minutes=30)
LIVE_CONTEXT_MESSAGES = 3
RECALL_MIN, RECALL_MAX = 40, 160
TOKENS_PER_MESSAGE = 25
"""A budget of B tokens asks for about B / 25 recalled messages (short turns fill it)."""


@lru_cache(maxsize=20_000)
def says_nothing(content: str) -> bool:
    """Whether a recalled message says nothing a question could need (chatter.py's rows)."""
    return says_nothing_to_recall(content)


async def unsaid(store: BaseStore, ctx: Context, recalled: Sequence[RecalledMessage]
                 ) -> set[str]:
    """Ids of recalled messages the log no longer holds as recalled (the store is the truth).

    The index is derived: a message deleted through the store's own API, or retracted
    since, or an offline stand-in indexed before they were kept out, is reported here and
    taken out of the index for good. Only what a context chose is asked about (see
    assembly.assemble_said): a turn recalls up to 160 messages and quotes a few.
    """
    if not recalled:
        return set()
    # One read for every conversation (on SQLite one SELECT each, as the batch of GetOps
    # ran); only three fields decide, so the records are not validated one by one.
    values = await get_values_across(store, [
        (ns.messages(ctx.user_id, ctx.agent_id, r["conversation"]), seq_key(r["seq"]))
        for r in recalled])
    gone = {r["message_id"] for r, v in zip(recalled, values, strict=True)
            if v is None or v.get("retracted") or v.get("id") != r["message_id"]
            or _standin_value(v)}
    if gone:
        index_for(store).forget_messages(ctx.user_id, ctx.agent_id, gone)
    return gone


def _standin_value(value: dict[str, Any]) -> bool:
    """`offline.is_standin` of a stored message value."""
    return value.get("role") == "assistant" and bool(
        value.get("offline") or is_standin_text(str(value.get("content", ""))))


def recall_limit(budget: int) -> int:
    """How many messages to recall for a prompt budget."""
    return max(RECALL_MIN, min(RECALL_MAX, budget // TOKENS_PER_MESSAGE))


def _words(index: HistoryIndex, ctx: Context, query: str, now: datetime, limit: int
           ) -> tuple[list[tuple[HistoryEntry, float]], list[HistoryEntry]]:
    """BM25 and a named day's messages: the candidates that need no vector."""
    user, agent = ctx.user_id, ctx.agent_id
    days = dates_named(query, now)
    return (index.lexical(user, agent, tokenize(query), limit=limit),
            index.on_dates(user, agent, days) if days else [])


def _search(
    index: HistoryIndex, ctx: Context, query: str, vector: list[float], now: datetime,
    exclude: set[str], limit: int,
    words: tuple[list[tuple[HistoryEntry, float]], list[HistoryEntry]] | None = None,
) -> list[Recalled]:
    user, agent = ctx.user_id, ctx.agent_id
    if words is None:  # BM25, the dense scan and a named day's messages: one round trip
        lexical, dense, dated = index.candidates(user, agent, tokenize(query), vector,
                                                 model=ctx.embedding_model, limit=limit,
                                                 dates=dates_named(query, now))
    else:
        (lexical, dated), dense = words, index.dense(user, agent, vector,
                                                     model=ctx.embedding_model, limit=limit)
    sessions = dict(zip(((e.conversation, e.seq) for e, _ in [*lexical, *dense]),
                        index.sessions(user, agent, [e for e, _ in [*lexical, *dense]]),
                        strict=True))
    role = named_speaker(query, {"user": user, "assistant": agent})
    fused = fuse(lexical, dense, dated=dated,
                 session_of=lambda e: sessions.get((e.conversation, e.seq), e.seq),
                 favoured=None if role is None else lambda e: e.role == role)
    fused = [r for r in fused if r.entry.message_id not in exclude]
    # The seeds' neighbours in one call (one statement on PostgreSQL, not one per seed).
    near = index.neighbors_many(user, agent, [r.entry for r in fused[:NEIGHBOR_SEEDS]])
    found = with_neighbors(fused, lambda e: near.get((e.conversation, e.seq), []))
    # A message that says nothing (thanks, an acknowledgement, a greeting: the topic layer's
    # chatter rows) answers no question: its room goes to the next message that might.
    # Read until `limit` are kept: the rest (up to ~260 more at 10,000 turns) is never used.
    return list(itertools.islice((r for r in found if r.entry.message_id not in exclude
                                  and not says_nothing(r.entry.content)), limit))


def live_context(store: BaseStore, ctx: Context, window_ids: list[str], now: datetime
                 ) -> list[tuple[str, Sequence[float] | None]]:
    """The user's previous messages of a live conversation (the last few minutes).

    Each comes with its stored vector when the background thread has made it.
    """
    index = index_for(store)
    live = [e for e in index.by_ids(ctx.user_id, ctx.agent_id, window_ids)
            if e.role == "user" and now - LIVE_CONTEXT <= e.created_at <= now]
    live = live[-LIVE_CONTEXT_MESSAGES:]
    vectors = index.vectors_of(ctx.user_id, ctx.agent_id, [e.message_id for e in live],
                               ctx.embedding_model)
    return [(e.content, vectors.get(e.message_id)) for e in live]


def window_reads(store: BaseStore, ctx: Context, window_ids: list[str], now: datetime
                 ) -> tuple[list[tuple[str, Sequence[float] | None]], dict[str, str]]:
    """`live_context` and `window_times` from one read of the window (one round trip)."""
    def live(entries: list[HistoryEntry]) -> list[HistoryEntry]:
        return [e for e in entries if e.role == "user"
                and now - LIVE_CONTEXT <= e.created_at <= now][-LIVE_CONTEXT_MESSAGES:]

    entries, vectors = index_for(store).window(ctx.user_id, ctx.agent_id, window_ids,
                                               ctx.embedding_model, live)
    return ([(e.content, vectors.get(e.message_id)) for e in live(entries)],
            {e.message_id: e.created_at.isoformat() for e in entries})


def window_times(store: BaseStore, ctx: Context, window_ids: list[str]) -> dict[str, str]:
    """When each message of the recent window was written (ISO), from the index."""
    return {e.message_id: e.created_at.isoformat()
            for e in index_for(store).by_ids(ctx.user_id, ctx.agent_id, window_ids)}


async def recall_history(
    store: BaseStore, ctx: Context, *, query: str, now: datetime, exclude: Iterable[str] = (),
    budget: int | None = None,
) -> list[RecalledMessage]:
    """Older messages of every conversation of this user and agent, most relevant first.

    JSON-ready (it goes into checkpointed state): each carries its message provenance.
    """
    await backfill(store, ctx)
    embedding = asyncio.ensure_future(
        load_embeddings(ctx.embedding_model).aembed_query(query))
    limit = recall_limit(budget or ctx.prompt_budget())
    index = index_for(store)
    if index.waits_on_network:
        vector = await embedding
        # The search's round trips wait in a worker thread, not on the event loop:
        # the turn's other branch (topic routing, its own store reads) goes on meanwhile.
        found = await asyncio.to_thread(
            lambda: _search(index, ctx, query, vector, now, set(exclude), limit))
    else:
        try:  # the words' candidates are found while the message's vector is made
            words = _words(index, ctx, query, now, limit)
        except BaseException:
            embedding.cancel()
            raise
        found = _search(index, ctx, query, await embedding, now, set(exclude), limit, words)
    return [{"conversation": r.entry.conversation, "seq": r.entry.seq,
             "message_id": r.entry.message_id, "role": r.entry.role,
             "created_at": r.entry.created_at.isoformat(), "content": r.entry.content,
             "relevance": round(r.relevance, 4), "why": r.why} for r in found]
