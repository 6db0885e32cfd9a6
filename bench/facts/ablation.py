"""`python -m bench facts --rules`: what each rule row carries, on both splits.

Every row of memory/rules/table.py is disabled in turn (memory/rules/row.py `disabled`:
the row then never matches) and the rule path runs again over the labelled turns. The
table gives, per split (both languages together), how the stored precision / recall and
the facts precision / recall move when the row is off (a negative Δ: the row helps), and
how many turns changed at all. A row that changes no turn of either split carries nothing
on the labelled set: it stays only for a test or a seed reason.

Only the turns a row fired on run again: where it did not match, a disabled row answers as
it did (no match), so nothing else can change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bench.facts.labelled import SCORED_SPLITS, LabelledTurn
from bench.facts.run import STAND_IN_REPLY, rule_path
from bench.facts.scoring import Outcome, fact_rows
from bench.scoring import binary_scores
from strata_layered.memory.rules.row import disabled, firing
from strata_layered.memory.rules.table import ROWS, table_of

FIGURES = ("stored_p", "stored_r", "facts_p", "facts_r")


@dataclass(frozen=True)
class Figures:
    """Stored and facts precision / recall of one split, and each turn's memories."""

    values: dict[str, float]
    seen: dict[str, tuple[tuple[str, str], ...]]


def figures(outcomes: list[Outcome], split: str) -> Figures:
    """The four figures of one split, both languages together."""
    part = [o for o in outcomes if o.turn.split == split]
    stored = binary_scores((o.turn.store, o.stored) for o in part)
    facts = fact_rows(part)
    return Figures(
        values={"stored_p": stored.precision, "stored_r": stored.recall,
                "facts_p": facts["precision"], "facts_r": facts["recall"]},
        seen={o.turn.id: tuple(o.memories) for o in part})


def _delta(base: Figures, off: Figures) -> dict[str, Any]:
    changed = sum(off.seen[k] != v for k, v in base.seen.items())
    return {"changed": changed, **{k: off.values[k] - base.values[k] for k in FIGURES}}


async def _outcome(turn: LabelledTurn) -> Outcome:
    judgement, memories = await rule_path(turn.text, STAND_IN_REPLY[turn.lang])
    return Outcome(turn=turn, judgement=judgement, memories=memories, how=judgement.source)


async def ablate(
    turns: list[LabelledTurn], splits: tuple[str, ...] = SCORED_SPLITS
) -> dict[str, Any]:
    """Each row's deltas per split asked, with the baseline and the turns it fired on.

    `--split dev` (or train) keeps a tuning run blind to held-out; the default is both
    scored splits, dev and held-out, as the issue asks the report to show.
    """
    base_outcomes: list[Outcome] = []
    fired_on: dict[str, list[int]] = {}
    for index, turn in enumerate(turns):
        with firing() as fired:
            base_outcomes.append(await _outcome(turn))
        for name in fired:
            fired_on.setdefault(name, []).append(index)
    base = {s: figures(base_outcomes, s) for s in splits}
    rows: dict[str, Any] = {}
    for row in ROWS:
        outcomes = list(base_outcomes)
        with disabled({row.name}):
            for index in fired_on.get(row.name, []):
                outcomes[index] = await _outcome(turns[index])
        counts = {s: sum(turns[i].split == s for i in fired_on.get(row.name, []))
                  for s in splits}
        rows[row.name] = {"table": table_of(row.name), "source": row.source, "fired": counts,
                          **{s: _delta(base[s], figures(outcomes, s)) for s in splits}}
    return {"baseline": {s: base[s].values for s in splits}, "rows": rows}


def print_ablation(result: dict[str, Any]) -> None:
    """One line per row: Δ when it is off, per split; rows that change nothing marked."""
    print("\nrule rows: Δ when the row is disabled (negative: the row helps); "
          "stored P/R, facts P/R, turns changed; fired: turns it matched on (per split)")
    for split, values in result["baseline"].items():
        print(f"  baseline {split}: " + " ".join(f"{k} {v:.3f}" for k, v in values.items()))
    head = " │ ".join(f"{s:^37}" for s in result["baseline"])
    print(f"{'row':<26}{'table':<16}│ {head} │ {'fired':>9}")
    for name, row in result["rows"].items():
        cells = []
        for split in result["baseline"]:
            d = row[split]
            cells.append(" ".join(f"{d[k]:+.3f}" for k in FIGURES) + f" {d['changed']:>4}")
        idle = all(row[s]["changed"] == 0 for s in result["baseline"])
        mark = "  · carries nothing" if idle else ""
        fired = "/".join(str(row["fired"][s]) for s in result["baseline"])
        print(f"{name[:25]:<26}{row['table']:<16}│ " + " │ ".join(cells) + f" │ {fired:>9}"
              + mark)
