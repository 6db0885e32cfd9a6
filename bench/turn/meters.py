"""Meters for `python -m bench turn`: time inside the model, bytes the backends write."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler

from strata_layered.graph.backend import Backend

WRITE_VERBS = ("INSERT", "REPLACE", "UPDATE", "DELETE")


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
