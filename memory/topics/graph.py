"""The topic graph (seed 004 §3.6): preset domain edges plus edges learned from use."""

from __future__ import annotations

from datetime import datetime

from langgraph.store.base import BaseStore, PutOp

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.records import EdgeRecord, TopicRecord, dump, load
from strata_layered.memory.topics.domains import preset_neighbours

LEARN_STEP = 0.05
MAX_LEARNED = 0.8
ADJACENT = 0.3
RELATED_TOPICS = 2


def edge_key(a: str, b: str) -> str:
    """One key per unordered pair."""
    return ns.encode_label("|".join(sorted((a, b))), what="edge")


async def neighbours(store: BaseStore, user: str, agent: str, domain: str) -> dict[str, float]:
    """Domains bordering `domain`: presets, raised by what was learned."""
    out = dict(preset_neighbours(domain))
    for item in await store.asearch(ns.topic_graph(user, agent), limit=500):
        edge = load(EdgeRecord, item.value)
        if edge is None or domain not in (edge.a, edge.b):
            continue
        other = edge.b if edge.a == domain else edge.a
        out[other] = max(out.get(other, 0.0), edge.weight)
    return out


def adjacent(weights: dict[str, float]) -> set[str]:
    """Domains close enough to share constraints and memories."""
    return {d for d, w in weights.items() if w >= ADJACENT}


async def strengthen(
    store: BaseStore, user: str, agent: str, domain: str, others: set[str], *, now: datetime
) -> None:
    """Retrievals co-occurred across domains: raise those edges a little (one batch)."""
    ops = []
    for other in sorted(others - {domain}):
        key = edge_key(domain, other)
        item = await store.aget(ns.topic_graph(user, agent), key)
        edge = load(EdgeRecord, item.value) if item else None
        edge = edge or EdgeRecord(a=min(domain, other), b=max(domain, other), updated_at=now)
        edge.weight = min(MAX_LEARNED, edge.weight + LEARN_STEP)
        edge.updated_at = now
        ops.append(PutOp(ns.topic_graph(user, agent), key, dump(edge), index=False))
    if ops:
        await store.abatch(ops)


def related_topics(
    current: TopicRecord | None, topics: list[TopicRecord], weights: dict[str, float]
) -> list[tuple[TopicRecord, float]]:
    """The 1–2 most related other topics, by the weight of their domain's edge."""
    if current is None or not current.domain:
        return []
    scored = [
        (t, weights[t.domain]) for t in topics
        if t.id != current.id and t.domain in weights and t.summary and t.status == "active"
    ]
    scored.sort(key=lambda x: (-x[1], -x[0].last_active.timestamp()))
    return scored[:RELATED_TOPICS]
