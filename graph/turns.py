"""Running one turn: the reply streamed out as it arrives, the final state at the end.

Every caller of a turn (the CLI, the HTTP chat endpoint) runs it here, so they stream,
checkpoint and stop alike. A turn can be asked to stop (Ctrl-C, a client that went away):
the model stream ends there, what arrived is kept as an incomplete reply, and the rest of
the turn (the log, the window, the gate, the summaries) still runs.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.types import StreamMode

from graph.context import Context

STREAM_NODE = "call_model"
_stop: ContextVar[asyncio.Event | None] = ContextVar("strata_turn_stop", default=None)


@dataclass
class TurnDone:
    """The end of a turn: the graph's final state values."""

    values: dict[str, Any]


def stop_requested() -> bool:
    """Whether the caller of the running turn asked it to stop streaming (read by nodes)."""
    event = _stop.get()
    return event is not None and event.is_set()


async def stream_turn(
    graph: Any, payload: dict[str, Any], config: RunnableConfig, context: Context, *,
    stop: asyncio.Event | None = None,
) -> AsyncIterator[str | TurnDone]:
    """Yield the reply's text as the model streams it, then one TurnDone.

    One checkpoint per turn (durability "exit"): the store already holds every message as
    it happens, so intermediate checkpoints would only multiply the bytes a turn writes.
    Setting `stop` ends the model stream; the turn then finishes as usual.
    """
    token = _stop.set(stop)
    try:
        modes: list[StreamMode] = ["messages", "values"]
        final: dict[str, Any] = {}
        async for mode, chunk in graph.astream(payload, config, context=context,
                                               stream_mode=modes, durability="exit"):
            if mode == "messages":
                message, meta = chunk
                if meta.get("langgraph_node") == STREAM_NODE and message.content:
                    yield str(message.content)
            else:
                final = chunk
        yield TurnDone(final)
    finally:
        _stop.reset(token)
