"""The cross-topic layer of the candidate pool: global profile, constraints, related topics.

Seed 004 §3.3–3.6: topics are not sealed boxes. Constraints reach every topic named in
their `applies_to` or bordering the current one in the topic graph; 1–2 related topics
lend a few lines of their summary; memories about unrelated domains stay out.
"""

from __future__ import annotations

import asyncio
import json
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from langgraph.store.base import BaseStore

from strata_layered.graph.context import Context
from strata_layered.graph.retrieval.types import (
    ConstraintCandidate,
    MemoryCandidate,
    RelatedTopic,
    TopicLayer,
    TopicSummary,
)
from strata_layered.memory import namespaces as ns
from strata_layered.memory.context.context_builder import ContextItem
from strata_layered.memory.context.scoring import WEIGHTS, Weights, calibrated, memory_score
from strata_layered.memory.gate.labels import label_for
from strata_layered.memory.long_term.profile import get_profile
from strata_layered.memory.store.records import MemoryItem, TopicRecord, load
from strata_layered.memory.topics.domains import detect_domains
from strata_layered.memory.topics.forgetting import says_nothing
from strata_layered.memory.topics.graph import adjacent, neighbours, related_topics
from strata_layered.memory.topics.lifetime import get_topic

PROFILE_SCORE = 0.95
TARGETED_BASE = 0.8
RELATED_TOPIC_SCORE = 0.5
RELATED_SNIPPET_CHARS = 160
# Memories about how to talk to the user hold in every topic.
INTERACTION_TYPES = {"boundary", "conversation_style", "relationship_goal"}
PARSED_TOPICS = 256
"""Stored topic texts kept parsed per process (a topic's text is ~9 KB, most of it its
centroid; a 10,000-turn user has ~14 active topics, one rewritten each turn)."""


async def gather_topic_layer(
    store: BaseStore, ctx: Context, *, topic: TopicSummary | None, query: str,
    now: datetime | None = None, current: TopicRecord | None = None,
) -> TopicLayer:
    """Profile, constraints and related topics for the current topic (`current`: its record)."""
    domain = (topic["domain"] if topic else None) or next(iter(detect_domains(query)), None)

    async def bordering() -> tuple[dict[str, float], TopicRecord | None, list[TopicRecord]]:
        """The domain's neighbours, then the current topic and the bordering ones.

        Related topics need a current topic with a domain that has neighbours; only
        topics of those neighbouring domains can be picked, so only those are read —
        beside the profile's second read, not after it.
        """
        weights = await neighbours(store, ctx.user_id, ctx.agent_id, domain) if domain else {}
        if not (topic and topic.get("domain") and weights):
            return weights, None, []
        if current is not None and current.id == topic["id"]:
            return weights, current, await _bordering_topics(store, ctx, weights)
        record, active = await asyncio.gather(
            get_topic(store, ctx.user_id, ctx.agent_id, topic["id"]),
            _bordering_topics(store, ctx, weights))
        return weights, record, active

    profile, constraint_items, (weights, current, active) = await asyncio.gather(
        get_profile(store, ctx.user_id, ctx.agent_id, now=now),
        # Ranked by the query only when no topic is known (see constraint_score): a
        # plain listing is cheaper than a vector search.
        store.asearch(ns.memories(ctx.user_id, ctx.agent_id), query=None if domain else query,
                      filter={"scope": "constraint", "status": "active"}, limit=200),
        bordering(),
    )
    allowed = sorted({domain, *adjacent(weights)}) if domain else []
    constraints: list[ConstraintCandidate] = []
    for item in constraint_items:
        memory = load(MemoryItem, item.value)
        if memory is not None and applies(memory, allowed):
            constraints.append({"id": memory.id, "content": memory.content,
                                "applies_to": memory.applies_to,
                                "targeted": bool(allowed and memory.applies_to),
                                "similarity": item.score,
                                "updated_at": memory.updated_at.isoformat(),
                                "confidence": memory.confidence,
                                "importance": memory.importance,
                                "conversation": memory.source.conversation,
                                "message_id": memory.source.message_id})
    related: list[RelatedTopic] = [
        {"id": t.id, "name": t.name, "domain": t.domain, "weight": w,
         "summary": t.summary[-RELATED_SNIPPET_CHARS:]}
        for t, w in related_topics(current, active, weights)
    ]
    return {"domain": domain, "allowed_domains": allowed,
            "profile": profile.text if profile else "", "constraints": constraints,
            "related_topics": related}


