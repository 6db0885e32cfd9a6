"""The embedded backend: one data folder of SQLite files, FAISS files and lock files.

- `checkpoints.sqlite` — the checkpointer (short-term: the window, summaries, counters);
- `store.sqlite` — the store (every record, with the sqlite-vec index of memories and
  topics) and Strata's counters (`strata_counters`);
- `history.sqlite` — the history index (every message with its vector);
- `indexes/u-<hash>/d-<hash>.faiss` — one FAISS file per document;
- `locks/<hash>.lock` — one empty file per conversation that ran a turn (its turn lock).

Each database has its `-wal` / `-shm` beside it while open. Every connection has foreign
keys on (a deleted item's vector row goes with it) and secure_delete (freed pages are
zeroed); a forget ends with every database rebuilt (VACUUM) and the write-ahead logs
checkpointed and truncated.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, cast

from langgraph.store.base import IndexConfig
from langgraph.store.sqlite.base import SqliteIndexConfig

from strata_layered.graph.backends.base import Backend
from strata_layered.graph.backends.folder_health import (
    DataFolderError,
    OpeningLock,
    check_data_folder,
    storage_reason,
)
from strata_layered.graph.backends.sqlite_store import ThreadedSqliteStore
from strata_layered.graph.folder import (
    CHECKPOINTS_FILE,
    HISTORY_FILE,
    INDEX_DIR,
    LOCK_DIR,
    STORE_FILE,
)
from strata_layered.graph.indexing import drain
from strata_layered.graph.settings import history_budget
from strata_layered.memory.documents.index_homes import FolderHome
from strata_layered.memory.documents.vector_index import attach_home
from strata_layered.memory.history.index import HistoryIndex, attach_index
from strata_layered.memory.history.rows import SqliteRows
from strata_layered.memory.store.coordination import attach_coordination
from strata_layered.memory.store.sqlite_coordination import SqliteCoordination


def connect(path: Path) -> Any:
    """A connection to a database of the data folder, with every pragma set."""
    try:
        from pysqlite3 import dbapi2 as sqlite  # extension loading built in
    except ImportError:  # pragma: no cover - platforms without the wheel
        import sqlite3 as sqlite
    conn = sqlite.connect(str(path), check_same_thread=False, isolation_level=None)
    for pragma in SQLITE_PRAGMAS:
        conn.execute(pragma).fetchall()  # read out, so no statement stays open
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
REBUILD = "VACUUM"
"""secure_delete zeroes a deleted cell, but a page rebuilt when its rows move (a b-tree
balance) can keep old bytes in its unallocated gap; VACUUM writes every page anew from the
live rows, so after a forget nothing deleted is left anywhere in the file."""


@asynccontextmanager
async def open_sqlite(folder: Path, index: IndexConfig) -> AsyncIterator[Backend]:
    """The data folder's checkpointer and store, every derived layer attached.

    The history index, the document indexes, the counters and the turn locks go with the
    store; the folder is created when missing.
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DataFolderError(f"cannot create the data folder {folder}: "
                              f"{storage_reason(error) or error}") from error
    opening = await OpeningLock.take(folder)  # released once every schema exists
    try:
        async with _opened(folder, index, opening) as backend:
            yield backend
    finally:
        opening.release()


@asynccontextmanager
async def _opened(folder: Path, index: IndexConfig, opening: OpeningLock
                  ) -> AsyncIterator[Backend]:
    """Check the folder, create what is missing, release `opening`, then serve."""
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    check_data_folder(folder)
    try:
        conn = connect(folder / STORE_FILE)
        store = ThreadedSqliteStore(conn, index=cast(SqliteIndexConfig, index))
        store.setup()
    except Exception as error:
        reason = storage_reason(error)
        if reason is None:
            raise
        raise DataFolderError(f"cannot open {folder / STORE_FILE}: {reason}") from error
    budget = history_budget()
    rows = SqliteRows(folder / HISTORY_FILE)
    history = attach_index(store, HistoryIndex(rows, budget=budget) if budget else
                           HistoryIndex(rows))
    attach_home(store, FolderHome(folder / INDEX_DIR))
    coordination = SqliteCoordination(lambda: connect(folder / STORE_FILE), folder / LOCK_DIR)
    attach_coordination(store, coordination)
    try:
        async with AsyncSqliteSaver.from_conn_string(str(folder / CHECKPOINTS_FILE)) as saver:
            await saver.setup()
            for pragma in SQLITE_PRAGMAS:
                # A pragma's row left unread keeps its statement open, and VACUUM
                # refuses to run beside an open statement.
                async with saver.conn.execute(pragma) as cursor:
                    await cursor.fetchall()
            opening.release()

            async def settle() -> None:
                await drain()
                async with saver.lock:
                    await saver.conn.execute(REBUILD)
                    async with saver.conn.execute(TRUNCATE_WAL) as cursor:
                        await cursor.fetchall()
                with store.lock:
                    conn.execute(REBUILD)
                    conn.execute(TRUNCATE_WAL).fetchall()
                history.truncate_wal()

            yield Backend(saver, store, "sqlite", folder, settle)
    finally:
        await drain()  # background embeddings still write to the history index
        history.close()
        coordination.close()
        conn.close()
