"""A user's probe (round 30): changes of standing said plainly reach the profile.

- 我住在北京 then 上个月搬到上海了 kept nothing (no 我: seed 000's memory words), 城市 stayed 北京;
  搬到上海了 alone was a short greeting.
- "I'm single" then "I have a girlfriend now, her name is Amy" kept relationship: single.
- 我单身 was a short greeting (three characters), so nothing said it.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))

SHOWN = [
    (["我住在北京", "上个月搬到上海了"], "城市: 上海"),
    (["我住在北京", "搬到上海了"], "城市: 上海"),
    (["我住在北京", "下个月要搬到上海了"], "城市: 北京"),  # a plan: still Beijing
    (["我住在北京", "我姐姐上个月搬到上海了"], "城市: 北京"),  # the sister's move
    (["我住在北京", "公司上个月搬到上海了"], "城市: 北京"),  # the workplace's move
    (["I live in Portland.", "The company just moved to Austin."], "city: Portland"),
    (["I'm single.", "I have a girlfriend now, her name is Amy."],
     "relationship: has a girlfriend"),
    (["I'm single.", "My sister has a boyfriend."], "relationship: single"),
    (["I'm single.", "We have a new partner at the firm."], "relationship: single"),  # work
    (["I'm single.", "I got a new partner at work."], "relationship: single"),
    (["我单身", "我妹妹交男朋友了"], "婚恋: 单身"),
    (["我单身", "我交女朋友了"], "婚恋: 有女朋友"),  # the state, not the happening
    (["我单身", "我脱单了！"], "婚恋: 恋爱中"),  # probe31: kept nothing
    (["我单身", "我最近在谈恋爱了"], "婚恋: 恋爱中"),  # probe31: 单身 stayed
]


@pytest.mark.parametrize(("said", "shown"), SHOWN, ids=[" / ".join(s) for s, _ in SHOWN])
async def test_the_profile_shows_the_standing_said_last(said: list[str], shown: str) -> None:
    profile = await SAID.profile(said)
    assert shown in profile.splitlines(), profile


@pytest.mark.parametrize("said", ["I'm a vegetarian but I eat fish sometimes.", "I'm a Christian.",
                                  "I'm a beginner at chess.", "I'm an optimist.",
                                  "I'm a smoker."])
async def test_what_the_user_is_but_no_job_is_no_occupation(said: str) -> None:
    # "occupation: vegetarian" showed in a profile (NOT_JOBS_EN, memory/rules/slots.py)
    profile = await SAID.profile(["I work as a nurse.", said])
    assert "occupation: nurse" in profile.splitlines(), profile


async def test_a_job_ending_like_them_is_still_one() -> None:
    assert "occupation: librarian" in (await SAID.profile(["I'm a librarian."])).splitlines()


@pytest.mark.parametrize(("said", "kept"), [
    (["My favorite food is sushi.", "Actually my favorite food is ramen now."],
     ["favorite food is ramen now"]),
    (["我最喜欢的颜色是蓝色", "其实我现在最喜欢的颜色是绿色"], ["现在最喜欢的颜色是绿色"]),
    (["My favorite food is sushi.", "My favorite color is green."],
     ["favorite color is green", "favorite food is sushi"]),
    (["My favorite food is sushi.", "My sister's favorite food is ramen."],
     ["sister's favorite food is ramen", "favorite food is sushi"]),
])
async def test_a_favourite_of_the_same_kind_supersedes_the_older(said: list[str],
                                                                   kept: list[str]) -> None:
    # memory/rules/favorites.py: one slot per kind of thing, the user's own
    assert await SAID.contents(said) == kept


@pytest.mark.parametrize("said", ["Hi, I'm Susan, nice to meet you.",
                                  "I'm Susan, nice to meet you."])
async def test_a_name_said_with_a_greeting_to_the_partner_is_kept(said: str) -> None:
    # en_aside: the greeting tacked on with a comma made the whole clause a "partner" one
    assert "name: Susan" in (await SAID.profile(["Hello.", said])).splitlines()


async def test_a_relatives_favourites_of_two_kinds_both_stay() -> None:
    # Slot.kind: a slot per kind of thing whoever it is of (before, the sister's favourite
    # colour superseded her favourite food)
    kept = await SAID.contents(["My sister's favorite food is sushi.",
                                "My sister's favorite color is green."])
    assert kept == ["sister's favorite color is green", "sister's favorite food is sushi"]
