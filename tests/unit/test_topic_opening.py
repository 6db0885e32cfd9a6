"""A conversation's opening chatter joins its first topic (nodes/route_topic.py, adopt_opening).

Through the graph with the offline model: 你好，今天我又来和你聊天了 is content-free and opens no
topic; the next message opens one, and the greeting's logged message is filed there too.
"""

from __future__ import annotations

from typing import Any

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.store.conversations import get_conversation
from strata_layered.memory.store.messages import page_history
from strata_layered.memory.topics.lifetime import list_topics

CTX = Context(user_id="ada", model="offline", conversation_id="c1")
CONFIG = {"configurable": {"thread_id": "c1"}}


async def _topic(graph: Any) -> str | None:
    """The thread's current topic, from its checkpoint."""
    state = await graph.aget_state(CONFIG)
    return state.values.get("topic_id")  # type: ignore[no-any-return]


async def test_the_opening_greeting_is_filed_in_the_first_topic_and_opens_none() -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    await graph.ainvoke({"user_text": "你好，今天我又来和你聊天了。你最近怎么样？"},
                        CONFIG, context=CTX)  # type: ignore[attr-defined]
    assert await _topic(graph) is None and await list_topics(store, "ada", "default") == []
    await graph.ainvoke({"user_text": "最近工作压力有些大，经常加班到很晚"}, CONFIG,
                        context=CTX)  # type: ignore[attr-defined]
    opened = await _topic(graph)
    assert opened is not None
    conversation = await get_conversation(store, "ada", "default", "c1")
    assert conversation is not None
    page, _ = await page_history(store, "ada", "default", conversation, before=None, limit=10)
    users = [m for m in page if m.role == "user"]
    assert [m.topic for m in users] == [opened, opened]
    [topic] = await list_topics(store, "ada", "default")
    assert topic.message_count == 2  # the greeting counts as one of its messages


async def test_a_greeting_after_the_first_topic_adopts_nothing_back() -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    await graph.ainvoke({"user_text": "我们家准备装修，预算二十万"}, CONFIG,
                        context=CTX)  # type: ignore[attr-defined]
    first = await _topic(graph)
    await graph.ainvoke({"user_text": "谢谢！"}, CONFIG, context=CTX)  # type: ignore[attr-defined]
    [topic] = await list_topics(store, "ada", "default")
    assert topic.id == first and topic.message_count == 2  # counted once, not adopted again
