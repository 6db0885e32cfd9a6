"""Answering the last user message again: the AI SDK's `regenerate-message`.

A regeneration is no new turn: the user's message is not stored again, the topic is not
routed again, and neither the gate nor extraction nor the summaries run, so no memory is
reinforced a second time. The last reply is rewritten in place — the same message id and
log position, the new text, its history-index row updated (a new revision of the row).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from langchain_core.messages import RemoveMessage

from strata_layered.graph.scope import Scope
from strata_layered.graph.state import State
from strata_layered.memory.store.conversations import get_conversation
from strata_layered.memory.store.messages import page_history
from strata_layered.memory.text.text import InvalidText


class NothingToRegenerate(InvalidText):
    """The conversation has no answered user message of this thread to answer again."""


async def begin_regeneration(state: State, scope: Scope, now: datetime) -> dict[str, Any]:
    """The state update that sets this run to rewrite the conversation's last reply."""
    conversation = await get_conversation(scope.store, scope.user, scope.agent,
                                          scope.conversation)
    latest = [] if conversation is None else (await page_history(
        scope.store, scope.user, scope.agent, conversation, before=None, limit=2))[0]
    asked = next((m for m in latest if m.role == "user"), None)
    if asked is None or asked.id != state.user_message_id:
        raise NothingToRegenerate("nothing to regenerate: the conversation's last message is "
                                  "not a user message of this thread")
    reply = latest[0] if latest[0].role == "assistant" and latest[0].seq > asked.seq else None
    in_window = {m.id for m in state.messages}
    return {
        "regenerate": False, "regenerating": True, "user_text": None, "now": None,
        "supplied_reply": None, "turn_at": now.isoformat(), "reply": "",
        "reply_incomplete": False, "reply_offline": False, "reply_supplied": False,
        "reply_message_id": reply.id if reply else None,
        "reply_seq": reply.seq if reply else None,
        "gate": None, "memory_writes": [], "errors": [], "retrieved": None, "context": None,
        "document_id": None, "notice": None, "topic_is_new": False,
        "messages": [RemoveMessage(id=reply.id)] if reply and reply.id in in_window else [],
    }
