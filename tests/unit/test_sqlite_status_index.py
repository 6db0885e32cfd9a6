"""The SQLite store's index of the records' `status` (graph/backends/sqlite_store.py).

A listing by status reads only the rows of that status through it, and gives the same rows in
the same order as the prefix index did (ties of `updated_at` included: the store stamps to
the second); a listing without a status keeps its plan.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from langgraph.store.base import PutOp, SearchOp

from strata_layered.graph.backend import open_backend

NS = ("strata", "u", "default", "memories")


def _plan(store: object, op: SearchOp) -> str:
    queries, _ = store._prepare_batch_search_queries([(0, op)])  # type: ignore[attr-defined]
    sql, params, _ = queries[0]
    rows = store.conn.execute("EXPLAIN QUERY PLAN " + sql, params).fetchall()  # type: ignore[attr-defined]
    return " ".join(str(r[3]) for r in rows)


def test_listings_by_status_use_the_index_and_keep_their_order(tmp_path: Path) -> None:
    async def run() -> None:
        async with open_backend(tmp_path, kind="sqlite") as backend:
            store = backend.store
            # One batch: every row gets the same second; statuses interleaved; a record of
            # another namespace and one with no status beside them.
            await store.abatch(
                [PutOp(NS, f"m{n:02d}", {"status": ("active", "archived", "candidate")[n % 3],
                                          "n": n}, index=False) for n in range(30)]
                + [PutOp(("strata", "u", "default", "audit"), "a", {"n": -1}, index=False),
                   PutOp(("strata", "v", "default", "memories"), "m", {"status": "active"},
                         index=False)])
            listings = [({"status": "active"}, 5), ({"status": "active"}, 100),
                        ({"status": "archived"}, 100), (None, 100)]

            async def keys() -> list[list[str]]:
                return [[i.key for i in await store.asearch(NS, filter=f, limit=n)]
                        for f, n in listings]

            with_index = await keys()
            assert "store_status_idx" in _plan(store, SearchOp(NS, {"status": "active"}, 50))
            assert "store_status_idx" not in _plan(store, SearchOp(NS, None, 50))
            assert [len(k) for k in with_index] == [5, 10, 10, 30]
            assert all(int(k[1:]) % 3 == 0 for k in with_index[1])
            store.conn.execute("DROP INDEX store_status_idx")  # type: ignore[attr-defined]
            assert "store_status_idx" not in _plan(store, SearchOp(NS, {"status": "active"}, 50))
            assert await keys() == with_index

    asyncio.run(run())


def test_the_index_is_made_once_and_found_again(tmp_path: Path) -> None:
    async def run() -> None:
        for _ in range(2):  # the second open finds the folder's index in place
            async with open_backend(tmp_path, kind="sqlite") as backend:
                names = [r[0] for r in backend.store.conn.execute(  # type: ignore[attr-defined]
                    "SELECT name FROM sqlite_master WHERE type = 'index'").fetchall()]
                assert names.count("store_status_idx") == 1

    asyncio.run(run())
