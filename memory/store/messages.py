"""The full message log: every turn persisted, paged newest first.

A message's sequence number comes from the conversation's counter (memory/store/coordination.py),
incremented where it is stored: two processes writing one conversation never take the same
number. The number of messages stored is that counter too (seed 000's +2 per turn, +1 when
no user message was stored, exact however turns interleave or break off).
"""

from __future__ import annotations

from datetime import datetime

from langgraph.store.base import BaseStore, PutOp

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.coordination import coordination_for, counter_key
from strata_layered.memory.store.records import (
    ConversationRecord,
    MessageRecord,
    MessageStatus,
    Role,
    dump,
    get_values,
    load,
)

SEQ_WIDTH = 12


def seq_key(seq: int) -> str:
    """Zero-padded key, so keys sort like sequence numbers."""
    return f"{seq:0{SEQ_WIDTH}d}"


async def append_message(
    store: BaseStore,
    user: str,
    agent: str,
    conversation: ConversationRecord,
    *,
    message_id: str,
    role: Role,
    content: str,
    now: datetime,
    status: MessageStatus = "completed",
    topic: str | None = None,
    offline: bool = False,
) -> MessageRecord:
    """Write one message at the next sequence number and advance the conversation pointer."""
    seq = await reserve_seq(store, user, agent, conversation.id, after=conversation.last_seq)
    return await write_message(store, user, agent, conversation, seq=seq, message_id=message_id,
                               role=role, content=content, now=now, status=status, topic=topic,
                               offline=offline)


def seq_counter(user: str, agent: str, conversation: str) -> str:
    """The counter of a conversation's sequence numbers."""
    return counter_key(user, agent, "conversation", conversation, "seq")


async def reserve_seq(
    store: BaseStore, user: str, agent: str, conversation: str, *, after: int = 0
) -> int:
    """The next sequence number of the conversation, taken atomically.

    `after` is the highest number the log is known to hold: a log written before the
    counter existed moves it past its messages (a gap, never a reused number).
    """
    counters = coordination_for(store)
    key = seq_counter(user, agent, conversation)
    seq = await counters.add(key)
    if seq <= after:
        seq = await counters.add(key, after + 1 - seq)
    return seq


async def write_message(
    store: BaseStore,
    user: str,
    agent: str,
    conversation: ConversationRecord,
    *,
    seq: int,
    message_id: str,
    role: Role,
    content: str,
    now: datetime,
    status: MessageStatus = "completed",
    topic: str | None = None,
    offline: bool = False,
) -> MessageRecord:
    """Write (or rewrite) the message at a reserved sequence number.

    `offline` marks the offline model's stand-in reply (see MessageRecord.offline).
    """
    record = MessageRecord(
        id=message_id, seq=seq, conversation=conversation.id, role=role,
        content=content, created_at=now, status=status, topic=topic, offline=offline,
    )
    conversation.last_seq = conversation.message_count = max(conversation.last_seq, seq)
    conversation.last_message_at = max(conversation.last_message_at or now, now)
    # One batch: the message and its conversation's pointer land together, in one round trip.
    await store.abatch([
        PutOp(ns.messages(user, agent, conversation.id), seq_key(seq), dump(record),
              index=False),
        PutOp(ns.conversations(user, agent), conversation.id, dump(conversation), index=False),
    ])
    return record


async def set_message_topic(
    store: BaseStore, user: str, agent: str, conversation: str, seq: int, topic: str
) -> None:
    """Note the topic a logged message was routed to.

    A store that sets a value's fields where it is stored (PostgreSQL) does it in one
    statement, without reading the message first.
    """
    set_fields = getattr(store, "aset_fields", None)
    if set_fields is not None:
        await set_fields(ns.messages(user, agent, conversation), seq_key(seq), {"topic": topic})
        return
    found = await get_messages(store, user, agent, conversation, [seq])
    if found:
        found[0].topic = topic
        await store.aput(ns.messages(user, agent, conversation), seq_key(seq), dump(found[0]),
                         index=False)


RELABEL_WINDOW = 20
"""Latest messages a folded-back topic is looked for in (it held one message and chatter)."""


async def relabel_topic(store: BaseStore, user: str, agent: str, conversation: str,
                        old: str, new: str) -> int:
    """The conversation's latest messages filed under topic `old` move to `new`; how many."""
    item = await store.aget(ns.conversations(user, agent), conversation)
    record = load(ConversationRecord, item.value) if item else None
    if record is None:
        return 0
    seqs = list(range(max(1, record.last_seq - RELABEL_WINDOW + 1), record.last_seq + 1))
    moved = [m for m in await get_messages(store, user, agent, conversation, seqs)
             if m.topic == old]
    return await _file_under(store, user, agent, conversation, moved, new)


