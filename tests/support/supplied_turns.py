"""A conversation on the offline graph (in-memory stores) whose replies are supplied, as an app's.

For the tests of what a message is logged as after the assistant's question (a secret asked
for and masked, a word that answers it kept): each exchange runs as a turn to its end, and the
log is read back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.graph.turns import TurnDone, stream_turn
from strata_layered.memory.store.messages import get_messages


@dataclass
class SuppliedTurns:
    """`user`'s conversation `conversation`; every turn's reply handed in with its message."""

    user: str
    conversation: str = "c1"
    store: InMemoryStore = field(default_factory=lambda: InMemoryStore(
        index=store_index_config()))
    messages: int = 0

    def __post_init__(self) -> None:
        self.ctx = Context(user_id=self.user, conversation_id=self.conversation, model="offline")
        self.config: dict[str, Any] = {"configurable": {"thread_id": self.conversation}}
        self.graph = build_graph(checkpointer=InMemorySaver(), store=self.store)

    async def run(self, *exchanges: tuple[str, str]) -> None:
        """Each (the user's message, the reply supplied with it) as one turn, to its end."""
        for text, reply in exchanges:
            payload = {"user_text": text, "supplied_reply": reply}
            async for part in stream_turn(self.graph, payload, self.config, self.ctx):
                if isinstance(part, TurnDone):
                    break
            self.messages += 2

    async def logged(self, role: str | None = "user") -> list[str]:
        """The conversation's messages as the log holds them, in order (`role`'s, or all)."""
        found = await get_messages(self.store, self.user, self.ctx.agent_id, self.conversation,
                                   list(range(1, self.messages + 1)))
        return [m.content for m in found if role is None or m.role == role]
