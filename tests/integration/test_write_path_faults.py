"""The write path under faults: the reply succeeds, the memory model misbehaves.

The real graph runs against the loopback OpenAI-compatible server. Whatever the memory
steps meet (a model that ignores the format, schema-violating JSON, HTTP 500, timeouts,
broken bodies, invented or foreign-language or secret memories), the turn completes,
both messages stay in the history, the next structured-output method or the rule
fallback runs (seed 003), and the resulting memory is what the user said.
"""

from __future__ import annotations

import dataclasses
import json
import time
from typing import Any

import openai._base_client
import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph.state import CompiledStateGraph
from langgraph.store.base import BaseStore
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.memory_model import SUMMARY_MAX_CHARS
from strata_layered.graph.models import store_index_config
from strata_layered.graph.prompts import memory as prompts_memory
from strata_layered.memory import audit
from strata_layered.memory.conversations import get_conversation
from strata_layered.memory.memories import list_memories
from strata_layered.memory.messages import get_messages, page_history
from strata_layered.memory.records import AuditRecord, MemoryItem, MessageRecord
from tests.support.openai_server import OpenAIServer, Reply

USER = "mei"
AGENT = "default"
THREAD = "thread-w"
CONFIG = {"configurable": {"thread_id": THREAD}}
TIMEOUT = 1.0
CONTEXT = Context(user_id=USER, agent_id=AGENT, model="openai:loopback-model",
                  model_timeout=TIMEOUT)
RESPONSES = Context(user_id=USER, agent_id=AGENT, model="openai:loopback-model",
                    model_timeout=TIMEOUT, wire_api="responses")

TEA = "我喜欢喝乌龙茶，以后推荐饮料的时候记住这一点"
TEA_REPLY = "好的，我记住了，以后推荐饮料会优先考虑乌龙茶。"
TEA_NOTE = "喜欢喝乌龙茶"
"""What the rule path keeps of TEA: the fact as a note, explicit (记住), not the sentence."""
GATE_OK = {
    "shouldExtract": True, "confidence": 0.9, "category": "preference", "stability": "stable",
    "importance": 4, "reason": "用户明确表达了饮品偏好。", "candidateFacts": ["喜欢喝乌龙茶"],
}
TEA_MEMORY = {
    "memory_type": "preference", "content": "喜欢喝乌龙茶", "importance": 4, "confidence": 0.9,
    "explicit": True, "scope": "global", "applies_to": [],
}
NOT_STRUCTURED = Reply(content="我觉得这一轮值得记住。")
"""A model that ignores the asked format: plain text, no tool call, no JSON."""


def gate_says(method: str, value: dict[str, Any] = GATE_OK) -> Reply:
    """The gate's answer in the shape `method` asks for."""
    return _answer(method, "AgentMemoryCandidate", value)


def extraction_says(method: str, *memories: dict[str, Any]) -> Reply:
    """The extractor's answer in the shape `method` asks for."""
    return _answer(method, "ExtractedMemories", {"memories": list(memories or [TEA_MEMORY])})


def _answer(method: str, schema: str, value: dict[str, Any]) -> Reply:
    return Reply(tool_calls=[(schema, value)]) if method == "function_calling" else Reply(
        json=value)


def step_of(body: dict[str, Any]) -> str:
    """Which step sent a request, told by its system prompt."""
    text = prompt_of(body)
    for step, system in (("gate", prompts_memory.CANDIDATE_SYSTEM),
                         ("extract", prompts_memory.EXTRACTION_SYSTEM),
                         ("summary", prompts_memory.SUMMARY_SYSTEM)):
        if system.splitlines()[0] in text:
            return step
    return "reply"


def method_of(body: dict[str, Any]) -> str:
    """The structured-output method a request uses, on either wire."""
    if body.get("tools"):
        return "function_calling"
    fmt = body.get("response_format") or (body.get("text") or {}).get("format") or {}
    return {"json_schema": "json_schema", "json_object": "json_mode"}.get(fmt.get("type"), "text")


