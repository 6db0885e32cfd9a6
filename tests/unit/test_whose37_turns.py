"""Issue 24 whose37: the people an adult user talks about and their facts (docs/whole-facts.md).

Each test says the turns as a user would through the real graph; each failed before its fix, but
the guards of what must not move (someone else's sibling, partner, job or trip; "I have a
boyfriend"; the user's city beside a sister's move).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 1, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize("said", [
    "My ex works at Google and lives in Seattle.", "我前男友在腾讯上班，住在深圳。",
    "我前妻在医院上班，住在北京。", "My ex-wife is a lawyer and lives in Chicago.",
    "My ex-boyfriend works at Google.",
])
async def test_an_exs_job_and_city_are_not_the_users(said: str) -> None:
    # the ex was no one of the table: their workplace and city filled the user's profile
    store = await SAID.said([said])
    assert (await SAID.profile([said])) == ""
    (kept,) = await list_memories(store, "probe", "default", status="active")
    assert kept.subject == "ex", kept


async def test_the_users_own_city_stays_beside_an_exs() -> None:
    profile = (await SAID.profile(["I live in Boston.",
                                   "My ex works at Google and lives in Seattle."])).splitlines()
    assert profile == ["city: Boston"], profile


async def test_a_relatives_clause_that_goes_on_without_a_subject_stays_theirs() -> None:
    # 住在深圳 after a first clause that is no fact of its own was read as the user's city
    assert "城市" not in await SAID.profile(["我妹妹在腾讯上班，住在深圳。"])
    assert "城市: 深圳" in await SAID.profile(["我在腾讯上班，住在深圳。"])


@pytest.mark.parametrize(("turns", "line"), [
    (["我有个妹妹。"], "家庭: 妹妹"),
    (["我有个妹妹，在上大学。"], "家庭: 妹妹"),
    (["I have a younger sister."], "family: a younger sister"),
    (["I've got two brothers."], "family: two brothers"),
    (["我单身。", "我有个男朋友。"], "婚恋: 有男朋友"),
    (["I have a boyfriend."], "relationship: has a boyfriend"),
])
async def test_a_sibling_or_partner_the_user_has_is_on_their_line(turns: list[str],
                                                                  line: str) -> None:
    # the family line took only a spouse, children and parents; 婚恋 only 有男朋友了 / 交了男朋友
    assert line in (await SAID.profile(turns)).splitlines()


@pytest.mark.parametrize("said", ["我老公还有个妹妹。", "My husband has a sister.",
                                  "我妹妹和弟弟都在上学。", "我姐姐有个男朋友。"])
async def test_someone_elses_sibling_or_partner_is_not_the_users(said: str) -> None:
    profile = await SAID.profile([said])  # the husband is on the family line, his sister not
    said_so = [w for w in ("妹妹", "弟弟", "sister", "婚恋", "relationship") if w in profile]
    assert not said_so, profile


@pytest.mark.parametrize(("said", "lines"), [
    ("我在深圳做产品经理。", ["城市: 深圳", "职业: 产品经理"]),
    ("我现在在杭州一家公司上班。", ["城市: 杭州"]),
    ("I'm a nurse in Denver.", ["city: Denver", "occupation: nurse"]),
    ("I work as a teacher in Leeds now.", ["city: Leeds", "occupation: teacher"]),
])
async def test_a_job_done_in_a_city_says_where_the_user_lives(said: str,
                                                              lines: list[str]) -> None:
    # the job filled its line and the city none ("occupation: nurse in Denver": Denver a job)
    profile = (await SAID.profile([said])).splitlines()
    assert all(line in profile for line in lines), profile


@pytest.mark.parametrize("said", ["我姐在深圳当老师。", "我在深圳出差。", "我想在深圳工作。",
                                  "She's a nurse in Denver.", "I was a nurse in Denver."])
async def test_someone_elses_job_or_a_trip_says_no_city(said: str) -> None:
    profile = await SAID.profile([said])
    assert "城市" not in profile and "city" not in profile, profile


@pytest.mark.parametrize(("turns", "note"), [
    (["My sister Anna just moved. Her new place is in Austin."],
     "sister Anna just moved, sister's new place is in Austin"),
    (["我妹妹刚搬家了。她的新家在成都。"], "妹妹刚搬家了，妹妹的新家在成都"),
    (["My sister Anna just moved.", "Her new place is in Austin."],
     "sister's new place is in Austin"),
    # left39: "brother's wife" is a person of hers (row kin_possessive), her own note
    (["My brother Tom is a doctor. His wife is a nurse."], "brother's wife is a nurse"),
])
async def test_a_her_after_a_relative_is_that_relatives(turns: list[str], note: str) -> None:
    # kept as said ("Her new place…", 她的新家…), and "His wife" recorded as the user's wife
    store = await SAID.said(turns)
    kept = {m.content: m.subject for m in await list_memories(store, "probe", "default",
                                                              status="active")}
    assert kept.get(note) in ("sister", "brother", "brother's wife"), kept


async def test_a_relatives_new_place_is_not_the_users_city() -> None:
    profile = await SAID.profile(["I live in Boston.",
                                  "My sister Anna just moved. Her new place is in Austin."])
    assert profile.splitlines() == ["city: Boston"], profile
