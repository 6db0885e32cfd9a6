"""A turn streams its reply and can be stopped: what arrived is kept, the turn still ends."""

from __future__ import annotations

import asyncio

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from graph.builder import build_graph
from graph.context import Context
from graph.models import store_index_config
from graph.prompts.reply import OFFLINE_NOTICE_ZH
from graph.turns import TurnDone, stream_turn
from memory.conversations import get_conversation
from memory.messages import page_history

CTX = Context(user_id="ada", model="offline", conversation_id="c1")
CONFIG = {"configurable": {"thread_id": "c1"}}


async def test_a_stopped_turn_keeps_the_partial_reply_and_still_finishes() -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    stop = asyncio.Event()
    parts: list[str] = []
    done = None
    async for part in stream_turn(graph, {"user_text": "记住：我喜欢乌龙茶"}, CONFIG, CTX,
                                  stop=stop):
        if isinstance(part, TurnDone):
            done = part.values
        else:
            parts.append(part)
            stop.set()  # the client goes away after the first piece
    assert done is not None
    # What the client saw is exactly what is kept: a prefix of the whole reply.
    assert done["reply"] == "".join(parts) and len(done["reply"]) < len(OFFLINE_NOTICE_ZH)
    assert OFFLINE_NOTICE_ZH.startswith(done["reply"])
    assert done["reply_incomplete"] is True
    assert done["gate"] is not None  # the rest of the turn ran
    conversation = await get_conversation(store, "ada", "default", "c1")
    assert conversation is not None
    page, _ = await page_history(store, "ada", "default", conversation, before=None, limit=5)
    assert [(m.role, m.status) for m in page] == [("assistant", "incomplete"),
                                                  ("user", "completed")]
    assert page[0].content == "".join(parts)


async def test_an_unstopped_turn_streams_the_whole_reply() -> None:
    graph = build_graph(checkpointer=InMemorySaver(), store=InMemoryStore(
        index=store_index_config()))
    turn = stream_turn(graph, {"user_text": "你好呀，今天天气不错"}, CONFIG, CTX)
    parts = [p async for p in turn]
    *text, done = parts
    assert isinstance(done, TurnDone) and len(text) > 1
    assert "".join(text) == done.values["reply"] and not done.values["reply_incomplete"]
