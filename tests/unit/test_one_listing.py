"""A keep turn lists the user's memories once: active and archived from one SELECT (turn35b).

The two listings it replaces (extraction's active memories, the profile's archived ones) must
come out the same, ties of the store's second-resolution time included; the active records
are the caller's to change, so never the memo's shared ones; and the profile built from the
archived memories listed before a turn's writes is the one built from those listed after.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

from langgraph.store.memory import InMemoryStore

from strata_layered.graph.backend import open_backend
from strata_layered.memory.archived import active_and_archived, archived_memories
from strata_layered.memory.memories import list_memories, put_memory
from strata_layered.memory.profile import refresh_profile
from strata_layered.memory.records import MemoryItem

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
CONTENTS = ["is a nurse at St Mary's hospital", "has a cat named Mochi", "lives in Boston",
            "is allergic to peanuts", "likes jazz", "works night shifts", "is 34 years old"]


def _memory(n: int, at: datetime, status: str) -> MemoryItem:
    content = CONTENTS[n % len(CONTENTS)] + ("" if n < len(CONTENTS) else f" ({n})")
    return MemoryItem(id=f"m{n}", user="u", agent="default", memory_type="fact",
                      content=content, normalized=content.lower(), confidence=0.9,
                      importance=3, status=status,  # type: ignore[arg-type]
                      superseded_by="m0" if status == "archived" else None, subject="user",
                      created_at=at, updated_at=at)


def _dumped(memories: list[MemoryItem] | None) -> list[dict[str, object]]:
    return [m.model_dump() for m in memories or []]


def test_one_listing_gives_both_listings_in_their_order(tmp_path: Path) -> None:
    async def run() -> None:
        async with open_backend(tmp_path, kind="sqlite") as backend:
            store = backend.store
            # three memories to a minute: records tied on their time, rows on the store's
            for n in range(21):
                status = ("active", "archived", "disabled")[n % 3]
                await put_memory(store, _memory(n, T0 + timedelta(minutes=n // 3), status),
                                 reindex=False)
            active, archived = await active_and_archived(store, "u", "default")
            assert _dumped(active) == _dumped(
                await list_memories(store, "u", "default", status="active"))
            assert _dumped(archived) == _dumped(await archived_memories(store, "u", "default"))
            assert len(active) == 7 and archived is not None and len(archived) == 7
            # The active records are fresh each time: touching one changes no later listing.
            active[0].content = "changed in place"
            again, shared = await active_and_archived(store, "u", "default")
            assert again[0].content != "changed in place" and again[0] is not active[0]
            assert shared is not None and shared[0] is archived[0]  # archived: the memo's
            # A record rewritten in the store is read anew, whatever its status became.
            back = archived[0].model_copy(update={"status": "active", "superseded_by": None})
            await put_memory(store, back, reindex=False)
            now_active, now_archived = await active_and_archived(store, "u", "default")
            assert back.id in {m.id for m in now_active}
            assert back.id not in {m.id for m in now_archived or []}

    asyncio.run(run())


async def test_a_store_without_texts_leaves_the_archived_ones_to_the_caller() -> None:
    store = InMemoryStore()
    for n, status in enumerate(["active", "archived", "active"]):
        await put_memory(store, _memory(n, T0 + timedelta(minutes=n), status), reindex=False)
    active, archived = await active_and_archived(store, "u", "default")
    assert archived is None
    assert _dumped(active) == _dumped(await list_memories(store, "u", "default",
                                                          status="active"))


def test_the_profile_from_the_listing_before_a_write_is_the_one_after(tmp_path: Path) -> None:
    async def run() -> None:
        async with open_backend(tmp_path, kind="sqlite") as backend:
            store = backend.store
            nurse = _memory(0, T0, "active")
            # lives in Boston, superseded for another slot: its city is carried (fix34)
            older = [_memory(n, T0 - timedelta(minutes=1), "archived") for n in (2, 4)]
            for m in (nurse, *older):
                await put_memory(store, m, reindex=False)
            active, before = await active_and_archived(store, "u", "default")
            # The turn supersedes the nurse: the new memory and the archived one are `changed`.
            kaiser = _memory(9, T0 + timedelta(minutes=3), "active").model_copy(
                update={"content": "now works at Kaiser", "normalized": "now works at kaiser"})
            nurse.status, nurse.superseded_by = "archived", kaiser.id
            for m in (kaiser, nurse):
                await put_memory(store, m, reindex=False)
            after = [*(m for m in active if m.id != nurse.id), kaiser, nurse]
            listed = await refresh_profile(store, "u", "default", after, now=T0, stored=before)
            read = await refresh_profile(store, "u", "default", after, now=T0)
            assert listed == read
            assert "Boston" in listed.text and "Kaiser" in listed.text

    asyncio.run(run())
