"""The model's word on an unsure routing, applied after the reply [beyond seed 004 §3.2].

Seed 004 §3.2 asks the model when the rules are unsure. Asking before the reply made a slow
endpoint delay the reply's first token, and its "none of these" answer was ignored. Now the
rules file the message at once (memory/topics/segmenting.py marks the unsure cases: a
tentative topic, a near tie) and the model's answer, given after the reply, corrects the
filing:

- "none of these" (a new topic): a message the rules put in an existing topic moves to a
  topic of its own; a tentative topic they opened is confirmed;
- another candidate: the message moves there; a topic opened for it alone is folded in;
- the topic the rules chose: a tentative topic is confirmed, nothing else changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from langgraph.store.base import BaseStore

from strata_layered.memory import namespaces as ns
from strata_layered.memory.sensitive import redact
from strata_layered.memory.store.records import TopicRecord, dump, new_key
from strata_layered.memory.topics.chatter import subject_part
from strata_layered.memory.topics.forgetting import markers
from strata_layered.memory.topics.lifetime import get_topic
from strata_layered.memory.topics.naming import topic_name
from strata_layered.memory.topics.representation import (
    Embed,
    add_message,
    count_message,
    embedder,
    fold_topic,
    unit,
    vectors_in,
)
from strata_layered.memory.topics.routing import TOPIC_NAME_CHARS, TOPIC_TEXT_CHARS


@dataclass(frozen=True)
class Correction:
    """What the model's answer changed: the message's topic now, and the topic it left."""

    topic_id: str
    moved_from: str | None = None
    """The topic the message was taken out of (its log entry is relabelled)."""
    folded: bool = False
    """The topic it left was opened for it alone and was folded into `topic_id`."""


async def apply_topic_answer(
    store: BaseStore, user: str, agent: str, *, text: str, filed: str, candidates: list[str],
    answer: str | None, now: datetime, model: str | None = None, embed: Embed | None = None,
) -> Correction:
    """Correct the filing of the message in topic `filed` by the model's `answer`.

    `answer` is a candidate id or None ("none of these": a topic of its own); an id outside
    `candidates` is ignored, so a model cannot move a message into a topic it was not shown.
    """
    text = subject_part(text)  # what routing embedded and marked, so the same vector comes out
    topic = await get_topic(store, user, agent, filed)
    if topic is None or (answer is not None and answer not in candidates):
        return Correction(filed)
    opened_for_it = topic.message_count <= 1
    if answer == filed or (answer is None and opened_for_it):
        if topic.tentative_of:
            topic.tentative_of = None
            await store.aput(ns.topics(user, agent), topic.id, dump(topic), index=False)
        return Correction(filed)
    if answer is not None and opened_for_it:
        target = await get_topic(store, user, agent, answer)
        if target is None:
            return Correction(filed)
        await fold_topic(store, user, agent, topic, target)
        return Correction(answer, moved_from=filed, folded=True)
    vector = unit(await embedder(store, embed)(text))
    clean = redact(text)
    await _take_out(store, user, agent, topic, vector)
    if answer is None:
        target = TopicRecord(
            id=new_key(), name=topic_name(clean, fallback_chars=TOPIC_NAME_CHARS),
            content=clean[:TOPIC_TEXT_CHARS], created_at=now, last_active=now,
            idle_since=now.timestamp(), embedding_model=model)
    else:
        found = await get_topic(store, user, agent, answer)
        if found is None:
            return Correction(filed)
        target = found
    add_message(target, vector, markers(clean))
    target.status, target.last_active, target.idle_since = "active", now, now.timestamp()
    target.message_count = await count_message(store, user, agent, target.id)
    await store.aput(ns.topics(user, agent), target.id, dump(target))
    return Correction(target.id, moved_from=filed)


async def _take_out(store: BaseStore, user: str, agent: str, topic: TopicRecord,
                    vector: list[float]) -> None:
    """The message leaves the topic's centroid and count.

    Its markers stay: the topic's other messages may have said them too.
    """
    if topic.vector_sum:
        topic.vector_count = max(0.0, vectors_in(topic) - 1.0)
        topic.vector_sum = [a - b for a, b in zip(topic.vector_sum, vector, strict=True)]
    topic.last_vector = []  # it may be the message that left: no stale last message
    topic.message_count = await count_message(store, user, agent, topic.id, -1)
    await store.aput(ns.topics(user, agent), topic.id, dump(topic), index=False)
