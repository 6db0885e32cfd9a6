"""Ordinary words that sec40's secret cues masked and names40's topic rows misnamed (review40).

Sentences written before they were run; each case failed on main a5747d7 but the guards.
"""

from __future__ import annotations

from strata_layered.memory.sensitive import mask_secrets
from strata_layered.memory.sensitive.expecting import asked_secret, mask_turn
from strata_layered.memory.topics.merging import one_kind
from strata_layered.memory.topics.naming import subject_name
from tests.support.supplied_turns import SuppliedTurns


def test_a_hashtag_after_a_star_and_a_year_is_no_keyed_code() -> None:
    for said in ("watching the All Star 2025 #NBA game tonight",
                 "rising star 2024 #1 in the charts"):
        assert mask_secrets(said).text == said
    assert mask_secrets("单元门按星号4471井号就开了").text != "单元门按星号4471井号就开了"
    assert "3390" not in mask_secrets("to get into my voicemail it's star 3390 pound").text


async def test_a_word_answering_whats_the_code_is_no_code() -> None:
    turns = SuppliedTurns("rv")
    await turns.run(("can you keep the lockbox code for the cleaner?",
                     "Sure. What's the code on the lockbox?"), ("idk", "No problem."))
    logged = await turns.logged()
    assert logged[1:] == ["idk"]
    code = asked_secret("What's the code on the lockbox?")
    assert mask_turn("later", code).text == "later"
    assert mask_turn("Tuesday", code).text == "Tuesday"
    assert mask_turn("XKCD-QWER", code).text == "[hidden:code]"
    assert mask_turn("hunter2", code).text == "[hidden:code]"


def test_asking_how_long_a_password_is_asks_for_no_password() -> None:
    assert asked_secret("密码要设置多少位？") is None
    assert mask_turn("12位", asked_secret("密码要设置多少位？")).text == "12位"
    assert asked_secret("门禁密码多少来着？") == "password"


def test_a_food_or_a_saying_is_no_pet_and_homework_no_workout() -> None:
    assert not one_kind(subject_name("I had a hot dog for lunch."), "dogs")
    assert not one_kind(subject_name("Top dog at work now, got promoted!"), "pets")
    assert not one_kind(subject_name("猫眼上买了电影票。"), "宠物")
    assert not one_kind(subject_name("The kids have math exercises every night."), "gym")
    assert one_kind("dogs", "my cat") and one_kind("gym", "morning workout")


def test_what_two_are_to_each_other_is_about_the_person() -> None:
    assert subject_name("Leo and I are getting married in June.") == "Leo"
    assert subject_name("Me and my dad have never been close.") == "dad"
    assert subject_name("My sister and I aren't talking anymore.") == "sister"
    assert subject_name("Leo and I went hiking last weekend.") == "hiking"
