"""Turn locks on PostgreSQL: every advisory lock of a process held on one connection of its own.

A lock held on a pooled connection ties that connection up for the whole turn: a worker
running more turns at once than its pool has connections then deadlocks, each turn holding
a connection for its lock and waiting for another one to count its messages (until the
pool's timeout fails them all). Here a process holds all its locks in one session,
taking each with `pg_try_advisory_lock` and trying again after a growing pause while
another process holds it — one round trip when nobody does, which is nearly always (two
processes only meet on one conversation).

A session may take a lock it already holds (the count goes up), so two tasks of this
process must never ask for one key at once: the caller queues them first (an asyncio lock
per key). A lock is taken and released to the end even when the task asking for it is
cancelled meanwhile, so the count of the shared session never drifts.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

TRY_LOCK_SQL = "SELECT pg_try_advisory_lock(hashtextextended(%s, 0))"
UNLOCK_SQL = "SELECT pg_advisory_unlock(hashtextextended(%s, 0))"
FIRST_PAUSE, LONGEST_PAUSE = 0.005, 0.05
"""Seconds between tries while another process holds a lock: doubling from the first."""


class AdvisoryLocks:
    """Advisory locks of this process, on one connection opened to `conninfo` when needed."""

    def __init__(self, conninfo: str) -> None:
        self.conninfo = conninfo
        self._conn: Any = None
        self._mutex = threading.Lock()

    def _execute(self, sql: str, key: str) -> bool:
        import psycopg

        if self._conn is None or self._conn.closed:
            self._conn = psycopg.connect(self.conninfo, autocommit=True)
        return bool(self._conn.execute(sql, (key,)).fetchone()[0])

    def _run(self, sql: str, key: str) -> bool:
        import psycopg

        with self._mutex:
            try:
                return self._execute(sql, key)
            except psycopg.OperationalError:
                # The session is gone, and every lock it held with it: once more, on a new one.
                self._conn.close()
                return self._execute(sql, key)

    async def _to_the_end(self, sql: str, key: str) -> bool:
        """Run `sql` for `key` in a thread; a cancelled caller leaves the count as it was."""
        call = asyncio.ensure_future(asyncio.to_thread(self._run, sql, key))
        try:
            return await asyncio.shield(call)
        except asyncio.CancelledError:
            if sql == TRY_LOCK_SQL:  # taken for nobody: give it back once the try is done
                call.add_done_callback(lambda done: self._give_back(done, key))
            raise

    def _give_back(self, done: asyncio.Future[bool], key: str) -> None:
        if not done.cancelled() and done.exception() is None and done.result():
            asyncio.ensure_future(asyncio.to_thread(self._run, UNLOCK_SQL, key))

    @asynccontextmanager
    async def hold(self, key: str) -> AsyncIterator[None]:
        """Hold the lock named `key` (the caller keeps this process's tasks apart)."""
        pause = FIRST_PAUSE
        while not await self._to_the_end(TRY_LOCK_SQL, key):
            await asyncio.sleep(pause)
            pause = min(pause * 2, LONGEST_PAUSE)
        try:
            yield
        finally:
            await self._to_the_end(UNLOCK_SQL, key)

    def close(self) -> None:
        """Close the connection, releasing whatever it still holds."""
        with self._mutex:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
