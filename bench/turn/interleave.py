"""`python -m bench turn --backend both --interleave N`: SQLite and PostgreSQL turns taken in turn.

Run one after the other, the two backends meet different moments of a shared machine's
load, and their ratio follows the load more than the code. Here both are open in one
process, each with its own conversation filled to each size, and their measured turns
alternate in rounds of N (the order swapped every round): both see the same load. The
turns are the ones `bench turn` runs (bench/turn/run.py, the offline model, time inside
the model taken out); the report is each backend's p50 / p95 and the PostgreSQL / SQLite
ratios, the issue-28 target being p95 within 1.5×.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import statistics
import sys
from pathlib import Path
from typing import Any

from bench.turn import report
from bench.turn.backends import BACKENDS, bench_backend
from bench.turn.run import Bench
from bench.turn.turns import generate_turns
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context

TARGET = 1.5


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[18]


async def _bench(backend: Any, args: Any) -> Bench:
    graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
    warm = Bench(graph, Context(user_id=f"{args.user}-warmup", model="offline"), "warm")
    for text, _ in itertools.islice(generate_turns(99), 3):  # loads models, caches
        await warm.turn({"user_text": text})
    return Bench(graph, Context(user_id=args.user, agent_id=args.agent,
                                conversation_id="bench", model="offline"))


async def interleaved(sizes: list[int], args: Any) -> dict[str, Any]:
    """Each size: both conversations filled, then `samples` turns each, alternating."""
    per_round, rows = args.interleave, []
    async with contextlib.AsyncExitStack() as stack:
        benches = {kind: await _bench(await stack.enter_async_context(bench_backend(kind)),
                                      args) for kind in BACKENDS}
        for size in sizes:
            times: dict[str, list[float]] = {kind: [] for kind in BACKENDS}
            loads = []
            for bench in benches.values():
                await bench.prefill(size)
            for n in range(-(-args.samples // per_round)):
                for kind in (BACKENDS if n % 2 == 0 else BACKENDS[::-1]):
                    take = min(per_round, args.samples - len(times[kind]))
                    # both conversations stand at the same turn: the same texts
                    times[kind] += [r["ms"] for r in await benches[kind].measure(take)]
                loads.append(os.getloadavg()[0])
            rows.append(_row(size, times, loads))
            print(f"interleaved at {size}: done", file=sys.stderr)
    _print(rows, args)
    return {"interleaved": rows, "round": per_round, "samples": args.samples}


def _row(size: int, times: dict[str, list[float]], loads: list[float]) -> dict[str, Any]:
    row: dict[str, Any] = {"earlier_turns": size, "load_min": min(loads), "load_max": max(loads)}
    for kind, ms in times.items():
        row[kind] = {"p50_ms": statistics.median(ms), "p95_ms": _p95(ms),
                     "mean_ms": statistics.fmean(ms), "samples": ms}
    for stat in ("p50_ms", "p95_ms"):
        row[f"ratio_{stat[:3]}"] = row["postgres"][stat] / row["sqlite"][stat]
    return row


def _print(rows: list[dict[str, Any]], args: Any) -> None:
    print(f"python -m bench turn, interleaved: {report.LABELS['sqlite']} and "
          f"{report.LABELS['postgres']} open in one process, {args.samples} measured turns "
          f"each per size in rounds of {args.interleave}, the order swapped every round "
          f"({os.cpu_count()} cores); ms = wall time of a turn minus time in the offline model")
    print(f"{'earlier':>8} {'SQLite p50':>11} {'p95':>7} {'Postgres p50':>13} {'p95':>7} "
          f"{'×p50':>6} {'×p95':>6} {'load':>9}")
    for r in rows:
        s, p = r["sqlite"], r["postgres"]
        print(f"{r['earlier_turns']:>8} {s['p50_ms']:>11.1f} {s['p95_ms']:>7.1f} "
              f"{p['p50_ms']:>13.1f} {p['p95_ms']:>7.1f} {r['ratio_p50']:>6.2f} "
              f"{r['ratio_p95']:>6.2f} {r['load_min']:>4.1f}–{r['load_max']:<4.1f}")
    worst = max(r["ratio_p95"] for r in rows)
    print(f"\ntarget PostgreSQL p95 ≤ {TARGET}× SQLite's: "
          f"{report.VERDICT[worst <= TARGET]} (worst ×{worst:.2f})")


def write(result: dict[str, Any], out: Path) -> None:
    """The figures as JSON beside the other reports."""
    from bench.output import write_json

    write_json(out, "turn-interleaved", result)
    print()
