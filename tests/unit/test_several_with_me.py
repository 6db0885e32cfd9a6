"""Several people and the user as one subject stay one fact, the user named 'they' first.

"My wife, the kids and I went to the beach." kept 'wife, the kids' and 'went to the beach'
(probe24e): the list before "and I" was cut from its verb (memory/rules/clause_breaks.py
`with_me`, memory/rules/phrasing.py `with_us_note`).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("said", "kept"), [
    ("My wife, the kids and I went to the beach.",
     "they, their wife and the kids went to the beach"),
    ("Sarah, Tom and I are planning a trip to Rome.",
     "they, Sarah and Tom are planning a trip to Rome"),
    ("My wife and I went to the beach.", "they and their wife went to the beach"),
    ("Sarah, Tom, and I are planning a trip to Rome.",
     "they, Sarah and Tom are planning a trip to Rome"),  # review29b: lost Sarah and Tom
])
async def test_one_subject_of_several_people_and_the_user(said: str, kept: str) -> None:
    assert await SAID.contents([said]) == [kept]
