"""Topic routing v1 (seed 004 §3.2): nearest topic by embedding, else a new topic."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from langgraph.store.base import BaseStore

from memory import namespaces as ns
from memory.records import TopicRecord, dump, load, new_key
from memory.sensitive import redact

TOPIC_CANDIDATES = 3
TOPIC_NAME_CHARS = 24
TOPIC_TEXT_CHARS = 600


@dataclass
class RouteResult:
    """The topic a message was routed to."""

    topic: TopicRecord
    score: float | None
    created: bool
    candidates: list[tuple[str, float | None]]


async def route_message(
    store: BaseStore,
    user: str,
    agent: str,
    text: str,
    *,
    threshold: float,
    now: datetime,
) -> RouteResult:
    """Top-3 active topics by cosine; below `threshold` (or none) opens a new topic."""
    clean = redact(text)  # topic names reach prompts and the index: no secrets in them
    hits = await store.asearch(
        ns.topics(user, agent), query=text, filter={"status": "active"}, limit=TOPIC_CANDIDATES
    )
    scored = [(t, h.score) for h in hits if (t := load(TopicRecord, h.value)) is not None]
    candidates = [(t.id, s) for t, s in scored]
    if scored and scored[0][1] is not None and scored[0][1] >= threshold:
        topic, score = scored[0]
        topic.message_count += 1
        topic.last_active = now
        # A topic is found by its latest message: the message was just embedded for the
        # search, so re-indexing costs no second embedding on the hot path.
        topic.content = clean[:TOPIC_TEXT_CHARS]
        await store.aput(ns.topics(user, agent), topic.id, dump(topic))
        return RouteResult(topic, score, False, candidates)
    topic = TopicRecord(
        id=new_key(), name=clean[:TOPIC_NAME_CHARS], content=clean[:TOPIC_TEXT_CHARS],
        message_count=1, created_at=now, last_active=now,
    )
    await store.aput(ns.topics(user, agent), topic.id, dump(topic))
    best = scored[0][1] if scored else None
    return RouteResult(topic, best, True, candidates)


async def get_topic(store: BaseStore, user: str, agent: str, topic_id: str) -> TopicRecord | None:
    """One topic by id."""
    item = await store.aget(ns.topics(user, agent), topic_id)
    return load(TopicRecord, item.value) if item else None


async def peek_topic(
    store: BaseStore, user: str, agent: str, text: str, *, threshold: float
) -> tuple[str | None, bool]:
    """Where `route_message` would send the text, without writing: (topic id, is new)."""
    hits = await store.asearch(
        ns.topics(user, agent), query=text, filter={"status": "active"}, limit=1
    )
    if hits and hits[0].score is not None and hits[0].score >= threshold:
        return hits[0].key, False
    return None, True
