"""The profile keeps the slots of a memory superseded for another one (issue 24, round fix34).

"I now work at Kaiser" after "I'm a nurse at St Mary's hospital" archived the memory that held
the job too: the profile, built from active memories only, lost the job. A memory archived for
one slot now keeps its other slots' values in the profile while no later memory speaks to them
(memory/long_term/profile.py `carried`), read back through get_profile as the API reads it.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.memory_edits import delete_memory
from strata_layered.memory.long_term.profile import get_profile
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))

KEPT_SLOTS = [
    (["I'm a nurse at St Mary's hospital", "I now work at Kaiser"],
     ["occupation: nurse", "workplace: Kaiser"]),
    (["I live in Paris and I'm vegetarian", "I moved to Lyon"], ["city: Lyon", "diet: vegetarian"]),
    (["我是护士，在协和医院上班", "我跳槽到了一家私立医院"], ["职业: 护士", "单位: 私立医院"]),
]


@pytest.mark.parametrize(("turns", "lines"), KEPT_SLOTS)
async def test_a_slot_nothing_replaced_stays_in_the_profile(turns: list[str],
                                                            lines: list[str]) -> None:
    assert (await SAID.profile(turns)).splitlines() == lines


async def test_a_slot_said_since_is_not_carried() -> None:
    nurse = ["I'm a nurse at St Mary's hospital", "I now work at Kaiser"]
    assert await SAID.profile([*nurse, "I quit my job"]) == ""  # the job left, the place too
    midwife = (await SAID.profile([*nurse, "I'm a midwife now"])).splitlines()
    assert midwife == ["occupation: midwife", "workplace: Kaiser"]


async def test_a_carried_value_goes_with_its_memory() -> None:
    store = await SAID.said(["I'm a nurse at St Mary's hospital", "I now work at Kaiser"])
    later = SAID.start + timedelta(hours=1)
    found = await get_profile(store, "probe", "default", now=later)
    assert found is not None and found.fields.get("职业 occupation") == "nurse"
    old = await list_memories(store, "probe", "default", status="archived")
    assert [m.content for m in old] == ["is a nurse at St Mary's hospital"]
    assert found.carried == [old[0].id]
    await delete_memory(store, "probe", "default", old[0].id, now=later)
    found = await get_profile(store, "probe", "default", now=later)
    assert found is not None and found.text == "workplace: Kaiser"  # read without the job
