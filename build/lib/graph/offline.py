"""The offline reply model: says plainly that it is offline, and shows what it recalled."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult

from graph.prompts import reply as prompts
from memory.text import has_cjk

MAX_RECALLED = 3


def _recalled(system: str) -> list[str]:
    """Memory lines from the <long_term_memories> slot of the system prompt."""
    start, end = system.find("<long_term_memories>"), system.find("</long_term_memories>")
    if start < 0 or end < 0:
        return []
    body = system[start + len("<long_term_memories>"):end]
    return [line[2:].strip() for line in body.splitlines() if line.startswith("- ")]


class OfflineChatModel(BaseChatModel):
    """A deterministic stand-in used when no model endpoint is configured."""

    @property
    def _llm_type(self) -> str:
        return "strata-offline"

    def _reply(self, messages: list[BaseMessage]) -> str:
        user = next((str(m.content) for m in reversed(messages) if m.type == "human"), "")
        system = next((str(m.content) for m in messages if m.type == "system"), "")
        zh = has_cjk(user)
        text = prompts.OFFLINE_NOTICE_ZH if zh else prompts.OFFLINE_NOTICE_EN
        recalled = _recalled(system)[:MAX_RECALLED]
        if recalled:
            template = prompts.OFFLINE_RECALL_ZH if zh else prompts.OFFLINE_RECALL_EN
            text += "\n" + template.format(items="；".join(recalled) if zh else "; ".join(recalled))
        return text

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return ChatResult(generations=[ChatGeneration(message=AIMessage(self._reply(messages)))])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        text = self._reply(messages)
        step = 8
        for i in range(0, len(text), step):
            chunk = ChatGenerationChunk(message=AIMessageChunk(content=text[i:i + step]))
            if run_manager:
                run_manager.on_llm_new_token(chunk.text, chunk=chunk)
            yield chunk
