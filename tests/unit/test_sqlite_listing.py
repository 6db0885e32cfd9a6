"""The SQLite store's listings sort their rows in Python, as SQLite's ORDER BY did (turn35b).

A listing (no query, no offset) reads the rows unsorted and sorts them by `updated_at`,
newest first, stably: the rows tied on the store's second-resolution time must come in the
order LangGraph's own search gives them, for every filter and limit the memory reads use.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from langgraph.store.base import SearchOp

from strata_layered.graph.backend import open_backend
from strata_layered.graph.backends.sqlite_listing import listing_scan

NAMESPACE = ("strata", "u", "default", "memories")
SIBLING = ("strata", "u", "default", "memories2")


def test_a_listing_keeps_the_stores_order_ties_included(tmp_path: Path) -> None:
    async def run() -> None:
        async with open_backend(tmp_path, kind="sqlite") as backend:
            store = backend.store
            for n in range(40):
                status = ("active", "archived", "disabled", "active")[n % 4]
                # a sub-namespace's rows are listed too (the second part of the scan), a
                # sibling's are not; the same keys, the same times
                where = (NAMESPACE, NAMESPACE, (*NAMESPACE, "sub"), SIBLING)[n % 4 if n > 20 else 0]
                await store.aput(where, f"k{(n * 7) % 40}", {"status": status, "n": n},
                                 index=False)
            # three times, a dozen or so rows apiece: ties within each, order between them
            with store.lock:
                for minutes, keys in ((2, range(0, 40, 3)), (1, range(1, 40, 3))):
                    store.conn.execute(
                        "UPDATE store SET updated_at = datetime(updated_at, ?) WHERE key IN "
                        f"({','.join('?' * len(keys))})", (f"-{minutes} minutes",
                                                           *(f"k{k}" for k in keys)))
                store.conn.commit()
            for flt in (None, {"status": "active"}, {"status": "archived"}):
                query, params, _ = store._prepare_batch_search_queries(
                    [(0, SearchOp(NAMESPACE, flt, 10))])[0][0]
                assert listing_scan(query, params) is not None  # read in two parts
                for limit in (3, 10, 50, 10_000):
                    theirs = await store.asearch(NAMESPACE, filter=flt, limit=limit)
                    ours = await store.asearch_texts(NAMESPACE, filter=flt, limit=limit)
                    assert ours is not None
                    assert [json.loads(t) for t in ours] == [i.value for i in theirs], (flt, limit)
            listed = await store.asearch(NAMESPACE, limit=100)
            times = [i.updated_at for i in listed]
            assert len(set(times)) >= 3 and times == sorted(times, reverse=True)
            parts = [i.namespace for i in listed]
            assert (*NAMESPACE, "sub") in parts and SIBLING not in parts
            assert parts.index((*NAMESPACE, "sub")) < len(parts) - parts[::-1].index(NAMESPACE) - 1
            assert await store.asearch_values(NAMESPACE, limit=2) == [i.value for i in listed[:2]]

    asyncio.run(run())
