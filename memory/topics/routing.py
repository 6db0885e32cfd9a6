"""Topic routing (seed 004 §3.2) and the mid-term lifetime of topics (§2.3).

The decision is memory/topics/segmenting.py's: a message stays in the conversation's current
topic until a shift cue or a better topic says otherwise, joins (or goes back to, reviving
an archived one) the best other topic above the join threshold, else opens a topic. Topics
are compared by their running representation (centroid + markers), kept on the record. A
topic opened without a cue is tentative and folded back when the next message says so.
A topic archived now (idle past the TTL) that never gathered a second message is folded
into the topic it belongs to (merging.py). The model is never awaited here:
`RouteResult.unsure` says when it should be asked, after the reply (`recheck_topic`).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from datetime import datetime

from langgraph.store.base import BaseStore

from strata_layered.memory import namespaces as ns
from strata_layered.memory.sensitive import redact
from strata_layered.memory.store.records import TopicRecord, dump, new_key
from strata_layered.memory.text.text import has_cjk
from strata_layered.memory.topics.boundary import active_model, corrected, tracing
from strata_layered.memory.topics.calibration import prior_vector
from strata_layered.memory.topics.chatter import answers_assistant, content_free, subject_part
from strata_layered.memory.topics.domains import detect_domains
from strata_layered.memory.topics.forgetting import markers
from strata_layered.memory.topics.lifetime import archive_listed, get_topic
from strata_layered.memory.topics.merging import merge_closed
from strata_layered.memory.topics.naming import (
    names_no_subject,
    renamed_summary,
    subject_name,
    subject_text,
    topic_name,
)
from strata_layered.memory.topics.representation import (
    Embed,
    add_message,
    count_message,
    embedder,
    fold_topic,
    read_topics,
    topic_counter,
    unit,
    view,
)
from strata_layered.memory.topics.segmenting import (
    Decision,
    RoutingSettings,
    decide,
    settings_for,
    should_fold,
    user_center,
)
from strata_layered.memory.topics.signals import read_signals, topic_domains

__all__ = ["Embed", "topic_counter"]  # re-exported: callers import them from routing

TOPIC_CANDIDATES = 3
TOPIC_NAME_CHARS = 24
TOPIC_TEXT_CHARS = 600


@dataclass
class RouteResult:
    """The topic a message was routed to."""

    topic: TopicRecord | None
    """None for a content-free message with no current topic to stay in."""
    score: float | None
    created: bool
    candidates: list[tuple[str, float]]
    revived: bool = False
    content_free: str | None = None
    """The chatter row (memory/topics/chatter.py) that kept the message out of routing."""
    unsure: bool = False
    """The rules could not tell (a tentative new topic, a near tie): ask the model after."""
    folded: tuple[str, str] | None = None
    """(tentative, previous): the first was folded back; its messages belong to the second."""
    merged: list[tuple[str, str]] = field(default_factory=list)
    """(closed, kept): found one topic when the first closed (merging.py); messages moved."""


async def route_message(
    store: BaseStore,
    user: str,
    agent: str,
    text: str,
    *,
    threshold: float | None = None,
    now: datetime,
    current_topic: str | None = None,
    ttl_days: int = 30,
    model: str | None = None,
    embed: Embed | None = None,
    router: str = "rules",
    settings: RoutingSettings | None = None,
) -> RouteResult:
    """Route one message; writes the chosen (or new, or revived) topic.

    `threshold` moves the embedder's calibrated join threshold (segmenting.settings_for);
    `settings` replaces the calibrated ones (`python -m bench topics-calibrate` sweeps them);
    `router` "learned" lets the learned boundary correct the rules (memory/topics/boundary.py).
    A content-free message (greeting, thanks, acknowledgement, one word, a masked secret)
    stays in the current topic and never opens one: with no current topic it gets none.
    """
    if (row := content_free(text)) is not None:
        return await _stay(store, user, agent, current_topic, row, now=now)
    embed = embedder(store, embed)
    replying = answers_assistant(text)
    # What the message is about: without the clauses that only answer the assistant or
    # check in ("你好，今天我又来和你聊天了。最近工作压力有些大" is about work stress).
    text = subject_part(text)
    clean = redact(text)  # topic names reach prompts and the index: no secrets in them
    settings = calibrated = settings or settings_for(model, threshold)
    marks = markers(clean)
    # The domain label is read from what the user says of the subject (naming.py), not
    # from every word of the message: "他喜欢旅游" in a birthday-gift topic is no 旅行.
    named = detect_domains(subject_text(clean))

    async def read_state() -> tuple[dict[str, TopicRecord], set[str], TopicRecord | None,
                                    list[float] | None, list[tuple[str, str]]]:
        archived, listed = await archive_listed(store, user, agent, now=now, ttl_days=ttl_days)
        read = {t.id: t for t in await read_topics(store, user, agent, model, embed, listed)}
        for topic_id in archived & read.keys():
            read[topic_id].status = "archived"
        now_current = found if (found := read.get(current_topic or "")) is not None \
            and found.status == "active" else None
        middle = await _center(calibrated, list(read.values()), embed,
                               resuming=now_current is None)
        # A topic that closed just now may turn out to be another one (merging.py); the
        # merge keeps the vectors' sum, so the center stays as it is.
        return read, archived, now_current, middle, await merge_closed(
            store, user, agent, sorted(archived), read, calibrated, middle)

    # The topics, their lifetime and center need no vector: read while it is made (prefetched).
    made, (topics, archived_now, current, center, merged) = await asyncio.gather(
        embed(text), read_state())
    vector = unit(made)
    # The message's language: its cosines sit at a level of their own (language_shift).
    settings = settings.for_language("zh" if has_cjk(text) else "en")
    # After answering the assistant, a cue may open a later clause ("…我会试试。另外，…").
    signals, follows = read_signals(text, named, topic_domains(current, settings.domains_said),
                                    replying)
    cue = signals.shift_cue or signals.foreign_domain or signals.later_cue
    folded = None
    if current is not None and current.tentative_of:
        previous = topics.get(current.tentative_of)
        if previous is not None and should_fold(vector, marks, cue=cue, tentative=view(current),
                                                previous=view(previous), settings=settings,
                                                center=center):
            folded = (current.id, previous.id)
            current = await fold_topic(store, user, agent, current, previous)
            del topics[folded[0]]
        else:
            current.tentative_of = None  # confirmed by this message
            await store.aput(ns.topics(user, agent), current.id, dump(current), index=False)
    others = [view(t) for t in topics.values() if current is None or t.id != current.id]
    decision = decide(vector, marks, cue=cue, current=view(current) if current else None,
                      others=others, settings=settings, candidates=TOPIC_CANDIDATES, center=center,
                      replying=replying or follows, later=signals.later)
    decision = corrected(decision, vector, marks, text,
                         current=view(current) if current else None,
                         current_last=current.last_vector if current else None,
                         others=others, center=center, settings=settings,
                         signals=signals, router=router)
    if folded is not None and current is not None:
        # The message that folded the aside back belongs where it sent it.
        decision = Decision("stay", current.id, None, scores=decision.scores)
    result = await _file(store, user, agent, decision, topics, clean, vector, marks, named,
                         now=now, model=model, current=current, decay=settings.decay,
                         keep_last=tracing() or active_model(router) is not None)
    result.folded, result.merged = folded, merged
    return result


async def _center(settings: RoutingSettings, topics: list[TopicRecord], embed: Embed, *,
                  resuming: bool) -> list[float] | None:
    """The user's mean vector routing scores against (None: plain cosines).

    Only when a score needs it: centered weight in every score, or a conversation's first
    subject (`resuming`) deciding whether it goes back to an old topic.
    """
    needed = settings.centered_weight or settings.switch_centered is not None or (
        resuming and settings.resume_centered is not None)
    if settings.prior_weight <= 0 or not topics or not needed:
        return None
    return user_center([view(t) for t in topics], await prior_vector(embed),
                       settings.prior_weight)


async def _file(store: BaseStore, user: str, agent: str, decision: Decision,
                topics: dict[str, TopicRecord], clean: str, vector: list[float],
                marks: frozenset[str], named: list[str], *, now: datetime, model: str | None,
                current: TopicRecord | None, decay: float = 1.0,
                keep_last: bool = False) -> RouteResult:
    """Write the decision: the message joins its topic's representation, or opens one.

    `named`: the domains of what the user says of the subject (route_message reads them).
    `keep_last`: keep the message's vector as the topic's last (only the learned router
    reads it; under the rules it would double every topic record read each turn).
    """
    candidates = list(decision.scores)
    if decision.kind == "new":
        topic = TopicRecord(
            id=new_key(), name=topic_name(clean, fallback_chars=TOPIC_NAME_CHARS),
            content=clean[:TOPIC_TEXT_CHARS],
            domain=named[0] if named else None, keywords=named[:5],
            message_count=1, created_at=now, last_active=now, idle_since=now.timestamp(),
            embedding_model=model,
            tentative_of=_tentative_of(decision, current),
        )
        add_message(topic, vector, marks, decay, keep_last=keep_last)
        topic.message_count = await count_message(store, user, agent, topic.id)
        await store.aput(ns.topics(user, agent), topic.id, dump(topic))
        return RouteResult(topic, decision.score, True, candidates, unsure=decision.unsure)
    chosen = topics[decision.topic_id or ""]
    revived = chosen.status == "archived"
    chosen.status = "active"
    add_message(chosen, vector, marks, decay, keep_last=keep_last)
    chosen.message_count = await count_message(store, user, agent, chosen.id)
    chosen.last_active = now
    chosen.idle_since = now.timestamp()
    # A later message names a topic whose opening named no subject, and labels a topic
    # that has no domain with what the user says of it.
    if names_no_subject(chosen.name) and (better := subject_name(clean)):
        chosen.summary = renamed_summary(chosen.summary, chosen.name, better)
        chosen.name = better
    chosen.domain = chosen.domain or (named[0] if named else None)
    chosen.keywords = list(dict.fromkeys([*chosen.keywords, *named]))[:8]
    # The store finds a topic by its latest message (retrieval's topic layer searches it).
    chosen.content = clean[:TOPIC_TEXT_CHARS]
    chosen.embedding_model = model or chosen.embedding_model
    await store.aput(ns.topics(user, agent), chosen.id, dump(chosen))
    return RouteResult(chosen, decision.score, False, candidates, revived,
                       unsure=decision.unsure)


def _tentative_of(decision: Decision, current: TopicRecord | None) -> str | None:
    """The topic a new tentative one may be folded back into.

    The one it left, or for a conversation's first subject the old topic it nearly
    resumed (`resume_fold`).
    """
    if not decision.tentative:
        return None
    if current is not None:
        return current.id
    return decision.scores[0][0] if decision.scores else None


async def _stay(store: BaseStore, user: str, agent: str, current_topic: str | None, row: str,
                *, now: datetime) -> RouteResult:
    """The current topic counts the message; its name, content and vector stay as they are."""
    topic = await get_topic(store, user, agent, current_topic) if current_topic else None
    if topic is None or topic.status != "active":
        return RouteResult(None, None, False, [], content_free=row)
    topic.message_count = await count_message(store, user, agent, topic.id)
    topic.last_active, topic.idle_since = now, now.timestamp()
    await store.aput(ns.topics(user, agent), topic.id, dump(topic), index=False)
    return RouteResult(topic, None, False, [], content_free=row)


async def peek_topic(
    store: BaseStore, user: str, agent: str, text: str, *, threshold: float | None = None,
    current_topic: str | None = None, model: str | None = None, embed: Embed | None = None,
    router: str = "rules",
) -> tuple[str | None, bool]:
    """Where `route_message` would send the text, without writing: (topic id, is new)."""
    if content_free(text) is not None:
        return current_topic, False
    embed = embedder(store, embed)
    replying = answers_assistant(text)
    text = subject_part(text)
    vector = unit(await embed(text))
    topics = {t.id: t for t in await read_topics(store, user, agent, model, embed)}
    current = topics.get(current_topic or "")
    if current is not None and current.status != "active":
        current = None
    clean = redact(text)
    named = detect_domains(subject_text(clean))
    settings = settings_for(model, threshold).for_language("zh" if has_cjk(text) else "en")
    signals, follows = read_signals(text, named, topic_domains(current, settings.domains_said),
                                    replying)
    cue = signals.shift_cue or signals.foreign_domain or signals.later_cue
    center = await _center(settings, list(topics.values()), embed, resuming=current is None)
    marks = markers(clean)
    others = [view(t) for t in topics.values() if t is not current]
    decision = decide(vector, marks, cue=cue, current=view(current) if current else None,
                      others=others, settings=settings, center=center,
                      replying=replying or follows, later=signals.later)
    decision = corrected(decision, vector, marks, text,
                         current=view(current) if current else None,
                         current_last=current.last_vector if current else None,
                         others=others, center=center, settings=settings, signals=signals,
                         router=router)
    return decision.topic_id, decision.kind == "new"
