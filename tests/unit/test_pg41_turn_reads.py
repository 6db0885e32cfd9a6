"""A turn reads what it needs once (pg41), and reads together what it can.

Extraction listed the newest 50 active memories, then all of them when it had something to
write: with fewer than 50 the first listing already held every one. A conversation's and a
topic's record were read, then their counters after them (two round trips one after the
other on PostgreSQL); the two are now asked for together, with the same result. The
recalled messages a context quotes were read back a conversation at a time (a round trip
each on PostgreSQL); any store but SQLite's gets them in one batch.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory import namespaces as ns
from strata_layered.memory.long_term.memories import EXISTING_FOR_DEDUPE, list_memories
from strata_layered.memory.store.conversations import get_conversation
from strata_layered.memory.store.coordination import coordination_for
from strata_layered.memory.store.messages import seq_counter
from strata_layered.memory.store.records import (
    ConversationRecord,
    TopicRecord,
    dump,
    get_values_across,
)
from strata_layered.memory.topics.lifetime import get_topic
from strata_layered.memory.topics.refresh import refresh_topic_summary
from strata_layered.memory.topics.representation import topic_counter

START = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)


class CountingStore(InMemoryStore):
    """An in-memory store that notes every listing (a search without a query) by layer."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.listings: list[tuple[str, int, Any]] = []

    async def asearch(self, namespace_prefix: tuple[str, ...], /, **kwargs: Any) -> Any:
        if kwargs.get("query") is None:
            self.listings.append((namespace_prefix[-1], kwargs.get("limit", 10),
                                  kwargs.get("filter")))
        return await super().asearch(namespace_prefix, **kwargs)


async def _turns(store: InMemoryStore, said: list[str]) -> None:
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="ada", model="offline")
    for i, text in enumerate(said):
        out = await graph.ainvoke({"user_text": text,
                                   "now": (START + timedelta(minutes=i)).isoformat()},
                                  {"configurable": {"thread_id": "t"}}, context=ctx)
        assert not out.get("errors"), out.get("errors")


async def test_a_kept_turn_lists_the_active_memories_once_in_extraction() -> None:
    store = CountingStore(index=store_index_config())
    await _turns(store, ["I'm allergic to peanuts.", "My sister lives in Berlin."])
    store.listings.clear()
    await _turns(store, ["I work as a nurse at St Mary's hospital."])
    listings = list(store.listings)
    kept = [m.content for m in await list_memories(store, "ada", "default", status="active")]
    assert any("nurse" in c for c in kept) and any("peanut" in c for c in kept), kept
    # the gate's newest 50, which extraction takes (pg44): no listing of them all
    active = [limit for layer, limit, kept in listings
              if layer == "memories" and kept == {"status": "active"}]
    assert active == [EXISTING_FOR_DEDUPE], listings


async def test_past_fifty_memories_extraction_still_reads_them_all() -> None:
    store = CountingStore(index=store_index_config())
    ctx_memories = [f"I collect stamps from country number {n}." for n in range(3)]
    await _turns(store, ctx_memories)
    ns_memories = ns.memories("ada", "default")
    item = (await store.asearch(ns_memories, limit=1))[0]
    for n in range(EXISTING_FOR_DEDUPE):  # copies of a kept memory, older than it
        value = {**item.value, "id": f"old{n}", "content": f"likes colour number {n}",
                 "updated_at": (START - timedelta(days=n + 1)).isoformat()}
        await store.aput(ns_memories, f"old{n}", value, index=False)
    store.listings.clear()
    await _turns(store, ["I work as a nurse at St Mary's hospital."])
    listed = [limit for layer, limit, kept in store.listings
              if layer == "memories" and kept == {"status": "active"}]
    # the gate's newest 50 (extraction takes them, pg44), then every one of them
    assert listed == [EXISTING_FOR_DEDUPE, 10_000], store.listings
    active = await list_memories(store, "ada", "default", status="active")
    assert len(active) > EXISTING_FOR_DEDUPE
    assert any("nurse" in m.content for m in active)


class InFlight:
    """Counts the round trips waiting at once.

    Two read side by side overlap, one after the other never do (no wall clock: a loaded
    machine can neither make it pass nor fail).
    """

    def __init__(self) -> None:
        self.now = 0
        self.most = 0

    async def wait(self) -> None:
        self.now += 1
        self.most = max(self.most, self.now)
        try:
            await asyncio.sleep(0.02)
        finally:
            self.now -= 1


class SlowReads(InMemoryStore):
    """Each get waits a moment, as a round trip to a database does."""

    def __init__(self) -> None:
        super().__init__()
        self.in_flight = InFlight()

    async def aget(self, *args: Any, **kwargs: Any) -> Any:
        await self.in_flight.wait()
        return await super().aget(*args, **kwargs)


