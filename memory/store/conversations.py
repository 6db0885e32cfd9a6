"""Conversation records and agent records (persona, latest-reply preview)."""

from __future__ import annotations

from datetime import datetime

from langgraph.store.base import BaseStore

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.coordination import coordination_for, read_with_count
from strata_layered.memory.store.messages import seq_counter
from strata_layered.memory.store.records import AgentRecord, ConversationRecord, dump, load

DEFAULT_PERSONA = (
    "你是一位贴心、可靠的 AI 助手。请用用户使用的语言回答，尊重用户的偏好与边界。\n"
    "You are a warm, reliable AI assistant. Answer in the user's language and respect "
    "the user's preferences and boundaries."
)
PREVIEW_CHARS = 200


async def get_conversation(
    store: BaseStore, user: str, agent: str, conversation: str
) -> ConversationRecord | None:
    """The record of one conversation, or None when it does not exist.

    The record and its counter are asked for together on a database (two round trips side
    by side, not one after the other: `read_with_count`).
    """
    try:
        key = seq_counter(user, agent, conversation)
    except ns.InvalidId:  # no counter under such an id: the record alone, as before
        item = await store.aget(ns.conversations(user, agent), conversation)
        found = load(ConversationRecord, item.value) if item else None
        return (await _counted(store, user, agent, [found]))[0] if found else None
    item, count = await read_with_count(
        store, store.aget(ns.conversations(user, agent), conversation), key)
    record = load(ConversationRecord, item.value) if item else None
    if record is not None and count is not None:
        record.last_seq = record.message_count = max(record.last_seq, count)
    return record


async def _counted(store: BaseStore, user: str, agent: str,
                   records: list[ConversationRecord]) -> list[ConversationRecord]:
    """Records with their message counts from the counters, not from what a writer last saw."""
    keys = {r.id: seq_counter(user, agent, r.id) for r in records}
    counts = await coordination_for(store).values(keys.values())
    for record in records:
        record.last_seq = record.message_count = max(record.last_seq, counts[keys[record.id]])
    return records


async def ensure_conversation(
    store: BaseStore, user: str, agent: str, conversation: str, *, thread_id: str | None,
    now: datetime,
) -> ConversationRecord:
    """Load the conversation record, creating it on first use."""
    record = await get_conversation(store, user, agent, conversation)
    if record is None:
        record = ConversationRecord(id=conversation, thread_id=thread_id, created_at=now)
    elif thread_id and not record.thread_id:
        record.thread_id = thread_id
    return record


async def save_conversation(
    store: BaseStore, user: str, agent: str, record: ConversationRecord
) -> None:
    """Write the conversation record."""
    await store.aput(ns.conversations(user, agent), record.id, dump(record), index=False)


async def list_conversations(store: BaseStore, user: str, agent: str) -> list[ConversationRecord]:
    """Every conversation of (user, agent)."""
    items = await store.asearch(ns.conversations(user, agent), limit=10_000)
    records = [r for i in items if (r := load(ConversationRecord, i.value)) is not None]
    return await _counted(store, user, agent, records)


async def get_agent(store: BaseStore, user: str, agent: str) -> AgentRecord | None:
    """The agent record, or None when the agent was never used nor configured."""
    item = await store.aget(ns.agents(user), ns.encode_label(agent, what="agent id"))
    return load(AgentRecord, item.value) if item else None


async def save_agent(store: BaseStore, user: str, record: AgentRecord) -> None:
    """Write the agent record."""
    await store.aput(
        ns.agents(user), ns.encode_label(record.name, what="agent id"), dump(record), index=False
    )


async def list_agents(store: BaseStore, user: str) -> list[AgentRecord]:
    """Every agent of the user."""
    items = await store.asearch(ns.agents(user), limit=10_000)
    return [r for i in items if (r := load(AgentRecord, i.value)) is not None]


async def set_persona(
    store: BaseStore, user: str, agent: str, persona: str, *, now: datetime
) -> AgentRecord:
    """Set the agent's persona: the first section of every prompt for that agent."""
    record = await get_agent(store, user, agent) or AgentRecord(name=agent, updated_at=now)
    record.persona = persona
    record.updated_at = now
    await save_agent(store, user, record)
    return record


async def update_latest_reply(
    store: BaseStore, user: str, agent: str, text: str, *, now: datetime
) -> None:
    """Seed 000's saveLatestAssistantMessage: the preview shown in the agent list."""
    record = await get_agent(store, user, agent) or AgentRecord(name=agent, updated_at=now)
    record.latest_reply = text[:PREVIEW_CHARS]
    record.latest_reply_at = now
    record.updated_at = now
    await save_agent(store, user, record)


def persona_of(record: AgentRecord | None) -> str:
    """The persona text to put first in the prompt."""
    return record.persona if record and record.persona else DEFAULT_PERSONA
