"""Counters in a table of the data folder's store file, locks as files beside it (SQLite).

memory/store/coordination.py holds the protocol, the in-process kind, the file locks and the
PostgreSQL kind; this is the data folder's.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from strata_layered.memory.store.coordination import ADD_SQL, COUNTERS_DDL, FileLocks


class SqliteCoordination(FileLocks):
    """Counters in a table of the data folder's store file, locks as files beside it."""

    def __init__(self, connect: Any, locks: Path) -> None:
        super().__init__(locks)
        self._conn = connect()
        self._conn.execute(COUNTERS_DDL)
        self._mutex = threading.Lock()
        self._now = connect()  # the same file, never waiting for its write lock
        self._now.execute("PRAGMA busy_timeout=0")

    def _add(self, key: str, delta: int) -> int:
        with self._mutex:
            row = self._conn.execute(ADD_SQL.format(p="?"), (key, delta)).fetchone()
            return int(row[0])

    def _add_now(self, key: str, delta: int) -> int | None:
        """The upsert without waiting: None when another writer holds the file's lock."""
        if not self._mutex.acquire(blocking=False):
            return None
        try:
            row = self._now.execute(ADD_SQL.format(p="?"), (key, delta)).fetchone()
        except Exception as error:
            if "locked" in str(error):  # SQLITE_BUSY: nothing was written
                return None
            raise
        finally:
            self._mutex.release()
        return int(row[0])

    async def add(self, key: str, delta: int = 1) -> int:
        """One upsert statement: atomic across processes.

        Run where it is called when the write lock is free at once (a turn adds 5-6
        counters, and each hop to a worker thread and back cost more than the write);
        in a worker thread, waiting for the lock, when another writer holds it.
        """
        done = self._add_now(key, delta)
        return done if done is not None else await asyncio.to_thread(self._add, key, delta)

    async def values(self, keys: Iterable[str]) -> dict[str, int]:
        """Read the counters in one query."""
        wanted = list(keys)
        if not wanted:
            return {}
        with self._mutex:
            rows = self._conn.execute(
                f"SELECT key, value FROM strata_counters WHERE key IN "
                f"({', '.join('?' * len(wanted))})", wanted).fetchall()
        found = {k: int(v) for k, v in rows}
        return {k: found.get(k, 0) for k in wanted}

    async def snapshot(self) -> dict[str, int]:
        """Every counter, in one query."""
        with self._mutex:
            rows = self._conn.execute("SELECT key, value FROM strata_counters").fetchall()
        return {k: int(v) for k, v in rows}

    async def forget(self, prefix: str) -> int:
        """Delete by key prefix (and a forgotten user's lock files)."""
        with self._mutex:
            done = int(self._conn.execute("DELETE FROM strata_counters WHERE substr(key, 1, ?) = ?",
                                          (len(prefix), prefix)).rowcount)
        self.names.forget(prefix)
        return done

    def close(self) -> None:
        """Close the connection."""
        with self._mutex:
            self._conn.close()
            self._now.close()
