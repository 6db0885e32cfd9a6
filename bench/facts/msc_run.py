"""`python -m bench facts --msc FILE`: turn recall at precision on real MSC chats.

Every `bot_0` utterance of the file (read as the user; bench/facts/msc.py) goes alone through
the offline write path of each judge (STRATA_OFFLINE_JUDGE rules / learned / both), as the
labelled turns do. A turn counts as kept when the path would write at least one memory; it
should be kept when the crowdworker wrote a persona fact from it.

Per path: turn precision / recall at the path's own threshold (calibrated on the labelled
`dev` rows by the trainer), and for the paths with the model the score curve: the best
recall with precision ≥ 0.90 and the threshold it needs. The curve is read off the
evaluation file itself: it says what the model can reach, the deployed threshold is not
chosen from it.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

from bench.facts.msc import EVALUATION_FILE, USER, read_msc
from bench.facts.run import run_rules
from bench.facts.scoring import Outcome
from bench.learned.data import DEFAULT_CACHE, said, vectors
from bench.scoring import binary_scores
from strata_layered.memory.gate.learned import LearnedGate, load_gate
from strata_layered.memory.gate.rules import keyword_fallback

CURVE_PRECISION = 0.90


def curve(stored_open: list[bool], learned: list[bool], score: np.ndarray, gold: np.ndarray,
          precision: float = CURVE_PRECISION) -> tuple[float, float, float]:
    """(recall, precision, threshold) of the best recall reaching `precision`.

    `stored_open`: whether the path writes a memory with the threshold at 0; `learned`:
    whether the model decided the turn (only those move with the threshold).
    """
    best = (0.0, 0.0, 1.0)
    fixed = np.array(stored_open) & ~np.array(learned)
    opened = np.array(stored_open) & np.array(learned)
    for th in np.round(np.arange(0.05, 0.99, 0.01), 2):
        kept = fixed | (opened & (score >= th))
        s = binary_scores(zip(gold.tolist(), kept.tolist(), strict=True))
        if s.precision >= precision and s.recall > best[0]:
            best = (s.recall, s.precision, float(round(th, 2)))
    return best


async def msc_report(path: str, modes: tuple[str, ...], gate: LearnedGate | None = None,
                     outcomes: dict[str, list[Outcome]] | None = None) -> dict[str, Any]:
    """Turn P / R of each path on one MSC file, and the model's curve.

    `gate`: other weights than the shipped ones (bench/learned/msc_folds.py: fitted without
    this file); `outcomes`: filled with each path's outcomes, and the model's score under
    "score" in the report.
    """
    turns = read_msc(path)
    gold = np.array([t.store for t in turns])
    name = Path(path).name
    out: dict[str, Any] = {"file": name, "turns": len(turns), "to_keep": int(gold.sum()),
                           "speaker_as_user": USER, "held_out": name == EVALUATION_FILE,
                           "paths": {}}
    gate = (gate or load_gate()) if any(m != "rules" for m in modes) else None
    score = np.zeros(len(turns))
    if gate is not None:
        texts = [said(t) for t in turns]
        vecs = vectors(texts, Path(DEFAULT_CACHE))
        score = np.array([gate.score(x, t.previous, v, keyword_fallback(x))[0]
                          for t, x, v in zip(turns, texts, vecs, strict=True)])
    for mode in modes:
        got = await run_rules(turns, mode, gate)
        if outcomes is not None:
            outcomes[mode] = got
        s = binary_scores((o.turn.store, o.stored) for o in got)
        row: dict[str, Any] = {"stored": s.to_dict()}
        if gate is not None and mode != "rules":
            opened = await run_rules(turns, mode, replace(gate, threshold={"zh": 0.0,
                                                                           "en": 0.0}))
            r, p, th = curve([o.stored for o in opened],
                             [o.judgement.source == "learned" for o in opened], score, gold)
            row["curve"] = {"precision_at_least": CURVE_PRECISION, "recall": r,
                            "precision": p, "threshold": th,
                            "deployed_threshold": gate.threshold["en"]}
        out["paths"][mode] = row
    if outcomes is not None:
        out["score"] = score.tolist()
    return out


def print_msc(report: dict[str, Any]) -> None:
    """One line per path."""
    kept = "held out of training" if report["held_out"] else "NOT the held-out file"
    print(f"\nMSC {report['file']} ({kept}): {report['turns']} {report['speaker_as_user']} "
          f"turns read as the user, {report['to_keep']} with a persona fact")
    for mode, row in report["paths"].items():
        s = row["stored"]
        text = (f"  {mode:<8} turn P {s['precision']:.3f} R {s['recall']:.3f} F1 {s['f1']:.3f} "
                f"({s['tp']} {s['fp']} {s['fn']} {s['tn']})")
        if "curve" in row:
            c = row["curve"]
            text += (f" │ curve: R {c['recall']:.3f} at P {c['precision']:.3f} ≥ "
                     f"{c['precision_at_least']:.2f} (threshold {c['threshold']:.2f}; deployed "
                     f"{c['deployed_threshold']:.2f})" if c["precision"] else
                     f" │ curve: never reaches P ≥ {c['precision_at_least']:.2f} (what the rules "
                     "keep stays kept)")
        print(text)
