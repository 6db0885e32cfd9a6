"""A user's own changes to one memory: edit, disable or enable, delete (with a tombstone).

Called by graph/changes.py, the one way a memory changes, which then takes back what an
edited or deleted memory said in every other layer.
"""

from __future__ import annotations

from datetime import UTC, datetime

from langgraph.store.base import BaseStore, PutOp

from strata_layered.memory import namespaces as ns
from strata_layered.memory.long_term.memories import get_memory, memory_key, put_memory
from strata_layered.memory.sensitive import is_sensitive
from strata_layered.memory.store.metadata import Metadata, checked_metadata
from strata_layered.memory.store.records import MemoryItem, MemoryStatus
from strata_layered.memory.text.text import has_control, is_unicode, normalize_memory_content


async def edit_memory(
    store: BaseStore, user: str, agent: str, memory_id: str, content: str, *, now: datetime
) -> MemoryItem:
    """Replace a memory's text, keeping the old text in its history."""
    item = await get_memory(store, user, agent, memory_id)
    text = content.strip()
    if not is_unicode(text):
        raise ValueError("new memory text is not valid Unicode (it holds a lone surrogate)")
    if has_control(text):
        raise ValueError("new memory text holds control characters (NUL, BEL, ...)")
    if not text:
        raise ValueError("new memory text is empty")
    if is_sensitive(text):
        raise ValueError("new memory text looks like a secret; it will not be stored")
    item.history.append({"content": item.content, "until": now.isoformat(), "by": "edit"})
    item.content = text[:500]
    item.normalized = normalize_memory_content(text)
    item.updated_at = now
    await put_memory(store, item)
    return item


async def set_status(
    store: BaseStore, user: str, agent: str, memory_id: str, status: MemoryStatus, *,
    now: datetime
) -> MemoryItem:
    """Disable or re-enable a memory."""
    item = await get_memory(store, user, agent, memory_id)
    item.status = status
    item.updated_at = now
    await put_memory(store, item, reindex=False)
    return item


async def set_metadata(
    store: BaseStore, user: str, agent: str, memory_id: str, metadata: Metadata, *,
    now: datetime
) -> MemoryItem:
    """Replace a memory's metadata (checked and masked like every stored text)."""
    item = await get_memory(store, user, agent, memory_id)
    clean = checked_metadata(metadata)
    if clean != item.metadata:
        item.history.append({"metadata": clean, "before": item.metadata, "at": now.isoformat()})
        item.metadata = clean
        item.updated_at = now
        await put_memory(store, item, reindex=False)
    return item


async def delete_memory(
    store: BaseStore, user: str, agent: str, memory_id: str, *, now: datetime | None = None
) -> MemoryItem:
    """Delete a memory for good; what it said can only come back from something said later.

    A tombstone keeps the hash of its text (never the text) and when it was deleted:
    replaying older history (a re-import) cannot bring it back.
    """
    item = await get_memory(store, user, agent, memory_id)
    deleted = (now or datetime.now(UTC)).isoformat()
    await store.abatch([
        PutOp(ns.memories(user, agent), memory_id, None),
        PutOp(ns.tombstones(user, agent), memory_key(user, agent, item.normalized),
              {"deleted_at": deleted}, index=False),
    ])
    return item
