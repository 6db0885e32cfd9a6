"""Forgetting a person's name keeps what else the note says of them (issue 24, forget36).

After 老公叫大伟，是个厨师, 请忘掉我老公的名字 deleted the chef too, and "forget my sister's name"
after "My sister Anna lives in Boston" or "forget my friend's name" after "My friend Jess is a
nurse" forgot nothing (a friend's name was no relative's). The note is rewritten without the
name, the words that said it leave every layer; a note of the name alone still goes whole.
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
from strata_layered.memory.facts.relative_slots import without_name
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.topics.lifetime import list_topics
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turns", "kept"), [
    (["我老公叫大伟，是个厨师", "请忘掉我老公的名字"], ["老公是个厨师"]),
    (["My sister Anna lives in Boston.", "Please forget my sister's name."],
     ["sister lives in Boston"]),
    (["我朋友叫小美，在上海当老师", "忘掉我朋友的名字"], ["朋友在上海当老师"]),
    (["My friend Jess is a nurse in Leeds.", "Forget my friend's name."],
     ["friend is a nurse in Leeds"]),
    (["我朋友叫小美", "我住在杭州", "忘掉我朋友的名字"], ["住在杭州"]),  # the name alone: whole
    (["My friend is called Jess.", "I live in Leeds.", "Forget my friend's name."],
     ["lives in Leeds"]),
    # another slot of theirs: the note keeps who they are, their name with it
    (["My sister Anna is a nurse and lives in Boston.", "Forget my sister's job."],
     ["sister Anna lives in Boston"]),
    (["我老公是个厨师，叫大伟", "忘掉我老公的工作"], ["老公叫大伟"]),
])
async def test_the_name_goes_and_the_rest_of_the_note_stays(turns: list[str],
                                                          kept: list[str]) -> None:
    assert sorted(await SAID.contents(turns)) == kept


@pytest.mark.parametrize(("turns", "name"), [
    (["我老公叫大伟，是个厨师", "我住在杭州，平时喜欢做饭", "我周末喜欢爬山", "请忘掉我老公的名字"],
     "大伟"),
    (["My sister Anna lives in Boston.", "I work as a nurse in Leeds.",
      "I love hiking on weekends.", "Please forget my sister's name."], "Anna"),
])
async def test_no_layer_keeps_the_name(turns: list[str], name: str) -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx, config = Context(user_id="probe", model="offline"), {"configurable": {"thread_id": "t"}}
    for i, text in enumerate(turns):
        at = (SAID.start + timedelta(minutes=i)).isoformat()
        await graph.ainvoke({"user_text": text, "now": at}, config, context=ctx)
    every = await list_memories(store, "probe", "default", status=None)
    assert not any(name in m.content or name in str(m.history) or name in str(m.source.excerpt)
                   for m in every)
    for topic in await list_topics(store, "probe", "default"):
        # the name's point goes whole: no "关于：我；" or "About nurse: My;" is left of it
        assert name not in topic.name + topic.summary + topic.content, topic
        assert topic.summary.split("：")[0] != "关于" and "My;" not in topic.summary, topic
    state = (await graph.aget_state(config)).values
    assert name not in str(state.get("summary")) + str(state.get("summary_v2"))
    assert not any(name in str(m.content) for m in state["messages"] if m.type == "human")
    for namespace in store.list_namespaces(limit=1000):  # the log shows it, retracted
        for item in store.search(namespace, limit=10_000):
            if name in json.dumps(item.value, ensure_ascii=False):
                assert namespace[3] == "messages" and item.value["retracted"], item


def test_what_is_left_of_a_note_without_the_name() -> None:
    assert without_name("老公叫大伟，老公是个厨师", "husband") == "老公是个厨师"
    assert without_name("kids, Lily and Sam, love dinosaurs", "child") == "kids love dinosaurs"
    assert without_name("has a friend named Jess", "friend") is None
    assert without_name("老公叫我别担心", "husband") == "老公叫我别担心"  # no name given
