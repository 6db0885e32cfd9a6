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

from strata_layered.memory.long_term.memories import list_memories
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


# - 女儿的生日是6月3号 kept nothing (no 我): a son or daughter named bare is the user's (row
#   bare_child); the user's own birthday stays theirs.
# - "Our anniversary is on June 12" kept nothing, while 我们的结婚纪念日是6月12号 was kept (row
#   dated_occasion_en).
# - 记住我的车牌号是川A12345 was typed 偏好 (row mine_is).
async def test_a_daughters_birthday_is_hers() -> None:
    store = await SAID.said(["我生日是3月14号", "女儿的生日是6月3号"])
    kept = {m.content: m.subject for m in await list_memories(store, "probe", "default",
                                                               status="active")}
    assert kept == {"生日是3月14号": "user", "女儿的生日是6月3号": "daughter"}, kept
    profile = await SAID.profile(["我生日是3月14号", "女儿的生日是6月3号"])
    assert "生日: 3月14号" in profile.splitlines(), profile


DATED = [
    (["Our anniversary is on June 12."], ["anniversary is on June 12"]),
    (["My due date is August 9th."], ["due date is August 9th"]),
    (["Happy anniversary!"], []),
    (["What should I get her for our anniversary?"], []),
]


@pytest.mark.parametrize(("said", "kept"), DATED, ids=[" / ".join(s) for s, _ in DATED])
async def test_an_occasions_date_is_kept(said: list[str], kept: list[str]) -> None:
    assert await SAID.contents(said) == kept


TYPED = [
    ("记住我的车牌号是川A12345", "important_fact"),
    ("My blood type is O negative.", "important_fact"),
    ("我的爱好是画画", "preference"),
]


@pytest.mark.parametrize(("said", "kind"), TYPED, ids=[s for s, _ in TYPED])
async def test_a_thing_of_the_users_with_its_value_is_a_fact(said: str, kind: str) -> None:
    store = await SAID.said([said])
    kinds = [m.memory_type for m in await list_memories(store, "probe", "default",
                                                        status="active")]
    assert kinds == [kind], kinds


# 我以前很喜欢吃火锅，现在不太吃了，胃受不了 kept 现在不太吃了，胃受不了: what is no longer eaten
# was lost (row bare_verb_now), and the reason after the change is part of it.
CHANGED = [
    (["我以前很喜欢吃火锅，现在不太吃了，胃受不了"], ["现在不太吃火锅了，胃受不了"]),
    (["我以前很喜欢吃辣，现在不太吃辣了"], ["现在不太吃辣了"]),
]


@pytest.mark.parametrize(("said", "kept"), CHANGED, ids=[" / ".join(s) for s, _ in CHANGED])
async def test_a_habit_changed_keeps_what_it_is_about(said: list[str], kept: list[str]) -> None:
    assert await SAID.contents(said) == kept


# 早上好 then 我女儿今年六岁了，九月份上小学 kept nothing: a relative's age fills no slot of the
# user's, so no rule read it as a fact (the learned model alone scored it under its threshold).
async def test_a_relatives_age_is_theirs_and_kept() -> None:
    store = await SAID.said(["早上好", "我今年28岁", "我女儿今年六岁了，九月份上小学"])
    kept = {m.content: m.subject for m in await list_memories(store, "probe", "default",
                                                               status="active")}
    assert kept == {"今年28岁": "user", "女儿今年六岁了，九月份上小学": "daughter"}, kept
    profile = await SAID.profile(["我今年28岁", "我女儿今年六岁了"])
    assert "年龄: 28" in profile.splitlines(), profile


# "My wife loves sushi but I'm not a big fan" kept "is not a big fan": of what was lost (rows
# bare_fan, liked_object).
async def test_not_a_fan_says_of_what() -> None:
    store = await SAID.said(["My wife loves sushi but I'm not a big fan"])
    kept = {m.content: m.subject for m in await list_memories(store, "probe", "default",
                                                               status="active")}
    assert kept == {"wife loves sushi": "wife", "is not a big fan of sushi": "user"}, kept


# 我最近在减肥 then 目标是三个月瘦十斤 kept only the diet: a goal without 我 (row goal_bare_zh).
GOALS = [
    (["我最近在减肥", "目标是三个月瘦十斤"], ["最近在减肥", "目标是三个月瘦十斤"]),
    (["今年的目标是存五万块"], ["今年的目标是存五万块"]),
    (["他的目标是当医生"], []),
]


@pytest.mark.parametrize(("said", "kept"), GOALS, ids=[" / ".join(s) for s, _ in GOALS])
async def test_a_goal_said_bare_is_the_users(said: list[str], kept: list[str]) -> None:
    assert sorted(await SAID.contents(said)) == sorted(kept)
