"""A first week again, both languages, around the profile's slots (issue 24, round fix34).

Each case showed the profile wrong before the round: a city after who the user lives with or
moved back to, a job said as how long it was held, by breed, from home or after a career
change, a city read as an employer, a job stopped read as the job, a diet given up kept.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))

PROFILES = [
    (["I live with my parents in Leeds"], ["city: Leeds"]),  # nothing
    (["I moved to Berlin", "Actually I moved back to London"], ["city: London"]),  # Berlin
    (["我住在杭州", "我搬回成都了"], ["城市: 成都"]),  # 杭州 (the move kept nothing)
    (["I've been a teacher for ten years"], ["occupation: teacher"]),  # nothing
    (["I work from home as a freelance translator"], ["occupation: freelance translator"]),
    (["I'm a teacher", "I switched careers and now I'm a nurse"], ["occupation: nurse"]),
    (["I have a golden retriever named Sunny"], ["pets: golden retriever Sunny"]),  # nothing
    (["我们家养了两只猫，一只叫咪咪，一只叫花花"], ["宠物: 猫 咪咪 花花"]),  # 宠物: 猫
    # 单位: 北京; whose37: where the user works is their city
    (["我今年28岁，在北京工作"], ["城市: 北京", "年龄: 28"]),
    (["我是一名老师", "我现在不当老师了，改做自媒体了"], ["职业: 自媒体"]),  # 职业: 老师
]


@pytest.mark.parametrize(("turns", "lines"), PROFILES)
async def test_the_first_weeks_profile(turns: list[str], lines: list[str]) -> None:
    assert (await SAID.profile(turns)).splitlines() == lines


DIET_LEFT = [
    ["I'm a vegetarian", "I eat meat again now"],  # the second turn kept nothing
    ["I'm a vegetarian", "I started eating meat again"],  # kept, diet: vegetarian stayed
    ["我吃素", "我现在又开始吃肉了"],
]


@pytest.mark.parametrize("turns", DIET_LEFT)
async def test_a_diet_given_up_leaves_the_profile(turns: list[str]) -> None:
    assert await SAID.profile(turns) == ""
    assert len(await SAID.contents(turns)) == 1  # the diet archived, the change kept


async def test_an_employer_a_city_and_a_diet_still_read() -> None:
    assert (await SAID.profile(["我在腾讯工作"])).splitlines() == ["单位: 腾讯"]
    assert "城市: 杭州" in (await SAID.profile(["我住在杭州"])).splitlines()
    assert (await SAID.profile(["I'm a vegetarian"])).splitlines() == ["diet: vegetarian"]
