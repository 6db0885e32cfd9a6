"""Meters for `python -m bench turn`: time inside the model, bytes the backends write."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler

from strata_layered.graph.backend import Backend

WRITE_VERBS = ("INSERT", "REPLACE", "UPDATE", "DELETE")
STORE_NODE = "persist_reply"
"""The node after which a server client has the whole reply (server/turn_runner.py)."""


class ModelClock(BaseCallbackHandler):
    """Wall and process-CPU seconds inside chat-model calls, between start and end."""

    run_inline = True  # called on the event loop, so the timestamps are exact

    def __init__(self) -> None:
        self.started: dict[UUID, tuple[float, float]] = {}
        self.seconds = self.cpu_seconds = 0.0
        self.calls = 0

    @property
    def ignore_chain(self) -> bool:
        """Node and graph events are not needed."""
        return True

    def on_chat_model_start(self, serialized: Any, messages: Any, *, run_id: UUID,
                            **kwargs: Any) -> None:
        """Note when the model call starts."""
        self.started[run_id] = (time.perf_counter(), time.process_time())

    def on_llm_end(self, response: Any, *, run_id: UUID, **kwargs: Any) -> None:
        """Add the call's duration."""
        wall, cpu = self.started.pop(run_id, (time.perf_counter(), time.process_time()))
        self.seconds += time.perf_counter() - wall
        self.cpu_seconds += time.process_time() - cpu
        self.calls += 1


class ReplyClock(BaseCallbackHandler):
    """When the turn's reply is whole and stored: the end of `persist_reply`.

    A server's HTTP body ends there (server/turn_runner.py, graph/turns.py's STORE_NODE);
    the gate, extraction and summary refresh run after it. Wall and process-CPU clock
    readings, taken on the event loop.
    """

    run_inline = True

    def __init__(self) -> None:
        self.runs: set[UUID] = set()
        self.at: tuple[float, float] | None = None

    def on_chain_start(self, serialized: Any, inputs: Any, *, run_id: UUID,
                       metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        """Note the run of the node that stores the reply."""
        node = (metadata or {}).get("langgraph_node")
        if node == STORE_NODE and kwargs.get("name") == node:
            self.runs.add(run_id)

    def on_chain_end(self, outputs: Any, *, run_id: UUID, **kwargs: Any) -> None:
        """The reply is stored: read the clocks."""
        if run_id in self.runs:
            self.runs.discard(run_id)
            self.at = (time.perf_counter(), time.process_time())


def _nbytes(row: Any) -> int:
    """Bytes of one row of statement parameters (numbers count 8)."""
    return sum(len(p) if isinstance(p, bytes | bytearray | memoryview) else
               len(p.encode()) if isinstance(p, str) else 0 if p is None else 8 for p in row)


@dataclass
class WriteCounter:
    """Bytes bound into write statements by the checkpointer and by the store."""

    checkpoint: int = 0
    store: int = 0

    def hook(self, backend: Backend) -> None:
        """Wrap where statements run: aiosqlite's queue, the store's put batch (private)."""
        conn = backend.checkpointer.conn  # type: ignore[attr-defined]
        execute, put = conn._execute, backend.store._batch_put_ops  # type: ignore[attr-defined]

        async def queued(fn: Any, *args: Any, **kwargs: Any) -> Any:
            if args and isinstance(args[0], str) and args[0].lstrip().upper().startswith(
                    WRITE_VERBS):
                many = fn.__name__ == "executemany"
                args = (args[0], [list(r) for r in args[1]]) if many else args
                self.checkpoint += sum(map(_nbytes, args[1] if many else args[1:2]))
            return await execute(fn, *args, **kwargs)

        counter = self

        class Cursor:
            def __init__(self, cur: Any) -> None:
                self.cur = cur

            def execute(self, sql: str, params: Any = ()) -> Any:
                counter.store += _nbytes(params)
                return self.cur.execute(sql, params)

        conn._execute = queued
        setattr(backend.store, "_batch_put_ops", lambda ops, cur: put(ops, Cursor(cur)))
