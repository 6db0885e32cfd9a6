"""Pools on a test's PostgreSQL database, opened with the options the backend opens them with.

graph/backends/postgres.py opens LangGraph's store and saver on an async pool of connections in
autocommit, without prepared statements, reading rows as dicts, and Strata's own tables
(history, counters) on a plain pool in autocommit with pgvector's extension created. The
integration tests set up the same pools on `postgres_url` here, once.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any

from langgraph.store.postgres import AsyncPostgresStore
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool, ConnectionPool

from strata_layered.graph.backends.postgres_store import PipelinedGetsStore


@asynccontextmanager
async def langgraph_pool(url: str) -> AsyncIterator[AsyncConnectionPool[Any]]:
    """An async pool as LangGraph's PostgreSQL store and saver are given one."""
    options = {"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row}
    async with AsyncConnectionPool(url, min_size=1, max_size=2, open=False,
                                   kwargs=options) as pool:
        yield pool


@asynccontextmanager
async def langgraph_and_pipelined(url: str
                                  ) -> AsyncIterator[tuple[AsyncPostgresStore, PipelinedGetsStore]]:
    """LangGraph's own store (its tables set up) and Strata's on the same pool, to compare."""
    async with langgraph_pool(url) as pool:
        plain = AsyncPostgresStore(pool)  # type: ignore[arg-type]
        await plain.setup()
        yield plain, PipelinedGetsStore(pool)  # type: ignore[arg-type]


@contextmanager
def vector_pool(url: str) -> Iterator[ConnectionPool[Any]]:
    """A pool for Strata's own tables, pgvector's extension created."""
    with ConnectionPool(url, min_size=1, max_size=2, kwargs={"autocommit": True}) as pool:
        with pool.connection() as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        yield pool
