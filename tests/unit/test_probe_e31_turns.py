"""A trip plan changed in English (round 31, a probe as a new user; offline judge `both`).

- A trip plan changed ("changed my mind, going to Lisbon instead") left the old plan active:
  the vectors put the pair (0.82) no nearer than two unrelated plans (0.81).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))
ROME = "I'm going to Rome for the summer holidays."


@pytest.mark.parametrize("changed", ["Actually I changed my mind, going to Lisbon instead.",
                                     "I'm going to Lisbon instead."])
async def test_a_trip_said_instead_supersedes_the_planned_one(changed: str) -> None:
    kept = await SAID.contents([ROME, changed])
    assert any("Lisbon" in k for k in kept), kept
    assert not any("Rome" in k for k in kept), kept


@pytest.mark.parametrize("later", [
    "I'm going to Berlin for a conference in May.",  # another trip, no change said
    "My sister is going to Lisbon instead.",  # another person's plan
])
async def test_another_trip_leaves_the_plan(later: str) -> None:
    kept = await SAID.contents([ROME, later])
    assert "is going to Rome for the summer holidays" in kept, kept
    assert len(kept) == 2, kept


async def test_a_trip_made_is_not_superseded_by_a_plan_changed() -> None:
    kept = await SAID.contents(["I went to Rome last summer.",
                                "Actually I changed my mind, going to Lisbon instead."])
    assert "went to Rome last summer" in kept, kept


async def test_a_trip_changed_finds_the_plan_among_many_memories() -> None:
    # the plan was checked only against the 5 nearest vectors: after 9 other facts it was not
    # among them, and both trips stayed active (memories.py checks every kept trip)
    kept = await SAID.contents([
        "Hey, I'm Priya. I'm a nurse in Toronto.", "I have two cats, Mango and Kiwi.",
        "Just call me Pri.", "I hate it when people call me Priyanka.", "I live in Toronto.",
        "I moved to a new apartment last month.", "I switched to night shifts.",
        "I hope my daughter becomes a teacher.", ROME,
        "Actually I changed my mind, going to Lisbon instead."])
    assert any("Lisbon" in k for k in kept) and not any("Rome" in k for k in kept), kept
