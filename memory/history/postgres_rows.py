"""The history index's table in PostgreSQL, shared by every worker and machine.

Each row carries what the database searches it by (memory/history/postgres_index.py): its
index terms as a `tsvector` with positions (memory/history/postgres_forms.py), their
number, its vector as a pgvector `vector` (the raw float32 is kept nowhere else), and the
row id of the first message of its session. Rows can still be read whole, as SQLite's are
(moving a history between backends); what a reader has seen is marked by its snapshot's
oldest running transaction (`pg_snapshot_xmin`): every row written by an older transaction
is already read, every later one is read again next time — so a transaction that commits
late is never skipped. Each row notes the transaction that wrote it (`xid8`).
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from contextlib import AbstractContextManager, nullcontext
from datetime import datetime
from typing import Any, cast

from strata_layered.memory.history.postgres_forms import blob_of, terms_of, vector_literal
from strata_layered.memory.history.rows import Mark, NewRow, Row
from strata_layered.memory.history.scope import SESSION_GAP

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS strata_history (
        id BIGSERIAL PRIMARY KEY,
        user_id TEXT NOT NULL, agent TEXT NOT NULL, conversation TEXT NOT NULL,
        seq INTEGER NOT NULL, message_id TEXT NOT NULL, role TEXT NOT NULL,
        created_at TEXT NOT NULL, content TEXT NOT NULL, model TEXT, vector BYTEA,
        xid XID8 NOT NULL DEFAULT pg_current_xact_id(),
        UNIQUE (user_id, agent, conversation, seq))""",
    "CREATE INDEX IF NOT EXISTS strata_history_scope ON strata_history (user_id, agent, id)",
    # What a reader has not seen yet (`xid >= its mark`) is found without a pass over every
    # row of the user's history: a turn asks twice, and a long history has many rows.
    "CREATE INDEX IF NOT EXISTS strata_history_since ON strata_history (user_id, agent, xid)",
    # What recall searches by (a table from before it gets the columns, filled on open).
    "ALTER TABLE strata_history ADD COLUMN IF NOT EXISTS terms TSVECTOR, "
    "ADD COLUMN IF NOT EXISTS doc_len INTEGER, ADD COLUMN IF NOT EXISTS session BIGINT, "
    "ADD COLUMN IF NOT EXISTS embedding vector",
    "CREATE INDEX IF NOT EXISTS strata_history_message ON strata_history "
    "(user_id, agent, message_id)",
    "CREATE INDEX IF NOT EXISTS strata_history_day ON strata_history "
    "(user_id, agent, left(created_at, 10))",
    # A row (vector 1.5 kB, terms, text) stays whole in the heap page up to 8 kB: an exact
    # search over a user's rows then reads their pages, not each vector from the TOAST table
    # (4,251 buffer reads instead of ~300 for 1,000 rows; rows written before keep theirs).
    "DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_class WHERE oid = 'strata_history'::regclass "
    "AND reloptions @> ARRAY['toast_tuple_target=8160']) THEN "
    "ALTER TABLE strata_history SET (toast_tuple_target = 8160); END IF; END $$",
    "CREATE TABLE IF NOT EXISTS strata_history_deletes (one INTEGER PRIMARY KEY, n BIGINT)",
    "INSERT INTO strata_history_deletes VALUES (1, 0) ON CONFLICT DO NOTHING",
)
COLUMNS = ("id, conversation, seq, message_id, role, created_at, content, model, "
           "embedding::text")
SESSION_OF = (
    "coalesce((SELECT p.session FROM strata_history p WHERE p.user_id = %s AND p.agent = %s "
    "AND p.conversation = %s AND p.seq = %s - 1 AND %s::timestamptz - p.created_at::timestamptz "
    "<= make_interval(secs => %s)), {own})")
"""A message's session: its predecessor's when written within SESSION_GAP of it, else its own
id (the chain memory.history.scope.Scope.add builds)."""
INSERT = (
    "WITH fresh AS (SELECT nextval(pg_get_serial_sequence('strata_history', 'id')) AS id) "
    "INSERT INTO strata_history (id, user_id, agent, conversation, seq, message_id, role, "
    "created_at, content, model, embedding, terms, doc_len, session) "
    "SELECT fresh.id, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s::vector, %s::tsvector, %s, "
    + SESSION_OF.format(own="fresh.id") + " FROM fresh ON CONFLICT DO NOTHING RETURNING id")
