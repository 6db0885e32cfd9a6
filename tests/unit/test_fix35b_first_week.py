"""A first week of a family's talk (issue 24 fix35b): what the profile and the notes said wrong.

A new job named with its employer kept no workplace; the family line named no one and mixed
languages; a style note mixed an order with a note about the user; a "we" note read as nobody's.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.facts.phrasing import as_note
from strata_layered.memory.long_term.line_words import one_language
from strata_layered.memory.rules.row import Row
from strata_layered.memory.rules.wishes import ROWS as WISH_ROWS
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turn", "line"), [
    ("Hi! I'm Dana, I just moved to Seattle for a new job at Amazon.", "workplace: Amazon"),
    ("I just started at Google.", "workplace: Google"),
    ("I got a job with the city council.", "workplace: city council"),
])
async def test_a_job_had_at_a_place_names_the_workplace(turn: str, line: str) -> None:
    assert line in (await SAID.profile([turn])).splitlines()


@pytest.mark.parametrize("turn", ["I applied for a job at Google.",
                                  "I'm looking for a job at Amazon."])
async def test_a_job_sought_names_no_workplace(turn: str) -> None:
    assert "workplace" not in await SAID.profile([turn])


@pytest.mark.parametrize(("turns", "line"), [
    (["My husband Mark is a chef and we have two kids, Lily and Sam."],
     "family: husband Mark; two kids Lily and Sam"),
    (["我老公是厨师，我们有两个孩子，大的叫乐乐，小的叫安安"], "家庭: 老公；两个孩子 乐乐、安安"),
    (["I have a daughter named Emma"], "family: a daughter Emma"),
])
async def test_the_family_line_names_the_people(turns: list[str], line: str) -> None:
    assert line in (await SAID.profile(turns)).splitlines()


async def test_the_family_line_is_in_one_language() -> None:
    # 家庭: 孩子；kid；husband — the line takes the language of its newest value
    profile = await SAID.profile(["我有一个孩子", "I have a kid", "My husband is a chef"])
    assert "family: a kid; husband" in profile.splitlines(), profile
    profile = await SAID.profile(["We have two kids.", "我老公是厨师"])
    assert "家庭: 两个孩子；老公" in profile.splitlines(), profile


def test_a_relative_the_table_cannot_name_stays_as_said() -> None:
    assert one_language(["grandma", "老公"]) == ["grandma", "老公"]
    assert one_language(["two kids Lily and Sam", "老公"]) == ["两个孩子 Lily、Sam", "老公"]


@pytest.mark.parametrize(("turn", "kept"), [
    ("Can you keep your answers short? I read on my phone.",
     "wants short answers, read on their phone"),
    ("回答简短一点，我都是用手机看的", "希望回答简短一点，都是用手机看的"),
    ("Please answer in bullet points, I skim a lot.",
     "wants you to answer in bullet points, skims a lot"),
])
async def test_a_style_said_with_a_fact_reads_as_a_wish(turn: str, kept: str) -> None:
    assert await SAID.contents([turn]) == [kept]


async def test_an_order_alone_stays_as_said() -> None:
    assert await SAID.contents(["Keep it short please"]) == ["Keep it short please"]


@pytest.mark.parametrize(("turn", "kept"), [
    ("We're thinking about getting a dog next spring.",
     "is thinking about getting a dog next spring"),
    ("We have two kids, Lily and Sam.", "has two kids, Lily and Sam"),
    ("我们打算2027年春天养只狗", "打算2027年春天养只狗"),
    ("我们家养了两只猫", "我们家养了两只猫"),  # whose cats: the household's
])
async def test_a_we_note_is_said_as_the_users_own(turn: str, kept: str) -> None:
    # "are thinking about…" read as nobody's; 我们 stayed while 我 went: we / 我们 go as I / 我 go
    assert await SAID.contents([turn]) == [kept]


def test_a_plural_said_of_the_group_stays() -> None:
    assert as_note("We are vegetarians") == "are vegetarians"
    assert as_note("We both love hiking") == "both love hiking"


async def test_a_group_note_still_fills_the_users_profile() -> None:
    assert "city: Denver" in (await SAID.profile(["We live in Denver"])).splitlines()


@pytest.mark.parametrize("row", [pytest.param(r, id=r.name) for r in WISH_ROWS])
def test_every_wish_row_reads_its_examples(row: Row) -> None:
    # not in memory/rules/table.py: the rule path never joins a style with a fact, so turning
    # a wish row off changes no decision memory/rule_decisions.py records
    assert all(row.search(e) for e in row.examples), row.name
    assert not any(row.search(e) for e in row.non_examples), row.name