async def relabel_everywhere(store: BaseStore, user: str, agent: str, old: str, new: str) -> int:
    """Every message of every conversation filed under topic `old` moves to `new`; how many.

    A topic merged into another (memory/topics/merging.py) may hold messages of many
    conversations, older than any relabel window.
    """
    moved = 0
    while hits := await store.asearch(ns.message_logs(user, agent), filter={"topic": old},
                                      limit=500):
        ops = []
        for hit in hits:
            message = load(MessageRecord, hit.value)
            if message is not None:
                message.topic = new
                ops.append(PutOp(hit.namespace, hit.key, dump(message), index=False))
        if not ops:
            break
        await store.abatch(ops)
        moved += len(ops)
    return moved


async def adopt_opening(store: BaseStore, user: str, agent: str, conversation: str,
                        topic: str, before: int) -> int:
    """The user's opening chatter, filed in no topic, joins the conversation's first topic.

    你好，今天我又来和你聊天了 goes where the first message with a subject went. Only user
    messages before seq `before` with no topic, within the relabel window; how many.
    """
    seqs = list(range(max(1, before - RELABEL_WINDOW), before))
    adopted = [m for m in await get_messages(store, user, agent, conversation, seqs)
               if m.role == "user" and m.topic is None and not m.retracted]
    return await _file_under(store, user, agent, conversation, adopted, topic)


async def _file_under(store: BaseStore, user: str, agent: str, conversation: str,
                      messages: list[MessageRecord], topic: str) -> int:
    """File messages under `topic` in one batch; how many."""
    for message in messages:
        message.topic = topic
    if messages:
        await store.abatch([PutOp(ns.messages(user, agent, conversation), seq_key(m.seq),
                                  dump(m), index=False) for m in messages])
    return len(messages)


async def get_messages(
    store: BaseStore, user: str, agent: str, conversation: str, seqs: list[int]
) -> list[MessageRecord]:
    """Fetch messages by sequence number in one batch (missing ones are skipped)."""
    values = await get_values(store, ns.messages(user, agent, conversation), map(seq_key, seqs))
    return [r for v in values if (r := load(MessageRecord, v)) is not None]


async def unfinished_turns(
    store: BaseStore, user: str, agent: str, conversation: ConversationRecord, *,
    after: int | None, keep: int,
) -> list[MessageRecord]:
    """Messages logged after position `after` that the conversation's state never took in.

    They are what a turn killed mid-way left (its user message, the reply flushed so
    far), at most the last `keep`. `after` 0 is a state that took in nothing yet (its
    first turns were killed); None, one that cannot tell what it took in: it takes nothing.
    """
    if after is None or conversation.last_seq <= after:
        return []
    seqs = list(range(max(after + 1, conversation.last_seq - keep + 1), conversation.last_seq + 1))
    return [m for m in await get_messages(store, user, agent, conversation.id, seqs)
            if not m.retracted]


async def page_history(
    store: BaseStore,
    user: str,
    agent: str,
    conversation: ConversationRecord,
    *,
    before: int | None,
    limit: int,
) -> tuple[list[MessageRecord], int | None]:
    """Messages newest first, and the cursor of the previous page (None on the first message)."""
    top = conversation.last_seq if before is None else min(before - 1, conversation.last_seq)
    seqs = list(range(top, max(0, top - limit), -1))
    page = await get_messages(store, user, agent, conversation.id, seqs)
    low = seqs[-1] if seqs else 0
    return page, (low if low > 1 else None)


async def unsummarized(
    store: BaseStore, user: str, agent: str, conversation: ConversationRecord
) -> list[MessageRecord]:
    """Messages after the summary watermark, oldest first."""
    seqs = list(range(conversation.summarized_through + 1, conversation.last_seq + 1))
    return await get_messages(store, user, agent, conversation.id, seqs)


async def save_summary(
    store: BaseStore,
    user: str,
    agent: str,
    conversation: ConversationRecord,
    summary: str,
    covered: list[MessageRecord],
) -> None:
    """Store the v2 summary and mark the messages it covers, in one batch.

    On SQLite one batch is one transaction: a crash leaves either both or neither.
    """
    through = max((m.seq for m in covered), default=conversation.summarized_through)
    conversation.summary = summary
    conversation.summarized_through = through
    ops: list[PutOp] = [PutOp(ns.conversations(user, agent), conversation.id,
                              dump(conversation), index=False)]
    namespace = ns.messages(user, agent, conversation.id)
    for message in covered:
        message.summarized = True
        ops.append(PutOp(namespace, seq_key(message.seq), dump(message), index=False))
    await store.abatch(ops)
