"""Indexing the message history: every stored message by its words now, by its meaning soon.

A message is indexed as its author said it (`name: text`, see memory.history.scope).
Its vector is made off the hot path, on one background thread started as the turn's
last step, in one batch with any other message still waiting for one (the user's
message and the reply of a turn go together): until it lands a message is found by
its words, and it sits in the recent window anyway.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
from collections import OrderedDict
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from langgraph.store.base import BaseStore

from strata_layered.graph.context import Context
from strata_layered.graph.models import load_embeddings
from strata_layered.graph.offline import is_standin
from strata_layered.memory.history.index import HistoryIndex, index_for
from strata_layered.memory.history.scope import HistoryEntry
from strata_layered.memory.store.conversations import list_conversations
from strata_layered.memory.store.messages import get_messages
from strata_layered.memory.store.records import MessageRecord

log = logging.getLogger("strata")

PENDING_BATCH = 16
BACKFILL_PAGE = 500


def _yield_to_turns() -> None:
    """Run this thread at the lowest CPU priority, where the system allows it (Linux).

    The job starts as the turn's last node ends, while the turn still writes its checkpoint,
    and on a busy server beside other users' turns: on two cores an embedding of ~20 ms
    took a core they were waiting for (turn p50 -4 to -8 ms, p95 -8 to -14 ms at 10,000
    earlier turns). Its vectors come a little later instead; until then the message is
    found by its words, and it sits in the recent window anyway.
    """
    try:
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)
    except (AttributeError, OSError):  # no per-thread niceness here: the default stays
        pass


_worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="strata-embed",
                             initializer=_yield_to_turns)
_jobs: set[Future[Any]] = set()
CHECKED_KEPT = 10_000
"""(store, user, agent) whose backfill this process remembers having checked, latest
used last: a worker does not keep one entry per user it ever served. One forgotten is
checked again on its next turn: a listing of its conversations that finds nothing to add."""
_checked: OrderedDict[tuple[int, str, str], None] = OrderedDict()


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

    Runs once per (store, user, agent) per process (of the CHECKED_KEPT latest); vectors
    follow in the background.
    """
    key = (id(store), ctx.user_id, ctx.agent_id)
    if key in _checked:
        _checked.move_to_end(key)
        return 0
    _checked[key] = None
    while len(_checked) > CHECKED_KEPT:
        _checked.popitem(last=False)
    index = index_for(store)
    done = index.indexed_through(ctx.user_id, ctx.agent_id)
    added = 0
    for conv in await list_conversations(store, ctx.user_id, ctx.agent_id):
        start = done.get(conv.id, 0) + 1
        for low in range(start, conv.last_seq + 1, BACKFILL_PAGE):
            seqs = list(range(low, min(conv.last_seq, low + BACKFILL_PAGE - 1) + 1))
            records = await get_messages(store, ctx.user_id, ctx.agent_id, conv.id, seqs)
            index.add(ctx.user_id, ctx.agent_id,
                      [entry_of(r) for r in records if not r.retracted and not is_standin(r)])
            added += len(records)
    if added:
        schedule_embedding(index, ctx.user_id, ctx.agent_id, ctx.embedding_model)
    return added
