"""`python -m bench learned train --lang-head zh`: one language's keep head, the rest kept.

[beyond] The shared keep head learns from both languages at once: the synthetic zh turns
that lift zh recall also move the English threshold (0.66 → 0.73 out of fold, MODEL_CARD.md),
and English and MSC lose recall. A head of its own for one language takes what that
language's turns need and leaves everything else of the weights as it is: this fits a keep
regression on every training row given (labelled train + dev, the synthetic turns at their
weight, MSC at its weight), calibrates its threshold out of fold on that language's labelled
`train` rows and writes it into the weights file it read (`--weights`), whose shared keep
head, type head and other thresholds stay byte for byte.

Calibration folds are by person (round zhgate40): MemoryBank and MADial hold each turn in zh
and in en (`pair` in bench/labels/turns.py), labelled apart, so a fold that holds out a zh
user also holds out the English translation of that user's turns; folds by conversation id
alone left the translation in training, and the out-of-fold scores, so the threshold, were
flattered. `--head-layout split` gives the head the `split` features
(memory/gate/learned_features.py).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np

from bench.facts.labelled import LabelledTurn
from bench.learned.data import design
from strata_layered.memory.gate.learned import BUCKETS, KeepHead, LearnedGate
from strata_layered.memory.gate.learned_features import JOINT

FOLDS = 5
TRANSLATED = ("memorybank", "madial")
"""Sources whose zh and en rows are one dialogue in two languages."""


def pairs(data: Path) -> dict[str, str]:
    """Row id → the id its translation shares (the shared datasets' `pair`)."""
    from bench.labels.turns import load_turns

    return {t["id"]: t["pair"] for t in load_turns(data)}


def person(turn: LabelledTurn, pair_of: dict[str, str]) -> str:
    """Who a row comes from, across languages: one fold holds a user's turns in both."""
    from bench.learned.train import conversation

    if turn.dataset.startswith(TRANSLATED) and turn.id in pair_of:
        return ":".join(pair_of[turn.id].split(":")[:2])  # memorybank:0, madial:4
    return conversation(turn)


def fit_lang_head(base: LearnedGate, lang: str, rows: list[LabelledTurn], weight: np.ndarray,
                  cache: Path, precision: float, pair_of: dict[str, str],
                  layout: int = JOINT) -> tuple[LearnedGate, tuple[np.ndarray, np.ndarray]]:
    """`base` with a keep head and threshold of its own for `lang`; (labels, out-of-fold scores)."""
    from sklearn.model_selection import GroupKFold  # type: ignore[import-untyped]

    from bench.learned.train import _keep_model, threshold_for

    x = design(rows, cache, layout)
    y = np.array([t.store for t in rows])
    who = np.array([person(t, pair_of) if t.dataset != "msc" and t.split != "synthetic"
                    else f"row{i}" for i, t in enumerate(rows)])
    calibrate = np.array([t.split == "train" and t.dataset != "msc" and t.lang == lang
                          for t in rows])
    idx = np.flatnonzero(calibrate)
    if not len(idx):
        raise ValueError(f"no labelled train rows in {lang!r} to calibrate its head on")
    oof = np.zeros(len(rows))
    for fold, (_, held) in enumerate(GroupKFold(FOLDS).split(idx, groups=who[idx])):
        out = idx[held]
        keep_rows = np.flatnonzero(~np.isin(who, who[out]))  # the held people, both languages
        oof[out] = _keep_model(x[keep_rows], y[keep_rows], weight[keep_rows]).predict_proba(
            x[out])[:, 1]
        print(f"  {lang} head, calibration fold {fold + 1}/{FOLDS}", flush=True)
    scored = (y[calibrate], oof[calibrate])
    model = _keep_model(x, y, weight)
    w = model.coef_[0]
    head = KeepHead(ngram=w[:BUCKETS].astype(np.float32), vector=w[BUCKETS:].astype(np.float32),
                    bias=float(model.intercept_[0]), layout=layout)
    gate = dataclasses.replace(
        base, lang_keep={**base.lang_keep, lang: head},
        threshold={**base.threshold, lang: threshold_for(*scored, precision)})
    return gate, scored
