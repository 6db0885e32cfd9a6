"""One worker of `python -m bench scale`, in a process of its own so its RSS is a worker's.

`python -m bench.scale.worker SPEC` opens the backend the JSON spec names (a data folder
or a database URL), warms the models up, then times, for simulated users it has never
served (cold) and users it served a moment ago (warm), one recall search each and one
whole turn each (the offline model; time inside the model taken out, as `bench turn`
does). Between them it searches `fill` more users, so a SQLite worker's history cache
holds as much as its budget lets it; a size with fewer users than that then runs untimed
turns and searches until it has done as much as the largest size (RSS compares equal
work). It prints one JSON object: timings, RSS now and at
its peak, and what the history index holds.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.scale.data import user_id
from bench.turn.meters import ModelClock
from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import drain
from strata_layered.graph.retrieval.history import recall_history
from strata_layered.memory.history.index import index_for

NOW = datetime(2025, 6, 1, 9, 0, tzinfo=UTC)


def rss() -> dict[str, int]:
    """Resident set size now and at its peak, in bytes (Linux /proc)."""
    fields = {}
    for line in Path("/proc/self/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            fields[key] = int(value.split()[0]) * 1024
    return {"rss": fields["VmRSS"], "rss_peak": fields["VmHWM"]}


def percentiles(ms: list[float]) -> dict[str, float]:
    """p50 and p95 of timings in milliseconds."""
    if len(ms) < 2:
        return {"p50_ms": ms[0] if ms else 0.0, "p95_ms": ms[0] if ms else 0.0}
    return {"p50_ms": statistics.median(ms),
            "p95_ms": statistics.quantiles(ms, n=20, method="inclusive")[18]}


class Worker:
    """Searches and turns of simulated users on one open backend."""

    def __init__(self, graph: Any, store: Any, queries: list[str]) -> None:
        self.graph, self.store, self.queries = graph, store, queries
        self.clock, self.asked = ModelClock(), 0

    def _query(self) -> str:
        self.asked += 1
        return self.queries[self.asked % len(self.queries)]

    async def search(self, user: str) -> float:
        """One recall search of the user's history; milliseconds."""
        ctx = Context(user_id=user, model="offline")
        started = time.perf_counter()
        await recall_history(self.store, ctx, query=self._query(), now=NOW)
        return (time.perf_counter() - started) * 1000

    async def turn(self, user: str, conversation: str) -> float:
        """One whole turn (offline model) in a new conversation; milliseconds without the model."""
        ctx = Context(user_id=user, conversation_id=conversation, model="offline")
        self.clock.seconds = 0.0
        started = time.perf_counter()
        out = await self.graph.ainvoke(
            {"user_text": self._query(), "now": NOW.isoformat()},
            {"configurable": {"thread_id": f"{user}-{conversation}"}, "callbacks": [self.clock]},
            context=ctx, durability="exit")
        wall = time.perf_counter() - started
        await drain()  # the turn's vectors, made in the background, are not timed
        if out.get("errors"):
            raise RuntimeError(f"a measured turn went wrong: {out.get('errors')}")
        return (wall - self.clock.seconds) * 1000


STATS_SETTLE = 11.0
"""Seconds for every server process to report its counters (an idle backend waits ~10 s)."""


async def _statements(worker: Worker, url: str, users: list[int]) -> dict[str, float]:
    """Transactions and rows read per warm turn, from pg_stat_database.

    Every statement is its own transaction (autocommit), so transactions count statements;
    the turn's background embedding is included. Imported here: SQLite runs need no driver.
    """
    import psycopg

    def counters() -> tuple[int, int, int]:
        with psycopg.connect(url, autocommit=True) as conn:
            row = conn.execute("SELECT xact_commit, tup_returned, tup_fetched FROM "
                               "pg_stat_database WHERE datname = current_database()").fetchone()
        assert row is not None
        return int(row[0]), int(row[1]), int(row[2])

    await asyncio.sleep(STATS_SETTLE)
    before = await asyncio.to_thread(counters)
    for n in users:
        await worker.turn(user_id(n), "t3")
    await asyncio.sleep(STATS_SETTLE)
    after = await asyncio.to_thread(counters)
    turns = max(1, len(users))
    return {"statements": (after[0] - before[0] - 2) / turns,  # the two readings count too
            "rows_scanned": (after[1] - before[1]) / turns,
            "rows_fetched": (after[2] - before[2]) / turns}


async def run(spec: dict[str, Any]) -> dict[str, Any]:
    """Measure what the spec asks; the figures as one JSON-ready dict."""
    users, samples, fill = spec["users"], spec["samples"], spec["fill"]
    opened = (open_backend(url=spec["url"]) if spec.get("url")
              else open_backend(Path(spec["folder"]), kind="sqlite"))
    async with opened as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        worker = Worker(graph, backend.store, spec["queries"])
        for n in range(2):  # models, caches and connections warmed on a user of its own
            await worker.turn("warmup", f"w{n}")
        started = rss()
        order = list(range(users))
        cold_search = order[:samples]
        cold_turn = order[samples:2 * samples]
        filled = order[2 * samples:2 * samples + fill]
        out: dict[str, Any] = {"rss_after_warmup": started["rss"]}
        out["cold_search"] = [await worker.search(user_id(n)) for n in cold_search]
        out["cold_turn"] = [await worker.turn(user_id(n), "t1") for n in cold_turn]
        for n in filled:
            await worker.search(user_id(n))
        recent = (filled or cold_turn)[-samples:]
        out["warm_search"] = [await worker.search(user_id(n)) for n in recent]
        out["warm_turn"] = [await worker.turn(user_id(n), "t2") for n in recent]
        # The same work at every size before RSS is read (a small size has fewer users to
        # time): untimed turns and searches over its users, up to the largest size's counts.
        turns = max(0, spec.get("turns_total", 0) - len(cold_turn) - len(recent))
        searches = max(0, spec.get("searches_total", 0) - len(cold_search) - len(filled)
                       - len(recent))
        for i in range(turns):
            await worker.turn(user_id(order[i % users]), "t4")
        for i in range(searches):
            await worker.search(user_id(order[i % users]))
        out["untimed"] = {"turns": turns, "searches": searches}
        if spec.get("url") and spec.get("statements"):
            out["statements_per_turn"] = await _statements(worker, spec["url"], recent)
        usage = index_for(backend.store).usage()
        out.update(rss())
        out["history_cache"] = {"served_by": usage.served_by, "budget": usage.budget,
                                "used": usage.used, "scopes": usage.scopes,
                                "loads": usage.loads, "evictions": usage.evictions}
        for key in ("cold_search", "cold_turn", "warm_search", "warm_turn"):
            out[key] = {**percentiles(out[key]), "n": len(out[key])}
        return out


def main() -> None:
    """Read the spec from argv[1] (a JSON file), print the figures as JSON."""
    spec = json.loads(Path(sys.argv[1]).read_text())
    print(json.dumps(asyncio.run(run(spec))))


if __name__ == "__main__":
    main()
