"""`python -m bench learned out-of-source`: the gate's figures on a source it never saw.

Usage: python -m bench learned out-of-source [--sources memorybank,madial,locomo,longmemeval]
       [--msc ../shared/data/msc] [--synthetic …] [--without-batch 2026-12-02b]
       [--score-splits train,dev] [--cache /tmp/strata-learned-vectors.npz]

The learned gate is fitted on the labelled `train` + `dev` rows, so its `dev` figures are in
sample, and held-out rows come from sources (users, dialogues) it never saw. This is the
honest proxy on rows we may read: for each source dataset (MemoryBank, MADial, LoCoMo,
LongMemEval; the zh and en sides of MemoryBank and MADial are the same people and translated
dialogues, so they leave together) the gate is refitted exactly as `learned train` fits it
(bench/learned/train.py `fit`: MSC and the synthetic turns as given, thresholds calibrated out
of fold on the remaining labelled `train` rows) on every row but that source's, the span
selector's three models are refitted without it (its thresholds and type choice as shipped),
and the whole offline path (`both`, as `bench facts` runs it) scores that source's `train` +
`dev` rows (`--score-splits train`: its `train` rows alone, which the rules were not tuned
on either). Never `heldout`, never LoCoMo conv-48/49/50.

Printed per left-out source × language, then every fold pooled per language: stored P / R and
facts P / R of `both` in sample (the shipped weights) and out of source, and the stored P / R
of the gate alone (`learned`) out of source; every outcome in --out/learned_out_of_source.json
(for reading the errors). The rules were tuned on `dev` rows of every
source: their share of the figures is in sample whatever the gate saw.
"""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from bench.facts.labelled import LANGS, LabelledTurn, load_labelled
from bench.facts.msc import training_turns
from bench.facts.run import run_rules
from bench.facts.scoring import Outcome, fact_rows
from bench.learned.data import usable
from bench.learned.synthetic import load_synthetic
from bench.output import write_json
from bench.scoring import binary_scores
from strata_layered.memory.gate.learned import LearnedGate
from strata_layered.memory.gate.span_model import SpanModel, load_span_model

SOURCES = ("memorybank", "madial", "locomo", "longmemeval")
SEEN = ("train", "dev")
"""The splits a fold fits on and scores: never `heldout`."""
ALL = "all"
"""The pooled rows: every fold's outcomes on its own left-out source, together."""


def source_of(turn: LabelledTurn) -> str:
    """The source dataset of a row: memorybank_zh and memorybank_en are one source."""
    return turn.dataset.split("_")[0]


def fold_rows(turns: Sequence[LabelledTurn], source: str, scored: Sequence[str] = SEEN
              ) -> tuple[list[LabelledTurn], list[LabelledTurn]]:
    """(rows to fit on, rows to score) when `source` is left out: train + dev only.

    `scored`: which of the source's splits to score (`train` alone: rows the rules were not
    tuned on either).
    """
    seen = [t for t in turns if usable(t) and t.split in SEEN]
    return ([t for t in seen if source_of(t) != source],
            [t for t in seen if source_of(t) == source and t.split in scored])


@dataclass(frozen=True)
class Figures:
    """One table row: a source (or `all`) and language."""

    source: str
    lang: str
    turns: int
    inside: tuple[float, float, float, float]
    """`both` with the shipped weights: stored P, R, facts P, R."""
    outside: tuple[float, float, float, float]
    """`both` with the weights fitted without the source."""
    gate: tuple[float, float]
    """`learned` (the gate alone) without the source: stored P, R."""


def _stored(outcomes: Sequence[Outcome]) -> tuple[float, float]:
    s = binary_scores((o.turn.store, o.stored) for o in outcomes)
    return s.precision, s.recall


def _both(outcomes: Sequence[Outcome]) -> tuple[float, float, float, float]:
    facts = fact_rows(list(outcomes))
    return (*_stored(outcomes), facts["precision"], facts["recall"])


def figures(source: str, inside: Sequence[Outcome], outside: Sequence[Outcome],
            gate: Sequence[Outcome]) -> list[Figures]:
    """One row per language present: the three paths' outcomes on the same turns."""
    out = []
    for lang in LANGS:
        def of(outcomes: Sequence[Outcome], lang: str = lang) -> list[Outcome]:
            return [o for o in outcomes if o.turn.lang == lang]

        if of(outside):
            out.append(Figures(source=source, lang=lang, turns=len(of(outside)),
                               inside=_both(of(inside)), outside=_both(of(outside)),
                               gate=_stored(of(gate))))
    return out


