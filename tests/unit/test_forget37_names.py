"""A name said beside its relative is forgotten from every layer (issue 24, forget37).

After 我老公大伟在银行上班, 忘掉我老公的名字 / 忘掉大伟 kept 大伟 in the topic, the rolling
summary, the audit and the log (the note was never even kept: the gate read no fact with the
name in the way); "Forget Dave" forgot nothing. Now every record of the user's and every
checkpoint of theirs loses the name; the facts without it stay, over turns and conversations.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.graph.turns import TurnDone, stream_turn
from strata_layered.memory.forgetting.unnamed_text import Given, name_asked, unnamed
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import get_profile
from strata_layered.memory.topics.lifetime import list_topics
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


async def said_in(turns: list[tuple[str, str]]) -> tuple[InMemoryStore, InMemorySaver]:
    """The store and checkpoints after each (conversation, text), one minute apart."""
    store, saver = InMemoryStore(index=store_index_config()), InMemorySaver()
    graph = build_graph(checkpointer=saver, store=store)
    for i, (conversation, text) in enumerate(turns):
        ctx = Context(user_id="probe", conversation_id=conversation, model="offline")
        said = {"user_text": text, "now": (SAID.start + timedelta(minutes=i)).isoformat()}
        # as `strata say` and the server run a turn: older checkpoints pruned after a forget
        async for part in stream_turn(graph, said, {"configurable": {"thread_id": conversation}},
                                      ctx):
            if isinstance(part, TurnDone):
                assert not part.values.get("errors"), part.values.get("errors")
    return store, saver


async def holding(store: InMemoryStore, saver: InMemorySaver, name: str) -> list[str]:
    """Every record and checkpoint (older ones included) that still holds the name."""
    hits = [f"{item.namespace}/{item.key}" for space in store.list_namespaces(limit=1000)
            for item in store.search(space, limit=10_000)
            if name.lower() in json.dumps(item.value, ensure_ascii=False).lower()]
    graph = build_graph(checkpointer=saver, store=store)
    for thread in {t for t in saver.storage}:
        async for state in graph.aget_state_history({"configurable": {"thread_id": thread}}):
            said = json.dumps(state.values, ensure_ascii=False, default=str)
            if name.lower() in said.lower():
                hits.append(f"checkpoint {thread}")
    return hits


@pytest.mark.parametrize(("turns", "name", "kept"), [
    (["我老公大伟在银行上班", "忘掉我老公的名字"], "大伟", ["老公在银行上班"]),
    (["我老公大伟在银行上班", "忘掉大伟"], "大伟", ["老公在银行上班"]),
    (["我闺蜜小雨下个月结婚", "忘掉我闺蜜的名字"], "小雨", ["闺蜜2026年4月结婚"]),
    (["My husband Dave works at a bank.", "Forget my husband's name."], "Dave",
     ["husband works at a bank"]),
    (["My husband Dave works at a bank.", "Forget Dave."], "Dave", ["husband works at a bank"]),
    (["My friend Sam's wedding is in May.", "Forget my friend's name."], "Sam",
     ["friend's wedding is in May"]),
    (["我老公大伟在银行上班", "别记大伟的名字"], "大伟", ["老公在银行上班"]),
    (["My husband Dave works at a bank.", "Don't remember Dave's name."], "Dave",
     ["husband works at a bank"]),
    (["我女儿乐乐今年五岁，在上幼儿园", "忘掉我女儿的名字"], "乐乐", ["女儿今年五岁，在上幼儿园"]),
])
async def test_a_name_beside_its_relative_leaves_every_layer(turns: list[str], name: str,
                                                             kept: list[str]) -> None:
    store, saver = await said_in([("t", text) for text in turns])
    assert [m.content for m in await list_memories(store, "probe", "default",
                                                   status="active")] == kept
    assert await holding(store, saver, name) == []
    profile = await get_profile(store, "probe", "default", now=SAID.start + timedelta(hours=1))
    assert profile is None or name not in profile.text


@pytest.mark.parametrize(("turns", "name", "kept"), [
    ([("a", "我老公大伟在银行上班"), ("a", "大伟周末喜欢钓鱼"), ("b", "我老公大伟下个月去上海出差"),
      ("b", "我喜欢喝咖啡"), ("b", "忘掉我老公的名字")], "大伟",
     ["喜欢喝咖啡", "老公2026年4月去上海出差", "老公周末喜欢钓鱼", "老公在银行上班"]),
    ([("a", "My husband Dave works at a bank."), ("a", "Dave loves fishing on weekends."),
      ("b", "My husband Dave is flying to Denver next month."), ("b", "I love coffee."),
      ("b", "Forget Dave.")], "Dave",
     ["husband is flying to Denver in April 2026", "husband loves fishing on weekends",
      "husband works at a bank", "loves coffee"]),
    ([("a", "我闺蜜小雨下个月结婚"), ("b", "我在准备给小雨的礼物"), ("b", "我喜欢爬山"),
      ("a", "忘掉小雨")], "小雨", ["喜欢爬山", "闺蜜2026年4月结婚", "在准备给闺蜜的礼物"]),
])
async def test_a_name_said_over_turns_and_conversations_leaves_them_all(
        turns: list[tuple[str, str]], name: str, kept: list[str]) -> None:
    store, saver = await said_in(turns)
    assert sorted(m.content for m in await list_memories(store, "probe", "default",
                                                         status="active")) == sorted(kept)
    assert await holding(store, saver, name) == []
    topics = await list_topics(store, "probe", "default")
    # the facts stay in their topics, without the name
    assert any("银行上班" in t.summary or "bank" in t.summary or "礼物" in t.summary
               for t in topics), topics


@pytest.mark.parametrize(("turns", "name"), [
    (["我老公大伟在银行上班", "我喜欢喝咖啡", "忘掉关于大伟的事"], "大伟"),
    (["我老公叫大伟，在银行上班", "我喜欢喝咖啡", "忘掉关于大伟的事"], "大伟"),
    (["My husband Dave works at a bank.", "I love coffee.", "Forget everything about Dave."],
     "Dave"),
])
async def test_everything_about_a_person_named_goes_with_the_name(turns: list[str],
                                                                  name: str) -> None:
    store, saver = await said_in([("t", text) for text in turns])
    assert [m.content for m in await list_memories(store, "probe", "default",
                                                   status="active")] in (["喜欢喝咖啡"],
                                                                         ["loves coffee"])
    assert await holding(store, saver, name) == []
    assert not any("银行" in t.summary or "bank" in t.summary
                   for t in await list_topics(store, "probe", "default"))


async def test_a_name_no_one_was_given_forgets_nothing() -> None:
    assert await SAID.contents(["我老公大伟在银行上班", "忘掉过去"]) == ["老公大伟在银行上班"]
    assert await SAID.contents(["My husband Dave works at a bank.", "Forget Paris."]) == [
        "husband Dave works at a bank"]


def test_a_request_naming_the_name_alone_and_the_text_without_it() -> None:
    assert name_asked("请忘掉大伟这个名字") == "大伟"
    assert name_asked("Please forget the name Dave") == "Dave"
    assert name_asked("忘掉我老公的名字") is None and name_asked("Forget it.") is None
    husband = Given("husband", "大伟", "老公")
    assert unnamed("我老公叫大伟，是个厨师", husband) == "我老公是个厨师"
    assert unnamed("大伟说周末去钓鱼", husband) == "老公说周末去钓鱼"
    assert unnamed("老公大伟银行上班", husband) == "老公银行上班"  # a topic's name
    cat = Given("cat", "团子", "猫")
    assert unnamed("关于猫叫团子：我养了一只猫", cat) == "关于猫：我养了一只猫"
    assert unnamed("别记大伟的名字", husband, "这个名字") == "别记这个名字"
    will = Given("brother", "Will", "brother")  # a name that is a word too
    assert unnamed("Will loves chess. I will go. Will you come?", will) == (
        "My brother loves chess. I will go. Will you come?")
    dave = Given("husband", "Dave", "husband")
    assert unnamed("Dave loves fishing. I met Dave's mom.", dave) == (
        "My husband loves fishing. I met my husband's mom.")
