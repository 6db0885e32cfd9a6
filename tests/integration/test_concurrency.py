"""Several processes on one data folder: every message exactly once, counters exact."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.memory.history.index import index_for
from strata_layered.memory.store.conversations import get_conversation
from strata_layered.memory.store.messages import page_history
from strata_layered.memory.topics.lifetime import list_topics
from tests.support.turns_worker import text_of

WORKERS, TURNS = 4, 25
ROOT = Path(__file__).resolve().parents[2]


def run_workers(where: str, conversations: list[str]) -> None:
    procs = [subprocess.Popen([sys.executable, "-m", "tests.support.turns_worker", where, "ann",
                               conversations[i % len(conversations)], str(TURNS), f"w{i}"],
                              cwd=ROOT, stderr=subprocess.PIPE, text=True)
             for i in range(WORKERS)]
    for proc in procs:
        _, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err[-2000:]


async def check(where: Path | str, conversations: list[str]) -> None:
    url = where if isinstance(where, str) else None
    async with open_backend(None if url else where, kind=None if url else "sqlite",
                            url=url) as backend:
        store = backend.store
        said: list[str] = []
        for conv_id in conversations:
            conv = await get_conversation(store, "ann", "default", conv_id)
            assert conv is not None
            page, _ = await page_history(store, "ann", "default", conv, before=None,
                                         limit=10_000)
            assert sorted(m.seq for m in page) == list(range(1, conv.last_seq + 1))
            assert conv.message_count == len(page)  # the count is exactly the log
            said += [m.content for m in page if m.role == "user"]
            replies = [m for m in page if m.role == "assistant"]
            assert len(replies) == len(page) // 2
            graph = build_graph(checkpointer=backend.checkpointer, store=store)
            config = {"configurable": {"thread_id": f"ann:{conv_id}"}}
            state = (await graph.aget_state(config)).values
            assert state["message_count"] == len(page)  # the last checkpoint saw every turn
            history = [s async for s in graph.aget_state_history(config)]
            parents = [s.parent_config["configurable"]["checkpoint_id"] for s in history
                       if s.parent_config]
            assert len(parents) == len(set(parents))  # no two checkpoints share a parent
        expected = sorted(text_of(f"w{i}", n) for i in range(WORKERS) for n in range(TURNS))
        assert sorted(said) == expected  # every message exactly once
        topics = await list_topics(store, "ann", "default")
        assert sum(t.message_count for t in topics) == WORKERS * TURNS
        # Every user message is indexed once; the offline stand-in replies never are.
        assert index_for(store).size("ann", "default") == WORKERS * TURNS


@pytest.mark.parametrize("conversations", [["shared"], ["c0", "c1", "c2", "c3"]],
                         ids=["one-conversation", "four-conversations"])
async def test_four_processes_lose_and_double_nothing_on_sqlite(
    tmp_path: Path, conversations: list[str]
) -> None:
    data = tmp_path / "data"
    async with open_backend(data, kind="sqlite"):
        pass  # created once, so the workers do not race to create the schema
    run_workers(str(data), conversations)
    await check(data, conversations)


@pytest.mark.parametrize("conversations", [["shared"], ["c0", "c1", "c2", "c3"]],
                         ids=["one-conversation", "four-conversations"])
async def test_four_processes_lose_and_double_nothing_on_postgres(
    postgres_url: str, conversations: list[str]
) -> None:
    async with open_backend(url=postgres_url):
        pass  # the schema, created once
    run_workers(postgres_url, conversations)
    await check(postgres_url, conversations)
