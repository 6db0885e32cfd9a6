"""Recall served by PostgreSQL: BM25 and exact vector search in SQL, nothing loaded in a worker.

The same questions as memory/history/index.py, answered by the database, so any worker
answers any user and holds no per-user index. Both searches filter first and rank second:

- dense: pgvector's inner product over the rows of one (user, agent) and one embedding
  model, exact (`ORDER BY embedding <#> q LIMIT k` behind the (user_id, agent) b-tree).
  No HNSW index: it filters after its approximate search and drops results inside one
  user's rows (FIELD-NOTES), and exact search over one user's few thousand rows is cheap;
- lexical: Okapi BM25 with the same k1, b and terms as memory.bm25, computed in SQL over
  the rows whose `tsvector` matches any query term (`@@`), with the document frequencies
  and mean length of that user's rows — the scores the in-memory index gives, so fusion
  (memory.history.recall, unchanged) ranks alike on both backends.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from datetime import date, datetime
from typing import Any

import numpy as np

from strata_layered.memory.history.index import Candidates, HistoryIndex
from strata_layered.memory.history.postgres_forms import (
    blob_of,
    query_literal,
    tsquery_of,
    vector_literal,
)
from strata_layered.memory.history.postgres_rows import PostgresRows, atomic
from strata_layered.memory.history.postgres_sql import (
    BM25_SQL,
    DATED_SQL,
    DENSE_SQL,
    ENTRY,
    NEIGHBORS_SQL,
    SCOPE,
    WINDOW_SQL,
)
from strata_layered.memory.history.scope import HistoryEntry, embedding_text, vector_label
from strata_layered.memory.history.scope_cache import Usage

SESSIONS_SEEN = 4096
"""(row → session) pairs kept from search results, so `sessions` asks only about others."""


def _entry(row: Sequence[Any]) -> HistoryEntry:
    return HistoryEntry(conversation=row[0], seq=row[1], message_id=row[2], role=row[3],
                        created_at=datetime.fromisoformat(row[4]), content=row[5])


class PostgresIndex(HistoryIndex):
    """The history index whose searches run in PostgreSQL (see the module doc)."""

    waits_on_network = True

    def __init__(self, rows: PostgresRows) -> None:
        super().__init__(rows, budget=0)
        self.table = rows
        self._seen: OrderedDict[tuple[str, str, str, int], int] = OrderedDict()
        self._seen_lock = threading.Lock()

    def _ranked(self, user: str, agent: str, rows: list[Any]
                ) -> list[tuple[HistoryEntry, float]]:
        """Entries and scores of a search; each row's session noted for `sessions`."""
        with self._seen_lock:
            for r in rows:
                self._seen[(user, agent, r[0], r[1])] = int(r[7])
                self._seen.move_to_end((user, agent, r[0], r[1]))
            while len(self._seen) > SESSIONS_SEEN:
                self._seen.popitem(last=False)
        return [(_entry(r), float(r[6])) for r in rows]

    def _unsee(self, user: str) -> None:
        """Forget noted sessions of a user whose rows were deleted."""
        with self._seen_lock:
            for key in [k for k in self._seen if k[0] == user]:
                del self._seen[key]

    def _all(self, sql: str, args: Any) -> list[Any]:
        with self.table.pool.connection() as conn:
            return list(conn.execute(sql, args).fetchall())

    def usage(self) -> Usage:
        """Nothing held here: the database serves recall."""
        return Usage(0, 0, 0, 0, 0, "database")

    def add(
        self, user: str, agent: str, entries: Sequence[HistoryEntry],
        vectors: Sequence[Sequence[float] | None] | None = None, *, model: str | None = None,
    ) -> None:
        """Insert the messages with their terms, session and vectors."""
        vectors = vectors or [None] * len(entries)
        label = vector_label(model) if model else None
        self.table.insert(user, agent, [
            (e.conversation, e.seq, e.message_id, e.role, e.created_at.isoformat(), e.content,
             label if v is not None and label else None,
             None if v is None or label is None else np.asarray(v, np.float32).tobytes())
            for e, v in zip(entries, vectors, strict=True)])

    def set_vectors(
        self, user: str, agent: str, vectors: Iterable[tuple[str, Sequence[float]]], model: str
    ) -> None:
        """UPDATE by message id, in one transaction (one statement for one message)."""
        label = vector_label(model)
        pairs = list(vectors)
        with self.table.pool.connection() as conn, atomic(conn, len(pairs)), \
                conn.cursor() as cur:
            cur.executemany(
                "UPDATE strata_history SET model = %s, embedding = %s::vector, "
                f"xid = pg_current_xact_id() WHERE {SCOPE} AND message_id = %s",
                [(label, vector_literal(np.asarray(v, np.float32).tobytes()), user, agent, i)
                 for i, v in pairs])

    def pending(self, user: str, agent: str, model: str, limit: int) -> list[HistoryEntry]:
        """Messages without a vector of `model`, newest first."""
        return [_entry(r) for r in self._all(
            f"SELECT {ENTRY} FROM strata_history WHERE {SCOPE} AND "
            "(embedding IS NULL OR model IS DISTINCT FROM %s) ORDER BY id DESC LIMIT %s",
            (user, agent, vector_label(model), limit))]

    def pending_texts(self, user: str, agent: str, model: str, limit: int
                      ) -> list[tuple[str, str]]:
        """(message id, text to embed) of messages waiting for a vector, newest first."""
        names = {"user": user, "assistant": agent}
        return [(e.message_id, embedding_text(e, names))
                for e in self.pending(user, agent, model, limit)]

    def lexical(
        self, user: str, agent: str, terms: Sequence[str], *, limit: int
    ) -> list[tuple[HistoryEntry, float]]:
        """BM25 in SQL over the user's rows that hold a query term, best first."""
        if not terms:
            return []
        rows = self._all(BM25_SQL, {"terms": list(terms), "query": tsquery_of(terms),
                                    "user": user, "agent": agent, "limit": limit})
        return self._ranked(user, agent, rows)

    def candidates(
        self, user: str, agent: str, terms: Sequence[str], query: Sequence[float], *,
        model: str, limit: int, dates: Iterable[date] = (),
    ) -> Candidates:
        """BM25, the dense scan and the named days' messages in one round trip (a pipeline).

        The same statements and rows as `lexical`, `dense` and `on_dates` one after the
        other, which is what runs when the pipeline fails (a query vector of another size
        than the stored ones fails the dense statement, and a pipeline stops at an error).
        """
        days = sorted({d.isoformat() for d in dates})
        asked: dict[str, tuple[str, Any]] = {}
        if terms:
            asked["lexical"] = (BM25_SQL, {"terms": list(terms), "query": tsquery_of(terms),
                                           "user": user, "agent": agent, "limit": limit})
        asked["dense"] = (DENSE_SQL, (query_literal(query), user, agent, vector_label(model),
                                      limit))
        if days:
            asked["dated"] = (DATED_SQL, (user, agent, days))
        try:
            got = dict(zip(asked, self._pipelined(list(asked.values())), strict=True))
        except Exception:  # noqa: BLE001 - asked again one by one, where each error is known
            return super().candidates(user, agent, terms, query, model=model, limit=limit,
                                      dates=dates)
        return Candidates(self._ranked(user, agent, got.get("lexical", [])),
                          self._ranked(user, agent, got["dense"]),
                          [_entry(r) for r in got.get("dated", [])])

    def _pipelined(self, statements: Sequence[tuple[str, Any]]) -> list[list[Any]]:
        """Every statement sent before any result is read: one round trip."""
        with self.table.pool.connection() as conn:
            cursors = [conn.cursor() for _ in statements]
            try:
                with conn.pipeline():
                    for cur, (sql, args) in zip(cursors, statements, strict=True):
                        cur.execute(sql, args)
                return [list(cur.fetchall()) for cur in cursors]
            finally:
                for cur in cursors:
                    cur.close()

    def dense(
        self, user: str, agent: str, query: Sequence[float], *, model: str, limit: int
    ) -> list[tuple[HistoryEntry, float]]:
        """Inner product of normalised vectors made by `model`, exact, best first."""
        q = query_literal(query)
        try:
            rows = self._all(DENSE_SQL, (q, user, agent, vector_label(model), limit))
        except Exception as error:  # a vector of another size than the stored ones
            if "different vector dimensions" in str(error):
                return []
            raise
        return self._ranked(user, agent, rows)

    def neighbors(self, user: str, agent: str, entry: HistoryEntry, span: int = 1
                  ) -> list[HistoryEntry]:
        """Messages right before and after `entry` in its session."""
        return [_entry(r) for r in self._all(
            f"SELECT {ENTRY} FROM strata_history WHERE {SCOPE} AND conversation = %s "
            "AND seq BETWEEN %s AND %s AND seq <> %s AND session = (SELECT session FROM "
            f"strata_history WHERE {SCOPE} AND conversation = %s AND seq = %s) ORDER BY seq",
            (user, agent, entry.conversation, entry.seq - span, entry.seq + span, entry.seq,
             user, agent, entry.conversation, entry.seq))]

    def neighbors_many(self, user: str, agent: str, entries: Iterable[HistoryEntry],
                       span: int = 1) -> dict[tuple[str, int], list[HistoryEntry]]:
        """`neighbors` of several entries in one statement."""
        wanted = list(entries)
        out: dict[tuple[str, int], list[HistoryEntry]] = {
            (e.conversation, e.seq): [] for e in wanted}
        if wanted:
            for r in self._all(NEIGHBORS_SQL, ([e.conversation for e in wanted],
                                               [e.seq for e in wanted], user, agent,
                                               span, span)):
                out[(r[0], r[1])].append(_entry(r[2:]))
        return out

    def sessions(self, user: str, agent: str, entries: Iterable[HistoryEntry]
                 ) -> list[tuple[str, int]]:
        """The session key of each entry (conversation, first row), in order.

        Rows a search just returned are answered from what it fetched; only others are asked.
        """
        wanted = list(entries)
        with self._seen_lock:
            found = {(e.conversation, e.seq): self._seen[k] for e in wanted
                     if (k := (user, agent, e.conversation, e.seq)) in self._seen}
        missing = [e for e in wanted if (e.conversation, e.seq) not in found]
        if missing:
            found |= self._sessions_of(user, agent, missing)
        return [(e.conversation, int(found.get((e.conversation, e.seq)) or -1)) for e in wanted]

    def _sessions_of(self, user: str, agent: str, wanted: list[HistoryEntry]
                     ) -> dict[tuple[str, int], int]:
        """Sessions of rows, asked of the table."""
        return {(c, s): session for c, s, session in self._all(
            "SELECT conversation, seq, session FROM strata_history h JOIN unnest("
            "%s::text[], %s::int[]) AS w(c, s) ON h.conversation = w.c AND h.seq = w.s "
            f"WHERE {SCOPE}",
            ([e.conversation for e in wanted], [e.seq for e in wanted], user, agent))}

    def by_ids(self, user: str, agent: str, message_ids: Iterable[str]) -> list[HistoryEntry]:
        """Indexed messages by id, in the order asked (unknown ids are skipped)."""
        ids = list(message_ids)
        found = {r[2]: _entry(r) for r in self._all(
            f"SELECT {ENTRY} FROM strata_history WHERE {SCOPE} AND message_id = ANY(%s)",
            (user, agent, ids))} if ids else {}
        return [found[i] for i in ids if i in found]

    def vectors_of(self, user: str, agent: str, message_ids: Iterable[str], model: str
                   ) -> dict[str, list[float]]:
        """The stored vectors (made by `model`, in the indexed form) of messages, by id."""
        ids = list(message_ids)
        if not ids:
            return {}
        rows = self._all(
            f"SELECT message_id, embedding::text FROM strata_history WHERE {SCOPE} AND "
            "message_id = ANY(%s) AND model = %s AND embedding IS NOT NULL",
            (user, agent, ids, vector_label(model)))
        return {i: np.frombuffer(blob_of(v) or b"", np.float32).tolist() for i, v in rows}

    def window(self, user: str, agent: str, message_ids: Iterable[str], model: str,
               pick: Callable[[list[HistoryEntry]], list[HistoryEntry]]
               ) -> tuple[list[HistoryEntry], dict[str, list[float]]]:
        """`by_ids` and the picked user messages' vectors in one statement."""
        ids = list(message_ids)
        found = {r[2]: (_entry(r), r[6]) for r in self._all(
            WINDOW_SQL, (vector_label(model), user, agent, ids))} if ids else {}
        entries = [found[i][0] for i in ids if i in found]
        return entries, {e.message_id: np.frombuffer(blob_of(v) or b"", np.float32).tolist()
                         for e in pick(entries) if (v := found[e.message_id][1]) is not None}

    def on_dates(self, user: str, agent: str, dates: Iterable[date]) -> list[HistoryEntry]:
        """Messages written on any of `dates`, oldest first."""
        days = sorted({d.isoformat() for d in dates})
        return [_entry(r) for r in self._all(DATED_SQL, (user, agent, days))] if days else []

    def size(self, user: str, agent: str) -> int:
        """Messages indexed for (user, agent)."""
        return int(self._all(f"SELECT count(*) FROM strata_history WHERE {SCOPE}",
                             (user, agent))[0][0])

    def forget(self, user: str, agent: str | None = None, conversation: str | None = None
               ) -> int:
        """Delete rows; sessions noted for the user are dropped with them."""
        removed = super().forget(user, agent, conversation)
        self._unsee(user)
        return removed

    def forget_messages(self, user: str, agent: str, message_ids: Iterable[str]) -> int:
        """Take messages out of recall; sessions noted for the user are dropped."""
        removed = super().forget_messages(user, agent, message_ids)
        self._unsee(user)
        return removed
