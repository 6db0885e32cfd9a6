"""What the SQLite store runs on the event loop, and what it runs in a transaction.

graph/backends/sqlite_store.py: a batch that is one SELECT runs without BEGIN / COMMIT (in
autocommit a single statement is its own read transaction); batches of several statements
still run in one, and writes still take the write lock first (BEGIN IMMEDIATE). A write
that embeds nothing runs on the loop when the locks are free at once, and waits for them
in a worker thread, as every write did, when another writer holds the file.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from langgraph.store.base import GetOp, ListNamespacesOp, PutOp, SearchOp

from strata_layered.graph.backend import open_backend
from strata_layered.graph.backends.sqlite import connect
from strata_layered.graph.backends.sqlite_store import _one_statement
from strata_layered.graph.folder import STORE_FILE
from tests.support.thread_hops import count_thread_hops


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


def test_unembedded_writes_run_here_unless_a_lock_is_held(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    hops = count_thread_hops(monkeypatch)

    async def run() -> None:
        async with open_backend(tmp_path, kind="sqlite") as backend:
            hops.clear()  # opening waits for the folder's opening lock in a thread
            store = backend.store
            await store.aput(("m",), "k", {"content": "我喜欢喝龙井茶"})  # embeds: a thread
            assert len(hops) == 1
            await store.aput(("m",), "k", {"content": "我喜欢喝龙井茶", "n": 2}, index=False)
            await store.adelete(("t",), "gone")
            assert len(hops) == 1  # kept its vector, a delete: no thread
            other = connect(tmp_path / STORE_FILE)
            other.execute("BEGIN IMMEDIATE")  # another process is writing
            waiting = asyncio.ensure_future(
                store.aput(("m",), "k", {"content": "我喜欢喝龙井茶", "n": 3}, index=False))
            await asyncio.sleep(0.2)
            assert not waiting.done() and len(hops) == 2  # waits for it in a thread
            other.execute("COMMIT")
            other.close()
            await waiting
            item = await store.aget(("m",), "k")
            assert item is not None and item.value["n"] == 3
            hits = await store.asearch(("m",), query="龙井")  # the vector was kept throughout
            assert [h.key for h in hits] == ["k"]
            assert store.conn.execute("PRAGMA busy_timeout").fetchone()[0] == 5000

    asyncio.run(run())
