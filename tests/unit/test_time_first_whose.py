"""A time said first does not hide whose fact it is.

"上个月我姐姐搬去了深圳。" / "Last month my sister moved to Boston." after "I live in Paris"
archived the user's city as if the user had moved: the subject was read at the sentence's
start, where the time stood (row time_first, memory/rules/people.py).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("mine", "theirs", "who"), [
    ("我住在杭州。", "上个月我姐姐搬去了深圳。", "sister"),
    ("我住在杭州。", "昨天我妈妈搬去了上海。", "mother"),
    ("我是老师。", "去年我爸爸当了医生。", "father"),
    ("I live in Paris.", "Last month my sister moved to Boston.", "sister"),
    ("I live in Paris.", "Yesterday my mom started working as a nurse.", "mother"),
])
async def test_a_relatives_dated_fact_is_theirs(mine: str, theirs: str, who: str) -> None:
    store = await SAID.said([mine, theirs])
    memories = await list_memories(store, "probe", "default", status="active")
    assert sorted(m.subject for m in memories) == sorted(["user", who])


async def test_the_users_own_dated_move_still_replaces_the_city() -> None:
    profile = await SAID.profile(["I live in Paris.", "Last month I moved to Boston."])
    assert "Boston" in profile and "Paris" not in profile


async def test_the_users_clause_in_someone_elses_memory_keeps_its_subject() -> None:
    # "姐姐现在住在深圳，在杭州" said the sister lives in Hangzhou too.
    kept = await SAID.contents(["我姐姐现在住在深圳，我还在杭州。"])
    assert kept == ["姐姐现在住在深圳，我在杭州"]


@pytest.mark.parametrize("said", ["In my family, I am the only vegetarian.",
                                  "In case my wife calls, I am a teacher."])
async def test_in_or_on_before_something_else_is_no_time(said: str) -> None:
    store = await SAID.said([said])  # review29b: read as the family's / the wife's
    assert {m.subject for m in await list_memories(store, "probe", "default")} == {"user"}


async def test_the_users_name_and_age_beside_a_childs_stay_the_users() -> None:
    # review29b: kept as one memory 'is Sam, 41, son Leo, 9, …' about the son: no name, no age
    profile = await SAID.profile(["Hi, I'm Sam, 41, and my son Leo, 9, loves football."])
    assert "name: Sam" in profile and "age: 41" in profile
