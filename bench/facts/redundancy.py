"""`python -m bench facts --redundancy`: does any decision need each rule row?

For every row of memory/rules/table.py, turned off in turn (`disabled`), the count of:
- its own examples whose decisions change (memory/rule_decisions.py: the gate, the memories,
  the audit, clauses, whose fact, slots, consolidation, dates, instructions, topics…);
- the other rows' examples whose decisions change;
- the labelled turns of train and dev (never held-out: removal is decided there) whose
  decisions change.
A row that changes none of the three carries nothing and can go (tests/unit then decides);
seed rows and safety rows stay whatever they carry. Only texts a row fired on run again:
where it did not match, a disabled row answers as it did.
"""

from __future__ import annotations

from typing import Any

from bench.facts.labelled import LabelledTurn
from strata_layered.memory.rule_decisions import decisions
from strata_layered.memory.rules.row import disabled, firing
from strata_layered.memory.rules.table import ROWS, table_of

REMOVAL_SPLITS = ("train", "dev")
SAFETY = ("injection", "standing_orders")
SAFETY_ROWS = frozenset({"dont_remember", "sensitive", "sensitive_en"})
"""Kept whatever they carry: injected instructions, standing orders, don't-remember, secrets."""


def why_kept(name: str) -> str:
    """Why a row stays even when it carries nothing measured, or ''."""
    table = table_of(name)
    if table in ("seed000", "seed003"):
        return "seed row"
    if table in SAFETY or name in SAFETY_ROWS:
        return "safety row"
    return ""


async def _run(texts: list[tuple[str, str]]
               ) -> tuple[list[dict[str, Any]], dict[str, list[int]]]:
    out: list[dict[str, Any]] = []
    fired_on: dict[str, list[int]] = {}
    for index, (text, before) in enumerate(texts):
        with firing() as fired:
            out.append(await decisions(text, before))
        for name in fired:
            fired_on.setdefault(name, []).append(index)
    return out, fired_on


async def redundancy(turns: list[LabelledTurn]) -> dict[str, Any]:
    """Per row: own examples, others' examples and train/dev turns its absence changes."""
    examples = list(dict.fromkeys((t, row.before) for row in ROWS
                                  for t in (*row.examples, *row.contexts)))
    labelled = [(t.text, "") for t in turns if t.split in REMOVAL_SPLITS]
    texts = examples + labelled
    base, fired_on = await _run(texts)
    rows: dict[str, Any] = {}
    for row in ROWS:
        own = {(t, row.before) for t in (*row.examples, *row.contexts)}
        changed = {"own": 0, "others": 0, "labelled": 0}
        texts_changed: list[str] = []
        with disabled({row.name}):
            for index in fired_on.get(row.name, []):
                if await decisions(*texts[index]) == base[index]:
                    continue
                if index >= len(examples):
                    changed["labelled"] += 1
                elif texts[index] in own:
                    changed["own"] += 1
                else:
                    changed["others"] += 1
                if texts[index] not in own:
                    texts_changed.append(texts[index][0])
        rows[row.name] = {"table": table_of(row.name), "examples": len(own), **changed,
                          "kept_for": why_kept(row.name), "changed": texts_changed[:5]}
    return {"rows": rows, "examples": len(examples), "labelled": len(labelled)}


def print_redundancy(result: dict[str, Any]) -> None:
    """One line per row; rows that carry nothing marked, with why they stay if they do."""
    print(f"\nrule rows turned off one at a time: decisions changed among {result['examples']} "
          f"row examples and {result['labelled']} labelled train+dev turns")
    print(f"{'row':<26}{'table':<16}{'own':>9}{'others':>8}{'labelled':>10}")
    idle = 0
    for name, row in result["rows"].items():
        nothing = not (row["own"] or row["others"] or row["labelled"])
        idle += nothing
        mark = ("  · carries nothing" + (f" (kept: {row['kept_for']})" if row["kept_for"]
                                         else "")) if nothing else ""
        own = f"{row['own']}/{row['examples']}"
        print(f"{name[:25]:<26}{row['table']:<16}{own:>9}{row['others']:>8}"
              f"{row['labelled']:>10}{mark}")
    covered = sum(1 for r in result["rows"].values() if not r["own"])
    print(f"{len(result['rows'])} rows; {covered} change none of their own examples; "
          f"{idle} change nothing at all")
