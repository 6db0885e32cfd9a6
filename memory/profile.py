"""The global profile (seed 004 §3.4): a short structured profile loaded on every turn.

Rebuilt from active memories each time they change — rewritten, never appended — and
bounded: one line per field, the newest statement wins. Every field notes the memory it
came from, and every read checks those memories are still active and unexpired: whatever
changed a memory (an edit, a delete, the store's own API, time), the profile never shows
one that is not.
"""

from __future__ import annotations

from datetime import UTC, datetime

from langgraph.store.base import BaseStore

from memory import namespaces as ns
from memory.records import MemoryItem, ProfileRecord, dump, get_values, load
from memory.slots import PROFILE_SLOTS, profile_slots_of

PROFILE_KEY = "profile"
FIELD_CHARS = 60
PROFILE_CHARS = 400

def build_profile(memories: list[MemoryItem]) -> dict[str, tuple[str, str]]:
    """Field → (value, memory id) from the newest active memory that states it."""
    fields: dict[str, tuple[str, str]] = {}
    for memory in sorted(memories, key=lambda m: m.updated_at):
        if memory.status != "active":
            continue
        for slot in profile_slots_of(memory.content):
            fields[slot.label] = (memory.content[:FIELD_CHARS], memory.id)
    return fields


def render_profile(fields: dict[str, str]) -> str:
    """One bounded line per field, in a fixed order."""
    lines = [f"{s.label}: {fields[s.label]}" for s in PROFILE_SLOTS if s.label in fields]
    return "\n".join(lines)[:PROFILE_CHARS]


async def refresh_profile(
    store: BaseStore, user: str, agent: str, memories: list[MemoryItem], *, now: datetime
) -> ProfileRecord:
    """Rewrite the profile from the given memories."""
    built = build_profile(memories)
    fields = {label: value for label, (value, _) in built.items()}
    record = ProfileRecord(fields=fields, sources={k: m for k, (_, m) in built.items()},
                           text=render_profile(fields), updated_at=now)
    await store.aput(ns.profile(user, agent), PROFILE_KEY, dump(record), index=False)
    return record


def _current(memory: MemoryItem | None, now: datetime) -> bool:
    return (memory is not None and memory.status == "active"
            and (memory.expires_at is None or memory.expires_at > now))


async def get_profile(
    store: BaseStore, user: str, agent: str, *, now: datetime | None = None
) -> ProfileRecord | None:
    """The profile, without any field whose memory is no longer active (or has expired)."""
    item = await store.aget(ns.profile(user, agent), PROFILE_KEY)
    record = load(ProfileRecord, item.value) if item else None
    if record is None:
        return None
    now = now or datetime.now(UTC)
    labels = [label for label in record.fields if label in record.sources]
    values = await get_values(store, ns.memories(user, agent),
                              [record.sources[label] for label in labels])
    stale = {label for label, value in zip(labels, values, strict=True)
             if not _current(load(MemoryItem, value), now)}
    stale |= {label for label in record.fields if label not in record.sources}
    if not stale:
        return record
    fields = {k: v for k, v in record.fields.items() if k not in stale}
    return record.model_copy(update={
        "fields": fields, "sources": {k: v for k, v in record.sources.items() if k in fields},
        "text": render_profile(fields)})
