"""Notes made through a whole turn: a relative day becomes a date, 他 names who it is."""

from __future__ import annotations

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from graph.builder import build_graph
from graph.context import Context
from graph.models import store_index_config
from memory.memories import list_memories


async def test_todays_birthday_is_kept_as_the_day_it_was_said() -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="zhou", model="offline")
    out = await graph.ainvoke(
        {"user_text": "你好，朋友！今天是我朋友的生日，我不知道应该送什么礼物。",
         "now": "2023-05-04T10:00:00+08:00"},
        {"configurable": {"thread_id": "t"}}, context=ctx)
    assert not out.get("errors")
    kept = [m.content for m in await list_memories(store, "zhou", ctx.agent_id, status="active")]
    assert "朋友的生日是5月4日" in kept, kept


async def test_a_pronoun_names_the_person_the_previous_message_named() -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="zhou", model="offline")
    for i, text in enumerate(["你好，朋友！今天是我朋友的生日，我不知道应该送什么礼物。",
                              "我知道他喜欢旅游，喜欢尝试新的美食，也很喜欢著名的画家。"]):
        await graph.ainvoke({"user_text": text, "now": f"2023-05-04T10:0{i}:00+08:00"},
                            {"configurable": {"thread_id": "t"}}, context=ctx)
    kept = [m.content for m in await list_memories(store, "zhou", ctx.agent_id, status="active")]
    assert any(c.startswith("朋友喜欢旅游") for c in kept), kept
