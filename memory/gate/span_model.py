"""The span selector's weights: keep, join and type scorers over hashed tokens, in numpy.

[beyond] Trained offline by `python -m bench learned spans` (bench/learned/spans.py; model
card in memory/gate/MODEL_CARD.md); the features are memory/gate/span_reading.py's.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from strata_layered.memory.gate.span_reading import Span, join_tokens, span_tokens

SPAN_WEIGHTS = Path(__file__).with_name("span_weights.npz")
SPAN_BUCKETS = 1 << 15
SPAN_LAYOUT = 1
"""The feature layout the weights were trained on (1: n-grams, position, the rules' reading)."""

def hashed(tokens: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """Bucket indices and values (l2-normalised counts) of feature tokens."""
    if not tokens:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
    buckets = np.fromiter((zlib.crc32(t.encode()) % SPAN_BUCKETS for t in tokens),
                          dtype=np.int64, count=len(tokens))
    index, counts = np.unique(buckets, return_counts=True)
    values = counts.astype(np.float32)
    return index, values / np.float32(np.linalg.norm(values))


def hashed_rows(token_lists: Sequence[Sequence[str]]) -> tuple[np.ndarray, np.ndarray,
                                                               np.ndarray]:
    """`hashed` of many token lists in one pass: (row, bucket, value) of each non-zero."""
    sizes = [len(t) for t in token_lists]
    total = sum(sizes)
    rows = np.repeat(np.arange(len(token_lists), dtype=np.int64), sizes)
    buckets = np.fromiter((zlib.crc32(t.encode()) % SPAN_BUCKETS for ts in token_lists
                           for t in ts), dtype=np.int64, count=total)
    keys, counts = np.unique(rows * SPAN_BUCKETS + buckets, return_counts=True)
    row, bucket = keys // SPAN_BUCKETS, keys % SPAN_BUCKETS
    values = counts.astype(np.float32)
    norms = np.sqrt(np.bincount(row, weights=values * values, minlength=len(token_lists)))
    return row, bucket, (values / norms[row]).astype(np.float32)


@dataclass(frozen=True)
class SpanModel:
    """Keep, join and type weights over hashed tokens, with their thresholds."""

    keep: np.ndarray
    """(SPAN_BUCKETS,)."""
    keep_bias: float
    join: np.ndarray
    join_bias: float
    type_w: np.ndarray
    """(SPAN_BUCKETS, types)."""
    type_bias: np.ndarray
    types: tuple[str, ...]
    threshold: dict[str, float]
    join_threshold: float
    type_from: dict[str, str]
    """Per language: "model" (the span type model) or "rules" (the rules' category)."""

    def keep_scores(self, spans: Sequence[Span],
                    tokens: Sequence[Sequence[str]] | None = None) -> np.ndarray:
        """Probability that each span is part of a fact (`tokens`: their `span_tokens`)."""
        if tokens is None:
            n = max((s.index for s in spans), default=0) + 1
            tokens = [span_tokens(spans, i, n) for i in range(len(spans))]
        row, bucket, value = hashed_rows(tokens)
        z = np.bincount(row, weights=(value * self.keep[bucket]).astype(np.float64),
                        minlength=len(spans))
        return 1.0 / (1.0 + np.exp(-(z + self.keep_bias)))

    def join_score(self, spans: Sequence[Span], i: int) -> float:
        """Probability that span `i` continues span `i - 1`."""
        ix, v = hashed(join_tokens(spans, i))
        return float(1.0 / (1.0 + np.exp(-(float(v @ self.join[ix]) + self.join_bias))))

    def type_of(self, tokens: Sequence[str]) -> str:
        """The most likely memory type of a group of spans (its spans' tokens together)."""
        return self.type_with(tokens)[0]

    def type_with(self, tokens: Sequence[str]) -> tuple[str, float]:
        """The most likely memory type of a group of spans and its probability."""
        ix, v = hashed(tokens)
        logits = v @ self.type_w[ix] + self.type_bias
        p = np.exp(logits - logits.max())
        best = int(np.argmax(p))
        return self.types[best], float(p[best] / p.sum())


def save_span_model(model: SpanModel, path: Path = SPAN_WEIGHTS) -> None:
    """Write the weights (float16) for `load_span_model`."""
    langs = sorted(model.threshold)
    np.savez_compressed(
        path, layout=np.int32(SPAN_LAYOUT), buckets=np.int32(SPAN_BUCKETS),
        keep=model.keep.astype(np.float16), keep_bias=np.float32(model.keep_bias),
        join=model.join.astype(np.float16), join_bias=np.float32(model.join_bias),
        type_w=model.type_w.astype(np.float16), type_bias=model.type_bias.astype(np.float32),
        types=np.array(model.types), langs=np.array(langs),
        threshold=np.array([model.threshold[k] for k in langs], dtype=np.float32),
        join_threshold=np.float32(model.join_threshold),
        type_from=np.array([model.type_from[k] for k in langs]))


@lru_cache(maxsize=2)
def load_span_model(path: Path = SPAN_WEIGHTS) -> SpanModel:
    """The weights in the repo, checked against this code's feature layout (once a process)."""
    with np.load(path) as w:
        layout = int(w["layout"]) if "layout" in w else 0
        buckets = int(w["buckets"]) if "buckets" in w else 0
        if layout != SPAN_LAYOUT or buckets != SPAN_BUCKETS:
            raise ValueError(f"{path}: span weights of layout {layout} ({buckets} buckets), this "
                             f"code reads layout {SPAN_LAYOUT} ({SPAN_BUCKETS}): re-train with "
                             "`python -m bench learned spans`")
        types = tuple(str(t) for t in w["types"])
        if w["keep"].shape != (SPAN_BUCKETS,) or w["type_w"].shape != (SPAN_BUCKETS, len(types)):
            raise ValueError(f"{path}: span weights of the wrong shape: re-train them")
        langs = [str(k) for k in w["langs"]]
        return SpanModel(
            keep=w["keep"].astype(np.float32), keep_bias=float(w["keep_bias"]),
            join=w["join"].astype(np.float32), join_bias=float(w["join_bias"]),
            type_w=w["type_w"].astype(np.float32), type_bias=w["type_bias"], types=types,
            threshold=dict(zip(langs, (float(x) for x in w["threshold"]), strict=True)),
            join_threshold=float(w["join_threshold"]),
            type_from=dict(zip(langs, (str(x) for x in w["type_from"]), strict=True)))
