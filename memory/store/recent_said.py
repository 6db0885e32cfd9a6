"""[beyond] What 刚才 reaches: the user's latest messages, whatever their conversation or day.

刚才说婆婆偷喂米汤那事 你忘掉吧, said four days and one conversation after the thing, meant
that message: the user says 刚才 of what they said last, not of this conversation's part of
it (issue 24, probe42). A request said with 今天 still reaches this conversation only.
"""

from __future__ import annotations

from langgraph.store.base import BaseStore

from strata_layered.memory.store.conversations import list_conversations
from strata_layered.memory.store.messages import get_messages
from strata_layered.memory.store.records import MessageRecord

RECENT_SAID = 18
"""How many of the user's own latest messages 刚才 reaches: the short-term window's size
(graph/context.py `window_messages`), counted in the user's messages alone, so a few days'
replies between do not push the thing out."""
TOLD_SAID = 60
"""How many 那些话 (前几天我说我儿子那些话) reaches back for the message that said them: a few
days' messages (probe43b)."""


async def latest_said(store: BaseStore, user: str, agent: str, *,
                      limit: int = RECENT_SAID) -> list[MessageRecord]:
    """The user's latest messages across conversations, newest first (none retracted).

    Conversations are read newest first, each its last `2 * limit` messages (the replies
    between), until `limit` of the user's are found; then all are ordered by when said.
    """
    conversations = sorted(await list_conversations(store, user, agent),
                           key=lambda c: c.last_message_at or c.created_at, reverse=True)
    found: list[MessageRecord] = []
    for conversation in conversations:
        if len(found) >= limit:
            break
        top = conversation.last_seq
        seqs = list(range(top, max(0, top - 2 * limit), -1))
        found += [m for m in await get_messages(store, user, agent, conversation.id, seqs)
                  if m.role == "user" and not m.retracted]
    return sorted(found, key=lambda m: m.created_at, reverse=True)[:limit]
