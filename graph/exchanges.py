"""Turns whose reply the app already has: the same gate, extraction, topics and summary.

An app that calls its own model hands Strata the user's message and its reply (mem0's
`add`, Zep's `add_messages`); each pair runs through the whole graph with the reply supplied
(`InputState.supplied_reply`), so no model is called for it and nothing is retrieved.
The memories a turn wrote get the app's metadata. `POST /api/turns` and the Python client
store turns here; `strata import` logs its replies without a user message here too.
"""

from __future__ import annotations

import copy
from datetime import datetime
from typing import Any, TypedDict

from langchain_core.runnables import RunnableConfig

from strata_layered.graph.context import Context
from strata_layered.graph.scope import parse_time
from strata_layered.graph.turns import TurnDone, stream_turn
from strata_layered.memory.long_term.memories import (
    MemoryWrite,
    UnknownMemory,
    get_memory,
    put_memory,
)
from strata_layered.memory.sensitive import asked_secret, redact
from strata_layered.memory.store.conversations import ensure_conversation
from strata_layered.memory.store.exchanges import Exchange
from strata_layered.memory.store.messages import append_message
from strata_layered.memory.store.metadata import Metadata
from strata_layered.memory.store.records import new_key
from strata_layered.memory.text.text import normalize_message, validate_user_text


class StoredTurn(TypedDict):
    """What one stored exchange did (the final state's memory notes)."""

    user_message: str | None
    reply: str
    gate: dict[str, Any] | None
    memory_writes: list[MemoryWrite]
    errors: list[str]


async def store_reply_alone(graph: Any, ctx: Context, config: RunnableConfig, reply: str, *,
                            now: datetime) -> None:
    """Log an assistant message no user message came before (an opening line)."""
    conversation = ctx.conversation_id or "default"
    thread = str(config.get("configurable", {}).get("thread_id") or "") or None
    record = await ensure_conversation(graph.store, ctx.user_id, ctx.agent_id, conversation,
                                       thread_id=thread, now=now)
    record.message_count += 1
    content = redact(normalize_message(reply))
    if asked := asked_secret(content):  # an opening line that asks for a code flags the answer
        record.secret_expected = asked
    await append_message(graph.store, ctx.user_id, ctx.agent_id, record, message_id=new_key(),
                         role="assistant", content=content, now=now)


async def label_memories(graph: Any, ctx: Context, writes: list[MemoryWrite],
                         metadata: Metadata) -> None:
    """Merge the app's metadata into the memories a turn stored or reinforced."""
    if not metadata:
        return
    for write in writes:
        if write["action"] == "rejected":
            continue
        try:
            item = await get_memory(graph.store, ctx.user_id, ctx.agent_id, write["id"])
        except UnknownMemory:
            continue  # taken back since (a forget running beside the turn)
        if {**item.metadata, **metadata} != item.metadata:
            item.metadata = {**item.metadata, **metadata}
            await put_memory(graph.store, item, reindex=False)


async def store_exchanges(
    graph: Any, ctx: Context, config: RunnableConfig, exchanges: list[Exchange], *,
    metadata: Metadata | None = None, now: str | None = None,
) -> list[StoredTurn]:
    """Run each exchange as a turn with its reply supplied, in order.

    The user messages are validated first, so bad input stores nothing. The graph never
    pauses to ask "may I remember this?" here: the app's user is not at the prompt.
    """
    limit = ctx.max_message_chars
    checked = [Exchange(None if e.user is None else validate_user_text(e.user, max_chars=limit),
                        None if e.reply is None else validate_user_text(e.reply, max_chars=limit))
               for e in exchanges]
    quiet = copy.copy(ctx)  # not dataclasses.replace: that would re-read the environment
    quiet.confirm_memories = False
    out: list[StoredTurn] = []
    for exchange in checked:
        if exchange.user is None:
            await store_reply_alone(graph, quiet, config, exchange.reply or "",
                                    now=parse_time(now))
            out.append(StoredTurn(user_message=None, reply=exchange.reply or "", gate=None,
                                  memory_writes=[], errors=[]))
            continue
        payload = {"user_text": exchange.user, "supplied_reply": exchange.reply or "",
                   "now": now}
        final: dict[str, Any] = {}
        async for part in stream_turn(graph, payload, config, quiet):
            if isinstance(part, TurnDone):
                final = part.values
        writes = list(final.get("memory_writes") or [])
        await label_memories(graph, quiet, writes, metadata or {})
        out.append(StoredTurn(user_message=exchange.user, reply=str(final.get("reply") or ""),
                              gate=final.get("gate"), memory_writes=writes,
                              errors=list(final.get("errors") or [])))
    return out
