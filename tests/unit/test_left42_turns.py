"""What left41 and left41b left (left42): whose fact, when, what ends, through the real graph.

Each case failed on main e6595f5 but the guards (a sentence that must stay as it was).
"""

from __future__ import annotations

from datetime import UTC, datetime

from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))  # a Saturday: Monday is December 7


async def test_a_relatives_retirement_is_theirs_not_the_users() -> None:
    # 现在退休了 was kept as the user's, and archived the user's 是护士
    turns = ["我是护士", "我妈今年六十八了，以前是老师，现在退休了"]
    active, archived = await _said.kept_and_archived(turns)
    assert sorted(active) == ["妈妈今年六十八了", "妈妈以前是老师，现在退休了", "是护士"]
    assert archived == []
    assert "职业: 护士" in await _said.profile(turns)
    assert await _said.contents(["我妈今年六十了，以前住在北京，现在住在上海"]) == [
        "妈妈今年六十了", "妈妈现在住在上海"]
    # guard: the user's own career and retirement
    assert "职业: 退休工程师" in await _said.profile(
        ["我今年六十八了，以前是铁路上的工程师在洛阳干了一辈子，现在退休了"])


async def test_a_pet_called_the_users_baby_is_no_relative() -> None:
    # showed family: baby Max
    turns = ["I got a puppy, Max", "Max is my baby"]
    profile = await _said.profile(turns)
    assert "pets: puppy Max" in profile and "family" not in profile
    # guards: a relative named so, and a relative beside the pet
    assert "family: son Leo" in await _said.profile(["I got a puppy, Max", "Leo is my son"])
    assert "family: son" in await _said.profile(["my son and my dog are best friends"])


async def test_from_an_employer_is_no_hometown() -> None:
    # each showed hometown: Google
    assert await _said.profile(["I'm from Google's ads team"]) == "workplace: Google"
    assert await _said.profile(["Hi, I'm from Google, on the search team"]) == "workplace: Google"
    assert await _said.profile(["I work at Google", "I'm from Google"]) == "workplace: Google"
    # guards: where one comes from stays the hometown, beside an employer too
    assert await _said.profile(["I'm from Ohio, here for the weekend"]) == "hometown: Ohio"
    profile = await _said.profile(["I work at Google", "I'm from Ohio"])
    assert "hometown: Ohio" in profile and "workplace: Google" in profile


async def test_a_pupils_first_day_at_school_ends_no_job() -> None:
    # the nurse's job was archived: a school counted as a workplace
    nurse = "I work as a nurse at St Mary's Hospital"
    active, archived = await _said.kept_and_archived([nurse, "my first day at school"])
    assert archived == [] and "works as a nurse at St Mary's Hospital" in active
    # guard: a first day at a named workplace still ends the old one
    assert (await _said.kept_and_archived([nurse, "my first day at Stripe"]))[1] == [
        "works as a nurse at St Mary's Hospital"]
