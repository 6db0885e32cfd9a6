"""A memory taken back leaves topic names and summaries and rolling summaries, clause by clause."""

from __future__ import annotations

from datetime import timedelta

from langgraph.checkpoint.memory import InMemorySaver

from strata_layered.graph.builder import build_graph
from strata_layered.memory.topics.forgetting import (
    forget_clauses,
    forget_in_name,
    forget_in_topic,
    taken_back,
)
from strata_layered.memory.topics.lifetime import list_topics
from strata_layered.memory.topics.naming import topic_name, topic_summary
from tests.unit.test_topics import AGENT, T0, USER, say, store

EN = "I am allergic to peanuts. My sister lives in Hangzhou."
ZH = "我对花生过敏，我姐姐住在杭州。"


def topic_of(text: str) -> tuple[str, str]:
    name = topic_name(text)
    return name, topic_summary(name, "", text)


def test_deleting_each_fact_of_a_message_empties_its_topic_in_english() -> None:
    name, summary = topic_of(EN)
    assert name == "peanuts"  # its first phrase (memory/topics/phrases.py)
    name, summary = forget_in_topic(name, summary, taken_back(["Is allergic to peanuts"], EN),
                                    domain=None)
    assert (name, summary) == ("sister", "About sister: My sister lives in Hangzhou")
    name, summary = forget_in_topic(name, summary, taken_back(
        ["Has a sister who lives in Hangzhou"], EN), domain="family")
    assert (name, summary) == ("family", "")  # no head alone


def test_deleting_each_fact_of_a_message_empties_its_topic_in_chinese() -> None:
    name, summary = topic_of(ZH)
    assert "花生" in name and "我对花生过敏" in summary
    name, summary = forget_in_topic(name, summary, taken_back(["对花生过敏"], ZH), domain=None)
    assert (name, summary) == ("姐姐住杭州", "关于姐姐住杭州：我姐姐住在杭州")
    name, summary = forget_in_topic(name, summary, taken_back(["姐姐住在杭州"], ZH), domain=None)
    assert "杭州" not in name + summary and "姐姐" not in name + summary


def test_an_emptied_name_is_renamed_from_what_the_summary_still_says() -> None:
    said = taken_back(["经常上夜班"])
    name, summary = forget_in_topic("上夜班", "关于上夜班：经常上夜班；我在儿童医院上班", said,
                                    domain="工作")
    assert "夜班" not in name + summary and "儿童医院" in name
    assert summary.endswith("我在儿童医院上班")


def test_a_clause_sharing_one_common_word_stays() -> None:
    said = taken_back(["喜欢喝乌龙茶"])
    assert forget_clauses("用户：我喜欢喝乌龙茶，我也喜欢爬山。\n用户：我喜欢猫", said) == (
        "用户：我也喜欢爬山。\n用户：我喜欢猫")
    assert forget_in_name("喜欢爬山", said) == "喜欢爬山"
    assert forget_clauses("I moved to Berlin, I am allergic to peanuts, and I run.",
                          taken_back(["allergic to peanuts"])) == "I moved to Berlin, and I run."


def test_a_source_clause_saying_the_memory_goes_with_it_and_the_others_stay() -> None:
    source = "我叫小林，我是一名护士，经常上夜班"
    said = taken_back(["是一名护士"], source)
    assert forget_clauses(source, said) == "我叫小林，经常上夜班"
    assert forget_clauses("我是一名儿科医生", said) == "我是一名儿科医生"


async def test_a_superseded_fact_leaves_its_topics_name_and_summary_through_the_graph() -> None:
    s = store()
    app = build_graph(checkpointer=InMemorySaver(), store=s)
    await say(app, "c", "我经常上夜班，我是一名护士", T0)
    (before,) = await list_topics(s, USER, AGENT)
    assert "夜班" in before.name and "经常上夜班" in before.summary
    await say(app, "c", "我现在不上夜班了，改成上白班了", T0 + timedelta(minutes=2))
    (after,) = await list_topics(s, USER, AGENT)
    assert after.name == "护士" and "经常上夜班" not in after.summary
    assert after.summary.endswith("改成上白班了")


def test_a_topic_with_nothing_left_says_it_was_forgotten() -> None:
    said = taken_back(["我老公叫大伟，是个厨师"])
    assert forget_in_topic("老公叫大伟", "关于老公叫大伟：我老公叫大伟，是个厨师", said,
                           domain=None) == ("（已遗忘的内容）", "")
    said = taken_back(["My husband Mark is a chef"])
    summary = "About husband mark chef: My husband Mark is a chef"
    assert forget_in_topic("husband mark chef", summary, said, domain=None) == ("(forgotten)", "")