def prompt_of(body: dict[str, Any]) -> str:
    """The text of every message a request carries, on either wire."""
    messages = body.get("messages") or body.get("input") or []
    return "\n".join(str(m.get("content")) for m in messages)


def calls(server: OpenAIServer) -> list[tuple[str, str]]:
    """(step, method) of every request the server received, in order."""
    return [(step_of(b), method_of(b)) for b in server.requests]


@pytest.fixture(autouse=True)
def quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep the client's retry (max_retries=1), without its 0.5 s back-off per attempt."""
    monkeypatch.setattr(openai._base_client, "INITIAL_RETRY_DELAY", 0.001)


@pytest.fixture
def store() -> BaseStore:
    return InMemoryStore(index=store_index_config())  # type: ignore[arg-type]


@pytest.fixture
def app(store: BaseStore) -> CompiledStateGraph:
    return build_graph(checkpointer=InMemorySaver(), store=store)


async def turn(
    app: CompiledStateGraph, text: str, context: Context = CONTEXT
) -> dict[str, Any]:
    """One turn; returning at all means no exception escaped the graph."""
    return await app.ainvoke({"user_text": text}, CONFIG, context=context)


async def history(store: BaseStore) -> list[tuple[str, str, str]]:
    """(role, content, status) of the stored log, oldest first."""
    conversation = await get_conversation(store, USER, AGENT, THREAD)
    assert conversation is not None
    page, _ = await page_history(store, USER, AGENT, conversation, before=None, limit=100)
    return [(m.role, m.content, m.status) for m in reversed(page)]


async def memories(store: BaseStore, status: str | None = "active") -> list[MemoryItem]:
    return await list_memories(store, USER, AGENT, status=status)


async def decisions(store: BaseStore) -> list[AuditRecord]:
    """Audit entries, oldest first."""
    return list(reversed(await audit.list_decisions(store, USER, AGENT)))


async def assert_tea_turn(store: BaseStore, result: dict[str, Any]) -> None:
    """The tea turn completed: both messages kept, no contained error."""
    assert result["reply"] == TEA_REPLY
    assert result["errors"] == []
    assert await history(store) == [("user", TEA, "completed"),
                                    ("assistant", TEA_REPLY, "completed")]


# --- methods in the seed's order (chat providers) -----------------------------------------


async def test_function_calling_answers_first(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content=TEA_REPLY), gate_says("function_calling"),
                           extraction_says("function_calling")]

    result = await turn(app, TEA)

    await assert_tea_turn(store, result)
    assert calls(model_server) == [("reply", "text"), ("gate", "function_calling"),
                                   ("extract", "function_calling")]
    assert result["gate"]["source"] == "model:function_calling"
    assert result["gate"]["should_extract"] is True
    assert result["gate"]["candidate_facts"] == ["喜欢喝乌龙茶"]
    assert [(w["action"], w["content"], w["memory_type"]) for w in result["memory_writes"]] == [
        ("stored", "喜欢喝乌龙茶", "preference")]
    [memory] = await memories(store)
    assert (memory.content, memory.importance, memory.source.excerpt) == ("喜欢喝乌龙茶", 4, TEA)
    assert [(d.decision, d.source) for d in await decisions(store)] == [
        ("stored", "model:function_calling")]
    # The extractor is fed the gate's judgement, formatted as seed 003 does.
    extraction_prompt = prompt_of(model_server.requests[2])
    assert "类别：preference" in extraction_prompt
    assert "候选事实：1. 喜欢喝乌龙茶" in extraction_prompt


async def test_json_schema_answers_when_function_calling_fails(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content=TEA_REPLY), NOT_STRUCTURED, gate_says("json_schema"),
                           extraction_says("json_schema")]

    result = await turn(app, TEA)

    await assert_tea_turn(store, result)
    assert calls(model_server) == [
        ("reply", "text"), ("gate", "function_calling"), ("gate", "json_schema"),
        ("extract", "json_schema")]  # the endpoint's working method, remembered
    assert result["gate"]["source"] == "model:json_schema"
    assert [w["content"] for w in result["memory_writes"]] == ["喜欢喝乌龙茶"]
    assert [(d.decision, d.source) for d in await decisions(store)] == [
        ("stored", "model:json_schema")]


