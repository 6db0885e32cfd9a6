"""The span selector under the default offline judge (`both`), and the four defects it had.

Each behaviour is pinned with examples and non-examples: a clause announcing a question is
never part of a fact; one fact is one memory however many spellings of it a turn or two
turns hold; a fact the rules kept is never dropped without an audit entry.
"""

from __future__ import annotations

from datetime import UTC, datetime

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.memory_model import rule_changes
from strata_layered.graph.models import store_index_config
from strata_layered.memory.gate.judgement import Judgement
from strata_layered.memory.language.clauses import clause_kind, split_clauses
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.supersession.consolidation import held_within, relate
from strata_layered.memory.writing.extraction import ExtractedMemory
from strata_layered.memory.writing.span_drops import dropped_by_spans
from strata_layered.memory.writing.spans import (
    kept_and_ruled,
    kept_memories,
    spans_for,
)

KEPT = Judgement(should_extract=True, category="important_fact", source="keyword_fallback")
ASKED = "记住：我对花生过敏。顺便问一下，周末和朋友去吃泰国菜，我点菜时要注意些什么？"


def _memory(content: str, memory_type: str = "important_fact") -> ExtractedMemory:
    return ExtractedMemory(memory_type=memory_type, content=content,  # type: ignore[arg-type]
                           importance=3, confidence=0.75)


def test_the_default_offline_judge_runs_the_span_selector() -> None:
    assert spans_for(Context().offline_judge) and spans_for("learned")
    assert not spans_for("rules")


def test_a_clause_announcing_a_question_is_a_request() -> None:
    kinds = {c.said.strip("，。 "): clause_kind(c) for c in split_clauses(ASKED)}
    assert kinds["顺便问一下"] == "request"
    for said in ("我想请教一下，", "I wanted to ask, "):
        assert clause_kind(split_clauses(said + "我的猫三岁了")[0]) == "request", said
    # Non-examples: a question asked of someone else, a fact about asking.
    for said in ("我问了一下医生", "I asked my doctor about it", "我对花生过敏"):
        assert clause_kind(split_clauses(said)[0]) == "statement", said


def test_a_request_is_never_joined_onto_a_fact() -> None:
    made = [m.content for m in kept_memories(ASKED, KEPT)]
    assert "对花生过敏" in made
    assert not any("问" in m or "什么" in m for m in made), made


def test_one_fact_said_twice_in_a_turn_is_one_memory() -> None:
    carried = "我住在杭州\nI prefer green tea to coffee\n我住在杭州"  # a carried message
    made = [m.content for m in kept_memories(carried, KEPT)]
    assert made.count("住在杭州") == 1 and any(m == "prefers green tea to coffee" for m in made)
    twice = [m.content for m in kept_memories("我不吃香菜。我不吃香菜，点外卖每次都要备注", KEPT)]
    assert len([m for m in twice if "香菜" in m]) == 1, twice
    # Non-example: two facts of one sentence stay two memories.
    assert len(kept_memories("我住在杭州，是一名护士", KEPT)) == 2


def test_a_memory_held_within_a_fuller_one_is_the_same_fact() -> None:
    fuller = "不吃香菜，点外卖每次都要备注"
    assert held_within("不吃香菜", fuller) and not held_within(fuller, "不吃香菜")
    assert relate("不吃香菜", "preference", fuller, "preference", 0.9).kind == "duplicate"
    assert relate(fuller, "preference", "不吃香菜", "preference", 0.9).kind == "supersedes"
    # Non-examples: a reversal is no clause of the old fact; equal texts are no "fuller";
    # a part of a clause is not a clause; a slot value is left to the slot's own rules.
    assert not held_within("想去北京工作", "不想去北京工作，明年再说")
    assert not held_within("不吃香菜", "不吃香菜")
    assert not held_within("香菜", fuller)
    assert relate("住在杭州，是一名护士", "important_fact", "住在杭州", "important_fact",
                  0.9).kind != "supersedes"


async def _active(turns: list[str], judge: str = "both") -> list[str]:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="u", model="offline", offline_judge=judge)
    for i, text in enumerate(turns):
        out = await graph.ainvoke({"user_text": text, "now": datetime(2023, 5, 10, 9, i,
                                                                      tzinfo=UTC).isoformat()},
                                  {"configurable": {"thread_id": "t"}}, context=ctx)
        assert not out.get("errors"), out.get("errors")
    return [m.content for m in await list_memories(store, "u", ctx.agent_id)
            if m.status == "active"]


async def test_through_the_graph_one_fact_in_two_spellings_is_one_memory() -> None:
    for turns in (["我不吃香菜，点外卖每次都要备注", "记得我不吃香菜哦"],
                  ["我不吃香菜", "我不吃香菜，点外卖每次都要备注"]):
        active = await _active(turns)
        assert len([m for m in active if "香菜" in m]) == 1, (turns, active)
    # Non-example: a reversal is a new fact that replaces the old one, not a duplicate.
    active = await _active(["我不想去北京工作", "想去北京工作了"])
    assert any(m.startswith("想去北京工作") for m in active), active


async def test_through_the_graph_a_request_is_never_part_of_a_memory() -> None:
    active = await _active([ASKED])
    assert "对花生过敏" in active and not any("问" in m for m in active), active


def test_a_fact_the_rules_kept_is_never_dropped_without_an_audit_entry() -> None:
    said = ("A few weeks ago I had this crazy dream that led to some creative ideas. "
            "It was so vivid I woke up with some interesting thoughts!")
    made, ruled, _ = kept_and_ruled(said, KEPT)
    dropped = dropped_by_spans(made, ruled)
    gate = {"should_extract": True, "category": "important_fact", "source": "keyword_fallback"}
    proposed, rejected, _ = rule_changes(gate, said)  # type: ignore[arg-type]
    kept = " ".join(m.content for m, _, _ in proposed)
    for memory in ruled:
        assert memory.content in kept or any(
            memory.content == m.content and "span selector" in why for m, why in rejected), (
            memory.content, kept, rejected)
    assert dropped, "the example must be one the selector leaves out"
    # Non-examples: a rules' memory the selector keeps whole, or within a fuller memory,
    # or clause by clause in two memories, is not dropped.
    whole = [_memory("不吃香菜，点外卖每次都要备注")]
    assert dropped_by_spans(whole, [_memory("不吃香菜")]) == []
    two = [_memory("住在杭州"), _memory("是一名护士")]
    assert dropped_by_spans(two, [_memory("住在杭州，是一名护士")]) == []
    assert [m.content for m, _ in dropped_by_spans(two, [_memory("养了一只猫")])] == ["养了一只猫"]
