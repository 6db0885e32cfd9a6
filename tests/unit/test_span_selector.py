"""The learned span selector: weights, scores, and a kept turn's facts through the graph.

Its weights load and refuse another layout, it scores the same twice, and through the real
graph a kept turn's facts are its memories.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.memory_model import rule_changes
from strata_layered.graph.models import store_index_config
from strata_layered.memory.gate import facts
from strata_layered.memory.gate.fact_clauses import Reading
from strata_layered.memory.gate.judgement import Judgement
from strata_layered.memory.gate.span_model import (
    SPAN_BUCKETS,
    SPAN_LAYOUT,
    SPAN_WEIGHTS,
    hashed,
    hashed_rows,
    load_span_model,
    save_span_model,
)
from strata_layered.memory.gate.span_reading import apart, candidates
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.writing import spans
from strata_layered.memory.writing.extraction import extract_rule_memories
from strata_layered.memory.writing.spans import (
    TYPE_CHOICES,
    group_type,
    kept_memories,
    span_groups,
    span_memories,
)

KEPT = Judgement(should_extract=True, category="important_fact", source="keyword_fallback")


def test_weights_load_small_with_the_shapes_the_code_reads() -> None:
    load_span_model.cache_clear()
    model = load_span_model()
    assert SPAN_WEIGHTS.stat().st_size < 2_000_000
    assert model.keep.shape == model.join.shape == (SPAN_BUCKETS,)
    assert model.type_w.shape == (SPAN_BUCKETS, len(model.types))
    assert set(model.types) <= {"preference", "boundary", "relationship_goal",
                                "conversation_style", "important_fact"}
    assert set(model.threshold) == set(model.type_from) == {"zh", "en"}
    assert set(model.type_from.values()) <= set(TYPE_CHOICES)


def test_weights_of_another_layout_are_refused(tmp_path: Path) -> None:
    with np.load(SPAN_WEIGHTS) as w:
        saved = dict(w)
    older = tmp_path / "older.npz"
    np.savez(older, **{**saved, "layout": np.int32(SPAN_LAYOUT + 1)})
    with pytest.raises(ValueError, match="re-train with `python -m bench learned spans`"):
        load_span_model(older)
    narrow = tmp_path / "narrow.npz"
    np.savez(narrow, **{**saved, "keep": saved["keep"][:100]})
    with pytest.raises(ValueError, match="wrong shape"):
        load_span_model(narrow)


def test_scores_are_deterministic_and_survive_a_save(tmp_path: Path) -> None:
    model = load_span_model()
    spans = candidates("我住在杭州，是一名护士，周末喜欢去西湖边跑步。你呢？")
    first, second = model.keep_scores(spans), model.keep_scores(spans)
    assert first.shape == (3,) and np.array_equal(first, second)
    assert ((first > 0) & (first < 1)).all()
    copy = tmp_path / "copy.npz"
    save_span_model(model, copy)
    again = load_span_model(copy)
    assert np.allclose(again.keep_scores(spans), first, atol=1e-6)
    assert again.threshold == pytest.approx(model.threshold)


def test_many_token_lists_hash_as_each_alone() -> None:
    lists = [["a", "b", "a"], [], ["汉字", "x"]]
    row, bucket, value = hashed_rows(lists)
    for r, tokens in enumerate(lists):
        ix, v = hashed(tokens)
        assert np.array_equal(bucket[row == r], ix)
        assert np.allclose(value[row == r], v)


def test_a_turn_reads_its_message_once_and_keeps_the_same(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    said = "我住在杭州，是一名护士，周末喜欢去西湖边跑步。你呢？"
    alone = [(m.memory_type, m.content) for m in span_memories(said, KEPT)]
    calls: list[str] = []
    real = facts.read_message

    def counted(text: str, earlier: str = "", asked: str = "") -> Reading:
        calls.append(text)
        return real(text, earlier, asked)

    monkeypatch.setattr(spans, "read_message", counted)
    monkeypatch.setattr("strata_layered.memory.writing.extraction.read_message", counted)
    monkeypatch.setattr("strata_layered.memory.gate.span_reading.read_message", counted)
    made = kept_memories(said, KEPT)
    assert len(calls) == 1
    assert [(m.memory_type, m.content) for m in made] == alone


def test_each_type_choice_types_a_group_as_it_says() -> None:
    model = load_span_model()
    everything = replace(model, threshold={"zh": 0.0}, join_threshold=0.0)
    # Every span kept and joined: two preferences are one memory, typed a preference.
    group, = span_groups("我喜欢画画，也喜欢弹钢琴", model=everything)
    assert group.ruled and {f.category for f in group.ruled} == {"preference"}
    by = {c: group_type(replace(model, type_from={"zh": c}), "zh", group, KEPT)
          for c in TYPE_CHOICES}
    assert by["rules"] == by["strongest"] == "preference"
    assert by["model"] in model.types
    # A preference and a boundary stay two memories, each of its own type, whatever
    # the join model says: one memory would carry one type for both.
    like, boundary = span_groups("我喜欢安静的咖啡馆，不要跟我聊我的前任", model=everything)
    assert [f.category for f in like.ruled] == ["preference"]
    assert [f.category for f in boundary.ruled] == ["boundary"]
    assert group_type(model, "zh", boundary, KEPT) == "boundary"


def test_questions_requests_and_greetings_are_never_spans() -> None:
    spans = candidates("你好！我养了一只猫。你能推荐一些猫粮吗？")
    assert [s.note for s in spans] == ["养了一只猫"]
    listed = candidates("我喜欢唱歌跳舞，健身，旅游")
    assert [s.part_of for s in listed] == [None, 0, 0]  # list items of the rules' fact


def test_two_facts_of_two_slots_or_two_people_are_never_one_memory() -> None:
    city, job = candidates("我住在杭州，是一名护士")
    assert apart(city, job)
    mine, hers = candidates("I live in Paris and my sister lives in Boston")
    assert apart(mine, hers)
    like, more = candidates("我喜欢画画，也喜欢弹钢琴")
    assert not apart(like, more)


def test_a_threshold_above_every_score_keeps_no_span_and_the_rules_decide() -> None:
    said = "我最近开始学做饭，每天晚上都做一道菜。"
    strict = replace(load_span_model(), threshold={"zh": 1.01, "en": 1.01})
    assert span_memories(said, KEPT, model=strict) == []
    rules = extract_rule_memories(said, KEPT)
    assert rules and [m.content for m in kept_memories(said, KEPT, spans=False)] == [
        m.content for m in rules]


def test_the_rules_path_keeps_the_rules_own_memories() -> None:
    said = "我每天都会花至少半个小时来画画，但总是感觉自己没有进步。"
    gate = KEPT.to_dict()
    plain, _, _ = rule_changes(gate, said, spans=False)
    assert [m.content for m, _, _ in plain] == [
        m.content for m in extract_rule_memories(said, KEPT)]
    chosen, _, _ = rule_changes(gate, said)
    assert chosen and all("？" not in m.content for m, _, _ in chosen)


async def _memories(text: str) -> set[str]:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="u", model="offline")  # STRATA_OFFLINE_JUDGE: both, the default
    out = await graph.ainvoke({"user_text": text, "now": datetime(2023, 5, 10, 9, tzinfo=UTC)
                               .isoformat()}, {"configurable": {"thread_id": "t"}}, context=ctx)
    assert not out.get("errors"), out.get("errors")
    return {m.content for m in await list_memories(store, "u", ctx.agent_id)
            if m.status == "active"}


async def test_two_facts_in_one_sentence_through_the_graph() -> None:
    assert await _memories("我住在杭州，是一名护士") == {"住在杭州", "是一名护士"}
    facts = await _memories("I live in Reykjavik and I work as a glacier guide")
    assert any("Reykjavik" in m for m in facts) and any("glacier guide" in m for m in facts)


async def test_a_kept_turn_keeps_its_facts_not_its_question() -> None:
    facts = await _memories("我养了一只叫团子的猫，它三岁了。你能推荐一些猫粮吗？")
    assert facts and any("团子" in m for m in facts)
    assert not any("猫粮" in m or "推荐" in m for m in facts)
