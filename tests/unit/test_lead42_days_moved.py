"""lead42: a day of the week names when, never what a plan is (row time_word).

review42 found "switched my gym days to monday and thursday" archive "is sober 3 years now, i go
to aa meetings tuesdays and thursdays": the two notes shared only a weekday.
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))
_AA = "sober 3 years now, i go to aa meetings tuesdays and thursdays"


async def test_another_things_days_moved_leave_the_meetings() -> None:
    store = await _said.said([_AA, "switched my gym days to monday and thursday"], user="dan")
    active = [m.content for m in await list_memories(store, "dan", "default", status="active")]
    assert any("aa meetings tuesdays and thursdays" in a for a in active), active


async def test_a_day_shared_is_no_plan_shared() -> None:
    store = await _said.said([_AA, "gym got moved to thursdays"], user="dan")
    active = [m.content for m in await list_memories(store, "dan", "default", status="active")]
    assert any("aa meetings tuesdays and thursdays" in a for a in active), active


async def test_the_meetings_moved_still_move() -> None:
    store = await _said.said([_AA, "switched my aa meetings to monday and thursday"], user="dan")
    active = [m.content for m in await list_memories(store, "dan", "default", status="active")]
    assert not any("tuesdays and thursdays" in a for a in active), active
    assert any("monday and thursday" in a for a in active), active
