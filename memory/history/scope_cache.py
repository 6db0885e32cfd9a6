"""Loaded (user, agent) scopes of the history index, least recently used first out.

The bookkeeping behind memory/history/index.py: a scope is loaded from the table on first
use, brought up to date with what other processes committed, and evicted once the loaded
scopes outgrow the byte budget (Scope.nbytes). Each (user, agent) has its own lock, so one
user's load or search never waits for another's; a short registry lock guards only the
bookkeeping.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Literal

from strata_layered.memory.history.rows import HistoryRows, Mark
from strata_layered.memory.history.scope import Scope


@dataclass
class Loaded:
    """A scope in memory: its structures, what of the table it has seen, what it weighs."""

    scope: Scope
    mark: Mark
    nbytes: int


@dataclass(frozen=True)
class Usage:
    """What a process holds of the history index, against its budget."""

    budget: int
    used: int
    scopes: int
    loads: int
    """Scopes loaded from the table since start (first use, or again after eviction)."""
    evictions: int
    served_by: Literal["process", "database"] = "process"


class ScopeCache:
    """The loaded scopes of one index, under a byte budget."""

    def __init__(self, rows: HistoryRows, budget: int) -> None:
        self.rows = rows
        self.budget = budget
        self._lock = threading.Lock()
        self._scopes: OrderedDict[tuple[str, str], Loaded] = OrderedDict()
        self._scope_locks: weakref.WeakValueDictionary[tuple[str, str], threading.RLock] = (
            weakref.WeakValueDictionary())
        """Each key's lock while someone holds or waits for it, so a key has one lock at a
        time and a worker keeps no lock per user it ever served (a `with` keeps its lock)."""
        self._used = 0
        self._loads = self._evictions = 0

    def usage(self) -> Usage:
        """The budget, the bytes held, and how many scopes."""
        with self._lock:
            return Usage(self.budget, self._used, len(self._scopes), self._loads,
                         self._evictions)

    def held(self, user: str, agent: str) -> threading.RLock:
        """The lock of one (user, agent)."""
        key = (user, agent)
        with self._lock:
            lock = self._scope_locks.get(key)
            if lock is None:
                lock = self._scope_locks[key] = threading.RLock()
            return lock

    def _scope(self, user: str, agent: str) -> Scope:
        """The loaded scope, brought up to date with what other processes committed.

        Called with the scope's lock held.
        """
        key = (user, agent)
        with self._lock:
            found = self._scopes.get(key)
            if found is not None:
                self._scopes.move_to_end(key)
        if found is None:
            rows, mark, _ = self.rows.load(user, agent, None)
            scope = Scope.from_rows({"user": user, "assistant": agent}, rows)
            with self._lock:
                self._scopes[key] = Loaded(scope, mark, 0)
                self._loads += 1
            return scope
        if self.rows.changed(found.mark):
            rows, fresh, whole = self.rows.load(user, agent, found.mark)
            if whole:
                found.scope = Scope.from_rows({"user": user, "assistant": agent}, rows)
            else:
                found.scope.merge(rows)
            found.mark = fresh
        return found.scope

    @contextmanager
    def using(self, user: str, agent: str) -> Iterator[Scope]:
        """The scope, its lock held; then its new size counted and older scopes evicted."""
        key = (user, agent)
        with self.held(user, agent):
            scope = self._scope(user, agent)
            yield scope
            with self._lock:
                loaded = self._scopes.get(key)
                if loaded is None or loaded.scope is not scope:
                    return
                size = scope.nbytes()
                self._used += size - loaded.nbytes
                loaded.nbytes = size
                self._evict(keep=key)

    def _evict(self, keep: tuple[str, str]) -> None:
        """Drop least recently used scopes until the rest fit (registry lock held).

        A scope in use by another thread is passed over (its lock is only tried).
        """
        for key in list(self._scopes):
            if self._used <= self.budget:
                return
            if key == keep:
                continue
            # No lock object: nobody holds or awaits this scope's lock, and a new one can
            # only be made under the registry lock, held here.
            lock = self._scope_locks.get(key)
            if lock is not None and not lock.acquire(blocking=False):
                continue
            try:
                self._used -= self._scopes.pop(key).nbytes
                self._evictions += 1
            finally:
                if lock is not None:
                    lock.release()

    def drop(self, user: str, agent: str) -> None:
        """Forget the loaded scope (its lock held): the next use reloads it."""
        with self._lock:
            loaded = self._scopes.pop((user, agent), None)
            if loaded is not None:
                self._used -= loaded.nbytes


    def keys_of(self, user: str) -> list[tuple[str, str]]:
        """Every (user, agent) of `user` loaded here or whose lock someone holds."""
        with self._lock:
            return sorted({k for k in [*self._scopes, *self._scope_locks.keys()]
                           if k[0] == user})
