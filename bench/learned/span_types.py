"""`python -m bench learned types`: how the span memories are typed, out of fold.

On the labelled `train` rows (each scored by span models fitted on the other folds and
`dev`) and the `dev` rows (models fitted on `train` alone) — never `heldout` — every turn
runs the offline `both` path; for the gold facts a memory matches, the memory's type is set
against the gold type: before the selector (the rules' or the learned gate's memories), and
after it with each way of typing a span memory (memory/writing/spans.py `TYPE_CHOICES`).
Prints one confusion matrix per choice and language, and the matched facts typed right.
"""

from __future__ import annotations

import argparse
import asyncio
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace

from bench.facts.labelled import load_labelled
from bench.facts.matching import match_facts
from bench.facts.run import run_rules
from bench.facts.scoring import Outcome
from bench.learned.data import usable
from bench.learned.spans import LANGS, Row, fit_models, fold_models, labelled_row
from strata_layered.memory.gate.span_model import SpanModel, load_span_model
from strata_layered.memory.writing.spans import TYPE_CHOICES, group_type, span_groups

TYPES = ("important_fact", "preference", "boundary", "relationship_goal", "conversation_style")
SHORT = {"important_fact": "fact", "preference": "pref", "boundary": "bound",
         "relationship_goal": "goal", "conversation_style": "style"}
Typed = list[tuple[str, str]]


def after(outcome: Outcome, row: Row, model: SpanModel, choice: str) -> Typed:
    """The path's memories with the selector, typed by `choice` (the rules' when it keeps none)."""
    if not outcome.memories:
        return []
    lang = row.turn.lang
    groups = span_groups(row.text, model=model, reading=row.reading)
    chosen = replace(model, type_from={lang: choice})
    return [(group_type(chosen, lang, g, outcome.judgement), g.content) for g in groups
            ] or outcome.memories


def confusion(pairs: Sequence[tuple[Row, Typed]]) -> tuple[Counter[tuple[str, str]], int, int]:
    """(gold type, memory type) counts over matched facts, matched, typed right."""
    out: Counter[tuple[str, str]] = Counter()
    for row, memories in pairs:
        matched = match_facts([c for _, c in memories], [f.content for f in row.turn.facts])
        for i, j in matched:
            out[(row.turn.facts[j].type, memories[i][0])] += 1
    hit = sum(out.values())
    return out, hit, sum(n for (a, b), n in out.items() if a == b)


def print_confusion(name: str, table: Counter[tuple[str, str]], hit: int, right: int) -> None:
    """Rows gold type, columns memory type."""
    print(f"\n{name}: type right {right} of {hit} matched ({right / max(hit, 1):.3f})")
    print(f"  {'gold / memory':<14}" + "".join(f"{SHORT[t]:>7}" for t in TYPES))
    for gold in TYPES:
        if any(table[(gold, t)] for t in TYPES):
            print(f"  {SHORT[gold]:<14}" + "".join(f"{table[(gold, t)]:>7}" for t in TYPES))


def cmd_learned_types(args: argparse.Namespace) -> int:
    """Confusion of memory type vs gold type, before / after the selector, per type choice."""
    def say(line: str) -> None:
        print(line, flush=True)

    turns = [t for t in load_labelled(args.set) if usable(t) and t.split in ("train", "dev")]
    rows = [labelled_row(t) for t in turns]
    outcomes = {o.turn.id: o for o in asyncio.run(run_rules(turns, "both", spans=False))}
    shipped = load_span_model()
    def tuned(model: SpanModel) -> SpanModel:
        return replace(model, threshold=shipped.threshold,
                       join_threshold=shipped.join_threshold)

    model_of = {k: tuned(m) for k, m in fold_models(rows, say).items()}
    on_train = tuned(fit_models([r for r in rows if r.turn.split == "train"]))
    model_of.update({r.turn.id: on_train for r in rows if r.turn.split == "dev"})
    say(f"span thresholds as shipped: keep {shipped.threshold}, join {shipped.join_threshold}")
    for split in ("train", "dev"):
        for lang in LANGS:
            part = [r for r in rows if r.turn.split == split and r.turn.lang == lang]
            where = "out of fold" if split == "train" else "models fitted on train"
            choices: list[tuple[str, Callable[[Row], Typed]]] = [
                ("before the selector", lambda r: outcomes[r.turn.id].memories)]
            choices += [(f"selector, {c}", lambda r, c=c: after(  # type: ignore[misc]
                outcomes[r.turn.id], r, model_of[r.turn.id], c)) for c in TYPE_CHOICES]
            for name, made in choices:
                print_confusion(f"{split}/{lang} ({where}, {len(part)} turns), {name}",
                                *confusion([(r, made(r)) for r in part]))
    return 0
