"""The Python client embedded: a data folder, `:memory:`, PostgreSQL; sync and async.

The same round trip (tests/support/client_checks.py) runs on each place a memory can live;
the sync client is also driven from inside a running event loop, as a notebook cell is.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest

from strata_layered import AsyncMemory, Memory
from strata_layered.client import InvalidInput, StrataError
from tests.support.at_rest import files_holding
from tests.support.client_checks import YOGA, round_trip


@pytest.fixture(autouse=True)
def offline(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "STRATA_MODEL", "STRATA_DATABASE_URL",
                 "STRATA_USER", "STRATA_BACKEND"):
        monkeypatch.delenv(name, raising=False)


def test_round_trip_in_a_data_folder_leaves_nothing_readable(tmp_path: Path) -> None:
    with Memory(tmp_path / "data") as memory:
        round_trip(memory, "alice", memory, "bob")
    # Forgotten for good: no file of the folder holds the memory's words any more.
    assert files_holding(tmp_path / "data", "每周三晚上练瑜伽") == []


def test_the_cli_sees_what_the_client_wrote(tmp_path: Path) -> None:
    with Memory(tmp_path) as memory:
        (write,) = memory.add(YOGA, user_id="alice").memories
    with Memory(tmp_path) as again:  # reopened: it was stored, not held in memory
        assert again.get(write.id, user_id="alice").content == write.content
        assert [m.id for m in again.get_all(user_id="alice")] == [write.id]
        assert again.get_all(user_id="default") == []


def test_bad_input_is_refused_and_writes_nothing(tmp_path: Path) -> None:
    with Memory(tmp_path) as memory:
        for bad in ([], "   ", [{"role": "user"}], [{"role": "user", "content": "x" * 200_001}]):
            with pytest.raises(InvalidInput):
                memory.add(bad, user_id="alice")  # type: ignore[arg-type]
        with pytest.raises(InvalidInput):
            memory.add("我喜欢喝乌龙茶", user_id="alice", metadata={"k": ["not", "flat"]})
        with pytest.raises(InvalidInput):
            memory.add("我喜欢喝乌龙茶", user_id="alice/../bob\x00")
        with pytest.raises(InvalidInput):
            memory.add("我喜欢喝乌龙茶", user_id="alice", at="last tuesday")
        with pytest.raises(InvalidInput):
            memory.forget()
        assert memory.export(user_id="alice").items == []


def test_the_sync_client_works_inside_a_running_event_loop() -> None:
    async def notebook_cell() -> list[str]:
        with Memory(":memory:") as memory:  # a blocking call while this loop runs
            memory.add(YOGA, user_id="alice")
            return [h.memory.content for h in memory.search("瑜伽", user_id="alice")]

    assert asyncio.run(notebook_cell()) == ["每周三晚上练瑜伽"]


async def test_round_trip_on_postgres(postgres_url: str) -> None:
    async with AsyncMemory(postgres_url) as memory:
        added = await memory.add(YOGA, user_id="alice", metadata={"app": "demo"})
        (yoga,) = added.memories
        hits = await memory.search("yoga", user_id="alice", metadata={"app": "demo"})
        assert [h.memory.id for h in hits] == [yoga.id]
        assert await memory.search("yoga", user_id="bob") == []
        built = await memory.context("What do I do on Wednesday evenings?", user_id="alice")
        assert any(i.source.get("memory_id") == yoga.id for s in built.sections
                   for i in s.items)
        assert any(i.value.get("content") == yoga.content
                   for i in (await memory.export(user_id="alice")).items)
        assert (await memory.forget(user_id="alice")).items > 0
        assert await memory.search("yoga", user_id="alice") == []
        assert (await memory.export(user_id="alice")).items == []


def test_importing_the_package_loads_no_client_until_it_is_used() -> None:
    code = ("import sys, strata_layered\n"
            "assert not {'strata_layered.client', 'langgraph', 'httpx'} & set(sys.modules)\n"
            "assert strata_layered.Memory.__module__ == 'strata_layered.client.memory'\n"
            "assert strata_layered.AsyncMemory is strata_layered.client.AsyncMemory\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_postgres_without_its_extra_says_what_to_install(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    monkeypatch.setitem(sys.modules, "psycopg", None)  # as if the extra were not installed
    with Memory("postgresql://nobody@127.0.0.1:1/none") as memory:
        with pytest.raises(StrataError, match=r"strata-layered-memory\[postgres\]"):
            memory.search("yoga", user_id="alice")
