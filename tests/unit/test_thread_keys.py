"""The mounted API's thread key: generated, kept, and old threads moved to it (issue 27 item 1)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.memory.store.conversations import get_conversation, save_conversation
from strata_layered.memory.store.records import ConversationRecord
from strata_layered.server.run_settings import SettingRefused, pinned_settings
from strata_layered.server.settings import ServerSettings
from strata_layered.server.thread_keys import ThreadKeys, legacy_key, mounted_thread_id

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def settings(**changes: object) -> ServerSettings:
    base = dict(auth_secret=None, auth_public_key="-----BEGIN PUBLIC KEY-----\nabc\n",
                audience=None, issuer=None, local_user="local", max_json_bytes=1 << 20,
                max_upload_bytes=1 << 20)
    return ServerSettings(**(base | changes))  # type: ignore[arg-type]


async def test_old_threads_move_to_the_generated_key_and_stay_reachable() -> None:
    store, saver = InMemoryStore(), InMemorySaver()
    graph = build_graph(checkpointer=saver, store=store)
    config = settings()
    old = mounted_thread_id(legacy_key(config), "alice", "default", "c1")
    await save_conversation(store, "alice", "default",
                            ConversationRecord(id="c1", thread_id=old, created_at=NOW))
    await save_conversation(store, "alice", "default",  # a LangGraph thread of its own
                            ConversationRecord(id="lg", thread_id="t-own", created_at=NOW))
    await graph.aupdate_state({"configurable": {"thread_id": old}},
                              {"summary": "她喜欢乌龙茶"}, as_node="refresh_summary")

    key = await ThreadKeys(config).key(store, saver)
    assert key != legacy_key(config) and len(key) == 32
    new = mounted_thread_id(key, "alice", "default", "c1")
    moved = await graph.aget_state({"configurable": {"thread_id": new}})
    assert moved.values["summary"] == "她喜欢乌龙茶"
    assert await saver.aget_tuple({"configurable": {"thread_id": old}}) is None
    record = await get_conversation(store, "alice", "default", "c1")
    assert record is not None and record.thread_id == new
    own = await get_conversation(store, "alice", "default", "lg")
    assert own is not None and own.thread_id == "t-own"
    # Kept: another process (or a restart) reads the same key and moves nothing again.
    assert await ThreadKeys(config).key(store, saver) == key
    assert (await graph.aget_state({"configurable": {"thread_id": new}})).values["summary"]


async def test_each_store_gets_its_own_key() -> None:
    one = await ThreadKeys(settings()).key(InMemoryStore(), None)
    two = await ThreadKeys(settings()).key(InMemoryStore(), None)
    assert one != two


@pytest.mark.parametrize(("sent", "kept"), [
    ({"max_message_chars": 10, "model_timeout": 5}, {"max_message_chars": 10,
                                                     "model_timeout": 5.0}),
    ({"memory_enabled": False, "confirm_memories": True},
     {"memory_enabled": False, "confirm_memories": True}),
    ({"model": "offline", "not_a_setting": 1}, {"model": "offline"}),
])
def test_a_run_may_narrow(sent: dict, kept: dict) -> None:
    server = Context(model="offline")
    assert pinned_settings(sent, server) == kept


@pytest.mark.parametrize("sent", [
    {"model": "openai:gpt-4o"}, {"max_message_chars": 1e9}, {"model_timeout": -1},
    {"model_timeout": float("nan")}, {"summary_every": 0}, {"max_message_chars": "10"},
    {"budget": -5}, {"window_messages": 1000},
])
def test_a_run_may_not_widen(sent: dict) -> None:
    server = Context(model="offline", memory_enabled=True)
    with pytest.raises(SettingRefused, match=f"context.{next(iter(sent))}"):
        pinned_settings(sent, server)


def test_switches_only_go_the_careful_way() -> None:
    with pytest.raises(SettingRefused):
        pinned_settings({"memory_enabled": True}, Context(model="offline", memory_enabled=False))
    with pytest.raises(SettingRefused):
        pinned_settings({"confirm_memories": False},
                        Context(model="offline", confirm_memories=True))
