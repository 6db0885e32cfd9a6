"""What every backend hands out: a checkpointer and a store, with their layers attached."""

from __future__ import annotations

import weakref
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.store.base import BaseStore


async def _nothing() -> None:
    return None


@dataclass
class Backend:
    """A checkpointer and a store, opened together."""

    checkpointer: BaseCheckpointSaver
    store: BaseStore
    kind: str
    """`sqlite`, `postgres` or `memory`."""
    data_dir: Path | None
    """The SQLite data folder (None for the other kinds)."""
    settle: Callable[[], Awaitable[None]] = field(default=lambda: _nothing())
    """After a forget: leave nothing of the deleted rows readable."""


_BACKENDS: weakref.WeakKeyDictionary[Any, Backend] = weakref.WeakKeyDictionary()


def register(backend: Backend) -> Backend:
    """Remember which backend opened a store (changes settle the files through it)."""
    _BACKENDS[backend.store] = backend
    return backend


def backend_of(store: Any) -> Backend | None:
    """The backend that opened a store (None for a store opened elsewhere)."""
    return _BACKENDS.get(store)


async def settle(store: Any) -> None:
    """After a forget, the files of the backend that opened `store` rebuilt (none elsewhere).

    A forget rewrites and deletes records: secure_delete zeroes a deleted cell, not the old
    bytes a b-tree balance leaves in a page's unallocated gap (graph/backends/sqlite.py).
    """
    backend = backend_of(store)
    if backend is not None:
        await backend.settle()