def table(rows: Sequence[Figures]) -> str:
    """The rows as a Markdown table."""
    def pair(a: float, b: float) -> str:
        return f"{a:.3f} / {b:.3f}"

    lines = ["| left out | lang | turns | both, in sample: stored P / R | facts P / R | "
             "both, out of source: stored P / R | facts P / R | gate alone, out of source: "
             "stored P / R |", "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r.source} | {r.lang} | {r.turns} | {pair(*r.inside[:2])} | "
                     f"{pair(*r.inside[2:])} | {pair(*r.outside[:2])} | {pair(*r.outside[2:])}"
                     f" | {pair(*r.gate)} |")
    return "\n".join(lines)


def span_model_without(fit_on: Sequence[LabelledTurn], shipped: SpanModel) -> SpanModel:
    """The span selector's models fitted on `fit_on`, its thresholds and types as shipped."""
    from bench.learned.spans import fit_models, labelled_row

    fitted = fit_models([labelled_row(t) for t in fit_on])
    return replace(fitted, threshold=dict(shipped.threshold),
                   join_threshold=shipped.join_threshold, type_from=dict(shipped.type_from))


def gate_without(fit_on: list[LabelledTurn], args: argparse.Namespace) -> LearnedGate:
    """The learned gate as `learned train` fits it, on `fit_on` (+ MSC, synthetic)."""
    from bench.learned.train import fit

    synthetic = load_synthetic(args.synthetic) if args.synthetic else []
    msc = training_turns(args.msc) if args.msc else []
    gate, _ = fit(fit_on + synthetic, msc, Path(args.cache), args.precision, args.msc_weight,
                  args.synthetic_weight)
    return gate


async def fold(turns: Sequence[LabelledTurn], source: str, args: argparse.Namespace
               ) -> tuple[list[Outcome], list[Outcome], list[Outcome]]:
    """(in sample, out of source, gate alone out of source) outcomes on `source`'s rows."""
    fit_on, scored = fold_rows(turns, source, args.score_splits.split(","))
    fit_on = [t for t in fit_on if t.batch not in args.without_batch]
    cache = Path(args.cache)
    inside = await run_rules(scored, "both", cache=cache)
    gate = gate_without(fit_on, args)
    print(f"  {source}: thresholds without it {gate.threshold}", flush=True)
    spans = span_model_without(fit_on, load_span_model())
    outside = await run_rules(scored, "both", gate=gate, span_model=spans, cache=cache)
    alone = await run_rules(scored, "learned", gate=gate, span_model=spans, cache=cache)
    return inside, outside, alone


def cmd_learned_out_of_source(args: argparse.Namespace) -> int:
    """Refit without each source, score it; print the table."""
    turns = load_labelled(args.set)
    wanted = [s.strip() for s in args.sources.split(",") if s.strip()]
    unknown = sorted(set(wanted) - set(SOURCES))
    if unknown:
        raise SystemExit(f"unknown sources {unknown}: use {', '.join(SOURCES)}")
    if not set(args.score_splits.split(",")) <= set(SEEN):
        raise SystemExit(f"--score-splits {args.score_splits}: use train and / or dev")
    print(f"out of source: {', '.join(wanted)} (scored: {args.score_splits} rows; fitted without "
          f"batches {sorted(args.without_batch) or 'none'}; synthetic "
          f"{args.synthetic or 'none'}; MSC {args.msc or 'none'})", flush=True)
    rows: list[Figures] = []
    pooled: tuple[list[Outcome], list[Outcome], list[Outcome]] = ([], [], [])
    for source in wanted:
        got = asyncio.run(fold(turns, source, args))
        rows += figures(source, *got)
        for into, outcomes in zip(pooled, got, strict=True):
            into += outcomes
    rows += figures(ALL, *pooled)
    print(table(rows))
    names = ("in_sample", "out_of_source", "gate_alone")
    write_json(Path(args.out), "learned_out_of_source", {
        "rows": [asdict(r) for r in rows],
        "outcomes": {name: [{"id": o.turn.id, "lang": o.turn.lang, "store": o.turn.store,
                             "stored": o.stored, "source": o.judgement.source,
                             "reason": o.judgement.reason, "memories": o.memories,
                             "gold": [f.content for f in o.turn.facts]} for o in outcomes]
                     for name, outcomes in zip(names, pooled, strict=True)}})
    print()
    return 0
