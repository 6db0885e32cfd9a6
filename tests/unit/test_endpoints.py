"""Per-endpoint health of the memory model: fault kinds, the breaker, the remembered method."""

from __future__ import annotations

import json
import time
from pathlib import Path

import httpx
import openai
import pytest
from langchain_core.language_models import FakeListChatModel

from strata_layered.graph import endpoints
from strata_layered.graph.context import Context
from strata_layered.graph.endpoints import Health, fault_kind, retry_after
from strata_layered.graph.memory_model import decide_memories, fallback_note, memory_deadline
from strata_layered.graph.structured import AllMethodsFailed, lenient_json


def status_error(code: int, headers: dict[str, str] | None = None) -> openai.APIStatusError:
    request = httpx.Request("POST", "http://127.0.0.1/v1/chat/completions")
    response = httpx.Response(code, headers=headers or {}, request=request)
    cls = {429: openai.RateLimitError, 500: openai.InternalServerError,
           400: openai.BadRequestError}.get(code, openai.APIStatusError)
    return cls("scripted", response=response, body=None)


@pytest.mark.parametrize(("error", "kind"), [
    (status_error(429), "rate_limited"), (status_error(500), "server"),
    (status_error(503), "server"), (status_error(400), "unsupported"),
    (TimeoutError(), "timeout"), (ValueError("no JSON object"), "bad_answer"),
    (openai.APIConnectionError(request=httpx.Request("POST", "http://x")), "connection"),
    (openai.APITimeoutError(request=httpx.Request("POST", "http://x")), "timeout"),
])
def test_each_fault_has_its_kind(error: BaseException, kind: str) -> None:
    assert fault_kind(error) == kind


def test_retry_after_is_read_in_seconds_or_milliseconds() -> None:
    assert retry_after(status_error(429, {"retry-after": "2"})) == 2.0
    assert retry_after(status_error(429, {"retry-after-ms": "250"})) == 0.25
    assert retry_after(status_error(429)) is None


def test_the_breaker_opens_after_repeated_transport_faults_and_probes_once() -> None:
    health = Health()
    for _ in range(endpoints.FAILURES_TO_OPEN - 1):
        health.failed("e", "timeout", now=0.0)
    assert health.allow("e", now=0.0)
    health.failed("e", "server", now=1.0)
    assert not health.allow("e", now=1.0 + endpoints.PROBE_AFTER - 0.1)
    assert health.allow("e", now=1.0 + endpoints.PROBE_AFTER)  # the probe
    assert not health.allow("e", now=1.0 + endpoints.PROBE_AFTER)  # only one at a time
    health.succeeded("e")
    assert health.allow("e") and not health.is_open("e")


def test_rate_limits_and_bad_answers_never_open_it() -> None:
    health = Health()
    for _ in range(10):
        health.failed("e", "rate_limited", now=0.0)
        health.failed("e", "bad_answer", now=0.0)
    assert health.allow("e", now=0.0) and not health.is_open("e")


def test_the_working_method_survives_a_new_process(tmp_path: Path) -> None:
    first = Health(path=tmp_path / endpoints.METHODS_FILE)
    first.worked("openai:m|http://h/v1|chat", "json_mode")
    later = Health(path=tmp_path / endpoints.METHODS_FILE)  # a process started afterwards

    assert later.method("openai:m|http://h/v1|chat") == "json_mode"
    assert later.method("openai:other|http://h/v1|chat") is None
    saved = json.loads((tmp_path / endpoints.METHODS_FILE).read_text())
    assert saved == {"openai:m|http://h/v1|chat": "json_mode"}


def test_a_broken_methods_file_is_ignored(tmp_path: Path) -> None:
    (tmp_path / endpoints.METHODS_FILE).write_text("{not json")
    health = Health(path=tmp_path / endpoints.METHODS_FILE)
    assert health.method("e") is None
    health.worked("e", "function_calling")
    assert Health(path=tmp_path / endpoints.METHODS_FILE).method("e") == "function_calling"


@pytest.mark.parametrize("text", [
    '<think>let me see {"a": 0}</think>{"a": 1}',
    'Sure!\n```json\n{"a": 1}\n```',
    '<think>unclosed reasoning… then {"a": 1}',
    'Here: {"a": 1} hope that helps',
])
def test_lenient_reading_finds_the_answer(text: str) -> None:
    value = None if text.startswith("<think>unclosed") else {"a": 1}
    if value is None:
        with pytest.raises(ValueError):
            lenient_json(text)  # reasoning that never closes hides everything after it
    else:
        assert lenient_json(text) == value


class CountingModel(FakeListChatModel):
    """A chat model that counts the structured-output runnables asked of it."""

    asked: int = 0

    def with_structured_output(self, *args: object, **kwargs: object) -> object:
        self.asked += 1
        raise AssertionError("no request may be made past the deadline")


async def test_the_memory_call_has_one_deadline_from_the_gates_start() -> None:
    ctx = Context(model="openai:x", memory_timeout=2.0)
    # The gate started 1.9 s ago (its search for memories to offer, say): of the 85% of
    # the timeout the call may spend, nothing is left, and no request is made.
    left = memory_deadline(ctx, time.monotonic() - 1.9)
    assert left < 0 < memory_deadline(ctx, time.monotonic())
    model = CountingModel(responses=["unused"])
    with pytest.raises(AllMethodsFailed) as failed:
        await decide_memories(model, ctx, existing=[], summary="", user_text="我住在杭州",
                              assistant_text="好的", timeout=left)
    assert failed.value.kind == "timeout" and model.asked == 0
    try:
        assert await fallback_note(None, failed.value) == (
            "memory model fell back to the rules (timeout): no time left before the memory "
            "deadline")
        assert endpoints.health.fallbacks["timeout"] >= 1  # this process's count
    finally:
        endpoints.reset_health()
