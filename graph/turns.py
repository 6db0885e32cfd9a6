"""Running one turn: the reply streamed out as it arrives, the final state at the end.

Every caller of a turn (the CLI, the HTTP chat endpoint) runs it here, so they stream,
checkpoint and stop alike. A turn can be asked to stop (Ctrl-C, a client that went away):
the model stream ends there, what arrived is kept as an incomplete reply, and the rest of
the turn (the log, the window, the gate, the summaries) still runs.
"""

from __future__ import annotations

import asyncio
import contextvars
import time
from collections.abc import AsyncIterator
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.types import StreamMode

from strata_layered.graph.backends.base import settle
from strata_layered.graph.checkpoint_pruning import prune_history
from strata_layered.graph.context import Context
from strata_layered.graph.late_take_backs import catch_up_thread
from strata_layered.memory.sensitive import mask_echoes, mask_turn, redact
from strata_layered.memory.store.conversations import get_conversation
from strata_layered.memory.store.coordination import coordination_for, counter_key
from strata_layered.memory.text.text import normalize_message

STREAM_NODE = "call_model"
STORE_NODE = "persist_reply"
MODES: list[StreamMode] = ["messages", "values"]
_stop: ContextVar[asyncio.Event | None] = ContextVar("strata_turn_stop", default=None)


TYPED_SECONDS = 600.0
_typed: dict[str, tuple[float, str]] = {}
"""Message id → (expiry, what the user typed), for messages whose secrets were masked."""


def hold_typed(message_id: str, text: str) -> None:
    """Keep what the user typed for this turn's model call only: in memory, never stored."""
    now = time.monotonic()
    for key in [k for k, (until, _) in _typed.items() if until < now]:
        del _typed[key]  # turns that never reached the model call
    _typed[message_id] = (now + TYPED_SECONDS, text)


_typed_now: ContextVar[str | None] = ContextVar("strata_turn_typed", default=None)
"""What the user typed this turn, when stream_turn masked it before the graph saw it."""


_secrets_now: ContextVar[tuple[tuple[str, str], ...]] = ContextVar(
    "strata_turn_secrets", default=())
"""(kind, value) of each secret the user typed this turn, in memory only: a reply that echoes
one is masked before it is stored."""


def mask_reply(text: str) -> str:
    """A reply (or part of one) as it may be stored: secrets and echoes of this turn's masked."""
    return mask_echoes(redact(text), _secrets_now.get())


def typed_now() -> str | None:
    """What the user typed this turn, when stream_turn masked it before the graph saw it."""
    return _typed_now.get()


def take_typed(message_id: str | None) -> str | None:
    """What the user typed, once (the reply model's call), if it differs from what is kept."""
    held = _typed.pop(message_id, None) if message_id else None
    return held[1] if held else _typed_now.get()


async def _secret_expected(graph: Any, config: RunnableConfig, context: Context) -> str | None:
    """The kind of secret the conversation's previous message announced for this one."""
    if graph.store is None:
        return None
    thread = config.get("configurable", {}).get("thread_id")
    conversation = str(context.conversation_id or thread or "default")
    record = await get_conversation(graph.store, context.user_id, context.agent_id, conversation)
    return record.secret_expected if record else None


@dataclass
class ReplyDone:
    """The reply is complete and stored; the memory work of the turn goes on after it."""


@dataclass
class TurnDone:
    """The end of a turn: the graph's final state values."""

    values: dict[str, Any]


def stop_requested() -> bool:
    """Whether the caller of the running turn asked it to stop streaming (read by nodes)."""
    event = _stop.get()
    return event is not None and event.is_set()


def turn_lock(config: RunnableConfig, context: Context) -> str:
    """The lock of a conversation's turns: its thread (what its checkpoint is kept under)."""
    return counter_key(context.user_id, context.agent_id, "thread", thread_of(config, context),
                       "turn")


def thread_of(config: RunnableConfig, context: Context) -> str:
    """The thread a turn's checkpoints are kept under."""
    return str(config.get("configurable", {}).get("thread_id") or context.conversation_id
               or "default")


async def end_turn(graph: Any, config: RunnableConfig, context: Context,
                   final: dict[str, Any]) -> None:
    """A fact taken back elsewhere while the turn ran is not written back by it.

    The take-back scrubbed the checkpoint the turn began from; the turn then wrote its own
    from the window and summary it had read (graph/late_take_backs.py).
    """
    if graph.checkpointer is not None and graph.store is not None:
        await catch_up_thread(graph.store, graph.checkpointer, context.user_id,
                              context.agent_id, thread_of(config, context),
                              int(final.get("take_back_epoch") or 0))


