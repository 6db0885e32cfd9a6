"""The dry run of a turn's context: what the model would see for a message, writing nothing.

`strata context` and the API's context preview call exactly what the graph calls
(gather, then assemble) on the conversation's checkpointed window.
"""

from __future__ import annotations

from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.store.base import BaseStore

from strata_layered.graph.context import Context
from strata_layered.graph.embedding_stamp import check_embeddings
from strata_layered.graph.models import load_embeddings
from strata_layered.graph.offline import said_messages
from strata_layered.graph.retrieval.assembly import assemble_said, gather
from strata_layered.graph.scope import parse_time
from strata_layered.memory.context.context_builder import BuiltContext
from strata_layered.memory.text.text import validate_user_text
from strata_layered.memory.topics.routing import peek_topic


async def preview_context(
    graph: Any, store: BaseStore, ctx: Context, config: RunnableConfig, query: str, *,
    now: str | None = None, budget: int | None = None,
) -> BuiltContext:
    """Exactly the context the graph would build for `query` now; nothing is written.

    `graph` is the compiled graph whose checkpoint (at `config`) holds the recent window.
    """
    text = validate_user_text(query, max_chars=ctx.max_message_chars)
    await check_embeddings(store, ctx.embedding_model, stamp=False)
    state = await graph.aget_state(config)
    values = state.values or {}
    window = said_messages(values.get("messages", []))  # stand-ins are never quoted back
    topic_id, new_topic = await peek_topic(store, ctx.user_id, ctx.agent_id, text,
                                           threshold=ctx.topic_threshold,
                                           model=ctx.embedding_model,
                                           embed=load_embeddings(ctx.embedding_model).aembed_query,
                                           router=ctx.topic_router)
    at = parse_time(now)
    retrieved = await gather(store, ctx, query=text, topic_id=topic_id, now=at,
                             window_ids=[str(m.id) for m in window])
    with_model = (ctx.memory_model or ctx.model) != "offline"  # one summary, as a turn has
    return await assemble_said(
        retrieved, store, ctx, query=text, recent=window,
        summary="" if with_model else values.get("summary", ""),
        summary_v2=values.get("summary_v2", ""), conversation=ctx.conversation_id or "default",
        now=at, new_topic=new_topic, budget=budget,
    )
