"""The mid-term lifetime of topics (seed 004 §2.3): archived when idle, read back with counts.

A topic idle past the TTL is archived with a compressed summary, never deleted (routing may
revive it; a one-message one is folded into the topic it belongs to: merging.py). Reading a
topic gives its message count from the coordination counters, which concurrent routes
increment, not only what its record last said.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from langgraph.store.base import BaseStore, SearchItem

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.coordination import coordination_for, read_with_count
from strata_layered.memory.store.records import TopicRecord, dump, load
from strata_layered.memory.topics.naming import compressed_summary
from strata_layered.memory.topics.representation import TOPICS_READ, topic_counter

ARCHIVED_SUMMARY_CHARS = 200


IDLE_READ = 1000
"""Topics archived at most in one turn."""


async def archive_listed(store: BaseStore, user: str, agent: str, *, now: datetime,
                         ttl_days: int) -> tuple[set[str], list[SearchItem] | None]:
    """Every topic listed once, and those idle past the TTL among them archived.

    Returns the ids archived, and the listing while it still says what is stored: None
    when a topic was archived (its status, summary and place in the order changed: read
    anew). One round trip where the idle ones were searched for, then every topic listed.
    """
    listed = await store.asearch(ns.topics(user, agent), limit=TOPICS_READ)
    archived = await archive_idle_topics(store, user, agent, now=now, ttl_days=ttl_days,
                                         listed=listed if len(listed) < TOPICS_READ else None)
    return archived, None if archived else listed


async def archive_idle_topics(
    store: BaseStore, user: str, agent: str, *, now: datetime, ttl_days: int,
    listed: list[SearchItem] | None = None,
) -> set[str]:
    """Archive topics idle past the TTL, with a compressed summary — never delete them.

    Returns the ids archived. `listed`: every topic of the user, the idle ones picked
    from it as the store's filter picks them (no idle time stored: not idle).
    """
    cutoff = (now - timedelta(days=ttl_days)).timestamp()
    hits = await store.asearch(ns.topics(user, agent),
                               filter={"status": "active", "idle_since": {"$lt": cutoff}},
                               limit=IDLE_READ) if listed is None else [
        hit for hit in listed if hit.value.get("status") == "active"
        and isinstance(idle := hit.value.get("idle_since"), int | float)
        and not isinstance(idle, bool) and idle < cutoff][:IDLE_READ]
    for hit in hits:
        topic = load(TopicRecord, hit.value)
        if topic is None:
            continue
        topic.status = "archived"
        topic.summary = compressed_summary(topic.summary, ARCHIVED_SUMMARY_CHARS)
        # Its content (what it is found by) is unchanged: the vector stays.
        await store.aput(ns.topics(user, agent), topic.id, dump(topic), index=False)
    return {hit.key for hit in hits}


async def with_counts(store: BaseStore, user: str, agent: str,
                      topics: list[TopicRecord]) -> list[TopicRecord]:
    """The topics with their message counts raised to what the counters say."""
    counts = await coordination_for(store).values(
        topic_counter(user, agent, t.id) for t in topics)
    for topic in topics:
        topic.message_count = max(topic.message_count,
                                  counts[topic_counter(user, agent, topic.id)])
    return topics


async def get_topic(store: BaseStore, user: str, agent: str, topic_id: str) -> TopicRecord | None:
    """One topic by id, its count raised to what the counter says."""
    return (await read_topic(store, user, agent, topic_id))[1]


async def read_topic(store: BaseStore, user: str, agent: str, topic_id: str
                     ) -> tuple[dict[str, Any] | None, TopicRecord | None]:
    """A topic's stored value, and its record with the count raised to what the counter says.

    The record and its counter are asked for together on a database (`read_with_count`).
    """
    try:
        key = topic_counter(user, agent, topic_id)
    except ns.InvalidId:  # no counter under such an id: the record alone, as before
        item = await store.aget(ns.topics(user, agent), topic_id)
        found = load(TopicRecord, item.value) if item else None
        return (item.value if item else None,
                (await with_counts(store, user, agent, [found]))[0] if found else None)
    item, count = await read_with_count(store, store.aget(ns.topics(user, agent), topic_id),
                                        key)
    topic = load(TopicRecord, item.value) if item else None
    if topic is not None and count is not None:
        topic.message_count = max(topic.message_count, count)
    return (item.value if item else None), topic


async def list_topics(
    store: BaseStore, user: str, agent: str, *, status: str | None = None
) -> list[TopicRecord]:
    """Every topic of (user, agent) (or those with `status`), most recently active first."""
    items = await store.asearch(ns.topics(user, agent), limit=10_000,
                                filter={"status": status} if status else None)
    topics = [t for i in items if (t := load(TopicRecord, i.value)) is not None]
    return sorted(await with_counts(store, user, agent, topics), key=lambda t: t.last_active,
                  reverse=True)