async def test_json_mode_answers_when_both_others_fail_and_is_remembered(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content=TEA_REPLY), NOT_STRUCTURED, NOT_STRUCTURED,
                           gate_says("json_mode"), extraction_says("json_mode")]

    result = await turn(app, TEA)

    await assert_tea_turn(store, result)
    # The endpoint's working method is remembered: extraction asks it first, and only it.
    assert calls(model_server) == [
        ("reply", "text"),
        ("gate", "function_calling"), ("gate", "json_schema"), ("gate", "json_mode"),
        ("extract", "json_mode")]
    assert result["gate"]["source"] == "model:json_mode"
    # JSON mode carries the schema in the prompt, since the wire format cannot.
    assert '"candidateFacts"' in prompt_of(model_server.requests[3])
    assert [w["content"] for w in result["memory_writes"]] == ["喜欢喝乌龙茶"]
    assert [d.source for d in await decisions(store)] == ["model:json_mode"]


async def test_a_remembered_method_that_fails_is_probed_again_in_the_seed_order(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content=TEA_REPLY), NOT_STRUCTURED, gate_says("json_schema"),
                           NOT_STRUCTURED, extraction_says("function_calling")]

    result = await turn(app, TEA)

    await assert_tea_turn(store, result)
    assert calls(model_server)[1:] == [
        ("gate", "function_calling"), ("gate", "json_schema"),
        ("extract", "json_schema"), ("extract", "function_calling")]
    assert [(d.decision, d.source) for d in await decisions(store)] == [
        ("stored", "model:function_calling")]


async def test_an_endpoint_without_structured_output_is_not_asked_every_turn(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content=TEA_REPLY), NOT_STRUCTURED, NOT_STRUCTURED,
                           NOT_STRUCTURED, Reply(content=TEA_REPLY)]

    first = await turn(app, TEA)
    second = await turn(app, "我也喜欢在周末爬山，以后可以推荐路线")

    assert calls(model_server) == [("reply", "text"), ("gate", "function_calling"),
                                   ("gate", "json_schema"), ("gate", "json_mode"),
                                   ("reply", "text")]  # the second turn: rules only
    assert first["gate"]["source"] == second["gate"]["source"] == "keyword_fallback"
    # 喜欢喝乌龙茶; 喜欢在周末爬山 and the standing request 以后可以推荐路线.
    assert len(await memories(store)) == 3


async def test_all_methods_failing_fall_back_to_keywords_and_rules(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content=TEA_REPLY), NOT_STRUCTURED]

    result = await turn(app, TEA)

    await assert_tea_turn(store, result)
    methods = ["function_calling", "json_schema", "json_mode"]
    # The gate's model failed: extraction does not wait on it again this turn.
    assert calls(model_server) == [("reply", "text"), *(("gate", m) for m in methods)]
    gate = result["gate"]
    assert gate["source"] == "keyword_fallback"
    assert (gate["should_extract"], gate["category"]) == (True, "preference")
    assert "模型判断失败" in gate["reason"]
    # Seed 000's rule extraction keeps the user's fact, as a note (issue 16).
    assert [(w["action"], w["content"]) for w in result["memory_writes"]] == [
        ("stored", TEA_NOTE)]
    assert [(m.content, m.importance) for m in await memories(store)] == [(TEA_NOTE, 5)]
    assert [(d.decision, d.source) for d in await decisions(store)] == [("stored", "rules")]


# --- Responses-API providers ----------------------------------------------------------


