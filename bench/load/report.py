"""The table, JSON report and plot of `python -m bench load`."""

from __future__ import annotations

import os
import platform
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.output import pyplot, save_plot, write_json

TARGET = "16 concurrent users over 2 workers: zero errors, zero lost turns"


def _clean(row: dict[str, Any]) -> bool:
    return not (row["errors"] or row["lost"] or row["doubled"] or row["seq_faults"]
                or row["count_off"])


def print_table(report: dict[str, Any], out: Path) -> None:
    """One line per backend × users."""
    rows = report["rows"]
    print(f"python -m bench load: strata serve --workers {report['workers']} (a real subprocess), "
          f"offline reply model, {report['turns_per_user']} turns per user, each user in a "
          f"conversation of its own, {os.cpu_count()} cores\n"
          "time = one whole turn: POST /api/chat until the reply's last byte "
          "(the reply is stored by then)\n"
          "lost = answered turns whose message or reply is not stored exactly once, in order "
          "(read back with GET …/messages); seq = sequence numbers missing or repeated; "
          "count = message counter off by\n")
    print(f"{'backend':<9} {'users':>5} {'turns':>6} {'turns/s':>8} {'p50 ms':>8} {'p95 ms':>8} "
          f"{'1st byte':>9} {'errors':>6} {'lost':>5} {'doubled':>7} {'seq':>4} {'count':>5}")
    for r in rows:
        print(f"{r['backend']:<9} {r['users']:>5} {r['turns']:>6} {r['turns_per_s']:>8.2f} "
              f"{r['p50_ms']:>8.0f} {r['p95_ms']:>8.0f} {r['first_byte_p50_ms']:>9.0f} "
              f"{r['errors']:>6} {r['lost']:>5} {r['doubled']:>7} {r['seq_faults']:>4} "
              f"{r['count_off']:>5}")
    for r in rows:
        for sample in r["error_samples"]:
            print(f"  {r['backend']}, {r['users']} users: {sample}")
    logged = {r["backend"]: r["server_log_errors"] for r in rows if r["server_log_errors"]}
    for backend, count in logged.items():
        print(f"note: the {backend} server logged {count} error line(s): "
              f"{out / f'load-{backend}-server.log'}")
    for r in rows:
        if r["sqlite_files"]:
            print(f"note: SQLite files in the data folder on {r['backend']}: {r['sqlite_files']}")
            break
    top = [r for r in rows if r["users"] >= 16]
    if top:
        verdict = "met" if all(_clean(r) for r in top) else "MISSED"
        figures = ", ".join(f"{r['backend']}: {r['errors']} errors, {r['lost']} lost"
                            for r in top)
        print(f"\ntarget {TARGET}: {verdict} ({figures})")


def write_report(result: dict[str, Any], out: Path) -> dict[str, Any]:
    """Print the table; write load.json (and load.png with matplotlib) into `out`."""
    report = {"benchmark": "load", "at": datetime.now(UTC).isoformat(), **result,
              "clean": all(_clean(r) for r in result["rows"]),
              "machine": {"cores": os.cpu_count(), "python": platform.python_version(),
                          "platform": platform.platform()}}
    print_table(report, out)
    write_json(out, "load", report)
    plt = pyplot()
    if plt is None:
        return report
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    for backend in dict.fromkeys(r["backend"] for r in report["rows"]):
        rows = [r for r in report["rows"] if r["backend"] == backend]
        users = [r["users"] for r in rows]
        left.plot(users, [r["turns_per_s"] for r in rows], marker="o", label=backend)
        line = right.plot(users, [r["p95_ms"] for r in rows], marker="o", label=f"{backend} p95")
        right.plot(users, [r["p50_ms"] for r in rows], marker=".", linestyle="--",
                   color=line[0].get_color(), label=f"{backend} p50")
    left.set(title="throughput", xlabel="concurrent users", ylabel="turns/s")
    right.set(title="time per turn", xlabel="concurrent users", ylabel="ms")
    levels = sorted({r["users"] for r in report["rows"]})
    for ax in (left, right):
        ax.set_xscale("log", base=2)
        ax.set_xticks(levels, [str(n) for n in levels])
        ax.set_ylim(bottom=0)
        ax.legend()
    save_plot(plt, fig, out / "load.png")
    return report
