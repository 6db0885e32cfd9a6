"""A new user's turns through the real offline graph, one minute apart from a start time.

The probe tests of issue 24 (tests/unit/test_probe24*_turns.py) say a few messages as a user
would and read what was kept, or the profile it made.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import get_profile
from strata_layered.memory.store import audit


@dataclass(frozen=True)
class SaidGraph:
    """Turns said from `start` on, each on a fresh in-memory store and checkpointer."""

    start: datetime

    async def said(self, turns: list[str], user: str = "probe",
                   replies: list[str] | None = None,
                   days: list[float] | None = None) -> InMemoryStore:
        """The store after the turns (each without errors).

        `replies`: the assistant's reply to each turn, supplied as `strata import` supplies a
        transcript's (no model is called): the next turn answers it. `days`: each turn's day
        after `start` (topics idle past their TTL close in between).
        """
        store = InMemoryStore(index=store_index_config())
        graph = build_graph(checkpointer=InMemorySaver(), store=store)
        ctx = Context(user_id=user, model="offline")
        if replies is not None:
            ctx.confirm_memories = False  # as `strata import` runs a transcript's turns
        for i, text in enumerate(turns):
            said: dict[str, str] = {
                "user_text": text, "now": (self.start + timedelta(
                    days=days[i] if days else 0, minutes=i)).isoformat()}
            if replies is not None:
                said["supplied_reply"] = replies[i]
            out = await graph.ainvoke(said, {"configurable": {"thread_id": "t"}}, context=ctx)
            assert not out.get("errors"), out.get("errors")
        return store

    async def contents(self, turns: list[str], user: str = "probe",
                       replies: list[str] | None = None) -> list[str]:
        """The active memories' contents after the turns (and the replies supplied)."""
        store = await self.said(turns, user, replies)
        return [m.content for m in await list_memories(store, user, "default",
                                                       status="active")]

    async def kept_and_archived(self, turns: list[str],
                                user: str = "probe") -> tuple[list[str], list[str]]:
        """The active and the archived memories' contents after the turns (a supersession)."""
        store = await self.said(turns, user)
        active = await list_memories(store, user, "default", status="active")
        archived = await list_memories(store, user, "default", status="archived")
        return [m.content for m in active], [m.content for m in archived]

    async def profile(self, turns: list[str], user: str = "probe") -> str:
        """The profile's text an hour after the first turn ("" without one)."""
        store = await self.said(turns, user)
        found = await get_profile(store, user, "default", now=self.start + timedelta(hours=1))
        return found.text if found is not None else ""


UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


async def audit_of(graph: SaidGraph, turns: list[str], user: str) -> list[dict[str, object]]:
    """Every audit record of the turns said afresh, ids renamed in order of first appearance."""
    store = await graph.said(turns, user)
    names: dict[str, str] = {}
    records = []
    for record in reversed(await audit.list_decisions(store, user, "default", limit=1000)):
        shown = record.model_dump(mode="json", exclude={"id"})
        text = UUID.sub(lambda m: names.setdefault(m[0], f"id-{len(names) + 1}"),
                        json.dumps(shown, ensure_ascii=False, sort_keys=True))
        records.append(json.loads(text))
    return records


async def everything(store: InMemoryStore) -> str:
    """Every record of the store, as JSON text."""
    out = []
    for space in await store.alist_namespaces(limit=1000):
        out += [json.dumps(item.value, ensure_ascii=False)
                for item in await store.asearch(space, limit=1000)]
    return "\n".join(out)
