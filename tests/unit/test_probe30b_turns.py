"""Two new users over a week (probe30b): what a companion hears and must keep, through the graph.

- 我对青霉素过敏，这个一定要记住 kept 这个一定要记住 as a preference of its own; "I'm lactose
  intolerant so keep that in mind for recipes" kept nothing (rows marker_fronted,
  keep_in_mind_en).
- 我有高血压 / 我有糖尿病 were short greetings; 我血压有点高，医生让我少吃盐 and "my cholesterol
  is a bit high" kept nothing or filled no health field (row health_measure; a short message
  filling a profile field is no small talk).
- 其实我不是药剂师，是临床药师 kept nothing and 职业 stayed 药剂师; "Actually I'm not a software
  engineer anymore, I got promoted to engineering manager" left occupation: software engineer
  (rows job_not_but_zh, job_not_but_en).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))

KEPT = [
    (["我对青霉素过敏，这个一定要记住"], ["对青霉素过敏"]),
    (["这点你记好，我不吃香菜"], ["不吃香菜"]),
    (["我有高血压"], ["有高血压"]),
    (["我有糖尿病"], ["有糖尿病"]),
    (["我血压有点高，医生让我少吃盐"], ["血压有点高，医生让我少吃盐"]),
    (["哈哈哈"], []),
    (["好的呀"], []),
]


@pytest.mark.parametrize(("said", "kept"), KEPT, ids=[" / ".join(s) for s, _ in KEPT])
async def test_what_is_kept(said: list[str], kept: list[str]) -> None:
    assert sorted(await SAID.contents(said)) == sorted(kept)


async def test_keep_that_in_mind_keeps_the_fact_before_it() -> None:
    kept = await SAID.contents(["I'm lactose intolerant so keep that in mind for recipes"])
    assert len(kept) == 1 and "lactose intolerant" in kept[0], kept
    assert not any("keep that in mind" in k for k in kept), kept


SHOWN = [
    (["我有高血压"], "健康: 高血压"),
    (["我血压有点高，医生让我少吃盐"], "健康: 血压有点高"),
    (["My doctor said my cholesterol is a bit high."], "health: cholesterol is a bit high"),
    (["我在成都一家医院做药剂师", "其实我不是药剂师，是临床药师，差别挺大的"], "职业: 临床药师"),
    (["我是一名护士", "我不是老师，是辅导员"], "职业: 辅导员"),
    (["I work as a software engineer at a fintech startup in Austin.",
      "Actually I'm not a software engineer anymore, I got promoted to engineering manager "
      "last month."], "occupation: engineering manager"),
    (["I'm a nurse.", "My sister got promoted to manager."], "occupation: nurse"),
]


@pytest.mark.parametrize(("said", "shown"), SHOWN, ids=[" / ".join(s) for s, _ in SHOWN])
async def test_the_profile_shows_it(said: list[str], shown: str) -> None:
    profile = await SAID.profile(said)
    assert shown in profile.splitlines(), profile


async def test_a_corrected_job_is_noted_once() -> None:
    kept = await SAID.contents(["我在成都一家医院做药剂师", "其实我不是药剂师，是临床药师"])
    assert kept == ["不是药剂师，是临床药师"], kept


async def test_a_relatives_measure_is_not_the_users_health() -> None:
    profile = await SAID.profile(["我妈血压有点高"])
    assert "健康" not in profile, profile
