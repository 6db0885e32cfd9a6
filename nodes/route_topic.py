"""Route the message to a topic (seed 004 §3.2) and record the topic on the message."""

from __future__ import annotations

from typing import Any, Literal

from langgraph.runtime import Runtime

from strata_layered.graph.context import Context
from strata_layered.graph.memory_model import choose_topic, memory_model
from strata_layered.graph.scope import contained_error, parse_time, scope_of
from strata_layered.graph.state import State
from strata_layered.memory.messages import set_message_topic
from strata_layered.memory.records import TopicRecord
from strata_layered.memory.topics.routing import route_message


async def route_topic(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Nearest topic above the threshold (a model breaks close calls), else a new one.

    Chatter stays in the current topic, or in none (memory/topics/chatter.py).
    """
    ctx = runtime.context or Context()
    scope = scope_of(runtime)
    model = memory_model(ctx)

    async def choose(text: str, candidates: list[TopicRecord]) -> str | None:
        if model is None:
            return None
        try:
            return await choose_topic(model, ctx, text, candidates)
        except Exception as error:  # noqa: BLE001 - the best score stands
            contained_error("route_topic", error)
            return None

    result = await route_message(
        scope.store, scope.user, scope.agent, state.turn_text(),
        threshold=ctx.topic_threshold, now=parse_time(state.turn_at),
        current_topic=state.topic_id, ttl_days=ctx.topic_ttl_days, choose=choose,
        model=ctx.embedding_model,
    )
    topic_id = result.topic.id if result.topic else None
    if state.user_message_seq is not None and topic_id is not None:
        await set_message_topic(scope.store, scope.user, scope.agent, scope.conversation,
                                state.user_message_seq, topic_id)
    return {"topic_id": topic_id, "topic_is_new": result.created}


def route_after_route_topic(state: State) -> Literal["build_context", "persist_reply"]:
    """A reply given by the caller (transcript import) skips the context and the model.

    Otherwise the context is built once retrieval, run beside routing, is in too.
    """
    return "persist_reply" if state.reply_supplied else "build_context"
