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

import asyncio
import threading
from collections.abc import AsyncIterator, Iterable, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any, cast

from langgraph.store.base import (
    GetOp,
    IndexConfig,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchOp,
)
from langgraph.store.sqlite import SqliteStore
from langgraph.store.sqlite.base import SqliteIndexConfig, _namespace_to_text

from strata_layered.graph.backends.base import Backend
from strata_layered.graph.backends.folder_health import (
    DataFolderError,
    check_data_folder,
    storage_reason,
)
from strata_layered.graph.folder import (
    CHECKPOINTS_FILE,
    HISTORY_FILE,
    INDEX_DIR,
    LOCK_DIR,
    STORE_FILE,
)
from strata_layered.graph.indexing import drain
from strata_layered.graph.settings import history_budget
from strata_layered.memory.coordination import attach_coordination
from strata_layered.memory.documents.index_homes import FolderHome
from strata_layered.memory.documents.vector_index import attach_home
from strata_layered.memory.history.index import HistoryIndex, attach_index
from strata_layered.memory.history.rows import SqliteRows
from strata_layered.memory.sqlite_coordination import SqliteCoordination


class ThreadedSqliteStore(SqliteStore):
    """SqliteStore whose async API runs the sync batch in a worker thread.

    AsyncSqliteStore goes through aiosqlite and the stdlib sqlite3, which cannot load
    sqlite-vec on this Python; this keeps the extension-capable connection instead. Its
    writes take the file's write lock when they begin, so several processes can share it.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._writing = threading.local()

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Run `batch` off the event loop; a plain read runs here.

        Reading a few rows by key or by filter takes tens of microseconds in WAL mode,
        where a hop to a worker thread and back costs more than that in wake-ups; a turn
        makes a few dozen of them. What writes, embeds a query or would wait for another
        batch's lock still goes to the thread.
        """
        ops = list(ops)
        if not self.ttl_config and not self.lock.locked() and all(map(_plain_read, ops)):
            return self.batch(ops)
        return await asyncio.to_thread(self.batch, ops)

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """The parent's batch; one that writes holds the write lock from its start.

        Under a plain BEGIN a batch that reads before it writes (the vectors a put keeps
        are read first, below) runs on a snapshot, and when another process (a second
        server worker, a CLI) commits before its first write, SQLite refuses that write
        at once with "database is locked": busy_timeout does not wait for a stale
        snapshot. BEGIN IMMEDIATE takes the lock first, waiting for it as long as
        busy_timeout allows.
        """
        ops = list(ops)
        self._writing.on = any(isinstance(op, PutOp) for op in ops)
        self._writing.solo = not self.ttl_config and _one_statement(ops)
        try:
            return super().batch(ops)
        finally:
            self._writing.on = self._writing.solo = False

    @contextmanager
    def _cursor(self, *, transaction: bool = True) -> Iterator[Any]:
        """The parent's cursor, with BEGIN IMMEDIATE for writes and ROLLBACK on failure.

        The parent commits in a `finally`: a batch whose delete ran and whose insert then
        failed was committed half done. A batch that runs one SELECT (`_one_statement`)
        needs no transaction around it: in autocommit that statement is its own read
        transaction, on the same snapshot BEGIN would give it. Most of a turn's reads are
        such (a few dozen), and BEGIN and COMMIT were two more calls into SQLite each.
        """
        if not self.is_setup:
            self.setup()
        transaction = transaction and not getattr(self._writing, "solo", False)
        with self.lock:
            if transaction:
                writing = getattr(self._writing, "on", False)
                self.conn.execute("BEGIN IMMEDIATE" if writing else "BEGIN")
            cur = self.conn.cursor()
            try:
                yield cur
            except BaseException:
                if transaction:
                    self.conn.execute("ROLLBACK")
                raise
            else:
                if transaction:
                    self.conn.execute("COMMIT")
            finally:
                cur.close()

    def _prepare_batch_PUT_queries(self, put_ops: Any) -> Any:  # noqa: N802 - the parent's name
        """SqliteStore's writes, with the vectors of `index=False` puts kept.

        SqliteStore writes an item with INSERT OR REPLACE, whose delete of the old row
        cascades to the item's vectors once foreign keys are on (they are, so a deleted item
        takes its vector with it): a put that keeps the vector (a status change, a touch)
        silently dropped the memory out of every search. Its vector rows are set aside
        before the write and put back after it, in the same transaction. (REPLACE itself
        stays: an in-place upsert left an old cell readable after a forget.)
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


def _plain_read(op: Op) -> bool:
    """A read that neither writes nor embeds a query."""
    return isinstance(op, GetOp | ListNamespacesOp) or (isinstance(op, SearchOp)
                                                        and op.query is None)


def _one_statement(ops: list[Op]) -> bool:
    """Whether SqliteStore runs the batch as one SELECT (no TTL refresh configured).

    Gets of one namespace are one `key IN (...)` query; a search (by filter or by
    vector) or a namespace listing is one query. Anything that writes is not.
    """
    if ops and all(isinstance(op, GetOp) for op in ops):
        return len({op.namespace for op in ops}) == 1  # type: ignore[attr-defined]
    return len(ops) == 1 and isinstance(ops[0], SearchOp | ListNamespacesOp)


VECTOR_COLUMNS = "prefix, key, field_name, embedding, created_at, updated_at"
KEPT_VECTORS = f"CREATE TEMP TABLE IF NOT EXISTS kept_vectors ({VECTOR_COLUMNS})"


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
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DataFolderError(f"cannot create the data folder {folder}: "
                              f"{storage_reason(error) or error}") from error
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
