"""Whose fact and the profile (issue 24 fix36): the defects the last round left.

A relative's clause filled the user's slot (我是全职妈妈，老公在外企上班 showed 单位: 外企), a pet
named after its breed lost its name (橘猫叫馒头), the pets line mixed languages, a household's
diet in the plural and a lasting fear kept nothing, and a topic was named by a lowercased name.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.topics.lifetime import list_topics
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turns", "shown", "not_shown"), [
    (["我是全职妈妈，老公在外企上班"], "职业: 全职妈妈", "外企"),
    (["我在家带孩子，我妈在医院上班"], "", "医院"),
    (["I'm a teacher and my wife works at Google"], "occupation: teacher", "Google"),
    (["我28岁，老公30岁"], "年龄: 28", "30"),
])
async def test_a_relatives_clause_fills_no_slot_of_the_users(
        turns: list[str], shown: str, not_shown: str) -> None:
    profile = await SAID.profile(turns)
    assert shown in profile and not_shown not in profile, profile


async def test_a_pet_named_after_its_breed_keeps_its_name() -> None:
    assert "宠物: 橘猫 馒头" in (await SAID.profile(["我养了一只橘猫叫馒头"])).splitlines()


@pytest.mark.parametrize(("turns", "line"), [
    (["我养了一只橘猫叫馒头", "I also have a dog named Rex"], "pets: ginger cat 馒头; dog Rex"),
    (["I have a dog named Rex", "我养了一只橘猫叫馒头"], "宠物: 狗 Rex；橘猫 馒头"),
    (["We have two cats", "我还养了一只狗"], "宠物: 猫；狗"),
    (["我对花生过敏", "I'm also allergic to shellfish"], "allergies: peanuts; shellfish"),
    (["我有高血压", "I also have migraines"], "health: 高血压; migraines"),
])
async def test_a_list_line_is_in_one_language(turns: list[str], line: str) -> None:
    assert line in (await SAID.profile(turns)).splitlines()


@pytest.mark.parametrize(("turn", "kept"), [
    ("We are vegetarians", "vegetarian"),
    ("我害怕蜘蛛", "害怕蜘蛛"),
    ("我恐高", "恐高"),
    ("I'm afraid of heights", "afraid of heights"),
])
async def test_a_households_diet_and_a_lasting_fear_are_kept(turn: str, kept: str) -> None:
    assert any(kept in c for c in await SAID.contents([turn]))


async def test_the_households_diet_fills_the_profile_and_a_feared_animal_is_no_pet() -> None:
    assert "diet: vegetarian" in (await SAID.profile(["We are vegetarians"])).splitlines()
    assert "宠物" not in await SAID.profile(["我怕狗"])
    assert "宠物" not in await SAID.profile(["我对猫毛过敏"])


@pytest.mark.parametrize("turn", ["我有点害怕", "我怕明天考砸", "我怕他生气"])
async def test_a_passing_fear_is_still_a_mood(turn: str) -> None:
    assert await SAID.contents([turn]) == []


async def test_a_topic_named_by_a_name_keeps_its_case_and_whose_it_is() -> None:
    store = await SAID.said(["My daughter is called Lily", "Lily got a part in the school play"])
    assert [t.name for t in await list_topics(store, "probe", "default")] == ["daughter Lily"]
    store = await SAID.said(["I visited Paris last week", "Paris was lovely in spring"])
    assert [t.name for t in await list_topics(store, "probe", "default")] == ["Paris"]
