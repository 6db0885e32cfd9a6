"""Nodes called directly with a Runtime, outside any graph run."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph.message import add_messages
from langgraph.runtime import Runtime
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.context import Context
from strata_layered.graph.retrieval.types import nothing_retrieved
from strata_layered.graph.state import State
from strata_layered.memory.long_term.memories import list_memories, upsert_memory
from strata_layered.memory.store.audit import list_decisions
from strata_layered.memory.store.conversations import (
    ensure_conversation,
    get_agent,
    get_conversation,
)
from strata_layered.memory.store.messages import append_message, page_history
from strata_layered.memory.store.records import MemorySource
from strata_layered.memory.writing.extraction import ExtractedMemory
from strata_layered.nodes.extract_memories import extract_memories
from strata_layered.nodes.gate_candidate import gate_candidate, route_after_gate
from strata_layered.nodes.persist_reply import persist_reply
from strata_layered.nodes.refresh_summary import refresh_summary

USER, AGENT = "alice", "companion"
TURN_AT = "2025-03-01T09:00:00+00:00"


@pytest.fixture
def store() -> InMemoryStore:
    return InMemoryStore()


def runtime(store: InMemoryStore, **context: object) -> Runtime[Context]:
    return Runtime(
        context=Context(user_id=USER, agent_id=AGENT, model="offline", **context), store=store
    )


def turn(user_text: str, reply: str = "好的，我明白了。", **fields: object) -> State:
    """State as the graph has it after the reply: the user's message is in the window."""
    return State(
        messages=[HumanMessage(content=user_text, id="u1")],
        user_message_id="u1",
        reply=reply,
        turn_at=TURN_AT,
        **fields,
    )


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


# --- persist_reply -----------------------------------------------------------------------------


def full_window() -> list:
    """17 earlier messages (oldest first) plus this turn's user message: 18 in all."""
    earlier = [
        (HumanMessage if i % 2 == 0 else AIMessage)(content=f"第{i}条", id=f"m{i}")
        for i in range(17)
    ]
    return [*earlier, HumanMessage(content="以后叫我阿杰", id="u1")]


async def logged(store: InMemoryStore, count: int) -> None:
    """`count` messages already in the conversation's log (as earlier turns left them)."""
    conv = await ensure_conversation(store, USER, AGENT, "default", thread_id=None,
                                     now=datetime(2026, 3, 1, tzinfo=UTC))
    for i in range(count):
        await append_message(store, USER, AGENT, conv, message_id=f"old{i}",
                             role="user" if i % 2 == 0 else "assistant", content=f"#{i}",
                             now=datetime(2026, 3, 1, tzinfo=UTC))


async def test_persist_reply_counts_two_and_slides_the_window_to_18(store) -> None:
    await logged(store, 41)  # 40 from earlier turns, and this turn's user message
    state = State(
        messages=full_window(),
        user_message_id="u1",
        reply="好的，阿杰。",
        turn_at=TURN_AT,
        message_count=40,
    )
    out = await persist_reply(state, runtime(store))
    assert out["message_count"] == 42
    window = add_messages(state.messages, out["messages"])
    assert len(window) == 18
    assert window[0].id == "m1"  # the oldest message left the window
    assert (window[-1].type, window[-1].content, window[-1].id) == (
        "ai",
        "好的，阿杰。",
        out["reply_message_id"],
    )
    conversation = await get_conversation(store, USER, AGENT, "default")
    assert conversation.message_count == 42
    [stored], _ = await page_history(store, USER, AGENT, conversation, before=None, limit=1)
    assert (stored.role, stored.content, stored.id) == (
        "assistant",
        "好的，阿杰。",
        out["reply_message_id"],
    )
    agent = await get_agent(store, USER, AGENT)
    assert agent.latest_reply == "好的，阿杰。"


async def test_persist_reply_short_window_removes_nothing(store) -> None:
    await logged(store, 1)  # this turn's user message
    state = turn("以后叫我阿杰", reply="好的，阿杰。", message_count=0)
    out = await persist_reply(state, runtime(store))
    assert out["message_count"] == 2
    assert len(add_messages(state.messages, out["messages"])) == 2


async def test_persist_reply_without_a_stored_user_message_counts_one(store) -> None:
    await logged(store, 4)
    state = State(
        messages=[], user_message_id=None, reply="你好！", turn_at=TURN_AT, message_count=4
    )
    out = await persist_reply(state, runtime(store))
    assert out["message_count"] == 5


async def test_persist_reply_with_no_reply_stores_nothing(store) -> None:
    out = await persist_reply(turn("在吗？", reply="   "), runtime(store))
    assert "message_count" not in out
    assert await get_conversation(store, USER, AGENT, "default") is None


# --- refresh_summary ---------------------------------------------------------------------------


async def test_summary_uses_earlier_messages_then_this_turn(store) -> None:
    state = State(
        messages=[
            HumanMessage(content="早上好", id="a"),
            AIMessage(content="早上好呀", id="b"),
            HumanMessage(content="以后叫我阿杰", id="u1"),
            AIMessage(content="好的，阿杰", id="r1"),
        ],
        user_message_id="u1",
        reply_message_id="r1",
        reply="好的，阿杰",
        turn_at=TURN_AT,
        summary="",
        retrieved=nothing_retrieved(),
        context={"budget": 100, "total_tokens": 0, "sections": []},
    )
    out = await refresh_summary(state, runtime(store))
    assert out["summary"] == "用户：早上好 Agent：早上好呀 用户：以后叫我阿杰 Agent：好的，阿杰"
    assert out["retrieved"] is None and out["context"] is None


async def test_summary_is_kept_when_there_is_no_reply(store) -> None:
    state = turn("在吗", reply="", summary="用户：之前的内容")
    out = await refresh_summary(state, runtime(store))
    assert "summary" not in out


@pytest.mark.parametrize(("source", "asked"), [("model:json_schema", False), ("rules", True)])
async def test_an_unsure_routing_is_asked_only_on_a_turn_without_a_memory_call(
    store, monkeypatch: pytest.MonkeyPatch, source: str, asked: bool,
) -> None:
    from strata_layered.nodes import refresh_summary as node

    seen: list[str] = []

    async def recheck(state: State, runtime: object, ctx: object, topic_id: str) -> str:
        seen.append(topic_id)
        return topic_id

    monkeypatch.setattr(node, "_recheck_topic", recheck)
    state = turn("周末带孩子去动物园玩了", topic_id="reno", topic_unsure=["reno", "pets"],
                 gate={"source": source, "category": "important_fact"})
    await refresh_summary(state, runtime(store))
    assert seen == (["reno"] if asked else [])  # one memory call a turn, at most
