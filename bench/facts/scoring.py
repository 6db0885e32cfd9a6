"""Scoring what a path of `python -m bench facts` did with each labelled turn.

An Outcome is one path's result for one turn (its judgement and the memories it would
write). Per split × language: "stored" precision / recall (≥ 1 memory), fact precision /
recall under the rule of bench/facts/matching.py, type accuracy on matched facts and the
type confusion, per stratum and batch, and every miss and false positive by id.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bench.facts.labelled import LANGS, SPLITS, LabelledTurn
from bench.facts.matching import match_turn
from bench.scoring import binary_scores, ratio
from strata_layered.memory.gate.judgement import Judgement


@dataclass(kw_only=True)
class Outcome:
    """What one path did with one turn."""

    turn: LabelledTurn
    judgement: Judgement
    memories: list[tuple[str, str]] = field(default_factory=list)
    """(memory type, content) of each memory the path would write."""
    how: str = "rules"

    @property
    def stored(self) -> bool:
        """Whether at least one memory would be written."""
        return bool(self.memories)


def fact_rows(outcomes: list[Outcome]) -> dict[str, Any]:
    """Fact-level counts, type confusion, and the unmatched on each side."""
    produced = matched = gold = said = typed = 0
    confusion: dict[str, dict[str, int]] = {}
    missed: list[dict[str, Any]] = []
    extra: list[dict[str, Any]] = []
    mistyped: list[dict[str, Any]] = []
    for o in outcomes:
        facts = [f.content for f in o.turn.facts]
        contents = [c for _, c in o.memories]
        found = match_turn(contents, facts)
        produced, gold = produced + len(contents), gold + len(facts)
        matched, said = matched + len(found.memories), said + len(found.facts)
        for j, i in found.says.items():
            want, got = o.turn.facts[j].type, o.memories[i][0]
            typed += want == got
            row = confusion.setdefault(want, {})
            row[got] = row.get(got, 0) + 1
            if want != got:  # each confusion by its turn, to read them by kind
                mistyped.append({"id": o.turn.id, "type": want, "got": got, "text": o.turn.text,
                                 "fact": o.turn.facts[j].content, "memory": o.memories[i][1]})
        hit_m, hit_f = found.memories, found.facts
        missed += [{"id": o.turn.id, "type": f.type, "fact": f.content, "got": contents}
                   for j, f in enumerate(o.turn.facts) if j not in hit_f]
        extra += [{"id": o.turn.id, "type": t, "memory": c, "gold": facts}
                  for i, (t, c) in enumerate(o.memories) if i not in hit_m]
    return {"produced": produced, "gold": gold, "matched": matched, "said": said,
            "precision": ratio(matched, produced), "recall": ratio(said, gold),
            "type_correct": typed, "type_accuracy": ratio(typed, said),
            "type_confusion": confusion, "missed": missed, "extra": extra,
            "mistyped": mistyped}


def _questions(outcomes: list[Outcome]) -> list[dict[str, str]]:
    """Memories that are questions: never a fact (the issue's hard guarantee)."""
    return [{"id": o.turn.id, "memory": c} for o in outcomes for _, c in o.memories
            if c.rstrip().endswith(("?", "？", "吗"))]


def evaluate(outcomes: list[Outcome]) -> dict[str, Any]:
    """Scores per split × language (and per stratum), JSON-safe."""
    groups: dict[str, Any] = {}
    for split in SPLITS:
        for lang in LANGS:
            part = [o for o in outcomes if o.turn.split == split and o.turn.lang == lang]
            if not part:
                continue
            stored = binary_scores((o.turn.store, o.stored) for o in part)
            facts = fact_rows(part)
            strata = {s: binary_scores((o.turn.store, o.stored) for o in part
                                       if o.turn.stratum == s).to_dict()
                      for s in sorted({o.turn.stratum for o in part})}
            batches = {b: binary_scores((o.turn.store, o.stored) for o in part
                                        if o.turn.batch == b).to_dict()
                       for b in sorted({o.turn.batch for o in part})}
            batch_facts = {b: {k: v for k, v in fact_rows(
                [o for o in part if o.turn.batch == b]).items()
                if k in ("precision", "recall", "type_accuracy")} for b in batches}
            groups[f"{split}/{lang}"] = {
                "split": split, "lang": lang, "turns": len(part), "stored": stored.to_dict(),
                "by_stratum": strata, "by_batch": batches, "facts": facts,
                "facts_by_batch": batch_facts,
                "question_memories": _questions(part),
                "false_positives": [_turn(o) for o in part if o.stored and not o.turn.store],
                "false_negatives": [_turn(o) for o in part if o.turn.store and not o.stored],
            }
    return groups


def _turn(o: Outcome) -> dict[str, Any]:
    return {"id": o.turn.id, "text": o.turn.text, "gate": o.judgement.category,
            "source": o.judgement.source, "memories": o.memories,
            "gold": [f.content for f in o.turn.facts]}
