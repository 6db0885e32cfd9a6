"""Refresh the rolling conversation summary (seed 000 v1) and close the turn."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from graph.context import Context
from graph.scope import contained_error
from graph.state import State
from memory.summary import build_conversation_summary


async def refresh_summary(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Previous summary + last 8 earlier messages + this turn, last 1600 characters."""
    closing: dict[str, Any] = {"retrieved": None, "context": None, "reply_supplied": False}
    if not state.reply.strip():
        return closing
    try:
        this_turn = {state.user_message_id, state.reply_message_id}
        earlier = [
            ("assistant" if m.type == "ai" else "user", str(m.content))
            for m in state.messages
            if m.id not in this_turn
        ]
        summary = build_conversation_summary(
            previous_summary=state.summary, recent_messages=earlier,
            user_text=state.turn_text(), assistant_text=state.reply,
        )
    except Exception as error:  # noqa: BLE001 - failures after the reply are contained
        return {**closing, "errors": [*state.errors, contained_error("refresh_summary", error)]}
    return {**closing, "summary": summary}
