"""Route the message to a topic (seed 004 §3.2) and record the topic on the message."""

from __future__ import annotations

from typing import Any, Literal

from langgraph.runtime import Runtime

from strata_layered.graph.context import Context
from strata_layered.graph.models import load_embeddings
from strata_layered.graph.scope import parse_time, scope_of
from strata_layered.graph.state import State
from strata_layered.memory.store.messages import adopt_opening, relabel_topic, set_message_topic
from strata_layered.memory.topics.representation import count_message
from strata_layered.memory.topics.routing import route_message


async def route_topic(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Stay, go back, or open a topic, from the rules alone: the reply never waits on a model.

    Chatter stays in the current topic, or in none (memory/topics/chatter.py) until the
    conversation's first subject opens a topic, which takes it in. A tentative
    topic the message folds back (memory/topics/segmenting.py) gives its messages back to
    the previous topic.
    """
    ctx = runtime.context or Context()
    scope = scope_of(runtime)
    result = await route_message(
        scope.store, scope.user, scope.agent, state.turn_text(),
        threshold=ctx.topic_threshold, now=parse_time(state.turn_at),
        current_topic=state.topic_id, ttl_days=ctx.topic_ttl_days,
        model=ctx.embedding_model, embed=load_embeddings(ctx.embedding_model).aembed_query,
        router=ctx.topic_router,
    )
    if result.folded is not None:
        await relabel_topic(scope.store, scope.user, scope.agent, scope.conversation,
                            *result.folded)
    topic_id = result.topic.id if result.topic else None
    if state.user_message_seq is not None and topic_id is not None:
        await set_message_topic(scope.store, scope.user, scope.agent, scope.conversation,
                                state.user_message_seq, topic_id)
        if state.topic_id is None:
            # The greeting the conversation opened with belongs to its first subject.
            adopted = await adopt_opening(scope.store, scope.user, scope.agent,
                                          scope.conversation, topic_id, state.user_message_seq)
            if adopted and result.topic is not None:
                result.topic.message_count = await count_message(
                    scope.store, scope.user, scope.agent, topic_id, adopted)
    # Unsure: the model is asked after the reply (refresh_summary), never before it.
    unsure = [topic_id, *(t for t, _ in result.candidates if t != topic_id)] \
        if result.unsure and topic_id else []
    # build_context reads the topic as written here, not again (graph/state.py)
    return {"topic_id": topic_id, "topic_is_new": result.created, "topic_unsure": unsure,
            "routed_topic": result.topic}


def route_after_route_topic(state: State) -> Literal["build_context", "persist_reply"]:
    """A reply given by the caller (transcript import) skips the context and the model.

    Otherwise the context is built once retrieval, run beside routing, is in too.
    """
    return "persist_reply" if state.reply_supplied else "build_context"
