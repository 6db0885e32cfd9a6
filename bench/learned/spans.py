"""`python -m bench learned spans`: fit the span selector (memory/writing/spans.py).

Usage: python -m bench learned spans [--set bench/data/labelled_turns.jsonl]
       [--span-weights memory/gate/span_weights.npz]

Data: the labelled `train` and `dev` rows (never `heldout`, never LoCoMo conv-48/49/50).
Each row's message is cut into the selector's candidate spans; a span is **part of a fact**
when at least LABEL_FOCUS of its note's units (bench/facts/matching.py) are a gold fact's;
two adjacent kept spans **continue** each other when their best gold fact is the same; a kept
span's **type** is that fact's. Three logistic regressions (scikit-learn) over the hashed
tokens, exported to numpy.

Calibration: five folds by conversation over the `train` rows (each fold's models learn from
the other folds and the `dev` rows). On each held fold the whole offline path runs (the
gate's `both` verdicts, then the span memories of each kept turn, the rules' memories when
the selector keeps no span) and the keep / join thresholds per language are those with the
best out-of-fold fact F1; the type choice per language (memory/writing/spans.py TYPE_CHOICES)
is the one that types the most matched facts right, by TYPE_MARGIN over the rules' (else
the rules'). Check on `dev`: models fitted on `train` alone. The weights are then fitted on
`train` + `dev`. Deterministic: same rows, same weights.
"""

from __future__ import annotations

import argparse
import asyncio
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np
from scipy import sparse  # type: ignore[import-untyped]

from bench.facts.labelled import LabelledTurn, load_labelled
from bench.facts.matching import match_facts, units
from bench.facts.run import run_rules
from bench.facts.scoring import Outcome
from bench.learned.data import usable
from bench.learned.train import conversation
from strata_layered.memory.gate.fact_clauses import Reading
from strata_layered.memory.gate.facts import read_message
from strata_layered.memory.gate.rules import remembered_text
from strata_layered.memory.gate.span_model import (
    SPAN_BUCKETS,
    SpanModel,
    hashed,
    load_span_model,
    save_span_model,
)
from strata_layered.memory.gate.span_reading import Span, candidates, join_tokens, span_tokens
from strata_layered.memory.text.text import normalize_message
from strata_layered.memory.writing.spans import TYPE_CHOICES, span_memories

LABEL_FOCUS = 0.5
C_SPAN = 2.0
FOLDS = 5
LANGS = ("zh", "en")
THRESHOLDS = tuple(round(float(x), 2) for x in np.arange(0.05, 0.81, 0.05))
JOINS = (0.1, 0.3, 0.5, 0.7)
TYPE_MARGIN = 0.02
"""A type choice other than the rules' must type this share of the matched facts more right."""


@dataclass
class Row:
    """A labelled turn, its spans and their labels."""

    turn: LabelledTurn
    text: str
    spans: list[Span]
    keep: list[bool]
    join: list[tuple[int, bool]]
    """(span index i, whether it continues span i - 1) for adjacent kept spans."""
    types: list[str | None]
    reading: Reading | None
    """The rules' reading of `text` (made once: every threshold of the sweep shares it)."""


def labelled_row(turn: LabelledTurn) -> Row:
    """The spans of one turn with their keep / join / type labels."""
    text = normalize_message(remembered_text(turn.text) or turn.text)
    reading = read_message(text) if text else None
    spans = candidates(text, reading=reading) if text else []
    gold = [units(f.content) for f in turn.facts]
    best: list[int | None] = []
    for s in spans:
        mine = units(s.note)
        shared = [len(mine & g) for g in gold]
        j = int(np.argmax(shared)) if shared else -1
        best.append(j if j >= 0 and mine and shared[j] / len(mine) >= LABEL_FOCUS else None)
    keep = [b is not None for b in best]
    join = [(i, best[i] == best[i - 1]) for i in range(1, len(spans))
            if keep[i] and keep[i - 1] and spans[i].index == spans[i - 1].index + 1]
    types = [turn.facts[b].type if b is not None else None for b in best]
    return Row(turn=turn, text=text, spans=spans, keep=keep, join=join, types=types,
               reading=reading)


def matrix(token_lists: Sequence[list[str]]) -> Any:
    """Sparse rows of hashed tokens."""
    rows, cols, vals = [], [], []
    for r, tokens in enumerate(token_lists):
        ix, v = hashed(tokens)
        rows += [r] * len(ix)
        cols += ix.tolist()
        vals += v.tolist()
    return sparse.csr_matrix((vals, (rows, cols)), shape=(len(token_lists), SPAN_BUCKETS))


