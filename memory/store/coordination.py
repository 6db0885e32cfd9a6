"""What processes sharing one data folder or database agree on: counters and turn locks.

Several processes may write one conversation at once (a CLI beside a server, server
workers). Counters are incremented atomically where they are stored, never read,
changed and written back: a message's sequence number and a topic's message count come
from here. A lock per conversation lets its turns run one at a time in any process, so
its checkpoint never forks. The backend attaches the implementation that fits its
storage (graph/backend.py); a store nobody attached one to gets the in-process kind.
"""

from __future__ import annotations

import asyncio
import threading
import weakref
from collections.abc import AsyncIterator, Awaitable, Iterable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path
from typing import IO, Any, Protocol, TypeVar

from strata_layered.memory.namespaces import encode_label
from strata_layered.memory.store.advisory_locks import AdvisoryLocks
from strata_layered.memory.store.attached import PerStore
from strata_layered.memory.store.lock_names import LockNames

T = TypeVar("T")


def counter_key(*labels: str) -> str:
    """A counter's key from ids (encoded, so no id can reach into another's prefix)."""
    return "/".join(encode_label(label, what="counter label") for label in labels)


class Coordination(Protocol):
    """Counters and locks of one storage."""

    async def add(self, key: str, delta: int = 1) -> int:
        """Add `delta` to a counter atomically and return its new value."""
        ...

    async def values(self, keys: Iterable[str]) -> dict[str, int]:
        """The current value of each counter (0 when it was never incremented)."""
        ...

    async def forget(self, prefix: str) -> int:
        """Delete every counter whose key starts with `prefix`."""
        ...

    async def snapshot(self) -> dict[str, int]:
        """Every counter (moving a data folder to another backend)."""
        ...

    def lock(self, key: str) -> AbstractAsyncContextManager[None]:
        """Hold the lock named `key` (across processes where the storage allows)."""
        ...


class LocalCoordination:
    """In-process counters and asyncio locks (the memory backend, tests, notebooks)."""

    def __init__(self) -> None:
        self._counts: dict[str, int] = {}
        self._mutex = threading.Lock()
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = (
            weakref.WeakValueDictionary())

    async def add(self, key: str, delta: int = 1) -> int:
        """Add under a mutex."""
        with self._mutex:
            self._counts[key] = self._counts.get(key, 0) + delta
            return self._counts[key]

    async def values(self, keys: Iterable[str]) -> dict[str, int]:
        """Read under the mutex."""
        with self._mutex:
            return {k: self._counts.get(k, 0) for k in keys}

    async def snapshot(self) -> dict[str, int]:
        """A copy of every counter."""
        with self._mutex:
            return dict(self._counts)

    async def forget(self, prefix: str) -> int:
        """Drop the matching counters."""
        with self._mutex:
            gone = [k for k in self._counts if k.startswith(prefix)]
            for key in gone:
                del self._counts[key]
            return len(gone)

    @asynccontextmanager
    async def lock(self, key: str) -> AsyncIterator[None]:
        """One asyncio lock per key, for as long as someone holds or waits for it."""
        with self._mutex:
            held = self._locks.get(key)
            if held is None:
                held = self._locks[key] = asyncio.Lock()
        async with held:
            yield


