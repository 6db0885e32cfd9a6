"""Check the labelled set against the raw datasets: python -m bench.labels.validate ../shared/data.

Every row must parse with the required keys and types, have a unique id, re-resolve its locator
to the quoted turn and previous turn, keep one split per source (the split rule), and no new row
may come from LoCoMo conv-48/49/50 (evaluation data), and no held-out turn's text may also
sit on the dev or train side. Prints counts; exits 1 on any problem.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from bench.labels.sample import LABELLED
from bench.labels.turns import EVALUATION_ONLY, load_turns

REQUIRED = {
    "id": str, "dataset": str, "source": str, "lang": str, "split": str, "stratum": str,
    "speaker": str, "previous": str, "text": str, "store": bool, "facts": list, "why": str,
}
TYPES = {"preference", "boundary", "relationship_goal", "conversation_style", "important_fact"}
SPLITS = {"dev", "heldout", "train"}
# Rows from before this batch may hold conv-48/49/50 (dev and held-out evaluation rows).
OLD_BATCHES = {None, "2026-12-01"}


def _norm(text: str) -> str:
    return " ".join(text.split()).lower()


def problems_of(row: dict[str, Any], turn: dict[str, Any] | None) -> list[str]:
    """What is wrong with one row (empty when it is sound)."""
    out = [f"{key} missing or not {kind.__name__}" for key, kind in REQUIRED.items()
           if not isinstance(row.get(key), kind)]
    if out:
        return out
    if row["split"] not in SPLITS:
        out.append(f"split {row['split']!r}")
    if row["stratum"] not in ("random", "targeted"):
        out.append(f"stratum {row['stratum']!r}")
    for fact in row["facts"]:
        if fact.get("type") not in TYPES or not str(fact.get("content", "")).strip():
            out.append(f"bad fact {fact}")
        if not isinstance(fact.get("about"), str) or len(str(fact.get("content"))) > 120:
            out.append(f"fact about/length {fact}")
    if bool(row["facts"]) != row["store"]:
        out.append("facts given exactly when store is true")
    if turn is None:
        return [*out, "locator does not resolve"]
    for key in ("dataset", "source", "lang", "split", "speaker", "previous", "text"):
        want = turn[key]
        if key == "split" and row["split"] == "train":
            want = "train" if turn["split"] == "dev" else f"{turn['split']} (not dev)"
        if row[key] != want:
            out.append(f"{key} differs from the raw file")
    if row.get("truncated", False) != turn.get("truncated", False):
        out.append("truncated flag differs")
    if row.get("image_caption") != turn.get("image_caption"):
        out.append("image_caption differs")
    if row["source"] in EVALUATION_ONLY and row.get("batch") not in OLD_BATCHES:
        out.append("LoCoMo conv-48/49/50 are evaluation data")
    if row["source"] in EVALUATION_ONLY and row["split"] == "train":
        out.append("LoCoMo conv-48/49/50 never train")
    return out


def main() -> int:
    """Validate and print counts."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("data", type=Path, help="the shared data folder (../shared/data)")
    parser.add_argument("--set", type=Path, default=LABELLED)
    args = parser.parse_args()
    turns = {t["id"]: t for t in load_turns(args.data)}
    rows = [json.loads(line) for line in args.set.read_text(encoding="utf-8").splitlines()]
    problems = []
    ids = Counter(str(r.get("id")) for r in rows)
    problems += [f"{i}: id used {n} times" for i, n in ids.items() if n > 1]
    keys = Counter(turns[r["id"]]["key"] for r in rows if r.get("id") in turns)
    problems += [f"{k}: one turn labelled {n} times" for k, n in keys.items() if n > 1]
    split_of: dict[str, set[str]] = defaultdict(set)
    for row in rows:
        problems += [f"{row.get('id')}: {p}" for p in problems_of(row, turns.get(row.get("id")))]
        split = "dev" if row.get("split") == "train" else row.get("split")
        split_of[str(row.get("source"))].add(str(split))
    problems += [f"{s}: rows in {sorted(v)}" for s, v in split_of.items() if len(v) > 1]
    # LongMemEval repeats some sessions under other ids: a held-out turn's text must not
    # reach the dev or train side through such a copy.
    outside = {_norm(r["text"]) for r in rows if r.get("split") in ("dev", "train")}
    problems += [f"{r['id']}: held-out text also on the dev/train side" for r in rows
                 if r.get("split") == "heldout" and _norm(str(r.get("text"))) in outside]
    counts = Counter((r["split"], r["lang"], r["dataset"], r.get("batch", "first"), r["store"])
                     for r in rows)
    for (split, lang, dataset, batch, store), n in sorted(counts.items()):
        print(f"{split:8} {lang} {dataset:14} {batch:10} store={store!s:5} {n}")
    print(f"{len(rows)} rows, {len(problems)} problems")
    for problem in problems:
        print("PROBLEM", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
