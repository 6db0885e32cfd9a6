"""The write path's nodes called directly: what the gate keeps, skips and audits; what is stored.

gate_candidate and extract_memories with a Runtime, outside any graph run
(tests/support/node_calls.py: the runtime and the turn's state).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import pytest
from langgraph.store.memory import InMemoryStore

from strata_layered.memory.long_term.memories import list_memories, upsert_memory
from strata_layered.memory.store.audit import list_decisions
from strata_layered.memory.store.records import MemorySource
from strata_layered.memory.writing.extraction import ExtractedMemory
from strata_layered.nodes.extract_memories import extract_memories
from strata_layered.nodes.gate_candidate import gate_candidate, route_after_gate
from tests.support.node_calls import AGENT, USER, runtime, turn


@pytest.fixture
def store() -> InMemoryStore:
    return InMemoryStore()


# --- gate_candidate ------------------------------------------------------------------------


async def test_small_talk_is_skipped_and_audited(store) -> None:
    state = turn("哈哈", reply="哈哈，今天心情不错呀")
    out = await gate_candidate(state, runtime(store))
    assert out["gate"]["category"] == "small_talk"
    assert out["gate"]["should_extract"] is False
    assert "errors" not in out
    [record] = await list_decisions(store, USER, AGENT)
    assert (record.decision, record.category, record.message_id) == ("skipped", "small_talk", "u1")
    assert record.excerpt == "哈哈"
    assert record.rules == ["reject_short"]  # seed 003's fast reject that decided
    assert record.conversation == "default"  # no thread outside a run
    state.gate = out["gate"]
    assert route_after_gate(state) == "refresh_summary"


async def test_memorable_turn_goes_to_extraction_without_an_audit_skip(store) -> None:
    state = turn("记住，我不喜欢被催促")
    out = await gate_candidate(state, runtime(store))
    assert out["gate"]["should_extract"] is True
    assert await list_decisions(store, USER, AGENT) == []
    state.gate = out["gate"]
    assert route_after_gate(state) == "extract_memories"


async def test_memory_switched_off_skips_with_reason(store) -> None:
    out = await gate_candidate(turn("记住，我不喜欢被催促"), runtime(store, memory_enabled=False))
    assert out["gate"]["should_extract"] is False
    assert out["gate"]["source"] == "safety"
    [record] = await list_decisions(store, USER, AGENT)
    assert record.source == "safety"


async def test_secret_is_skipped_and_the_audit_excerpt_is_redacted(store) -> None:
    out = await gate_candidate(turn("我的银行卡密码是 123456，帮我记住"), runtime(store))
    assert out["gate"]["category"] == "unsafe"
    [record] = await list_decisions(store, USER, AGENT)
    assert record.excerpt == "我的银行卡密码是 [已隐去:密码]，帮我记住"  # the rest is kept
    assert "sensitive" in record.rules


async def test_a_write_is_audited_with_the_rules_that_kept_it(store) -> None:
    state = turn("记住，我不喜欢被催促")
    state.gate = (await gate_candidate(state, runtime(store)))["gate"]
    assert state.gate is not None and "explicit_signal" in state.gate["rules"]
    await extract_memories(state, runtime(store))
    [record] = await list_decisions(store, USER, AGENT)
    # The gate's rows (seed 003's keyword fallback), then extraction's (seed 000).
    assert {"explicit_signal", "preference_signal", "should_remember"} <= set(record.rules)


async def test_conversation_id_from_context_is_recorded(store) -> None:
    await gate_candidate(turn("哈哈"), runtime(store, conversation_id="c-42"))
    [record] = await list_decisions(store, USER, AGENT)
    assert record.conversation == "c-42"


async def test_repeated_memory_is_a_duplicate_and_counts_a_mention(store) -> None:
    now = datetime(2025, 2, 1, tzinfo=UTC)
    await upsert_memory(
        store,
        USER,
        AGENT,
        ExtractedMemory(
            memory_type="boundary", content="我不喜欢被催促", importance=5, confidence=0.9
        ),
        source=MemorySource(),
        now=now,
    )
    out = await gate_candidate(turn("我不喜欢被催促。"), runtime(store))
    assert out["gate"]["category"] == "duplicate"
    [memory] = await list_memories(store, USER, AGENT)
    assert memory.mentions == 2
    assert memory.updated_at > now


@pytest.mark.parametrize("reply", ["", "  \n "], ids=["empty", "whitespace"])
async def test_turn_without_a_reply_waits_for_the_next_one(store, reply: str) -> None:
    """No complete turn, no judgement (seed 003): the message is carried to the next turn."""
    state = turn("记住，我不喜欢被催促", reply=reply)
    out = await gate_candidate(state, runtime(store))
    assert out == {"gate": None, "carried": ["记住，我不喜欢被催促"]}
    state.gate = out["gate"]
    assert route_after_gate(state) == "refresh_summary"
    assert await list_decisions(store, USER, AGENT) == []  # nothing judged, nothing audited


async def test_the_next_turn_judges_what_was_carried_with_it(store) -> None:
    state = turn("好的", reply="嗯嗯。", carried=["记住，我不喜欢被催促"])
    out = await gate_candidate(state, runtime(store))
    assert out["gate"]["should_extract"] is True
    state = replace(state, **out)  # as the graph applies it: extraction runs next
    written = await extract_memories(state, runtime(store))
    assert [w["memory_type"] for w in written["memory_writes"]] == ["boundary"]
    assert "不喜欢被催促" in written["memory_writes"][0]["content"]
    assert written["carried"] == []  # decided: the turn after does not judge it again


async def test_carried_messages_are_dropped_when_the_gate_skips_the_turn(store) -> None:
    state = turn("哈哈", reply="嗯嗯。", carried=["今天好累啊"])
    out = await gate_candidate(state, runtime(store))
    assert out["gate"]["should_extract"] is False and out["carried"] == []


# --- extract_memories ------------------------------------------------------------------------


async def test_extraction_stores_then_updates(store) -> None:
    state = turn("记住，我不喜欢被催促")
    state.gate = (await gate_candidate(state, runtime(store)))["gate"]
    first = await extract_memories(state, runtime(store))
    assert [(w["action"], w["memory_type"]) for w in first["memory_writes"]] == [
        ("stored", "boundary")
    ]
    again = await extract_memories(state, runtime(store))
    assert [w["action"] for w in again["memory_writes"]] == ["updated"]
    [memory] = await list_memories(store, USER, AGENT)
    assert memory.mentions == 2
    assert memory.source.message_id == "u1"
