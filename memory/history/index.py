"""The searchable message history: BM25 terms and dense vectors of every stored message.

A table (memory/history/rows.py: `history.sqlite` in the data folder, PostgreSQL, or in
memory for stores the backend attached nothing to) holds each message of every
conversation with its vector. A (user, agent) scope is loaded into memory on use — an
inverted index and a vector matrix — kept current by this process's writes, brought up to
date with what other processes committed since (only the new rows, unless something was
deleted), and evicted, least recently used first, when the loaded scopes outgrow the
process's budget. On PostgreSQL nothing is loaded: memory/history/postgres_index.py asks
the database. Vectors may arrive later than the message (they are made off the
hot path): until then the message is found by its words only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from datetime import date
from typing import Any, NamedTuple

import numpy as np

from strata_layered.memory.history import DEFAULT_BUDGET
from strata_layered.memory.history.rows import HistoryRows, SqliteRows
from strata_layered.memory.history.scope import (
    HistoryEntry,
    Scope,
    embedding_text,
    vector_label,
)
from strata_layered.memory.history.scope_cache import ScopeCache, Usage
from strata_layered.memory.store.attached import PerStore


class Candidates(NamedTuple):
    """What one search finds before fusion: BM25 and dense lists, the messages of named days."""

    lexical: list[tuple[HistoryEntry, float]]
    dense: list[tuple[HistoryEntry, float]]
    dated: list[HistoryEntry]


class HistoryIndex:
    """Every message of every user, searchable by words and by meaning, scoped per user.

    Loaded scopes stay in memory, least recently used first out, while their estimated size
    (Scope.nbytes) stays under `budget` bytes; an evicted scope is loaded again on its next
    use. Each (user, agent) has its own lock, so one user's load or search never waits for
    another's; a short registry lock guards only the bookkeeping.
    """

    waits_on_network = False
    """True where a search is round trips to a server (then callers run it off the event loop)."""

    def __init__(self, rows: HistoryRows | None = None, *, budget: int = DEFAULT_BUDGET) -> None:
        self.rows: HistoryRows = rows or SqliteRows()
        self.budget = budget
        self._cache = ScopeCache(self.rows, budget)
        self._using = self._cache.using
        self._held = self._cache.held
        self._drop = self._cache.drop

    def usage(self) -> Usage:
        """The budget, the bytes held, and how many scopes."""
        return self._cache.usage()

    def add(
        self, user: str, agent: str, entries: Sequence[HistoryEntry],
        vectors: Sequence[Sequence[float] | None] | None = None, *, model: str | None = None,
    ) -> None:
        """Index messages (a message already indexed at its position is left as it is)."""
        vectors = vectors or [None] * len(entries)
        label = vector_label(model) if model else None
        blobs = [None if v is None or label is None else np.asarray(v, np.float32).tobytes()
                 for v in vectors]
        with self._using(user, agent) as scope:
            ids = self.rows.insert(user, agent, [
                (e.conversation, e.seq, e.message_id, e.role, e.created_at.isoformat(),
                 e.content, label if blob else None, blob)
                for e, blob in zip(entries, blobs, strict=True)])
            for row, entry, vector in zip(ids, entries, vectors, strict=True):
                if row is None:
                    continue
                scope.add(row, entry)
                if vector is not None and label:
                    scope.add_vector(row, label, np.asarray(vector, np.float32))

    def set_vectors(
        self, user: str, agent: str, vectors: Iterable[tuple[str, Sequence[float]]], model: str
    ) -> None:
        """Attach vectors to indexed messages, by message id."""
        label = vector_label(model)
        with self._using(user, agent) as scope:
            found = [(scope.by_message[i], np.asarray(v, np.float32)) for i, v in vectors
                     if i in scope.by_message]
            self.rows.set_vectors(user, agent, [(row, label, a.tobytes()) for row, a in found])
            for row, array in found:
                scope.add_vector(row, label, array)

    def pending(self, user: str, agent: str, model: str, limit: int) -> list[HistoryEntry]:
        """Messages without a vector of `model`, newest first."""
        label = vector_label(model)
        with self._using(user, agent) as scope:
            rows = set(scope.unembedded)
            if scope.other_models(label):  # only after the model or the text form changed
                rows |= {r for r, m in zip(scope.vector_rows, scope.vector_models, strict=True)
                         if m != label}
            return [scope.entries[r] for r in sorted(rows, reverse=True)[:limit]]

    def pending_texts(self, user: str, agent: str, model: str, limit: int
                      ) -> list[tuple[str, str]]:
        """(message id, text to embed) of messages waiting for a vector, newest first."""
        with self._held(user, agent):
            waiting = self.pending(user, agent, model, limit)
            names = {"user": user, "assistant": agent}
        return [(e.message_id, embedding_text(e, names)) for e in waiting]

    def indexed_through(self, user: str, agent: str) -> dict[str, int]:
        """Highest indexed sequence number of each conversation."""
        return self.rows.indexed_through(user, agent)

    def lexical(
        self, user: str, agent: str, terms: Sequence[str], *, limit: int
    ) -> list[tuple[HistoryEntry, float]]:
        """BM25 over the scope's messages, best first."""
        with self._using(user, agent) as scope:
            return _lexical(scope, terms, limit)

    def dense(
        self, user: str, agent: str, query: Sequence[float], *, model: str, limit: int
    ) -> list[tuple[HistoryEntry, float]]:
        """Cosine of normalised vectors made by `model`, best first."""
        with self._using(user, agent) as scope:
            return _dense(scope, query, model, limit)

    def candidates(
        self, user: str, agent: str, terms: Sequence[str], query: Sequence[float], *,
        model: str, limit: int, dates: Iterable[date] = (),
    ) -> Candidates:
        """`lexical`, `dense` and `on_dates` of one search (a backend may ask them at once)."""
        days = list(dates)
        with self._using(user, agent) as scope:  # one look at the scope, not three
            return Candidates(_lexical(scope, terms, limit), _dense(scope, query, model, limit),
                              scope.on_dates(days) if days else [])

    def neighbors(self, user: str, agent: str, entry: HistoryEntry, span: int = 1
                  ) -> list[HistoryEntry]:
        """Messages right before and after `entry` in its session."""
        with self._using(user, agent) as scope:
            return _neighbors(scope, entry, span)

    def neighbors_many(self, user: str, agent: str, entries: Iterable[HistoryEntry],
                       span: int = 1) -> dict[tuple[str, int], list[HistoryEntry]]:
        """`neighbors` of several entries at once, by (conversation, seq)."""
        with self._using(user, agent) as scope:  # one look at the scope, not one per entry
            return {(e.conversation, e.seq): _neighbors(scope, e, span) for e in entries}

    def sessions(self, user: str, agent: str, entries: Iterable[HistoryEntry]
                 ) -> list[tuple[str, int]]:
        """The session key of each entry (conversation, first row), in order."""
        with self._using(user, agent) as scope:
            return [scope.session_of(e) for e in entries]

    def by_ids(self, user: str, agent: str, message_ids: Iterable[str]) -> list[HistoryEntry]:
        """Indexed messages by id, in the order asked (unknown ids are skipped)."""
        with self._using(user, agent) as scope:
            rows = [scope.by_message.get(i) for i in message_ids]
            return [scope.entries[r] for r in rows if r is not None]

    def vectors_of(self, user: str, agent: str, message_ids: Iterable[str], model: str
                   ) -> dict[str, list[float]]:
        """The stored vectors (made by `model`, in the indexed form) of messages, by id."""
        with self._using(user, agent) as scope:
            return scope.vectors_of(message_ids, vector_label(model))

    def window(self, user: str, agent: str, message_ids: Iterable[str], model: str,
               pick: Callable[[list[HistoryEntry]], list[HistoryEntry]]
               ) -> tuple[list[HistoryEntry], dict[str, list[float]]]:
        """`by_ids`, and `vectors_of` the user's messages `pick` takes of them.

        A backend over the network answers both in one round trip.
        """
        entries = self.by_ids(user, agent, message_ids)
        return entries, self.vectors_of(user, agent, [e.message_id for e in pick(entries)],
                                        model)

    def on_dates(self, user: str, agent: str, dates: Iterable[date]) -> list[HistoryEntry]:
        """Messages written on any of `dates`, oldest first."""
        with self._using(user, agent) as scope:
            return scope.on_dates(dates)

    def size(self, user: str, agent: str) -> int:
        """Messages indexed for (user, agent)."""
        with self._using(user, agent) as scope:
            return len(scope.entries)

    def forget(self, user: str, agent: str | None = None, conversation: str | None = None
               ) -> int:
        """Delete a user's messages, or one agent's, or one conversation's."""
        removed = self.rows.delete(user, agent, conversation)
        keys = self._cache.keys_of(user)
        for key in keys:
            with self._held(*key):
                self._drop(*key)
        return removed

    def forget_messages(self, user: str, agent: str, message_ids: Iterable[str]) -> int:
        """Take messages out of recall (their log records stay)."""
        with self._held(user, agent):
            removed = self.rows.delete(user, agent, None, message_ids)
            self._drop(user, agent)
            return removed

    def truncate_wal(self) -> None:
        """After a forget: nothing deleted left readable."""
        self.rows.settle()

    def close(self) -> None:
        """Release the table."""
        self.rows.close()


