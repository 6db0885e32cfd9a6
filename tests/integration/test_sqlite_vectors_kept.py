"""A memory keeps its vector through a status change or a touch (SQLite, foreign keys on)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from langgraph.store.base import PutOp

from strata_layered.graph.backend import open_backend
from strata_layered.graph.backends.sqlite import connect
from strata_layered.graph.folder import STORE_FILE
from strata_layered.memory.long_term.memories import search_memories, touch_memory, upsert_memory
from strata_layered.memory.long_term.memory_edits import set_status
from strata_layered.memory.store.records import MemorySource
from strata_layered.memory.writing.extraction import ExtractedMemory

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


class _CommitsBetween:
    """The store's connection, another process writing while a put runs.

    Its commit is slipped in after the read of the vectors the put sets aside and before
    the put's first write, when the lock lets it.
    """

    def __init__(self, conn: Any, other: Any) -> None:
        self.conn, self.other, self.outcome = conn, other, ""

    def __getattr__(self, name: str) -> Any:
        return getattr(self.conn, name)

    def execute(self, sql: str, *args: Any) -> Any:
        return self.conn.execute(sql, *args)

    def cursor(self) -> Any:
        outer, cur = self, self.conn.cursor()

        class Cursor:
            def __getattr__(self, name: str) -> Any:
                return getattr(cur, name)

            def execute(self, sql: str, params: Any = ()) -> Any:
                done = cur.execute(sql, params)
                if sql.startswith("INSERT INTO temp.kept_vectors"):
                    try:
                        outer.other.execute("INSERT INTO bystander VALUES (1)")
                        outer.outcome = "committed"
                    except Exception as error:  # noqa: BLE001 - what the other one met
                        outer.outcome = str(error)
                return done

        return Cursor()


async def test_a_kept_vector_put_holds_the_write_lock_against_other_processes(
        tmp_path: Path) -> None:
    # With two server workers on one folder, a topic touch (index=False) failed with
    # "database is locked": it read the vectors to keep, another worker committed, and its
    # write on that stale snapshot is refused at once (busy_timeout does not wait there).
    async with open_backend(tmp_path, kind="sqlite") as backend:
        store = backend.store
        await store.aput(("t",), "k", {"content": "我喜欢喝龙井茶"})
        other = connect(tmp_path / STORE_FILE)
        other.execute("CREATE TABLE bystander (x)")
        other.execute("PRAGMA busy_timeout=50")
        real = store.conn
        store.conn = meddler = _CommitsBetween(real, other)
        try:
            await store.aput(("t",), "k", {"content": "我喜欢喝龙井茶", "n": 2}, index=False)
        finally:
            store.conn = real
        # The put held the lock from its start: the other writer waited, nothing slipped in.
        assert "locked" in meddler.outcome
        item = await store.aget(("t",), "k")
        assert item is not None and item.value["n"] == 2
        assert real.execute("SELECT count(*) FROM store_vectors").fetchone()[0] == 1
        other.execute("INSERT INTO bystander VALUES (1)")  # and writes once it is done
        other.close()


async def test_a_failed_store_batch_is_rolled_back_not_half_committed(tmp_path: Path) -> None:
    async with open_backend(tmp_path, kind="sqlite") as backend:
        store = backend.store
        await store.aput(("t",), "kept", {"content": "a"}, index=False)
        store.conn.execute("CREATE TRIGGER refuse BEFORE INSERT ON store "
                           "WHEN NEW.key = 'bad' BEGIN SELECT RAISE(ABORT, 'refused'); END")
        with pytest.raises(Exception, match="refused"):  # its delete ran, then its insert failed
            await store.abatch([PutOp(("t",), "kept", None),
                                PutOp(("t",), "bad", {"content": "b"}, index=False)])
        assert await store.aget(("t",), "kept") is not None
