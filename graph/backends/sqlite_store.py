"""The data folder's store: LangGraph's SqliteStore, run off the event loop where that pays.

Its writes take the file's write lock first, and a put that keeps its vectors keeps them.

graph/backends/sqlite.py opens it (with every pragma) beside the checkpointer.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from langgraph.store.base import GetOp, Item, ListNamespacesOp, Op, PutOp, Result, SearchOp
from langgraph.store.sqlite import SqliteStore
from langgraph.store.sqlite.base import _json_loads, _namespace_to_text

from strata_layered.graph.backends.sqlite_listing import listing_scan, sorted_rows


class ThreadedSqliteStore(SqliteStore):
    """SqliteStore whose async API runs the sync batch in a worker thread.

    AsyncSqliteStore goes through aiosqlite and the stdlib sqlite3, which cannot load
    sqlite-vec on this Python; this keeps the extension-capable connection instead. Its
    writes take the file's write lock when they begin, so several processes can share it.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._writing = threading.local()
        self._waits = int(self.conn.execute("PRAGMA busy_timeout").fetchone()[0])

    def setup(self) -> None:
        """The parent's tables and migrations, then the index of the records' `status`.

        A listing by status (the active memories: the gate's newest 50 every turn, the
        constraints and boundaries retrieval reads, extraction's all) read every memory of
        the user, archived ones too, and parsed each one's JSON in SQLite to test it: 1.9-2.3
        ms each over 805 memories (288 active) at 10,000 earlier turns, ~2.5 listings a turn,
        growing with the archive. The index holds only rows with a status; with the status
        equal, it gives a prefix's rows in rowid order, as the prefix index did, so the
        listings return the same rows in the same order (0.6-1.0 ms each). The memory vector
        search, filtered by status, joins the vectors of those rows only (3.0 -> 1.6 ms).
        """
        first = not self.is_setup
        super().setup()
        if first:
            with self.lock:
                self.conn.execute(STATUS_INDEX)

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Run `batch` here when that cannot block the event loop, else in a worker thread.

        Reading a few rows by key or by filter takes tens of microseconds in WAL mode,
        where a hop to a worker thread and back costs more than that in wake-ups; a turn
        makes a few dozen of them. A write that embeds nothing (puts that keep their
        vectors, deletes: seven of a turn's eight write batches) runs here too when the
        store's lock and the file's write lock are free at once. What embeds, or would
        wait for a lock (another batch's, another process's write), goes to the thread.
        """
        ops = list(ops)
        if not self.ttl_config and not self.lock.locked() and all(map(_plain_read, ops)):
            return self.batch(ops)
        if not self.ttl_config and all(map(_unembedded_write, ops)):
            # Most of a turn's writes (its messages, audit, conversation, topic counts)
            # embed nothing: here too, unless the write lock is not free at once.
            self._writing.now = True
            try:
                return self.batch(ops)
            except _Busy:
                pass
            finally:
                self._writing.now = False
        return await asyncio.to_thread(self.batch, ops)

    async def avalues(self, namespace: tuple[str, ...], keys: Iterable[str]
                      ) -> list[dict[str, Any] | None]:
        """The values of many keys of one namespace (None where missing), values only.

        What `abatch` of one GetOp per key returns as `Item.value`, from the same one
        SELECT, without building an Item (its two timestamps parsed) per row: a turn
        reads back the ~160 messages its context quotes (graph/retrieval/history.py).
        With a TTL configured (reads may refresh it) the GetOps run as before.
        """
        keys = list(keys)
        if not keys:
            return []
        if self.ttl_config:  # reads may refresh TTLs: the parent's gets do that
            results = await self.abatch([GetOp(namespace, key) for key in keys])
            return [r.value if isinstance(r, Item) else None for r in results]
        if self.lock.locked():
            return await asyncio.to_thread(self._values, namespace, keys)
        return self._values(namespace, keys)

    def _values(self, namespace: tuple[str, ...], keys: list[str]) -> list[dict[str, Any] | None]:
        query = (f"SELECT key, value FROM store WHERE prefix = ? AND key IN "
                 f"({','.join('?' * len(keys))})")
        with self._cursor(transaction=False) as cur:  # one SELECT: its own read transaction
            cur.execute(query, (_namespace_to_text(namespace), *keys))
            found = dict(cur.fetchall())
        return [None if (raw := found.get(key)) is None else _json_loads(raw) for key in keys]

    async def asearch_values(self, namespace_prefix: tuple[str, ...], *,
                             filter: dict[str, Any] | None = None,  # noqa: A002 - asearch's name
                             limit: int = 10) -> list[dict[str, Any]]:
        """`asearch` without a query, values only: the same SELECT, rows in its order.

        A memory listing parses every row's value anyway; the SearchItem built around
        each (two timestamps parsed) is what this skips (376 of them where extraction
        lists a 10,000-turn user's active memories).
        """
        if self.ttl_config:  # reads may refresh TTLs: the parent's search does that
            return [item.value for item in await self.asearch(namespace_prefix, filter=filter,
                                                              limit=limit)]
        op = SearchOp(namespace_prefix, filter, limit)
        if self.lock.locked():
            return await asyncio.to_thread(self._search_values, op)
        return self._search_values(op)

    async def asearch_texts(self, namespace_prefix: tuple[str, ...], *,
                            filter: dict[str, Any] | None = None,  # noqa: A002 - asearch's name
                            limit: int = 10) -> list[str | bytes] | None:
        """`asearch_values` before the JSON is parsed: each row's value as stored, in order.

        A reader that keeps what it parsed by the text (memory/long_term/archived.py) parses only
        what changed. None with a TTL configured (reads may refresh it: the parent's search does).
        """
        if self.ttl_config:
            return None
        op = SearchOp(namespace_prefix, filter, limit)
        if self.lock.locked():
            return await asyncio.to_thread(self._search_texts, op)
        return self._search_texts(op)

    def _search_values(self, op: SearchOp) -> list[dict[str, Any]]:
        return [_json_loads(text) for text in self._search_texts(op)]

    def _search_texts(self, op: SearchOp) -> list[str | bytes]:
        """The parent's SELECT, sorted here: the same rows in the same order, ties included.

        SQLite's ORDER BY ... LIMIT keeps the best rows in a temporary B-tree, each row
        (value included) with a sequence number that orders ties as the scan found them. At
        10,000 earlier turns that read all 805 memories in 3.1 ms, unsorted 1.5 ms with the
        sort here; the 517 archived ones 2.6 ms, 1.6. A stable sort of the scanned rows by
        `updated_at`, newest first, gives that order (tests/unit/test_sqlite_listing.py).
        The scan reads the namespace and its sub-namespaces as two searches in one statement
        (graph/backends/sqlite_listing.py): the 517 archived ones then take 0.9 ms.
        """
        queries, _ = self._prepare_batch_search_queries([(0, op)])
        query, params, _ = queries[0]
        scan = listing_scan(query, params) if not op.offset and not op.query else None
        with self._cursor(transaction=False) as cur:  # one SELECT: its own read transaction
            cur.execute(*scan) if scan else cur.execute(query, params)
            rows = cur.fetchall()
        if scan:
            rows = sorted_rows(rows)
        return [row[2] for row in rows[:op.limit]]

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
        now = getattr(self._writing, "now", False)  # never wait: raise _Busy instead
        if not self.lock.acquire(blocking=not now):
            raise _Busy
        with _released(self.lock):
            if transaction and now:
                self._begin_now()
            elif transaction:
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

    def _begin_now(self) -> None:
        """BEGIN IMMEDIATE if the file's write lock is free now, else _Busy (nothing begun)."""
        self.conn.execute("PRAGMA busy_timeout=0")
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except Exception as error:
            if "locked" in str(error):
                raise _Busy from error
            raise
        finally:
            self.conn.execute(f"PRAGMA busy_timeout={self._waits}")

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


class _Busy(Exception):
    """The store's lock or the file's write lock was held: the batch goes to a thread."""


@contextmanager
def _released(lock: threading.Lock) -> Iterator[None]:
    try:
        yield
    finally:
        lock.release()


def _unembedded_write(op: Op) -> bool:
    """A put that keeps its vectors (`index=False`) or a delete: nothing to embed."""
    return isinstance(op, PutOp) and (op.value is None or op.index is False)


def _one_statement(ops: list[Op]) -> bool:
    """Whether SqliteStore runs the batch as one SELECT (no TTL refresh configured).

    Gets of one namespace are one `key IN (...)` query; a search (by filter or by
    vector) or a namespace listing is one query. Anything that writes is not.
    """
    gets = [op for op in ops if isinstance(op, GetOp)]
    if ops and len(gets) == len(ops):
        return len({op.namespace for op in gets}) == 1
    return len(ops) == 1 and isinstance(ops[0], SearchOp | ListNamespacesOp)


STATUS_INDEX = ("CREATE INDEX IF NOT EXISTS store_status_idx ON store "
                "(prefix, json_extract(value, '$.status')) "
                "WHERE json_extract(value, '$.status') IS NOT NULL")
"""Usable by a search whose filter has `status` (SqliteStore compares `json_extract(value,
'$.status') = ?`, which implies the partial index's WHERE); other searches keep their plans."""
VECTOR_COLUMNS = "prefix, key, field_name, embedding, created_at, updated_at"
KEPT_VECTORS = f"CREATE TEMP TABLE IF NOT EXISTS kept_vectors ({VECTOR_COLUMNS})"
