"""Structured output with the seed's method fallbacks (seed 003), handled per fault kind.

One call asks the endpoint's remembered method first, then the others in the seed's order.
Each answer is read strictly, then leniently (`<think>` blocks and code fences stripped,
the first JSON object taken) before the next method is tried. A 429 waits as long as the
server asks (jittered, within the deadline) and retries; a 5xx is retried once; a timeout
or a refused connection ends the call at once. The whole call never outlasts `timeout`.
"""

from __future__ import annotations

import asyncio
import json
import re
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, ValidationError

from strata_layered.graph.endpoints import FaultKind, backoff, fault_kind, health, retry_after
from strata_layered.graph.prompts.memory import JSON_MODE_SUFFIX

T = TypeVar("T", bound=BaseModel)

# Seed 003's getStructuredOutputMethods: Responses-API providers prefer json_schema.
Method = Literal["function_calling", "json_schema", "json_mode"]
METHODS_RESPONSES: tuple[Method, ...] = ("json_schema", "function_calling", "json_mode")
METHODS_CHAT: tuple[Method, ...] = ("function_calling", "json_schema", "json_mode")
MAX_REQUESTS = 4
"""Requests one call may make, retries included (a 429 burst costs at most 3 extra)."""
RATE_LIMIT_RETRIES = 2
SERVER_RETRIES = 1


class AllMethodsFailed(RuntimeError):
    """No method gave a usable answer; `errors` says how, `kind` what ended the call."""

    def __init__(self, errors: list[str], kind: str = "bad_answer", requests: int = 0) -> None:
        super().__init__("; ".join(errors))
        self.errors, self.kind, self.requests = errors, kind, requests


@dataclass
class Structured(Generic[T]):
    """A validated result, the method that produced it, and what it took."""

    value: T
    method: str
    errors: list[str] = field(default_factory=list)
    requests: int = 1


def methods_for(wire_api: str) -> tuple[Method, ...]:
    """The order to try structured-output methods in for this provider."""
    return METHODS_RESPONSES if wire_api == "responses" else METHODS_CHAT


def remembered_method(endpoint: str) -> str | None:
    """The method that last worked on this endpoint, if any (this process or the file)."""
    return health.method(endpoint)


LEAN_DROP = frozenset({"title", "maximum", "minimum", "maxLength", "minLength", "maxItems",
                       "default"})
"""Schema keys the wire never needs: the answer is validated against the full model here."""


def wire_schema(schema: type[BaseModel]) -> dict[str, Any]:
    """The schema as sent: names, types, enums and short descriptions only (fewer tokens).

    Bounds and titles are checked on our side by `read_answer`, so they need not travel
    with every memory call.
    """
    def lean(node: Any) -> Any:
        if isinstance(node, dict):
            return {k: lean(v) for k, v in node.items() if k not in LEAN_DROP}
        if isinstance(node, list):
            return [lean(v) for v in node]
        return node

    doc = (schema.__doc__ or schema.__name__).strip().splitlines()[0]
    return {"title": schema.__name__, "description": doc, **lean(schema.model_json_schema())}


THINK = re.compile(r"<think(?:ing)?>.*?(?:</think(?:ing)?>|$)", re.S | re.I)
FENCE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.S)


def lenient_json(text: str) -> Any:
    """The first JSON object in a model's text, reasoning and fences stripped (else ValueError)."""
    text = THINK.sub("", text).strip()
    block = FENCE.search(text)
    if block:
        text = block.group(1).strip()
    start = text.find("{")
    if start < 0:
        raise ValueError("no JSON object in the answer")
    value, _ = json.JSONDecoder().raw_decode(text[start:])
    return value


