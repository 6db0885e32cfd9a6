"""A topic's summary and name after each turn (topic summary v1 [beyond], seed 004 §3)."""

from __future__ import annotations

from collections import Counter
from datetime import datetime

from langgraph.store.base import BaseStore

from strata_layered.memory import namespaces as ns
from strata_layered.memory.sensitive import redact
from strata_layered.memory.store.records import TopicRecord, dump
from strata_layered.memory.text.text import has_cjk
from strata_layered.memory.topics.forgetting import FORGOTTEN, TOPIC_HEAD
from strata_layered.memory.topics.kinds import keeps_kind_name
from strata_layered.memory.topics.lifetime import read_topic
from strata_layered.memory.topics.naming import (
    recurring_name,
    renamed_summary,
    summary_points,
    topic_name,
    topic_summary,
)
from strata_layered.memory.topics.phrases import counted_phrases, named_subject, phrase_name
from strata_layered.memory.topics.whole_name import counted, whole_name

TOPICS_READ = 2000


async def refresh_topic_summary(
    store: BaseStore, user: str, agent: str, topic_id: str, *, user_text: str, reply: str,
    now: datetime,
) -> TopicRecord | None:
    """Topic summary v1 [beyond]: what the topic is about, then what the user said of it.

    The assistant's reply and the chatter around the facts are left out (naming.py), so
    the summary reads as the topic's subject, not as the last 600 characters of talk.
    """
    stored, topic = await read_topic(store, user, agent, topic_id)  # record and count at once
    if stored is None or topic is None:
        return None
    text = redact(user_text)
    before = topic.summary
    topic.summary = topic_summary(topic.name, before, text)
    added = [p for p in summary_points(text) if p in topic.summary and p not in before]
    if added and not has_cjk(topic.summary):
        topic.point_words = counted(topic.point_words, added)
        topic.point_phrases = counted_phrases(topic.point_phrases, added)
    # An English topic is named by what it keeps saying once that is known: the phrase of
    # everything said in it whose words weigh most, by how rare among the user's topics
    # (phrases.py; whole_name.py for a topic counted before phrases were), else what its
    # summary's points repeat (naming.py).
    better = recurring_name(topic.summary)
    if topic.point_words and not has_cjk(topic.summary):
        others = await _others_saying(store, user, agent, topic.id)
        better = named_subject(phrase_name(topic.point_phrases, topic.point_words, *others)
                               if topic.point_phrases else whole_name(topic.point_words, *others),
                               topic.summary.split("; ")) or better
    if not better and topic.name in FORGOTTEN.values() and topic.summary != before:
        # a topic whose every point was taken back, said to again: named by what it now says
        better = topic_name(TOPIC_HEAD.sub("", topic.summary), fallback_chars=24)
    if better and better != topic.name and not keeps_kind_name(
            topic.name, bool(topic.merged_from), topic.summary):  # pets, not dogs: names40b
        topic.summary = renamed_summary(topic.summary, topic.name, better)
        topic.name = better
    if now > topic.last_active:
        topic.last_active, topic.idle_since = now, now.timestamp()
    # Routing wrote the topic a moment ago: a turn that adds nothing to what it says (no
    # new point, same name, same count) leaves the record as it is, ~9 KB not written.
    if (value := dump(topic)) != stored:
        await store.aput(ns.topics(user, agent), topic.id, value, index=False)
    return topic


async def _others_saying(store: BaseStore, user: str, agent: str, topic_id: str
                         ) -> tuple[Counter[str], int]:
    """For each marker, how many of the user's other topics said it; and how many there are."""
    hits = await store.asearch(ns.topics(user, agent), limit=TOPICS_READ)
    saying: Counter[str] = Counter()
    others = 0
    for hit in hits:
        if hit.key != topic_id:
            others += 1
            saying.update(set(hit.value.get("markers") or ()))
    return saying, others