_running: set[asyncio.Task[None]] = set()
"""Turns whose caller went away: they finish on their own (kept referenced till then)."""


@dataclass
class _Failed:
    error: BaseException


async def stream_turn(
    graph: Any, payload: dict[str, Any], config: RunnableConfig, context: Context, *,
    stop: asyncio.Event | None = None, mark_reply: bool = False,
) -> AsyncIterator[str | ReplyDone | TurnDone]:
    """Yield the reply's text as the model streams it, then one TurnDone.

    With `mark_reply`, a ReplyDone comes as soon as the reply is stored, before the
    memory work (gate, extraction, summaries): a terminal ends the reply's line there.

    When the model failed, the last piece before TurnDone is the notice (graph/notices.py).

    The turn runs in a task of its own: setting `stop`, or a caller that stops reading
    (a client gone, a cancelled request), ends the model stream and the turn finishes
    anyway — the partial reply kept as incomplete, the window, gate and summary as usual.
    One checkpoint per turn (durability "exit"): the store already holds every message as
    it happens, so intermediate checkpoints would only multiply the bytes a turn writes.
    """
    stop = stop or asyncio.Event()
    queue: asyncio.Queue[str | ReplyDone | TurnDone | _Failed] = asyncio.Queue()
    typed = payload.get("user_text")
    secrets: tuple[tuple[str, str], ...] = ()
    if isinstance(typed, str):
        expected = await _secret_expected(graph, config, context)
        masked = mask_turn(typed, expected)
        secrets = tuple((x.kind, typed[x.start : x.end]) for x in masked.secrets)
    if isinstance(typed, str) and masked.text != typed:
        # The graph (its channels, its checkpoints) only ever holds the masked text.
        payload = {**payload, "user_text": masked.text}
    else:
        typed = None

    async def run() -> None:
        try:
            final: dict[str, Any] = {}
            streamed = False
            # One turn of a conversation at a time, in any process: its checkpoint never forks.
            async with coordination_for(graph.store).lock(turn_lock(config, context)):
                modes = [*MODES, "updates"] if mark_reply else MODES
                async for mode, chunk in graph.astream(payload, config, context=context,
                                                       stream_mode=modes, durability="exit"):
                    if mode == "messages":
                        message, meta = chunk
                        if meta.get("langgraph_node") == STREAM_NODE and message.content:
                            queue.put_nowait(str(message.content))
                            streamed = True
                    elif mode == "updates":
                        if STORE_NODE in chunk:  # the reply is whole and in the log
                            queue.put_nowait(ReplyDone())
                    else:
                        final = chunk
                if final.get("prune_history") and graph.checkpointer is not None:
                    # a fact was taken back: the turn's checkpoints before this one say it
                    await prune_history(graph.checkpointer, thread_of(config, context))
                await end_turn(graph, config, context, final)
                if final.get("prune_history"):  # and every record that said it was rewritten
                    await settle(graph.store)  # (the profile's readings too): no old byte left
            if final.get("notice"):  # the model failed: one line in the user's language
                queue.put_nowait(("\n" if streamed else "") + str(final["notice"]))
            queue.put_nowait(TurnDone(final))
        except BaseException as error:  # noqa: BLE001 - handed to the caller as raised
            queue.put_nowait(_Failed(error))

    scope = contextvars.copy_context()
    scope.run(_stop.set, stop)
    scope.run(_typed_now.set, normalize_message(typed) if typed else None)
    scope.run(_secrets_now.set, secrets)
    task = asyncio.create_task(run(), context=scope)
    finished = False
    try:
        while True:
            item = await queue.get()
            if isinstance(item, _Failed):
                finished = True
                raise item.error
            yield item
            if isinstance(item, TurnDone):
                finished = True
                return
    finally:
        if not finished:  # the caller stopped reading: stop streaming, let the turn end
            stop.set()
            _running.add(task)
            task.add_done_callback(_running.discard)


async def finish_running() -> None:
    """Wait for turns whose callers went away (servers on shutdown, tests)."""
    while _running:
        await asyncio.gather(*list(_running), return_exceptions=True)
