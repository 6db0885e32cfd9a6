"""A counter of the data folder is added where it is called when the file's write lock is free.

memory/store/sqlite_coordination.py: a turn adds 5-6 counters, each used to hop to a worker
thread and back. Now the upsert runs at once when no other writer holds the lock, and
waits for it in a worker thread (as before) when one does: the values are the same.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from strata_layered.graph.backends.sqlite import connect
from strata_layered.memory.store.sqlite_coordination import SqliteCoordination
from tests.support.thread_hops import count_thread_hops


def test_counters_add_on_the_loop_and_wait_for_another_writer(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    hops = count_thread_hops(monkeypatch)
    path = tmp_path / "store.sqlite"
    counters = SqliteCoordination(lambda: connect(path), tmp_path / "locks")
    other = connect(path)

    async def run() -> None:
        assert await counters.add("a") == 1
        assert await counters.add("a", 4) == 5
        assert hops == []  # the lock was free: no worker thread
        other.execute("BEGIN IMMEDIATE")  # another writer holds the file
        other.execute("INSERT INTO strata_counters (key, value) VALUES ('b', 10)")
        waiting = asyncio.ensure_future(counters.add("a", 2))
        await asyncio.sleep(0.2)
        assert not waiting.done()  # waits for the lock in a worker thread, writes nothing yet
        other.execute("COMMIT")
        assert await waiting == 7
        assert len(hops) == 1
        assert await counters.values(["a", "b"]) == {"a": 7, "b": 10}

    try:
        asyncio.run(run())
    finally:
        other.close()
        counters.close()
