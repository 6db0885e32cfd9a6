"""The profile's readings of memories kept beside it, across processes (perf42b, issue 28).

A process resumed at 10,000 earlier turns spent its first profile refresh reading the slots of
every memory (535 of them, ~160 ms of CPU): the memos of memory/facts/slots.py served only the
process that had read them. The readings are kept beside the profile
(memory/long_term/profile_readings.py): a new process reads none of them again, and builds the same
profile.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

from langgraph.store.memory import InMemoryStore

from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.changes import delete_memory
from strata_layered.graph.context import Context
from strata_layered.memory import namespaces as ns
from strata_layered.memory.facts.slots import BY_KEY
from strata_layered.memory.long_term import profile_readings
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import PROFILE_KEY, refresh_profile
from strata_layered.memory.long_term.profile_readings import READINGS_KEY, Reading, stamp
from strata_layered.memory.rules.row import disabled
from strata_layered.memory.store.records import MemoryItem
from tests.unit.test_perf43_profile_readings import as_a_new_process

T0 = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)
TURNS = ["My name is Lucy and I'm a nurse at St Mary's hospital.",
         "I live in Denver with my husband and our two kids.",
         "We have a ginger cat called Mango.",
         "I'm allergic to peanuts.",
         "我是素食者，不吃肉。",
         "I now work at Kaiser.",
         "I'm 34 years old.",
         "My birthday is on March 3rd."]

NEW_PROCESS = """
import asyncio, json, sys
from datetime import datetime
from pathlib import Path
from strata_layered.graph.backend import open_backend
from strata_layered.memory.long_term import profile_readings
from strata_layered.memory.facts import slots
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import refresh_profile

async def main():
    async with open_backend(Path(sys.argv[1]), kind="sqlite") as backend:
        out = []
        for stale in (False, True):
            if stale:
                profile_readings.stamp = lambda: "another version of the rules"
            active = await list_memories(backend.store, "u", "default", status="active")
            record = await refresh_profile(backend.store, "u", "default", active,
                                           now=datetime.fromisoformat(sys.argv[2]))
            out.append({"profile": record.model_dump(mode="json"),
                        "read": slots.slots_of.cache_info().misses
                                + slots._profile_values.cache_info().misses})
        print(json.dumps(out))

asyncio.run(main())
"""


async def _said(store: object, checkpointer: object) -> None:
    graph = build_graph(checkpointer=checkpointer, store=store)
    for i, text in enumerate(TURNS):
        out = await graph.ainvoke({"user_text": text,
                                   "now": (T0 + timedelta(minutes=i)).isoformat()},
                                  {"configurable": {"thread_id": "t"}},
                                  context=Context(user_id="u", model="offline"))
        assert not out.get("errors"), out.get("errors")


async def test_a_new_process_reads_no_memory_again_and_builds_the_same_profile(
        tmp_path: Path) -> None:
    async with open_backend(tmp_path, kind="sqlite") as backend:
        await _said(backend.store, backend.checkpointer)
        item = await backend.store.aget(ns.profile("u", "default"), PROFILE_KEY)
        assert item is not None
        written = item.value
        memories = [*await list_memories(backend.store, "u", "default", status="active"),
                    *await list_memories(backend.store, "u", "default", status="archived")]
    assert len(memories) >= 6 and any(m.status == "archived" for m in memories)
    assert {"name", "occupation", "city", "pets", "allergies", "diet"} <= {
        label.split()[-1] for label in written["fields"]}, written["fields"]
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    ran = subprocess.run([sys.executable, "-c", NEW_PROCESS, str(tmp_path), written["updated_at"]],
                         capture_output=True, text=True, env=env, check=True, timeout=600)
    kept, stale = json.loads(ran.stdout.splitlines()[-1])
    assert kept["read"] == 0  # every reading came from the record kept beside the profile
    assert stale["read"] >= len(memories)  # another version of the rules reads them all anew
    for new in (kept, stale):
        assert json.dumps(new["profile"], sort_keys=True) == json.dumps(
            written, sort_keys=True), (new["profile"], written)


def _memory(key: str, content: str, minute: int) -> MemoryItem:
    at = T0 + timedelta(minutes=minute)
    return MemoryItem(id=key, user="u", agent="default", memory_type="fact", content=content,
                      normalized=content.lower(), confidence=0.9, importance=3,
                      subject="user", created_at=at, updated_at=at)


async def _readings(store: InMemoryStore) -> dict[str, object]:
    item = await store.aget(ns.profile("u", "default"), READINGS_KEY)
    return item.value if item else {}


async def test_the_readings_kept_are_those_of_the_memories_built_from() -> None:
    store = InMemoryStore()
    cat, city = _memory("a", "has a ginger cat called Mango", 0), _memory("b", "lives in Oslo", 1)
    first = await refresh_profile(store, "u", "default", [cat, city], now=T0)
    assert "Oslo" in first.text and "Mango" in first.text
    kept = await _readings(store)
    assert kept["stamp"] == stamp() and len(kept["readings"]) == 2  # type: ignore[arg-type]
    again = await refresh_profile(store, "u", "default", [cat], now=T0)
    left = await _readings(store)
    assert "Oslo" not in again.text and "Oslo" not in json.dumps(left)
    assert set(left["readings"]) == {cat.id}  # type: ignore[call-overload]


async def test_a_reading_kept_under_another_stamp_is_not_used() -> None:
    store = InMemoryStore()
    city = _memory("b", "lives in Oslo", 1)
    await refresh_profile(store, "u", "default", [city], now=T0)
    kept = await _readings(store)
    said = profile_readings._said(city)
    forged = {k: profile_readings.seal(str(stamp()), k, said, Reading(
        ("city",), ((BY_KEY["city"], "Bergen"),))) for k in kept["readings"]}  # type: ignore[attr-defined]
    for version, shown in ((stamp(), "Bergen"), ("rules of another round", "Oslo")):
        await store.aput(ns.profile("u", "default"), READINGS_KEY,
                         {"stamp": version, "readings": forged}, index=False)
        as_a_new_process()  # what it read, it reads from the record
        assert shown in (await refresh_profile(store, "u", "default", [city], now=T0)).text


async def test_rows_turned_off_read_anew_and_keep_nothing() -> None:
    store = InMemoryStore()
    city = _memory("b", "lives in Oslo", 1)
    await refresh_profile(store, "u", "default", [city], now=T0)
    kept = await _readings(store)
    with disabled({"slot_city"}):
        assert "Oslo" not in (await refresh_profile(store, "u", "default", [city], now=T0)).text
    assert await _readings(store) == kept
    assert "Oslo" in (await refresh_profile(store, "u", "default", [city], now=T0)).text


async def test_a_memory_deleted_leaves_the_readings_at_once(tmp_path: Path) -> None:
    async with open_backend(tmp_path, kind="sqlite") as backend:
        await _said(backend.store, backend.checkpointer)
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        active = await list_memories(backend.store, "u", "default", status="active")
        mango = next(m for m in active if "Mango" in m.content)
        key = mango.id
        assert key in (await _readings(backend.store))["readings"]  # type: ignore[operator]
        await delete_memory(graph, "u", "default", mango.id, now=T0 + timedelta(hours=1))
        left = await _readings(backend.store)
        assert key not in left["readings"]  # type: ignore[operator]
