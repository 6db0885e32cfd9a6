"""`python -m bench.learned.compare`: keep-head candidates compared out of fold, never held-out.

Usage: python -m bench.learned.compare [--candidates logistic,mlp_64,...]
       [--synthetic bench/data/synthetic_turns.jsonl --synthetic-weight 1]
       [--msc ../shared/data/msc] [--cache /tmp/strata-learned-vectors.npz]

For each candidate: recall at precision 0.90 (and average precision) out of fold on the
labelled `train` rows per language (five folds by conversation, as the trainer calibrates:
each fold scored by a model fitted on every other row) and on MSC session 3 `test` as MSC
dev (fitted on the labelled rows and MSC sessions 1–2 `test`). Synthetic rows only ever sit
in the training folds. The figures of MODEL_CARD.md's capacity table come from here.

Candidates: `logistic` (the shipped head), `logistic+int` (plus the vector × the rules' keep
verdict and category), `logistic+zh` (plus a zh-only copy of the vector), `mlp_H` (one hidden
layer of H, early stopping, over the vector and the rule tokens), `mix_H` (0.7 logistic +
0.3 mlp_H).
"""

from __future__ import annotations

import argparse
import zlib
from pathlib import Path
from typing import Any

import numpy as np
from scipy import sparse  # type: ignore[import-untyped]

from bench.facts.labelled import DEFAULT_SET, LabelledTurn, load_labelled
from bench.facts.msc import TRAINING_FILES, read_msc
from bench.learned.data import DEFAULT_CACHE, design, usable
from bench.learned.figures import recall_at
from bench.learned.synthetic import load_synthetic
from bench.learned.train import C_KEEP, FOLDS, MSC_WEIGHT, conversation, weights_of
from strata_layered.memory.gate.judgement import CATEGORIES, STABILITIES
from strata_layered.memory.gate.learned import BUCKETS

PRECISION = 0.90
MSC_DEV = TRAINING_FILES[-1]
"""MSC session 3 `test`: scored, not trained on, in these comparisons."""


def _buckets(tokens: list[str]) -> list[int]:
    return [zlib.crc32(t.encode()) % BUCKETS for t in tokens]


def _vector(x: Any) -> np.ndarray:
    return np.asarray(x[:, BUCKETS:].toarray(), dtype=np.float32)


def features(kind: str, x: Any, langs: np.ndarray) -> Any:
    """The design matrix a candidate reads (x: the trainer's own, n-grams then vector)."""
    if kind == "logistic+int":
        verdicts = ["r:keep:True", "r:keep:False"] + [f"r:cat:{c}" for c in CATEGORIES]
        on = x[:, _buckets(verdicts)].toarray() > 0
        vec = _vector(x)
        extra = [vec * on[:, [j]] for j in range(on.shape[1]) if on[:, j].any()]
        return sparse.hstack([x, sparse.csr_matrix(np.hstack(extra))]).tocsr()
    if kind == "logistic+zh":
        zh = (langs == "zh").astype(np.float32)[:, None]
        return sparse.hstack([x, sparse.csr_matrix(_vector(x) * zh)]).tocsr()
    if kind.startswith("mlp"):
        tokens = (["r:keep:True", "r:keep:False"] + [f"r:cat:{c}" for c in CATEGORIES]
                  + [f"r:stab:{s}" for s in STABILITIES] + [f"r:facts:{n}" for n in range(4)])
        rules = (x[:, _buckets(tokens)].toarray() > 0).astype(np.float32)
        return np.hstack([_vector(x), rules])
    return x


def fit_score(kind: str, x: Any, y: np.ndarray, weight: np.ndarray, train: np.ndarray,
              score: np.ndarray) -> np.ndarray:
    """Fit candidate `kind` on rows `train`, return keep probabilities of rows `score`."""
    from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]
    from sklearn.neural_network import MLPClassifier  # type: ignore[import-untyped]

    if kind.startswith("mlp"):
        model = MLPClassifier(hidden_layer_sizes=(int(kind.split("_")[1]),), alpha=1e-2,
                              early_stopping=True, n_iter_no_change=10, max_iter=300,
                              batch_size=256, random_state=0)
        positive = y[train].mean()
        balanced = np.where(y[train], 0.5 / positive, 0.5 / (1 - positive)) * weight[train]
        model.fit(x[train], y[train], sample_weight=balanced / balanced.mean())
    else:
        model = LogisticRegression(C=C_KEEP, max_iter=3000, class_weight="balanced")
        model.fit(x[train], y[train], sample_weight=weight[train])
    return np.asarray(model.predict_proba(x[score])[:, 1])


