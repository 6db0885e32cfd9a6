"""A topic's summary keeps what the user said of its subject, not reactions to the partner.

Issue 25 item 2 (memory/rules/topic_points.py): `strata topics` on imported development
histories read "About three dogs: They're amazing; This pup is so adorable" and
"关于工作：…这些建议非常实用；我很感激". Said through the real offline graph.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.rules.reactions import bare_verdict_zh
from strata_layered.memory.topics.chatter import RESPONSE_CLAUSE
from strata_layered.memory.topics.lifetime import list_topics
from strata_layered.memory.topics.naming import summary_points
from tests.support.said_graph import SaidGraph

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


async def _summaries(turns: list[str]) -> str:
    store = await SaidGraph(START).said(turns)
    return "\n".join(t.summary for t in await list_topics(store, "probe", "default"))


async def test_an_english_topic_keeps_the_facts_and_leaves_the_reactions() -> None:
    summary = await _summaries([
        "I adopted a puppy named Luna from the shelter last month.",
        "They're amazing! This pup is so adorable.",
        "I got a great pic of her last night. Check it out!",
        "Luna sleeps in a basket next to my bed.",
    ])
    assert "adopted a puppy named Luna" in summary
    assert "sleeps in a basket" in summary
    assert "got a great pic" in summary
    for said in ("They're amazing", "so adorable", "Check it out"):
        assert said not in summary, said


async def test_a_chinese_topic_keeps_the_facts_and_leaves_the_thanks() -> None:
    summary = await _summaries([
        "最近我在思考要不要换一份工作，现在的薪资不太理想。",
        "这些建议非常实用，我很感激。",
        "我今天做了宫保鸡丁，挺好吃的。",
    ])
    assert "薪资不太理想" in summary and "宫保鸡丁" in summary
    for said in ("这些建议非常实用", "我很感激", "挺好吃的"):
        assert said not in summary, said


@pytest.mark.parametrize(("text", "points"), [
    ("The yoga getaway is at a retreat center by the lake. It's been a wild ride!",
     ["The yoga getaway is at a retreat center by the lake"]),
    ("My dog is so adorable. That castle looks amazing.", ["My dog is so adorable"]),
    ("I'm so excited to check it out! I'm excited to start my new job.",
     ["I'm excited to start my new job"]),
    ("I couldn't agree more. I have to go to Boston for work.",
     ["I have to go to Boston for work"]),
    ("我的朋友最近经常对我发脾气，味道还不错。", ["我的朋友最近经常对我发脾气"]),
])
def test_what_a_summary_takes_of_a_message(text: str, points: list[str]) -> None:
    assert summary_points(text) == points


@pytest.mark.parametrize("said", ["挺好吃的", "味道还不错", "感觉非常壮观和神秘", "感觉非常危险",
                                  "味道很好哦", "非常震撼", "天气真好"])
def test_a_bare_verdict_is_no_point_nor_name(said: str) -> None:
    assert bare_verdict_zh(said), said
    assert summary_points(said + "。") == []


@pytest.mark.parametrize("said", ["我觉得川菜很好吃", "这家店的火锅很好吃", "感觉自己压力很大",
                                  "学了一道新的菜"])
def test_a_verdict_with_a_subject_of_its_own_is_no_bare_verdict(said: str) -> None:
    assert not bare_verdict_zh(said), said


@pytest.mark.parametrize(("said", "answers"), [
    ("这些建议非常实用", True), ("我很感激", True), ("这些都听起来很复杂", True),
    ("肯定会有的", True), ("你说得太对了", True), ("你的建议很有帮助", True),
    ("这些菜都很好吃", False), ("我很感激我的父母", False), ("我会去北京的", False),
    ("这个城市很好", False),
])
def test_an_answer_to_the_partner_is_read_once_for_routing_and_summaries(
        said: str, answers: bool) -> None:
    assert bool(RESPONSE_CLAUSE.match(said)) is answers
    assert (summary_points(said + "。") == []) is answers
