"""`python -m bench learned train --lang-head zh`: one language's keep head, the rest kept.

[beyond] The shared keep head learns from both languages at once: the synthetic zh turns
that lift zh recall also move the English threshold (0.66 → 0.73 out of fold, MODEL_CARD.md),
and English and MSC lose recall. A head of its own for one language takes what that
language's turns need and leaves everything else of the weights as it is: this fits a keep
regression on every training row (labelled train + dev, the synthetic turns at their weight,
MSC at its weight: the same rows and features as the shared head), calibrates its threshold
out of fold on that language's labelled `train` rows (five folds by conversation, each fold
scored by a model fitted on every other row) and writes it into the weights file it read
(`--weights`), whose shared keep head, type head and other thresholds stay byte for byte.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np

from bench.facts.labelled import LabelledTurn
from bench.learned.data import design
from strata_layered.memory.gate.learned import BUCKETS, KeepHead, LearnedGate

FOLDS = 5


def fit_lang_head(base: LearnedGate, lang: str, rows: list[LabelledTurn], weight: np.ndarray,
                  cache: Path, precision: float
                  ) -> tuple[LearnedGate, tuple[np.ndarray, np.ndarray]]:
    """`base` with a keep head and threshold of its own for `lang`; (labels, out-of-fold scores)."""
    from sklearn.model_selection import GroupKFold  # type: ignore[import-untyped]

    from bench.learned.train import _keep_model, conversation, threshold_for

    x = design(rows, cache)
    y = np.array([t.store for t in rows])
    calibrate = np.array([t.split == "train" and t.dataset != "msc" and t.lang == lang
                          for t in rows])
    idx = np.flatnonzero(calibrate)
    if not len(idx):
        raise ValueError(f"no labelled train rows in {lang!r} to calibrate its head on")
    oof = np.zeros(len(rows))
    for fold, (_, held) in enumerate(GroupKFold(FOLDS).split(
            idx, groups=[conversation(rows[i]) for i in idx])):
        out = idx[held]
        keep_rows = np.setdiff1d(np.arange(len(rows)), out)
        oof[out] = _keep_model(x[keep_rows], y[keep_rows], weight[keep_rows]).predict_proba(
            x[out])[:, 1]
        print(f"  {lang} head, calibration fold {fold + 1}/{FOLDS}", flush=True)
    scored = (y[calibrate], oof[calibrate])
    model = _keep_model(x, y, weight)
    w = model.coef_[0]
    head = KeepHead(ngram=w[:BUCKETS].astype(np.float32), vector=w[BUCKETS:].astype(np.float32),
                    bias=float(model.intercept_[0]))
    gate = dataclasses.replace(
        base, lang_keep={**base.lang_keep, lang: head},
        threshold={**base.threshold, lang: threshold_for(*scored, precision)})
    return gate, scored
