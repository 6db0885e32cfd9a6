"""Ordinary sentences that look like what round 40's rows read, and are not (review40).

Each was written before it was run, through the real graph; each case failed on main e605f73
but the guards (a sentence that must stay as it was).
"""

from __future__ import annotations

from datetime import UTC, datetime

from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 11, 0, tzinfo=UTC))


async def test_a_list_with_no_place_or_two_ages_is_no_profile() -> None:
    # profile_lists.py read where something came from, or the kids' ages, as the user's
    profile = await _said.profile(["two dogs, from the shelter"])
    assert "city" not in profile and "hometown" not in profile, profile
    profile = await _said.profile(["3 kids, from my first marriage"])
    assert "city" not in profile and "hometown" not in profile, profile
    assert "age" not in await _said.profile(["married, two kids, 4, 7"])
    assert await _said.contents(["married, two kids, living in a tiny flat"]) == []
    # a place named with 'the' is still a place
    assert "age: 34" in await _said.profile(["34, married, originally from the uk"])


async def test_a_participle_before_someone_else_is_theirs() -> None:
    # "Born in 1970" gave the user age: Born in 1970; "based in London" city: London
    assert "age" not in await _said.profile(["Born in 1970, my dad still runs every day"])
    assert await _said.contents(["Born in 1970, my dad still runs every day"]) == [
        "dad still runs every day, born in 1970"]
    assert "city" not in await _said.profile(["Based in London, my sister works in finance"])
    assert "city: Berlin" in await _said.profile(["Based in Berlin, I work in finance"])
    assert "age: born in 1995" in await _said.profile(["I was born in 1995"])


async def test_giving_birth_is_no_year_of_birth() -> None:
    # 生 is also giving birth: 我2015年生的老二 gave 年龄: 2015年生
    assert "年龄" not in await _said.profile(["我2015年生的老二，现在上小学了"])
    assert "年龄: 1990年出生" in await _said.profile(["我是1990年出生的人"])


async def test_the_job_of_someone_the_user_is_of_is_theirs() -> None:
    assert "职业" not in await _said.profile(["我是退休老师的女儿"])
    assert "职业" not in await _said.profile(["我是老师的女儿"])
    assert "职业: 退休中学语文老师" in await _said.profile(["我是退休中学语文老师"])


async def test_a_sentence_adverb_before_a_relative_is_no_name() -> None:
    # kin_appositive_en read 'Sadly, my dog, Max' as a dog named Sadly
    for said, adverb in (("Sadly, my dog, Max, passed away last week", "Sadly Max"),
                         ("Luckily, my boss, who is nice, let me go home early", "boss Luckily"),
                         ("Anyways, my sister, who lives in Leeds, is visiting",
                          "sister Anyways")):
        kept = await _said.contents([said])
        assert not any(adverb in memory for memory in kept), kept
    assert "age" not in await _said.profile(["Emily, my daughter, is 6"])
