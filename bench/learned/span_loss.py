"""`python -m bench learned losses`: where fact precision and recall are lost, and why.

On the labelled `dev` + `train` rows only (never `heldout`), each turn goes alone through the
offline write path (`bench facts`' own runner) and every memory that matches no gold fact,
and every gold fact no memory matches, is put in one bin:

- memory of a turn with no gold fact: the turn should not have been kept;
- too long: it holds at least half of a gold fact but fails focus (< 0.25 of it is the fact);
- too short / wrong part: it is focused on a fact but says less than half of it;
- wrong clause: neither (it says something the labeller did not keep);
- a second memory of a fact another memory already matched (one to one: it counts against);
- a gold fact merged: a memory that matched another fact holds half of this one too;
- a gold fact dropped: the turn was not kept, or no memory holds any of it.

Matched pairs whose memory type is not the fact's are counted too. Figures per language and
per the stage that kept the turn (the rules' keyword fallback, or the learned gate).
"""

from __future__ import annotations

import argparse
from collections import Counter
from typing import Any

from bench.facts.labelled import LabelledTurn, load_labelled
from bench.facts.matching import MIN_COVERAGE, MIN_FOCUS, match_facts, overlap
from bench.facts.run import run_rules
from bench.facts.scoring import Outcome
from bench.learned.data import usable

MEMORY_BINS = ("no gold fact", "too long", "too short", "wrong clause", "second memory")
FACT_BINS = ("turn not kept", "merged", "in a too-long memory", "in a too-short memory",
             "dropped")


def memory_bin(memory: str, facts: list[str], taken: set[int]) -> str:
    """Why a memory matched no gold fact of its turn (the bins of this module)."""
    if not facts:
        return "no gold fact"
    laps = [overlap(memory, f) for f in facts]
    if any(o.matches for j, o in enumerate(laps) if j in taken):
        return "second memory"
    if any(o.coverage >= MIN_COVERAGE for o in laps):
        return "too long"
    if any(o.focus >= MIN_FOCUS and o.coverage > 0 for o in laps):
        return "too short"
    return "wrong clause"


def fact_bin(fact: str, memories: list[str], used: set[int]) -> str:
    """Why a gold fact no memory matched was lost."""
    if not memories:
        return "turn not kept"
    laps = [overlap(m, fact) for m in memories]
    if any(o.coverage >= MIN_COVERAGE and i in used for i, o in enumerate(laps)):
        return "merged"
    if any(o.coverage >= MIN_COVERAGE for o in laps):
        return "in a too-long memory"
    if any(o.focus >= MIN_FOCUS and o.coverage > 0 for o in laps):
        return "in a too-short memory"
    return "dropped"


def losses(outcomes: list[Outcome]) -> dict[str, Any]:
    """Counts per (language, stage) of every bin, matched pairs and wrong types."""
    out: dict[str, Counter[str]] = {}
    for o in outcomes:
        stage = "learned" if o.judgement.source == "learned" else (
            "rules" if o.memories else "not kept")
        row = out.setdefault(f"{o.turn.lang}/{stage}", Counter())
        facts = [f.content for f in o.turn.facts]
        contents = [c for _, c in o.memories]
        pairs = match_facts(contents, facts)
        used_m, used_f = {i for i, _ in pairs}, {j for _, j in pairs}
        row["memories"] += len(contents)
        row["gold facts"] += len(facts)
        row["matched"] += len(pairs)
        row["type wrong"] += sum(o.memories[i][0] != o.turn.facts[j].type for i, j in pairs)
        for i, c in enumerate(contents):
            if i not in used_m:
                row[f"memory: {memory_bin(c, facts, used_f)}"] += 1
        for j, f in enumerate(facts):
            if j not in used_f:
                row[f"fact: {fact_bin(f, contents, used_m)}"] += 1
    return {k: dict(v) for k, v in sorted(out.items())}


def print_losses(table: dict[str, Any]) -> None:
    """One block per language × stage."""
    for key, row in table.items():
        made, gold, hit = row.get("memories", 0), row.get("gold facts", 0), row.get("matched", 0)
        print(f"\n{key}: memories {made}, gold facts {gold}, matched {hit} "
              f"(P {hit / max(made, 1):.3f}, R {hit / max(gold, 1):.3f}), "
              f"type wrong {row.get('type wrong', 0)} of {hit}")
        for name in MEMORY_BINS:
            if n := row.get(f"memory: {name}", 0):
                print(f"  memory lost, {name:<16} {n:4d}  ({n / max(made, 1):.1%} of memories)")
        for name in FACT_BINS:
            if n := row.get(f"fact: {name}", 0):
                print(f"  fact lost, {name:<22} {n:4d}  ({n / max(gold, 1):.1%} of facts)")


def rows_for_losses(path: str) -> list[LabelledTurn]:
    """The labelled dev + train rows (never held-out, never LoCoMo 7–9)."""
    return [t for t in load_labelled(path) if t.split in ("dev", "train") and usable(t)]


async def cmd_learned_losses(args: argparse.Namespace) -> int:
    """Run the offline path (`--path`, default both) on dev + train and print the bins."""
    outcomes = await run_rules(rows_for_losses(args.set), args.path, spans=not args.no_spans)
    print(f"fact losses of the {args.path} offline path"
          f"{' without' if args.no_spans else ' with'} the span selector, dev + train rows")
    print_losses(losses(outcomes))
    return 0
