"""What a backend pins to a store object: one value per store, a default where none was pinned.

The counters and locks (memory/store/coordination.py), the history index
(memory/history/index.py) and the home of document indexes (memory/documents/vector_index.py)
go with the store they serve: the backend that opens a store attaches them, and a store
nobody attached one to (an InMemoryStore in tests and notebooks, the LangGraph dev server's)
gets an in-memory one on first ask, which lives as long as the store object does.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class PerStore(Generic[T]):
    """One value per store object, held no longer than the store; thread-safe."""

    def __init__(self, default: Callable[[], T]) -> None:
        self._by_store: weakref.WeakKeyDictionary[Any, T] = weakref.WeakKeyDictionary()
        self._lock = threading.Lock()
        self._default = default

    def attach(self, store: Any, value: T) -> T:
        """Pin `value` to `store` (replacing what was pinned); returns it."""
        with self._lock:
            self._by_store[store] = value
        return value

    def of(self, store: Any) -> T:
        """The value pinned to `store`, or a default made and pinned now."""
        with self._lock:
            found = self._by_store.get(store)
            if found is None:
                found = self._by_store[store] = self._default()
            return found