REFRESH_SECONDS = 0.05
"""How stale a loaded scope may be before it asks the table again (other workers' rows)."""


def insert_args(user: str, agent: str, row: NewRow) -> tuple[Any, ...]:
    """Parameters of INSERT for one new row."""
    conversation, seq, message_id, role, created_at, content, label, blob = row
    terms, length = terms_of(user, agent, role, content)
    return (user, agent, conversation, seq, message_id, role, created_at, content,
            label if blob is not None else None, vector_literal(blob), terms, length,
            user, agent, conversation, seq, created_at, SESSION_GAP.total_seconds())


def atomic(conn: Any, statements: int) -> AbstractContextManager[Any]:
    """A transaction around `statements` writes, none around one under autocommit.

    A single statement is atomic by itself: BEGIN and COMMIT around it would be two more
    round trips (the turn's message is one row, its vector one UPDATE).
    """
    if statements <= 1 and conn.autocommit:
        return nullcontext()
    return cast(AbstractContextManager[Any], conn.transaction())


class PostgresRows:
    """The table, through a pool of synchronous connections (the index is synchronous)."""

    def __init__(self, pool: Any) -> None:
        self.pool = pool
        with pool.connection() as conn:
            for statement in SCHEMA:
                conn.execute(statement)
        self.fill_search_columns()

    def changed(self, mark: Mark) -> bool:
        """No cheap marker here: ask again once the mark is a little old."""
        return time.monotonic() - mark.at > REFRESH_SECONDS

    def load(self, user: str, agent: str, mark: Mark | None) -> tuple[list[Row], Mark, bool]:
        """Rows of transactions since the mark's xmin; everything after a delete."""
        with self.pool.connection() as conn, conn.transaction():
            xmin, deletes = conn.execute(
                "SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint, "
                "(SELECT n FROM strata_history_deletes)").fetchone()
            whole = mark is None or deletes != mark.deletes
            since = 0 if whole or mark is None else mark.version
            rows = conn.execute(
                f"SELECT {COLUMNS} FROM strata_history WHERE user_id = %s AND agent = %s "
                "AND xid >= %s::text::xid8 ORDER BY id", (user, agent, str(since))).fetchall()
        out = [cast(Row, (*r[:8], blob_of(r[8]), None)) for r in rows]
        return out, Mark(int(xmin), 0, int(deletes), time.monotonic()), whole

    def insert(self, user: str, agent: str, rows: Sequence[NewRow]) -> list[int | None]:
        """One transaction; a message indexed already keeps its row.

        One row (every turn's message) is one statement, atomic on its own (`atomic`).
        """
        ids: list[int | None] = []
        with self.pool.connection() as conn, atomic(conn, len(rows)):
            for row in rows:
                found = conn.execute(INSERT, insert_args(user, agent, row)).fetchone()
                ids.append(int(found[0]) if found else None)
        return ids

    def insert_many(self, user: str, agent: str, rows: Sequence[NewRow]) -> None:
        """Insert rows in one pipelined transaction, without their ids (bulk loads)."""
        with self.pool.connection() as conn, conn.transaction(), conn.cursor() as cur:
            cur.executemany(INSERT, [insert_args(user, agent, row) for row in rows])

    def copy_new(self, user: str, agent: str, rows: Sequence[NewRow]) -> None:
        """Bulk-load new conversations with COPY: ids reserved, sessions made here.

        For loads (benchmarks, imports): none of the rows' conversations may have a row
        stored yet, and each conversation's rows come in order (ValueError otherwise,
        nothing written).
        """
        gap = SESSION_GAP.total_seconds()
        literals: dict[bytes, str | None] = {}
        with self.pool.connection() as conn, conn.transaction():
            if conn.execute("SELECT 1 FROM strata_history WHERE user_id = %s AND agent = %s "
                            "AND conversation = ANY(%s) LIMIT 1",
                            (user, agent, sorted({r[0] for r in rows}))).fetchone():
                raise ValueError("copy_new: a conversation of these rows is stored already")
            ids = [int(r[0]) for r in conn.execute(
                "SELECT nextval(pg_get_serial_sequence('strata_history', 'id')) "
                "FROM generate_series(1, %s)", (len(rows),)).fetchall()]
            made: dict[tuple[str, int], tuple[datetime, int]] = {}  # position: at, session
            with conn.cursor().copy(
                    "COPY strata_history (id, user_id, agent, conversation, seq, message_id, "
                    "role, created_at, content, model, embedding, terms, doc_len, session) "
                    "FROM STDIN") as copy:
                for row_id, row in zip(ids, rows, strict=True):
                    conversation, seq, message_id, role, created_at, content, label, blob = row
                    at = datetime.fromisoformat(created_at)
                    if (conversation, seq) in made or (conversation, seq + 1) in made:
                        raise ValueError(f"copy_new: {conversation} seq {seq} repeated or "
                                         "out of order")
                    before = made.get((conversation, seq - 1))
                    same = before is not None and (at - before[0]).total_seconds() <= gap
                    session = before[1] if same and before is not None else row_id
                    made[(conversation, seq)] = (at, session)
                    if blob is not None and blob not in literals:
                        literals[blob] = vector_literal(blob)
                    terms, length = terms_of(user, agent, role, content)
                    copy.write_row((row_id, user, agent, conversation, seq, message_id, role,
                                    created_at, content, label if blob is not None else None,
                                    literals[blob] if blob is not None else None, terms,
                                    length, session))

    def set_vectors(self, user: str, agent: str,
                    vectors: Sequence[tuple[int, str, bytes]]) -> None:
        """One transaction (one statement for one row): the rows note it, readers reload them."""
        with self.pool.connection() as conn, atomic(conn, len(vectors)), \
                conn.cursor() as cur:
            cur.executemany(
                "UPDATE strata_history SET model = %s, embedding = %s::vector, "
                "xid = pg_current_xact_id() WHERE id = %s AND user_id = %s AND agent = %s",
                [(label, vector_literal(blob), row, user, agent)
                 for row, label, blob in vectors])

    def fill_search_columns(self, batch: int = 500) -> int:
        """Give rows written before recall moved into the database their search columns."""
        done = 0
        while True:
            with self.pool.connection() as conn, conn.transaction():
                rows = conn.execute(
                    "SELECT id, user_id, agent, conversation, seq, role, created_at, content, "
                    "vector FROM strata_history WHERE doc_len IS NULL "
                    "ORDER BY user_id, agent, conversation, seq LIMIT %s", (batch,)).fetchall()
                for r in rows:
                    terms, length = terms_of(r[1], r[2], r[5], r[7])
                    conn.execute(
                        "UPDATE strata_history SET terms = %s::tsvector, doc_len = %s, "
                        "embedding = coalesce(%s::vector, embedding), vector = NULL, "
                        f"session = {SESSION_OF.format(own='%s')} WHERE id = %s",
                        (terms, length, vector_literal(bytes(r[8])) if r[8] else None,
                         r[1], r[2], r[3], r[4], r[6], SESSION_GAP.total_seconds(), r[0],
                         r[0]))
            done += len(rows)
            if len(rows) < batch:
                return done

    def indexed_through(self, user: str, agent: str) -> dict[str, int]:
        """One grouped query."""
        with self.pool.connection() as conn:
            return {c: int(s) for c, s in conn.execute(
                "SELECT conversation, max(seq) FROM strata_history WHERE user_id = %s AND "
                "agent = %s GROUP BY conversation", (user, agent)).fetchall()}

    def scopes(self) -> list[tuple[str, str]]:
        """One DISTINCT query."""
        with self.pool.connection() as conn:
            return [(u, a) for u, a in conn.execute(
                "SELECT DISTINCT user_id, agent FROM strata_history ORDER BY 1, 2").fetchall()]

    def delete(self, user: str, agent: str | None, conversation: str | None,
               message_ids: Iterable[str] | None = None) -> int:
        """DELETE, counted in the same transaction so every reader reloads."""
        sql, args = "DELETE FROM strata_history WHERE user_id = %s", [user]
        params: list[object] = list(args)
        if agent is not None:
            sql, params = sql + " AND agent = %s", [*params, agent]
        if conversation is not None:
            sql, params = sql + " AND conversation = %s", [*params, conversation]
        if message_ids is not None:
            ids = list(message_ids)
            if not ids:
                return 0
            sql, params = sql + " AND message_id = ANY(%s)", [*params, ids]
        with self.pool.connection() as conn, conn.transaction():
            removed = int(conn.execute(sql, params).rowcount)
            conn.execute("UPDATE strata_history_deletes SET n = n + 1")
        return removed

    def settle(self) -> None:
        """Vacuum the table: deleted rows leave its pages for reuse."""
        with self.pool.connection() as conn:
            conn.execute("VACUUM strata_history")

    def close(self) -> None:
        """The pool is the backend's to close."""
