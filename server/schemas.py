"""The API's JSON shapes: every request body and every answer is one of these models."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class ErrorOut(BaseModel):
    """Every error: a message a person can act on."""

    error: str


class ChatPart(BaseModel):
    """One part of a UI message (the AI SDK's `parts`); only text parts carry the turn."""

    model_config = ConfigDict(extra="allow")
    type: str
    text: str | None = None


class ChatMessage(BaseModel):
    """A message as `useChat` sends it: `parts`, or a plain `content` string."""

    model_config = ConfigDict(extra="allow")
    id: str | None = None
    role: Literal["user", "assistant", "system"]
    parts: list[ChatPart] | None = None
    content: str | None = None

    def text(self) -> str:
        """The message's text: its text parts joined, else its content."""
        if self.parts:
            return "".join(p.text or "" for p in self.parts if p.type == "text")
        return self.content or ""


class ChatIn(BaseModel):
    """The body TextStreamChatTransport posts: the chat id and its messages."""

    model_config = ConfigDict(extra="allow")
    id: str = Field(min_length=1, max_length=200, description="the conversation id")
    messages: list[ChatMessage] = Field(min_length=1, max_length=10_000)
    agent: str | None = Field(default=None, max_length=200)
    trigger: str | None = None
    messageId: str | None = None  # noqa: N815 - the AI SDK's own field name


class NoteOut(BaseModel):
    """What memory did with a turn (kept / not kept and why), from the audit."""

    decision: str
    category: str
    reason: str
    excerpt: str = ""
    source: str = ""


class MessageOut(BaseModel):
    """One stored message."""

    id: str
    seq: int
    role: Literal["user", "assistant"]
    content: str
    created_at: str
    status: Literal["completed", "incomplete"]
    notes: list[NoteOut] = Field(default_factory=list)
    """User messages: the memory decisions their turn led to."""


class MessagePage(BaseModel):
    """A page of history, newest first; `next_cursor` asks for the page before it."""

    conversation: str
    messages: list[MessageOut]
    next_cursor: int | None


class ConversationOut(BaseModel):
    """A conversation of the caller with this agent."""

    id: str
    message_count: int
    created_at: str
    last_message_at: str | None
    title: str | None = None
    """The first message's text (first 120 characters)."""
    last_message: str | None = None
    """The newest message's text (first 120 characters)."""


class ForgetOut(BaseModel):
    """What a delete removed."""

    items: int
    threads: int = 0


class MemoryWriteOut(BaseModel):
    """What a turn did to one memory."""

    id: str
    action: str
    memory_type: str
    content: str
    status: str
    reason: str = ""


class GateOut(BaseModel):
    """The candidate gate's verdict on a turn (seed 003)."""

    model_config = ConfigDict(extra="ignore")
    should_extract: bool
    confidence: float
    category: str
    stability: str
    importance: int
    reason: str
    candidate_facts: list[str] = Field(default_factory=list)
    source: str = ""


class QuestionOut(BaseModel):
    """The graph is waiting: may it remember this? (seed 003, at most once per turn)."""

    question: str
    question_en: str
    facts: list[str]
    category: str
    importance: int
    confidence: float
    reason: str = ""


class TurnOut(BaseModel):
    """The latest turn of a conversation: its memory notes, and a pending question."""

    conversation: str
    reply_incomplete: bool = False
    gate: GateOut | None = None
    memory_writes: list[MemoryWriteOut] = Field(default_factory=list)
    contained_failures: int = 0
    pending: QuestionOut | None = None


class AnswerIn(BaseModel):
    """The answer to "may I remember this?"."""

    remember: bool


class SourceOut(BaseModel):
    """Where a memory came from."""

    conversation: str | None = None
    message_id: str | None = None
    message_seq: int | None = None
    excerpt: str | None = None


class MemoryOut(BaseModel):
    """One long-term memory, with its source."""

    id: str
    type: str
    type_label: str
    type_label_en: str
    content: str
    importance: int
    confidence: float
    status: str
    scope: str
    applies_to: list[str]
    source: SourceOut
    topic: str | None
    mentions: int
    created_at: str
    updated_at: str
    expires_at: str | None
    history: list[dict[str, Any]]
    metadata: dict[str, str | int | float | bool | None] = Field(default_factory=dict)
    """The app's own labels (set with the turn that made it, or by PATCH)."""


class MemoryPatch(BaseModel):
    """A change to a memory: its text, its status, its metadata, or several."""

    model_config = ConfigDict(extra="forbid")
    content: str | None = Field(default=None, min_length=1, max_length=500)
    status: Literal["active", "disabled"] | None = None
    metadata: dict[str, Any] | None = Field(
        default=None, description="replaces the memory's metadata ({} clears it)")


class DecisionOut(BaseModel):
    """One entry of the audit: what was (not) remembered, and why."""

    id: str
    at: str
    conversation: str | None
    message_id: str | None
    decision: str
    category: str
    reason: str
    reason_zh: str = ""
    """The reason in Chinese (the page's language decides which it shows, not the message's)."""
    reason_en: str = ""
    """The reason in English."""
    excerpt: str
    source: str
    rules: list[str] = []
    """The rule rows that fired for this decision (memory/rules/table.py), in order."""


class TopicOut(BaseModel):
    """A topic of conversation (mid-term)."""

    id: str
    name: str
    domain: str | None
    domain_label: str | None = None
    """The domain in the topic's language (English topics: "pets" for 宠物)."""
    domain_en: str | None = None
    """The domain in English, for a page in English whatever the topic's language."""
    status: str
    summary: str
    keywords: list[str]
    message_count: int
    last_active: str


class ProfileOut(BaseModel):
    """The global profile, rewritten from active memories."""

    fields: dict[str, str]
    text: str
    updated_at: str | None


class DocumentOut(BaseModel):
    """A long input kept whole, chunked and summarised."""

    id: str
    title: str
    kind: str
    source: str
    conversation: str
    chars: int
    chunks: int
    status: str
    error: str | None
    summary: str
    created_at: str


class ContextItemOut(BaseModel):
    """One chosen item with its score, tokens and provenance."""

    text: str
    score: float | None
    tokens: int
    source: dict[str, Any] = Field(default_factory=dict)
    role: str | None = None
    """Recent messages only: user | assistant."""


class SectionOut(BaseModel):
    """One prompt section, in prompt order."""

    name: str
    tokens: int
    items: list[ContextItemOut]


class ContextOut(BaseModel):
    """The dry-run context, exactly as `strata context --json` prints it."""

    budget: int
    total_tokens: int
    sections: list[SectionOut]
