"""`anthropic:<model>` on Anthropic's own wire: the reply streamed, the memory call by tool_use.

The loopback server answers POST /v1/messages as Anthropic does (tests/support/anthropic_wire.py):
langchain-anthropic's real client (the `anthropic` extra) streams the reply from SSE events and
gets the memory call's structured answer as a forced `tool_use` block.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator

import pytest
from langchain.chat_models.base import _get_chat_model_creator
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph import endpoints
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import UnknownModel, load_chat_model, store_index_config
from strata_layered.memory.long_term.memories import list_memories
from tests.conftest import forget_model_clients
from tests.integration.test_write_path_faults import JUDGED, TEA, TEA_MEMORY
from tests.support.openai_server import OpenAIServer, Reply, openai_server

SPEC = "anthropic:claude-loopback"
CONTEXT = Context(user_id="mei", agent_id="default", model=SPEC, model_timeout=5.0,
                  memory_timeout=5.0)
REPLY = "好的，我记住了，以后推荐饮料会优先考虑乌龙茶。"


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch) -> Iterator[OpenAIServer]:
    with openai_server() as running:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", running.root_url)
        monkeypatch.delenv("ANTHROPIC_API_URL", raising=False)
        monkeypatch.delenv("ANTHROPIC_AUTH_TOKEN", raising=False)  # the key below, not a token
        monkeypatch.setenv("ANTHROPIC_API_KEY", "anthropic-key")
        forget_model_clients()
        endpoints.reset_health()
        yield running
    forget_model_clients()
    endpoints.reset_health()


async def test_the_reply_streams_from_messages_sse(server: OpenAIServer) -> None:
    server.script = [Reply(content="Hello from the Messages API, in pieces.")]

    pieces = [c.text async for c in load_chat_model(SPEC, timeout=5).astream("hi")]

    assert len([p for p in pieces if p]) > 1
    assert "".join(pieces) == "Hello from the Messages API, in pieces."
    assert server.paths == ["/v1/messages?"]
    body, headers = server.requests[0], server.headers[0]
    assert body["stream"] is True and body["model"] == "claude-loopback"
    # The SDK (2.x) sends ANTHROPIC_API_KEY as a bearer token, with the API version.
    assert headers["authorization"] == "Bearer anthropic-key"
    assert "anthropic-version" in headers


async def test_a_turn_replies_and_makes_its_memory_call_by_tool_use(
        server: OpenAIServer) -> None:
    store = InMemoryStore(index=store_index_config())  # type: ignore[arg-type]
    app = build_graph(checkpointer=InMemorySaver(), store=store)
    decision = {**JUDGED, "memories": [TEA_MEMORY]}
    server.script = [Reply(content=REPLY), Reply(tool_calls=[("MemoryDecision", decision)])]

    result = await app.ainvoke({"user_text": TEA}, {"configurable": {"thread_id": "t"}},
                               context=CONTEXT)

    assert result["reply"] == REPLY and result["errors"] == []
    reply_call, memory_call = server.requests
    assert reply_call["stream"] is True
    # Function calling on Anthropic's wire: one tool, forced by name, answered as tool_use.
    assert [t["name"] for t in memory_call["tools"]] == ["MemoryDecision"]
    assert memory_call["tool_choice"] == {"type": "tool", "name": "MemoryDecision"}
    assert "<user_text>" in str(memory_call["messages"])
    assert result["gate"]["source"] == "model:function_calling"
    assert result["memory_fallbacks"] == []
    assert [m.content for m in await list_memories(store, "mei", "default")] == ["喜欢喝乌龙茶"]


def test_without_the_package_the_spec_is_one_line_naming_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "langchain_anthropic", None)  # import fails: not installed
    # LangChain caches each provider's class once imported: forget it on both sides.
    forget_model_clients()
    _get_chat_model_creator.cache_clear()
    try:
        with pytest.raises(UnknownModel) as caught:
            load_chat_model(SPEC)
    finally:
        forget_model_clients()
        _get_chat_model_creator.cache_clear()
    line = str(caught.value)
    assert "pip install langchain-anthropic" in line and "\n" not in line
