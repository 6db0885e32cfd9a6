"""A unit of time typed short is written in full with the count's number (probe40b's row).

"in 4h 22min" was kept as "in 4h 22 minute": the unit was written out, singular, after 22.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.rules.casual import units_in_full
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("typed", "written"), [
    ("in 4h 22min", "in 4h 22 minutes"), ("took 45 min", "took 45 minutes"),
    ("had my acl done 2 wks ago", "had my acl done 2 weeks ago"), ("every 3 mo", "every 3 months"),
    ("1 hr later", "1 hour later"), ("an hr ago", "an hour ago"), ("next wk", "next week"),
    ("a 14 yr old lab", "a 14 year old lab"), ("a few min", "a few minutes"),
])
def test_a_short_unit_takes_its_counts_number(typed: str, written: str) -> None:
    assert units_in_full(typed) == written


async def test_a_marathon_time_typed_short_is_kept_in_full() -> None:
    kept = await SAID.contents(["Just completed my first full marathon in 4h 22min!"])
    assert any("22 minutes" in k for k in kept), kept
