"""Two workers over one store: a memory forgotten by one leaves the readings record (perf43b).

A reviewer's repro (review43): worker A keeps "I live in Reykjavik"; worker B keeps "I work as
a nurse at St Mary's Hospital" and rewrites the readings record; A deletes the nurse memory.
A's refresh compared its readings with the record it last wrote itself, found them equal and
wrote nothing: the nurse memory's key (an unsalted sha256 of its text) and its sealed reading
stayed in the record. Now a refresh that forgetting runs always rewrites the record, and a
reading is kept under its memory's id, sealed with the id and the text.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.base import BaseStore, Op, Result
from langgraph.store.memory import InMemoryStore

from strata_layered.graph import changes
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory import namespaces as ns
from strata_layered.memory.long_term import profile_readings
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import get_profile
from strata_layered.memory.long_term.profile_readings import READINGS_KEY
from strata_layered.memory.store.records import MemoryItem
from tests.unit.test_perf43_profile_readings import as_a_new_process

T0 = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)
CITY, NURSE = "I live in Reykjavik", "I work as a nurse at St Mary's Hospital"


class Worker(BaseStore):
    """A store object of its own over a store another worker uses too (two PG pools)."""

    def __init__(self, inner: BaseStore) -> None:
        self.inner = inner

    def batch(self, ops: Any) -> list[Result]:
        return self.inner.batch(ops)

    async def abatch(self, ops: Any) -> list[Result]:
        ops_: list[Op] = list(ops)
        return await self.inner.abatch(ops_)


Forget = Callable[[Any, MemoryItem], Awaitable[object]]
FORGETS: dict[str, Forget] = {
    "delete": lambda g, m: changes.delete_memory(g, "u", "default", m.id, now=T0 + timedelta(5)),
    "disable": lambda g, m: changes.set_memory_status(g, "u", "default", m.id, "disabled",
                                                      now=T0 + timedelta(5)),
    "edit": lambda g, m: changes.edit_memory(g, "u", "default", m.id, "I like hiking",
                                             now=T0 + timedelta(5)),
}


async def _say(graph: Any, thread: str, text: str, minute: int) -> None:
    out = await graph.ainvoke({"user_text": text, "now": (T0 + timedelta(minutes=minute))
                               .isoformat()}, {"configurable": {"thread_id": thread}},
                              context=Context(user_id="u", model="offline"))
    assert not out.get("errors"), out.get("errors")


async def _record(store: BaseStore) -> dict[str, Any]:
    item = await store.aget(ns.profile("u", "default"), READINGS_KEY)
    assert item is not None
    return item.value


@pytest.mark.parametrize("forget", sorted(FORGETS))
async def test_a_memory_forgotten_by_one_worker_leaves_the_record_another_wrote(
        forget: str) -> None:
    as_a_new_process()
    inner = InMemoryStore(index=store_index_config())
    a, b = Worker(inner), Worker(inner)
    graph_a = build_graph(checkpointer=InMemorySaver(), store=a)
    graph_b = build_graph(checkpointer=InMemorySaver(), store=b)
    await _say(graph_a, "a", CITY, 0)
    await _say(graph_b, "b", NURSE, 1)
    nurse = next(m for m in await list_memories(inner, "u", "default", status="active")
                 if "nurse" in m.content)
    said = profile_readings._said(nurse)
    before = await _record(inner)
    assert nurse.id in before["readings"]  # B kept its reading
    assert hashlib.sha256(said.encode()).hexdigest()[:24] not in json.dumps(before)
    await FORGETS[forget](graph_a, nurse)
    after = await _record(inner)
    profile = await get_profile(inner, "u", "default")
    as_a_new_process()  # a worker started now writes the record from the memories as they are
    await changes._refresh_profile(inner, "u", "default", now=T0 + timedelta(6))
    assert after == await _record(inner)
    again = await get_profile(inner, "u", "default")
    assert profile is not None and again is not None and again.text == profile.text
    active = await list_memories(inner, "u", "default", status="active")
    assert set(after["readings"]) == {m.id for m in active}  # only what the profile reads
    assert nurse.id not in after["readings"] or forget == "edit"
    version = str(after["stamp"])
    assert not any(profile_readings.unseal(version, key, said, sealed)
                   for key, sealed in after["readings"].items())  # nothing opens with its text
    assert "Reykjavik" in profile.text and "nurse" not in profile.text
