"""Workers opening one new SQLite data folder together (`strata serve --workers 2`).

One worker had written store.sqlite while its history.sqlite was still 0 bytes; the other
checked the folder at that moment and refused it as truncated, and the server stopped.
Each worker now checks and creates under the folder's opening lock.
"""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from strata_layered.graph.backend import open_backend
from strata_layered.graph.backends.folder_health import OpeningLock
from strata_layered.graph.folder import HISTORY_FILE, STORE_FILE
from strata_layered.memory.history.rows import SqliteRows


async def test_a_worker_waits_for_another_still_creating_the_folder(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    first = await OpeningLock.take(data)  # the first worker, halfway through creating
    with sqlite3.connect(data / STORE_FILE) as conn:
        conn.execute("CREATE TABLE made_first (x)")
    (data / HISTORY_FILE).touch()  # opened, its schema not yet written

    async def second_worker() -> list[str]:
        async with open_backend(data, kind="sqlite") as backend:
            return [row.key for row in await backend.store.asearch(("nobody",))]

    second = asyncio.create_task(second_worker())
    await asyncio.sleep(0.5)
    assert not second.done(), second  # it waits; it did not refuse a half-made folder
    SqliteRows(data / HISTORY_FILE).close()  # the first worker finishes its schema
    first.release()
    assert await asyncio.wait_for(second, 60) == []


async def test_two_workers_opening_a_new_folder_together_both_open_it(tmp_path: Path) -> None:
    data = tmp_path / "data"

    async def worker() -> str:
        async with open_backend(data, kind="sqlite") as backend:
            return backend.kind

    for _ in range(5):
        assert await asyncio.gather(worker(), worker()) == ["sqlite", "sqlite"]
    assert sorted(p.name for p in (data / "locks").iterdir()) == [".opening"]
    assert (data / "locks" / ".opening").stat().st_size == 0
