"""Several people and the user as one subject stay one fact, the user named 'they' first.

"My wife, the kids and I went to the beach." kept 'wife, the kids' and 'went to the beach'
(probe24e): the list before "and I" was cut from its verb (memory/rules/clause_breaks.py
`with_me`, memory/rules/phrasing.py `with_us_note`). A time said first ("Last weekend, Mom,
dad and I went camping") was read as part of the list and broke it again (issue 24 forget24).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.language.clauses import split_clauses
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


@pytest.mark.parametrize(("said", "kept"), [
    ("Last weekend, Mom, dad and I went camping.",
     "they, Mom and dad went camping on the weekend of February 28"),
    ("Last weekend Mom, dad and I went camping.",
     "they, Mom and dad went camping on the weekend of February 28"),
    ("Yesterday my mom and I went hiking.", "they and their mom went hiking on March 1"),
])
async def test_a_time_said_first_does_not_break_the_subject(said: str, kept: str) -> None:
    assert await SAID.contents([said]) == [kept]


def test_a_time_said_first_is_set_apart_only_before_people_and_the_user() -> None:
    said = [c.text for c in split_clauses("In February 2026, my husband and I went to Paris.")]
    assert said == ["In February 2026", "my husband and I went to Paris."]
    assert [c.text for c in split_clauses("Yesterday I bought apples, pears and plums.")] == [
        "Yesterday I bought apples, pears and plums."]
    assert len(split_clauses("上周末我和爸妈去露营了。")) == 1  # zh: one clause already
