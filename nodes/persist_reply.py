"""Persist the reply, bump the count, update the preview, slide the window (seed 000)."""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Any, Literal

from langchain_core.messages import AIMessage, AnyMessage, RemoveMessage
from langgraph.runtime import Runtime

from strata_layered.graph.context import Context
from strata_layered.graph.indexing import index_reply
from strata_layered.graph.offline import said_messages, standin_message
from strata_layered.graph.scope import Scope, contained_error, parse_time, scope_of
from strata_layered.graph.state import State
from strata_layered.graph.turns import mask_reply
from strata_layered.memory.history.index import index_for
from strata_layered.memory.sensitive import asked_secret
from strata_layered.memory.store.conversations import ensure_conversation, update_latest_reply
from strata_layered.memory.store.messages import append_message, write_message
from strata_layered.memory.store.records import MessageRecord, MessageStatus, new_key
from strata_layered.memory.text.text import normalize_message


async def persist_reply(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Seed 000's saveAssistantTurn: message, count (+2, or +1 without a user message)."""
    ctx = runtime.context or Context()
    scope = scope_of(runtime)
    now = parse_time(state.turn_at)
    reply = mask_reply(normalize_message(state.reply))  # an echoed secret is masked too
    offline = state.reply_offline
    try:
        if not reply:
            # Seed 000: no reply text → only the agent's preview, chat keeps working.
            return {}
        message_id = state.reply_message_id or new_key()
        # The agent's preview is a record of its own: written beside the message and its
        # history row, not after.
        (record, count), _ = await asyncio.gather(
            _store_and_index(state, scope, ctx, message_id, reply, now),
            update_latest_reply(scope.store, scope.user, scope.agent, reply, now=now))
    except Exception as error:  # noqa: BLE001 - the reply still goes back to the caller
        return {"errors": [*state.errors, contained_error("persist_reply", error)]}
    # A stand-in is in the window too (the thread shows every reply) but never counts in
    # it: the window keeps `window_messages` said messages, and what is older goes.
    said = standin_message(reply, message_id) if offline else AIMessage(content=reply,
                                                                        id=message_id)
    return {
        "reply": reply,
        "message_count": count,
        "reply_message_id": message_id,
        "log_seq": max(state.log_seq, record.seq),
        "messages": [said, *(RemoveMessage(id=m.id) for m in
                             _overflow([*state.messages, said], ctx.window_messages) if m.id)],
    }


def _overflow(window: list[AnyMessage], keep: int) -> list[AnyMessage]:
    """What leaves the window: said messages beyond the newest `keep`, stand-ins among them."""
    counted = said_messages(window)
    if len(counted) <= keep:
        return []
    first_kept = window.index(counted[len(counted) - keep]) if keep else len(window)
    return window[:first_kept]


async def _store_and_index(state: State, scope: Scope, ctx: Context, message_id: str,
                           reply: str, now: datetime) -> tuple[MessageRecord, int]:
    """Log the reply, then index it (a stand-in is what the user saw, not said to recall).

    An index across the network (PostgreSQL) is written from a worker thread: the event
    loop goes on with the agent's preview, and with other turns, while it waits.
    """
    record, count = await _store_reply(state, scope, message_id, reply, now)
    if not state.reply_offline:
        if index_for(scope.store).waits_on_network:
            await asyncio.to_thread(index_reply, scope.store, ctx, record)
        else:
            index_reply(scope.store, ctx, record)
    return record, count


async def _store_reply(state: State, scope: Scope, message_id: str, reply: str,
                       now: datetime) -> tuple[MessageRecord, int]:
    """Log the reply; with the conversation's message count after it.

    Seed 000's count: +2 a turn, +1 when no user message was stored — counted as the
    messages the log holds, so it stays exact when turns break off or interleave.
    """
    conversation = await ensure_conversation(
        scope.store, scope.user, scope.agent, scope.conversation,
        thread_id=scope.thread_id, now=now,
    )
    # A reply that asks for a secret ("What's the code?") flags the user's next message, as
    # an announcement does: a bare "8841" is masked whole (a kind is kept, never a value).
    if asked := asked_secret(reply):
        conversation.secret_expected = asked
    status: MessageStatus = "incomplete" if state.reply_incomplete else "completed"
    if state.reply_seq is not None:  # streamed: rewrite the message flushed as it came
        record = await write_message(
            scope.store, scope.user, scope.agent, conversation, seq=state.reply_seq,
            message_id=message_id, role="assistant", content=reply, now=now, status=status,
            offline=state.reply_offline)
    else:
        record = await append_message(
            scope.store, scope.user, scope.agent, conversation, message_id=message_id,
            role="assistant", content=reply, now=now, status=status,
            offline=state.reply_offline)
    return record, conversation.message_count


def route_after_persist_reply(state: State) -> Literal["gate_candidate", "__end__"]:
    """A regenerated reply is the same turn answered again: memory already had it."""
    return "__end__" if state.regenerating else "gate_candidate"
