"""An introduction, a surname or one person names a topic only while it is about them (topics38).

A user saw (issue 25): a topic opened by 我叫林晓，最近失眠 named 自我介绍 for ten messages on
sleep; "I'm Italian" and "Monday here" read as a self-introduction; a topic named 姓周 (the user's
surname) holding other subjects; work and exam messages under a topic named 男朋友Kevin. Rows:
memory/rules/topic_name_people.py; applied by memory/topics/introductions.py.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.records import TopicRecord, load
from strata_layered.memory.topics.naming import names_no_subject, recurring_name, subject_name
from tests.support.said_graph import SaidGraph

T0 = datetime(2026, 3, 1, 9, tzinfo=UTC)

SLEEP_ZH = ["我叫林晓，最近失眠。", "晚上躺在床上两个小时都睡不着。",
            "我试过喝热牛奶，但是没什么用。", "医生说我可能是焦虑引起的失眠。",
            "我想试试睡前冥想。", "我已经连续一周每天只睡四个小时了。"]
COOKING_ZH = ["我姓周，你可以叫我小周。", "我最近在学做饭，想学几道家常菜。",
              "昨天做了番茄炒蛋，有点咸。", "周末我想试试红烧肉。",
              "我妈说炖的时候放点冰糖。", "做饭比我想象的难多了。"]
WORK_ZH = ["我男朋友Kevin最近工作很忙，我们很少见面。", "我自己工作也很忙，项目要上线了。",
           "老板让我周末也来公司加班。", "下个月还有一个资格考试，我都没时间复习。",
           "考试考的是财务知识，我数学不太好。", "每天下班回家都十点多了，还要看书。",
           "我同事说可以报个培训班。", "工作和考试两头忙，我压力好大。"]


async def _topics(turns: list[str]) -> list[tuple[str, int]]:
    store = await SaidGraph(T0).said(turns)
    hits = await store.asearch(ns.topics("probe", "default"), limit=50)
    return [(t.name, t.message_count) for h in hits if (t := load(TopicRecord, h.value))]


@pytest.mark.parametrize(("text", "name"), [
    # An introduction names a message only when nothing else is said in it.
    ("我叫林晓，最近失眠。", "失眠"),
    ("我姓周，最近工作压力很大。", "工作压力"),
    ("我姓周。", "自我介绍"),
    ("我叫Coco。", "自我介绍"),
    ("你可以叫我小周。", "自我介绍"),
    ("Pri here.", "self-introduction"),
    # Non-examples: no one's name after "I'm" or before "here"; a name that is someone else's.
    ("I'm Italian and I love cooking pasta.", "cooking pasta"),
    ("我叫了外卖，是一份麻辣烫。", "外卖"),
    ("My sister Priya is visiting next week.", "sister Priya"),
])
def test_an_introduction_names_only_a_message_that_says_nothing_else(text: str, name: str) -> None:
    assert subject_name(text) == name


@pytest.mark.parametrize("text", ["I'm Italian.", "Monday here.", "I'm Tired.", "Morning here."])
def test_a_nationality_a_day_or_a_state_is_no_self_introduction(text: str) -> None:
    assert subject_name(text) != "self-introduction"


def test_an_introduction_gives_way_in_either_language() -> None:
    assert names_no_subject("自我介绍")
    assert names_no_subject("self-introduction")


@pytest.mark.parametrize(("summary", "renamed"), [
    # One person that few points say: renamed by what the points keep saying.
    ("关于男朋友Kevin：我男朋友Kevin最近工作很忙；我自己工作也很忙；老板让我周末也来公司加班；"
     "下个月有一个资格考试；工作和考试两头忙；考试让我压力好大", True),
    # Non-example: a topic that keeps talking about that person keeps their name.
    ("关于男朋友Kevin：我男朋友Kevin最近工作很忙；Kevin周末也加班；他说工作压力很大；"
     "我和Kevin很少见面；工作和考试两头忙", False),
])
def test_one_person_names_a_topic_only_while_its_points_say_them(summary: str,
                                                                 renamed: bool) -> None:
    assert bool(recurring_name(summary)) is renamed


async def test_a_topic_opened_by_an_introduction_is_named_by_its_subject() -> None:
    topics = await _topics(SLEEP_ZH)
    assert not any(name == "自我介绍" for name, _ in topics)
    assert any("失眠" in name for name, _ in topics)


async def test_a_topic_is_never_named_after_the_users_surname() -> None:
    topics = await _topics(COOKING_ZH)
    assert not any("姓周" in name or name == "自我介绍" for name, _ in topics)
    assert any("做饭" in name for name, _ in topics)


async def test_work_and_exams_are_not_filed_under_a_boyfriends_name() -> None:
    topics = await _topics(WORK_ZH)
    many = [name for name, count in topics if count >= 4]
    assert many
    assert not any("Kevin" in name for name in many)


async def test_what_is_no_introduction_is_not_filed_as_one() -> None:
    topics = await _topics(["I'm Italian.", "I'm tired.", "Monday here."])
    assert topics
    assert not any(name == "self-introduction" for name, _ in topics)
