"""Build the prompt context within the token budget (seed 004 §5)."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from graph.assembly import assemble
from graph.context import Context
from graph.scope import parse_time, scope_of
from graph.state import State


async def build_context(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Score and cut the candidates; the result is exactly what the model will see."""
    ctx = runtime.context or Context()
    scope = scope_of(runtime)
    recent = [m for m in state.messages if m.id != state.user_message_id]
    context = assemble(
        state.retrieved or {"persona": "", "memories": []}, ctx,
        query=state.turn_text(), recent=recent, summary=state.summary, summary_v2=state.summary_v2,
        conversation=scope.conversation, now=parse_time(state.turn_at),
        new_topic=state.topic_is_new,
    )
    return {"context": context}
