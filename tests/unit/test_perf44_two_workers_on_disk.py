"""Two workers over one SQLite folder: what one forgets leaves the readings and the files (perf44).

perf43b rewrote the record on every forget (tests/unit/test_perf43b_two_workers.py) and was
reverted: a name forgotten in a chat turn stayed readable in store.sqlite. Not the record's
bytes: a chat turn's forget never rebuilt the files (only graph/changes.py settled them), so a
forgotten memory's old text stayed wherever a b-tree balance had left it in a page's
unallocated gap, which secure_delete does not zero — present or not as the pages happened to
lie, and perf43b's record laid them otherwise. Now a turn that took something back ends
settled (graph/turns.py), after every record it rewrote. Here two processes (two workers) share
one folder: B keeps the nurse memory and writes the record, A forgets it by a delete or by
asking in a chat turn; the record loses it and the files hold neither its key nor its sealed
reading as B wrote them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from langgraph.store.base import BaseStore

from strata_layered.graph import changes
from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.turns import TurnDone, stream_turn
from strata_layered.memory import namespaces as ns
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile_readings import READINGS_KEY
from tests.unit.test_perf43_profile_readings import as_a_new_process

T0 = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)
CITY, NURSE = "I live in Reykjavik", "I work as a nurse at St Mary's Hospital"


WORKER_B = """
import asyncio, json, sys
from pathlib import Path
from strata_layered.graph.backend import open_backend
from tests.unit.test_perf44_two_workers_on_disk import NURSE, _record, _say

async def main():
    async with open_backend(Path(sys.argv[1]), kind="sqlite") as backend:
        await _say(backend, "b", NURSE, 1)
        print(json.dumps(await _record(backend.store)))

asyncio.run(main())
"""
"""Worker B: another process over the folder, keeping the nurse memory."""


async def _say(backend: Any, conversation: str, text: str, minute: int) -> None:
    graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
    config = {"configurable": {"thread_id": conversation}}
    context = Context(user_id="u", conversation_id=conversation, model="offline")
    payload = {"user_text": text, "now": (T0 + timedelta(minutes=minute)).isoformat()}
    async for part in stream_turn(graph, payload, config, context):  # as the CLI runs a turn
        if isinstance(part, TurnDone):
            assert not part.values.get("errors"), part.values.get("errors")


async def _record(store: BaseStore) -> dict[str, Any]:
    item = await store.aget(ns.profile("u", "default"), READINGS_KEY)
    assert item is not None
    return item.value


def _files_holding(folder: Path, text: str) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*")
                  if p.is_file() and text.encode() in p.read_bytes())


@pytest.mark.parametrize("forget", ["delete", "chat"])
async def test_a_memory_one_worker_forgets_leaves_the_record_and_the_files_another_wrote(
        forget: str, tmp_path: Path) -> None:
    as_a_new_process()
    async with open_backend(tmp_path, kind="sqlite") as a:
        await _say(a, "a", CITY, 0)  # A wrote the record: A remembers what it wrote
        env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
        ran = subprocess.run([sys.executable, "-c", WORKER_B, str(tmp_path)], env=env,
                             capture_output=True, text=True, check=True, timeout=600)
        written = json.loads(ran.stdout.splitlines()[-1])
        nurse = next(m for m in await list_memories(a.store, "u", "default", status="active")
                     if "nurse" in m.content)
        sealed = written["readings"][nurse.id]  # B kept its reading
        assert _files_holding(tmp_path, sealed)  # on disk (the file or its log)
        if forget == "delete":
            graph = build_graph(checkpointer=a.checkpointer, store=a.store)
            await changes.delete_memory(graph, "u", "default", nurse.id, now=T0 + timedelta(1))
        else:
            await _say(a, "a", "Please forget that I work as a nurse.", 2)
        active = await list_memories(a.store, "u", "default", status="active")
        assert nurse.id not in {m.id for m in active} and active
        after = await _record(a.store)
        assert set(after["readings"]) == {m.id for m in active}  # A rewrote it: not B's
        assert _files_holding(tmp_path, sealed) == []  # nor left its old bytes in a file