_BY_STORE: PerStore[HistoryIndex] = PerStore(HistoryIndex)


def attach_index(store: Any, index: HistoryIndex) -> HistoryIndex:
    """Pin the history index that goes with a store (the backend decides where it lives)."""
    return _BY_STORE.attach(store, index)


def index_for(store: Any) -> HistoryIndex:
    """The history index of a store; a store nobody attached one to gets one in memory.

    In memory, the index lives as long as the store object does (InMemoryStore in tests
    and notebooks, the LangGraph dev server's store).
    """
    return _BY_STORE.of(store)


def _lexical(scope: Scope, terms: Sequence[str], limit: int) -> list[tuple[HistoryEntry, float]]:
    return [(scope.entries[r], s) for r, s in scope.bm25.search(terms, limit)]


def _dense(scope: Scope, query: Sequence[float], model: str, limit: int
           ) -> list[tuple[HistoryEntry, float]]:
    n = len(scope.vector_rows)
    if not n:
        return []
    q = np.asarray(query, np.float32)
    if q.shape[0] != scope.matrix.shape[1]:
        return []
    # einsum, not BLAS: a threaded GEMV waits for a core the embedding thread holds
    # (12 ms p95 instead of 0.2 ms on two cores).
    sims = np.einsum("ij,j->i", scope.matrix[:n], q)
    label = vector_label(model)
    if scope.other_models(label):
        sims[[i for i, m in enumerate(scope.vector_models) if m != label]] = -np.inf
    if limit < n:
        part = np.argpartition(-sims, limit)[:limit]
        top = part[np.argsort(-sims[part])]
    else:
        top = np.argsort(-sims)
    return [(scope.entries[scope.vector_rows[i]], float(sims[i])) for i in top
            if np.isfinite(sims[i])]


def _neighbors(scope: Scope, entry: HistoryEntry, span: int) -> list[HistoryEntry]:
    session = scope.session_of(entry)
    out = []
    for seq in range(entry.seq - span, entry.seq + span + 1):
        row = scope.by_position.get((entry.conversation, seq))
        if (seq != entry.seq and row is not None
                and scope.session_of(scope.entries[row]) == session):
            out.append(scope.entries[row])
    return out
