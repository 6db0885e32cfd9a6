"""Long-term memories in the store: upsert with exact de-duplication, search, management."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from langgraph.store.base import BaseStore

from memory import namespaces as ns
from memory.extraction import ExtractedMemory
from memory.records import MemoryItem, MemorySource, dump, load, stable_key
from memory.sensitive import is_sensitive
from memory.text import normalize_memory_content

CONFIDENCE_STEP = 0.05
EXISTING_FOR_DEDUPE = 50  # seed 003: listActiveAgentMemories(limit: 50)


class UnknownMemory(LookupError):
    """No memory with this id for this user and agent."""


@dataclass
class WriteResult:
    """What one upsert did."""

    memory: MemoryItem
    action: Literal["stored", "updated", "rejected"]
    reason: str = ""


def memory_key(user: str, agent: str, normalized: str) -> str:
    """Idempotent key: the same fact of the same user and agent is one item."""
    return stable_key(user, agent, normalized)


async def _put(store: BaseStore, item: MemoryItem) -> None:
    await store.aput(ns.memories(item.user, item.agent), item.id, dump(item))


async def list_memories(
    store: BaseStore,
    user: str,
    agent: str,
    *,
    status: str | None = None,
    memory_type: str | None = None,
    limit: int = 10_000,
) -> list[MemoryItem]:
    """Memories of (user, agent), most recently updated first."""
    flt: dict[str, str] = {}
    if status:
        flt["status"] = status
    if memory_type:
        flt["memory_type"] = memory_type
    items = await store.asearch(ns.memories(user, agent), filter=flt or None, limit=limit)
    out = [m for i in items if (m := load(MemoryItem, i.value)) is not None]
    return sorted(out, key=lambda m: m.updated_at, reverse=True)


async def search_memories(
    store: BaseStore, user: str, agent: str, query: str, *, limit: int = 20
) -> list[tuple[MemoryItem, float | None]]:
    """Active memories ranked by semantic similarity to the query."""
    items = await store.asearch(
        ns.memories(user, agent), query=query, filter={"status": "active"}, limit=limit
    )
    return [(m, i.score) for i in items if (m := load(MemoryItem, i.value)) is not None]


async def get_memory(store: BaseStore, user: str, agent: str, memory_id: str) -> MemoryItem:
    """One memory by id, only within this user's and agent's namespace."""
    if not memory_id or not isinstance(memory_id, str):
        raise UnknownMemory("memory id is empty")
    item = await store.aget(ns.memories(user, agent), memory_id)
    record = load(MemoryItem, item.value) if item else None
    if record is None:
        raise UnknownMemory(f"no memory {memory_id!r} for user {user!r}, agent {agent!r}")
    return record


async def upsert_memory(
    store: BaseStore,
    user: str,
    agent: str,
    candidate: ExtractedMemory,
    *,
    source: MemorySource,
    now: datetime,
    topic: str | None = None,
    embedding_model: str | None = None,
    existing: list[MemoryItem] | None = None,
) -> WriteResult:
    """Insert a memory, or touch the existing one when it is an exact duplicate.

    A repeated fact raises confidence, bumps mentions and `updated_at` (seed 004 §5.3)
    instead of being inserted twice. Secrets are refused here too, whatever the caller.
    """
    normalized = normalize_memory_content(candidate.content)
    key = memory_key(user, agent, normalized)
    if is_sensitive(candidate.content):
        stub = MemoryItem(
            id=key, user=user, agent=agent, memory_type=candidate.memory_type, content="",
            normalized="", confidence=0, importance=0, created_at=now, updated_at=now,
        )
        return WriteResult(stub, "rejected", "sensitive content")
    current = await store.aget(ns.memories(user, agent), key)
    found = load(MemoryItem, current.value) if current else None
    if found is None and existing:
        found = next((m for m in existing if m.normalized == normalized), None)
    if found is not None:
        found.mentions += 1
        found.confidence = min(1.0, max(found.confidence, candidate.confidence) + CONFIDENCE_STEP)
        found.importance = max(found.importance, candidate.importance)
        found.updated_at = now
        await _put(store, found)
        return WriteResult(found, "updated", "exact duplicate")
    item = MemoryItem(
        id=key, user=user, agent=agent, topic=topic, memory_type=candidate.memory_type,
        scope=candidate.scope,  # type: ignore[arg-type]
        content=candidate.content, normalized=normalized, confidence=candidate.confidence,
        importance=candidate.importance, applies_to=candidate.applies_to, source=source,
        created_at=now, updated_at=now, embedding_model=embedding_model,
    )
    await _put(store, item)
    return WriteResult(item, "stored")


async def touch_memory(store: BaseStore, item: MemoryItem, *, now: datetime) -> MemoryItem:
    """Record that a memory was stated again (no new item)."""
    item.mentions += 1
    item.confidence = min(1.0, item.confidence + CONFIDENCE_STEP)
    item.updated_at = now
    await _put(store, item)
    return item


async def edit_memory(
    store: BaseStore, user: str, agent: str, memory_id: str, content: str, *, now: datetime
) -> MemoryItem:
    """Replace a memory's text, keeping the old text in its history."""
    item = await get_memory(store, user, agent, memory_id)
    text = content.strip()
    if not text:
        raise ValueError("new memory text is empty")
    if is_sensitive(text):
        raise ValueError("new memory text looks like a secret; it will not be stored")
    item.history.append({"content": item.content, "until": now.isoformat(), "by": "edit"})
    item.content = text[:500]
    item.normalized = normalize_memory_content(text)
    item.updated_at = now
    await _put(store, item)
    return item


async def set_status(
    store: BaseStore, user: str, agent: str, memory_id: str, status: str, *, now: datetime
) -> MemoryItem:
    """Disable or re-enable a memory."""
    item = await get_memory(store, user, agent, memory_id)
    item.status = status  # type: ignore[assignment]
    item.updated_at = now
    await _put(store, item)
    return item


async def delete_memory(store: BaseStore, user: str, agent: str, memory_id: str) -> None:
    """Delete a memory for good."""
    await get_memory(store, user, agent, memory_id)
    await store.adelete(ns.memories(user, agent), memory_id)
