"""A turn supplied without a reply (an import's line, an app's message alone) is judged at once.

In chat, seed 003 judges a complete turn and a message whose reply failed waits for the next
(tests/unit/test_nodes_gate.py); a caller that supplied the turn has no reply to come.
"""

from __future__ import annotations

from langgraph.store.memory import InMemoryStore

from strata_layered.memory.store.audit import list_decisions
from strata_layered.nodes.gate_candidate import gate_candidate
from tests.support.node_calls import AGENT, USER, runtime, turn


async def test_a_supplied_turn_without_a_reply_is_judged_at_once() -> None:
    """An import's line or an app's message alone: no reply is coming, so nothing waits."""
    store = InMemoryStore()
    state = turn("记住，我不喜欢被催促", reply="", reply_supplied=True)
    out = await gate_candidate(state, runtime(store))
    assert out["gate"]["should_extract"] and "carried" not in out
    state = turn("哈哈哈", reply="", reply_supplied=True)
    out = await gate_candidate(state, runtime(store))
    assert out["gate"]["category"] == "small_talk"  # judged, and audited as skipped
    assert [d.decision for d in await list_decisions(store, USER, AGENT)] == ["skipped"]


