"""Scoring of labelled decisions: precision, recall, F1, agreement, kappa and confusion tables.

Pure functions over (expected, got) pairs, so the golden-table benchmark and its tests
score the rule path and the model path the same way; two annotators' labellings are
compared with Cohen's kappa and the Wilson interval (bench/labels/agreement.py, translations.py).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

K = TypeVar("K", bound=Hashable)


def ratio(numerator: int, denominator: int) -> float:
    """Divide, giving 0.0 when there is nothing to divide by (sklearn's zero_division=0)."""
    return numerator / denominator if denominator else 0.0


@dataclass(frozen=True, kw_only=True)
class BinaryScores:
    """Counts of one yes/no decision against its labels ("should this be remembered?")."""

    tp: int = 0
    fp: int = 0
    fn: int = 0
    tn: int = 0

    @property
    def total(self) -> int:
        """Number of scored pairs."""
        return self.tp + self.fp + self.fn + self.tn

    @property
    def precision(self) -> float:
        """Share of the predicted yeses that are right."""
        return ratio(self.tp, self.tp + self.fp)

    @property
    def recall(self) -> float:
        """Share of the true yeses that were found."""
        return ratio(self.tp, self.tp + self.fn)

    @property
    def f1(self) -> float:
        """Harmonic mean of precision and recall."""
        return ratio(2 * self.tp, 2 * self.tp + self.fp + self.fn)

    @property
    def accuracy(self) -> float:
        """Share of all pairs decided right."""
        return ratio(self.tp + self.tn, self.total)

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form with the derived rates."""
        return {"tp": self.tp, "fp": self.fp, "fn": self.fn, "tn": self.tn,
                "precision": self.precision, "recall": self.recall, "f1": self.f1,
                "accuracy": self.accuracy}


def binary_scores(pairs: Iterable[tuple[bool, bool]]) -> BinaryScores:
    """Score (expected, got) pairs of one yes/no decision."""
    tp = fp = fn = tn = 0
    for expected, got in pairs:
        if expected and got:
            tp += 1
        elif got:
            fp += 1
        elif expected:
            fn += 1
        else:
            tn += 1
    return BinaryScores(tp=tp, fp=fp, fn=fn, tn=tn)


def grouped_scores(rows: Iterable[tuple[K, bool, bool]]) -> dict[K, BinaryScores]:
    """Binary scores per group from (group, expected, got), groups in first-seen order."""
    pairs: dict[K, list[tuple[bool, bool]]] = {}
    for group, expected, got in rows:
        pairs.setdefault(group, []).append((expected, got))
    return {group: binary_scores(group_pairs) for group, group_pairs in pairs.items()}


def agreement(pairs: Iterable[tuple[Hashable, Hashable]]) -> tuple[int, int]:
    """(pairs whose two labels are equal, all pairs)."""
    matching = total = 0
    for expected, got in pairs:
        total += 1
        matching += expected == got
    return matching, total


def confusion(pairs: Iterable[tuple[K, K]]) -> dict[K, dict[K, int]]:
    """Count pairs as expected label → got label → count, labels in first-seen order."""
    table: dict[K, dict[K, int]] = {}
    for expected, got in pairs:
        row = table.setdefault(expected, {})
        row[got] = row.get(got, 0) + 1
    return table


def kappa(first: Sequence[bool], second: Sequence[bool]) -> float | None:
    """Cohen's kappa of two yes/no labellings of the same rows (None when chance is certain)."""
    n = len(first)
    observed = sum(a == b for a, b in zip(first, second, strict=True)) / n
    p1, p2 = sum(first) / n, sum(second) / n
    chance = p1 * p2 + (1 - p1) * (1 - p2)
    return None if chance == 1 else (observed - chance) / (1 - chance)


def wilson(num: int, den: int, z: float = 1.96) -> tuple[float, float] | None:
    """The 95% Wilson score interval of a proportion num / den (None when den is 0)."""
    if not den:
        return None
    p = num / den
    centre = (p + z * z / (2 * den)) / (1 + z * z / den)
    half = z * math.sqrt(p * (1 - p) / den + z * z / (4 * den * den)) / (1 + z * z / den)
    return (round(centre - half, 3), round(centre + half, 3))
