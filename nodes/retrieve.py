"""Gather the candidates of every layer that does not depend on the topic, concurrently.

It runs beside route_topic: both wait for the message's vector, and the reads and
lexical searches of this node fill that wait. build_context adds the routed topic's layer.
"""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from strata_layered.graph.context import Context
from strata_layered.graph.retrieval.assembly import gather_layers
from strata_layered.graph.scope import parse_time, scope_of
from strata_layered.graph.state import State


async def retrieve(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Persona, relevant memories, old messages and documents for this message."""
    ctx = runtime.context or Context()
    scope = scope_of(runtime)
    retrieved = await gather_layers(scope.store, ctx, query=state.turn_text(),
                                    message_id=state.user_message_id,
                                    now=parse_time(state.turn_at),
                                    window_ids=[str(m.id) for m in state.messages
                                         if m.id != state.user_message_id])
    return {"retrieved": retrieved}
