"""The store alone, read-only, for the commands that only list: no graph, models or vectors.

`strata memories list`, `history`, `topics`, `agents` read stored records. Opening the whole
backend for them would load the graph, the embedding model and the checkpointer — seconds
of start-up for a few milliseconds of reading — so they open `store.sqlite` by itself.
Writes never come through here: a changed memory must be re-embedded by the full backend.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from strata_layered.graph.backends.folder_health import check_data_folder
from strata_layered.graph.folder import STORE_FILE, database_url

if TYPE_CHECKING:
    from langgraph.store.base import BaseStore

# The LangGraph store (and langchain_core under it) is imported when a store is opened, not
# with this module: `strata where` imports the module and mostly reads with sqlite3 alone.


@dataclass
class Reader:
    """The store of the data folder and the ids of one CLI call."""

    store: BaseStore
    user: str
    agent: str


@asynccontextmanager
async def open_reader(args: Any) -> AsyncIterator[Reader]:
    """The data folder's store for reading; empty when the folder has none (nothing created)."""
    if database_url():  # PostgreSQL: the shared store, opened as every command opens it
        from strata_layered.graph.backend import open_backend

        async with open_backend() as backend:
            yield Reader(backend.store, args.user, args.agent)
        return
    from langgraph.store.base import Op, Result
    from langgraph.store.memory import InMemoryStore
    from langgraph.store.sqlite import SqliteStore

    class _ReadingStore(SqliteStore):
        """SqliteStore with its async API answered in place: one short read per command."""

        async def abatch(self, ops: Iterable[Op]) -> list[Result]:
            """Run `batch` directly (nothing else shares this event loop)."""
            return self.batch(list(ops))

    path = args.data / STORE_FILE
    if os.environ.get("STRATA_BACKEND") == "memory" or not path.is_file():
        yield Reader(InMemoryStore(), args.user, args.agent)
        return
    check_data_folder(args.data, writable=False)  # a truncated store must not read as empty
    # The stdlib driver suffices: reading records needs no sqlite-vec extension.
    conn = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
    try:
        conn.execute("PRAGMA busy_timeout=5000")  # a chat in another process may be writing
        store = _ReadingStore(conn)
        store.setup()
        yield Reader(store, args.user, args.agent)
    finally:
        conn.close()
