"""The global profile (seed 004 §3.4): a short structured profile loaded on every turn.

Rebuilt from active memories each time they change — rewritten, never appended — and
bounded: one line per field, the newest statement wins.
"""

from __future__ import annotations

from datetime import datetime

from langgraph.store.base import BaseStore

from memory import namespaces as ns
from memory.records import MemoryItem, ProfileRecord, dump, load
from memory.slots import PROFILE_SLOTS, profile_slots_of

PROFILE_KEY = "profile"
FIELD_CHARS = 60
PROFILE_CHARS = 400

def build_profile(memories: list[MemoryItem]) -> dict[str, str]:
    """Field → the newest active memory that states it."""
    fields: dict[str, str] = {}
    for memory in sorted(memories, key=lambda m: m.updated_at):
        if memory.status != "active":
            continue
        for slot in profile_slots_of(memory.content):
            fields[slot.label] = memory.content[:FIELD_CHARS]
    return fields


def render_profile(fields: dict[str, str]) -> str:
    """One bounded line per field, in a fixed order."""
    lines = [f"{s.label}: {fields[s.label]}" for s in PROFILE_SLOTS if s.label in fields]
    return "\n".join(lines)[:PROFILE_CHARS]


async def refresh_profile(
    store: BaseStore, user: str, agent: str, memories: list[MemoryItem], *, now: datetime
) -> ProfileRecord:
    """Rewrite the profile from the given memories."""
    fields = build_profile(memories)
    record = ProfileRecord(fields=fields, text=render_profile(fields), updated_at=now)
    await store.aput(ns.profile(user, agent), PROFILE_KEY, dump(record), index=False)
    return record


async def get_profile(store: BaseStore, user: str, agent: str) -> ProfileRecord | None:
    """The current profile, if any."""
    item = await store.aget(ns.profile(user, agent), PROFILE_KEY)
    return load(ProfileRecord, item.value) if item else None
