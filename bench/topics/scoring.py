"""Scoring of topic routing against gold labels: mis-merges, mis-splits, a threshold pick.

A router gives every message a predicted topic; a labelled set gives every message a gold
topic. Both errors of seed 004 §3.2 are counted per message, so they share one scale:

- **mis-merged** (误合并): the message sits in a predicted topic whose majority gold label
  is not its own — it pollutes another topic's history. Share = 1 − purity.
- **mis-split** (误拆分): the message is not in its gold label's main predicted topic, the
  one holding most of that label's messages — retrieving that topic will not find it.
  Share = 1 − inverse purity.

A message routed into another label's topic is usually both. Ties (two labels equally
common in a topic, two topics holding equally many of a label) go to the one seen first,
so scores are deterministic.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

T = TypeVar("T", bound=Hashable)
G = TypeVar("G", bound=Hashable)


@dataclass(frozen=True, kw_only=True)
class Verdict(Generic[T]):
    """How one routed message scores."""

    gold: str
    topic: T
    merged: bool
    """Its predicted topic's majority gold label is another one."""
    split: bool
    """It is not in the predicted topic holding most of its gold label."""


def _most_common_first_seen(counts: Counter[Any]) -> Any:
    """The most common key; among equals, the first inserted (Counter keeps order)."""
    best = max(counts.values())
    return next(key for key, n in counts.items() if n == best)


def judge_routing(pairs: Sequence[tuple[str, T]]) -> list[Verdict[T]]:
    """Verdicts for (gold label, predicted topic) pairs, in routing order."""
    by_topic: dict[T, Counter[str]] = {}
    by_gold: dict[str, Counter[T]] = {}
    for gold, topic in pairs:
        by_topic.setdefault(topic, Counter())[gold] += 1
        by_gold.setdefault(gold, Counter())[topic] += 1
    majority = {topic: _most_common_first_seen(c) for topic, c in by_topic.items()}
    main = {gold: _most_common_first_seen(c) for gold, c in by_gold.items()}
    return [Verdict(gold=gold, topic=topic, merged=majority[topic] != gold,
                    split=main[gold] != topic) for gold, topic in pairs]


@dataclass(frozen=True, kw_only=True)
class RoutingScores:
    """Error counts of one routing run."""

    messages: int
    mis_merged: int
    mis_split: int
    misrouted: int
    """Messages that are mis-merged, mis-split or both."""
    gold_topics: int
    predicted_topics: int
    extra_topics: int
    """Sum over gold labels of (predicted topics holding any of its messages − 1)."""
    mixed_topics: int
    """Predicted topics holding messages of more than one gold label."""

    @property
    def mis_merge_rate(self) -> float:
        """Share of messages routed into a topic another label dominates."""
        return self.mis_merged / self.messages if self.messages else 0.0

    @property
    def mis_split_rate(self) -> float:
        """Share of messages outside their label's main topic."""
        return self.mis_split / self.messages if self.messages else 0.0

    def error(self, merge_weight: float = 1.0) -> float:
        """merge_weight × mis-merge rate + mis-split rate: the figure a threshold minimises."""
        return merge_weight * self.mis_merge_rate + self.mis_split_rate

    def to_dict(self, merge_weight: float = 1.0) -> dict[str, Any]:
        """JSON-safe form with the rates."""
        return {"messages": self.messages, "mis_merged": self.mis_merged,
                "mis_split": self.mis_split, "misrouted": self.misrouted,
                "mis_merge_rate": self.mis_merge_rate, "mis_split_rate": self.mis_split_rate,
                "error": self.error(merge_weight), "gold_topics": self.gold_topics,
                "predicted_topics": self.predicted_topics, "extra_topics": self.extra_topics,
                "mixed_topics": self.mixed_topics}


def score_routing(verdicts: Sequence[Verdict[Any]]) -> RoutingScores:
    """Counts over the verdicts of one run."""
    labels_of: dict[Any, set[str]] = {}
    for v in verdicts:
        labels_of.setdefault(v.topic, set()).add(v.gold)
    topics_of: dict[str, set[Any]] = {}
    for v in verdicts:
        topics_of.setdefault(v.gold, set()).add(v.topic)
    return RoutingScores(
        messages=len(verdicts),
        mis_merged=sum(v.merged for v in verdicts),
        mis_split=sum(v.split for v in verdicts),
        misrouted=sum(v.merged or v.split for v in verdicts),
        gold_topics=len(topics_of),
        predicted_topics=len(labels_of),
        extra_topics=sum(len(t) - 1 for t in topics_of.values()),
        mixed_topics=sum(len(g) > 1 for g in labels_of.values()),
    )


def grouped_rates(rows: Iterable[tuple[G, Verdict[Any]]]) -> dict[G, dict[str, float]]:
    """Per group (language, note, …): messages and the shares mis-merged and mis-split."""
    groups: dict[G, list[Verdict[Any]]] = {}
    for group, verdict in rows:
        groups.setdefault(group, []).append(verdict)
    return {group: {"messages": len(vs),
                    "mis_merge_rate": sum(v.merged for v in vs) / len(vs),
                    "mis_split_rate": sum(v.split for v in vs) / len(vs),
                    "misrouted_rate": sum(v.merged or v.split for v in vs) / len(vs)}
            for group, vs in groups.items()}


def pick_threshold(
    sweep: Sequence[tuple[float, RoutingScores]], *, merge_weight: float = 1.0
) -> float:
    """The threshold with the least error; ties go to the topic count nearest gold, then lowest.

    Raises:
        ValueError: on an empty sweep.
    """
    if not sweep:
        raise ValueError("empty sweep")
    return min(sweep, key=lambda row: (round(row[1].error(merge_weight), 9),
                                       abs(row[1].predicted_topics - row[1].gold_topics),
                                       row[0]))[0]
