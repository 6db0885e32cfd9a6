"""The tables, targets and plot of `python -m bench scale`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bench.output import pyplot, save_plot, write_json

MB = 2**20


def _row(r: dict[str, Any]) -> str:
    cache = r["history_cache"]
    held = (f"{cache['used'] / MB:6.0f} MB in {cache['scopes']:4d}"
            if cache["served_by"] == "process" else "  (database)     ")
    return (f"{r['users']:6d} {r['messages']:9d} {r['rss'] / MB:8.0f} {r['rss_peak'] / MB:8.0f}"
            f"  {held}  {r['warm_search']['p50_ms']:7.1f} {r['warm_search']['p95_ms']:7.1f}"
            f" {r['cold_search']['p50_ms']:7.1f} {r['cold_search']['p95_ms']:7.1f}"
            f"  {r['warm_turn']['p50_ms']:7.1f} {r['warm_turn']['p95_ms']:7.1f}"
            f" {r['cold_turn']['p50_ms']:7.1f} {r['cold_turn']['p95_ms']:7.1f}"
            f"  {r['disk_per_message']:7.0f} {r['history_per_message']:7.0f}")


HEADER = ("users  messages  RSS MB  peak MB  history cache held    "
          "search ms: warm p50/p95  cold p50/p95   turn ms: warm p50/p95  cold p50/p95  "
          "disk B/msg (all, history)")


def targets(results: dict[str, list[dict[str, Any]]]) -> list[str]:
    """The issue's targets, each checked on the figures measured (largest size)."""
    lines = []
    sqlite, postgres = results.get("sqlite"), results.get("postgres")
    if sqlite:
        last = sqlite[-1]
        lines.append(f"SQLite RSS at {last['users']} users × {last['messages'] // last['users']}"
                     f" messages: {last['rss'] / MB:.0f} MB (peak {last['rss_peak'] / MB:.0f})"
                     f" — target ≤ 1024 MB: {'met' if last['rss_peak'] <= 1024 * MB else 'MISSED'}")
        ratio = last["cold_turn"]["p95_ms"] / last["warm_turn"]["p95_ms"]
        lines.append(f"SQLite cold / warm turn p95: {ratio:.2f} — target ≤ 2: "
                     f"{'met' if ratio <= 2 else 'MISSED'}")
    if postgres and len(postgres) > 1:
        low, high = postgres[0], postgres[-1]
        growth = high["rss"] / low["rss"] - 1
        lines.append(f"PostgreSQL worker RSS {low['users']} → {high['users']} users: "
                     f"{low['rss'] / MB:.0f} → {high['rss'] / MB:.0f} MB ({growth:+.1%}) — "
                     f"target within 10%: {'met' if abs(growth) <= 0.10 else 'MISSED'}")
    if sqlite and postgres:
        for kind in ("warm_turn", "cold_turn"):
            ratio = postgres[-1][kind]["p95_ms"] / sqlite[-1][kind]["p95_ms"]
            lines.append(f"PostgreSQL / SQLite {kind.replace('_', ' ')} p95: {ratio:.2f} — "
                         f"target ≤ 1.5: {'met' if ratio <= 1.5 else 'MISSED'}")
    return lines


def write(results: dict[str, list[dict[str, Any]]], args: Any, out: Path) -> None:
    """Print every table and target; write scale.json and scale.png."""
    for kind, rows in results.items():
        print(f"\n{kind} — {args.messages} messages per user, {args.samples} users timed "
              "cold and warm at each size; worker RSS after its turns")
        print(HEADER)
        for r in rows:
            print(_row(r))
        if "statements_per_turn" in rows[-1]:
            per = rows[-1]["statements_per_turn"]
            print(f"  per warm turn at {rows[-1]['users']} users: {per['statements']:.0f} "
                  f"statements, {per['rows_scanned']:.0f} rows scanned, "
                  f"{per['rows_fetched']:.0f} fetched (pg_stat_database)")
        disk = rows[-1]["disk"]
        parts = ", ".join(f"{k} {v / MB:.1f} MB" for k, v in disk.items())
        print(f"  on disk at {rows[-1]['users']} users: {parts}")
    print()
    for line in targets(results):
        print(line)
    write_json(out, "scale", {"messages_per_user": args.messages, "results": results,
                              "targets": targets(results)})
    plt = pyplot()
    if plt is None:
        return
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
    for kind, rows in results.items():
        users = [r["users"] for r in rows]
        left.plot(users, [r["rss"] / MB for r in rows], marker="o", label=f"{kind} RSS")
        for key, style in (("warm_turn", "-"), ("cold_turn", "--")):
            right.plot(users, [r[key]["p95_ms"] for r in rows], style, marker="o",
                       label=f"{kind} {key.replace('_', ' ')} p95")
    left.set(xscale="log", xlabel="users on disk", ylabel="worker RSS (MB)",
             title="Worker memory")
    right.set(xscale="log", xlabel="users on disk", ylabel="ms", title="Turn time p95")
    left.legend()
    right.legend()
    save_plot(plt, fig, out / "scale.png")
