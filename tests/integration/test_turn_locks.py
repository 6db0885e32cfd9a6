"""Turn locks on PostgreSQL: many turns at once in one process, and two processes apart."""

from __future__ import annotations

import asyncio

import psycopg

from strata_layered.graph.backend import open_backend
from strata_layered.memory.store.coordination import PostgresCoordination, coordination_for

POOL_SIZE = 4
"""STRATA_POOL_SIZE of graph/backends/postgres.py: the pool counters and the index share."""


async def test_more_turns_at_once_than_pool_connections_all_finish(postgres_url: str) -> None:
    # A lock used to hold a pooled connection for the whole turn: with more turns running
    # than the pool had connections, every turn waited for a connection to count its
    # messages, held by the others for their locks, until the pool gave up (HTTP 500s
    # for 16 users on 2 workers).
    async with open_backend(url=postgres_url) as backend:
        coordination = coordination_for(backend.store)

        async def turn(n: int) -> int:
            async with coordination.lock(f"conversation-{n}"):
                await asyncio.sleep(0.05)  # the others take their locks meanwhile
                return await coordination.add(f"messages-{n}")

        done = await asyncio.wait_for(asyncio.gather(*(turn(n) for n in range(3 * POOL_SIZE))),
                                      timeout=20)
        assert done == [1] * (3 * POOL_SIZE)


async def test_two_processes_take_one_conversation_in_turn(postgres_url: str) -> None:
    from psycopg_pool import ConnectionPool

    pools = [ConnectionPool(postgres_url, min_size=1, max_size=2, open=True,
                            kwargs={"autocommit": True})
             for _ in range(2)]
    first, second = (PostgresCoordination(pool) for pool in pools)  # two processes' worth
    try:
        order: list[str] = []
        held = asyncio.Event()

        async def one() -> None:
            async with first.lock("ann/c1"):
                held.set()
                order.append("first in")
                await asyncio.sleep(0.3)
                order.append("first out")

        async def other() -> None:
            await held.wait()
            async with second.lock("ann/c1"):
                order.append("second in")

        await asyncio.wait_for(asyncio.gather(one(), other()), timeout=10)
        assert order == ["first in", "first out", "second in"]
        with psycopg.connect(postgres_url) as conn:  # nothing left held afterwards
            assert conn.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'"
                                ).fetchone()[0] == 0
    finally:
        first.close()
        second.close()
        for pool in pools:
            pool.close()


async def test_a_cancelled_turn_leaves_its_lock_free(postgres_url: str) -> None:
    async with open_backend(url=postgres_url) as backend:
        coordination = coordination_for(backend.store)
        entered = asyncio.Event()

        async def turn() -> None:
            async with coordination.lock("ann/c1"):
                entered.set()
                await asyncio.sleep(30)

        task = asyncio.create_task(turn())
        await entered.wait()
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        async with asyncio.timeout(5), coordination.lock("ann/c1"):
            pass
        with psycopg.connect(postgres_url) as conn:
            assert conn.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'"
                                ).fetchone()[0] == 0
