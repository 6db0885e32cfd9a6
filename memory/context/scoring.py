"""Candidate scoring (seed 004 §5.1): similarity + importance + recency + confidence.

Weights depend on the kind of query: a detail question weighs similarity, a new topic
weighs importance and constraints.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

QueryKind = Literal["detail", "new_topic", "general"]

DETAIL_QUESTION = re.compile(
    r"(多少|几[个条号点岁]|哪[个里天年些]|什么时候|是什么|具体|第.+条|吗[？?]?$|[？?]$"
    r"|\b(what|when|where|which|who|how much|how many|exactly|detail)\b)",
    re.I,
)
RECENCY_HALF_LIFE_DAYS = 30.0
CONSTRAINT_BONUS = 0.1
SIMILARITY_FLOOR, SIMILARITY_SPAN = 0.80, 0.12
"""E5 cosines sit high: below 0.80 means unrelated, 0.92 and above as related as it gets.
Similarity is calibrated on this absolute scale, not relative to the best hit, so an
unrelated memory scores low even when it is the best there is."""


@dataclass(frozen=True)
class Weights:
    """Weight of each score term."""

    similarity: float
    importance: float
    recency: float
    confidence: float


WEIGHTS: dict[QueryKind, Weights] = {
    "detail": Weights(similarity=0.55, importance=0.2, recency=0.1, confidence=0.15),
    "new_topic": Weights(similarity=0.25, importance=0.4, recency=0.15, confidence=0.2),
    "general": Weights(similarity=0.4, importance=0.3, recency=0.15, confidence=0.15),
}


def query_kind(query: str, *, new_topic: bool) -> QueryKind:
    """Classify the query to pick weights."""
    if DETAIL_QUESTION.search(query.strip()):
        return "detail"
    return "new_topic" if new_topic else "general"


def recency(updated_at: datetime, now: datetime) -> float:
    """1.0 for now, halving every RECENCY_HALF_LIFE_DAYS."""
    age_days = max(0.0, (now - updated_at).total_seconds() / 86400)
    return math.pow(0.5, age_days / RECENCY_HALF_LIFE_DAYS)


def calibrated(similarity: float | None) -> float:
    """A raw embedding cosine spread over [0, 1] (E5 puts almost everything above 0.75)."""
    if similarity is None:
        return 0.0
    return max(0.0, min(1.0, (similarity - SIMILARITY_FLOOR) / SIMILARITY_SPAN))


def memory_score(
    *,
    similarity: float | None,
    importance: int,
    confidence: float,
    updated_at: datetime,
    now: datetime,
    weights: Weights,
    constraint: bool = False,
) -> float:
    """Score one long-term memory for the current query."""
    sim = 0.0 if similarity is None else max(0.0, min(1.0, similarity))
    return round(
        weights.similarity * sim
        + weights.importance * importance / 5
        + weights.recency * recency(updated_at, now)
        + weights.confidence * confidence
        + (CONSTRAINT_BONUS if constraint else 0.0),
        4,
    )


def recent_message_score(position: int, total: int) -> float:
    """Short-term messages: the newest near 1.0, the oldest of the window near 0.6."""
    return round(0.6 + 0.4 * (position + 1) / max(1, total), 4)
