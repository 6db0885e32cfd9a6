"""Turn the hand-written label files of a batch into rows of bench/data/labelled_turns.jsonl.

Run: python -m bench.labels.build show NAME START END   (print candidates to label)
     python -m bench.labels.build write [BATCH ...]     (rebuild the batches' rows)
Candidates come from sample.py (--out, default /tmp/labels-candidates). A label file line is
`N | facts | why`: N indexes the candidate file, facts is `-` (store false) or facts joined by
` ; `, each `T[@about][!]: content` with T one of p b r c i (preference, boundary,
relationship_goal, conversation_style, important_fact) and `!` marking a correction.
Each batch has its folder of label files beside this module (BATCHES); `write` rebuilds them all.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

from bench.labels.sample import LABELLED

BATCH = "2026-12-02"
CANDIDATES = Path(os.environ.get("LABELS_CANDIDATES", "/tmp/labels-candidates"))
FOLDER = Path(__file__).resolve().parent
TYPES = {
    "p": "preference",
    "b": "boundary",
    "r": "relationship_goal",
    "c": "conversation_style",
    "i": "important_fact",
}
# Candidate file -> split ("" keeps the split of the turn's source, the rule of turns.py).
FILES = {"heldout_zh": "heldout", "heldout_en": "heldout", "train_zh": "train", "train_en": "train"}
# Batch -> its candidate files. 2026-12-02b: every zh turn left after 2026-12-02 (all held-out)
# and the English training candidates after those 2026-12-02 labelled. 2026-12-05: the English
# training candidates after 2026-12-02b's (no zh turn is left on the dev side).
BATCHES = {
    BATCH: FILES,
    "2026-12-02b": {"rest_zh": "", "train_en": "train"},
    "2026-12-05": {"train_en": "train"},
}
FIELDS = ("id", "dataset", "source", "lang", "split", "stratum", "speaker", "previous", "text")


def parse_fact(text: str) -> dict[str, Any]:
    """One `T[@about][!]: content` fact."""
    head, _, content = text.partition(":")
    head, content = head.strip(), content.strip()
    correction = head.endswith("!")
    head = head.rstrip("!")
    kind, _, about = head.partition("@")
    if kind not in TYPES or not content:
        raise ValueError(f"bad fact {text!r}")
    fact: dict[str, Any] = {"type": TYPES[kind], "content": content, "about": about or "user"}
    if correction:
        fact["correction"] = True
    return fact


def parse_line(line: str) -> tuple[int, list[dict[str, Any]], str]:
    """Index, facts and reason of one label line."""
    number, facts, why = (part.strip() for part in line.split("|", 2))
    parsed = [] if facts == "-" else [parse_fact(f) for f in facts.split(" ; ")]
    if not why:
        raise ValueError(f"no reason in {line!r}")
    return int(number), parsed, why


def rows_of(name: str, batch: str = BATCH) -> list[dict[str, Any]]:
    """Labelled rows of one candidate file (only the candidates that have a label)."""
    lines = (CANDIDATES / f"{name}.jsonl").read_text("utf-8").splitlines()
    candidates = [json.loads(x) for x in lines]
    path = FOLDER / batch / f"{name}.txt"
    if not path.exists():
        return []
    rows = []
    seen: set[int] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        number, facts, why = parse_line(line)
        if number in seen:
            raise ValueError(f"{name}: {number} labelled twice")
        seen.add(number)
        turn = candidates[number]
        row = {field: turn.get(field) for field in FIELDS}
        row["split"] = BATCHES[batch][name] or turn["split"]
        row["stratum"] = "random"
        for optional in ("truncated", "image_caption"):
            if optional in turn:
                row[optional] = turn[optional]
        row.update(store=bool(facts), facts=facts, why=why, batch=batch)
        rows.append(row)
    return rows


def write(only: tuple[str, ...] = ()) -> None:
    """Replace the rows of these batches (or of `only`) in the labelled set by the label files'.

    `build write 2026-12-05` rebuilds one batch and leaves every other row as it is, so it needs
    only that batch's candidate files.
    """
    batches = {b: f for b, f in BATCHES.items() if not only or b in only}
    lines = LABELLED.read_text(encoding="utf-8").splitlines()
    kept = [x for x in lines if json.loads(x).get("batch") not in batches]
    new = [json.dumps(r, ensure_ascii=False)
           for batch, files in batches.items() for name in files for r in rows_of(name, batch)]
    LABELLED.write_text("\n".join(kept + new) + "\n", encoding="utf-8")
    print(f"{len(kept)} earlier rows, {len(new)} rows of batches {', '.join(batches)}")


def show(name: str, start: int, end: int) -> None:
    """Print candidates start..end-1 of one file for labelling."""
    lines = (CANDIDATES / f"{name}.jsonl").read_text("utf-8").splitlines()[start:end]
    for number, line in enumerate(lines, start):
        turn = json.loads(line)
        extra = f" [photo: {turn['image_caption']}]" if "image_caption" in turn else ""
        print(f"{number} ({turn['id']} {turn['speaker']}) P: {turn['previous']}")
        print(f"   U: {turn['text']}{extra}")


if __name__ == "__main__":
    if sys.argv[1] == "show":
        show(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        write(tuple(sys.argv[2:]))