async def _bordering_topics(store: BaseStore, ctx: Context, weights: dict[str, float]
                            ) -> list[TopicRecord]:
    """Active topics of the bordering domains, grouped by domain in name order.

    One listing of the active topics, split by domain here, instead of one per bordering
    domain: each of those scanned every topic's JSON (its 384-float centroid included)
    twice in SQLite, 2–5 listings a turn. Within a domain the listing's order (newest
    write first) is kept; only the bordering domains' topics are validated. Where the
    store lists stored texts (SQLite), each text is parsed and validated once per process
    (`_StoredTopic`): a turn rewrites one topic, and the others are the texts read before.
    """
    listed = getattr(store, "asearch_texts", None)
    namespace = ns.topics(ctx.user_id, ctx.agent_id)
    texts = await listed(namespace, filter={"status": "active"},
                         limit=10_000) if listed is not None else None
    by_domain: dict[str, list[TopicRecord | None]] = {d: [] for d in sorted(weights)}
    if texts is not None:
        for text in texts:
            stored = _stored_topic(text)
            if isinstance(stored.domain, str) and stored.domain in by_domain:
                by_domain[stored.domain].append(stored.record())
    else:
        for hit in await store.asearch(namespace, filter={"status": "active"}, limit=10_000):
            domain = hit.value.get("domain")
            if isinstance(domain, str) and domain in by_domain:
                by_domain[domain].append(load(TopicRecord, hit.value))
    return [t for records in by_domain.values() for t in records if t]


class _StoredTopic:
    """A stored topic's text, parsed: its domain as written, validated when first asked.

    A record is a function of its text, so a changed topic is a new text, parsed anew, and
    nothing needs invalidating. Records are shared between turns: read them, never change
    them (the layer only reads the related topics' fields).
    """

    __slots__ = ("_record", "_value", "domain")

    def __init__(self, value: dict[str, Any]) -> None:
        self.domain: object = value.get("domain")
        self._value: dict[str, Any] | None = value
        self._record: TopicRecord | None = None

    def record(self) -> TopicRecord | None:
        """The validated record (a text that does not validate raises each time, as before)."""
        if self._value is not None:
            self._record, self._value = load(TopicRecord, self._value), None
        return self._record


@lru_cache(maxsize=PARSED_TOPICS)
def _stored_topic(text: str | bytes) -> _StoredTopic:
    return _StoredTopic(json.loads(text))


def applies(memory: MemoryItem, allowed: list[str]) -> bool:
    """A constraint reaches the current topic when its applies_to meets the allowed set."""
    return not allowed or not memory.applies_to or bool(set(memory.applies_to) & set(allowed))


def memory_in_scope(memory: MemoryCandidate, allowed: list[str]) -> bool:
    """Keep memories about how to talk to the user, and those of related domains."""
    if not allowed or memory["memory_type"] in INTERACTION_TYPES:
        return True
    domains = detect_domains(memory["content"])
    return not domains or bool(set(domains) & set(allowed))


def constraint_score(c: ConstraintCandidate, weights: Weights, now: datetime) -> float:
    """A constraint aimed at the current topic ranks near the top, whatever the query.

    With no topic to aim at (no domain known), every constraint is a candidate: it
    then competes as a memory does, by relevance, with the constraint bonus.
    """
    if c.get("targeted", True):
        return round(TARGETED_BASE + 0.02 * c["importance"], 4)
    updated = c.get("updated_at")
    return memory_score(similarity=calibrated(c.get("similarity")), importance=c["importance"],
                        confidence=c["confidence"], weights=weights, constraint=True, now=now,
                        updated_at=datetime.fromisoformat(updated) if updated else now)


def topic_layer_items(layer: TopicLayer, weights: Weights | None = None,
                      now: datetime | None = None) -> list[ContextItem]:
    """Profile, constraints and related-topic snippets as context candidates."""
    weights = weights or WEIGHTS["general"]
    now = now or datetime.now(UTC)
    items: list[ContextItem] = []
    if layer.get("profile"):
        items.append(ContextItem(section="profile", text=layer["profile"], score=PROFILE_SCORE,
                                 source={"kind": "profile"}))
    for c in layer.get("constraints", []):
        items.append(ContextItem(
            section="constraints",
            text=f"[{label_for('important_fact', c['content'])}] {c['content']}",
            score=constraint_score(c, weights, now),
            source={"kind": "memory", "memory_id": c["id"], "scope": "constraint",
                    "applies_to": c["applies_to"], "conversation": c["conversation"],
                    "message_id": c["message_id"]},
        ))
    for t in layer.get("related_topics", []):
        if says_nothing(t["summary"]):
            continue  # "About recipe: ": a head with no point tells the model nothing
        items.append(ContextItem(
            section="related_topics", text=f"[{t['domain']}·{t['name']}] {t['summary']}",
            score=round(RELATED_TOPIC_SCORE * (0.5 + t["weight"] / 2), 4),
            source={"kind": "topic", "topic": t["id"], "edge_weight": t["weight"]},
        ))
    return items
