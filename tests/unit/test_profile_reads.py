"""What the profile rebuild reads, made cheaper without changing what it builds (issue 28, turn35).

`carried` finds the slots said after an archived memory from each slot's newest saying, not by
scanning every memory once per archived one; the archived memories are read through a memo of
their stored texts (memory/long_term/archived.py) on SQLite: a record rewritten is read anew.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

from langgraph.store.memory import InMemoryStore

from strata_layered.graph.backend import open_backend
from strata_layered.memory.long_term.archived import archived_memories
from strata_layered.memory.long_term.memories import list_memories, put_memory
from strata_layered.memory.long_term.profile import build_profile, carried
from strata_layered.memory.store.records import MemoryItem

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _memory(key: str, content: str, at: datetime, *, status: str = "active",
            superseded_by: str | None = None) -> MemoryItem:
    return MemoryItem(id=key, user="u", agent="default", memory_type="fact", content=content,
                      normalized=content.lower(), confidence=0.9, importance=3,
                      status=status,  # type: ignore[arg-type]
                      superseded_by=superseded_by, subject="user", created_at=at,
                      updated_at=at)


def _nurse_then_kaiser(job_at: datetime | None) -> tuple[list[MemoryItem], list[MemoryItem]]:
    """A nurse at St Mary's superseded by Kaiser; with `job_at`, a job said at that time."""
    old = _memory("old", "is a nurse at St Mary's hospital", T0, status="archived",
                  superseded_by="new")
    new = _memory("new", "now works at Kaiser", T0 + timedelta(minutes=3))
    said = [] if job_at is None else [_memory("job", "is a midwife", job_at, status="archived",
                                              superseded_by="new")]
    return [new], [old, *said]


def test_only_a_slot_said_strictly_later_stops_a_carried_value() -> None:
    for job_at, kept in [(None, True), (T0, True), (T0 - timedelta(minutes=1), True),
                         (T0 + timedelta(minutes=1), False)]:
        active, archived = _nurse_then_kaiser(job_at)
        jobs = [(part, value, m.id) for _, part, value, m in carried(active, archived)
                if part == "occupation"]
        assert (("occupation", "nurse", "old") in jobs) is kept, job_at
        built = build_profile(active, archived)
        assert built["单位 workplace"] == ("Kaiser", "new")
        assert (built.get("职业 occupation", ("", ""))[1] == "old") is kept, job_at


def test_archived_memories_read_as_listed_and_anew_when_rewritten(tmp_path: Path) -> None:
    async def run() -> None:
        async with open_backend(tmp_path, kind="sqlite") as backend:
            store = backend.store
            active, archived = _nurse_then_kaiser(T0 - timedelta(minutes=1))
            for m in [*active, *archived]:
                await put_memory(store, m, reindex=False)
            listed = await list_memories(store, "u", "default", status="archived")
            first = await archived_memories(store, "u", "default")
            assert [m.model_dump() for m in first] == [m.model_dump() for m in listed]
            assert {m.id for m in first} == {"old", "job"}
            # Rewritten in place (same key): the memo never serves the text it had before.
            changed = archived[0].model_copy(update={"content": "is a nurse at Mercy"})
            await put_memory(store, changed, reindex=False)
            again = {m.id: m.content for m in await archived_memories(store, "u", "default")}
            assert again == {"old": "is a nurse at Mercy", "job": "is a midwife"}
            # Made active again: no longer archived.
            back = archived[1].model_copy(update={"status": "active", "superseded_by": None})
            await put_memory(store, back, reindex=False)
            assert [m.id for m in await archived_memories(store, "u", "default")] == ["old"]

    asyncio.run(run())


async def test_a_store_without_texts_lists_archived_memories_as_before() -> None:
    store = InMemoryStore()
    active, archived = _nurse_then_kaiser(None)
    for m in [*active, *archived]:
        await put_memory(store, m, reindex=False)
    found = await archived_memories(store, "u", "default")
    assert [m.id for m in found] == ["old"]
    assert found == await list_memories(store, "u", "default", status="archived")