def oof_and_dev(kind: str, rows: list[LabelledTurn], dev: list[LabelledTurn], cache: Path,
                weight: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(out-of-fold probabilities of every row, 0 outside calibration; MSC dev's)."""
    from sklearn.model_selection import GroupKFold  # type: ignore[import-untyped]

    if kind.startswith("mix_"):
        a = oof_and_dev("logistic", rows, dev, cache, weight)
        b = oof_and_dev(f"mlp_{kind[4:]}", rows, dev, cache, weight)
        return 0.7 * a[0] + 0.3 * b[0], 0.7 * a[1] + 0.3 * b[1]
    every = rows + dev
    x = features(kind, design(every, cache), np.array([t.lang for t in every]))
    y = np.array([t.store for t in every])
    n = len(rows)
    calibrate = np.flatnonzero([t.split == "train" and t.dataset != "msc" for t in rows])
    oof = np.zeros(n)
    for _, held in GroupKFold(FOLDS).split(calibrate,
                                           groups=[conversation(rows[i]) for i in calibrate]):
        out = calibrate[held]
        oof[out] = fit_score(kind, x, y, weight, np.setdiff1d(np.arange(n), out), out)
    return oof, fit_score(kind, x, y, weight, np.arange(n), np.arange(n, len(every)))


def main(argv: list[str] | None = None) -> int:
    """Print one line of figures per candidate."""
    from sklearn.metrics import average_precision_score  # type: ignore[import-untyped]

    p = argparse.ArgumentParser(prog="python -m bench.learned.compare", description=__doc__)
    p.add_argument("--candidates", default="logistic")
    p.add_argument("--set", default=DEFAULT_SET)
    p.add_argument("--synthetic", default="", help="synthetic turns (training folds only)")
    p.add_argument("--synthetic-weight", type=float, default=1.0)
    p.add_argument("--msc", default="../shared/data/msc")
    p.add_argument("--cache", default=DEFAULT_CACHE)
    args = p.parse_args(argv)
    labelled = [t for t in load_labelled(args.set) if usable(t) and t.split in ("train", "dev")]
    synthetic = load_synthetic(args.synthetic) if args.synthetic else []
    msc = [t for name in TRAINING_FILES[:-1]
           for t in read_msc(Path(args.msc) / name, split="train")]
    dev = read_msc(Path(args.msc) / MSC_DEV)
    rows = labelled + synthetic + msc
    weight = weights_of(rows, MSC_WEIGHT, args.synthetic_weight)
    y = np.array([t.store for t in rows])
    y_dev = np.array([t.store for t in dev])
    calibrate = np.array([t.split == "train" and t.dataset != "msc" for t in rows])
    langs = np.array([t.lang for t in rows])
    print(f"rows: labelled {len(labelled)}, synthetic {len(synthetic)} at weight "
          f"{args.synthetic_weight}, MSC {len(msc)} at {MSC_WEIGHT}; MSC dev {MSC_DEV} "
          f"({len(dev)} turns)", flush=True)
    for kind in args.candidates.split(","):
        oof, scored = oof_and_dev(kind, rows, dev, Path(args.cache), weight)
        parts = []
        for lang in ("zh", "en"):
            m = calibrate & (langs == lang)
            parts.append(f"{lang} R {recall_at(y[m], oof[m], PRECISION)[0]:.3f} AP "
                         f"{average_precision_score(y[m], oof[m]):.3f} (n={m.sum()})")
        parts.append(f"MSC dev R {recall_at(y_dev, scored, PRECISION)[0]:.3f} AP "
                     f"{average_precision_score(y_dev, scored):.3f}")
        print(f"{kind}: recall at P ≥ {PRECISION:.2f} out of fold: " + "; ".join(parts),
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
