"""A request to forget names what it takes back, in English and Chinese, and nothing else.

"Actually forget that I live in Hangzhou." after "I live in Hangzhou and I work as a nurse."
used to read as "forget that" alone (the turn before) and deleted the nurse's job as well;
"forget about my sister being sick" was kept as a memory. memory/forgetting/take_back.py `says_all`
reads an English request by its words, their endings aside.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.graph.retrieval.preview import preview_context
from strata_layered.memory.forgetting.take_back import (
    Named,
    named_back,
    says_all,
    says_fact,
    slot_named,
)
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.topics.lifetime import list_topics
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


async def test_forgetting_one_fact_of_a_message_keeps_the_other() -> None:
    kept = await SAID.contents(["I live in Hangzhou and I work as a nurse.",
                                "My sister is sick at the moment.",
                                "Actually forget that I live in Hangzhou."])
    assert not any("Hangzhou" in k for k in kept)
    assert any("nurse" in k for k in kept) and any("sister" in k for k in kept)


async def test_forget_about_a_thing_deletes_it_and_is_never_kept_itself() -> None:
    kept = await SAID.contents(["My sister is sick at the moment.", "I love green tea.",
                                "forget about my sister being sick"])
    assert kept == ["loves green tea"]


async def test_a_fact_said_in_another_conversation_is_forgotten_too() -> None:
    store = await SAID.said(["I live in Hangzhou and I work as a nurse."])
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="probe", model="offline", conversation_id="a-week-later")
    await graph.ainvoke({"user_text": "Please don't remember that I live in Hangzhou."},
                        {"configurable": {"thread_id": "later"}}, context=ctx)
    kept = [m.content for m in await list_memories(store, "probe", "default")]
    assert kept == ["works as a nurse"]


async def test_forget_that_alone_still_takes_back_the_turn_before() -> None:
    kept = await SAID.contents(["I love green tea.", "I work at a bakery on Elm Street.",
                                "forget that"])
    assert kept == ["loves green tea"]


async def test_a_chinese_request_that_says_the_fact_forgets_it_and_is_never_kept() -> None:
    for request in ("别记住我住在杭州。", "忘掉我住在杭州这件事吧", "不要记我住杭州的事",
                    "忘了我在杭州住吧"):
        kept = await SAID.contents(["我住在杭州，是一名护士。", "我喜欢喝绿茶。", request])
        assert sorted(kept) == ["喜欢喝绿茶", "是一名护士"], (request, kept)


async def test_a_chinese_fact_said_in_another_conversation_is_forgotten_too() -> None:
    store = await SAID.said(["我住在杭州，是一名护士。"])
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="probe", model="offline", conversation_id="a-week-later")
    await graph.ainvoke({"user_text": "别记住我住在杭州。"},
                        {"configurable": {"thread_id": "later"}}, context=ctx)
    assert [m.content for m in await list_memories(store, "probe", "default")] == ["是一名护士"]


async def test_a_slot_called_by_its_name_forgets_the_users_own_fact_of_it() -> None:
    kept = await SAID.contents(["I live in Lisbon and my mom lives in Porto.",
                                "I work as a pharmacist.", "please forget my city"])
    assert not any("Lisbon" in k for k in kept)
    assert any("Porto" in k for k in kept) and any("pharmacist" in k for k in kept)
    kept = await SAID.contents(["我在一家医院当护士。", "我住在杭州。", "忘掉我的工作吧"])
    assert kept == ["住在杭州"]


def test_what_a_request_names_and_what_it_matches() -> None:
    assert slot_named("my city") == "city" and slot_named("的工作") == "occupation"
    assert slot_named("my family") is None and slot_named("my city trip") is None
    assert slot_named("my job for now") == "occupation"  # review29b: named nothing
    assert named_back("别记我今天说的房租") == Named("房租", this_conversation=True)
    assert named_back("别记住我住在杭州。") == Named("住在杭州", this_conversation=False)
    assert named_back("别忘了我住在杭州") is None
    assert says_fact("住在杭州", "住杭州") and says_fact("我在杭州住", "住在杭州")
    assert not says_fact("去过日本", "的过去")  # shares 过 and 去, never says 过去
    assert named_back("Actually forget that I live in Hangzhou.") == Named(
        "I live in Hangzhou", this_conversation=False)
    assert named_back("Don't forget to call mom") is None
    assert named_back("forget it") is None
    assert says_all("lives in Hangzhou", "I live in Hangzhou")
    assert says_all("Lived in Hangzhou, works as a nurse", "I'm living in Hangzhou")
    assert not says_all("works as a nurse", "I live in Hangzhou")
    assert not says_all("lives in Hangzhou", "my address")
    assert says_all("ex's new addresses", "my ex's new address")


async def test_an_ordinary_sentence_or_someone_elses_fact_is_never_taken_back() -> None:
    said = ["I work as a nurse and I'm waiting for a job offer.", "My sister is sick.",
            "I broke up with my boyfriend, I still miss him."]
    before = sorted(await SAID.contents(said))
    for ordinary in ("Don't keep me waiting", "Forget work!", "Just forget about him.",
                     "forget that I'm sick"):
        assert sorted(await SAID.contents([*said, ordinary])) == before, ordinary
    said = ["我妈妈的生日是5月3日。", "我妹妹生病了。"]
    before = sorted(await SAID.contents(said))
    for ordinary in ("忘了我妈的生日了", "不要记得我生病"):  # "forgot…"; the user's own illness
        assert set(before) <= set(await SAID.contents([*said, ordinary])), ordinary


async def test_a_request_that_restates_the_fact_stays_out_of_topics_and_recall() -> None:
    store = await SAID.said(["我住在杭州，是一名护士。", "我喜欢喝绿茶。", "忘了我在杭州住吧"])
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    built = await preview_context(
        graph, store, Context(user_id="probe", model="offline", conversation_id="later"),
        {"configurable": {"thread_id": "later"}}, "我住在杭州哪个区比较好？",
        now="2026-03-05T09:00:00+00:00")
    shown = [i["text"] for s in built["sections"] if s["name"] != "user_input"
             for i in s["items"]]
    assert not any("杭州" in t for t in shown), shown
    assert not any("杭州" in (t.summary or "") for t in await list_topics(store, "probe",
                                                                         "default"))


@pytest.mark.parametrize("turns", [
    ["I live in Hangzhou and I work as a nurse.", "I love green tea.",
     "Actually forget that I live in Hangzhou."],
    ["我住在杭州，是一名护士。", "我喜欢喝绿茶。", "别记住我住在杭州。"],
    ["I live in Hangzhou.", "I love green tea.", "forget what I just said"],
])
async def test_the_threads_rolling_summary_loses_what_was_taken_back(turns: list[str]) -> None:
    graph = build_graph(checkpointer=InMemorySaver(), store=InMemoryStore(
        index=store_index_config()))
    ctx = Context(user_id="probe", model="offline")
    config = {"configurable": {"thread_id": "t"}}
    for text in turns[:-1]:
        await graph.ainvoke({"user_text": text}, config, context=ctx)
    said = turns[0] if "just said" not in turns[-1] else turns[1]
    before = (await graph.aget_state(config)).values["summary"]
    gone = "Hangzhou" if "Hangzhou" in said else ("杭州" if "杭州" in said else "green tea")
    assert gone in before
    await graph.ainvoke({"user_text": turns[-1]}, config, context=ctx)
    assert gone not in (await graph.aget_state(config)).values["summary"]


@pytest.mark.parametrize(("turns", "kept"), [
    (["My sister is sick at the moment.", "I love tea.",
      "Sorry, forget about my sister being sick"], ["loves tea"]),
    (["I live in Hangzhou.", "I love tea.",
      "Never mind, don't remember that I live in Hangzhou"], ["loves tea"]),
    (["我住在杭州。", "我喜欢喝茶。", "哎，忘掉我住在杭州这件事吧"], ["喜欢喝茶"]),
    (["I love tea.", "I live in Hangzhou.", "Oops, forget what I just said"], ["loves tea"]),
])
async def test_an_opener_before_the_request_changes_nothing(turns: list[str],
                                                          kept: list[str]) -> None:
    assert await SAID.contents(turns) == kept


@pytest.mark.parametrize("turns", [
    ["I live in Hangzhou.", "My sister lives in Hangzhou too, she is a doctor.",
     "Actually forget that I live in Hangzhou."],
    ["我住在杭州。", "我妹妹也住在杭州，她是医生。", "别记住我住在杭州。"],
])
async def test_the_window_loses_the_users_saying_not_a_relatives_nor_the_reply(
        turns: list[str]) -> None:
    graph = build_graph(checkpointer=InMemorySaver(), store=InMemoryStore(
        index=store_index_config()))
    ctx = Context(user_id="probe", model="offline")
    config = {"configurable": {"thread_id": "t"}}
    for text in turns:
        await graph.ainvoke({"user_text": text}, config, context=ctx)
    window = (await graph.aget_state(config)).values["messages"]
    said = [str(m.content) for m in window if m.type == "human"]
    assert said == turns[1:]  # the sister's message shares the words, not the fact
    assert window[-1].type == "ai"  # the reply to the request stays


def test_a_summary_loses_the_sentence_not_words_inside_it() -> None:
    # review29b: cutting the phrase out left "My sister too, she is a doctor."
    from strata_layered.memory.forgetting.retraction import forget_said as in_summary

    text = "I live in Hangzhou. My sister lives in Hangzhou too, she is a doctor. I love tea."
    assert in_summary(text, ["I live in Hangzhou"], []) == (
        "My sister lives in Hangzhou too, she is a doctor. I love tea.")
    zh = "用户：我住在杭州，是一名护士。 用户：我喜欢喝绿茶。"
    assert in_summary(zh, ["我住在杭州"], []) == "用户：我喜欢喝绿茶。"
