"""Offline stand-in replies: logged and in the thread as the user saw them, quoted by nothing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import drain, entry_of
from strata_layered.graph.models import store_index_config
from strata_layered.graph.offline import is_standin_message, said_messages
from strata_layered.graph.prompts.reply import OFFLINE_NOTICE_EN, OFFLINE_NOTICE_ZH
from strata_layered.graph.retrieval.preview import preview_context
from strata_layered.memory.history.index import index_for
from strata_layered.memory.store.conversations import ensure_conversation, get_conversation
from strata_layered.memory.store.messages import append_message, page_history
from strata_layered.memory.topics.lifetime import list_topics

CTX = Context(user_id="ada", model="offline", conversation_id="c1")
CONFIG = {"configurable": {"thread_id": "c1"}}
TURNS = ["我喜欢在周末去西湖边骑自行车", "我养了一只叫年糕的橘猫",
         "I am learning to bake sourdough bread"]
START = datetime(2025, 5, 1, 9, 0, tzinfo=UTC)


def _standin(text: str) -> bool:
    return OFFLINE_NOTICE_ZH in text or OFFLINE_NOTICE_EN in text or "我记得与此相关" in text


async def _three_turns() -> tuple[InMemoryStore, object, dict]:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    out: dict = {}
    for i, text in enumerate(TURNS):
        out = await graph.ainvoke({"user_text": text, "now": (START + i * timedelta(minutes=2))
                                   .isoformat()}, CONFIG, context=CTX)
    await drain()
    return store, graph, out


async def test_the_log_keeps_each_standin_as_shown_and_flagged() -> None:
    store, _, out = await _three_turns()
    assert _standin(out["reply"])  # the caller still gets what the user sees
    conv = await get_conversation(store, "ada", "default", "c1")
    assert conv is not None and conv.message_count == 6  # seed 000's +2 a turn holds
    page, _ = await page_history(store, "ada", "default", conv, before=None, limit=10)
    replies = [m for m in page if m.role == "assistant"]
    assert len(replies) == 3 and all(m.offline and _standin(m.content) for m in replies)
    assert not any(m.offline for m in page if m.role == "user")


async def test_no_derived_layer_takes_a_standin_in() -> None:
    store, graph, out = await _three_turns()
    window = out["messages"]
    assert [m.type for m in window] == ["human", "ai"] * 3  # the thread shows every reply
    assert all(is_standin_message(m) for m in window if m.type == "ai")
    assert said_messages(window) == window[::2]  # and prompts quote none of them back
    assert not _standin(out["summary"]) and "西湖" in out["summary"]
    topics = await list_topics(store, "ada", "default")
    assert topics and not any(_standin(t.summary) for t in topics)
    index = index_for(store)
    assert index.size("ada", "default") == 3  # only the user's messages are recallable
    assert index.pending("ada", "default", CTX.embedding_model, 10) == []  # and embedded
    context = await preview_context(graph, store, CTX, CONFIG, "我的猫叫什么名字？",
                                    now=(START + timedelta(hours=1)).isoformat())
    texts = [i["text"] for s in context["sections"] for i in s["items"]]
    assert any("年糕" in t for t in texts)
    assert not any(_standin(t) for t in texts)


async def test_a_standin_logged_and_indexed_before_the_flag_is_never_recalled() -> None:
    store = InMemoryStore(index=store_index_config())
    conv = await ensure_conversation(store, "ada", "default", "old", thread_id="old", now=START)
    said = await append_message(store, "ada", "default", conv, message_id="u1", role="user",
                                content="我的猫叫年糕", now=START)
    legacy = await append_message(store, "ada", "default", conv, message_id="a1",
                                  role="assistant", now=START + timedelta(seconds=5),
                                  content=f"{OFFLINE_NOTICE_ZH}\n我记得与此相关的：我的猫叫年糕")
    index = index_for(store)
    index.add("ada", "default", [entry_of(said), entry_of(legacy)])
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    context = await preview_context(graph, store, CTX, CONFIG, "我的猫叫什么？",
                                    now=(START + timedelta(days=1)).isoformat())
    texts = [i["text"] for s in context["sections"] for i in s["items"]]
    assert any("年糕" in t for t in texts) and not any(_standin(t) for t in texts)
    assert [e.message_id for e in index.by_ids("ada", "default", ["u1", "a1"])] == ["u1"]
