"""A store batch that is one SELECT runs without BEGIN / COMMIT; every other batch keeps them.

graph/backends/sqlite.py: in autocommit a single statement is its own read transaction,
so the two extra calls into SQLite bought nothing for the few dozen plain reads of a turn.
Batches of several statements (gets of two namespaces, a read beside a write) still run
in one transaction, and writes still take the write lock first (BEGIN IMMEDIATE).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from langgraph.store.base import GetOp, ListNamespacesOp, PutOp, SearchOp

from strata_layered.graph.backend import open_backend
from strata_layered.graph.backends.sqlite import _one_statement


def test_which_batches_are_one_statement() -> None:
    assert _one_statement([GetOp(("a",), "k")])
    assert _one_statement([GetOp(("a",), "k"), GetOp(("a",), "j")])
    assert _one_statement([SearchOp(("a",), filter={"status": "active"})])
    assert _one_statement([SearchOp(("a",), query="tea")])
    assert _one_statement([ListNamespacesOp()])
    # not one statement: two namespaces, two searches, a get beside a search, any write
    assert not _one_statement([GetOp(("a",), "k"), GetOp(("b",), "k")])
    assert not _one_statement([SearchOp(("a",)), SearchOp(("b",))])
    assert not _one_statement([GetOp(("a",), "k"), SearchOp(("a",))])
    assert not _one_statement([PutOp(("a",), "k", {"x": 1})])
    assert not _one_statement([])


def test_transactions_only_around_batches_that_need_them(tmp_path: Path) -> None:
    async def run() -> None:
        async with open_backend(tmp_path, kind="sqlite") as backend:
            store = backend.store
            await store.aput(("a",), "k", {"status": "active", "text": "绿茶"})
            await store.aput(("b",), "k", {"status": "archived", "text": "coffee"})
            said: list[str] = []
            store.conn.set_trace_callback(said.append)  # type: ignore[attr-defined]

            def verbs() -> list[str]:
                out = [s.split()[0].upper() for s in said
                       if s.split()[0].upper() in ("BEGIN", "COMMIT", "SELECT")]
                said.clear()
                return out

            assert (await store.aget(("a",), "k")).value["text"] == "绿茶"  # type: ignore[union-attr]
            assert verbs() == ["SELECT"]
            hits = await store.asearch(("a",), filter={"status": "active"})
            assert [h.key for h in hits] == ["k"] and verbs() == ["SELECT"]
            both = await store.abatch([GetOp(("a",), "k"), GetOp(("b",), "k")])
            assert [i.value["text"] for i in both] == ["绿茶", "coffee"]  # type: ignore[union-attr]
            assert verbs() == ["BEGIN", "SELECT", "SELECT", "COMMIT"]
            await store.aput(("a",), "j", {"status": "active"})
            assert any(s.startswith("BEGIN IMMEDIATE") for s in said)
            assert said[-1] == "COMMIT"
            store.conn.set_trace_callback(None)  # type: ignore[attr-defined]

    asyncio.run(run())
