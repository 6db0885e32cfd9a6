"""JSON shapes of the memory-only API: turns with the app's reply, search, persona, export."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from strata_layered.server.schemas import DocumentOut, GateOut, MemoryOut, MemoryWriteOut

Metadata = dict[str, str | int | float | bool | None]


class TurnMessage(BaseModel):
    """One message as mem0's `add` takes it."""

    model_config = ConfigDict(extra="ignore")
    role: str = Field(description="user, assistant or system (system is left out)")
    content: str | list[dict[str, Any]]


class TurnIn(BaseModel):
    """A turn the app already answered: `user` (+ `reply`), or `messages`."""

    model_config = ConfigDict(extra="forbid")
    conversation: str = Field(default="default", min_length=1, max_length=200)
    user: str | None = Field(default=None, description="the user's message")
    reply: str | None = Field(default=None, description="the app's reply to it")
    messages: str | Annotated[list[TurnMessage], Field(max_length=200)] | None = Field(
        default=None,
        description="instead of user/reply: a user message alone, or [{role, content}]")
    metadata: Metadata | None = Field(default=None,
                                      description="set on every memory these turns make")
    at: str | None = Field(default=None, description="ISO-8601 time of the turn (default now)")


class StoredTurnOut(BaseModel):
    """What one stored turn did to memory."""

    user_message: str | None
    reply: str
    gate: GateOut | None = None
    memory_writes: list[MemoryWriteOut] = Field(default_factory=list)
    errors: list[str] = Field(default_factory=list)
    """Failures contained after the messages were stored (the turn still counts)."""


class TurnsOut(BaseModel):
    """The turns stored, in order."""

    conversation: str
    turns: list[StoredTurnOut]


class SearchIn(BaseModel):
    """A hybrid memory search (meaning and words, Chinese and English)."""

    model_config = ConfigDict(extra="forbid")
    query: str = Field(min_length=1, max_length=10_000)
    limit: int = Field(default=10, ge=1, le=100)
    type: str | None = Field(default=None, max_length=40, description="key or label")
    status: str | None = Field(default=None, description="default active")
    topic: str | None = Field(default=None, max_length=200, description="a topic id")
    metadata: Metadata | None = Field(default=None, description="every key must match")


class SearchHitOut(BaseModel):
    """A memory and its relevance in [0, 1]."""

    memory: MemoryOut
    score: float | None


class PersonaIn(BaseModel):
    """The agent's persona: the first section of every prompt."""

    model_config = ConfigDict(extra="forbid")
    persona: str = Field(min_length=1, max_length=4000)


class PersonaOut(BaseModel):
    """The agent's persona ("" when none was set)."""

    agent: str
    persona: str
    updated_at: str | None


class SummaryNodeOut(BaseModel):
    """One node of a document's summary tree (level 1 covers chunks; the top is the whole)."""

    level: int
    index: int
    first_chunk: int
    last_chunk: int
    text: str


class DocumentDetailOut(DocumentOut):
    """A document with its whole text and its summary tree."""

    text: str
    summary_tree: list[SummaryNodeOut]


class RevisionOut(BaseModel):
    """One event in a memory's life: made, edited, overwritten, superseded, promoted."""

    kind: str
    at: str | None
    content: str | None = None
    detail: dict[str, Any] = Field(default_factory=dict)


class ExportedItemOut(BaseModel):
    """One stored item of the caller."""

    namespace: list[str]
    key: str
    value: dict[str, Any]
    created_at: str
    updated_at: str


class ExportOut(BaseModel):
    """Everything of the caller, as stored (secrets were masked before they were stored)."""

    format: str
    user: str
    exported_at: str
    items: list[ExportedItemOut]
