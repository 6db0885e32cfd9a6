"""`python -m bench load`: 1, 4 and 16 concurrent users on `strata serve --workers 2`.

For each backend a real `strata serve` subprocess is started (SQLite: a data folder in a
temp dir that every worker opens; PostgreSQL: a private pgserver cluster started for the
run and stopped after it). A few warm-up turns load each worker's models and caches; then,
for each number of users, that many users (fresh ones, each the `sub` of a token of its
own, each in one conversation of its own) run `--turns` turns at once with the offline
reply model. Time per turn is the whole request: POST until the last byte of the reply.
Afterwards every user's history is read back through the API and checked: each answered
turn's message and reply stored exactly once, in order, sequence numbers without a gap or
repeat, and the conversation's message counter equal to what is stored.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
import zlib
from pathlib import Path
from typing import Any

import httpx
from tqdm import tqdm

from bench.load.report import write_report
from bench.load.service import BACKENDS, Service, strata_serve
from bench.load.users import Turn, User, history, judge, message_count, talk, texts_for
from strata_layered.cli.common import fail

WARMUP_USERS_PER_WORKER = 2
"""Warm-up users run at once before the measured ones, so that every worker loads its models."""
REQUEST_TIMEOUT = 300.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """--users, --turns, --backends, --workers."""
    parser.add_argument("--users", default="1,4,16", help="concurrent users, one run each")
    parser.add_argument("--turns", type=int, default=5, help="turns per user")
    parser.add_argument("--backends", default="sqlite,postgres",
                        help=f"backends to run, in order ({', '.join(BACKENDS)})")
    parser.add_argument("--workers", type=int, default=2, help="strata serve --workers")


def _options(args: Any) -> tuple[list[int], list[str]]:
    try:
        levels = [int(part) for part in args.users.split(",") if part.strip()]
    except ValueError as error:
        raise fail(f"--users: {error}") from error
    backends = [part.strip() for part in args.backends.split(",") if part.strip()]
    if not levels or min(levels) < 1:
        raise fail("--users must list positive numbers, e.g. 1,4,16")
    if unknown := sorted(set(backends) - set(BACKENDS)):
        raise fail(f"--backends: unknown {', '.join(unknown)} (use {', '.join(BACKENDS)})")
    if not backends:
        raise fail("--backends must name at least one backend")
    if args.turns < 1 or args.workers < 1:
        raise fail("--turns and --workers must be at least 1")
    return levels, backends


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else 0.0


async def _level(client: httpx.AsyncClient, service: Service, users: int, turns: int,
                 ) -> dict[str, Any]:
    """`users` users at once, `turns` turns each; their figures and the history check."""
    crowd = [User(f"load-{users}u-{n:02d}", service.token(f"load-{users}u-{n:02d}"))
             for n in range(users)]
    with tqdm(total=users * turns, desc=f"{service.backend}, {users} users", unit="turn",
              file=sys.stderr) as bar:
        def done(turn: Turn) -> None:
            bar.update(1)
            if turn.error:
                bar.write(f"  error: {turn.error}", file=sys.stderr)

        started = time.perf_counter()
        await asyncio.gather(*(talk(client, u, texts_for(zlib.crc32(u.id.encode()), turns), done)
                               for u in crowd))
        wall = time.perf_counter() - started
    verdicts = [judge(u.turns, await history(client, u), await message_count(client, u))
                for u in crowd]
    answered = [t for u in crowd for t in u.turns if t.error is None]
    errors = [t.error for u in crowd for t in u.turns if t.error is not None]
    ms = [t.ms for t in answered]
    first = [t.first_byte_ms for t in answered if t.first_byte_ms is not None]
    return {
        "backend": service.backend, "users": users, "turns": users * turns,
        "answered": len(answered), "seconds": wall,
        "turns_per_s": len(answered) / wall if wall else 0.0,
        "p50_ms": statistics.median(ms) if ms else 0.0, "p95_ms": _percentile(ms, 0.95),
        "first_byte_p50_ms": statistics.median(first) if first else 0.0,
        "errors": len(errors), "error_samples": sorted(set(errors))[:5],
        **{k: sum(getattr(v, k) for v in verdicts)
           for k in ("lost", "doubled", "seq_faults", "count_off")},
        "samples_ms": [round(v, 2) for v in ms],
    }


async def _backend(backend: str, levels: list[int], turns: int, workers: int, tmp: Path,
                   out: Path) -> list[dict[str, Any]]:
    print(f"bench load: starting strata serve --workers {workers} on {backend}",
          file=sys.stderr)
    rows, log = [], out / f"load-{backend}-server.log"
    with strata_serve(backend, workers, tmp / backend, log) as service:
        warm = [User(f"warmup-{n}", service.token(f"warmup-{n}"))
                for n in range(WARMUP_USERS_PER_WORKER * workers)]
        limits = httpx.Limits(max_connections=max(levels) + len(warm))
        async with httpx.AsyncClient(base_url=service.url, timeout=REQUEST_TIMEOUT,
                                     limits=limits) as client:
            await asyncio.gather(*(talk(client, u, texts_for(n, 2), lambda _: None)
                                   for n, u in enumerate(warm)))
            for users in levels:
                rows.append(await _level(client, service, users, turns))
        logged = service.log_errors()
        for row in rows:
            row["server_log_errors"] = len(logged)
            row["sqlite_files"] = service.sqlite_files() if backend == "postgres" else None
        if logged:
            print(f"bench load: the {backend} server logged {len(logged)} error line(s): "
                  f"{log}", file=sys.stderr)
    return rows


async def cmd_bench_load(args: Any) -> int:
    """Run every backend × users level; print the table, write load.json and load.png."""
    levels, backends = _options(args)
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="strata-bench-load-",
                                     ignore_cleanup_errors=True) as tmp:
        for backend in backends:
            rows.extend(await _backend(backend, levels, args.turns, args.workers, Path(tmp),
                                       Path(args.out)))
    write_report({"turns_per_user": args.turns, "workers": args.workers, "levels": levels,
                  "rows": rows}, Path(args.out))
    return 0
