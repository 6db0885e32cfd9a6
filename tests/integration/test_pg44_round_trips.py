"""Round trips of a PostgreSQL turn, fewer and off the event loop (issue 28, pg44).

- `set_message_topic` read the message route_topic's turn had just logged, then wrote it
  back whole with its topic: two round trips one after the other on routing's path, and
  whatever another writer changed in between (another conversation's request to forget
  scrubbing the message) written over. The store now sets the field where it is stored.
- persist_reply wrote a model's reply to the history index from the event loop's thread,
  after the agent's preview: now from a worker thread, beside it.
"""

from __future__ import annotations

import threading
import traceback
from datetime import UTC, datetime, timedelta
from typing import Any

import psycopg
import pytest
from langgraph.store.postgres import AsyncPostgresStore
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

from strata_layered.graph.backend import open_backend
from strata_layered.graph.backends.postgres_store import PipelinedGetsStore
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import drain
from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.messages import (
    append_message,
    get_messages,
    seq_key,
    set_message_topic,
)
from strata_layered.memory.store.records import ConversationRecord, dump
from tests.support.openai_server import OpenAIServer, Reply

T0 = datetime(2026, 12, 5, 9, 0, tzinfo=UTC)


def _sent(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    sent: list[str] = []
    execute = psycopg.AsyncCursor.execute

    async def counted(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
        sent.append(" ".join(str(query).split())[:30])
        return await execute(self, query, *args, **kwargs)

    monkeypatch.setattr(psycopg.AsyncCursor, "execute", counted)
    return sent


async def test_a_messages_topic_is_set_in_one_statement_with_the_rest_of_it_as_stored(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    options = {"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row}
    async with AsyncConnectionPool(postgres_url, min_size=1, max_size=2, open=False,
                                   kwargs=options) as pool:
        plain = AsyncPostgresStore(pool)  # type: ignore[arg-type]
        await plain.setup()
        store = PipelinedGetsStore(pool)  # type: ignore[arg-type]
        conversation = ConversationRecord(id="c1", created_at=T0)
        for text in ("我女儿叫小雨", "她今年六岁了"):
            await append_message(store, "lin", "bot", conversation, message_id=text,
                                 role="user", content=text, now=T0)
        # what another writer changed since the turn logged it stays (a scrubbed message)
        (second,) = await get_messages(store, "lin", "bot", "c1", [2])
        scrubbed = second.model_copy(update={"content": "她今年[已忘记]"})
        await plain.aput(ns.messages("lin", "bot", "c1"), seq_key(2), dump(scrubbed),
                         index=False)
        before = await plain.aget(ns.messages("lin", "bot", "c1"), seq_key(2))
        sent = _sent(monkeypatch)
        await set_message_topic(store, "lin", "bot", "c1", 2, "t-family")
        await set_message_topic(store, "lin", "bot", "c1", 9, "t-family")  # never logged
        assert [s.split()[0] for s in sent] == ["UPDATE", "UPDATE"]  # nothing read first
        monkeypatch.undo()
        (got,) = await get_messages(store, "lin", "bot", "c1", [2])
        assert got == scrubbed.model_copy(update={"topic": "t-family"})
        after = await plain.aget(ns.messages("lin", "bot", "c1"), seq_key(2))
        assert before is not None and after is not None
        assert after.value == {**before.value, "topic": "t-family"}
        assert after.created_at == before.created_at and after.updated_at > before.updated_at
        assert await get_messages(store, "lin", "bot", "c1", [9]) == []
        (first,) = await get_messages(store, "lin", "bot", "c1", [1])
        assert first.topic is None  # the other message as it was


async def test_a_models_reply_is_indexed_off_the_event_loop(
    postgres_url: str, model_server: OpenAIServer, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Before pg44 its history row was written from the event loop's thread."""
    replies = ["Try a stir-fry with what you have.", "Rice goes well with it."]
    model_server.script = [Reply(content=reply) for reply in replies]
    async with open_backend(url=postgres_url) as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        ctx = Context(user_id="ada", conversation_id="c1", model="openai:loopback-model",
                      model_timeout=5.0, memory_timeout=5.0)
        config = {"configurable": {"thread_id": "ada-c1"}}
        loop_thread = threading.current_thread()
        blocking: list[str] = []
        execute = psycopg.Cursor.execute

        def watched(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
            if threading.current_thread() is loop_thread and any(
                    f.name == "persist_reply" for f in traceback.extract_stack()):
                blocking.append(str(query)[:30])
            return execute(self, query, *args, **kwargs)

        for minute, text in enumerate(["What should I cook tonight?", "And with it?"]):
            if minute == 1:
                monkeypatch.setattr(psycopg.Cursor, "execute", watched)
            out = await graph.ainvoke(
                {"user_text": text, "now": (T0 + timedelta(minutes=minute)).isoformat()},
                config, context=ctx)
            await drain()
            assert not out.get("errors"), out.get("errors")
            assert out["reply"] == replies[minute]
        monkeypatch.undo()
    assert blocking == []
    with psycopg.connect(postgres_url) as conn:
        said = [r[0] for r in conn.execute(
            "SELECT content FROM strata_history WHERE role = 'assistant' ORDER BY seq")]
    assert said == replies
