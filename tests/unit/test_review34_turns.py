"""Round review34: rows of this round that fired where they must not, said through the graph.

probe34's saying_zh (a saying about everyone is chatter) read the user's household said with
我们 as everyone (妈妈每天都会给我们做早饭 kept nothing); the explicit-message rule (a statement
said with 记住 / remember is a fact) kept statements that say nothing (开玩笑的, "is not sure yet");
called_last took the name after someone of the user's for the partner's ("That's my dog, Max"
was noted "That's their dog"), note_reply read "let's say…" as a proposal, and the colon split
kept the question after a fact in its note ("is allergic to shellfish, can they eat sushi").
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("said", "note"), [
    ("妈妈每天都会给我们做早饭。", "妈妈每天都会给我们做早饭"),
    ("周末爬山是我们全家最喜欢的活动。", "周末爬山是我们全家最喜欢的活动"),
    ("大家都说我们家的狗很可爱，它叫旺财。", "狗很可爱"),
    ("女儿会帮助我们照顾外婆。", "女儿会帮助我们照顾外婆"),
])
async def test_the_users_household_is_no_saying_about_everyone(said: str, note: str) -> None:
    kept = await SAID.contents([said])
    assert any(note in content for content in kept), kept


async def test_a_saying_about_everyone_still_opens_no_note() -> None:
    kept = await SAID.contents(["确实如此，户外活动可以丰富我们的生活体验。我最喜欢的运动是爬山。"])
    assert kept and not any("丰富" in content for content in kept), kept


@pytest.mark.parametrize("said", [
    "记住，我开玩笑的。", "记住，我不知道。", "记住，我说的是真的。", "Remember, I'm not sure yet.",
    "Remember, I'm just kidding.", "Remember, I'm back.",
])
async def test_asked_to_remember_a_statement_of_nothing_keeps_nothing(said: str) -> None:
    assert await SAID.contents([said]) == []


async def test_asked_to_remember_a_fact_without_a_signal_keeps_it() -> None:
    kept = await SAID.contents(["记住，我不知道怎么游泳。", "Remember, I don't know how to swim."])
    assert any("不知道怎么游泳" in content for content in kept), kept
    assert any("how to swim" in content for content in kept), kept


@pytest.mark.parametrize(("said", "name"), [
    ("That's my dog, Max.", "Max"), ("This is my daughter, Emma.", "Emma"),
    ("It's my new puppy, Luna!", "Luna"),
])
async def test_a_name_after_someone_of_the_users_stays_in_the_note(said: str, name: str) -> None:
    kept = await SAID.contents([said])
    assert any(name in content for content in kept), kept


async def test_the_partner_called_after_a_verdict_still_leaves_the_note() -> None:
    kept = await SAID.contents(["That sounds great, John! I adopted a puppy last week."])
    assert kept and not any("John" in content for content in kept), kept


async def test_lets_say_is_no_proposal() -> None:
    kept = await SAID.contents(["Let's say I'm a night owl."])
    assert any("night owl" in content for content in kept), kept


@pytest.mark.parametrize("said", [
    "I have a question: I'm allergic to shellfish, can I eat sushi?",
    "Remember this: I'm allergic to shellfish, can I eat sushi?",
    "I'm allergic to shellfish, can I eat sushi?",
])
async def test_a_question_after_the_fact_is_no_part_of_its_note(said: str) -> None:
    # probe34's colon split kept "is allergic to shellfish, can they eat sushi"
    assert await SAID.contents([said]) == ["is allergic to shellfish"]


async def test_a_question_on_what_was_heard_keeps_nothing() -> None:
    assert await SAID.contents(["I've heard the boots run small, is that true?"]) == []
