"""Old messages are quoted only while the log still holds them; only quoted ones are read."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.base import GetOp
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import entry_of
from strata_layered.graph.models import store_index_config
from strata_layered.graph.retrieval.preview import preview_context
from strata_layered.memory import namespaces as ns
from strata_layered.memory.history.index import index_for
from strata_layered.memory.store.conversations import ensure_conversation
from strata_layered.memory.store.messages import append_message, seq_key

CTX = Context(user_id="ada", model="offline", conversation_id="now")
CONFIG = {"configurable": {"thread_id": "now"}}
START = datetime(2025, 5, 1, 9, 0, tzinfo=UTC)


class CountingStore(InMemoryStore):
    """Counts the message records read back by key."""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.message_reads = 0

    async def abatch(self, ops):  # type: ignore[no-untyped-def]
        ops = list(ops)
        self.message_reads += sum(isinstance(o, GetOp) and "messages" in o.namespace
                                  for o in ops)
        return await super().abatch(ops)


async def _history(store: InMemoryStore, n: int) -> list[str]:
    conv = await ensure_conversation(store, "ada", "default", "old", thread_id="old", now=START)
    index, ids = index_for(store), []
    for i in range(n):
        text = "我的猫叫年糕，它很喜欢晒太阳" if i == 7 else f"第{i}天：今天去公园散步，天气晴朗"
        record = await append_message(store, "ada", "default", conv, message_id=f"u{i}",
                                      role="user", content=text,
                                      now=START + timedelta(minutes=i))
        index.add("ada", "default", [entry_of(record)])
        ids.append(record.id)
    return ids


async def test_a_message_deleted_through_the_store_api_is_never_quoted() -> None:
    store = InMemoryStore(index=store_index_config())
    await _history(store, 12)
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    at = (START + timedelta(days=1)).isoformat()
    before = await preview_context(graph, store, CTX, CONFIG, "我的猫叫什么？", now=at)
    assert any("年糕" in i["text"] for s in before["sections"] for i in s["items"])
    # Deleted behind Strata's back (LangGraph's own store route): the index still has it.
    await store.adelete(ns.messages("ada", "default", "old"), seq_key(8))
    after = await preview_context(graph, store, CTX, CONFIG, "我的猫叫什么？", now=at)
    assert not any("年糕" in i["text"] for s in after["sections"] for i in s["items"])
    assert index_for(store).by_ids("ada", "default", ["u7"]) == []  # and out of the index


async def test_only_the_quoted_messages_are_read_back() -> None:
    store = CountingStore(index=store_index_config())
    await _history(store, 60)
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    store.message_reads = 0
    built = await preview_context(graph, store, CTX, CONFIG, "我的猫叫什么？", budget=300,
                                  now=(START + timedelta(days=1)).isoformat())
    quoted = [i for s in built["sections"] if s["name"] == "recalled_history"
              for i in s["items"]]
    assert quoted and store.message_reads == len(quoted) < 40
