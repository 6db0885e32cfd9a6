"""A topic's running representation: the vectors and markers routing compares with.

A topic keeps the sum of its messages' unit vectors (its centroid) and the markers (content
words, Chinese bigrams) they said, on its record (`vector_sum`, `markers`); its message
count is an atomic counter (processes may route at once).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from langgraph.store.base import BaseStore, SearchItem

from strata_layered.memory import namespaces as ns
from strata_layered.memory.long_term.memories import list_memories, put_memory
from strata_layered.memory.store.coordination import coordination_for, counter_key
from strata_layered.memory.store.records import TopicRecord, dump, load, made_by
from strata_layered.memory.topics.forgetting import markers
from strata_layered.memory.topics.segmenting import TopicView

TOPIC_MARKERS = 400
"""Markers a topic keeps (the latest): enough for its subject, bounded in size."""
TOPICS_READ = 2000
"""Topics of (user, agent) routing compares with, active and archived."""

Embed = Callable[[str], Awaitable[list[float]]]
"""A text's vector (the store's embeddings unless the caller gives its own)."""


def embedder(store: BaseStore, embed: Embed | None) -> Embed:
    """`embed`, else the store's own embeddings; a store without an index cannot route."""
    if embed is not None:
        return embed
    embeddings = getattr(store, "embeddings", None)
    if embeddings is None:
        raise ValueError("topic routing needs embeddings: pass `embed` or a store with an index")
    return embeddings.aembed_query  # type: ignore[no-any-return]


def unit(vector: list[float]) -> list[float]:
    """The vector scaled to length 1 (a zero vector stays as it is)."""
    norm = sum(x * x for x in vector) ** 0.5
    return [x / norm for x in vector] if norm else vector


def view(topic: TopicRecord) -> TopicView:
    """What segmenting compares a message with."""
    return TopicView(topic.id, topic.vector_sum, frozenset(topic.markers), vectors_in(topic))


def vectors_in(topic: TopicRecord) -> float:
    """How many vectors the topic's sum holds.

    A sum from before they were counted: its length, the least count a sum of unit vectors
    that long can have.
    """
    if topic.vector_count > 0:
        return topic.vector_count
    return max(1.0, sum(x * x for x in topic.vector_sum) ** 0.5)


async def read_topics(store: BaseStore, user: str, agent: str, model: str | None, embed: Embed,
                      listed: list[SearchItem] | None = None) -> list[TopicRecord]:
    """Every topic routing may pick; one from before centroids is given its content's vector.

    `listed`: the topics as this turn already listed them (`lifetime.archive_listed`).
    """
    hits = listed if listed is not None else await store.asearch(ns.topics(user, agent),
                                                                 limit=TOPICS_READ)
    topics = [t for h in hits if (t := load(TopicRecord, h.value)) is not None
              and made_by(t.embedding_model, model)]
    for topic in topics:
        if not topic.vector_sum:
            topic.vector_sum = unit(await embed(topic.content or topic.name))
            topic.vector_count = 1.0
            # A re-derived topic keeps the markers of all its messages
            # (memory/forgetting/derived.py).
            topic.markers = topic.markers or sorted(markers(f"{topic.name} {topic.content}"))
    return topics


def add_message(topic: TopicRecord, vector: list[float], marks: frozenset[str],
                decay: float = 1.0, *, keep_last: bool = True) -> None:
    """The message joins the topic's running representation (the old part × `decay`).

    `keep_last`: the message's vector is kept as the topic's last (the learned router's
    feature); otherwise the topic keeps none, rather than a stale one.
    """
    topic.vector_count = decay * vectors_in(topic) + 1.0 if topic.vector_sum else 1.0
    topic.vector_sum = ([decay * a + b for a, b in zip(topic.vector_sum, vector, strict=True)]
                        if topic.vector_sum else list(vector))
    kept = [m for m in topic.markers if m not in marks]
    topic.markers = [*kept, *sorted(marks)][-TOPIC_MARKERS:]
    topic.last_vector = list(vector) if keep_last else []


def topic_counter(user: str, agent: str, topic: str) -> str:
    """The counter of a topic's messages."""
    return counter_key(user, agent, "topic", topic)


async def count_message(store: BaseStore, user: str, agent: str, topic: str,
                        delta: int = 1) -> int:
    """One more (or `delta` more) message in the topic, counted atomically."""
    return await coordination_for(store).add(topic_counter(user, agent, topic), delta)


async def fold_topic(store: BaseStore, user: str, agent: str, tentative: TopicRecord,
                     previous: TopicRecord) -> TopicRecord:
    """The tentative topic's messages go back to the previous topic; it is deleted."""
    previous.vector_count = vectors_in(previous) + vectors_in(tentative)
    previous.vector_sum = [a + b for a, b in zip(previous.vector_sum, tentative.vector_sum,
                                                 strict=True)]
    previous.markers = [*[m for m in previous.markers if m not in tentative.markers],
                        *tentative.markers][-TOPIC_MARKERS:]
    previous.status = "active"
    counter = topic_counter(user, agent, tentative.id)
    moved = (await coordination_for(store).values([counter]))[counter]
    if moved:
        previous.message_count = await count_message(store, user, agent, previous.id, moved)
    await coordination_for(store).forget(counter)
    await move_memories(store, user, agent, tentative.id, previous.id)
    await store.adelete(ns.topics(user, agent), tentative.id)
    await store.aput(ns.topics(user, agent), previous.id, dump(previous), index=False)
    return previous


async def move_memories(store: BaseStore, user: str, agent: str, old: str, new: str, *,
                        message_id: str | None = None) -> int:
    """Memories filed in topic `old` (said in one message, if named) are filed in `new`.

    A topic folded back or a message moved by the model takes its memories along, so a
    search within a topic still finds them; how many moved.
    """
    moved = 0
    for memory in await list_memories(store, user, agent):
        if memory.topic == old and message_id in (None, memory.source.message_id):
            memory.topic = new
            await put_memory(store, memory, reindex=False)
            moved += 1
    return moved