def read_answer(schema: type[T], out: Any) -> T:
    """A structured-output result, strictly read, else leniently from the raw message."""
    if isinstance(out, dict) and "raw" in out:
        if isinstance(out.get("parsed"), schema):
            return out["parsed"]
        if isinstance(out.get("parsed"), dict):
            return schema.model_validate(out["parsed"])
        raw = out["raw"]
        text = raw.text if isinstance(raw, BaseMessage) else str(raw or "")
        tool_args = [c.get("args") for c in getattr(raw, "tool_calls", None) or []]
        if not text.strip() and not tool_args:
            refusal = (getattr(raw, "additional_kwargs", {}) or {}).get("refusal")
            raise ValueError(f"refused: {refusal}" if refusal else "empty answer")
        candidates: list[Any] = [a for a in tool_args if isinstance(a, dict)]
        if text.strip():
            candidates.append(lenient_json(text))
        last: Exception = ValueError("no object")
        for value in candidates:
            for shape in (value, *[v for v in value.values() if isinstance(v, dict)]):
                try:
                    return schema.model_validate(shape)
                except ValidationError as error:
                    last = error
        raise last
    return out if isinstance(out, schema) else schema.model_validate(out)


async def invoke_structured(
    model: BaseChatModel, schema: type[T], system: str, user: str, *, wire_api: str = "chat",
    endpoint: str | None = None, timeout: float | None = None,
) -> Structured[T]:
    """One structured answer within `timeout`, or AllMethodsFailed for the rules to take over.

    `endpoint` keys the breaker and the remembered method: an open breaker fails the call
    without a request; a bad answer moves to the next method; the method that works is
    remembered (in the data folder when one is in use).
    """
    key = endpoint or f"anonymous:{id(model)}"
    loop = asyncio.get_running_loop()
    if not health.allow(key):
        raise AllMethodsFailed(["circuit open: the endpoint failed repeatedly, rules decide "
                                "until it is probed again"], kind="circuit_open")
    known = health.method(key)
    skip = health.skip(key)
    order = [m for m in dict.fromkeys([known, *methods_for(wire_api)]) if m and m not in skip]
    deadline = loop.time() + timeout if timeout else None
    errors: list[str] = []
    requests = 0
    kind: FaultKind | str = "bad_answer"
    for method in order:
        prompt = system
        sent = wire_schema(schema)
        if method == "json_mode":
            prompt += JSON_MODE_SUFFIX.format(schema=json.dumps(sent, ensure_ascii=False))
        runnable = model.with_structured_output(sent, method=method,  # type: ignore[arg-type]
                                                include_raw=True)
        limited = served = 0
        while requests < MAX_REQUESTS:
            left = None if deadline is None else deadline - loop.time()
            if left is not None and left <= 0:
                raise AllMethodsFailed([*errors, f"{method}: deadline passed"], "timeout",
                                       requests)
            requests += 1
            try:
                async with asyncio.timeout(left):
                    out = await runnable.ainvoke([SystemMessage(prompt), HumanMessage(user)])
                value = read_answer(schema, out)
            except Exception as error:  # noqa: BLE001 - sorted by kind below
                kind = fault_kind(error)
                if isinstance(error, (ValueError, ValidationError)):
                    kind = "bad_answer"
                errors.append(f"{method}: {type(error).__name__}: {str(error)[:160]}")
                if kind == "rate_limited" and limited < RATE_LIMIT_RETRIES:
                    limited += 1
                    wait = backoff(limited, retry_after(error))
                    if deadline is not None and loop.time() + wait >= deadline:
                        raise AllMethodsFailed([*errors, "Retry-After passes the deadline"],
                                               kind, requests) from None
                    await asyncio.sleep(wait)
                    continue
                if kind == "server" and served < SERVER_RETRIES:
                    served += 1
                    wait = backoff(1) / 2
                    if deadline is not None and loop.time() + wait >= deadline:
                        health.failed(key, kind)
                        raise AllMethodsFailed([*errors, "no time left to retry"], kind,
                                               requests) from None
                    await asyncio.sleep(wait)
                    continue
                if kind in ("rate_limited", "server", "timeout", "connection"):
                    # The endpoint, not the method: every method would fail alike now.
                    health.failed(key, kind)  # one failed call (a rate limit never counts)
                    raise AllMethodsFailed(errors, kind, requests) from None
                if kind == "unsupported":
                    health.refused(key, method)
                elif method == known:
                    health.forget(key, method)
                break
            health.succeeded(key)
            health.worked(key, method)
            return Structured(value, method, errors, requests)
    raise AllMethodsFailed(errors or ["no structured-output method left to try"], str(kind),
                           requests)
