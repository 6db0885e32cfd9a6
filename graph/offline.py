"""The offline reply model: says plainly that it is offline, and shows what it recalled.

Its reply is a stand-in, not an answer: the log keeps it (history shows what the user
saw), flagged `offline`, and the thread's window holds it too (Studio's chat shows it), but
no derived layer takes it in — the prompt's recent messages, the summaries, the history
index and its vectors, the topic summary, extraction (see `is_standin`, `said_messages`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable, Iterator
from typing import Any

from langchain_core.callbacks import AsyncCallbackManagerForLLMRun, CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AIMessageChunk, AnyMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult

from strata_layered.graph.prompts import reply as prompts
from strata_layered.memory.facts.forget_requests import asks_to_forget
from strata_layered.memory.store.records import MessageRecord
from strata_layered.memory.text.text import has_cjk

MAX_RECALLED = 3
STANDIN_OPENINGS = (prompts.OFFLINE_NOTICE_ZH, prompts.OFFLINE_NOTICE_EN)
"""How every stand-in reply starts (it is stored masked and normalised: these survive)."""


def is_standin_text(text: str) -> bool:
    """Whether an assistant message's text is an offline stand-in."""
    return text.startswith(STANDIN_OPENINGS)


STANDIN_MARK = "strata_offline"
"""`response_metadata` key of a stand-in reply in the window."""


def standin_message(text: str, message_id: str) -> AIMessage:
    """A stand-in reply as the window holds it: shown, marked, never quoted back."""
    return AIMessage(content=text, id=message_id, response_metadata={STANDIN_MARK: True})


def is_standin_message(message: BaseMessage) -> bool:
    """Whether a window message is an offline stand-in reply."""
    return message.type == "ai" and bool(message.response_metadata.get(STANDIN_MARK)
                                          or is_standin_text(str(message.content)))


def said_messages(messages: Iterable[AnyMessage]) -> list[AnyMessage]:
    """The window without stand-in replies: what prompts and summaries may quote back."""
    return [m for m in messages if not is_standin_message(m)]


def is_standin(record: MessageRecord) -> bool:
    """Whether a logged message is an offline stand-in: flagged, or from before the flag."""
    return record.role == "assistant" and (record.offline or is_standin_text(record.content))


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
        # a request to forget: what it recalls is what is going (忘掉大伟 → 老公大伟在银行上班)
        recalled = [] if asks_to_forget(user) else _recalled(system)[:MAX_RECALLED]
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

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        return self._generate(messages, stop)

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        for chunk in _chunks(self._reply(messages)):
            if run_manager:
                run_manager.on_llm_new_token(chunk.text, chunk=chunk)
            yield chunk

    async def _astream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> AsyncIterator[ChatGenerationChunk]:
        # On the event loop: LangChain's default runs the sync stream in a worker thread,
        # one thread hop per chunk, for text that is already there.
        for chunk in _chunks(self._reply(messages)):
            if run_manager:
                await run_manager.on_llm_new_token(chunk.text, chunk=chunk)
            yield chunk


STREAM_STEP = 8


def _chunks(text: str) -> Iterator[ChatGenerationChunk]:
    """The reply in pieces of STREAM_STEP characters, as a streaming model sends it."""
    for i in range(0, len(text), STREAM_STEP):
        yield ChatGenerationChunk(message=AIMessageChunk(content=text[i:i + STREAM_STEP]))
