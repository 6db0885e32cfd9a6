"""Whose fact a memory is travels into slots, supersession and the profile (issue 24)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.cli.memory_view import memory_json, memory_lines
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import get_profile
from strata_layered.memory.store.records import dump

T0 = datetime(2023, 5, 10, 9, 0, tzinfo=UTC)


async def _run(turns: list[str]) -> tuple[InMemoryStore, Context]:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="u", model="offline")
    for k, text in enumerate(turns):
        out = await graph.ainvoke({"user_text": text, "now": (T0 + timedelta(minutes=k))
                                   .isoformat()}, {"configurable": {"thread_id": "t"}},
                                  context=ctx)
        assert not out.get("errors"), out.get("errors")
    return store, ctx


CASES = [
    (["My sister lives in Boston now.", "I live in Paris."], "Paris", "Boston", "sister"),
    (["My mom works as a nurse", "I work as a teacher"], "teacher", "nurse", "mother"),
    (["我奶奶住在上海", "我住在北京"], "北京", "上海", "paternal_grandmother"),
]


@pytest.mark.parametrize("order", ["theirs first", "mine first"])
@pytest.mark.parametrize(("turns", "mine", "theirs", "who"), CASES,
                         ids=["sister-city", "mom-job", "grandma-city"])
async def test_a_relatives_fact_neither_supersedes_nor_fills_the_users(
        turns: list[str], mine: str, theirs: str, who: str, order: str) -> None:
    store, ctx = await _run(turns if order == "theirs first" else turns[::-1])
    memories = await list_memories(store, "u", ctx.agent_id)
    assert all(m.status == "active" for m in memories), [(m.status, m.content) for m in memories]
    assert {m.subject for m in memories} == {"user", who}
    assert any(theirs in m.content and m.subject == who for m in memories)
    profile = await get_profile(store, "u", ctx.agent_id, now=T0 + timedelta(hours=1))
    assert profile is not None and mine in profile.text and theirs not in profile.text, profile


async def test_a_newer_statement_about_the_same_relative_replaces_the_older() -> None:
    store, ctx = await _run(["I work as a teacher", "My mom works as a nurse",
                             "My mom works as a doctor"])
    archived = await list_memories(store, "u", ctx.agent_id, status="archived")
    assert [m.content for m in archived] == ["mom works as a nurse"]
    active = {m.content for m in await list_memories(store, "u", ctx.agent_id, status="active")}
    assert active == {"works as a teacher", "mom works as a doctor"}


async def test_the_listing_says_whose_fact_a_memory_is() -> None:
    store, ctx = await _run(["My sister lives in Boston now.", "I live in Paris."])
    stored = [dump(m) for m in await list_memories(store, "u", ctx.agent_id)]
    lines = memory_lines(stored).splitlines()
    assert any("sister lives in Boston now (about: sister)" in line for line in lines), lines
    assert any("lives in Paris" in line and "about:" not in line for line in lines), lines
    assert {memory_json(m)["subject"] for m in stored} == {"user", "sister"}
