"""`python -m bench scale`: what a worker costs as the users it serves grow, on both backends.

N simulated users × M messages (real texts from `--data`, real vectors cached outside the
repository: bench/scale/data.py) are written in bulk, growing through `--users` (10, 100,
1,000) in one data folder or database; at each size a fresh worker process
(bench/scale/worker.py) times searches and turns of cold and warm users and reports its
RSS. Bytes on disk are counted per message: the data folder's files (SQLite), the
database's growth over an empty one (PostgreSQL), with the history table and its indexes
apart.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from bench.scale import report
from bench.scale.data import add_users, load_pool
from strata_layered.cli.common import fail
from strata_layered.graph.backend import open_backend
from strata_layered.graph.context import Context

DEFAULT_CACHE = Path.home() / ".cache" / "strata-bench"


def add_arguments(p: Any) -> None:
    """The options of `python -m bench scale`."""
    p.add_argument("--data", default="../shared/data",
                   help="folder holding locomo/ and memorybank-siliconfriend/")
    p.add_argument("--users", default="10,100,1000", help="user counts measured, growing")
    p.add_argument("--messages", type=int, default=1000, help="messages per user")
    p.add_argument("--backend", choices=("sqlite", "postgres", "both"), default="both")
    p.add_argument("--samples", type=int, default=20,
                   help="cold and warm users timed at each size (search and turn each)")
    p.add_argument("--fill", type=int, default=100,
                   help="more users a worker searches before the warm ones (fills its cache)")
    p.add_argument("--pool", type=int, default=3000, help="distinct texts sampled")
    p.add_argument("--no-statements", action="store_true",
                   help="skip counting PostgreSQL statements per turn (it waits 2 × 11 s)")
    p.add_argument("--cache", default=str(DEFAULT_CACHE),
                   help="folder for the texts' vectors (made once, outside the repository)")


@contextmanager
def _storage(kind: str) -> Iterator[dict[str, str]]:
    """A fresh data folder or database, removed afterwards."""
    if kind == "sqlite":
        with tempfile.TemporaryDirectory(prefix="strata-scale-",
                                         ignore_cleanup_errors=True) as tmp:
            yield {"folder": tmp}
        return
    from tests.support.postgres import BENCH_SETTINGS, fresh_database, postgres_cluster

    with postgres_cluster(BENCH_SETTINGS) as url:
        yield {"url": fresh_database(url)}


def _open(where: dict[str, str]) -> Any:
    if "url" in where:
        return open_backend(url=where["url"])
    return open_backend(Path(where["folder"]), kind="sqlite")


def _disk(where: dict[str, str]) -> dict[str, int]:
    """Bytes the backend keeps: every file of the folder, or the database and its parts."""
    if "folder" in where:
        files = {p.name: p.stat().st_size for p in Path(where["folder"]).rglob("*")
                 if p.is_file()}
        return {"total": sum(files.values()),
                "history": sum(v for k, v in files.items() if k.startswith("history")),
                "store": sum(v for k, v in files.items() if k.startswith("store"))}
    import psycopg

    with psycopg.connect(where["url"]) as conn:
        total, history, table, store = conn.execute(
            "SELECT pg_database_size(current_database()), "
            "pg_total_relation_size('strata_history'), pg_relation_size('strata_history'), "
            "pg_total_relation_size('store')").fetchone()  # type: ignore[misc]
        indexes: dict[str, int] = dict(conn.execute(
            "SELECT indexrelname, pg_relation_size(indexrelid) FROM pg_stat_user_indexes "
            "WHERE relname = 'strata_history'").fetchall())
    return {"total": int(total), "history": int(history), "history_heap": int(table),
            "store": int(store), **{f"index:{k}": int(v) for k, v in indexes.items()}}


def _analyze(where: dict[str, str]) -> None:
    """Refresh the planner's statistics after a bulk load (PostgreSQL)."""
    if "url" not in where:
        return
    import psycopg

    with psycopg.connect(where["url"], autocommit=True) as conn:
        conn.execute("ANALYZE")


def _worker(where: dict[str, str], users: int, args: Any, queries: list[str]) -> dict[str, Any]:
    samples = min(args.samples, users // 2)
    spec = {**where, "users": users, "samples": samples,
            "fill": max(0, min(args.fill, users - 2 * samples)), "queries": queries,
            "turns_total": 2 * args.samples, "searches_total": 2 * args.samples + args.fill,
            "statements": not args.no_statements}
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(spec, f)
    try:
        done = subprocess.run([sys.executable, "-m", "bench.scale.worker", f.name],
                              capture_output=True, text=True, check=False, env=os.environ)
    finally:
        os.unlink(f.name)
    if done.returncode:
        raise RuntimeError(f"the worker failed:\n{done.stderr[-3000:]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


async def _run(kind: str, sizes: list[int], args: Any) -> list[dict[str, Any]]:
    pool = load_pool(Path(args.data), args.pool, Path(args.cache).expanduser(),
                     Context().embedding_model)
    queries = random.Random(7).sample(pool.texts, min(200, len(pool.texts)))
    rows = []
    with _storage(kind) as where:
        async with _open(where):
            pass  # tables made; an empty database is the baseline
        empty = _disk(where)["total"]
        have = 0
        for size in sizes:
            started = time.perf_counter()
            async with _open(where) as backend:
                await add_users(backend, pool, range(have, size), args.messages)
            _analyze(where)  # statistics, as autovacuum would have them on a live database
            built = time.perf_counter() - started
            have = size
            disk = _disk(where)
            print(f"{kind}: {size} users × {args.messages} messages written "
                  f"({built:.0f} s for the new ones)", file=sys.stderr)
            measured = _worker(where, size, args, queries)
            messages = size * args.messages
            rows.append({"users": size, "messages": messages, "build_s": built,
                         "disk": disk, "disk_per_message": (disk["total"] - empty) / messages,
                         "history_per_message": disk["history"] / messages, **measured})
    return rows


def _sizes(text: str, args: Any) -> list[int]:
    try:
        sizes = [int(p) for p in text.split(",") if p.strip()]
    except ValueError as error:
        raise fail(f"--users: {error}") from error
    if not sizes or sizes != sorted(set(sizes)) or sizes[0] < 2 or args.messages < 1:
        raise fail("--users must grow and start at 2 or more; --messages at least 1")
    return sizes


async def cmd_bench_scale(args: Any) -> int:
    """Run `python -m bench scale`; print the tables, write JSON and a plot to --out."""
    sizes = _sizes(args.users, args)
    if not (Path(args.data) / "locomo" / "locomo10.json").exists():
        raise fail(f"--data {args.data}: no locomo/locomo10.json there")
    kinds = ("sqlite", "postgres") if args.backend == "both" else (args.backend,)
    results = {kind: await _run(kind, sizes, args) for kind in kinds}
    report.write(results, args, Path(args.out))
    return 0
