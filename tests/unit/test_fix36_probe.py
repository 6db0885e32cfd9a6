"""A new user's turns about the people in their life (issue 24 fix36 probe), both languages.

"My husband and I live in Denver" was kept as the husband's (no city), 我有个儿子 showed
家庭: 个儿子, "I have twin daughters, Mia and Zoe" no family, 我和我老公都是老师 no job, and
我现在吃肉了 after 我不吃肉 kept the diet given up, "My wife's name is Anna" showed family: wife.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turns", "line"), [
    (["My husband and I live in Denver"], "city: Denver"),
    (["My sister and I both work at Google"], "workplace: Google"),
    (["我有个儿子，今年三岁"], "家庭: 儿子"),
    (["I have twin daughters, Mia and Zoe"], "family: twin daughters Mia and Zoe"),
    (["我和我老公都是老师"], "职业: 老师"),
    (["My wife's name is Anna"], "family: wife Anna"),
    (["My husband is called Mark"], "family: husband Mark"),
])
async def test_the_profile_shows_what_the_user_said_of_themselves_and_family(
        turns: list[str], line: str) -> None:
    assert line in (await SAID.profile(turns)).splitlines()


async def test_someone_elses_fact_with_the_user_beside_is_still_theirs() -> None:
    assert "occupation" not in await SAID.profile(["They are both teachers, my parents"])
    assert "职业" not in await SAID.profile(["他们都是老师"])


@pytest.mark.parametrize("turns", [
    ["我不吃肉", "我现在吃肉了"], ["I'm vegetarian", "I eat meat now"],
    ["我不吃肉", "我又开始吃肉了"], ["I'm vegetarian", "I started eating meat again"]])
async def test_a_diet_given_up_supersedes_the_diet(turns: list[str]) -> None:
    profile = await SAID.profile(turns)
    assert "饮食" not in profile and "diet" not in profile, profile
    assert len(await SAID.contents(turns)) == 1


@pytest.mark.parametrize("turns", [
    ["我有一个儿子", "我儿子天天玩手机"], ["我女儿今年五岁", "我女儿天天练琴"],
    ["我有个儿子天天玩手机"]])
async def test_a_time_word_is_no_childs_name(turns: list[str]) -> None:
    assert "天天" not in await SAID.profile(turns)
