"""The reply model path through the real graph, the real OpenAI client and a loopback server."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from typing import Any

import pytest
from langchain_openai import ChatOpenAI
from langgraph.graph.state import CompiledStateGraph
from langgraph.store.base import BaseStore

from strata_layered.graph import models as graph_models
from strata_layered.graph.backend import Backend, open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.memory.store.conversations import get_conversation, set_persona
from strata_layered.memory.store.messages import page_history
from strata_layered.memory.store.records import MessageRecord
from tests.support.openai_server import OpenAIServer, Reply

USER = "ada"
AGENT = "default"
THREAD = "thread-1"
PERSONA = "You are Pico, a patient tea sommelier."
CONTEXT = Context(user_id=USER, agent_id=AGENT, model="openai:loopback-model", model_timeout=1.0)
CONFIG = {"configurable": {"thread_id": THREAD}}
STALL = 12.0
"""Seconds the server stalls in the timeout test, far past `model_timeout`."""


@pytest.fixture
async def backend() -> AsyncIterator[Backend]:
    async with open_backend(kind="memory") as opened:
        await set_persona(opened.store, USER, AGENT, PERSONA, now=datetime.now(UTC))
        yield opened


@pytest.fixture
def store(backend: Backend) -> BaseStore:
    return backend.store


@pytest.fixture
def app(backend: Backend) -> CompiledStateGraph:
    return build_graph(checkpointer=backend.checkpointer, store=backend.store)


async def turn(app: CompiledStateGraph, text: str) -> dict[str, Any]:
    return await app.ainvoke({"user_text": text}, CONFIG, context=CONTEXT)


async def history(store: BaseStore) -> list[MessageRecord]:
    """The stored log of the thread, oldest first."""
    conversation = await get_conversation(store, USER, AGENT, THREAD)
    assert conversation is not None
    page, _ = await page_history(store, USER, AGENT, conversation, before=None, limit=50)
    return list(reversed(page))


def assert_contained(result: dict[str, Any], log: list[MessageRecord], text: str) -> None:
    """The turn ended normally: the user's message is kept and the failure is reported."""
    assert [(m.role, m.content) for m in log] == [("user", text)]
    assert result["reply"] == ""
    assert any(e.startswith("call_model:") for e in result["errors"])


async def test_reply_is_streamed_from_the_model_and_stored(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content="Try a light oolong this afternoon.")]
    chunks = [
        chunk.content
        async for chunk, meta in app.astream(
            {"user_text": "What tea should I drink?"}, CONFIG, context=CONTEXT,
            stream_mode="messages",
        )
        if meta["langgraph_node"] == "call_model" and chunk.content
    ]

    assert len(chunks) > 1
    assert "".join(chunks) == "Try a light oolong this afternoon."
    state = (await app.aget_state(CONFIG)).values
    assert state["reply"] == "Try a light oolong this afternoon."
    assert state["errors"] == []
    log = await history(store)
    assert [(m.role, m.content, m.status) for m in log] == [
        ("user", "What tea should I drink?", "completed"),
        ("assistant", "Try a light oolong this afternoon.", "completed"),
    ]
    sent = model_server.requests[0]  # the reply; gate calls (if any) come after it
    assert sent["model"] == "loopback-model"
    assert sent["stream"] is True
    system, *_, last = sent["messages"]
    assert system["role"] == "system"
    assert system["content"].startswith(PERSONA)
    assert "<long_term_memories/>" in system["content"]  # the slot, empty on a first turn
    assert last == {"role": "user", "content": "What tea should I drink?"}


async def test_http_500_keeps_the_user_message(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(fault="http_500")]

    result = await turn(app, "Hello?")

    assert_contained(result, await history(store), "Hello?")
    assert "Error code: 500" in " ".join(result["errors"])
    assert len(model_server.requests) == 2  # the client retries once, then gives up


async def test_model_timeout_is_contained(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(fault="delay", delay=STALL)]
    started = time.monotonic()

    result = await turn(app, "Are you there?")

    # Two attempts of model_timeout (1 s) each: the client gave up, it did not wait the stall out.
    assert time.monotonic() - started < STALL / 2
    assert_contained(result, await history(store), "Are you there?")
    assert "Timeout" in " ".join(result["errors"])


async def test_cut_stream_keeps_the_received_part_as_incomplete(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content="Green tea is lovely in spring.", fault="cut",
                                 chunks_before_cut=3)]

    result = await turn(app, "Tell me about green tea.")

    assert result["reply_incomplete"] is True
    assert result["reply"] == "Green tea is"  # kept as stored: trimmed, secrets masked
    assert any(e.startswith("call_model:") for e in result["errors"])
    log = await history(store)
    assert [(m.role, m.content, m.status) for m in log] == [
        ("user", "Tell me about green tea.", "completed"),
        ("assistant", "Green tea is", "incomplete"),
    ]


@pytest.fixture(params=["stream", "non-stream"])
def streaming(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Both request shapes; `non-stream` swaps in a client that never streams."""
    if request.param == "non-stream":
        def non_streaming(spec: str, timeout: float, responses: bool = False,
                          retries: int = 1) -> ChatOpenAI:
            return ChatOpenAI(model=spec.partition(":")[2], timeout=timeout, max_retries=retries,
                              disable_streaming=True)

        monkeypatch.setattr(graph_models, "_load_chat_model", non_streaming)
    return request.param


async def test_malformed_json_body_is_contained(
    model_server: OpenAIServer, streaming: str, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(fault="malformed")]

    result = await turn(app, "Still working?")

    assert model_server.requests[0]["stream"] is (streaming == "stream")
    assert_contained(result, await history(store), "Still working?")
    assert result["reply_incomplete"] is False