class FileLocks:
    """Locks that hold across processes: `flock` on a file per key under a folder.

    The kernel releases a lock when its process dies (even by kill -9). The files stay
    empty; their names are keyed hashes (memory/store/lock_names.py).
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.names = LockNames(folder)
        self._local = LocalCoordination()

    def path(self, key: str) -> Path:
        """The lock file of a key."""
        return self.names.path(key)

    def _open(self, key: str) -> IO[bytes]:
        path = self.path(key)
        for _ in range(3):  # forgetting the user may remove the folder between the two steps
            path.parent.mkdir(parents=True, exist_ok=True)
            try:
                return open(path, "a+b")
            except FileNotFoundError:
                continue
        return open(path, "a+b")

    @asynccontextmanager
    async def lock(self, key: str) -> AsyncIterator[None]:
        """The in-process lock first (tasks of this process), then the file lock."""
        import fcntl

        async with self._local.lock(key):
            with self._open(key) as handle:
                await asyncio.to_thread(fcntl.flock, handle.fileno(), fcntl.LOCK_EX)
                try:
                    yield
                finally:
                    fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


COUNTERS_DDL = ("CREATE TABLE IF NOT EXISTS strata_counters "
                "(key TEXT PRIMARY KEY, value BIGINT NOT NULL)")
ADD_SQL = ("INSERT INTO strata_counters (key, value) VALUES ({p}, {p}) ON CONFLICT (key) "
           "DO UPDATE SET value = strata_counters.value + excluded.value RETURNING value")

VALUES_SQL = "SELECT key, value FROM strata_counters WHERE key = ANY(%s)"


class PostgresCoordination:
    """Counters in a table, locks as advisory locks held on a connection of their own."""

    round_trip = True
    """A counter's read is a round trip: worth sending beside another (`read_with_count`)."""

    def __init__(self, pool: Any, aio: Any = None) -> None:
        self.pool = pool  # synchronous: the history index and document homes share it
        self.aio = aio
        """The backend's async pool, when there is one: a turn's counters (a message's
        sequence number, a topic's count) go on it without a hop to a worker thread."""
        self._local = LocalCoordination()
        self._advisory = AdvisoryLocks(pool.conninfo)
        with pool.connection() as conn:
            conn.execute(COUNTERS_DDL)

    def _add(self, key: str, delta: int) -> int:
        with self.pool.connection() as conn:
            return int(conn.execute(ADD_SQL.format(p="%s"), (key, delta)).fetchone()[0])

    async def add(self, key: str, delta: int = 1) -> int:
        """One upsert statement: atomic across workers and machines."""
        if self.aio is None:
            return await asyncio.to_thread(self._add, key, delta)
        return int((await self._ask(ADD_SQL.format(p="%s"), (key, delta)))[0][0])

    async def _ask(self, sql: str, args: Any) -> list[tuple[Any, ...]]:
        """Rows of one statement on the async pool (as tuples, whatever its row factory)."""
        from psycopg.rows import tuple_row

        async with self.aio.connection() as conn, conn.cursor(row_factory=tuple_row) as cur:
            await cur.execute(sql, args)
            return list(await cur.fetchall())

    def _values(self, keys: list[str]) -> dict[str, int]:
        with self.pool.connection() as conn:
            rows = conn.execute(VALUES_SQL, (keys,)).fetchall()
        found = {r[0]: int(r[1]) for r in rows}
        return {k: found.get(k, 0) for k in keys}

    async def values(self, keys: Iterable[str]) -> dict[str, int]:
        """Read the counters in one query."""
        wanted = list(keys)
        if not wanted:
            return {}
        if self.aio is None:
            return await asyncio.to_thread(self._values, wanted)
        found = {r[0]: int(r[1]) for r in await self._ask(VALUES_SQL, (wanted,))}
        return {k: found.get(k, 0) for k in wanted}

    def _snapshot(self) -> dict[str, int]:
        with self.pool.connection() as conn:
            rows = conn.execute("SELECT key, value FROM strata_counters").fetchall()
        return {r[0]: int(r[1]) for r in rows}

    async def snapshot(self) -> dict[str, int]:
        """Every counter, in one query."""
        return await asyncio.to_thread(self._snapshot)

    def _forget(self, prefix: str) -> int:
        with self.pool.connection() as conn:
            return int(conn.execute("DELETE FROM strata_counters WHERE left(key, %s) = %s",
                                    (len(prefix), prefix)).rowcount)

    async def forget(self, prefix: str) -> int:
        """Delete by key prefix."""
        return await asyncio.to_thread(self._forget, prefix)

    @asynccontextmanager
    async def lock(self, key: str) -> AsyncIterator[None]:
        """An advisory lock, held on this process's one lock connection.

        (memory/store/advisory_locks.py)

        The in-process lock comes first: this process's own turns queue here, and the
        shared session never takes a key twice.
        """
        async with self._local.lock(key), self._advisory.hold(key):
            yield

    def close(self) -> None:
        """Close the lock connection (the pool is the backend's)."""
        self._advisory.close()


async def read_with_count(store: Any, read: Awaitable[T], key: str) -> tuple[T, int | None]:
    """A record's read and its counter's value (None when the read found nothing).

    Where a counter is a round trip away (PostgreSQL) the two go side by side, the
    counter read whatever the record's fate; elsewhere one after the other, the counter
    only for a record found (a task each would cost more than the local reads).
    """
    counters = coordination_for(store)
    if getattr(counters, "round_trip", False):
        found, counts = await asyncio.gather(read, counters.values([key]))
        return found, counts[key] if found is not None else None
    found = await read
    return found, (await counters.values([key]))[key] if found is not None else None


_ATTACHED: PerStore[Coordination] = PerStore(LocalCoordination)


def attach_coordination(store: Any, coordination: Coordination) -> Coordination:
    """Pin the counters and locks that go with a store (the backend decides)."""
    return _ATTACHED.attach(store, coordination)


def coordination_for(store: Any) -> Coordination:
    """The store's counters and locks; in-process ones when nobody attached any."""
    return _ATTACHED.of(store)
