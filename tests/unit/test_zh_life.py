"""A zh user's plans, worries, household and milestones are kept; errands and moods are not.

The rows are memory/rules/life.py and standing.py; these read whole messages through the
gate's chain and the rule extraction, as a user's turn goes offline (issue 24, zh24).
"""

from __future__ import annotations

import asyncio

import pytest

from strata_layered.memory.gate.rules import judge_turn
from strata_layered.memory.writing.spans import kept_memories


def remembered(text: str, asked: str = "") -> list[tuple[str, str]]:
    judgement = asyncio.run(judge_turn(text, "嗯，我在听。", [], asked=asked))
    if not judgement.should_extract:
        return []
    return [(m.memory_type, m.content)
            for m in kept_memories(text, judgement, spans=False, asked=asked)]


@pytest.mark.parametrize(("text", "kept"), [
    ("我们家刚添了个女儿", "我们家刚添了个女儿"),
    ("我们家有三口人，我和老公还有儿子。", "我们家有三口人"),
    ("我准备下个月考驾照，有点紧张。", "准备下个月考驾照"),
    ("其实我一直想养一只猫。", "想养一只猫"),
    ("嘿，你知道吗？元旦晚会我要表演魔术！", "元旦晚会我要表演魔术"),
    ("我很担心妈妈的身体，她最近老咳嗽。", "担心妈妈的身体"),
    ("今天我学了一道新的菜，叫做清蒸鲈鱼，非常好吃！", "学了一道新的菜，叫做清蒸鲈鱼"),
    ("今天我参加了一个聚会，认识了一些新朋友。", "认识了一些新朋友"),
    ("我今天好伤心，我们家的狗狗不见了。", "我们家的狗狗不见了"),
    ("最近工作上的压力有些大，有些困难很难解决。", "最近工作上的压力有些大"),
    ("我最近经常感冒，是不是免疫力下降了", "最近经常感冒"),
])
def test_a_plan_a_worry_the_household_and_a_milestone_are_kept(text: str, kept: str) -> None:
    notes = remembered(text)
    assert [t for t, c in notes if kept in c] == ["important_fact"], notes


def test_a_pastime_of_a_recent_period_is_kept_as_a_hobby() -> None:
    # A period of the user's life, kept; how they spend their free time is a preference
    # (memory/rules/habit_types.py `pastime_zh`; the labels' 最近闲暇时间都在看书, round type36).
    notes = remembered("很有道理。我最近闲暇时间都在看书，你有没有一些书推荐？")
    assert [t for t, c in notes if "最近闲暇时间都在看书" in c] == ["preference"], notes


@pytest.mark.parametrize("text", [
    "今天我去公园玩了，天气很好。",
    "我今晚想吃火锅。",
    "我打算一会儿去洗澡，回头再聊。",
    "我担心明天下雨。",
    "我们家今天吃饺子。",
    "是啊，我本来还想带朋友下次一起去的，现在失望透顶！",
    "最近天气很好，适合出去玩。",
    "我准备去吃饭了",
    "我妈妈叫我早点回家",
    "好的，听起来非常棒。现在我要去享受我的生日了。谢谢你的陪伴，我们下次再聊，再见！",
    "我最近很开心",  # a recent period's mood, cold, meal or nothing much (review of recent_period)
    "我最近感冒了",
    "我最近吃了一顿火锅",
    "我最近没什么事",
])
def test_an_outing_an_errand_a_mood_keep_nothing(text: str) -> None:
    assert remembered(text) == []


def test_a_bare_answer_to_a_liking_question_is_kept_with_what_was_asked() -> None:
    # 喜欢！ says nothing alone; after 你喜欢吃棉花糖吗？ it says 喜欢吃棉花糖.
    notes = remembered("喜欢！上次在公园吃棉花糖，我还看到了好多漂亮的花哦！",
                       asked="因为云朵就像棉花糖一样柔软。你喜欢吃棉花糖吗？")
    assert ("preference", "喜欢吃棉花糖") in notes, notes
    notes = remembered("I like it! I also enjoy drawing.", asked="Do you like writing?")
    assert any(c.startswith("likes writing") for _, c in notes), notes


