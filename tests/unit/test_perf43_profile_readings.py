"""The profile's kept readings under a server's event loop, and forgotten with the memory (perf43).

perf42b's readings were reverted (round 42): under `langgraph dev`, whose event loop refuses a
blocking call (blockbuster), the stamp of the readings listed the memory package's files on the
loop, so every profile refresh raised — extraction's, and a forget's before it scrubbed the
other threads' checkpoints: "I live in Reykjavik" stayed in them. Here the graph runs with
langgraph dev's own blockbuster set on, as a process that has not stamped yet.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.base import GetOp, PutOp
from langgraph.store.memory import InMemoryStore
from langgraph_runtime_inmem.queue import _enable_blockbuster

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory import namespaces as ns
from strata_layered.memory.long_term import profile_readings
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import PROFILE_KEY, get_profile, refresh_profile
from strata_layered.memory.long_term.profile_readings import READINGS_KEY
from strata_layered.memory.store.records import MemoryItem
from tests.support.said_graph import everything

T0 = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)


def as_a_new_process() -> None:
    """Forget what this process stamped, made and wrote of the readings."""
    profile_readings.stamp.cache_clear()
    profile_readings._STAMPED.clear()
    profile_readings._MADE.clear()
    profile_readings._WRITTEN.clear()


@pytest.fixture
def langgraph_dev_loop() -> Iterator[None]:
    """The blocking calls `langgraph dev` refuses on its event loop, refused here too."""
    as_a_new_process()
    blocking = _enable_blockbuster()
    try:
        yield
    finally:
        blocking.deactivate()


async def _thread_says(graph: Any, thread: str, words: str) -> bool:
    async for saved in graph.checkpointer.alist({"configurable": {"thread_id": thread}}):
        if words in json.dumps([saved.checkpoint["channel_values"], saved.pending_writes],
                               default=str, ensure_ascii=False):
            return True
    return False


async def test_a_fact_forgotten_on_a_servers_loop_leaves_the_threads_and_the_readings(
        request: pytest.FixtureRequest) -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    minute = iter(range(100))

    async def say(thread: str, text: str) -> None:
        out = await graph.ainvoke(
            {"user_text": text, "now": (T0 + timedelta(minutes=next(minute))).isoformat()},
            {"configurable": {"thread_id": thread}}, context=Context(user_id="u", model="offline"))
        assert not out.get("errors"), out.get("errors")

    await say("warm", "hello")  # the models load before the loop is watched, as the server's
    request.getfixturevalue("langgraph_dev_loop")
    await say("first", "I live in Reykjavik.")
    profile = await get_profile(store, "u", "default")
    assert profile is not None and "Reykjavik" in profile.text  # the refresh ran on the loop
    kept = await store.aget(ns.profile("u", "default"), READINGS_KEY)
    assert kept is not None and kept.value["readings"]
    await say("second", "hello again")
    await say("second", "Please forget that I live in Reykjavik.")
    assert not any("Reykjavik" in m.content for m in await list_memories(store, "u", "default"))
    assert not await _thread_says(graph, "first", "Reykjavik")
    for record in (await everything(store)).splitlines():  # the log shows it, marked taken back
        assert "Reykjavik" not in record or json.loads(record).get("retracted") is True, record
    after = await store.aget(ns.profile("u", "default"), READINGS_KEY)
    assert after is not None and not set(kept.value["readings"]) & {
        *after.value["readings"]}  # the forgotten reading left the record


def _memory(key: str, content: str, minute: int) -> MemoryItem:
    at = T0 + timedelta(minutes=minute)
    return MemoryItem(id=key, user="u", agent="default", memory_type="fact", content=content,
                      normalized=content.lower(), confidence=0.9, importance=3,
                      subject="user", created_at=at, updated_at=at)


async def test_the_record_holds_no_text_and_only_the_memorys_text_opens_a_reading() -> None:
    store = InMemoryStore()
    said = [_memory("a", "has a ginger cat called Mango", 0), _memory("b", "lives in Oslo", 1),
            _memory("c", "我是素食者，不吃肉", 2), _memory("d", "works as a nurse", 3)]
    built = await refresh_profile(store, "u", "default", said, now=T0)
    assert all(w in built.text for w in ("Mango", "Oslo", "不吃肉", "nurse")), built.text
    record = await store.aget(ns.profile("u", "default"), READINGS_KEY)
    assert record is not None and len(record.value["readings"]) == 4
    kept = json.dumps(record.value, ensure_ascii=False)
    for word in ("Mango", "Oslo", "吃肉", "nurse", "city", "pets", "occupation", "diet"):
        assert word not in kept
    version, oslo = record.value["stamp"], profile_readings._said(said[1])
    sealed = record.value["readings"][said[1].id]
    opened = profile_readings.unseal(version, said[1].id, oslo, sealed)
    assert opened is not None and [v for _, v in opened.values] == ["Oslo"]
    other = profile_readings._said(_memory("e", "lives in Bergen", 4))
    assert profile_readings.unseal(version, said[1].id, other, sealed) is None  # edited: noise
    assert profile_readings.unseal(version, "a", oslo, sealed) is None  # another memory's
    as_a_new_process()  # a new process opens each reading with its memory's text
    again = await refresh_profile(store, "u", "default", said, now=T0)
    assert again.text == built.text


class _Batches(InMemoryStore):
    """An in-memory store that records each batch it is sent."""

    def __init__(self) -> None:
        super().__init__()
        self.sent: list[list[Any]] = []

    async def abatch(self, ops: Any) -> list[Any]:
        ops = list(ops)
        self.sent.append(ops)
        return await super().abatch(ops)


async def test_a_warm_refresh_reads_no_record_and_writes_it_in_the_profiles_batch() -> None:
    store = _Batches()
    cat, city = _memory("a", "has a ginger cat called Mango", 0), _memory("b", "lives in Oslo", 1)
    as_a_new_process()
    await refresh_profile(store, "u", "default", [cat], now=T0)
    assert [op.key for ops in store.sent for op in ops if isinstance(op, GetOp)] == [READINGS_KEY]
    store.sent.clear()
    await refresh_profile(store, "u", "default", [cat, city], now=T0)  # a memory more
    assert not any(isinstance(op, GetOp) for ops in store.sent for op in ops)
    puts = [ops for ops in store.sent if any(isinstance(op, PutOp) for op in ops)]
    assert [[op.key for op in ops] for ops in puts] == [[PROFILE_KEY, READINGS_KEY]]
    store.sent.clear()
    await refresh_profile(store, "u", "default", [cat, city], now=T0)  # nothing changed
    assert [[op.key for op in ops] for ops in store.sent if any(
        isinstance(op, PutOp) for op in ops)] == [[PROFILE_KEY]]
    as_a_new_process()  # another process reads the record once, and finds it current
    store.sent.clear()
    await refresh_profile(store, "u", "default", [cat, city], now=T0)
    assert [[getattr(op, "key", "search") for op in ops] for ops in store.sent] == [
        ["search"], [READINGS_KEY], [PROFILE_KEY]]  # the archived, the record, the profile


async def test_a_warm_refresh_reads_the_record_again_when_its_readings_are_gone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A process serving many users clears what it made: the record serves, not the rules."""
    store = _Batches()
    said = [_memory(str(i), text, i) for i, text in enumerate((
        "has a ginger cat called Mango", "lives in Oslo", "works as a nurse",
        "is allergic to peanuts", "我是素食者，不吃肉", "is 34 years old"))]
    as_a_new_process()
    built = await refresh_profile(store, "u", "default", said, now=T0)
    read: list[str] = []
    monkeypatch.setattr(profile_readings, "read_now",
                        lambda memory: read.append(memory.id))  # type: ignore[func-returns-value]
    profile_readings._MADE.clear()  # evicted; this process wrote the record
    store.sent.clear()
    again = await refresh_profile(store, "u", "default", said, now=T0)
    assert again.text == built.text and read == []
    assert [getattr(op, "key", "search") for ops in store.sent for op in ops] == [
        "search", READINGS_KEY, PROFILE_KEY]
