"""How many statements a warm turn sends to PostgreSQL (issue 28, pg41).

Each statement is a round trip or a share of one, and on a loaded machine each round trip
waits for a core: the PostgreSQL / SQLite ratio of a turn's time follows their number.
Two warm turns of a user with memories, one kept and one not, are counted at the driver
(every statement psycopg sends, background embeddings included). Before pg41 they sent 66
and 54 on this setup (8 of them the checkpoint's blobs, one INSERT per channel), before pg43
58 and 46 (the recent window read twice and its vectors once: one statement now), before
pg44 56 and 45 (extraction listed the newest memories the gate had just listed, build_context
read the topic and its counter route_topic had just written: handed on in the run now;
routing searched the idle topics, then listed them all: picked from the listing; the
message's topic was set by reading the message and writing it back: one UPDATE); the
ceilings are what this tree sends, so a change that adds statements to a turn fails here
and says where they come from.
"""

from __future__ import annotations

import collections
from datetime import UTC, datetime, timedelta
from typing import Any

import psycopg
import pytest

from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import drain
from strata_layered.memory.long_term.memories import list_memories

START = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)
EARLIER = ["I'm allergic to peanuts.", "我女儿叫小雨，今年六岁了。", "My sister lives in Berlin."]
KEPT_TURN = "I work as a nurse at St Mary's hospital."
OTHER_TURN = "哈哈，好的"
KEPT_CEILING = 51
OTHER_CEILING = 42


def _what(query: Any) -> str:
    text = " ".join(str(getattr(query, "_obj", query)).split()).lower()
    for table in ("checkpoint_blobs", "checkpoints", "strata_counters", "strata_history"):
        if table in text:
            return table
    return "store" if "store" in text else text[:40]


def _count(monkeypatch: pytest.MonkeyPatch) -> collections.Counter[str]:
    """Every statement sent from now on, by what it reads or writes."""
    sent: collections.Counter[str] = collections.Counter()
    for cursor in (psycopg.AsyncCursor, psycopg.Cursor):
        execute, many = cursor.execute, cursor.executemany

        def counted(self: Any, query: Any, *args: Any, _run: Any = execute, **kw: Any) -> Any:
            sent[_what(query)] += 1
            return _run(self, query, *args, **kw)

        def counted_many(self: Any, query: Any, rows: Any, *args: Any, _run: Any = many,
                         **kw: Any) -> Any:
            rows = list(rows)
            sent[_what(query)] += len(rows)
            return _run(self, query, rows, *args, **kw)

        monkeypatch.setattr(cursor, "execute", counted)
        monkeypatch.setattr(cursor, "executemany", counted_many)
    return sent


async def test_a_warm_turn_sends_no_more_statements_than_it_needs(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    async with open_backend(url=postgres_url) as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        ctx = Context(user_id="ada", conversation_id="c1", model="offline")
        config = {"configurable": {"thread_id": "ada-c1"}}

        async def say(text: str, minute: int) -> None:
            out = await graph.ainvoke(
                {"user_text": text, "now": (START + timedelta(minutes=minute)).isoformat()},
                config, context=ctx)
            await drain()  # the turn's vectors, made in the background, count too
            assert not out.get("errors"), out.get("errors")

        for minute, text in enumerate(EARLIER):
            await say(text, minute)
        kept = len(await list_memories(backend.store, "ada", "default", status="active"))
        sent = _count(monkeypatch)
        await say(KEPT_TURN, 10)
        kept_turn = dict(sent)
        sent.clear()
        await say(OTHER_TURN, 11)
        other_turn = dict(sent)
        monkeypatch.undo()
        after = len(await list_memories(backend.store, "ada", "default", status="active"))
    assert after == kept + 1  # the first turn kept its fact, the second nothing
    print("kept turn", sum(kept_turn.values()), kept_turn)
    print("other turn", sum(other_turn.values()), other_turn)
    assert sum(kept_turn.values()) <= KEPT_CEILING, kept_turn
    assert sum(other_turn.values()) <= OTHER_CEILING, other_turn
