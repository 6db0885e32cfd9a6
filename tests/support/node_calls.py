"""A node called directly with a Runtime, outside any graph run: its context and the state."""

from __future__ import annotations

from langchain_core.messages import HumanMessage
from langgraph.runtime import Runtime
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.context import Context
from strata_layered.graph.state import State

USER, AGENT = "alice", "companion"
TURN_AT = "2025-03-01T09:00:00+00:00"


def runtime(store: InMemoryStore, **context: object) -> Runtime[Context]:
    """The offline context of USER with AGENT, on `store`."""
    return Runtime(
        context=Context(user_id=USER, agent_id=AGENT, model="offline", **context), store=store
    )


def turn(user_text: str, reply: str = "好的，我明白了。", **fields: object) -> State:
    """State as the graph has it after the reply: the user's message is in the window."""
    return State(
        messages=[HumanMessage(content=user_text, id="u1")],
        user_message_id="u1",
        reply=reply,
        turn_at=TURN_AT,
        **fields,
    )
