"""Defects left from round fix34, found as a new user would (issue 24, round fix35).

- A pet named beside its kind between commas ("So Max, my dog, loves the beach") dropped Max: the
  appositive is no clause break (clause_breaks APPOSITIVE_EN), no name called out, and its
  pet is read (row pet_appositive).
- A capital after a comma that an adjective follows, or a sentence adverb, is no pet's name
  ("a dog, Seriously cute": row name_opens_clause).
- A pet of the user's said by its kind only fills pets ("My dog barks all night": pet_owned_en).
- Secrecy asked about what is said now is no lasting boundary (row secret_asked).
- 有一个儿子一个女儿 shows both children; a stay-at-home parent is an occupation (home_role);
  a food left out is a diet in both languages (no_food).
- A thing said as the subject of a quality is what a 它 / they after it stands for
  (subject_named, subject_named_en).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))

PETS = [
    (["So Max, my dog, loves the beach"], "pets: dog Max"),
    (["Luna, our cat, hates the vet"], "pets: cat Luna"),
    (["I adopted a dog, Seriously cute."], "pets: dog"),
    (["I adopted a cat, Super fluffy."], "pets: cat"),
    (["My dog barks all night"], "pets: dog"),
    (["Our cat sleeps all day"], "pets: cat"),
    (["I have a dog, Max."], "pets: dog Max"),
]


@pytest.mark.parametrize(("turns", "line"), PETS)
async def test_a_pets_value_is_the_pet_and_its_name_only(turns: list[str], line: str) -> None:
    assert line in (await SAID.profile(turns)).splitlines()


async def test_an_appositive_keeps_the_name_in_the_note() -> None:
    assert await SAID.contents(["So Max, my dog, loves the beach"]) == [
        "Max, their dog, loves the beach"]


async def test_someone_elses_dog_is_no_pet_of_the_users() -> None:
    assert "pets" not in await SAID.profile(["My neighbour's dog barks all night"])


SECRETS = [(["Remember, don't tell anyone about this"], []),
           (["I'm pregnant, don't tell anyone yet"], ["is pregnant"]),
           (["我怀孕了，别告诉别人"], ["怀孕了"]),
           (["Keep this between us, but I'm thinking of quitting my job"],
            ["is thinking of quitting their job"])]


@pytest.mark.parametrize(("turns", "kept"), SECRETS)
async def test_secrecy_asked_now_is_no_memory(turns: list[str], kept: list[str]) -> None:
    assert await SAID.contents(turns) == kept


async def test_a_boundary_about_what_to_tell_the_user_stays() -> None:
    assert await SAID.contents(["Don't tell me spoilers please"]) != []


@pytest.mark.parametrize("said", ["我有一个儿子一个女儿", "我有一个儿子和一个女儿"])
async def test_each_child_said_is_in_the_family(said: str) -> None:
    family = next(line for line in (await SAID.profile([said])).splitlines()
                  if line.startswith("家庭"))
    assert "儿子" in family and "女儿" in family


@pytest.mark.parametrize(("said", "line"), [("I'm a stay-at-home mom",
                                             "occupation: stay-at-home mom"),
                                            ("我是全职妈妈", "职业: 全职妈妈")])
async def test_keeping_the_home_is_an_occupation(said: str, line: str) -> None:
    assert line in (await SAID.profile([said])).splitlines()


async def test_a_parent_keeping_the_home_is_not_the_users_job() -> None:
    assert "occupation" not in await SAID.profile(["My mom was a stay-at-home mom"])


DIETS = [("我不吃辣", "饮食: 不吃辣"), ("我不吃肉", "饮食: 不吃肉"),
         ("I don't eat pork", "diet: doesn't eat pork"), ("I'm vegetarian", "diet: vegetarian"),
         ("I don't eat spicy food", "diet: doesn't eat spicy food")]


@pytest.mark.parametrize(("said", "line"), DIETS)
async def test_a_food_left_out_is_one_diet_in_both_languages(said: str, line: str) -> None:
    assert [x for x in (await SAID.profile([said])).splitlines()
            if x.startswith(("饮食", "diet"))] == [line]


@pytest.mark.parametrize("said", ["我不吃早饭", "I don't eat breakfast", "我不吃香菜"])
async def test_a_meal_or_a_taste_left_out_is_no_diet(said: str) -> None:
    profile = await SAID.profile([said])
    assert "饮食" not in profile and "diet" not in profile


async def test_a_thing_said_as_a_subject_is_what_it_stands_for() -> None:
    assert await SAID.contents(["企鹅真可爱", "它们是我最喜欢的动物"]) == ["企鹅是我最喜欢的动物"]
    assert await SAID.contents(["Penguins are so cute. They're my favorite animal."]) == [
        "penguins are their favorite animal"]
