"""The trainer's figures of the classifier alone: keep P / R, the curve, the time a turn takes.

What `python -m bench learned train` prints after it fits (bench/learned/train.py): keep
precision and recall at a threshold, the best recall the score curve reaches at a precision
(also read by bench/learned/compare.py), and the seconds one `score` takes.
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np

from bench.facts.labelled import LabelledTurn
from bench.learned.data import said, vectors
from strata_layered.memory.gate.learned import LearnedGate
from strata_layered.memory.gate.rules import keyword_fallback


def recall_at(y: np.ndarray, p: np.ndarray, precision: float) -> tuple[float, float]:
    """(best recall with precision ≥ `precision`, its threshold) along the score curve."""
    best = (0.0, 1.0)
    for th in np.round(np.arange(0.05, 0.96, 0.01), 2):
        kept = p >= th
        tp = float((kept & y).sum())
        if kept.sum() and tp / float(kept.sum()) >= precision and tp / max(y.sum(), 1) > best[0]:
            best = (tp / float(y.sum()), float(th))
    return best


def scores(gate: LearnedGate, turns: list[LabelledTurn], cache: Path
           ) -> tuple[np.ndarray, np.ndarray, list[str]]:
    """(labels, keep probabilities, types) of the classifier alone, as the turn runs it."""
    texts = [said(t) for t in turns]
    vecs = vectors(texts, cache)
    out = [gate.score(text, t.previous, v, keyword_fallback(text))
           for t, text, v in zip(turns, texts, vecs, strict=True)]
    return (np.array([t.store for t in turns]), np.array([o[0] for o in out]),
            [o[1] for o in out])


def line(name: str, y: np.ndarray, p: np.ndarray, th: float, precision: float) -> str:
    """Keep P / R at the threshold, and the recall the curve reaches at `precision`."""
    kept = p >= th
    tp = float((kept & y).sum())
    r_at, th_at = recall_at(y, p, precision)
    return (f"{name}: n={len(y)} keep P {tp / max(kept.sum(), 1):.3f} R "
            f"{tp / max(y.sum(), 1):.3f} at threshold {th:.2f}; curve: R {r_at:.3f} at "
            f"P ≥ {precision:.2f} (threshold {th_at:.2f})")


def per_turn(gate: LearnedGate, turns: list[LabelledTurn], cache: Path) -> float:
    """Seconds one `score` takes, over `turns` (their vectors and rule verdicts ready)."""
    texts = [said(t) for t in turns]
    ready = list(zip(texts, [t.previous for t in turns], vectors(texts, cache),
                     [keyword_fallback(x) for x in texts], strict=True))
    started = time.perf_counter()
    for text, previous, vector, rules in ready:
        gate.score(text, previous, vector, rules)
    return (time.perf_counter() - started) / len(ready)
