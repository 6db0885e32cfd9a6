"""Gather candidates from every memory layer, concurrently."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from graph.context import Context
from graph.retrieval.assembly import gather
from graph.scope import parse_time, scope_of
from graph.state import State


async def retrieve(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Persona, relevant memories and the current topic for this message."""
    ctx = runtime.context or Context()
    scope = scope_of(runtime)
    retrieved = await gather(scope.store, ctx, query=state.turn_text(), topic_id=state.topic_id,
                             message_id=state.user_message_id, now=parse_time(state.turn_at),
                             window_ids=[str(m.id) for m in state.messages
                                         if m.id != state.user_message_id])
    return {"retrieved": retrieved}
