"""On PostgreSQL the working structured-output method is kept in the database.

A data folder keeps it in a JSON file; with STRATA_DATABASE_URL there is no folder, so
every worker (and the next process) reads it from `strata_model_methods` and asks that
method first instead of paying the failed ones again.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from strata_layered.graph import endpoints
from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from tests.integration.test_write_path_faults import NOT_STRUCTURED, TEA, TEA_REPLY, calls, decides
from tests.support.openai_server import OpenAIServer, Reply

CONTEXT = Context(user_id="mei", agent_id="default", model="openai:loopback-model",
                  model_timeout=5.0, memory_timeout=5.0)


@pytest.fixture(autouse=True)
def fresh_health() -> Iterator[None]:
    endpoints.reset_health()
    yield
    endpoints.reset_health()
    endpoints.remember_methods_in(None)


async def _turn(url: str, text: str, thread: str) -> dict[str, object]:
    async with open_backend(url=url) as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        return await graph.ainvoke({"user_text": text},
                                   {"configurable": {"thread_id": thread}}, context=CONTEXT)


async def test_the_working_method_is_kept_in_the_database(
        postgres_url: str, model_server: OpenAIServer, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    model_server.script = [Reply(content=TEA_REPLY), NOT_STRUCTURED, decides("json_schema"),
                           Reply(content="好的。"), decides("json_schema")]

    first = await _turn(postgres_url, TEA, "t1")
    assert first["gate"]["source"] == "model:json_schema"  # type: ignore[index]
    with psycopg.connect(postgres_url) as conn:
        kept = dict(conn.execute("SELECT key, method FROM strata_model_methods").fetchall())
    assert list(kept.values()) == ["json_schema"]
    assert "openai:loopback-model" in next(iter(kept))

    endpoints.reset_health()  # a new process: nothing remembered in memory
    asked = len(model_server.requests)
    second = await _turn(postgres_url, "记住，我对花生过敏", "t2")

    assert calls(model_server)[asked:] == [("reply", "text"), ("memory", "json_schema")]
    assert second["gate"]["source"] == "model:json_schema"  # type: ignore[index]
    assert list(tmp_path.iterdir()) == []  # no file: the database is where it lives