async def test_a_record_and_its_counter_are_read_together() -> None:
    store = SlowReads()
    counters = coordination_for(store)
    asked: list[str] = []
    values = counters.values

    async def slow_values(keys: Any) -> dict[str, int]:
        keys = list(keys)
        asked.extend(keys)
        await store.in_flight.wait()
        return await values(keys)

    counters.values = slow_values  # type: ignore[method-assign]
    counters.round_trip = True  # type: ignore[attr-defined]  # as PostgreSQL's counters are
    record = ConversationRecord(id="c1", created_at=START, last_seq=3, message_count=3)
    await store.aput(ns.conversations("ada", "default"), "c1", dump(record))
    topic = TopicRecord(id="t1", name="work", created_at=START, last_active=START,
                        message_count=2)
    await store.aput(ns.topics("ada", "default"), "t1", dump(topic))
    await counters.add(seq_counter("ada", "default", "c1"), 7)
    await counters.add(topic_counter("ada", "default", "t1"), 1)
    found = await get_conversation(store, "ada", "default", "c1")
    assert found is not None and found.message_count == found.last_seq == 7  # the counter's
    assert store.in_flight.most == 2  # side by side: the record and its counter wait together
    store.in_flight.most = 0
    routed = await get_topic(store, "ada", "default", "t1")
    assert routed is not None and routed.message_count == 2  # the record's, above its counter
    assert store.in_flight.most == 2
    assert await get_conversation(store, "ada", "default", "nothing") is None
    assert await get_topic(store, "ada", "default", "nothing") is None
    assert asked == [seq_counter("ada", "default", "c1"), topic_counter("ada", "default", "t1"),
                     seq_counter("ada", "default", "nothing"),
                     topic_counter("ada", "default", "nothing")]
    # Counters of this process (SQLite, memory): one after the other, as before, and none
    # read for a record that is not there (a task each costs more than the reads).
    counters.round_trip = False  # type: ignore[attr-defined]
    asked.clear()
    found = await get_conversation(store, "ada", "default", "c1")
    assert found is not None and found.message_count == 7
    assert await get_topic(store, "ada", "default", "nothing") is None
    assert asked == [seq_counter("ada", "default", "c1")]


class CountingBatches(InMemoryStore):
    """An in-memory store that notes each batch it is sent."""

    def __init__(self) -> None:
        super().__init__()
        self.batches: list[int] = []

    async def abatch(self, ops: Any) -> Any:
        ops = list(ops)
        self.batches.append(len(ops))
        return await super().abatch(ops)


class ValuesAlone(CountingBatches):
    """A store that reads values alone, one namespace a call (as the SQLite store does)."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[tuple[str, ...]] = []

    async def avalues(self, namespace: tuple[str, ...], keys: Any) -> list[Any]:
        self.asked.append(namespace)
        found = [await self.aget(namespace, key) for key in keys]
        return [item.value if item else None for item in found]


async def test_recalled_messages_of_many_conversations_are_checked_in_one_batch() -> None:
    wanted = [(ns.messages("ada", "default", c), f"{n:08d}")
              for c, n in (("c1", 1), ("c2", 4), ("c1", 2), ("c3", 9), ("c2", 5))]
    for store in (CountingBatches(), ValuesAlone()):
        for space, key in wanted[:4]:  # the last one is missing
            await store.aput(space, key, {"id": f"{space[-1]}-{key}"})
        store.batches.clear()
        values = await get_values_across(store, wanted)
        assert [v["id"] if v else None for v in values] == [
            "c1-00000001", "c2-00000004", "c1-00000002", "c3-00000009", None]
        if isinstance(store, ValuesAlone):  # a namespace a call, in the order first asked
            assert store.asked == [wanted[0][0], wanted[1][0], wanted[3][0]]
        else:  # three conversations, one batch (one statement on PostgreSQL)
            assert store.batches == [5]


async def test_a_topics_summary_reads_its_record_and_counter_together() -> None:
    store = SlowReads()
    counters = coordination_for(store)
    values = counters.values

    async def slow_values(keys: Any) -> dict[str, int]:
        await store.in_flight.wait()
        return await values(keys)

    counters.values = slow_values  # type: ignore[method-assign]
    counters.round_trip = True  # type: ignore[attr-defined]
    topic = TopicRecord(id="t1", name="work", created_at=START, last_active=START,
                        message_count=2)
    await store.aput(ns.topics("ada", "default"), "t1", dump(topic))
    await counters.add(topic_counter("ada", "default", "t1"), 5)
    refreshed = await refresh_topic_summary(store, "ada", "default", "t1",
                                            user_text="我最近换了工作，在一家医院当护士",
                                            reply="好的", now=START)
    assert store.in_flight.most == 2  # the record and its counter read together, then the write
    assert refreshed is not None and refreshed.message_count == 5
    assert "护士" in refreshed.summary
    assert await refresh_topic_summary(store, "ada", "default", "none", user_text="x",
                                       reply="", now=START) is None
