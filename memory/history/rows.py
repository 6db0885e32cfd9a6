"""Where the history index's rows are kept: the table behind the in-memory search structures.

One row per indexed message: where it sits in the log, its text, and the vector it is
recalled by (raw float32 with the label of the model and text form that made it, never a
pickle). The index loads a (user, agent) scope once and then only what changed since:
each implementation hands out a *mark* of what a reader has seen, and the rows written
after it. A delete anywhere resets every reader (deletes are rare: forgetting, retracting).
SQLite is the embedded default (a file, or in memory); PostgreSQL lives in
memory/history/postgres_rows.py.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, cast

from strata_layered.memory.history.scope import stored_terms

Row = tuple[int, str, int, str, str, str, str, str | None, bytes | None, str | None]
"""id, conversation, seq, message id, role, created at (ISO), content, vector label, vector,
index terms as stored (scope.stored_terms; None where the table keeps none)."""
NewRow = tuple[str, int, str, str, str, str, str | None, bytes | None]
"""A row to insert: the same without its id."""
COLUMNS = ("id, conversation, seq, message_id, role, created_at, content, model, vector, "
           "terms")

SQLITE_SCHEMA = """
CREATE TABLE IF NOT EXISTS history (
    id INTEGER PRIMARY KEY,
    user TEXT NOT NULL, agent TEXT NOT NULL, conversation TEXT NOT NULL,
    seq INTEGER NOT NULL, message_id TEXT NOT NULL, role TEXT NOT NULL,
    created_at TEXT NOT NULL, content TEXT NOT NULL,
    model TEXT, vector BLOB, rev INTEGER NOT NULL DEFAULT 0,
    UNIQUE (user, agent, conversation, seq)
);
CREATE TABLE IF NOT EXISTS history_deletes (one INTEGER PRIMARY KEY CHECK (one = 1),
                                            n INTEGER NOT NULL);
