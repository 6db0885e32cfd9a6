"""Round fix35's own first week, both languages (issue 24): family, diet, health, pets, plans.

Each turn was said through the real graph before the fix and kept the wrong thing or nothing:
in-laws were no one (我婆婆下个月来跟我们一起住 kept nothing), a note's "with their husband"
no family, a diet changed to another was "the same constraint, restated" and lost, 下周三 was
read as 下周 + 三, a pregnancy tried for showed health: pregnant.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))  # a Monday


async def _lines(turns: list[str]) -> list[str]:
    return (await SAID.profile(turns)).splitlines()


async def test_an_in_law_moving_in_is_kept() -> None:
    assert await SAID.contents(["我婆婆下个月来跟我们一起住"]) == ["婆婆2026年4月来跟我们一起住"]
    assert await SAID.contents(["My mother-in-law is moving in with us next month"]) == [
        "mother-in-law is moving in with them in April 2026"]


PROFILE = [
    (["Hi! I'm Dana, I just moved to Denver with my husband and our two kids"],
     "family: husband two kids"),
    (["My wife and I have a baby girl"], "family: wife a baby girl"),
    (["I quit sugar last month"], "diet: quit sugar"),
    (["我戒糖了"], "饮食: 戒糖"),
    (["Our golden retriever Bailey is 10 years old"], "pets: golden retriever Bailey"),
    (["我家有两只猫，一只叫橘子"], "宠物: 猫 橘子"),
    (["I have a peanut allergy"], "allergies: peanut"),
    (["I'm on a low-carb diet"], "diet: low-carb"),
    (["我在吃生酮"], "饮食: 生酮"),
    (["I can't eat gluten, I have celiac disease"], "health: celiac disease"),
    (["I'm vegetarian", "I'm vegan now"], "diet: vegan"),
    (["I'm vegan", "Actually I started eating fish again, so pescatarian now"],
     "diet: pescatarian"),
    (["我不吃辣", "我吃素"], "饮食: 不吃辣；吃素"),
    (["I have ADHD and I take medication for it"], "health: ADHD"),
    (["I don't drink alcohol"], "diet: doesn't drink alcohol"),
    (["我吃素", "我不喝酒"], "饮食: 吃素；不喝酒"),
    (["I'm gluten-free"], "diet: gluten-free"),
    (["我们家三口人，我、老公和儿子"], "家庭: 老公 儿子"),
    (["I'm vegan", "I'm gluten-free too"], "diet: vegan; gluten-free"),
]


@pytest.mark.parametrize(("turns", "line"), PROFILE)
async def test_the_profile_shows_what_was_said(turns: list[str], line: str) -> None:
    assert line in await _lines(turns)


async def test_a_diet_changed_to_another_replaces_it() -> None:
    assert await SAID.contents(["I'm vegetarian", "I'm vegan now"]) == ["is vegan now"]


async def test_a_meatless_diet_left_in_chinese_leaves_no_diet() -> None:
    assert not [x for x in await _lines(["我吃素", "我现在开始吃鱼了"]) if x.startswith("饮食")]


@pytest.mark.parametrize("said", ["I'm trying to get pregnant", "我们在备孕"])
async def test_a_pregnancy_tried_for_is_no_health_state(said: str) -> None:
    assert not [x for x in await _lines([said]) if x.startswith(("health", "健康"))]


async def test_a_day_of_next_week_is_its_date() -> None:
    assert await SAID.contents(["我女儿下周三过生日"]) == ["女儿3月11日过生日"]
    assert await SAID.contents(["我下周一要面试"]) == ["3月9日要面试"]


async def test_a_pet_named_beside_its_kind_is_known_the_turn_after() -> None:
    assert "dog Max got sick in the week of February 23" in await SAID.contents(
        ["So Max, my dog, loves the beach", "Max got sick last week"])


@pytest.mark.parametrize("said", ["我家的猫叫团团，今年三岁", "我的猫今年三岁了",
                                  "我养了一只猫，今年三岁"])
async def test_a_pets_age_is_no_age_of_the_users(said: str) -> None:
    lines = await _lines([said])
    assert not [x for x in lines if x.startswith("年龄")] and any("宠物" in x for x in lines)
