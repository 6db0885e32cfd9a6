"""A turn hands its own reads on instead of asking the store again (issue 28, pg44).

On PostgreSQL every read is a round trip. Two a turn were repeats of what the same run had
just read or written:

- extraction listed the newest 50 memories again after the gate listed them (nothing had
  changed them in between): it takes the gate's listing, unless the gate changed memories
  (a request to forget, a duplicate touched);
- build_context read the routed topic (the record and its counter) that route_topic had
  just written and counted: it takes the record as written;
- routing searched the topics idle past their TTL, then listed every topic: the idle ones
  are picked from the listing (read anew only when one was archived).

Both go through untracked channels: never in a checkpoint, so a run resumed after a
question, or the next turn, reads the store again.
"""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore
from langgraph.types import Command

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.graph.retrieval import assembly
from strata_layered.memory import namespaces as ns
from strata_layered.memory.long_term.memories import EXISTING_FOR_DEDUPE, list_memories
from strata_layered.memory.topics.lifetime import get_topic, list_topics
from strata_layered.memory.topics.routing import route_message

T0 = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)
CONFIG = {"configurable": {"thread_id": "c1"}}


class CountedStore(InMemoryStore):
    """An in-memory store counting the listings of the newest memories and topic gets."""

    def __init__(self) -> None:
        super().__init__(index=store_index_config())
        self.asked: Counter[str] = Counter()

    async def asearch(self, namespace_prefix: tuple[str, ...], /, **kw: Any) -> Any:
        if namespace_prefix == ns.memories("ada", "default") and kw.get("limit") == \
                EXISTING_FOR_DEDUPE and kw.get("filter") == {"status": "active"}:
            self.asked["newest memories"] += 1
        if namespace_prefix == ns.topics("ada", "default"):
            self.asked["topics"] += 1
        return await super().asearch(namespace_prefix, **kw)

    async def aget(self, namespace: tuple[str, ...], key: str, **kw: Any) -> Any:
        if namespace == ns.topics("ada", "default"):
            self.asked["topic"] += 1
        return await super().aget(namespace, key, **kw)


class Reads:
    """A user's turns through the real offline graph, the store's reads counted."""

    def __init__(self, *, confirm: bool = False) -> None:
        self.store = CountedStore()
        self.graph = build_graph(checkpointer=InMemorySaver(), store=self.store)
        self.ctx = Context(user_id="ada", model="offline", conversation_id="c1")
        self.ctx.confirm_memories = confirm
        self.asked = self.store.asked

    async def say(self, text: str, minute: int) -> dict[str, Any]:
        self.asked.clear()
        out = await self.graph.ainvoke(
            {"user_text": text, "now": (T0 + timedelta(minutes=minute)).isoformat()},
            CONFIG, context=self.ctx)
        assert not out.get("errors"), out.get("errors")
        return out

    async def contents(self) -> list[str]:
        return sorted(m.content for m in await list_memories(
            self.store, "ada", "default", status="active"))


async def test_extraction_takes_the_gates_listing_of_the_newest_memories() -> None:
    reads = Reads()
    await reads.say("I'm allergic to peanuts.", 0)
    await reads.say("My sister lives in Berlin.", 1)
    out = await reads.say("I work as a nurse at St Mary's hospital.", 2)
    assert [w["action"] for w in out["memory_writes"]] == ["stored"]
    assert reads.asked["newest memories"] == 1  # the gate's; extraction listed them again
    assert "works as a nurse at St Mary's hospital" in await reads.contents()
    # said again: the gate finds the duplicate and touches it, extraction never runs
    out = await reads.say("I work as a nurse at St Mary's hospital.", 3)
    assert out["memory_writes"] == [] and reads.asked["newest memories"] == 1


async def test_a_gate_that_forgets_leaves_extraction_to_list_them_anew() -> None:
    reads = Reads()
    await reads.say("I live in Hangzhou.", 0)
    await reads.say("I'm allergic to peanuts.", 1)
    out = await reads.say("Forget that I live in Hangzhou, I moved to Shanghai.", 2)
    assert out["gate"]["should_extract"]
    assert reads.asked["newest memories"] == 2  # after the forget: what is left
    kept = await reads.contents()
    assert not any("Hangzhou" in m for m in kept), kept
    assert any("Shanghai" in m for m in kept), kept


async def test_the_context_takes_the_topic_as_routing_wrote_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    reads = Reads()
    layered: list[Any] = []
    gather = assembly.gather_topic_layer

    async def seen(store: Any, ctx: Context, **kw: Any) -> Any:
        stored = await get_topic(store, "ada", "default", kw["topic"]["id"])
        reads.asked["topic"] -= 1  # this test's own read
        layered.append((kw["current"], stored, kw["topic"]))
        return await gather(store, ctx, **kw)

    monkeypatch.setattr(assembly, "gather_topic_layer", seen)
    await reads.say("我女儿叫小雨，今年六岁了，在读一年级。", 0)
    await reads.say("她最近在学钢琴，每天练半小时。", 1)
    for text, minute in (("小雨说她想参加学校的钢琴比赛。", 2), ("哈哈，好的", 3)):
        layered.clear()
        await reads.say(text, minute)
        ((current, stored, topic),) = layered
        assert current == stored  # the record and its count, as a read would find them
        assert topic == {"id": stored.id, "name": stored.name, "summary": stored.summary,
                         "domain": stored.domain}
        # routing's own read of a chatter message's topic, and the summary's refresh:
        # build_context read it a third time
        assert reads.asked["topic"] == (2 if minute == 3 else 1)


async def test_what_a_run_handed_on_is_in_no_checkpoint_and_a_resumed_run_reads_anew() -> None:
    reads = Reads(confirm=True)
    out = await reads.say("我不喜欢被催促", 0)
    assert out["__interrupt__"]  # may I remember this? The run ends here and waits
    values = (await reads.graph.aget_state(CONFIG)).values  # type: ignore[attr-defined]
    assert values["gate"]["should_extract"] and values["topic_id"]
    assert "listed_memories" not in values and "routed_topic" not in values
    reads.asked.clear()
    out = await reads.graph.ainvoke(Command(resume=True), CONFIG, context=reads.ctx)
    assert [w["content"] for w in out["memory_writes"]] == ["不喜欢被催促"]
    assert reads.asked["newest memories"] == 1  # extraction's own: the gate ran in the last run


async def test_routing_lists_the_topics_once_and_archives_the_idle_ones_from_it() -> None:
    store = CountedStore()
    cats = await route_message(store, "ada", "default", "我家的猫最近掉毛很厉害", now=T0)
    store.asked.clear()
    trip = await route_message(store, "ada", "default", "下个月想去云南旅行", now=T0)
    assert store.asked["topics"] == 1  # the idle ones were searched for first
    assert cats.topic is not None and trip.topic is not None
    store.asked.clear()
    later = T0 + timedelta(days=45)
    work = await route_message(store, "ada", "default", "最近工作压力有点大", now=later,
                               ttl_days=30)
    assert store.asked["topics"] == 2  # two archived: every topic read anew
    topics = {t.id: t for t in await list_topics(store, "ada", "default")}
    assert {topics[cats.topic.id].status, topics[trip.topic.id].status} == {"archived"}
    assert work.topic is not None and topics[work.topic.id].status == "active"
    store.asked.clear()
    again = await route_message(store, "ada", "default", "我家的猫最近掉毛很厉害，怎么办",
                                now=later, ttl_days=30)
    assert again.topic is not None and again.topic.id == cats.topic.id and again.revived
    assert store.asked["topics"] == 1
