"""A new process's first write checks the kept memories' slots from their readings (perf44).

A write checks every kept memory of the candidate's single-valued slot (memory/long_term/
memories.py `upsert_memory`, issue 16) by `slot_of`. In a process whose profile refresh opened
the readings kept beside the profile, `slots_of`'s memo was cold: the first write of a slot
read every active memory's slots anew (bench turn at 10,000: ~50 readings, the costliest
turn of 30). The reading the refresh opened says the same: it is `slots_of` of the same text
and subject under the same code (`profile_readings.slot_known`).
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.memory.facts import slots
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import refresh_profile
from strata_layered.memory.long_term.profile_readings import slot_known
from strata_layered.memory.rules.row import disabled
from tests.unit.test_perf42b_profile_readings import T0, _said
from tests.unit.test_perf43_profile_readings import as_a_new_process

MOVED = "I moved to Portland last month."


async def test_a_new_processs_first_write_reads_no_kept_memorys_slots_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async with open_backend(tmp_path, kind="sqlite") as backend:
        await _said(backend.store, backend.checkpointer)
        before = await list_memories(backend.store, "u", "default", status="active")
        denver = next(m for m in before if "Denver" in m.content)
        as_a_new_process()  # a process started now: the readings come from the record
        slots.slots_of.cache_clear()
        await refresh_profile(backend.store, "u", "default", before, now=T0 + timedelta(1))
        assert slots.slots_of.cache_info().misses == 0
        assert [slot_known(m) for m in before] == [  # what slot_of reads, memo or not
            slots.slot_of(m.content, m.subject) for m in before]
        read: list[str] = []
        memo = slots.slots_of

        def reading(text: str, *args: Any) -> tuple[str, ...]:
            read.append(text)
            return memo(text, *args)

        monkeypatch.setattr(slots, "slots_of", reading)  # what `slot_of` reads, text by text
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        out = await graph.ainvoke({"user_text": MOVED, "now": (T0 + timedelta(2)).isoformat()},
                                  {"configurable": {"thread_id": "t"}},
                                  context=Context(user_id="u", model="offline"))
        assert not out.get("errors"), out.get("errors")
        after = {m.id: m for m in await list_memories(backend.store, "u", "default")}
        assert after[denver.id].status == "archived"  # the city superseded, as before
        assert any("Portland" in m.content and m.status == "active" for m in after.values())
        assert read and not {m.content for m in before} & set(read), read  # the turn's own
        monkeypatch.undo()
        kept = slot_known(denver)
        with disabled(frozenset({"perf44"})):  # rows turned off: read live, nothing kept used
            slots.slots_of.cache_clear()
            assert slot_known(denver) == kept and slots.slots_of.cache_info().misses == 1
