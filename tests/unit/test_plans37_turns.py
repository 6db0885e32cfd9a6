"""Issue 24 plans37: Chinese corrections and plans that move (docs/whole-facts.md, "Round plans37").

Each test says the turns as a user would through the real graph; each failed before its fix.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.store.audit import list_decisions
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turns", "replies", "now", "was"), [
    (["我下周去上海出差", "不对，我是下个月去"], ["好的，祝你出差顺利！", "明白了。"],
     "2027年1月去上海出差", "12月7日那一周去上海出差"),
    (["I'm flying to Tokyo next week", "No wait, it's next month actually."],
     ["Have a great trip!", "Got it."],
     "is flying to Tokyo in January 2027", "is flying to Tokyo in the week of December 7"),
    (["I have a dentist appointment on Tuesday", "Sorry, I meant Thursday, not Tuesday."],
     ["Noted.", "Got it."],
     # left41b: a weekday said bare is anchored (Saturday 5th: Tuesday 8th, Thursday 10th)
     "has a dentist appointment on December 10", "has a dentist appointment on December 8"),
    (["I'm flying to Tokyo next week", "Actually, I'm flying to Tokyo next month."],
     ["Have fun!", "Got it."],
     "is flying to Tokyo in January 2027", "is flying to Tokyo in the week of December 7"),
])
async def test_a_time_corrected_in_a_reply_supersedes_the_plan_it_names(
        turns: list[str], replies: list[str], now: str, was: str) -> None:
    # the reply named no plan: it kept nothing (the Chinese plan itself kept nothing) and
    # the old time stayed the only one active
    store = await SAID.said(turns, replies=replies)
    active = [m.content for m in await list_memories(store, "probe", "default",
                                                     status="active")]
    archived = await list_memories(store, "probe", "default", status="archived")
    assert active == [now], active
    assert [m.content for m in archived] == [was]
    assert archived[0].superseded_by and archived[0].history[-1]["by"] == "rules SUPERSEDE"
    stored = [d for d in await list_decisions(store, "probe", "default")
              if d.decision == "stored" and d.excerpt == now]
    assert stored and {"time_corrected", "said_again"} & set(stored[0].rules)
    assert archived[0].id in stored[0].reason


@pytest.mark.parametrize(("turns", "kept"), [
    (["我下周去上海出差", "不对，我觉得下个月更好"], "12月7日那一周去上海出差"),
    (["I'm flying to Tokyo next week", "No, I'm not free next week"],
     "is flying to Tokyo in the week of December 7"),
    (["我喜欢喝咖啡", "不对，我是下个月去"], "喜欢喝咖啡"),  # no time said before: nothing moves
    (["I'm flying to Tokyo next week", "Actually, my sister is flying to Tokyo next month."],
     "is flying to Tokyo in the week of December 7"),  # someone else's plan is not the user's
])
async def test_a_reply_that_corrects_no_time_moves_nothing(turns: list[str], kept: str) -> None:
    assert kept in await SAID.contents(turns, replies=["嗯。", "好的。"])


async def test_a_trip_next_week_is_kept_and_someone_elses_is_not_the_users() -> None:
    assert await SAID.contents(["我下周去上海出差"]) == ["12月7日那一周去上海出差"]
    assert await SAID.contents(["你下周去上海出差吗"]) == []


@pytest.mark.parametrize(("turns", "now", "was"), [
    (["我在北京工作", "我以前在北京工作，现在在上海了"], "现在在上海工作", "在北京工作"),
    (["我住在杭州", "我以前住在杭州，现在在上海"], "现在住在上海", "住在杭州"),
    (["面试定在周三", "原来是周三，现在改成周五了"], "面试定在周五", "面试定在周三"),
    (["我每周三上瑜伽课", "原来是周三，现在改成周五了"], "每周五上瑜伽课", "每周三上瑜伽课"),
    (["I live in Boston", "I used to live in Boston, but now I'm in Denver"], "is in Denver",
     "lives in Boston"),
])
async def test_a_value_said_anew_after_the_old_supersedes_it(turns: list[str], now: str,
                                                               was: str) -> None:
    # 现在在上海了 / 现在改成周五了 were kept beside the old value, which stayed active
    active, archived = await SAID.kept_and_archived(turns)
    assert active == [now] and archived == [was], (active, archived)


async def test_the_new_value_said_alone_keeps_the_old_frame() -> None:
    assert await SAID.contents(["我以前在北京工作，现在在上海了"]) == ["现在在上海工作"]
    # no fact said before it: the bare value is kept as said, nothing invented
    assert await SAID.contents(["原来是周三，现在改成周五了"]) == ["现在改成周五了"]


@pytest.mark.parametrize(("turns", "now", "was"), [
    (["I start at Stripe in January", "Today was my first day at Stripe!"],
     "works at Stripe, started on December 5", "starts at Stripe in January"),
    (["I got the job! I start as a data analyst at the hospital in January 2027.",
      "First day at the hospital, my manager Priya seems nice."],
     "got the job, works as a data analyst at the hospital, manager Priya seems nice",
     "got the job, starts as a data analyst at the hospital in January 2027"),
    (["我明年1月入职字节", "今天是我在字节上班的第一天"], "在字节上班，刚入职（12月5日）",
     "2027年1月入职字节"),
])
async def test_the_first_day_at_a_new_job_ends_the_plan_to_start_it(turns: list[str], now: str,
                                                                     was: str) -> None:
    # the note still said "starts … in January" once the job had started (fix36b's leftover)
    active, archived = await SAID.kept_and_archived(turns)
    assert active == [now] and archived == [was], (active, archived)


async def test_someone_elses_job_is_not_the_plan_a_first_day_ends() -> None:
    kept = await SAID.contents(["My sister starts at Stripe in January",
                                "Today was my first day at Stripe!"])
    assert "sister starts at Stripe in January" in kept, kept


@pytest.mark.parametrize(("said", "kept"), [
    ("最近睡得很差", "最近睡得很差"), ("最近总是半夜醒", "最近总是半夜醒"),
    ("I've been having trouble sleeping", "has been having trouble sleeping"),
])
async def test_sleep_going_badly_over_a_period_is_kept_as_a_health_fact(said: str,
                                                                        kept: str) -> None:
    # kept nothing, while 我最近睡得很差 and 这阵子老失眠 were kept (bench/data/README.md keeps
    # "has been stressed lately and sleeping poorly")
    store = await SAID.said([said])
    notes = [(m.memory_type, m.content) for m in await list_memories(store, "probe", "default",
                                                                     status="active")]
    assert notes == [("important_fact", kept)], notes


@pytest.mark.parametrize("said", ["昨晚没睡好", "I slept badly last night", "你最近睡得好吗？"])
async def test_one_bad_night_or_a_question_about_sleep_is_not_kept(said: str) -> None:
    assert await SAID.contents([said]) == []
