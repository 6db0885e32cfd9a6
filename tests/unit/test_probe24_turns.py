"""What a new user says to a companion, through the real graph (issue 24, probe24)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.memories import list_memories

T0 = datetime(2026, 12, 3, 9, 0, tzinfo=UTC)


async def _contents(turns: list[str], user: str = "probe") -> list[str]:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id=user, model="offline")
    for i, text in enumerate(turns):
        out = await graph.ainvoke(
            {"user_text": text, "now": (T0 + timedelta(minutes=i)).isoformat()},
            {"configurable": {"thread_id": "t"}}, context=ctx)
        assert not out.get("errors"), out.get("errors")
    return [m.content for m in await list_memories(store, user, ctx.agent_id, status="active")]


async def test_a_job_left_and_a_shop_opened_are_kept_without_the_correction_cue() -> None:
    kept = await _contents(["我在一家银行上班。",
                            "不对，我上个月已经辞职了，现在自己开了个咖啡店。"])
    assert "2026年11月已经辞职了，现在自己开了个咖啡店" in kept, kept