async def test_responses_wire_tries_json_schema_first(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content=TEA_REPLY), NOT_STRUCTURED, NOT_STRUCTURED,
                           gate_says("json_mode"), extraction_says("json_schema")]

    result = await turn(app, TEA, RESPONSES)

    await assert_tea_turn(store, result)
    assert calls(model_server)[1:] == [
        ("gate", "json_schema"), ("gate", "function_calling"), ("gate", "json_mode"),
        ("extract", "json_mode")]  # the method that worked is asked first
    # The memory steps speak the Responses wire (POST /v1/responses: `input`, `text.format`).
    assert all("input" in body and "messages" not in body for body in model_server.requests[1:])
    assert model_server.requests[1]["text"]["format"]["name"] == "AgentMemoryCandidate"
    assert model_server.requests[2]["tool_choice"] == {"type": "function",
                                                       "name": "AgentMemoryCandidate"}
    assert model_server.requests[3]["text"]["format"] == {"type": "json_object"}
    assert result["gate"]["source"] == "model:json_mode"
    assert [w["content"] for w in result["memory_writes"]] == ["喜欢喝乌龙茶"]
    assert [d.source for d in await decisions(store)] == ["model:json_mode"]


async def test_responses_wire_all_failing_falls_back(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content=TEA_REPLY), NOT_STRUCTURED]

    result = await turn(app, TEA, RESPONSES)

    await assert_tea_turn(store, result)
    order = ["json_schema", "function_calling", "json_mode"]
    assert calls(model_server)[1:] == [("gate", m) for m in order]
    assert result["gate"]["source"] == "keyword_fallback"
    assert [d.source for d in await decisions(store)] == ["rules"]


async def test_responses_wire_reply_uses_the_responses_api(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    """A Responses-API provider gets the reply on that wire too, not only the memory steps."""
    model_server.script = [Reply(content=TEA_REPLY), gate_says("json_schema"),
                           extraction_says("json_schema")]

    result = await turn(app, TEA, RESPONSES)

    await assert_tea_turn(store, result)
    reply_request = model_server.requests[0]
    assert step_of(reply_request) == "reply"
    assert "input" in reply_request and "messages" not in reply_request


# --- transport faults on every memory call ----------------------------------------------


async def test_http_500_on_memory_calls_falls_back(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content=TEA_REPLY), Reply(fault="http_500")]

    result = await turn(app, TEA)

    await assert_tea_turn(store, result)
    # A 5xx fails every method alike: one method (retried once by the client), then the
    # fallbacks; extraction does not call the dead endpoint again.
    assert calls(model_server) == [("reply", "text"), ("gate", "function_calling"),
                                   ("gate", "function_calling")]
    assert result["gate"]["source"] == "keyword_fallback"
    assert "Error code: 500" in result["gate"]["reason"]
    assert [m.content for m in await memories(store)] == [TEA_NOTE]
    assert [d.source for d in await decisions(store)] == ["rules"]


async def test_timeout_on_memory_calls_falls_back(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    stall = 20.0
    # Shorter than CONTEXT's 1 s only to keep the 12 abandoned attempts quick.
    context = dataclasses.replace(CONTEXT, model_timeout=0.25)
    model_server.script = [Reply(content=TEA_REPLY), Reply(fault="delay", delay=stall)]
    started = time.monotonic()

    result = await turn(app, TEA, context)

    # The deadline covers every attempt of every method: a hung endpoint costs one
    # model_timeout, then the fallbacks — not one per attempt, not twelve.
    assert time.monotonic() - started < stall / 2
    await assert_tea_turn(store, result)
    assert len(model_server.requests) == 1 + 1
    assert result["gate"]["source"] == "keyword_fallback"
    assert "Timeout" in result["gate"]["reason"]
    assert [m.content for m in await memories(store)] == [TEA_NOTE]
    assert [d.source for d in await decisions(store)] == ["rules"]


@pytest.mark.parametrize("broken", [
    Reply(fault="malformed"),
    Reply(content='{"shouldExtract": true, "confidence": 0.9, "category": "pref'),
], ids=["broken-http-body", "truncated-json-content"])
async def test_malformed_json_falls_back(
    broken: Reply, model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content=TEA_REPLY), broken]

    result = await turn(app, TEA)

    await assert_tea_turn(store, result)
    # A broken body is not retried by the client: one request per method of the gate.
    methods = ["function_calling", "json_schema", "json_mode"]
    assert calls(model_server) == [("reply", "text"), *(("gate", m) for m in methods)]
    assert result["gate"]["source"] == "keyword_fallback"
    assert [m.content for m in await memories(store)] == [TEA_NOTE]
    assert [d.source for d in await decisions(store)] == ["rules"]


