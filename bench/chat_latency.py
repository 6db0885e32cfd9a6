"""`python -m bench chat`: time from the model's first token to the client's first byte.

`strata serve`'s app runs under uvicorn in this process (its own thread, a fresh SQLite
data folder, local mode); an httpx client posts the body TextStreamChatTransport sends and
reads the reply as a stream. The first token is taken where the offline model emits it (a
LangChain callback on `on_llm_new_token`, registered for every run); the first byte where
the client receives it. Both on one monotonic clock. Warm-up turns are not counted.
"""

from __future__ import annotations

import asyncio
import json
import os
import platform
import socket
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

import httpx
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.tracers.context import register_configure_hook

from strata_layered.cli.common import fail

GOAL_P95_MS = 150.0
TEXTS = ("我不喜欢被催促，以后回复尽量短一点", "今天有点累，随便聊聊", "I like hiking on weekends",
         "周末推荐点什么？", "哈哈", "Remember that my cat is called Mimi")


class FirstToken(BaseCallbackHandler):
    """Notes when the model emits the first token of each reply."""

    run_inline = True  # called right where the token is made, not from a queue

    def __init__(self) -> None:
        self.at: float | None = None

    def on_llm_new_token(self, token: Any, **kwargs: Any) -> None:
        """The first token of the current turn."""
        if self.at is None:
            self.at = time.perf_counter()


FIRST_TOKEN: ContextVar[FirstToken | None] = ContextVar("bench_first_token", default=None)
register_configure_hook(FIRST_TOKEN, inheritable=True)


def _serve(port: int, meter: FirstToken, ready: threading.Event,
           stopping: threading.Event) -> None:
    import uvicorn

    from strata_layered.server.app import create_app
    from strata_layered.server.settings import ServerSettings

    FIRST_TOKEN.set(meter)  # every run of this thread's loop carries the callback
    app = create_app(settings=ServerSettings.from_env())
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    server = uvicorn.Server(config)

    async def run() -> None:
        task = asyncio.create_task(server.serve())
        while not server.started:
            await asyncio.sleep(0.01)
        ready.set()
        await asyncio.to_thread(stopping.wait)
        server.should_exit = True
        await task

    asyncio.run(run())


@contextmanager
def _environment(**changes: str | None) -> Iterator[None]:
    """Local mode and the offline model for the run; the caller's environment after it."""
    saved = {name: os.environ.get(name) for name in changes}
    try:
        for name, value in changes.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _turn(client: httpx.Client, meter: FirstToken, text: str) -> tuple[float, float]:
    """(first byte − first token, whole request) in ms for one turn."""
    meter.at = None
    body = {"id": "bench", "trigger": "submit-message",
            "messages": [{"id": "m", "role": "user", "parts": [{"type": "text", "text": text}]}]}
    started = time.perf_counter()
    with client.stream("POST", "/api/chat", json=body) as response:
        response.raise_for_status()
        stream = response.iter_raw()
        next(stream)
        first_byte = time.perf_counter()
        for _ in stream:
            pass
    ended = time.perf_counter()
    if meter.at is None:
        raise RuntimeError("the model's first token was not seen (callback not registered)")
    return (first_byte - meter.at) * 1000, (ended - started) * 1000


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def cmd_bench_chat(args: Any) -> int:
    """Measure `--turns` turns after `--warmup`; print p50 / p95; write chat_latency.json."""
    if args.turns < 1 or args.warmup < 0:
        raise fail("--turns must be at least 1 and --warmup not negative")
    meter, ready, stopping = FirstToken(), threading.Event(), threading.Event()
    port = _free_port()
    with tempfile.TemporaryDirectory(prefix="strata-bench-chat-") as data, _environment(
            STRATA_DATA_DIR=data, STRATA_MODEL="offline", STRATA_AUTH_SECRET=None,
            STRATA_AUTH_PUBLIC_KEY=None, OPENAI_API_KEY=None, OPENAI_BASE_URL=None):
        thread = threading.Thread(target=_serve, args=(port, meter, ready, stopping),
                                  daemon=True)
        thread.start()
        if not ready.wait(120):
            raise fail("the server did not start")
        try:
            with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=60) as client:
                samples = [_turn(client, meter, TEXTS[n % len(TEXTS)])
                           for n in range(args.warmup + args.turns)][args.warmup:]
        finally:
            stopping.set()
            thread.join(30)
    first = [s[0] for s in samples]
    whole = [s[1] for s in samples]
    report = {
        "turns": args.turns, "warmup": args.warmup, "goal_p95_ms": GOAL_P95_MS,
        "first_byte_after_first_token_ms": {"p50": statistics.median(first),
                                            "p95": _percentile(first, 0.95), "max": max(first)},
        "request_ms": {"p50": statistics.median(whole), "p95": _percentile(whole, 0.95)},
        "samples_ms": [round(v, 3) for v in first],
        "machine": {"python": sys.version.split()[0], "cpus": os.cpu_count(),
                    "platform": platform.platform()},
    }
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "chat_latency.json").write_text(json.dumps(report, indent=2))
    f, w = report["first_byte_after_first_token_ms"], report["request_ms"]
    print(f"POST /api/chat, offline model, {args.turns} turns ({args.warmup} warm-up)")
    print(f"  first byte after the model's first token: p50 {f['p50']:.2f} ms, "
          f"p95 {f['p95']:.2f} ms, max {f['max']:.2f} ms (goal p95 ≤ {GOAL_P95_MS:.0f} ms: "
          f"{'met' if f['p95'] <= GOAL_P95_MS else 'NOT met'})")
    print(f"  whole request (turn until the reply is stored): p50 {w['p50']:.1f} ms, "
          f"p95 {w['p95']:.1f} ms")
    print(f"  report: {out / 'chat_latency.json'}")
    return 0
