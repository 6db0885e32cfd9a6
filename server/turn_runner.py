"""Chat turns of this process: streamed as they arrive, one at a time per conversation.

A turn runs through `graph.turns.stream_turn` in a task of its own, so a client that goes
away only sets the turn's `stop`: the model stream ends, the partial reply is stored as
incomplete, and the rest of the turn (window, gate, summary) still finishes. The HTTP body
ends as soon as the whole reply is sent and stored; the memory work after it goes on behind
it, and `settled` waits for it (the latest turn's notes).
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import AsyncIterator, Coroutine
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from langchain_core.callbacks import AsyncCallbackHandler
from langgraph.types import Command

from strata_layered.graph.checkpoint_pruning import prune_history
from strata_layered.graph.exchanges import StoredTurn, store_exchanges
from strata_layered.graph.turns import ReplyDone, TurnDone, stream_turn
from strata_layered.memory.store.exchanges import Exchange
from strata_layered.memory.store.metadata import Metadata
from strata_layered.server.deps import Who

log = logging.getLogger("strata.server")
REPLY_NODE = "call_model"
STORE_NODE = "persist_reply"


@dataclass
class _Failed:
    error: BaseException


class _ReplyEnd(AsyncCallbackHandler):
    """Learns the full reply (the reply node's output) and when it is stored."""

    def __init__(self) -> None:
        self.runs: dict[UUID, str] = {}
        self.reply: str | None = None
        self.done = asyncio.Event()
        """Set once the reply is stored: the HTTP body may end when all of it was sent."""

    async def on_chain_start(self, serialized: Any, inputs: Any, *, run_id: UUID,
                             metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        """Note the runs of the reply node and of the node that stores the reply."""
        node = (metadata or {}).get("langgraph_node")
        if node in (REPLY_NODE, STORE_NODE) and kwargs.get("name") == node:
            self.runs[run_id] = node

    async def on_chain_end(self, outputs: Any, *, run_id: UUID, **kwargs: Any) -> None:
        """Keep the finished reply; mark it stored."""
        node = self.runs.pop(run_id, None)
        if node == REPLY_NODE and isinstance(outputs, dict):
            self.reply = str(outputs.get("reply") or "")
        elif node == STORE_NODE:
            self.done.set()


class TurnRunner:
    """Starts turns and keeps them until they finish, whoever is still listening."""

    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[tuple[str, ...], asyncio.Lock] = (
            weakref.WeakValueDictionary())
        self._tasks: set[asyncio.Task[None]] = set()

    def _lock(self, who: Who, conversation: str) -> asyncio.Lock:
        key = (who.user, who.agent, conversation)
        lock = self._locks.get(key)
        if lock is None:
            lock = self._locks[key] = asyncio.Lock()
        return lock

    async def settled(self, who: Who, conversation: str) -> None:
        """Wait until no turn of this conversation is running in this process."""
        lock = self._lock(who, conversation)
        async with lock:
            return

    async def settled_user(self, user: str, agent: str | None = None) -> None:
        """Wait until no turn of this user (with this agent, if named) runs in this process."""
        for key in [k for k in list(self._locks.keys())
                    if k[0] == user and agent in (None, k[1])]:
            lock = self._locks.get(key)
            if lock is not None:
                async with lock:
                    pass

    async def start(self, who: Who, conversation: str, text: str | None) -> AsyncIterator[str]:
        """Run a turn; the reply's pieces as they come (the first one already arrived).

        `text` None answers the last user message again (a regeneration, graph/regenerate.py).
        Raises what the turn raised when it failed before its first piece of text.
        """
        lock = self._lock(who, conversation)
        await lock.acquire()
        try:
            await answer_pending(who, conversation, remember=False)  # unanswered means no
        except BaseException:
            lock.release()
            raise
        stop = asyncio.Event()
        ending = _ReplyEnd()
        config = who.config(conversation)
        config["callbacks"] = [ending]
        queue: asyncio.Queue[str | TurnDone | _Failed] = asyncio.Queue()

        async def drive() -> None:
            try:
                payload = {"regenerate": True} if text is None else {"user_text": text}
                async for part in stream_turn(who.graph, payload, config,
                                              who.context(conversation), stop=stop):
                    if not isinstance(part, ReplyDone):  # not asked for: the body ends itself
                        queue.put_nowait(part)
            except Exception as error:  # noqa: BLE001 - handed to the reader
                queue.put_nowait(_Failed(error))
            finally:
                lock.release()

        task = asyncio.create_task(drive())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        first = await queue.get()
        if isinstance(first, _Failed):
            raise first.error
        return _read(first, queue, stop, ending)

    async def store(self, who: Who, conversation: str, exchanges: list[Exchange], *,
                    metadata: Metadata, now: str | None) -> list[StoredTurn]:
        """Store turns the app answered itself, after any turn of the conversation running."""
        async with self._lock(who, conversation):
            await answer_pending(who, conversation, remember=False)  # unanswered means no
            return await store_exchanges(who.graph, who.context(conversation),
                                         who.config(conversation), exchanges,
                                         metadata=metadata, now=now)

    async def answer(self, who: Who, conversation: str, *, remember: bool) -> bool:
        """Answer the pending question of a conversation (waits for a running turn)."""
        async with self._lock(who, conversation):
            return await answer_pending(who, conversation, remember=remember)

    def background(self, work: Coroutine[Any, Any, None]) -> None:
        """Run work that outlives its request (a document's ingestion), kept till it ends."""
        task = asyncio.create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def close(self) -> None:
        """Let every running turn and background task finish (on shutdown)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)


async def _read(first: str | TurnDone | _Failed, queue: asyncio.Queue[Any], stop: asyncio.Event,
                ending: _ReplyEnd) -> AsyncIterator[str]:
    """The reply's text; ends once it is all sent and stored, or tells the turn to stop."""
    sent: list[str] = []
    item: Any = first
    try:
        while isinstance(item, str):
            sent.append(item)
            yield item
            item = await _next(queue, ending, "".join(sent))
        if isinstance(item, _Failed):
            log.error("a chat turn failed after its reply began", exc_info=item.error)
    finally:
        stop.set()  # a client gone mid-reply: keep what was written, finish the turn


async def _next(queue: asyncio.Queue[Any], ending: _ReplyEnd, sent: str) -> Any:
    """The next piece, or None once the reply is stored and everything of it was sent."""
    if not queue.empty():
        return queue.get_nowait()
    getting = asyncio.ensure_future(queue.get())
    ended = asyncio.ensure_future(ending.done.wait())
    try:
        await asyncio.wait({getting, ended}, return_when=asyncio.FIRST_COMPLETED)
    except BaseException:  # the reader itself was cancelled (client gone)
        getting.cancel()
        raise
    finally:
        ended.cancel()
    if getting.done():
        return getting.result()
    if ending.reply == sent:
        getting.cancel()
        return None
    return await getting


async def answer_pending(who: Who, conversation: str, *, remember: bool) -> bool:
    """Resume a turn paused on "may I remember this?"; False when nothing was pending."""
    config = who.config(conversation)
    state = await who.graph.aget_state(config)
    if not state.interrupts:
        return False
    await who.graph.ainvoke(Command(resume=remember), config, context=who.context(conversation))
    values = (await who.graph.aget_state(config)).values or {}
    if values.get("prune_history") and who.graph.checkpointer is not None:
        # what was taken back while it waited: the paused checkpoint said it (late_take_backs)
        await prune_history(who.graph.checkpointer, str(config["configurable"]["thread_id"]))
    return True
