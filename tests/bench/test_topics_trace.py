"""`python -m bench topics-trace` (bench/topics/trace.py): how a boundary is classed."""

from __future__ import annotations

from typing import Any

from bench.topics.routing_set import RoutingRow
from bench.topics.trace import Traced, classify
from strata_layered.memory.topics.boundary import FEATURES
from strata_layered.memory.topics.routing import RouteResult


def _traced(conversation: str, seq: int, gold: str, topic: str, **flags: float) -> Traced:
    figures: dict[str, Any] = dict.fromkeys(FEATURES, 0.0)
    figures.update({"rule_stay": 1.0, **flags})
    row = RoutingRow(conversation=conversation, seq=seq, text="x", topic=gold, lang="zh")
    return Traced(row, "s", topic, RouteResult(None, None, False, []), figures)


def test_boundaries_are_classed_against_the_previous_message_of_the_conversation() -> None:
    traced = [
        _traced("c1", 1, "a", "T1", rule_new=1.0, rule_stay=0.0),
        _traced("c1", 2, "a", "T1"),
        _traced("c1", 3, "b", "T1"),  # the gold topic changed, routing stayed
        _traced("c1", 4, "b", "T2", foreign_domain=1.0, rule_stay=0.0, rule_new=1.0),
        _traced("c2", 1, "a", "T3", rule_new=1.0, rule_stay=0.0),  # an old subject, a new topic
        _traced("c2", 2, "b", "T2", replying=1.0, rule_stay=0.0, rule_join=1.0),
    ]
    classify(traced)
    assert [t.kind for t in traced] == [
        "opener, gold new → routed new",
        "stay, both",
        "missed switch, kept on continuity or by a follow-up row",
        "needless split, foreign domain",
        "opener, gold old → routed new",
        "return to an earlier topic",
    ]
