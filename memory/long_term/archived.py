"""The archived memories of (user, agent), read for the profile: each stored text parsed once.

Every write of a memory rebuilds the profile from the active memories and the archived ones
(memory/long_term/profile.py `carried`). At 10,000 earlier turns that is ~500 archived records whose
JSON was parsed and validated again on every turn that keeps a memory (~2.7 of the ~6 ms
their listing took), though an archived record seldom changes. Where the store lists the
stored texts (the SQLite store's `asearch_texts`), each text is validated once per process:
a record is a function of its text, so a changed record is a new text, read anew, and
nothing needs invalidating. The records are shared between reads: read them, never change
them (the profile only reads).
"""

from __future__ import annotations

import json
from functools import lru_cache

from langgraph.store.base import BaseStore

from strata_layered.memory import namespaces as ns
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.store.records import MemoryItem, load

PARSED = 4096
"""Texts kept parsed per process (a 10,000-turn user has ~500 archived memories)."""


@lru_cache(maxsize=PARSED)
def _memory_of(text: str | bytes) -> MemoryItem | None:
    return load(MemoryItem, json.loads(text))


async def archived_memories(store: BaseStore, user: str, agent: str) -> list[MemoryItem]:
    """Archived memories, most recently updated first, as `list_memories` gives them; shared."""
    listed = getattr(store, "asearch_texts", None)
    texts = await listed(ns.memories(user, agent), filter={"status": "archived"},
                         limit=10_000) if listed is not None else None
    if texts is None:
        return await list_memories(store, user, agent, status="archived")
    out = [m for text in texts if (m := _memory_of(text)) is not None]
    return sorted(out, key=lambda m: m.updated_at, reverse=True)
