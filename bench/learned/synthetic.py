"""Synthetic zh user turns (bench/data/synthetic_turns.jsonl): training rows, never evaluated.

[beyond] Written by hand for the learned gate (not drawn from any dataset, not paraphrases of
labelled rows): stable facts a companion hears (job, city, family, health, diet, pets,
schedule, likes and dislikes, plans, boundaries, how to be addressed), and as many hard
negatives (feelings of the moment, questions, small talk, praise of the assistant, musings,
a relative's news of the day). Same schema as the labelled set, plus `"synthetic": true`
and their own split `synthetic`: `python -m bench facts` never reads this file, and the
trainer keeps these rows out of calibration (only ever in the training folds).
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from bench.facts.labelled import LabelledSetError, LabelledTurn, parse_labelled

DEFAULT_SYNTHETIC = "bench/data/synthetic_turns.jsonl"
SECOND_BATCH = "bench/data/synthetic_turns_b.jsonl"
"""970 more zh turns (round zhgate24: 471 to keep, 499 hard negatives, 60 of them natural
Chinese translations of LoCoMo / LongMemEval English `train` rows, `source`
`translated:<row id>`). Not read by default: out of fold they lowered zh average precision
(0.856 → 0.836–0.849 at weights 0.5–2; MODEL_CARD.md). Train with them by passing this path
as `--synthetic`."""
SPLIT = "synthetic"
SYNTHETIC_WEIGHT = 2.0
"""Weight of a synthetic row against a labelled one (0.25, 0.5, 1, 2 compared out of fold: 2
lifted zh recall at precision 0.90 most; MODEL_CARD.md)."""


def parse_synthetic(text: str) -> list[LabelledTurn]:
    """Validate the file as labelled rows that all say `synthetic: true`, split `synthetic`."""
    lines = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as error:
            raise LabelledSetError(f"line {number}: not JSON ({error.msg})") from error
        if not isinstance(obj, dict) or obj.get("synthetic") is not True \
                or obj.get("split") != SPLIT:
            raise LabelledSetError(
                f"line {number}: a synthetic row says \"synthetic\": true and split {SPLIT!r}")
        # The labelled set's own checks (ids, languages, facts) on the row as a train row.
        lines.append(json.dumps({**obj, "split": "train"}, ensure_ascii=False))
    return [dataclasses.replace(t, split=SPLIT) for t in parse_labelled("\n".join(lines))]


def load_synthetic(path: str | Path) -> list[LabelledTurn]:
    """Read and validate a synthetic-turns file."""
    return parse_synthetic(Path(path).read_text(encoding="utf-8"))
