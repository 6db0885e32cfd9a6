"""Labelling agreement: 100 held-out rows labelled a second time, blind, scored against the first.

Run from the repo root:

- `python -m bench.labels.agreement draw` picks 50 zh and 50 en rows of the 2026-12-02 held-out
  batch with seed 20261224 and writes only their id, lang, previous and text to
  bench/labels/agreement/blind.jsonl: the second annotator labels from that file alone.
- `python -m bench.labels.agreement score` compares the second labels
  (bench/labels/agreement/second.jsonl: id, store, facts, why) with the first ones in the set,
  prints a table and writes bench/labels/agreement/report.json.

Store agreement is the share of rows both annotators decided alike and Cohen's kappa (that
share corrected for the agreement their store rates give by chance). Facts are matched one to
one by the rule of bench/facts/matching.py (the second annotator's facts play the memories):
fact precision = matched second facts / second facts, recall = matched first facts / first
facts, and type agreement is the share of matched pairs of rows both store whose types agree.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.facts.labelled import LANGS, LabelledTurn, load_labelled
from bench.labels.sample import LABELLED

SEED = 20261224
BATCH = "2026-12-02"
PER_LANG = 50
FOLDER = Path(__file__).resolve().parent / "agreement"
BLIND = FOLDER / "blind.jsonl"
SECOND = FOLDER / "second.jsonl"
REPORT = FOLDER / "report.json"
BLIND_FIELDS = ("id", "lang", "previous", "text")


def draw(rows: Sequence[LabelledTurn], *, seed: int = SEED,
         per_lang: int = PER_LANG) -> list[dict[str, str]]:
    """`per_lang` held-out rows of the batch per language, in a seeded order, blind fields only."""
    rng = random.Random(seed)
    picked: list[dict[str, str]] = []
    for lang in LANGS:
        pool = sorted((r for r in rows if r.batch == BATCH and r.split == "heldout"
                       and r.lang == lang), key=lambda r: r.id)
        if len(pool) < per_lang:
            raise ValueError(f"{lang}: {len(pool)} held-out rows of {BATCH}, {per_lang} wanted")
        picked.extend({"id": r.id, "lang": r.lang, "previous": r.previous, "text": r.text}
                      for r in rng.sample(pool, per_lang))
    return picked


def write_jsonl(path: Path, rows: Sequence[dict[str, Any]]) -> None:
    """One JSON object a line, UTF-8, unescaped."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                    encoding="utf-8")


def cmd_draw(args: argparse.Namespace) -> None:
    """Write the blind file."""
    rows = draw(load_labelled(args.set))
    write_jsonl(Path(args.blind), rows)
    print(f"wrote {len(rows)} rows ({PER_LANG} a language, seed {SEED}) to {args.blind}")


def main(argv: Sequence[str] | None = None) -> None:
    """`draw` or `score`."""
    parser = argparse.ArgumentParser(prog="python -m bench.labels.agreement",
                                     description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("draw", help="write the blind file of 100 held-out rows")
    p.add_argument("--set", default=str(LABELLED), help="the labelled set, JSONL")
    p.add_argument("--blind", default=str(BLIND), help="where the blind rows go")
    p.set_defaults(handler=cmd_draw)
    args = parser.parse_args(argv)
    args.handler(args)


if __name__ == "__main__":
    main()
