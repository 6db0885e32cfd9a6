"""A turn streams its reply and can be stopped: what arrived is kept, the turn still ends."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.graph.prompts.reply import OFFLINE_NOTICE_ZH
from strata_layered.graph.turns import TurnDone, finish_running, stream_turn
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.store.conversations import ensure_conversation, get_conversation
from strata_layered.memory.store.messages import append_message, page_history

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


@pytest.mark.parametrize("begun_by", ["c1", "another-thread"])
async def test_a_first_turn_killed_before_its_checkpoint_is_taken_in_by_the_next(
    begun_by: str,
) -> None:
    """A first turn killed mid-reply (kill -9) left its messages in the log, no checkpoint."""
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    now = datetime.now(UTC)
    conv = await ensure_conversation(store, "ada", "default", "c1", thread_id=begun_by, now=now)
    for role, text, status in (("user", "记住：我对花生过敏", "completed"),
                               ("assistant", "好的，我", "incomplete")):
        await append_message(store, "ada", "default", conv, message_id=f"killed-{role}",
                             role=role, content=text, now=now, status=status)  # type: ignore[arg-type]

    done = await graph.ainvoke({"user_text": "那晚饭吃什么？"}, CONFIG, context=CTX)  # type: ignore[attr-defined]
    window = [m.content for m in done["messages"]]
    memories = [m.content for m in await list_memories(store, "ada", "default")]
    if begun_by == "another-thread":  # a thread joining another's log cannot tell: takes nothing
        assert window[0] == "那晚饭吃什么？" and memories == []
        return
    assert window[:3] == ["记住：我对花生过敏", "好的，我", "那晚饭吃什么？"]
    assert memories == ["对花生过敏"]  # the fact of the killed message, as a note
    await graph.ainvoke({"user_text": "谢谢你"}, CONFIG, context=CTX)  # type: ignore[attr-defined]
    assert len(await list_memories(store, "ada", "default")) == 1  # taken in once
