"""Review33: rows of round 33 that fired where they must not, said as a user would.

Each case is a turn through the real offline graph (tests/support/said_graph.py); the sentences
are the reviewer's own, and each test also says the turn the row was made for.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
SAID = SaidGraph(START)


async def _kept(turns: list[str]) -> list[tuple[str, str]]:
    store = await SAID.said(turns)
    return [(m.memory_type, m.content)
            for m in await list_memories(store, "probe", "default", status="active")]


@pytest.mark.parametrize("said", ["Wow, I'd love to see it!",
                                  "I'd like to get some advice on that.",
                                  "I'd love to try it out sometime!"])
async def test_a_wish_about_what_the_partner_showed_is_no_plan(said: str) -> None:
    # facts.py ONGOING read "I'd love / like to" this round: a reply to the partner became a plan
    assert await _kept([said]) == []


async def test_a_wish_of_ones_own_is_still_a_plan() -> None:
    assert [c for _, c in await _kept(["I’d love to visit Japan someday."])] == [
        "would love to visit Japan someday"]


@pytest.mark.parametrize("said", ["我周末在健身房做运动。", "我在厨房做蛋糕，好开心。",
                                  "我在医院做了个体检。",
                                  "I worked at Christmas and missed the family dinner."])
async def test_a_place_where_something_was_done_is_no_workplace(said: str) -> None:
    # workplaces.py read 在X做 + anything, and 'worked at' + any capital, as the employer
    assert "单位" not in await SAID.profile([said])
    assert "workplace" not in await SAID.profile([said])


@pytest.mark.parametrize(("said", "line"), [("我在腾讯做产品经理。", "单位: 腾讯"),
                                            ("我在一家医院当护士。", "单位: 医院"),
                                            ("I work at Google.", "workplace: Google")])
async def test_a_workplace_said_with_the_job_still_shows(said: str, line: str) -> None:
    assert line in await SAID.profile([said])


@pytest.mark.parametrize("said", ["If I get the job, remind me to celebrate.",
                                  "When I get home, remind me to call mom."])
async def test_a_one_off_event_with_a_reminder_is_no_conversation_style(said: str) -> None:
    # requests.py situation_asked read any "if I get …, remind me" as how to answer the user
    assert all(kind != "conversation_style" for kind, _ in await _kept([said]))


async def test_how_to_answer_the_user_in_a_state_is_still_a_style() -> None:
    kept = await _kept(["When I'm sad, just listen to me, don't give advice."])
    assert [kind for kind, _ in kept] == ["conversation_style"], kept


@pytest.mark.parametrize(("said", "kind"), [("I can't have kids.", "important_fact"),
                                            ("I can't have dairy.", "preference")])
async def test_what_the_user_cannot_have_is_a_food_only_when_it_is_one(said: str, kind: str
                                                                      ) -> None:
    # diets.py cannot_take read "I can't have kids" as what the user cannot eat (a preference)
    assert [k for k, _ in await _kept([said])] == [kind]


@pytest.mark.parametrize("said", ["搬到杭州以后，一个人住让我感到很孤独。",
                                  "这份工作一直让我感到很焦虑。"])
async def test_a_feeling_a_lasting_situation_gives_is_kept(said: str) -> None:
    # passing.py feeling_caused (fix33) took any X让我感到… for a mood of the moment
    assert [c for _, c in await _kept([said])] == [said.rstrip("。")]


async def test_a_feeling_the_talk_gave_is_still_a_mood() -> None:
    assert await _kept(["和你聊天让我感到轻松多了。"]) == []


@pytest.mark.parametrize(("said", "note"), [
    ("I watched Our Planet on Netflix last night and loved it.",
     "watched Our Planet on Netflix on March 1 and loved it"),
    ("I went to the WE Day concert with my sister.",
     "went to the WE Day concert with their sister"),
    # the user's we inside the note is still named in the third person
    ("Last month we adopted a cat.", "In February 2026, they adopted a cat"),
])
async def test_a_title_that_says_our_or_we_keeps_its_words(said: str, note: str) -> None:
    # phrasing.py inner_en_we (probe33) read any our / we, capitals mid-clause too
    assert [c for _, c in await _kept([said])] == [note]


@pytest.mark.parametrize("said", ["Cat Stevens is my favorite singer.",
                                  "Dog Man is my son's favorite book series.",
                                  "Turtle Beach headphones are the best, I use them every day."])
async def test_a_name_that_opens_on_a_species_is_no_pet(said: str) -> None:
    # pets.py pet_name_after (fix33) read a message opening on 'Cat' / 'Dog' + a capital as a pet
    assert "pets" not in await SAID.profile([said])


async def test_a_pet_named_after_its_species_still_shows() -> None:
    assert "pets: cat Luna" in await SAID.profile(["My cat Luna is 3."])