# --- answers that parse but break the schema -------------------------------------------

VIOLATIONS = {
    "importance-9": {"importance": 9},
    "unknown-category": {"category": "gossip"},
    "confidence-1.7": {"confidence": 1.7},
    "five-candidate-facts": {"candidateFacts": ["喜欢喝乌龙茶", "喜欢茶", "爱喝茶", "乌龙", "茶"]},
}


@pytest.mark.parametrize("violation", VIOLATIONS.values(), ids=VIOLATIONS.keys())
async def test_schema_violating_judgement_counts_as_failed(
    violation: dict[str, Any], model_server: OpenAIServer, app: CompiledStateGraph,
    store: BaseStore,
) -> None:
    bad = {**GATE_OK, **violation}
    model_server.script = [Reply(content=TEA_REPLY), gate_says("function_calling", bad),
                           gate_says("json_schema"), extraction_says("json_schema")]

    result = await turn(app, TEA)

    await assert_tea_turn(store, result)
    assert calls(model_server)[1:] == [("gate", "function_calling"), ("gate", "json_schema"),
                                       ("extract", "json_schema")]
    assert result["gate"]["source"] == "model:json_schema"
    assert result["gate"]["importance"] == 4
    assert [d.source for d in await decisions(store)] == ["model:json_schema"]