INSERT OR IGNORE INTO history_deletes VALUES (1, 0);
"""
SQLITE_INDEXES = """
CREATE INDEX IF NOT EXISTS history_scope ON history (user, agent, id);
CREATE INDEX IF NOT EXISTS history_rev ON history (user, agent, rev);
CREATE INDEX IF NOT EXISTS history_next_rev ON history (rev);
"""
NEXT_REV = "(SELECT COALESCE(MAX(rev), 0) + 1 FROM history)"
"""The next revision: one index seek on history_next_rev (without it, a scan of every row)."""


@dataclass(frozen=True)
class Mark:
    """What a reader of one scope has seen: compared with the table to find what is new."""

    version: int
    """Of the whole table (SQLite: data_version; PostgreSQL: the snapshot's xmin)."""
    position: int
    """Highest revision read (SQLite) — PostgreSQL reads from `version` instead."""
    deletes: int
    """Deletes counted when the scope was loaded: another one means reload it whole."""
    at: float = 0.0
    """When it was read (time.monotonic), for tables without a cheap change marker."""


class HistoryRows(Protocol):
    """The table of indexed messages."""

    def changed(self, mark: Mark) -> bool:
        """Whether anything may have been written since `mark` (cheap, may say yes)."""
        ...

    def load(self, user: str, agent: str, mark: Mark | None) -> tuple[list[Row], Mark, bool]:
        """Rows written after `mark` (all when None), the new mark, and whether it is all."""
        ...

    def insert(self, user: str, agent: str, rows: Sequence[NewRow]) -> list[int | None]:
        """Insert rows; the id of each, None where the message was indexed already."""
        ...

    def set_vectors(self, user: str, agent: str,
                    vectors: Sequence[tuple[int, str, bytes]]) -> None:
        """Attach (row id, vector label, vector) to rows."""
        ...

    def indexed_through(self, user: str, agent: str) -> dict[str, int]:
        """Highest indexed sequence number of each conversation."""
        ...

    def scopes(self) -> list[tuple[str, str]]:
        """Every (user, agent) with indexed messages."""
        ...

    def delete(self, user: str, agent: str | None, conversation: str | None,
               message_ids: Iterable[str] | None = None) -> int:
        """Delete a user's rows (or one agent's, one conversation's, some messages')."""
        ...

    def settle(self) -> None:
        """After a forget: leave nothing deleted readable in the files."""
        ...

    def close(self) -> None:
        """Release the connection."""
        ...


class SqliteRows:
    """The table in `history.sqlite` of the data folder (or in memory)."""

    def __init__(self, path: Path | None = None) -> None:
        try:
            from pysqlite3 import dbapi2 as sqlite  # same driver as the store
        except ImportError:  # pragma: no cover - platforms without the wheel
            import sqlite3 as sqlite
        self.path = path
        self._conn: Any = sqlite.connect(str(path) if path else ":memory:",
                                         check_same_thread=False, isolation_level=None)
        if path:
            for pragma in ("journal_mode=WAL", "synchronous=NORMAL", "busy_timeout=5000",
                           "secure_delete=ON"):  # forgotten text is zeroed
                self._conn.execute(f"PRAGMA {pragma}")
        self._conn.executescript(SQLITE_SCHEMA)
        columns = {r[1] for r in self._conn.execute("PRAGMA table_info(history)")}
        if "rev" not in columns:  # an index file from before revisions
            self._conn.execute("ALTER TABLE history ADD COLUMN rev INTEGER NOT NULL DEFAULT 0")
        if "terms" not in columns:  # from before stored terms: tokenised on load instead
            self._conn.execute("ALTER TABLE history ADD COLUMN terms TEXT")
        self._conn.executescript(SQLITE_INDEXES)  # after the column they index
        self._lock = threading.RLock()

    def _version(self) -> int:
        return int(self._conn.execute("PRAGMA data_version").fetchone()[0])

    def _deletes(self) -> int:
        return int(self._conn.execute("SELECT n FROM history_deletes").fetchone()[0])

    def changed(self, mark: Mark) -> bool:
        """data_version moves when another connection committed."""
        with self._lock:
            return self._version() != mark.version

    def load(self, user: str, agent: str, mark: Mark | None) -> tuple[list[Row], Mark, bool]:
        """Rows with a higher revision than the mark's; everything after a delete."""
        with self._lock:
            version, deletes = self._version(), self._deletes()
            whole = mark is None or deletes != mark.deletes
            since = 0 if whole or mark is None else mark.position
            rows = self._conn.execute(
                f"SELECT {COLUMNS}, rev FROM history WHERE user = ? AND agent = ? AND rev > ? "
                "ORDER BY id", (user, agent, -1 if whole else since)).fetchall()
            top = max((r[10] for r in rows), default=since)
            return [cast(Row, tuple(r[:10])) for r in rows], Mark(version, top, deletes), whole

    def insert(self, user: str, agent: str, rows: Sequence[NewRow]) -> list[int | None]:
        """INSERT OR IGNORE in one transaction; each row gets the next revision."""
        ids: list[int | None] = []
        names = {"user": user, "assistant": agent}
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                for row in rows:
                    cur = self._conn.execute(
                        "INSERT OR IGNORE INTO history (user, agent, conversation, seq, "
                        "message_id, role, created_at, content, model, vector, terms, rev) "
                        f"VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, {NEXT_REV})",
                        (user, agent, *row, stored_terms(names, row[3], row[5])))
                    ids.append(int(cur.lastrowid) if cur.rowcount else None)
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")
        return ids

    def set_vectors(self, user: str, agent: str,
                    vectors: Sequence[tuple[int, str, bytes]]) -> None:
        """UPDATE in one transaction; each row gets the next revision."""
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                self._conn.executemany(
                    f"UPDATE history SET model = ?, vector = ?, rev = {NEXT_REV} "
                    "WHERE id = ? AND user = ? AND agent = ?",
                    [(label, blob, row, user, agent) for row, label, blob in vectors])
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
            self._conn.execute("COMMIT")

    def indexed_through(self, user: str, agent: str) -> dict[str, int]:
        """One grouped query."""
        with self._lock:
            return {c: s for c, s in self._conn.execute(
                "SELECT conversation, max(seq) FROM history WHERE user = ? AND agent = ? "
                "GROUP BY conversation", (user, agent))}

    def scopes(self) -> list[tuple[str, str]]:
        """One DISTINCT query."""
        with self._lock:
            return [(u, a) for u, a in self._conn.execute(
                "SELECT DISTINCT user, agent FROM history ORDER BY user, agent")]

    def delete(self, user: str, agent: str | None, conversation: str | None,
               message_ids: Iterable[str] | None = None) -> int:
        """DELETE, and count a delete so every reader reloads."""
        sql, args = "DELETE FROM history WHERE user = ?", [user]
        if agent is not None:
            sql, args = sql + " AND agent = ?", [*args, agent]
        if conversation is not None:
            sql, args = sql + " AND conversation = ?", [*args, conversation]
        if message_ids is not None:
            ids = list(message_ids)
            if not ids:
                return 0
            sql, args = sql + f" AND message_id IN ({', '.join('?' * len(ids))})", [*args, *ids]
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            removed = int(self._conn.execute(sql, args).rowcount)
            self._conn.execute("UPDATE history_deletes SET n = n + 1")
            self._conn.execute("COMMIT")
            return removed

    def settle(self) -> None:
        """Rebuild the file, then move the write-ahead log into it and empty it.

        VACUUM writes every page from the live rows, so no deleted byte is left in a gap.
        """
        with self._lock:
            if self.path:
                self._conn.execute("VACUUM")
                self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()

    def close(self) -> None:
        """Close the connection."""
        with self._lock:
            self._conn.close()
