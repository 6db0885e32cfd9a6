"""Review33: rows of round 33 that fired where they must not, said as a user would.

Each case is a turn through the real offline graph (tests/support/said_graph.py); the sentences
are the reviewer's own, and each test also says the turn the row was made for.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.memories import list_memories
from tests.support.said_graph import SaidGraph

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
SAID = SaidGraph(START)


async def _kept(turns: list[str]) -> list[tuple[str, str]]:
    store = await SAID.said(turns)
    return [(m.memory_type, m.content)
            for m in await list_memories(store, "probe", "default", status="active")]


@pytest.mark.parametrize("said", ["Wow, I'd love to see it!",
                                  "I'd like to get some advice on that.",
                                  "I'd love to try it out sometime!"])
async def test_a_wish_about_what_the_partner_showed_is_no_plan(said: str) -> None:
    # facts.py ONGOING read "I'd love / like to" this round: a reply to the partner became a plan
    assert await _kept([said]) == []


async def test_a_wish_of_ones_own_is_still_a_plan() -> None:
    assert [c for _, c in await _kept(["I’d love to visit Japan someday."])] == [
        "would love to visit Japan someday"]
