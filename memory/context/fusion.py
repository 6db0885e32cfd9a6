"""Fusing ranked lists from several retrievers into one relevance in [0, 1]."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TypeVar

RRF_K = 60

D = TypeVar("D", bound=Hashable)


def reciprocal_rank_fusion(
    rankings: Sequence[Sequence[D]], *, k: int = RRF_K, weights: Sequence[float] | None = None
) -> dict[D, float]:
    """Cormack et al.'s RRF: sum of weight / (k + rank) over the lists, rank from 1."""
    weights = weights or [1.0] * len(rankings)
    out: dict[D, float] = {}
    for ranking, weight in zip(rankings, weights, strict=True):
        for rank, doc in enumerate(ranking, start=1):
            out[doc] = out.get(doc, 0.0) + weight / (k + rank)
    return out


def min_max(scores: Mapping[D, float], *, floor: float | None = None) -> dict[D, float]:
    """Scale scores to [0, 1] (best = 1); `floor` sets the value that maps to 0."""
    if not scores:
        return {}
    top = max(scores.values())
    low = min(scores.values()) if floor is None else floor
    span = top - low
    if span <= 0:
        return {d: 1.0 for d in scores}
    return {d: max(0.0, (s - low) / span) for d, s in scores.items()}


def weighted_fusion(
    lists: Sequence[Mapping[D, float]], weights: Sequence[float]
) -> dict[D, float]:
    """Weighted sum of per-retriever scores already scaled to [0, 1], divided by the weights.

    A document missing from one list scores 0 there: agreement between lexical and
    dense retrieval is what lifts a document to the top.
    """
    total = sum(weights) or 1.0
    out: dict[D, float] = {}
    for scores, weight in zip(lists, weights, strict=True):
        for doc, score in scores.items():
            out[doc] = out.get(doc, 0.0) + weight * score / total
    return out


def ranked(scores: Mapping[D, float], k: int | None = None) -> list[tuple[D, float]]:
    """Documents best first (ties keep insertion order), at most k."""
    order = sorted(scores.items(), key=lambda kv: -kv[1])
    return order if k is None else order[:k]
