"""What retrieval hands to the context builder through the state: JSON, typed."""

from __future__ import annotations

from typing import Any, NotRequired

from typing_extensions import TypedDict


class MemoryCandidate(TypedDict):
    """A long-term memory found for the turn, with its similarity to the message."""

    id: str
    content: str
    memory_type: str
    scope: str
    importance: int
    confidence: float
    updated_at: str
    similarity: float | None
    conversation: str | None
    message_id: str | None


class ConstraintCandidate(TypedDict):
    """A constraint memory that reaches the current topic (seed 004 §3.5)."""

    id: str
    content: str
    applies_to: list[str]
    targeted: bool
    """Aimed at the current topic by its `applies_to`, rather than found by relevance."""
    similarity: float | None
    updated_at: str
    confidence: float
    importance: int
    conversation: str | None
    message_id: str | None


class RelatedTopic(TypedDict):
    """A neighbouring topic lending a snippet of its summary (seed 004 §3.6)."""

    id: str
    name: str
    domain: str | None
    weight: float
    summary: str


class TopicLayer(TypedDict):
    """The cross-topic layer: profile, constraints, related topics, allowed domains."""

    domain: str | None
    allowed_domains: list[str]
    profile: str
    constraints: list[ConstraintCandidate]
    related_topics: list[RelatedTopic]


class TopicSummary(TypedDict):
    """The turn's topic, as the summary section shows it."""

    id: str
    name: str
    summary: str
    domain: str | None


class RecalledMessage(TypedDict):
    """An old message recalled for the query, with its provenance."""

    conversation: str
    seq: int
    message_id: str
    role: str
    created_at: str
    content: str
    relevance: float
    why: str


class DocumentSummary(TypedDict):
    """A ready document of the conversation."""

    id: str
    title: str
    kind: str
    chunks: int
    summary: str


class PickedChunk(TypedDict):
    """A chunk picked to answer the question, and why."""

    document: str
    title: str
    seq: int
    text: str
    why: str
    meta: dict[str, Any]
    similarity: float | None
    relevance: float
    parent: int | None


class DocumentsFound(TypedDict):
    """The documents layer of a turn."""

    documents: list[DocumentSummary]
    chunks: list[PickedChunk]


class Retrieved(TypedDict):
    """Every layer's candidates for one turn, gathered concurrently."""

    persona: str
    memories: list[MemoryCandidate]
    topic: TopicSummary | None
    layer: TopicLayer
    recalled: list[RecalledMessage]
    window_times: dict[str, str]
    """When each message of the recent window was written (ISO)."""
    documents: DocumentsFound
    unmentionable: NotRequired[list[str]]
    """What the user's boundaries say never to bring up (memory/context/boundaries.py)."""


def nothing_retrieved(persona: str = "") -> Retrieved:
    """A turn with no candidates from any layer (only the persona)."""
    return Retrieved(
        persona=persona, memories=[], topic=None,
        layer=TopicLayer(domain=None, allowed_domains=[], profile="", constraints=[],
                         related_topics=[]),
        recalled=[], window_times={}, documents=DocumentsFound(documents=[], chunks=[]),
    )
