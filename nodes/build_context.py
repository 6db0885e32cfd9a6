"""Build the prompt context within the token budget (seed 004 §5)."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from strata_layered.graph.context import Context
from strata_layered.graph.offline import said_messages
from strata_layered.graph.retrieval.assembly import assemble_said, topic_and_layer, with_topic
from strata_layered.graph.retrieval.types import nothing_retrieved
from strata_layered.graph.scope import Scope, parse_time, scope_of
from strata_layered.graph.state import State
from strata_layered.memory.context.context_builder import BuiltContext, section_items
from strata_layered.memory.topics.domains import detect_domains
from strata_layered.memory.topics.graph import strengthen


async def build_context(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Add the routed topic's layer, score and cut: exactly what the model will see."""
    ctx = runtime.context or Context()
    scope = scope_of(runtime)
    now = parse_time(state.turn_at)
    topic, layer = await topic_and_layer(scope.store, ctx, query=state.turn_text(),
                                         topic_id=state.topic_id, now=now,
                                         routed=state.routed_topic)
    retrieved = with_topic(state.retrieved or nothing_retrieved(), topic, layer)
    recent = [m for m in said_messages(state.messages) if m.id != state.user_message_id]
    # One summary in the prompt: with a model, its summary is the upgrade of the rule
    # summary (seed 000), which stays the offline path's. Until the first model summary,
    # the window still holds every message it would cover.
    with_model = (ctx.memory_model or ctx.model) != "offline"
    context = await assemble_said(
        retrieved, scope.store, ctx, query=state.turn_text(), recent=recent,
        summary="" if with_model else state.summary, summary_v2=state.summary_v2,
        conversation=scope.conversation, now=now, new_topic=state.topic_is_new,
    )
    if not state.regenerating:  # the same message again teaches the topic graph nothing new
        await _learn_edges(scope, state, layer["domain"], context)
    return {"context": context, "retrieved": None}


async def _learn_edges(scope: Scope, state: State, domain: str | None, context: BuiltContext
                       ) -> None:
    """Retrievals that co-occur across domains strengthen the topic graph (seed 004 §3.6)."""
    if not domain:
        return
    others: set[str] = set()
    for item in section_items(context, "memories") + section_items(context, "related_topics"):
        others.update(detect_domains(item["text"])[:1])
    if others - {domain}:
        await strengthen(scope.store, scope.user, scope.agent, domain, others,
                         now=parse_time(state.turn_at))
