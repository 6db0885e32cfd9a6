"""Message history in the graph: index every stored message, recall old ones by relevance.

A message is indexed as its author said it (`name: text`, see memory.history_scope).
Its vector is made off the hot path, on one background thread started as the turn's
last step, in one batch with any other message still waiting for one (the user's
message and the reply of a turn go together): until it lands a message is found by
its words, and it sits in the recent window anyway.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import datetime, timedelta
from typing import Any

from langgraph.store.base import BaseStore

from graph.context import Context
from graph.models import load_embeddings
from memory.bm25 import tokenize
from memory.conversations import list_conversations
from memory.history_index import HistoryEntry, HistoryIndex, index_for
from memory.messages import get_messages
from memory.recall import Recalled, dates_named, fuse, named_speaker, with_neighbors
from memory.records import MessageRecord

log = logging.getLogger("strata")

LIVE_CONTEXT = timedelta(minutes=30)
LIVE_CONTEXT_MESSAGES = 3
RECALL_MIN, RECALL_MAX = 40, 160
TOKENS_PER_MESSAGE = 25
"""A budget of B tokens asks for about B / 25 recalled messages (short turns fill it)."""
PENDING_BATCH = 16
BACKFILL_PAGE = 500

_worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="strata-embed")
_jobs: set[Future[Any]] = set()
_checked: set[tuple[int, str, str]] = set()


def entry_of(record: MessageRecord) -> HistoryEntry:
    """The index entry of a stored message."""
    return HistoryEntry(conversation=record.conversation, seq=record.seq,
                        message_id=record.id, role=record.role,
                        created_at=record.created_at, content=record.content)


def embed_pending(index: HistoryIndex, user: str, agent: str, model: str) -> int:
    """Embed up to PENDING_BATCH messages still without a vector, in one batched call."""
    waiting = index.pending_texts(user, agent, model, PENDING_BATCH)
    if not waiting:
        return 0
    vectors = load_embeddings(model).embed_documents([text for _, text in waiting])
    index.set_vectors(user, agent, zip((i for i, _ in waiting), vectors, strict=True), model)
    return len(waiting)


def schedule_embedding(index: HistoryIndex, user: str, agent: str, model: str) -> None:
    """Embed waiting messages on the background thread; the turn does not wait."""
    def job() -> None:
        try:
            embed_pending(index, user, agent, model)
        except Exception as error:  # noqa: BLE001 - retried by the next job
            log.warning("embedding waiting messages failed: %s", error)

    future = _worker.submit(job)
    _jobs.add(future)
    future.add_done_callback(_jobs.discard)


async def drain() -> None:
    """Wait for background embeddings (benchmarks and tests; the graph never waits)."""
    while _jobs:
        await asyncio.gather(*(asyncio.wrap_future(f) for f in list(_jobs)))


async def embed_all(store: BaseStore, ctx: Context) -> None:
    """Wait for the background thread, then embed whatever still waits (bulk loads)."""
    await drain()
    index = index_for(store)
    while embed_pending(index, ctx.user_id, ctx.agent_id, ctx.embedding_model):
        pass


def index_user_message(store: BaseStore, ctx: Context, record: MessageRecord) -> None:
    """Index the user's message by its words now; its vector comes with the reply's.

    The index is derived data: a failure is logged and never stops the turn.
    """
    try:
        index_for(store).add(ctx.user_id, ctx.agent_id, [entry_of(record)])
    except Exception as error:  # noqa: BLE001 - recall degrades, the chat goes on
        log.warning("indexing the user's message failed: %s", error, exc_info=error)


def index_reply(store: BaseStore, ctx: Context, record: MessageRecord) -> None:
    """Index the reply by its words now; its vector is made once the turn is over."""
    try:
        index_for(store).add(ctx.user_id, ctx.agent_id, [entry_of(record)])
    except Exception as error:  # noqa: BLE001 - recall degrades, the reply is kept
        log.warning("indexing the reply failed: %s", error, exc_info=error)


def embed_turn(store: BaseStore, ctx: Context) -> None:
    """Start embedding the turn's messages, as its last step: never alongside its work.

    Whatever a failed turn left waiting is picked up by the next one's job.
    """
    try:
        schedule_embedding(index_for(store), ctx.user_id, ctx.agent_id, ctx.embedding_model)
    except Exception as error:  # noqa: BLE001 - the next turn retries
        log.warning("scheduling embeddings failed: %s", error, exc_info=error)


async def backfill(store: BaseStore, ctx: Context) -> int:
    """Index stored messages the index lacks (data from before it, or another index).

    Runs once per (store, user, agent) per process; vectors follow in the background.
    """
    key = (id(store), ctx.user_id, ctx.agent_id)
    if key in _checked:
        return 0
    _checked.add(key)
    index = index_for(store)
    done = index.indexed_through(ctx.user_id, ctx.agent_id)
    added = 0
    for conv in await list_conversations(store, ctx.user_id, ctx.agent_id):
        start = done.get(conv.id, 0) + 1
        for low in range(start, conv.last_seq + 1, BACKFILL_PAGE):
            seqs = list(range(low, min(conv.last_seq, low + BACKFILL_PAGE - 1) + 1))
            records = await get_messages(store, ctx.user_id, ctx.agent_id, conv.id, seqs)
            index.add(ctx.user_id, ctx.agent_id, [entry_of(r) for r in records])
            added += len(records)
    if added:
        schedule_embedding(index, ctx.user_id, ctx.agent_id, ctx.embedding_model)
    return added


def recall_limit(budget: int) -> int:
    """How many messages to recall for a prompt budget."""
    return max(RECALL_MIN, min(RECALL_MAX, budget // TOKENS_PER_MESSAGE))


def _search(
    index: HistoryIndex, ctx: Context, query: str, vector: list[float], now: datetime,
    exclude: set[str], limit: int,
) -> list[Recalled]:
    user, agent = ctx.user_id, ctx.agent_id
    lexical = index.lexical(user, agent, tokenize(query), limit=limit)
    dense = index.dense(user, agent, vector, model=ctx.embedding_model, limit=limit)
    named = dates_named(query, now)
    dated = index.on_dates(user, agent, named) if named else []
    sessions = dict(zip(((e.conversation, e.seq) for e, _ in [*lexical, *dense]),
                        index.sessions(user, agent, [e for e, _ in [*lexical, *dense]]),
                        strict=True))
    role = named_speaker(query, {"user": user, "assistant": agent})
    fused = fuse(lexical, dense, dated=dated,
                 session_of=lambda e: sessions.get((e.conversation, e.seq), e.seq),
                 favoured=None if role is None else lambda e: e.role == role)
    fused = [r for r in fused if r.entry.message_id not in exclude]
    found = with_neighbors(fused, lambda e: index.neighbors(user, agent, e))
    return [r for r in found if r.entry.message_id not in exclude][:limit]


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


def window_times(store: BaseStore, ctx: Context, window_ids: list[str]) -> dict[str, str]:
    """When each message of the recent window was written (ISO), from the index."""
    return {e.message_id: e.created_at.isoformat()
            for e in index_for(store).by_ids(ctx.user_id, ctx.agent_id, window_ids)}


async def recall_history(
    store: BaseStore, ctx: Context, *, query: str, now: datetime, exclude: Iterable[str] = (),
    budget: int | None = None,
) -> list[dict[str, Any]]:
    """Older messages of every conversation of this user and agent, most relevant first.

    JSON-ready (it goes into checkpointed state): each carries its message provenance.
    """
    await backfill(store, ctx)
    vector = await asyncio.to_thread(load_embeddings(ctx.embedding_model).embed_query, query)
    limit = recall_limit(budget or ctx.prompt_budget())
    found = _search(index_for(store), ctx, query, vector, now, set(exclude), limit)
    return [{"conversation": r.entry.conversation, "seq": r.entry.seq,
             "message_id": r.entry.message_id, "role": r.entry.role,
             "created_at": r.entry.created_at.isoformat(), "content": r.entry.content,
             "relevance": round(r.relevance, 4), "why": r.why} for r in found]