async def test_schema_violations_in_every_method_reach_the_fallbacks(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    bad_memory = {**TEA_MEMORY, "importance": 9, "memory_type": "gossip"}
    three = [TEA_MEMORY, {**TEA_MEMORY, "content": "爱喝茶"}, {**TEA_MEMORY, "content": "乌龙"}]
    model_server.script = [
        Reply(content=TEA_REPLY), gate_says("function_calling"),
        extraction_says("function_calling", bad_memory), extraction_says("json_schema", *three),
        extraction_says("json_mode", {**TEA_MEMORY, "confidence": 1.7}),
    ]

    result = await turn(app, TEA)

    await assert_tea_turn(store, result)
    assert calls(model_server) == [("reply", "text"), ("gate", "function_calling"),
                                   ("extract", "function_calling"), ("extract", "json_schema"),
                                   ("extract", "json_mode")]
    assert result["gate"]["source"] == "model:function_calling"
    # Nothing the model said was kept: the rules stored the user's words.
    assert [m.content for m in await memories(store)] == [TEA_NOTE]
    assert [d.source for d in await decisions(store)] == ["rules"]


async def test_extraction_object_without_memories_counts_as_failed(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    """`{}` or a misspelt key is no answer; it must not pass for "nothing worth keeping"."""
    misspelt = {"items": [TEA_MEMORY]}
    model_server.script = [Reply(content=TEA_REPLY), gate_says("function_calling"),
                           Reply(tool_calls=[("ExtractedMemories", misspelt)]),
                           Reply(json=misspelt), Reply(json={})]

    result = await turn(app, TEA)

    await assert_tea_turn(store, result)
    assert calls(model_server)[2:] == [("extract", "function_calling"),
                                       ("extract", "json_schema"), ("extract", "json_mode")]
    assert [m.content for m in await memories(store)] == [TEA_NOTE]
    assert [d.source for d in await decisions(store)] == ["rules"]


async def test_extraction_finding_nothing_is_respected(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content=TEA_REPLY), gate_says("function_calling"),
                           Reply(tool_calls=[("ExtractedMemories", {"memories": []})])]

    result = await turn(app, TEA)

    await assert_tea_turn(store, result)
    assert len(model_server.requests) == 3
    assert result["memory_writes"] == []
    assert await memories(store, None) == []


# --- memories the screen refuses --------------------------------------------------------


async def test_memory_the_assistant_invented_is_screened_out(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    text = "我喜欢安静的地方，周末想出去走走，有什么建议？"
    reply = "你上次说过最喜欢去杭州西湖散步，这周末可以再去西湖边走走。"
    invented = {**TEA_MEMORY, "content": "最喜欢去杭州西湖散步"}
    stated = {**TEA_MEMORY, "content": "喜欢安静的地方"}
    model_server.script = [Reply(content=reply), gate_says("function_calling"),
                           extraction_says("function_calling", invented, stated)]

    result = await turn(app, text)

    assert result["errors"] == []
    assert await history(store) == [("user", text, "completed"), ("assistant", reply, "completed")]
    assert [m.content for m in await memories(store, None)] == ["喜欢安静的地方"]
    # Sorted: the two entries of one turn share a timestamp, so their order is not stable.
    entries = sorted(await decisions(store), key=lambda d: d.decision)
    assert [(d.decision, d.excerpt, d.source) for d in entries] == [
        ("skipped", "最喜欢去杭州西湖散步", "model:function_calling"),
        ("stored", "喜欢安静的地方", "model:function_calling")]
    assert entries[0].reason.startswith("assistant_generated")


async def test_memory_in_another_language_is_screened_out(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    english = {**TEA_MEMORY, "content": "Likes oolong tea"}
    model_server.script = [Reply(content=TEA_REPLY), gate_says("function_calling"),
                           extraction_says("function_calling", english)]

    result = await turn(app, TEA)

    await assert_tea_turn(store, result)
    assert result["memory_writes"] == []
    assert await memories(store, None) == []
    [skipped] = await decisions(store)
    assert (skipped.decision, skipped.reason, skipped.excerpt) == (
        "skipped", "not in the user's language", "Likes oolong tea")


async def test_secret_from_the_extractor_is_refused(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    key = "sk-proj-4fQ9xZ2LmN8pR7tV1wY3"
    text = "记住我写代码时喜欢用 Python 和 VS Code"
    secret = {**TEA_MEMORY, "content": f"用户的 OpenAI 密钥是 {key}"}
    model_server.script = [Reply(content="好的，记住了。"), gate_says("function_calling"),
                           extraction_says("function_calling", secret)]

    result = await turn(app, text)

    assert result["errors"] == []
    assert await history(store) == [("user", text, "completed"),
                                    ("assistant", "好的，记住了。", "completed")]
    assert result["memory_writes"] == []
    assert await memories(store, None) == []
    [refused] = await decisions(store)
    assert (refused.decision, refused.reason) == ("skipped", "unsafe")
    # Not in the memories, not in the audit log, nowhere in the store.
    everything = await store.asearch(("strata",), limit=1000)
    assert key not in json.dumps([item.value for item in everything], ensure_ascii=False)


# --- the reply breaks, the memory steps work ---------------------------------------------


async def test_cut_reply_is_kept_incomplete_and_the_turn_completes(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content="好的 我记住了 乌龙茶 是你的最爱", fault="cut",
                                 chunks_before_cut=2),
                           gate_says("function_calling"), extraction_says("function_calling")]

    result = await turn(app, TEA)

    assert result["reply_incomplete"] is True
    assert result["reply"] == "好的 我记住了"  # as stored: trimmed
    assert [e.split(":")[0] for e in result["errors"]] == ["call_model"]
    assert await history(store) == [("user", TEA, "completed"),
                                    ("assistant", "好的 我记住了", "incomplete")]
    assert result["gate"]["source"] == "model:function_calling"
    assert [m.content for m in await memories(store)] == ["喜欢喝乌龙茶"]
    assert result["summary"].endswith("Agent：好的 我记住了")


# --- summary v2 -----------------------------------------------------------------------

SMALL_TALK = ["好的", "谢谢", "晚安"]
"""Fast-rejected turns: no gate or extraction call, so the script is reply, summary."""
SUMMARIZED = Context(user_id=USER, agent_id=AGENT, model="openai:loopback-model",
                     model_timeout=TIMEOUT, summary_every=4)


async def logged(store: BaseStore) -> list[MessageRecord]:
    conversation = await get_conversation(store, USER, AGENT, THREAD)
    assert conversation is not None
    return await get_messages(store, USER, AGENT, THREAD,
                              list(range(1, conversation.last_seq + 1)))


async def test_summary_v2_is_stored_with_messages_marked_in_one_go(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    long_summary = "进展：用户在闲聊。已确定事项：无。待解决问题：无。" + "补充" * 600
    model_server.script = [Reply(content="好呀。"), Reply(content="不客气。"),
                           Reply(content=long_summary), Reply(content="晚安。")]

    first = await turn(app, SMALL_TALK[0], SUMMARIZED)
    second = await turn(app, SMALL_TALK[1], SUMMARIZED)

    assert first["errors"] == second["errors"] == []
    assert await history(store) == [
        ("user", "好的", "completed"), ("assistant", "好呀。", "completed"),
        ("user", "谢谢", "completed"), ("assistant", "不客气。", "completed")]
    assert first.get("summary_v2", "") == ""
    assert [step for step, _ in calls(model_server)] == ["reply", "reply", "summary"]
    summary_prompt = prompt_of(model_server.requests[2])
    assert all(f"用户：{t}" in summary_prompt for t in SMALL_TALK[:2])
    conversation = await get_conversation(store, USER, AGENT, THREAD)
    assert conversation is not None
    assert len(conversation.summary) == SUMMARY_MAX_CHARS == 800
    assert conversation.summary == long_summary[:800] == second["summary_v2"]
    assert conversation.summarized_through == 4
    assert [(m.seq, m.summarized) for m in await logged(store)] == [
        (1, True), (2, True), (3, True), (4, True)]

    await turn(app, SMALL_TALK[2], SUMMARIZED)  # 2 new messages: not due yet

    assert [(m.seq, m.summarized) for m in await logged(store)][4:] == [(5, False), (6, False)]
    assert len(model_server.requests) == 4


async def test_failed_summary_v2_keeps_v1_and_retries_next_turn(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    model_server.script = [Reply(content="好呀。"), Reply(content="不客气。"),
                           Reply(fault="http_500"), Reply(fault="http_500"),
                           Reply(content="晚安。"), Reply(content="进展：寒暄后道了晚安。")]

    await turn(app, SMALL_TALK[0], SUMMARIZED)
    failed = await turn(app, SMALL_TALK[1], SUMMARIZED)

    assert any(e.startswith("refresh_summary_v2:") for e in failed["errors"])
    assert failed["summary"].endswith("用户：谢谢 Agent：不客气。")  # v1 still moved on
    assert await history(store) == [
        ("user", "好的", "completed"), ("assistant", "好呀。", "completed"),
        ("user", "谢谢", "completed"), ("assistant", "不客气。", "completed")]
    conversation = await get_conversation(store, USER, AGENT, THREAD)
    assert conversation is not None
    assert (conversation.summary, conversation.summarized_through) == ("", 0)
    assert not any(m.summarized for m in await logged(store))

    retried = await turn(app, SMALL_TALK[2], SUMMARIZED)

    assert retried["errors"] == []
    assert [step for step, _ in calls(model_server)] == [
        "reply", "reply", "summary", "summary", "reply", "summary"]
    assert "用户：好的" in prompt_of(model_server.requests[-1])
    conversation = await get_conversation(store, USER, AGENT, THREAD)
    assert conversation is not None
    assert (conversation.summary, conversation.summarized_through) == ("进展：寒暄后道了晚安。", 6)
    assert all(m.summarized for m in await logged(store))


async def test_responses_wire_summary_is_the_models_text(
    model_server: OpenAIServer, app: CompiledStateGraph, store: BaseStore
) -> None:
    context = Context(user_id=USER, agent_id=AGENT, model="openai:loopback-model",
                      model_timeout=TIMEOUT, summary_every=4, wire_api="responses")
    model_server.script = [Reply(content="好呀。"), Reply(content="不客气。"),
                           Reply(content="进展：用户在闲聊。")]

    await turn(app, SMALL_TALK[0], context)
    result = await turn(app, SMALL_TALK[1], context)

    assert step_of(model_server.requests[2]) == "summary"
    conversation = await get_conversation(store, USER, AGENT, THREAD)
    assert conversation is not None
    assert conversation.summary == "进展：用户在闲聊。" == result["summary_v2"]
