"""What the review of left43 found against ordinary speech (left43b, real graph).

Each first case failed on main 1969f0b (left43 merged); the guards beside it pass there too.
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))  # a Saturday: Monday is December 7


async def test_a_day_said_with_a_past_verb_is_the_one_gone() -> None:
    # each was dated the coming day (December 7 / 11)
    assert await _said.contents(["I quit my job monday"]) == ["quit their job on November 30"]
    assert await _said.contents(["my interview on friday went well"]) == [
        "interview on December 4 went well"]
    assert await _said.contents(["the test on monday went badly"]) == [
        "the test on November 30 went badly"]
    assert await _said.contents(["my flight on friday got cancelled"]) == [
        "flight on December 4 got cancelled"]
    # guards: a day to come stays the coming one, a past verb before it the one gone
    assert await _said.contents(["my flight is CA1234 on friday"]) == [
        "flight is CA1234 on December 11"]
    assert await _said.contents(["my flight on friday is booked"]) == [
        "flight on December 11 is booked"]
    assert await _said.contents(["starting at a new firm monday"]) == [
        "starting at a new firm on December 7"]
    assert await _said.contents(["I started at a new firm monday"]) == [
        "started at a new firm on November 30"]


async def test_a_wish_or_an_order_to_others_is_no_fact_of_the_users() -> None:
    # showed workplace: Google and diet: doesn't eat pork
    assert "workplace" not in await _said.profile(
        ["starting a new job at Google would be a dream"])
    assert "diet" not in await _said.profile(["dont eat pork, kids!"])
    assert "diet" not in await _said.profile(["don't eat meat please, guys"])
    # guards: the user's own new job and diet, said without an I
    assert "workplace: Hensel Phelps" in await _said.profile(
        ["starting a new job at Hensel Phelps monday"])
    assert "workplace: Google" in await _said.profile(["started a new job at Google last week"])
    assert "diet: doesn't eat pork" in await _said.profile(["dont eat pork, never have"])


async def test_the_users_own_diagnosis_after_the_familys_is_theirs() -> None:
    # the health line was gone (the family's reading took the user's clause with it)
    turns = ["diabetes runs in my family and I was diagnosed last year"]
    store = await _said.said(turns)
    assert [(m.content, m.subject) for m in await list_memories(
        store, "probe", "default", status="active")] == [
        ("diabetes runs in their family, was diagnosed in 2025", "user")]
    assert "health: diabetes" in await _said.profile(turns)
    # guards: the family's history alone, a relative's diagnosis, a worry, stay no diagnosis
    assert "health" not in await _said.profile(["type 2 diabetes runs in my family"])
    assert "health" not in await _said.profile(
        ["diabetes runs in my family and my dad was diagnosed last year"])
    assert "health" not in await _said.profile(
        ["heart disease runs in our family, I'm worried about it"])
