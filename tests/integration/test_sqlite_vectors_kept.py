"""A memory keeps its vector through a status change or a touch (SQLite, foreign keys on)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from langgraph.store.base import PutOp

from graph.backend import open_backend
from memory.extraction import ExtractedMemory
from memory.memories import search_memories, touch_memory, upsert_memory
from memory.memory_edits import set_status
from memory.records import MemorySource

NOW = datetime(2026, 12, 1, tzinfo=UTC)


async def test_disable_enable_and_touch_keep_the_memory_searchable(tmp_path: Path) -> None:
    async with open_backend(tmp_path, kind="sqlite") as backend:
        store = backend.store
        written = await upsert_memory(
            store, "ada", "default",
            ExtractedMemory(content="我喜欢喝龙井茶", memory_type="preference", importance=4,
                            confidence=0.9),
            source=MemorySource(conversation="c1"), now=NOW)

        async def found() -> list[str]:
            hits = await search_memories(store, "ada", "default", "喝什么茶", now=NOW)
            return [m.id for m, _ in hits]

        assert await found() == [written.memory.id]
        await set_status(store, "ada", "default", written.memory.id, "disabled", now=NOW)
        assert await found() == []
        await set_status(store, "ada", "default", written.memory.id, "active", now=NOW)
        assert await found() == [written.memory.id]
        await touch_memory(store, written.memory, now=NOW, conversation="c2")
        assert await found() == [written.memory.id]
        vectors = store.conn.execute("SELECT count(*) FROM store_vectors").fetchone()[0]
        assert vectors == 1


async def test_a_batch_that_keeps_then_deletes_an_item_leaves_no_vector(tmp_path: Path) -> None:
    async with open_backend(tmp_path, kind="sqlite") as backend:
        store = backend.store
        await store.aput(("t",), "k", {"content": "我喜欢喝龙井茶"})
        await store.abatch([PutOp(("t",), "k", {"content": "x"}, index=False),
                            PutOp(("t",), "k", None)])
        assert await store.aget(("t",), "k") is None
        assert store.conn.execute("SELECT count(*) FROM store_vectors").fetchone()[0] == 0
