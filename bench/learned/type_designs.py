"""`python -m bench learned designs`: ways to type kept memories, out of fold.

The shipped type head of the learned gate (memory/gate/learned.py) was fitted on the `dev`
rows, so on `dev` the model's type looks better than it is (issue 24: the model's type for
every rules' keep read zh 0.856 → 0.878 on dev; with a head fitted on train alone it is
0.78). Here every type head is fitted without the rows it types: five folds by conversation
over the labelled `train` + `dev` rows (plus the synthetic training rows), never `heldout`,
never LoCoMo 7–9. Each path's memories (`bench facts`'s offline path, span selector as
shipped) keep their content; only their type is chosen by each design:

- shipped: as the path types them (the rules' fact category; the gate's type for a lone
  memory the model kept, which saw these rows: slightly flattered);
- model: the gate's type head of the whole message for every memory (design 1);
- seed>model: seed 000's boundary / preference rows on the memory where they match, else
  the model (design 1 with the seed's rows first);
- fact head: a type head fitted on each gold fact's own text (design 2/3: a span is typed
  from its own n-grams, its rule tokens and the message vector), alone and only where its
  probability reaches 0.7 / 0.9 (else shipped).
"""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

from bench.facts.labelled import LabelledTurn, load_labelled
from bench.facts.matching import match_facts
from bench.facts.run import run_rules
from bench.facts.scoring import Outcome
from bench.learned.data import design, said, usable, vectors
from bench.learned.synthetic import load_synthetic
from bench.learned.train import C_TYPE, FOLDS, conversation
from strata_layered.memory.gate.learned import (
    BUCKETS,
    LearnedGate,
    hashed_ngrams,
    load_gate,
    rule_tokens,
)
from strata_layered.memory.gate.rules import keyword_fallback, remembered_text
from strata_layered.memory.rules.seed000 import BOUNDARY_TYPE, BOUNDARY_TYPE_EN, PREFERENCE_TYPE

PATHS = ("both", "rules", "learned")
Typer = Callable[[Outcome, int], list[str]]


def _fit(x: Any, y: list[str]) -> Any:
    from sklearn.linear_model import LogisticRegression  # type: ignore[import-untyped]

    return LogisticRegression(C=C_TYPE, max_iter=3000).fit(x, y)


def fact_features(items: list[tuple[str, np.ndarray]]) -> Any:
    """A text's own n-grams and rule tokens (no previous turn), then the message's vector."""
    from scipy import sparse  # type: ignore[import-untyped]

    rows: list[int] = []
    cols: list[int] = []
    vals: list[float] = []
    for r, (content, _) in enumerate(items):
        index, values = hashed_ngrams(content, "", rule_tokens(keyword_fallback(content)))
        rows += [r] * len(index)
        cols += index.tolist()
        vals += values.tolist()
    grams = sparse.csr_matrix((vals, (rows, cols)), shape=(len(items), BUCKETS))
    return sparse.hstack([grams, sparse.csr_matrix(np.stack([v for _, v in items]))]).tocsr()


def _seed(content: str) -> str | None:
    if BOUNDARY_TYPE.search(content) or BOUNDARY_TYPE_EN.search(content):
        return "boundary"
    return "preference" if PREFERENCE_TYPE.search(content) else None


def cmd_learned_designs(args: argparse.Namespace) -> int:
    """Type accuracy on matched facts of each design, per path and language, out of fold."""
    from sklearn.model_selection import GroupKFold

    cache = Path(args.cache)
    turns = [t for t in load_labelled(args.set) if usable(t) and t.split in ("train", "dev")]
    extra = [t for t in load_synthetic(args.synthetic) if t.store] if args.synthetic else []
    vector = dict(zip([t.id for t in turns + extra],
                      vectors([said(t) for t in turns + extra], cache), strict=True))
    fold = {}
    for k, (_, held) in enumerate(GroupKFold(FOLDS).split(
            turns, groups=[conversation(t) for t in turns])):
        fold.update({turns[i].id: k for i in held})
    shipped = load_gate()
    gates: dict[int, LearnedGate] = {}
    heads: dict[int, Any] = {}
    for k in range(FOLDS):
        kept = [t for t in turns if fold[t.id] != k and t.store] + extra
        typer = _fit(design(kept, cache), [t.facts[0].type for t in kept])
        w = typer.coef_.T
        gates[k] = replace(shipped, type_ngram=w[:BUCKETS].astype(np.float32),
                           type_vector=w[BUCKETS:].astype(np.float32),
                           type_bias=typer.intercept_.astype(np.float32),
                           types=tuple(str(c) for c in typer.classes_))
        heads[k] = _fit(fact_features([(f.content, vector[t.id]) for t in kept for f in t.facts]),
                        [f.type for t in kept for f in t.facts])
        print(f"  fold {k + 1}/{FOLDS} fitted", flush=True)

    def message_type(o: Outcome, k: int) -> str:
        text = remembered_text(o.turn.text)
        return gates[k].score(text, o.turn.previous, vector[o.turn.id],
                              keyword_fallback(text))[1]

    def fact_types(o: Outcome, k: int) -> list[tuple[str, float]]:
        if not o.memories:
            return []
        p = heads[k].predict_proba(fact_features([(c, vector[o.turn.id]) for _, c in o.memories]))
        return [(str(heads[k].classes_[row.argmax()]), float(row.max())) for row in p]

    def above(floor: float) -> Typer:
        return lambda o, k: [t if p >= floor else s for (s, _), (t, p) in zip(
            o.memories, fact_types(o, k), strict=True)]

    designs: dict[str, Typer] = {
        "shipped": lambda o, k: [t for t, _ in o.memories],
        "model (message)": lambda o, k: [message_type(o, k)] * len(o.memories),
        "seed>model": lambda o, k: [_seed(c) or message_type(o, k) for _, c in o.memories],
        "fact head": lambda o, k: [t for t, _ in fact_types(o, k)],
        "fact head p>=0.7": above(0.7),
        "fact head p>=0.9": above(0.9),
    }
    for path in PATHS:
        outcomes = asyncio.run(run_rules(turns, path))
        print(f"\n{path} path, type accuracy on matched facts (out of fold, train + dev)")
        for name, typer in designs.items():
            print(f"  {name:<18}" + "  ".join(
                _accuracy(outcomes, typer, fold, key) for key in ("zh", "en", "dev/zh", "dev/en")))
    return 0


def _accuracy(outcomes: list[Outcome], typer: Typer, fold: dict[str, int], key: str) -> str:
    right = matched = 0
    for o in outcomes:
        t: LabelledTurn = o.turn
        if key not in (t.lang, f"{t.split}/{t.lang}") or not o.memories:
            continue
        types = typer(o, fold[t.id])
        for i, j in match_facts([c for _, c in o.memories], [f.content for f in t.facts]):
            matched += 1
            right += types[i] == t.facts[j].type
    return f"{key} {right / max(matched, 1):.3f} ({right}/{matched})"

