"""The topic layer reads the bordering topics beside the profile's check, not after it (pg43).

The profile is read, then the memories its fields came from (is each still current?); the
domain's neighbours, then the current topic and the bordering domains' topics. The two
chains share nothing: on PostgreSQL the second waited for the first's last round trip.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Any

from langgraph.store.base import GetOp, Op, Result, SearchOp
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.context import Context
from strata_layered.graph.retrieval.topic_layer import gather_topic_layer
from strata_layered.memory import namespaces as ns
from strata_layered.memory.long_term.profile import PROFILE_KEY
from strata_layered.memory.store.records import ProfileRecord, TopicRecord, dump

NOW = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)
SLOW = 0.2


def _space(op: GetOp | SearchOp) -> str:
    return op.namespace[-1] if isinstance(op, GetOp) else op.namespace_prefix[-1]


class Watched(InMemoryStore):
    """Notes when each read starts and ends; the profile's memory check is slow."""

    def __init__(self) -> None:
        super().__init__()
        self.events: list[str] = []

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        ops = list(ops)
        what = ",".join(f"{type(op).__name__} {_space(op)}" for op in ops
                        if isinstance(op, GetOp | SearchOp))
        self.events.append(f"start {what}")
        if any(isinstance(op, GetOp) and op.namespace[-1] == "memories" for op in ops):
            await asyncio.sleep(SLOW)
        out = await super().abatch(ops)
        self.events.append(f"end {what}")
        return out


def _topic(topic_id: str, domain: str) -> dict[str, Any]:
    return dump(TopicRecord(id=topic_id, name=domain, summary=f"{domain}的事", domain=domain,
                            created_at=NOW, last_active=NOW))


async def test_bordering_topics_are_read_beside_the_profiles_memory_check() -> None:
    store = Watched()
    user, agent = "ada", "default"
    profile = ProfileRecord(fields={"职业": "护士"}, sources={"职业": "m1"}, text="职业: 护士",
                            zh=True, updated_at=NOW)
    await store.aput(ns.profile(user, agent), PROFILE_KEY, dump(profile))
    await store.aput(ns.topics(user, agent), "t-pet", _topic("t-pet", "宠物"))
    await store.aput(ns.topics(user, agent), "t-clean", _topic("t-clean", "清洁"))
    store.events.clear()
    layer = await gather_topic_layer(
        store, Context(user_id=user, agent_id=agent),
        topic={"id": "t-pet", "name": "宠物", "summary": "宠物的事", "domain": "宠物"},
        query="猫最近掉毛很厉害", now=NOW)
    # the same layer as ever: the memory m1 is gone, so is the field; 清洁 borders 宠物
    assert layer["profile"] == ""
    assert [t["id"] for t in layer["related_topics"]] == ["t-clean"]
    events = store.events
    check_ends = events.index("end GetOp memories")
    bordering_starts = next(i for i, e in enumerate(events)
                            if e.startswith("start") and "SearchOp topics" in e)
    assert bordering_starts < check_ends, events
