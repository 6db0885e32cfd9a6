"""`python -m bench startup`: how long `strata` takes to start, beside `python -c pass`.

`strata where`, `--help` and `memories list` run no turn and import no graph (round ci42:
tests/unit/test_light_commands.py); `context` and `say` import it, `say` runs one turn.

Each command runs as a user runs it (the console script beside this Python, a fresh
process, output discarded) `--runs` times, round-robin; the figure is the median wall time. The data
folder is prepared once with a short imported transcript, so `memories list` and
`context` read a real store. The modules each command imports are counted in one more
run (PYTHONPROFILEIMPORTTIME). The load average and each run's CPU time are printed: on a
shared machine other work moves the wall times, which is why `python -c pass` runs beside
them.
"""

from __future__ import annotations

import json
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.output import pyplot, save_plot, write_json
from strata_layered.cli import main as strata_main

GOALS = {"strata --help": 0.3, "strata where": 1.0, "strata memories list": 1.0}
TRANSCRIPT = [
    {"role": "user", "content": "我不喜欢被催促，以后回复尽量短一点"},
    {"role": "assistant", "content": "好的，我会简短一些。"},
    {"role": "user", "content": "I live in Shanghai and I have a cat named Mochi"},
    {"role": "assistant", "content": "Noted!"},
    {"role": "user", "content": "我平时喜欢喝美式咖啡，不加糖"},
    {"role": "assistant", "content": "记住啦。"},
    {"role": "user", "content": "Please remember that I'm allergic to peanuts"},
    {"role": "assistant", "content": "Understood."},
]


def add_arguments(p: Any) -> None:
    """Options of `python -m bench startup`."""
    p.add_argument("--runs", type=int, default=10, help="runs per command (median reported)")
    p.add_argument("--data", help="data folder to measure on (default: a prepared temporary one)")


def _strata() -> list[str]:
    script = Path(sys.executable).parent / "strata"
    return [str(script)] if script.exists() else [sys.executable, "-m", "strata_layered.cli"]


def _prepare(data: Path) -> None:
    transcript = data.parent / "transcript.jsonl"
    transcript.write_text("\n".join(json.dumps(t, ensure_ascii=False) for t in TRANSCRIPT),
                          encoding="utf-8")
    if strata_main(["--data", str(data), "import", str(transcript), "--quiet"]) != 0:
        raise SystemExit("bench: could not prepare the data folder")


def _env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "STRATA_"))}


def _cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _time(argv: list[str]) -> tuple[float, float]:
    """Wall time and CPU time (user + system) of one run."""
    start, cpu = time.perf_counter(), _cpu()
    done = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          env=_env(), timeout=300)
    if done.returncode != 0:
        raise SystemExit(f"bench: {' '.join(argv)} failed: {done.stderr.decode()[-300:]}")
    return time.perf_counter() - start, _cpu() - cpu


def _modules(argv: list[str]) -> int:
    done = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                          env=_env() | {"PYTHONPROFILEIMPORTTIME": "1"}, timeout=300)
    return sum(line.startswith(b"import time:") for line in done.stderr.splitlines()) - 1


def measure(data: Path, runs: int, scratch: Path) -> list[dict[str, Any]]:
    """Median, min and max wall time and modules imported, per command.

    `strata say` writes: it runs on a folder of its own (`scratch`), never on `data`.
    """
    strata = [*_strata(), "--data", str(data)]
    commands = {
        "python -c pass": [sys.executable, "-c", "pass"],
        # What listing would pay before its first row if it read through LangGraph's store
        # (LangChain core, pydantic, NumPy via sqlite-vec) instead of sqlite3 and json.
        "import store (avoided)": [sys.executable, "-c",
                                   "import langgraph.store.sqlite, "
                                   "strata_layered.memory.long_term.memories"],
        "strata --help": [*strata, "--help"],
        "strata where": [*strata, "where"],
        "strata memories list": [*strata, "memories", "list"],
        "strata context …": [*strata, "context", "推荐一些适合猫的家具"],
        "strata say …": [*_strata(), "--data", str(scratch), "say", "我周末想去爬山，有推荐吗"],
    }
    # Round-robin, one run of each command per round: a burst of load from elsewhere then
    # lands on every command alike instead of on whichever was being timed.
    seconds: dict[str, list[float]] = {name: [] for name in commands}
    cpu: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, argv in commands.items():
            wall, used = _time(argv)
            seconds[name].append(wall)
            cpu[name].append(used)
    return [{"command": name, "argv": argv, "seconds": seconds[name],
             "median": statistics.median(seconds[name]), "min": min(seconds[name]),
             "max": max(seconds[name]), "cpu_median": statistics.median(cpu[name]),
             "modules": _modules(argv), "goal": GOALS.get(name)}
            for name, argv in commands.items()]


def _print(rows: list[dict[str, Any]], load: tuple[float, float]) -> None:
    runs = len(rows[0]["seconds"])
    print(f"start-up, median of {runs} runs (s); load average {load[0]:.2f} before, "
          f"{load[1]:.2f} after, {os.cpu_count()} cores")
    print(f"  {'command':24} {'median':>7} {'min':>7} {'max':>7} {'cpu':>7} {'modules':>8}"
          "  goal (on the median)")
    for r in rows:
        goal = "" if r["goal"] is None else (
            f"≤ {r['goal']:.1f} s: {'met' if r['median'] <= r['goal'] else 'MISSED'}")
        print(f"  {r['command']:24} {r['median']:7.3f} {r['min']:7.3f} {r['max']:7.3f} "
              f"{r['cpu_median']:7.3f} {r['modules']:8}  {goal}")
    print("  (cpu: median user + system seconds of the process; other work on a busy machine "
          "moves the wall time more than it)")


def _write(report: dict[str, Any], out: Path) -> None:
    write_json(out, "startup", report)
    plt = pyplot()
    if plt is None:
        return
    rows = report["commands"]
    fig, ax = plt.subplots(figsize=(7, 3.5))
    ax.boxplot([r["seconds"] for r in rows], tick_labels=[r["command"] for r in rows])
    for n, r in enumerate(rows, start=1):
        if r["goal"] is not None:
            ax.hlines(r["goal"], n - 0.4, n + 0.4, colors="tab:red", linestyles="--")
    ax.set(title="strata start-up (red: goal)", ylabel="seconds")
    ax.set_ylim(bottom=0)
    save_plot(plt, fig, out / "startup.png")


def cmd_bench_startup(args: Any) -> int:
    """Prepare a data folder (unless given), time every command, print, write the report."""
    with tempfile.TemporaryDirectory(prefix="strata-startup-") as tmp:
        data = Path(args.data) if args.data else Path(tmp) / "data"
        if not args.data:
            _prepare(data)
        before = os.getloadavg()[0]
        rows = measure(data, max(1, args.runs), Path(tmp) / "say")
        load = (before, os.getloadavg()[0])
    _print(rows, load)
    _write({"benchmark": "startup", "at": datetime.now(UTC).isoformat(),
            "machine": {"cores": os.cpu_count(), "python": platform.python_version(),
                        "platform": platform.platform(), "load": load},
            "commands": rows}, Path(args.out))
    return 0