def fit_models(rows: Sequence[Row]) -> SpanModel:
    """The three regressions on `rows` (thresholds left at 0.5: calibration sets them)."""
    from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]

    keep_x, keep_y, join_x, join_y, type_x, type_y = [], [], [], [], [], []
    for row in rows:
        n = max((s.index for s in row.spans), default=0) + 1
        for i in range(len(row.spans)):
            tokens = span_tokens(row.spans, i, n)
            keep_x.append(tokens)
            keep_y.append(row.keep[i])
            if row.types[i] is not None:
                type_x.append(tokens)
                type_y.append(row.types[i])
        for i, y in row.join:
            join_x.append(join_tokens(row.spans, i))
            join_y.append(y)
    keep = LogisticRegression(C=C_SPAN, max_iter=3000, class_weight="balanced")
    keep.fit(matrix(keep_x), np.array(keep_y))
    join = LogisticRegression(C=C_SPAN, max_iter=3000)
    join.fit(matrix(join_x), np.array(join_y))
    typer = LogisticRegression(C=C_SPAN, max_iter=3000)
    typer.fit(matrix(type_x), np.array(type_y))
    return SpanModel(
        keep=keep.coef_[0].astype(np.float32), keep_bias=float(keep.intercept_[0]),
        join=join.coef_[0].astype(np.float32), join_bias=float(join.intercept_[0]),
        type_w=typer.coef_.T.astype(np.float32), type_bias=typer.intercept_.astype(np.float32),
        types=tuple(str(c) for c in typer.classes_), threshold={k: 0.5 for k in LANGS},
        join_threshold=0.5, type_from={k: "model" for k in LANGS})


Memories = list[tuple[str, str]]


def path_memories(outcome: Outcome, row: Row, model: SpanModel) -> Memories:
    """What the offline path with the span selector writes for one turn."""
    if not outcome.memories:  # kept_memories: the selector replaces memories, never adds
        return []
    made = span_memories(row.text, outcome.judgement, model=model, reading=row.reading)
    return [(m.memory_type, m.content) for m in made] or outcome.memories


def fact_scores(pairs: Sequence[tuple[LabelledTurn, Memories]]) -> tuple[float, float, float, int]:
    """(fact P, fact R, F1, matched types right) of memories against the gold facts."""
    made = gold = hit = typed = 0
    for turn, memories in pairs:
        facts = [f.content for f in turn.facts]
        matched = match_facts([c for _, c in memories], facts)
        made, gold, hit = made + len(memories), gold + len(facts), hit + len(matched)
        typed += sum(memories[i][0] == turn.facts[j].type for i, j in matched)
    p, r = hit / max(made, 1), hit / max(gold, 1)
    return p, r, 2 * p * r / max(p + r, 1e-9), typed


def sweep(models: dict[str, SpanModel], rows: Sequence[Row], outcomes: dict[str, Outcome],
          lang: str, say: Callable[[str], None]) -> tuple[float, float, str]:
    """Out of fold: the keep / join thresholds and the type source with the best fact F1."""
    part = [r for r in rows if r.turn.lang == lang]
    base = fact_scores([(r.turn, outcomes[r.turn.id].memories) for r in part])
    say(f"  {lang} today's path (train rows): fact P {base[0]:.3f} R {base[1]:.3f} "
        f"F1 {base[2]:.3f}, type right {base[3]} of "
        f"{round(base[1] * sum(len(r.turn.facts) for r in part))}")
    best: tuple[float, float, float] = (-1.0, 0.5, 0.5)
    for th in THRESHOLDS:
        for jt in JOINS:
            got = fact_scores([(r.turn, path_memories(outcomes[r.turn.id], r, replace(
                models[r.turn.id], threshold={lang: th}, join_threshold=jt))) for r in part])
            if got[2] > best[0]:
                best = (got[2], th, jt)
    _, th, jt = best
    by_source = {}
    for source in TYPE_CHOICES:
        by_source[source] = fact_scores([(r.turn, path_memories(outcomes[r.turn.id], r, replace(
            models[r.turn.id], threshold={lang: th}, join_threshold=jt,
            type_from={lang: source}))) for r in part])
        got = by_source[source]
        say(f"  {lang} spans at keep {th:.2f} join {jt:.2f}, types by {source}: fact P "
            f"{got[0]:.3f} R {got[1]:.3f} F1 {got[2]:.3f}, type right {got[3]} of "
            f"{round(got[1] * sum(len(r.turn.facts) for r in part))}")
    # The choice that types the most matched facts right, by at least TYPE_MARGIN of them
    # more than the rules (a point or two out of a hundred is noise): else the rules'.
    source = max(TYPE_CHOICES, key=lambda c: (by_source[c][3], c == "rules"))
    matched = round(by_source["rules"][1] * sum(len(r.turn.facts) for r in part))
    if by_source[source][3] - by_source["rules"][3] < TYPE_MARGIN * matched:
        source = "rules"
    return th, jt, source


