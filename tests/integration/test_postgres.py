"""PostgreSQL as the shared backend: every layer there, a data folder moved into it intact."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path

import psycopg
import pytest

from strata_layered.graph import changes
from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.ingest import ingest, keep_whole, new_document
from strata_layered.graph.migrate import migrate, verify
from strata_layered.graph.models import EMBEDDING_DIMS, Vector
from strata_layered.graph.retrieval.preview import preview_context
from strata_layered.memory.documents.vector_index import home_for
from strata_layered.memory.long_term.memories import list_memories
from tests.integration.test_forgetting import ALICE, ALICE_DOCUMENT, say


def tables(url: str) -> set[str]:
    with psycopg.connect(url) as conn:
        return {r[0] for r in conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public'").fetchall()}


async def test_every_layer_lives_in_postgres_and_nothing_in_files(
    postgres_url: str, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    async with open_backend(url=postgres_url) as backend:
        assert backend.kind == "postgres" and backend.data_dir is None
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        for text in ALICE:
            assert (await say(graph, "alice", "a0", text))["reply"]
        assert await list_memories(backend.store, "alice", "default")
        ctx = Context(user_id="alice", conversation_id="fresh", model="offline")
        context = await preview_context(graph, backend.store, ctx,
                                        {"configurable": {"thread_id": "alice-fresh"}},
                                        "我的猫叫什么名字？")
        recalled = [i["text"] for s in context["sections"] if s["name"] == "recalled_history"
                    for i in s["items"]]
        assert any("团子" in t for t in recalled)  # recall over the shared history index
    assert {"store", "store_vectors", "checkpoints", "strata_history", "strata_counters",
            "strata_document_indexes"} <= tables(postgres_url)
    assert list(tmp_path.iterdir()) == []  # no SQLite file, no data folder


async def test_forgetting_a_user_in_postgres_removes_every_row(postgres_url: str) -> None:
    async with open_backend(url=postgres_url) as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        for text in ALICE[:2]:
            await say(graph, "alice", "a0", text)
        await say(graph, "bob", "b0", "我是一名程序员，住在成都")
        await changes.forget_user(graph, "alice")
    with psycopg.connect(postgres_url) as conn:
        for table, column in (("store", "prefix"), ("strata_history", "user_id"),
                              ("checkpoints", "thread_id")):
            left = conn.execute(f"SELECT count(*) FROM {table} WHERE {column} LIKE %s",
                                ("%alice%",)).fetchone()[0]
            assert left == 0, table
        assert conn.execute("SELECT count(*) FROM store WHERE prefix LIKE %s",
                            ("%bob%",)).fetchone()[0] > 0


async def test_a_deleted_memory_leaves_no_checkpoint_in_postgres(postgres_url: str) -> None:
    """The saver's own prune (keep_latest) takes the older checkpoints that said it."""
    async with open_backend(url=postgres_url) as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        for text in ("I live in Reykjavik and I work as a glacier guide.", "Hello again.",
                     "What should I cook tonight?"):
            await say(graph, "carol", "c0", text)
        config = {"configurable": {"thread_id": "carol-c0"}}
        assert len([s async for s in graph.aget_state_history(config)]) == 3
        for memory in await list_memories(backend.store, "carol", "default"):
            if "Reykjavik" in memory.content:
                await changes.delete_memory(graph, "carol", "default", memory.id,
                                            now=datetime.now(UTC))
        history = [s async for s in graph.aget_state_history(config)]
        assert len(history) == 1 and "Reykjavik" not in str(history[0].values)
    with psycopg.connect(postgres_url) as conn:
        for table in ("checkpoints", "checkpoint_blobs", "checkpoint_writes"):
            rows = conn.execute(f"SELECT * FROM {table} WHERE thread_id = %s",
                                ("carol-c0",)).fetchall()
            assert rows or table == "checkpoint_writes", table
            assert "Reykjavik" not in repr([[bytes(v) if isinstance(v, memoryview) else v
                                             for v in r] for r in rows]), table


async def test_a_data_folder_moves_into_postgres_and_checks_out(
    tmp_path: Path, postgres_url: str
) -> None:
    data = tmp_path / "data"
    async with open_backend(data, kind="sqlite") as source:
        graph = build_graph(checkpointer=source.checkpointer, store=source.store)
        for i, text in enumerate(ALICE):
            await say(graph, "alice", f"a{i % 2}", text)
        record = new_document(conversation="a0", text=ALICE_DOCUMENT, title="租约",
                              source="file", now=datetime.now(UTC))
        await keep_whole(source.store, "alice", "default", record, ALICE_DOCUMENT)
        await ingest(source.store, Context(user_id="alice", model="offline"), "alice",
                     "default", record, ALICE_DOCUMENT)
        async with open_backend(url=postgres_url) as target:
            stages: set[str] = set()
            await migrate(source, target, progress=lambda s, n, total: stages.add(s))
            checked = await verify(source, target)
            assert checked.ok, (checked.source, checked.target, checked.mismatches)
            assert checked.sampled > 10 and checked.source["threads"] == 2
            assert {"items", "checkpoints", "messages", "documents", "counters"} <= stages
            assert home_for(target.store).load("alice", record.id).ntotal == record.chunks
            moved = build_graph(checkpointer=target.checkpointer, store=target.store)
            # The conversation goes on in Postgres: its counter and window came along.
            out = await say(moved, "alice", "a0", "我下周要去杭州出差")
            assert out["message_count"] == 6


async def test_workers_opening_a_new_database_at_once_all_open_it(postgres_url: str) -> None:
    # `strata serve --workers 2` on a new database: both workers ran the migrations at once
    # and one failed on start-up (CREATE … IF NOT EXISTS twice at the same moment).
    async def open_one() -> str:
        async with open_backend(url=postgres_url) as backend:
            await backend.store.aput(("t",), "k", {"content": "x"}, index=False)
            return backend.kind

    opened = await asyncio.wait_for(asyncio.gather(*(open_one() for _ in range(4))), 120)
    assert opened == ["postgres"] * 4


async def test_the_store_sends_its_vectors_as_pgvector_literals(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """One literal per vector (psycopg's list dumper took ~2 ms a vector, twice a search)."""
    sent: list[int] = []
    literal = Vector.literal
    monkeypatch.setattr(Vector, "literal", lambda self: sent.append(len(self)) or literal(self))
    async with open_backend(url=postgres_url) as backend:
        space = ("vector-literals", "memories")
        await backend.store.aput(space, "cat", {"content": "我养了一只猫"})
        await backend.store.aput(space, "tea", {"content": "I drink green tea every morning"})
        found = await backend.store.asearch(space, query="猫", limit=2)
    assert [i.key for i in found][0] == "cat"
    assert found[0].score is not None and found[0].score > (found[1].score or 0)
    assert sent and set(sent) == {EMBEDDING_DIMS}  # two puts, and the search's query twice
    assert len(sent) == 4
