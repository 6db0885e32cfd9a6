"""A turn streams its reply and can be stopped: what arrived is kept, the turn still ends."""

from __future__ import annotations

import asyncio

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from graph.builder import build_graph
from graph.context import Context
from graph.models import store_index_config
from graph.prompts.reply import OFFLINE_NOTICE_ZH
from graph.turns import TurnDone, finish_running, stream_turn
from memory.conversations import get_conversation
from memory.messages import page_history

CTX = Context(user_id="ada", model="offline", conversation_id="c1")
CONFIG = {"configurable": {"thread_id": "c1"}}


async def _log(store: InMemoryStore) -> list[tuple[str, str, str]]:
    conversation = await get_conversation(store, "ada", "default", "c1")
    assert conversation is not None
    page, _ = await page_history(store, "ada", "default", conversation, before=None, limit=5)
    return [(m.role, m.status, m.content) for m in page]


async def test_a_stopped_turn_keeps_the_partial_reply_and_still_finishes() -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    stop = asyncio.Event()
    stop.set()  # stopped before the model's first piece: that piece is all there is
    parts: list[str] = []
    done = None
    async for part in stream_turn(graph, {"user_text": "记住：我喜欢乌龙茶"}, CONFIG, CTX,
                                  stop=stop):
        if isinstance(part, TurnDone):
            done = part.values
        else:
            parts.append(part)
    assert done is not None and len(parts) == 1
    assert done["reply"] == parts[0] and len(parts[0]) < len(OFFLINE_NOTICE_ZH)
    assert OFFLINE_NOTICE_ZH.startswith(parts[0])
    assert done["reply_incomplete"] is True
    # The rest of the turn ran: the memory is stored, the summary has the user's line (an
    # offline stand-in reply, partial or whole, is never summarised).
    assert [w["content"] for w in done["memory_writes"]] == ["喜欢乌龙茶"]
    assert done["summary"] == "用户：记住：我喜欢乌龙茶"
    assert await _log(store) == [("assistant", "incomplete", parts[0]),
                                 ("user", "completed", "记住：我喜欢乌龙茶")]


async def test_a_caller_that_stops_reading_leaves_the_turn_to_finish() -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    turn = stream_turn(graph, {"user_text": "我喜欢在周末爬山"}, CONFIG, CTX)
    first = await anext(turn)
    assert isinstance(first, str)
    await turn.aclose()  # the client went away after the first piece
    await finish_running()
    (role, status, text), user = await _log(store)
    assert user == ("user", "completed", "我喜欢在周末爬山")
    # The reply was stored whole or, when the stop came in time, as the part that arrived.
    assert role == "assistant" and text.startswith(first)
    assert status in ("completed", "incomplete") and OFFLINE_NOTICE_ZH.startswith(text)
    assert status == "incomplete" or text == OFFLINE_NOTICE_ZH


async def test_an_unstopped_turn_streams_the_whole_reply() -> None:
    graph = build_graph(checkpointer=InMemorySaver(), store=InMemoryStore(
        index=store_index_config()))
    turn = stream_turn(graph, {"user_text": "你好呀，今天天气不错"}, CONFIG, CTX)
    parts = [p async for p in turn]
    *text, done = parts
    assert isinstance(done, TurnDone) and len(text) > 1
    assert "".join(text) == done.values["reply"] and not done.values["reply_incomplete"]
