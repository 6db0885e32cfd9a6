"""Draw the 2026-12-02 held-out batch and the ordered training candidates (fixed seeds).

Run: python -m bench.labels.sample ../shared/data [--out DIR]. Writes heldout_zh, heldout_en,
train_zh and train_en (JSON lines, in labelling order) to DIR, and rest_zh: every zh user turn
that no row of the batches up to 2026-12-02 holds (batch 2026-12-02b labels them all; each keeps
its source's split, so all of them are held-out). Nothing is labelled here.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

from bench.labels.turns import EVALUATION_ONLY, Turn, load_turns

HELDOUT_SEED = 20261202
TRAIN_SEED = 20261203
REST_SEED = 20261205
# Batches labelled before the 2026-12-02 draw: the draw never reads later rows, so it stays fixed.
EARLIER_BATCHES = (None, "2026-12-01")
LABELLED = Path(__file__).resolve().parents[1] / "data" / "labelled_turns.jsonl"
# Held-out batch: (turns per source, sources); (n, 0) is n turns drawn over all sources.
# MemoryBank zh 70 turns, MADial zh 2 a dialogue (40), MemoryBank en 30 turns, MADial en 2 a
# dialogue (15, none used on the zh side), LoCoMo 15 a conversation (conv-30/42/44), LongMemEval
# one turn a session (15 has_answer, 15 other oracle, 8 filler, 7 persona).
HELDOUT_PLAN = {
    "memorybank_zh": (70, 0),
    "madial_zh": (2, 40),
    "memorybank_en": (30, 0),
    "madial_en": (2, 15),
    "locomo": (15, 3),
}
LONGMEMEVAL_PLAN = {"answer": 15, "oracle": 15, "filler": 8, "persona": 7}
# Training rows for English interleave the datasets in this pattern, repeated.
EN_PATTERN = ("madial_en", "locomo", "longmemeval", "memorybank_en", "locomo", "longmemeval")


def _by_source(turns: Iterable[Turn]) -> dict[str, list[Turn]]:
    groups: dict[str, list[Turn]] = defaultdict(list)
    for turn in turns:
        groups[turn["source"]].append(turn)
    return dict(sorted(groups.items()))


def _pick(rng: random.Random, pool: list[Turn], per_source: int, sources: int) -> list[Turn]:
    """per_source random turns from each of `sources` random sources that have enough."""
    if sources == 0:
        return rng.sample(pool, per_source)
    groups = {k: v for k, v in _by_source(pool).items() if len(v) >= per_source}
    chosen = rng.sample(sorted(groups), min(sources, len(groups)))
    return [turn for source in sorted(chosen) for turn in rng.sample(groups[source], per_source)]


def _longmemeval_kind(turn: Turn) -> str:
    if turn["id"].endswith(":S"):
        return "filler" if turn["filler"] else "persona"
    return "answer" if turn["has_answer"] else "oracle"


def _unique_keys(turns: Iterable[Turn]) -> list[Turn]:
    """One id per underlying turn (a LongMemEval session can sit under several questions)."""
    seen: set[str] = set()
    out = []
    for turn in turns:
        if turn["key"] not in seen:
            seen.add(turn["key"])
            out.append(turn)
    return out


def heldout(turns: list[Turn], used: set[str], used_sources: set[str]) -> dict[str, list[Turn]]:
    """The blind held-out batch: held-out sources only, no turn (or translation) used before."""
    rng = random.Random(HELDOUT_SEED)
    pool = [t for t in turns if t["split"] == "heldout" and t["source"] not in EVALUATION_ONLY]
    pool = [t for t in _unique_keys(pool) if t["pair"] not in used]
    out: dict[str, list[Turn]] = {"zh": [], "en": []}
    for dataset, (per_source, sources) in HELDOUT_PLAN.items():
        candidates = [t for t in pool if t["dataset"] == dataset]
        taken_keys = {t["pair"] for t in out["zh"]}
        taken_dialogues = {t["source"].split(":")[1] for t in out["zh"] if "madial" in t["id"]}
        candidates = [t for t in candidates if t["pair"] not in taken_keys]
        if dataset == "madial_en":
            candidates = [t for t in candidates if t["source"].split(":")[1] not in taken_dialogues]
        picked = _pick(rng, candidates, per_source, sources)
        out["zh" if dataset.endswith("_zh") else "en"].extend(picked)
    sessions: dict[str, list[Turn]] = defaultdict(list)
    for turn in pool:
        if turn["dataset"] == "longmemeval" and turn["source"] not in used_sources:
            sessions[turn["source"]].append(turn)
    kinds: dict[str, list[Turn]] = defaultdict(list)
    for source in sorted(sessions):
        turn = rng.choice(sessions[source])
        kinds[_longmemeval_kind(turn)].append(turn)
    for kind, count in LONGMEMEVAL_PLAN.items():
        out["en"].extend(rng.sample(kinds[kind], count))
    return out


def train(turns: list[Turn], used: set[str]) -> dict[str, list[Turn]]:
    """Every unlabelled dev-source turn, in a seeded labelling order (zh all; en interleaved)."""
    rng = random.Random(TRAIN_SEED)
    pool = [t for t in turns if t["split"] == "dev" and t["source"] not in EVALUATION_ONLY]
    pool = [t for t in _unique_keys(pool) if t["id"] not in used and t["key"] not in used]
    zh = [t for t in pool if t["lang"] == "zh"]
    rng.shuffle(zh)
    queues: dict[str, list[Turn]] = {}
    for dataset in sorted(set(EN_PATTERN)):
        rows = [t for t in pool if t["dataset"] == dataset]
        if dataset == "longmemeval":
            sessions = _by_source(rows)
            rows = [rng.choice(sessions[source]) for source in sorted(sessions)]
        rng.shuffle(rows)
        queues[dataset] = rows
    en: list[Turn] = []
    while any(queues.values()):
        for dataset in EN_PATTERN:
            if queues[dataset]:
                en.append(queues[dataset].pop())
    return {"zh": zh, "en": en}


def rest_zh(turns: list[Turn], used: set[str]) -> list[Turn]:
    """Every zh turn no earlier row labelled (translations of labelled en turns included).

    Each turn keeps its source's split (the split rule in turns.py); the order is seeded.
    """
    rng = random.Random(REST_SEED)
    rest = [t for t in turns if t["lang"] == "zh" and t["id"] not in used and t["key"] not in used]
    rng.shuffle(rest)
    return rest


def used_turns(rows: list[dict[str, object]], turns: list[Turn]) -> tuple[set[str], set[str]]:
    """Ids, keys and translation pairs of labelled rows, and the sources they came from."""
    by_id = {t["id"]: t for t in turns}
    used: set[str] = set()
    for row in rows:
        turn = by_id[str(row["id"])]
        used |= {turn["id"], turn["key"], turn["pair"]}
    return used, {str(row["source"]) for row in rows}


def main() -> None:
    """Write the candidate files."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("data", type=Path, help="the shared data folder (../shared/data)")
    parser.add_argument("--out", type=Path, default=Path("/tmp/labels-candidates"))
    args = parser.parse_args()
    turns = load_turns(args.data)
    all_rows = [json.loads(line) for line in LABELLED.read_text(encoding="utf-8").splitlines()]
    before = [r for r in all_rows if r.get("batch") in EARLIER_BATCHES]
    used, used_sources = used_turns(before, turns)
    batch = heldout(turns, used, used_sources)
    used |= {t[k] for lang in batch.values() for t in lang for k in ("id", "key", "pair")}
    rest = train(turns, used)
    up_to_batch = [r for r in all_rows if r.get("batch") in (*EARLIER_BATCHES, "2026-12-02")]
    rest["rest_zh"] = rest_zh(turns, used_turns(up_to_batch, turns)[0])
    args.out.mkdir(parents=True, exist_ok=True)
    for name, rows in (*((f"heldout_{k}", v) for k, v in batch.items()),
                       *((k if k.startswith("rest") else f"train_{k}", v)
                         for k, v in rest.items())):
        with (args.out / f"{name}.jsonl").open("w", encoding="utf-8") as handle:
            for row in rows:
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
        print(f"{name}: {len(rows)}")


if __name__ == "__main__":
    main()