def whose(text: str) -> list[tuple[str, str]]:
    judgement = asyncio.run(judge_turn(text, "嗯，我在听。", []))
    return [(m.content, m.subject) for m in kept_memories(text, judgement, spans=False)]


def test_a_why_question_about_a_friend_keeps_the_friends_move_as_theirs() -> None:
    # 为什么…要搬…？ takes the move as given; the best friend's move is not the user's city.
    assert whose("为什么我的好朋友要搬到另一个城市呢？") == [("好朋友要搬到另一个城市", "friend")]
    assert whose("我最好的朋友搬到了上海") == [("最好的朋友搬到了上海", "friend")]
    assert whose("为什么叶子是绿色的？") == []


def test_leaving_keeps_nothing_but_the_fact_said_before_it() -> None:
    # 现在我必须离开了，有些事情需要处理 is the user leaving the chat (rows about_to, busy_excuse).
    text = "是的，我非常期待有机会可以去旅游。现在我必须离开了，有些事情需要处理。再见！"
    for spans in (False, True):
        judgement = asyncio.run(judge_turn(text, "嗯，我在听。", []))
        notes = [m.content for m in kept_memories(text, judgement, spans=spans)]
        assert notes and all("处理" not in n and "离开" not in n for n in notes), notes
    # What one practises, or a lasting plan, said the same way is still kept.
    assert remembered("我要去北京工作了") != []


@pytest.mark.parametrize(("text", "kept", "not_kept"), [
    ("我原来想当医生，现在是护士", "是护士", "医生"),
    ("我以前住在北京，现在住在上海", "住在上海", "北京"),
])
def test_the_new_state_after_an_old_one_is_the_users(text: str, kept: str, not_kept: str
                                                     ) -> None:
    # rows past_state / now: the old state is not kept, the new one is the user's own
    notes = [c for _, c in remembered(text)]
    assert any(kept in c for c in notes) and not any(not_kept in c for c in notes), notes


def test_a_bare_no_to_a_liking_question_is_a_dislike_of_what_was_asked() -> None:
    # row bare_dislike; 当然会 opening an answer is an answer word (span_answer_word), no memory
    notes = remembered("不是很喜欢，但是我真的想在比赛中表现得更好。", asked="你平时喜欢跑步吗？")
    assert ("preference", "不是很喜欢跑步") in notes, notes
    judgement = asyncio.run(judge_turn("当然会，电影可以让我看到许多不同的生命体验。", "嗯。", []))
    notes = [(m.memory_type, m.content) for m in kept_memories(
        "当然会，电影可以让我看到许多不同的生命体验。", judgement, spans=True)]
    assert all(c not in ("会", "当然会") for _, c in notes), notes


def test_a_why_question_about_a_relative_named_bare_keeps_what_it_takes_as_given() -> None:
    # row why_given: 奶奶 without 我的 is the speaker's; seed 000's 我 withheld it, and the span
    # selector read the clause as a question
    text = "为什么奶奶会生病呢？她总是很注意身体的。"
    judgement = asyncio.run(judge_turn(text, "嗯，我在听。", []))
    for spans in (False, True):
        notes = [m.content for m in kept_memories(text, judgement, spans=spans)]
        assert any("奶奶会生病" in n for n in notes), (spans, notes)
    assert remembered("为什么他要搬家？") == []


@pytest.mark.parametrize(("asked", "object_"), [
    ("你喜欢猫吗？", "猫"), ("你爱他吗？", "他"),
    ("你喜欢我吗？", None),  # the partner itself: no object to restate in the user's words
    ("你喜欢猫还是狗？", None),  # a choice: a bare 不喜欢 answers neither
])
def test_the_asked_object_leaves_the_question_word_and_choices_out(
        asked: str, object_: str | None) -> None:
    from strata_layered.memory.gate.answers import asked_object

    assert asked_object(asked) == object_
