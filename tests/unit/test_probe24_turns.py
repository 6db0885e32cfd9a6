"""What a new user says to a companion, through the real graph (issue 24, probe24)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import get_profile
from tests.support.said_graph import SaidGraph

T0 = datetime(2026, 12, 3, 9, 0, tzinfo=UTC)


_PROBE = SaidGraph(T0)
_said, _contents, _profile = _PROBE.said, _PROBE.contents, _PROBE.profile


async def test_a_job_left_supersedes_the_job_and_is_kept_without_the_correction_cue() -> None:
    kept = await _contents(["我在一家银行上班。",
                            "不对，我上个月已经辞职了，现在自己开了个咖啡店。"])
    assert "在一家银行上班" not in kept, kept  # the job left is superseded
    assert any(k.startswith("2026年11月已经辞职了") for k in kept), kept
    assert any("开了个咖啡店" in k for k in kept) and not any("不对" in k for k in kept), kept


async def test_a_move_said_with_when_or_from_where_sets_the_users_city() -> None:
    text = await _profile(["I live in Austin.", "My brother lives in Dallas.",
                           "Actually I just moved to Portland last week."])
    assert "city: Portland" in text and "Dallas" not in text, text
    text = await _profile(["I moved from Chicago to Denver two months ago."])
    assert "city: Denver" in text, text


async def test_a_state_the_user_left_neither_fills_nor_supersedes_their_slot() -> None:
    text = await _profile(["I used to be vegetarian but I started eating fish again last year."])
    assert "vegetarian" not in text, text
    kept = await _contents(["我住在上海。", "我以前住在北京。"])
    assert "住在上海" in kept, kept


async def test_a_job_with_its_field_before_it_is_the_users_occupation() -> None:
    text = await _profile(["我是大学老师，教高等数学。"])
    assert "职业: 大学老师" in text, text


async def test_weeks_and_months_ago_are_anchored_to_the_turns_date() -> None:
    kept = await _contents(["I quit smoking three weeks ago."])
    assert kept == ["quit smoking in the week of November 9"], kept
    kept = await _contents(["我三个月前开始学画画。"])
    assert kept == ["2026年9月开始学画画"], kept


async def test_an_allergy_list_and_an_allergic_condition_reach_the_profile() -> None:
    text = await _profile(["I'm allergic to peanuts and shellfish."])
    assert "allergies: peanuts and shellfish" in text, text
    text = await _profile(["我有过敏性鼻炎好多年了。"])
    assert "过敏: 过敏性鼻炎" in text, text


async def test_who_the_user_has_not_and_a_weekday_routine_are_kept() -> None:
    kept = await _contents(["我没有兄弟姐妹，是独生女。"])
    assert any("没有兄弟姐妹" in k for k in kept), kept
    kept = await _contents(["我周二和周四要加班到很晚。"])
    assert any("周二和周四要加班" in k for k in kept), kept


async def test_the_users_age_reaches_the_profile_and_a_childhood_age_does_not() -> None:
    text = await _profile(["I'm 34 and I live alone with my dog."])
    assert "age: 34" in text, text
    text = await _profile(["我今年28岁，一个人住在上海。", "我三岁的时候就开始学钢琴了。"])
    # a value of no language (28) is labelled in the profile's: 年龄 beside 城市
    assert "年龄: 28" in text and "城市: 上海" in text and "3" not in text, text


async def test_a_pet_of_any_kind_and_its_names_reach_the_profile() -> None:
    text = await _profile(["我以前很怕狗，现在自己养了一只柯基。"])
    assert "宠物: 柯基" in text, text
    text = await _profile(["I have two cats, Mochi and Biscuit, and a golden retriever named Max."])
    assert "Mochi and Biscuit" in text, text


async def test_a_liking_reversed_in_english_supersedes_the_liking() -> None:
    kept = await _contents(["I like cats.", "I don't like cats anymore."])
    assert kept == ["doesn't like cats anymore"], kept
    kept = await _contents(["I like cats.",
                            "I don't like cats anymore, I'm more of a dog person now."])
    assert kept == ["doesn't like cats anymore, is more of a dog person now"], kept


async def test_a_meeting_moved_to_a_weekday_is_no_city() -> None:
    text = await _profile(["Remember that I have a meeting every Monday at 9.",
                           "My meeting moved to Tuesdays."])
    assert "city" not in text, text


async def test_a_he_or_she_after_the_user_named_a_relative_is_that_relatives_fact() -> None:
    store = await _said(["我哥哥上周来看我了。", "他是个程序员，在深圳工作。"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert [(m.content, m.subject) for m in kept] == [("哥哥是个程序员，在深圳工作", "brother")]
    profile = await get_profile(store, "probe", "default", now=T0 + timedelta(hours=1))
    assert profile is None or "职业" not in profile.text, profile


async def test_a_friend_introduced_with_you_have_keeps_the_next_turns_she() -> None:
    store = await _said(["我有个朋友叫小美。", "她是一名医生，在协和医院工作。"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert ("朋友是一名医生，在协和医院工作", "friend") in [(m.content, m.subject) for m in kept]


async def test_going_to_bed_now_is_no_plan_and_learning_a_language_is() -> None:
    assert await _contents(["Hello!", "I'm going to bed now, good night!"]) == []
    assert await _contents(["Hello!", "I'm going to learn Spanish this year."]) == [
        "is going to learn Spanish this year"]


async def test_a_plan_said_after_its_time_keeps_the_date_and_loses_the_wo() -> None:
    assert await _contents(["下个月我打算带爸妈去云南旅游。"]) == ["2027年1月打算带爸妈去云南旅游"]