def fold_models(rows: list[Row], say: Callable[[str], None]) -> dict[str, SpanModel]:
    """For every `train` row, the models fitted on the other folds' train rows and `dev`."""
    from sklearn.model_selection import GroupKFold  # type: ignore[import-untyped]

    train = [r for r in rows if r.turn.split == "train"]
    dev = [r for r in rows if r.turn.split == "dev"]
    fold_of: dict[str, SpanModel] = {}
    folds = GroupKFold(FOLDS).split(train, groups=[conversation(r.turn) for r in train])
    for k, (fit_idx, held_idx) in enumerate(folds):
        model = fit_models([*(train[i] for i in fit_idx), *dev])
        fold_of.update({train[i].turn.id: model for i in held_idx})
        say(f"  fold {k + 1}/{FOLDS} fitted")
    return fold_of


def calibrate(rows: list[Row], outcomes: dict[str, Outcome], say: Callable[[str], None]
              ) -> tuple[dict[str, float], float, dict[str, str]]:
    """Fold models for every `train` row, then the thresholds and type source per language."""
    train = [r for r in rows if r.turn.split == "train"]
    fold_of = fold_models(rows, say)
    threshold, joins, type_from = {}, [], {}
    for lang in LANGS:
        th, jt, source = sweep(fold_of, train, outcomes, lang, say)
        threshold[lang], type_from[lang] = th, source
        joins.append(jt)
    return threshold, float(np.median(joins)), type_from


def cmd_learned_spans(args: argparse.Namespace) -> int:
    """Calibrate out of fold, check on dev, fit on train + dev, save; print the figures."""
    def say(line: str) -> None:
        print(line, flush=True)

    turns = [t for t in load_labelled(args.set) if usable(t) and t.split in ("train", "dev")]
    rows = [labelled_row(t) for t in turns]
    say(f"span rows: {len(rows)} turns (train {sum(t.split == 'train' for t in turns)}, dev "
        f"{sum(t.split == 'dev' for t in turns)}), "
        f"{sum(len(r.spans) for r in rows)} spans, {sum(sum(r.keep) for r in rows)} part of a "
        f"fact, {len([j for r in rows for j in r.join])} adjacent kept pairs")
    outcomes = {o.turn.id: o for o in asyncio.run(run_rules(turns, "both", spans=False))}
    threshold, join_threshold, type_from = calibrate(rows, outcomes, say)
    tuned: dict[str, Any] = {"threshold": threshold, "join_threshold": join_threshold,
                             "type_from": type_from}
    say(f"chosen out of fold: keep {threshold}, join {join_threshold}, types from {type_from}")
    on_train = replace(fit_models([r for r in rows if r.turn.split == "train"]), **tuned)
    for lang in LANGS:
        dev = [r for r in rows if r.turn.split == "dev" and r.turn.lang == lang]
        base = fact_scores([(r.turn, outcomes[r.turn.id].memories) for r in dev])
        got = fact_scores([(r.turn, path_memories(outcomes[r.turn.id], r, on_train))
                           for r in dev])
        say(f"dev/{lang} (models fitted on train alone): fact P / R today {base[0]:.3f} / "
            f"{base[1]:.3f}, with spans {got[0]:.3f} / {got[1]:.3f}")
    final = replace(fit_models(rows), **tuned)
    path = Path(args.span_weights)
    save_span_model(final, path)
    load_span_model.cache_clear()
    started = time.perf_counter()
    loaded = load_span_model(path)
    took = time.perf_counter() - started
    say(f"weights: {path} ({path.stat().st_size / 1e6:.2f} MB), loaded in {took * 1000:.0f} ms;"
        f" types {', '.join(loaded.types)}")
    texts = [r.text for r in rows if r.text]
    readings = [read_message(text) for text in texts]  # as the turn has them (kept_memories)
    started = time.perf_counter()
    for text in texts:
        span_memories(text, None, model=loaded)
    alone = (time.perf_counter() - started) / len(texts)
    started = time.perf_counter()
    for text, reading in zip(texts, readings, strict=True):
        span_memories(text, None, model=loaded, reading=reading)
    shared = (time.perf_counter() - started) / len(texts)
    say(f"a turn: {alone * 1000:.2f} ms reading the message itself, {shared * 1000:.2f} ms "
        "with the rules' reading the turn already made (what the selector adds: its spans, "
        "the three models)")
    return 0
