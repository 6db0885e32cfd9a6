"""The SQLite store's value-only reads give what its items carry, in the same order.

graph/backends/sqlite_store.py: `avalues` (many keys of one namespace) and
`asearch_values` (a listing without a query) run the store's own SELECT and skip the
Item / SearchItem built around each row; memory/store/records.get_values and
memory/long_term/memories.list_memories use them where the store has them, the GetOps and the
search elsewhere (tested here on InMemoryStore).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from langgraph.store.base import GetOp, Item
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.backend import open_backend
from strata_layered.memory.store.records import get_values

ROWS = [(("u", "memories"), "m1", {"status": "active", "scope": "global", "content": "绿茶"}),
        (("u", "memories"), "m2", {"status": "archived", "scope": "global", "content": "coffee"}),
        (("u", "memories"), "m3", {"status": "active", "scope": "constraint", "content": "不吃辣"}),
        (("u", "memories", "sub"), "m4", {"status": "active", "content": "below"}),
        (("u", "topics"), "t1", {"status": "active", "content": "travel"})]


async def _filled(store: object) -> None:
    for namespace, key, value in ROWS:
        await store.aput(namespace, key, value, index=False)  # type: ignore[attr-defined]


def test_values_of_keys_match_the_items(tmp_path: Path) -> None:
    async def run() -> None:
        async with open_backend(tmp_path, kind="sqlite") as backend:
            store = backend.store
            await _filled(store)
            keys = ["m3", "nope", "m1", "m3", "m4"]  # missing, repeated, another namespace's
            items = await store.abatch([GetOp(("u", "memories"), k) for k in keys])
            expected = [i.value if isinstance(i, Item) else None for i in items]
            assert await store.avalues(("u", "memories"), keys) == expected  # type: ignore[attr-defined]
            assert await get_values(store, ("u", "memories"), keys) == expected
            assert expected[1] is None and expected[4] is None
            assert await store.avalues(("u", "memories"), []) == []  # type: ignore[attr-defined]
            said: list[str] = []
            store.conn.set_trace_callback(said.append)  # type: ignore[attr-defined]
            await get_values(store, ("u", "memories"), keys)
            assert [s.split()[0].upper() for s in said] == ["SELECT"]  # no BEGIN / COMMIT

    asyncio.run(run())


def test_listed_values_match_the_search(tmp_path: Path) -> None:
    async def run() -> None:
        async with open_backend(tmp_path, kind="sqlite") as backend:
            store = backend.store
            await _filled(store)
            for flt, limit in [(None, 10), ({"status": "active"}, 10), ({"status": "active"}, 1),
                               ({"scope": "constraint", "status": "active"}, 200)]:
                hits = await store.asearch(("u", "memories"), filter=flt, limit=limit)
                values = await store.asearch_values(  # type: ignore[attr-defined]
                    ("u", "memories"), filter=flt, limit=limit)
                assert values == [h.value for h in hits], (flt, limit)
            # sub-namespaces are listed as the search lists them
            listed = await store.asearch_values(("u", "memories"), limit=10)  # type: ignore[attr-defined]
            assert {v["content"] for v in listed} == {"绿茶", "coffee", "不吃辣", "below"}

    asyncio.run(run())


def test_other_stores_read_through_their_items() -> None:
    async def run() -> None:
        store = InMemoryStore()
        await _filled(store)
        assert await get_values(store, ("u", "memories"), ["m1", "nope"]) == [
            ROWS[0][2], None]

    asyncio.run(run())
