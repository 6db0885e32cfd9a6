"""A fact forgotten by name leaves the profile, though an archived memory carried it (review34).

fix34 let the profile keep the slots of a memory archived for another one ("is a nurse at
St Mary's hospital" after "now works at Kaiser"). A request to forget named facts among active
memories only, so "forget that I'm a nurse" left the archived memory, and the profile still
showed the job: forgotten means gone from every layer, the archived ones too.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import get_profile
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turns", "forgot", "left"), [
    (["I'm a nurse at St Mary's hospital", "I now work at Kaiser"], "Forget that I'm a nurse",
     "workplace: Kaiser"),
    (["I'm a nurse at St Mary's hospital", "I now work at Kaiser"], "Please forget my job",
     "workplace: Kaiser"),
])
async def test_a_forgotten_fact_is_not_carried(turns: list[str], forgot: str, left: str) -> None:
    carried = await SAID.profile(turns)
    assert "nurse" in carried  # the profile carried it before it was forgotten
    store = await SAID.said([*turns, forgot])
    found = await get_profile(store, "probe", "default", now=SAID.start + timedelta(hours=1))
    assert found is not None and found.text == left
    every = await list_memories(store, "probe", "default")
    assert not any("nurse" in m.content for m in every), [m.content for m in every]
