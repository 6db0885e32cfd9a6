"""Forgetting one fact of a note that holds several keeps the others (issue 24, forget24).

"mom lives in Lisbon and works as a data analyst" (merged when the city changed,
memory/facts/fact_values.py `carried_over`) went whole, the city with it, when the user asked to
forget the job (memory/forgetting/forget_parts.py). A delete by id still deletes the whole memory.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from strata_layered.graph.builder import build_graph
from strata_layered.graph.changes import delete_memory
from strata_layered.graph.context import Context
from strata_layered.memory.forgetting.forget_parts import kept_parts
from strata_layered.memory.forgetting.take_back import Named
from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turns", "merged", "kept", "gone"), [
    (["My mom lives in Berlin and works as a data analyst.", "My mom lives in Lisbon now.",
      "Forget that my mom works as a data analyst"],
     "mom lives in Lisbon and works as a data analyst", ["mom lives in Lisbon"], "analyst"),
    (["我不太能吃辣，虽然住在杭州。", "我现在住在上海了，一个人住。", "别记住我不太能吃辣"],
     "现在住在上海了，一个人住，不太能吃辣", ["现在住在上海了，一个人住"], "辣"),
    (["我不太能吃辣，虽然住在杭州。", "我现在住在上海了，一个人住。", "忘掉我的城市吧"],
     "现在住在上海了，一个人住，不太能吃辣", ["一个人住，不太能吃辣"], "上海"),
])
async def test_one_fact_of_a_merged_note_goes_and_the_others_stay(
        turns: list[str], merged: str, kept: list[str], gone: str) -> None:
    assert merged in await SAID.contents(turns[:-1])
    store = await SAID.said(turns)
    every = await list_memories(store, "probe", "default", status=None)
    assert [m.content for m in every if m.status == "active"] == kept
    # nor does its history, nor the note it merged (archived), still say it
    assert not any(gone in m.content or gone in str(m.history) for m in every), every


async def test_a_note_of_only_the_fact_still_goes_whole() -> None:
    kept = await SAID.contents(["My mom lives in Berlin and works as a data analyst.",
                                "My mom lives in Lisbon now.", "I love tea.",
                                "Forget that my mom lives in Lisbon and works as a data analyst"])
    assert kept == ["loves tea"]


async def test_a_delete_by_id_still_deletes_the_whole_note() -> None:
    store = await SAID.said(["My mom lives in Berlin and works as a data analyst.",
                             "My mom lives in Lisbon now."])
    [merged] = await list_memories(store, "probe", "default", status="active")
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    await delete_memory(graph, "probe", "default", merged.id, now=SAID.start)
    assert await list_memories(store, "probe", "default", status="active") == []


def test_which_parts_a_request_names() -> None:
    named = Named("my mom works as a data analyst", this_conversation=False)
    assert kept_parts("mom lives in Lisbon and works as a data analyst", named) == (
        "mom lives in Lisbon")
    assert kept_parts("works as a data analyst", named) is None  # the whole note
    assert kept_parts("mom lives in Lisbon", named) is None  # says nothing of it: not touched
    named = Named("不太能吃辣", this_conversation=False)
    assert kept_parts("现在住在上海了，一个人住，不太能吃辣", named) == "现在住在上海了，一个人住"


async def test_the_window_keeps_a_message_that_said_only_the_facts_kept() -> None:
    turns = ["My mom lives in Berlin and works as a data analyst.", "My mom lives in Lisbon now.",
             "Forget that my mom works as a data analyst"]
    graph = build_graph(checkpointer=InMemorySaver(), store=await SAID.said([]))
    ctx = Context(user_id="probe", model="offline")
    config = {"configurable": {"thread_id": "t"}}
    for text in turns:
        await graph.ainvoke({"user_text": text}, config, context=ctx)
    window = (await graph.aget_state(config)).values["messages"]
    assert [str(m.content) for m in window if m.type == "human"] == turns[1:]
