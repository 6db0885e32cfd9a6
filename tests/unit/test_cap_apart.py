"""Seed 000's cap of two memories a turn groups facts, never two that must stay apart.

Past the cap, a single-valued slot's fact (city, job) and any fact of another slot or of
none, facts of two memory types or of two people never share a memory — one memory of both
would let a new city supersede the job, or archive the cat said beside the old city.
A fact no group may hold is its own memory, past the cap: a fact said is never lost.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.facts.slots import slot_of
from strata_layered.memory.gate.cap import facts_apart, group_facts
from strata_layered.memory.gate.facts import read_message
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.store.audit import list_decisions

T0 = datetime(2023, 5, 10, 9, 0, tzinfo=UTC)


def _facts(text: str) -> dict[str, object]:
    return {f.note: f for f in read_message(text, "").facts}


def test_grouped_in_order_past_the_cap_and_nothing_left_out() -> None:
    def odd(a: int, b: int) -> bool:
        return a % 2 != b % 2
    assert group_facts([1, 2, 3, 4], odd, 2) == [[1, 3], [2, 4]]
    assert group_facts([1, 2], odd, 2) == [[1], [2]]  # under the cap: as said
    assert group_facts([1, 2, 3], lambda a, b: True, 2) == [[1], [2], [3]]  # none may share
    # Non-example: items that may all share stay one group past the cap.
    assert group_facts([1, 3, 5], odd, 2) == [[1, 3, 5]]


def test_facts_of_two_slots_two_types_or_two_people_are_apart() -> None:
    f = _facts("我住在杭州，是一名护士，喜欢猫，我妈妈住在上海")
    city, job, cat = f["住在杭州"], f["是一名护士"], f["喜欢猫"]
    mom = next(v for k, v in f.items() if "上海" in k)
    assert facts_apart(city, job)  # type: ignore[arg-type]
    assert facts_apart(job, cat)  # type: ignore[arg-type]
    assert facts_apart(city, mom)  # type: ignore[arg-type]
    # A slot's fact and a fact of no slot are apart too: one memory of both would be
    # archived whole when a new city supersedes the old (the cat with 住在杭州).
    g = _facts("我住在杭州，家里有一只猫，养了两条金鱼")
    assert slot_of("家里有一只猫") is None
    assert facts_apart(g["住在杭州"], g["家里有一只猫"])  # type: ignore[arg-type]
    # Non-example: two facts of no slot, the same type and person.
    assert not facts_apart(g["家里有一只猫"], g["养了两条金鱼"])  # type: ignore[arg-type]


async def _run(said: str, judge: str) -> tuple[list[str], list[tuple[str, str, str]]]:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="u", model="offline", offline_judge=judge)
    out = await graph.ainvoke({"user_text": said, "now": T0.isoformat()},
                              {"configurable": {"thread_id": "t"}}, context=ctx)
    assert not out.get("errors"), out.get("errors")
    active = [m.content for m in await list_memories(store, "u", ctx.agent_id)
              if m.status == "active"]
    audit = [(d.decision, d.excerpt, d.reason)
             for d in await list_decisions(store, "u", ctx.agent_id)]
    return active, audit


@pytest.mark.parametrize("judge", ["both", "rules"])
@pytest.mark.parametrize(("said", "city", "job", "said_facts"), [
    ("我住在杭州，是一名护士，喜欢猫，不吃香菜", "杭州", "护士", ("杭州", "护士", "猫", "香菜")),
    ("I live in Hangzhou, I work as a nurse, I love cats and I don't eat cilantro.",
     "Hangzhou", "nurse", ("Hangzhou", "nurse", "cats", "cilantro")),
    ("我喜欢猫，住在杭州，是一名护士，不吃香菜", "杭州", "护士", ("杭州", "护士", "猫", "香菜")),
    ("I love cats, I live in Hangzhou and I work as a nurse, I don't eat cilantro.",
     "Hangzhou", "nurse", ("Hangzhou", "nurse", "cats", "cilantro")),
], ids=["zh", "en", "zh-taste-first", "en-taste-first"])
async def test_through_the_graph_city_and_job_are_two_memories_and_nothing_is_lost_silently(
        said: str, city: str, job: str, said_facts: tuple[str, ...], judge: str) -> None:
    active, _ = await _run(said, judge)
    assert not any(city in m and job in m for m in active), active
    for fact in said_facts:  # every fact said is in a memory
        assert any(fact in m for m in active), (fact, active)
    assert len(active) <= 3, active  # the taste facts share one; city and job stand alone


async def test_a_slot_fact_is_never_joined_through_a_fact_between_them() -> None:
    # 居住在上海 joins 家中有一只猫, which joined 预算相对宽裕: pairwise, a city and a
    # budget ended in one memory. A slot's fact now stands alone: the cat is its own memory
    # too (a new city would have archived it with the old one).
    active, _ = await _run("我是一名后端工程师，居住在上海，家中有一只猫，预算相对宽裕", "both")
    assert not any("上海" in m and "预算" in m for m in active), active
    assert {"居住在上海", "家中有一只猫", "预算相对宽裕"} <= set(active), active
