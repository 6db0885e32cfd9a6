"""The shared backend: every layer in one PostgreSQL database (with pgvector), no file.

- the checkpointer: LangGraph's AsyncPostgresSaver, a checkpoint's blobs written in one
  statement (postgres_saver.py);
- the store: LangGraph's AsyncPostgresStore with a **flat** vector index — the default
  HNSW index filters by namespace after its approximate search and drops results inside
  one user's namespace (FIELD-NOTES);
- Strata's own tables: `strata_history` (the history index: BM25 and vector search run
  there, memory/history/postgres_index.py; a worker loads no user), `strata_document_indexes`
  (serialized FAISS indexes of documents), `strata_counters`, `strata_model_methods`
  (each model endpoint's working structured-output method); turn locks are advisory locks.

Any worker on any machine answers any user: nothing lives only in one process. Tables
and extensions that are missing are created on open (migrations are idempotent), by
one opening process at a time.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, cast

from langgraph.store.base import IndexConfig

from strata_layered.graph.backends.base import Backend
from strata_layered.graph.backends.pg_methods import PostgresMethods
from strata_layered.graph.endpoints import remember_methods_with
from strata_layered.graph.indexing import drain
from strata_layered.graph.models import Vector
from strata_layered.memory.documents.index_homes import PostgresHome
from strata_layered.memory.documents.vector_index import attach_home
from strata_layered.memory.history.index import attach_index
from strata_layered.memory.history.postgres_index import PostgresIndex
from strata_layered.memory.history.postgres_rows import PostgresRows
from strata_layered.memory.store.coordination import PostgresCoordination, attach_coordination

POOL_SIZE = 8
STRATA_POOL_SIZE = 4
SETTLED_TABLES = ("store", "store_vectors", "checkpoints", "checkpoint_blobs",
                  "checkpoint_writes", "strata_history", "strata_counters",
                  "strata_document_indexes", "strata_model_methods")
"""Vacuumed after a forget: deleted rows leave their pages for reuse."""
MIGRATIONS_LOCK_SQL = "SELECT pg_try_advisory_lock(hashtextextended('strata:migrations', 0))"
MIGRATIONS_PAUSE = 0.05
"""Seconds between tries of the migrations' lock while another process runs them."""


def store_index(index: IndexConfig) -> IndexConfig:
    """The store's index config with an exact (flat) search."""
    config = {k: v for k, v in index.items() if k != "text_fields"}
    return cast(IndexConfig, {**config, "ann_index_config": {"kind": "flat"}})


def _hold_migrations(url: str) -> Any:
    """A connection holding the lock of this database's migrations (closing it lets go).

    `CREATE … IF NOT EXISTS` is not safe against a twin run at the same moment (both find
    nothing, one fails on the catalog's unique index): two server workers starting on a
    new database failed one of them that way. Opening runs them one process at a time.
    The lock is tried again after a pause rather than waited for: a statement waiting
    holds a snapshot, and the store's migrations build indexes CONCURRENTLY, which waits
    for every snapshot to end — the two processes would wait for each other forever.
    """
    import psycopg

    conn = psycopg.connect(url, autocommit=True)
    try:
        while not (conn.execute(MIGRATIONS_LOCK_SQL).fetchone() or (False,))[0]:
            time.sleep(MIGRATIONS_PAUSE)
    except BaseException:
        conn.close()
        raise
    return conn


def _setup(url: str, index: IndexConfig) -> None:
    """Create the extension and the store's tables (the sync setup: see the module doc)."""
    import psycopg
    from langgraph.store.postgres import PostgresStore

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        PostgresStore(conn, index=store_index(index)).setup()  # type: ignore[arg-type]


@asynccontextmanager
async def open_postgres(url: str, index: IndexConfig) -> AsyncIterator[Backend]:
    """Pools to the database, its checkpointer and store, every derived layer attached.

    What is missing is created first, one opening process at a time.
    """
    migrating = await asyncio.to_thread(_hold_migrations, url)
    try:
        await asyncio.to_thread(_setup, url, index)
        async with _layers(url, index) as backend:
            await asyncio.to_thread(migrating.close)  # all there: the next process finds it
            yield backend
    finally:
        await asyncio.to_thread(migrating.close)


@asynccontextmanager
async def _layers(url: str, index: IndexConfig) -> AsyncIterator[Backend]:
    """The pools, checkpointer and store, every derived layer attached (tables made)."""
    from psycopg.rows import dict_row
    from psycopg_pool import AsyncConnectionPool, ConnectionPool

    from strata_layered.graph.backends.postgres_saver import FoldedBlobsSaver
    from strata_layered.graph.backends.postgres_store import PipelinedGetsStore

    options = {"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row}
    async with AsyncConnectionPool(url, min_size=1, max_size=POOL_SIZE, open=False,
                                   kwargs=options, configure=_vectors_as_literals) as pool:
        strata = ConnectionPool(url, min_size=1, max_size=STRATA_POOL_SIZE, open=False,
                                kwargs={"autocommit": True})
        await asyncio.to_thread(strata.open, wait=True, timeout=30)
        coordination: PostgresCoordination | None = None
        try:
            saver = FoldedBlobsSaver(pool)  # type: ignore[arg-type]
            await saver.setup()
            store = PipelinedGetsStore(pool, index=store_index(index))  # type: ignore[arg-type]
            rows = await asyncio.to_thread(PostgresRows, strata)
            attach_index(store, PostgresIndex(rows))
            attach_home(store, await asyncio.to_thread(PostgresHome, strata))
            coordination = await asyncio.to_thread(PostgresCoordination, strata, pool)
            attach_coordination(store, coordination)
            # Each endpoint's working output method, for every worker and the next process.
            remember_methods_with(await asyncio.to_thread(PostgresMethods, strata))

            async def settle() -> None:
                await drain()
                await asyncio.to_thread(_vacuum, strata)

            yield Backend(saver, store, "postgres", None, settle)
        finally:
            remember_methods_with(None)  # the pool closes: methods stay in this process
            await drain()  # background embeddings still write to the history index
            if coordination is not None:
                coordination.close()
            await asyncio.to_thread(strata.close)


async def _vectors_as_literals(conn: Any) -> None:
    """The store's vectors go as pgvector literals (the SQL casts them: `%s::vector`)."""
    from psycopg.adapt import Dumper

    class VectorDumper(Dumper):
        def dump(self, obj: Vector) -> bytes:
            return obj.literal()

    conn.adapters.register_dumper(Vector, VectorDumper)


def _vacuum(pool: Any) -> None:
    with pool.connection() as conn:
        for table in SETTLED_TABLES:
            conn.execute(f"VACUUM {table}")
