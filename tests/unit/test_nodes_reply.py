"""The nodes after the reply called directly: what is logged and counted, the rolling summary.

persist_reply and refresh_summary with a Runtime, outside any graph run
(tests/support/node_calls.py: the runtime and the turn's state).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph.message import add_messages
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.retrieval.types import nothing_retrieved
from strata_layered.graph.state import State
from strata_layered.memory.store.conversations import (
    ensure_conversation,
    get_agent,
    get_conversation,
)
from strata_layered.memory.store.messages import append_message, page_history
from strata_layered.nodes.persist_reply import persist_reply
from strata_layered.nodes.refresh_summary import refresh_summary
from tests.support.node_calls import AGENT, TURN_AT, USER, runtime, turn


@pytest.fixture
def store() -> InMemoryStore:
    return InMemoryStore()


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
