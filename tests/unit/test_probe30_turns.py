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
    (["我单身", "我交女朋友了"], "婚恋: 交女朋友"),
]


@pytest.mark.parametrize(("said", "shown"), SHOWN, ids=[" / ".join(s) for s, _ in SHOWN])
async def test_the_profile_shows_the_standing_said_last(said: list[str], shown: str) -> None:
    profile = await SAID.profile(said)
    assert shown in profile.splitlines(), profile
