"""Storage backends: the one place that decides where every layer lives.

- `STRATA_DATABASE_URL` (postgresql://…) — PostgreSQL for every layer, shared by every
  worker and machine (graph/backends/postgres.py); no file is written.
- otherwise `STRATA_BACKEND`: `sqlite` (default; one data folder, graph/backends/sqlite.py)
  or `memory` (tests, notebooks).

The backend attaches what is derived from the store — the history index, the documents'
vector indexes, the counters and turn locks — to the store it opens; a store opened by
someone else (the LangGraph server's own) gets in-process ones.
"""

from __future__ import annotations

import gc
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from strata_layered.graph.backends.base import Backend, backend_of, register, settle
from strata_layered.graph.endpoints import remember_methods_in
from strata_layered.graph.folder import database_url, locate_data_folder
from strata_layered.graph.models import store_index_config

__all__ = ["Backend", "YOUNG_GC_THRESHOLD", "backend_of", "default_data_dir", "open_backend",
           "settle"]

YOUNG_GC_THRESHOLD = 50_000
"""Allocations between young-generation collections while a backend is open (default 700)."""
KINDS = ("sqlite", "memory")


def default_data_dir() -> Path:
    """The data folder when none is given (the rule is `graph.folder.locate_data_folder`)."""
    return locate_data_folder().path


@asynccontextmanager
async def open_backend(
    data_dir: Path | None = None, *, kind: str | None = None, embeddings: str | None = None,
    url: str | None = None,
) -> AsyncIterator[Backend]:
    """Open checkpointer and store: PostgreSQL at `url` (or STRATA_DATABASE_URL), else `kind`.

    The store's vectors are made by `embeddings` (default: STRATA_EMBEDDINGS, as
    `Context.embedding_model` reads it), so a record's `embedding_model` names its maker.

    While it is open, the cyclic garbage collector looks at young objects every
    YOUNG_GC_THRESHOLD allocations instead of 700: a turn's short-lived objects are then
    gone before a collection sees them, instead of being promoted and setting off a full
    collection (100–120 ms over a 10,000-turn history) every few dozen turns.
    """
    thresholds = gc.get_threshold()
    gc.set_threshold(max(thresholds[0], YOUNG_GC_THRESHOLD), max(thresholds[1], 20),
                     thresholds[2])
    try:
        async with _open(data_dir, kind, embeddings, url) as backend:
            yield register(backend)
    finally:
        gc.set_threshold(*thresholds)


@asynccontextmanager
async def _open(data_dir: Path | None, kind: str | None, embeddings: str | None, url: str | None
                ) -> AsyncIterator[Backend]:
    index = store_index_config(embeddings)
    if url is None and kind is None:  # an explicit kind wins over the environment
        url = database_url()
    if url:
        from strata_layered.graph.backends.postgres import open_postgres

        async with open_postgres(url, index) as backend:
            yield backend
        return
    kind = kind or os.environ.get("STRATA_BACKEND", "sqlite")
    if kind == "memory":
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.store.memory import InMemoryStore

        yield Backend(InMemorySaver(), InMemoryStore(index=index), kind, None)
        return
    if kind != "sqlite":
        raise ValueError(f"unknown STRATA_BACKEND {kind!r}: use one of {', '.join(KINDS)}")
    from strata_layered.graph.backends.sqlite import open_sqlite

    folder = Path(data_dir or default_data_dir())
    remember_methods_in(folder)  # each endpoint's working output method, for the next process
    async with open_sqlite(folder, index) as backend:
        yield backend
