"""The offline graph on in-memory stores, with what was said before the next turn set first.

For the tests of a turn read against the partner's question (an answer completed from it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.long_term.memories import list_memories


@dataclass
class AskedGraph:
    """One user's conversation `t` on the offline graph."""

    user: str
    store: InMemoryStore = field(default_factory=lambda: InMemoryStore(
        index=store_index_config()))
    config: dict[str, Any] = field(default_factory=lambda: {"configurable": {"thread_id": "t"}})

    def __post_init__(self) -> None:
        self.ctx = Context(user_id=self.user, model="offline")
        self.graph = build_graph(checkpointer=InMemorySaver(), store=self.store)

    async def said(self, *messages: BaseMessage) -> None:
        """Messages in the conversation before the next turn (the partner's question last)."""
        await self.graph.aupdate_state(self.config, {"messages": list(messages)},
                                       as_node="refresh_summary")

    async def asks(self, question: str, message_id: str) -> None:
        await self.said(AIMessage(question, id=message_id))

    async def turn(self, text: str, now: str) -> dict[str, Any]:
        """The user's turn; its output has no errors."""
        out = await self.graph.ainvoke({"user_text": text, "now": now}, self.config,
                                       context=self.ctx)
        assert not out.get("errors"), out.get("errors")
        return dict(out)

    async def kept(self) -> list[str]:
        """The user's active memories, as their contents."""
        return [m.content for m in await list_memories(self.store, self.user,
                                                       self.ctx.agent_id, status="active")]
