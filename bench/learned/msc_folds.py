"""`python -m bench learned msc-folds`: the gate's MSC figures on a file it never saw.

Usage: python -m bench learned msc-folds [--msc ../shared/data/msc] [--synthetic '']
       [--without-batch 2026-12-02b] [--fold-weights /tmp/strata-msc-folds]
       [--leave personasummary_session2_test.jsonl,…] [--out bench/out]

The shipped gate learns from the MSC `test` files of sessions 1–3 (bench/facts/msc.py), so
its figures on them are in sample and cannot judge a change to how `both` uses it. Here the
gate is refitted as `learned train` fits it (bench/learned/train.py `fit`: labelled `train` +
`dev`, the synthetic turns as given, thresholds calibrated out of fold on the labelled
`train` rows) on every MSC training file but one, its weights written to `--fold-weights`
(never over memory/gate's), and the left-out file is scored as `bench facts --path all --msc
FILE` scores it (bench/facts/msc_run.py), with the shipped weights (in sample) and with the
refitted ones (out of sample). Never the `valid` files, never session 4.

Printed per left-out file: rules / learned / both turn P / R and the learned path's recall at
precision 0.90, in sample and out of sample. Every turn's outcome and out-of-sample score
goes to --out/learned_msc_folds.json (for reading the errors by kind).
"""

from __future__ import annotations

import argparse
import asyncio
from pathlib import Path
from typing import Any

from bench.facts.labelled import load_labelled
from bench.facts.msc import TRAINING_FILES, read_msc
from bench.facts.msc_run import msc_report
from bench.facts.scoring import Outcome
from bench.learned.data import usable
from bench.learned.synthetic import load_synthetic
from bench.output import write_json
from strata_layered.memory.gate.learned import LearnedGate, save_gate

MODES = ("rules", "learned", "both")
DEFAULT_FOLD_WEIGHTS = "/tmp/strata-msc-folds"
"""Scratch folder of the refitted weights: never memory/gate's shipped file."""


def fold_gate(left_out: str, args: argparse.Namespace) -> LearnedGate:
    """The gate fitted as `learned train` fits it, on every MSC training file but `left_out`."""
    from bench.learned.train import fit

    labelled = [t for t in load_labelled(args.set) if usable(t)
                and t.split in ("train", "dev") and t.batch not in args.without_batch]
    synthetic = load_synthetic(args.synthetic) if args.synthetic else []
    msc = [t for name in TRAINING_FILES if name != left_out
           for t in read_msc(Path(args.msc) / name, split="train")]
    gate, _ = fit(labelled + synthetic, msc, Path(args.cache), args.precision, args.msc_weight,
                  args.synthetic_weight)
    return gate


def line(label: str, report: dict[str, Any]) -> str:
    """One row: each path's turn P / R, the learned path's R at P 0.90."""
    cells = []
    for mode in MODES:
        s = report["paths"][mode]["stored"]
        cells.append(f"{s['precision']:.3f} / {s['recall']:.3f}")
    c = report["paths"]["learned"]["curve"]
    at = f"{c['recall']:.3f} (th {c['threshold']:.2f})" if c["precision"] else "never"
    return f"| {label} | " + " | ".join(cells) + f" | {at} |"


def dump(outcomes: dict[str, list[Outcome]], score: list[float]) -> list[dict[str, Any]]:
    """Every turn: text, gold, each path's verdict, the `both` path's reason, the score."""
    rows = []
    for i, o in enumerate(outcomes["both"]):
        rows.append({"id": o.turn.id, "text": o.turn.text, "previous": o.turn.previous,
                     "store": o.turn.store, "gold": [f.content for f in o.turn.facts],
                     "score": round(score[i], 4), "source": o.judgement.source,
                     "reason": o.judgement.reason, "rules_fired": list(o.judgement.rules),
                     **{f"stored_{m}": outcomes[m][i].stored for m in MODES}})
    return rows


async def _one(name: str, args: argparse.Namespace) -> tuple[list[str], dict[str, Any]]:
    path = str(Path(args.msc) / name)
    inside = await msc_report(path, MODES)
    gate = fold_gate(name, args)
    where = Path(args.fold_weights)
    where.mkdir(parents=True, exist_ok=True)
    save_gate(gate, where / f"without_{Path(name).stem}.npz")
    print(f"  without {name}: thresholds {gate.threshold}", flush=True)
    outcomes: dict[str, list[Outcome]] = {}
    outside = await msc_report(path, MODES, gate=gate, outcomes=outcomes)
    lines = [line(f"{name}, in sample (shipped)", inside),
             line(f"{name}, out of sample", outside)]
    return lines, {"in_sample": inside["paths"], "out_of_sample": outside["paths"],
                   "threshold": gate.threshold,
                   "turns": dump(outcomes, outside["score"])}


def cmd_learned_msc_folds(args: argparse.Namespace) -> int:
    """Refit without each MSC training file, score it; print the table."""
    wanted = [n.strip() for n in args.leave.split(",") if n.strip()] or list(TRAINING_FILES)
    unknown = sorted(set(wanted) - set(TRAINING_FILES))
    if unknown:
        raise SystemExit(f"unknown MSC files {unknown}: use {', '.join(TRAINING_FILES)}")
    print(f"MSC folds: {', '.join(wanted)} (synthetic {args.synthetic or 'none'}; fitted "
          f"without batches {sorted(args.without_batch) or 'none'})", flush=True)
    lines = ["| left out | rules P / R | learned P / R | both P / R | learned R at P 0.90 |",
             "|---|---|---|---|---|"]
    found: dict[str, Any] = {}
    for name in wanted:
        got, found[name] = asyncio.run(_one(name, args))
        lines += got
    print("\n".join(lines))
    write_json(Path(args.out), "learned_msc_folds", found)
    return 0
