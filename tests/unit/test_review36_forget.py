"""Review36 of forget36 and lead36: 删掉关于我工作的事 forgets the user's job; now, not later.

review36: row take_back_about read 关于我工作 as 工作 without whose it is, and a job named
without 我的 is no slot of the user's (memory/forgetting/take_back.py `slot_named`), so the nurse
stayed.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 4, 9, 0, tzinfo=UTC))


async def test_forgetting_all_about_my_job_in_chinese_forgets_the_job_only() -> None:
    kept = await _said.contents(["我在医院当护士。", "我住在杭州。", "我妹妹是老师。",
                                 "删掉关于我工作的事"])
    assert sorted(kept) == ["住在杭州", "妹妹是老师"], kept
    kept = await _said.contents(["I work as a nurse at Leeds General.", "I live in Leeds.",
                                 "My sister is a teacher.", "Forget what I said about my job."])
    assert sorted(kept) == ["lives in Leeds", "sister is a teacher"], kept


async def test_a_thing_that_is_no_slot_is_still_forgotten_by_its_words() -> None:
    kept = await _said.contents(["我前任叫小李。", "我喜欢做饭。", "删掉关于我前任的事"])
    assert kept == ["喜欢做饭"], kept


async def test_now_not_later_is_no_correction() -> None:
    # row now_not (lead36): 'now, not later' says when, it replaces no value
    assert await _said.contents(["I'm busy now, not later."]) == []
    kept = await _said.contents(["I work in London.", "I'm in Paris now, not London."])
    assert "is in Paris now, not London" in kept, kept


async def test_forgetting_a_name_said_then_gone_on_about_keeps_what_else_is_said() -> None:
    # row name_of_person read no name before "and he…", so 'forget my husband's name' kept
    # 'husband is called Dave and he is a chef' and the profile 'husband Dave'
    kept = await _said.contents(["My husband is called Dave and he is a chef.",
                                 "Please forget my husband's name."])
    assert kept == ["husband is a chef"], kept


async def test_a_message_that_used_the_forgotten_name_leaves_the_window() -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="u", model="offline")
    config: RunnableConfig = {"configurable": {"thread_id": "t"}}
    for i, text in enumerate(["My husband is called Dave and he is a chef.",
                              "Dave loves fishing on weekends.",
                              "Please forget my husband's name."]):
        at = (_said.start + timedelta(minutes=i)).isoformat()
        out = await graph.ainvoke({"user_text": text, "now": at}, config, context=ctx)
        assert not out.get("errors"), out.get("errors")
    kept = [m.content for m in await list_memories(store, "u", "default", status="active")]
    assert sorted(kept) == ["husband is a chef", "husband loves fishing on weekends"], kept
    values = (await graph.aget_state(config)).values
    said = [str(m.content) for m in values["messages"] if m.type == "human"]
    said.append(values.get("summary", ""))  # this turn's offline stand-in is no reply
    assert not any("Dave" in text for text in said), said
