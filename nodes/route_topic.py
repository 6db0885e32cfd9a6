"""Route the message to a topic (seed 004 §3.2)."""

from __future__ import annotations

from typing import Any, Literal

from langgraph.runtime import Runtime

from graph.context import Context
from graph.scope import parse_time, scope_of
from graph.state import State
from memory.topics import route_message


async def route_topic(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Nearest topic above the threshold, else a new one."""
    ctx = runtime.context or Context()
    scope = scope_of(runtime)
    result = await route_message(
        scope.store, scope.user, scope.agent, state.turn_text(),
        threshold=ctx.topic_threshold, now=parse_time(state.turn_at),
    )
    return {"topic_id": result.topic.id, "topic_is_new": result.created}


def route_after_route_topic(state: State) -> Literal["retrieve", "persist_reply"]:
    """A reply given by the caller (transcript import) skips retrieval and the model."""
    return "persist_reply" if state.reply_supplied else "retrieve"
