"""One user's memories and history never reach another user; writes are idempotent."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
import pytest_asyncio
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory import namespaces as ns
from strata_layered.memory.long_term.memories import (
    UnknownMemory,
    get_memory,
    list_memories,
    search_memories,
    upsert_memory,
)
from strata_layered.memory.long_term.memory_edits import delete_memory, edit_memory, set_status
from strata_layered.memory.store.conversations import get_conversation, list_conversations
from strata_layered.memory.store.messages import page_history
from strata_layered.memory.store.records import MemorySource
from strata_layered.memory.writing.extraction import ExtractedMemory

AGENT = "companion"
THREAD = "t-1"
NOW = datetime(2025, 3, 1, 9, 0, tzinfo=UTC)
ALICE_TURNS = ["记住，我不喜欢被催促", "我喜欢猫，家里养了两只布偶", "下周三我要去面试"]

# --- namespace labels ---------------------------------------------------------------------


@pytest.mark.parametrize("bad", ["", "   ", "a\x00b", "line\nbreak", "tab\there", "x" * 201])
def test_labels_reject_empty_control_and_overlong_ids(bad: str) -> None:
    with pytest.raises(ns.InvalidId):
        ns.encode_label(bad)
    with pytest.raises(ns.InvalidId):
        ns.memories(bad, AGENT)


@pytest.mark.parametrize("value", ["alice.smith", "team/alice", "../bob", "a%2Eb", "王小明", "a b"])
def test_labels_encode_dots_and_slashes_and_round_trip(value: str) -> None:
    label = ns.encode_label(value)
    assert "." not in label and "/" not in label and label
    assert ns.decode_label(label) == value


def test_distinct_ids_never_share_a_label() -> None:
    ids = ["a.b", "a%2Eb", "a/b", "a%2Fb", "a%252Eb", "A.b"]
    assert len({ns.encode_label(i) for i in ids}) == len(ids)


async def test_store_accepts_every_namespace_of_a_dotted_user() -> None:
    store = InMemoryStore()
    await store.aput(ns.memories("alice.smith", "v1.0"), "k", {"content": "x"})
    assert await store.aget(ns.memories("alice", "v1.0"), "k") is None


# --- the real graph: alice talks, bob sees nothing ----------------------------------------


def ctx(user: str) -> Context:
    return Context(user_id=user, agent_id=AGENT, model="offline")


async def talk(graph, user: str, turns: list[str], thread: str = THREAD) -> list[dict]:
    config = {"configurable": {"thread_id": thread}}
    return [await graph.ainvoke({"user_text": t}, config, context=ctx(user)) for t in turns]


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def world() -> dict:
    """Alice has a three-turn conversation, then alice and bob ask the same question."""
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    outs = await talk(graph, "alice", ALICE_TURNS)
    [alice_asks] = await talk(graph, "alice", ["你还记得我吗？"], thread="alice-asks")
    [bob_asks] = await talk(graph, "bob", ["你还记得我吗？"], thread="bob-asks")
    return {"store": store, "outs": outs, "alice_asks": alice_asks, "bob_asks": bob_asks}


@pytest.mark.asyncio(loop_scope="module")
async def test_another_user_sees_none_of_alices_memories_or_history(world) -> None:
    store = world["store"]
    assert all(not out["errors"] for out in world["outs"])
    alice_memories = await list_memories(store, "alice", AGENT)
    assert len(alice_memories) >= 2
    assert await get_conversation(store, "alice", AGENT, THREAD) is not None

    assert await list_memories(store, "bob", AGENT) == []
    assert await search_memories(store, "bob", AGENT, "你还记得我吗？") == []
    assert await get_conversation(store, "bob", AGENT, THREAD) is None
    assert [c.id for c in await list_conversations(store, "bob", AGENT)] == ["bob-asks"]
    for memory in alice_memories:
        with pytest.raises(UnknownMemory):
            await get_memory(store, "bob", AGENT, memory.id)


@pytest.mark.asyncio(loop_scope="module")
async def test_another_users_reply_never_recalls_alices_memories(world) -> None:
    store = world["store"]
    assert "被催促" in world["alice_asks"]["reply"]  # the offline model echoes what it recalled
    assert "被催促" not in world["bob_asks"]["reply"]
    assert "布偶" not in world["bob_asks"]["reply"]
    bob_conversation = await get_conversation(store, "bob", AGENT, "bob-asks")
    page, _ = await page_history(store, "bob", AGENT, bob_conversation, before=None, limit=50)
    assert [m.content for m in page if m.role == "user"] == ["你还记得我吗？"]


@pytest.mark.asyncio(loop_scope="module")
async def test_bob_cannot_edit_disable_or_delete_alices_memory(world) -> None:
    store = world["store"]
    memory = (await list_memories(store, "alice", AGENT))[0]
    with pytest.raises(UnknownMemory):
        await edit_memory(store, "bob", AGENT, memory.id, "我喜欢被催促", now=NOW)
    with pytest.raises(UnknownMemory):
        await set_status(store, "bob", AGENT, memory.id, "disabled", now=NOW)
    with pytest.raises(UnknownMemory):
        await delete_memory(store, "bob", AGENT, memory.id)
    again = await get_memory(store, "alice", AGENT, memory.id)
    assert (again.content, again.status) == (memory.content, "active")


@pytest.mark.asyncio(loop_scope="module")
async def test_history_pages_newest_first_with_a_cursor(world) -> None:
    store, outs = world["store"], world["outs"]
    conversation = await get_conversation(store, "alice", AGENT, THREAD)
    assert conversation.message_count == 6

    first, cursor = await page_history(store, "alice", AGENT, conversation, before=None, limit=4)
    assert [m.seq for m in first] == [6, 5, 4, 3]
    assert [m.role for m in first] == ["assistant", "user", "assistant", "user"]
    assert first[1].content == ALICE_TURNS[2] and first[0].content == outs[2]["reply"]
    assert first[3].content == ALICE_TURNS[1]
    assert cursor == 3

    second, cursor = await page_history(store, "alice", AGENT, conversation, before=cursor, limit=4)
    assert [(m.seq, m.role, m.content) for m in second] == [
        (2, "assistant", outs[0]["reply"]),
        (1, "user", ALICE_TURNS[0]),
    ]
    assert cursor is None


@pytest.mark.asyncio(loop_scope="module")
async def test_history_page_that_ends_on_the_first_message_has_no_cursor(world) -> None:
    store = world["store"]
    conversation = await get_conversation(store, "alice", AGENT, THREAD)
    page, cursor = await page_history(store, "alice", AGENT, conversation, before=None, limit=6)
    assert [m.seq for m in page] == [6, 5, 4, 3, 2, 1] and cursor is None
    page, cursor = await page_history(store, "alice", AGENT, conversation, before=None, limit=5)
    assert [m.seq for m in page] == [6, 5, 4, 3, 2] and cursor == 2


@pytest.fixture
def store() -> InMemoryStore:
    return InMemoryStore(index=store_index_config())


async def test_saying_the_same_thing_twice_keeps_one_memory(store) -> None:
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    await talk(graph, "alice", ["记住，我不喜欢被催促"])
    [first] = await list_memories(store, "alice", AGENT)
    [out] = await talk(graph, "alice", ["记住，我不喜欢被催促！"])
    assert out["gate"]["category"] == "duplicate"
    [again] = await list_memories(store, "alice", AGENT)
    assert again.id == first.id
    assert again.mentions == 2 and again.confidence > first.confidence


# --- upsert and paging, directly ----------------------------------------------------------


async def test_upsert_twice_is_one_item_with_two_mentions(store) -> None:
    source = MemorySource(conversation=THREAD, message_id="m1")
    one = ExtractedMemory(
        memory_type="boundary", content="我不喜欢被催促。", importance=5, confidence=0.7
    )
    two = ExtractedMemory(
        memory_type="boundary", content=" 我不喜欢被催促 ", importance=3, confidence=0.6
    )
    stored = await upsert_memory(store, "alice", AGENT, one, source=source, now=NOW)
    later = NOW + timedelta(days=2)
    updated = await upsert_memory(store, "alice", AGENT, two, source=source, now=later)
    assert (stored.action, updated.action) == ("stored", "updated")
    [item] = await list_memories(store, "alice", AGENT)
    assert item.id == stored.memory.id
    assert item.mentions == 2
    assert item.confidence > 0.7
    assert item.importance == 5  # a weaker restatement never lowers importance
    assert (item.created_at, item.updated_at) == (NOW, later)
    assert item.content == "我不喜欢被催促。"


async def test_same_text_for_two_users_is_two_items(store) -> None:
    memory = ExtractedMemory(
        memory_type="preference", content="我喜欢猫", importance=3, confidence=0.7
    )
    a = await upsert_memory(store, "alice", AGENT, memory, source=MemorySource(), now=NOW)
    b = await upsert_memory(store, "bob", AGENT, memory, source=MemorySource(), now=NOW)
    assert a.memory.id != b.memory.id
    assert [m.mentions for m in await list_memories(store, "alice", AGENT)] == [1]
    assert [(m.content, m.mentions) for m in await list_memories(store, "bob", AGENT)] == [
        ("我喜欢猫", 1)]


async def test_secrets_are_refused_by_the_writer(store) -> None:
    memory = ExtractedMemory(
        memory_type="preference", content="我的银行卡密码是 123456", importance=5, confidence=0.9
    )
    result = await upsert_memory(store, "alice", AGENT, memory, source=MemorySource(), now=NOW)
    assert result.action == "rejected"
    assert await list_memories(store, "alice", AGENT) == []
