"""Structured output with the seed's method fallbacks (seed 003)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Generic, Literal, TypeVar

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel

from graph.prompts.memory import JSON_MODE_SUFFIX

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


async def invoke_structured(
    model: BaseChatModel, schema: type[T], system: str, user: str, *, wire_api: str = "chat"
) -> Structured[T]:
    """Try each method in order; a method fails on any error or on schema-violating output."""
    errors: list[str] = []
    for method in methods_for(wire_api):
        prompt = system
        if method == "json_mode":
            prompt += JSON_MODE_SUFFIX.format(
                schema=json.dumps(schema.model_json_schema(), ensure_ascii=False))
        try:
            runnable = model.with_structured_output(schema, method=method)
            out = await runnable.ainvoke([SystemMessage(prompt), HumanMessage(user)])
            value = out if isinstance(out, schema) else schema.model_validate(out)
            return Structured(value, method, errors)
        except Exception as error:  # noqa: BLE001 - every failure means "try the next method"
            errors.append(f"{method}: {type(error).__name__}: {str(error)[:200]}")
            if _unreachable(error):
                break  # a dead endpoint fails every method alike: fall back now
    raise AllMethodsFailed(errors)


def _unreachable(error: BaseException) -> bool:
    """Timeouts, refused connections and 5xx say nothing about the output method."""
    import openai

    return isinstance(error, (openai.APITimeoutError, openai.APIConnectionError,
                              openai.InternalServerError, TimeoutError))
