"""Structured output with the seed's method fallbacks (seed 003)."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import Generic, Literal, TypeVar

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel

from strata_layered.graph.prompts.memory import JSON_MODE_SUFFIX

T = TypeVar("T", bound=BaseModel)

# Seed 003's getStructuredOutputMethods: Responses-API providers prefer json_schema.
Method = Literal["function_calling", "json_schema", "json_mode"]
METHODS_RESPONSES: tuple[Method, ...] = ("json_schema", "function_calling", "json_mode")
METHODS_CHAT: tuple[Method, ...] = ("function_calling", "json_schema", "json_mode")


class AllMethodsFailed(RuntimeError):
    """Every structured-output method failed; `errors` says how."""

    def __init__(self, errors: list[str]) -> None:
        super().__init__("; ".join(errors))
        self.errors = errors


@dataclass
class Structured(Generic[T]):
    """A validated result and the method that produced it."""

    value: T
    method: str
    errors: list[str] = field(default_factory=list)


def methods_for(wire_api: str) -> tuple[Method, ...]:
    """The order to try structured-output methods in for this provider."""
    return METHODS_RESPONSES if wire_api == "responses" else METHODS_CHAT


NO_METHOD_SECONDS = 600.0
"""How long an endpoint on which no method worked is not asked again (rules decide)."""
_working: dict[str, Method] = {}
_none_until: dict[str, float] = {}


def remembered_method(endpoint: str) -> Method | None:
    """The method that last worked on this endpoint, if any."""
    return _working.get(endpoint)


async def invoke_structured(
    model: BaseChatModel, schema: type[T], system: str, user: str, *, wire_api: str = "chat",
    endpoint: str | None = None, timeout: float | None = None,
) -> Structured[T]:
    """Try each method in order; a method fails on any error or on schema-violating output.

    The method that worked is remembered per `endpoint` and tried first next time; when it
    fails, the others are tried in the seed's order. An endpoint on which none worked is
    left alone for NO_METHOD_SECONDS. `timeout` bounds the whole attempt, every method.
    """
    errors: list[str] = []
    loop = asyncio.get_running_loop()
    if endpoint and _none_until.get(endpoint, 0.0) > loop.time():
        raise AllMethodsFailed(["no structured-output method worked on this endpoint lately"])
    known = _working.get(endpoint) if endpoint else None
    order = [known, *(m for m in methods_for(wire_api) if m != known)] if known else list(
        methods_for(wire_api))
    deadline = loop.time() + timeout if timeout else None
    reachable = True
    for method in order:
        assert method is not None
        prompt = system
        if method == "json_mode":
            prompt += JSON_MODE_SUFFIX.format(
                schema=json.dumps(schema.model_json_schema(), ensure_ascii=False))
        left = None if deadline is None else deadline - loop.time()
        if left is not None and left <= 0:
            errors.append(f"{method}: not tried, the deadline passed")
            reachable = False
            break
        try:
            runnable = model.with_structured_output(schema, method=method)
            async with asyncio.timeout(left):
                out = await runnable.ainvoke([SystemMessage(prompt), HumanMessage(user)])
            value = out if isinstance(out, schema) else schema.model_validate(out)
            if endpoint:
                _working[endpoint] = method
            return Structured(value, method, errors)
        except Exception as error:  # noqa: BLE001 - every failure means "try the next method"
            errors.append(f"{method}: {type(error).__name__}: {str(error)[:200]}")
            if endpoint and method == known:
                _working.pop(endpoint, None)  # re-probe in the seed's order
            if _unreachable(error):
                reachable = False
                break  # a dead endpoint fails every method alike: fall back now
    if endpoint and reachable:
        _none_until[endpoint] = loop.time() + NO_METHOD_SECONDS
    raise AllMethodsFailed(errors)


def _unreachable(error: BaseException) -> bool:
    """Timeouts, refused connections and 5xx say nothing about the output method."""
    import openai

    return isinstance(error, (openai.APITimeoutError, openai.APIConnectionError,
                              openai.InternalServerError, TimeoutError, asyncio.TimeoutError))
