"""`AsyncMemory` and `Memory`: Strata behind an app's own LLM, in three lines.

    from strata_layered import Memory
    with Memory() as memory:                      # the data folder `strata` uses
        memory.add([{"role": "user", "content": "我每周三晚上练瑜伽"},
                    {"role": "assistant", "content": "好的，记住了"}], user_id="alice")
        hits = memory.search("yoga", user_id="alice")

Where the memory lives is the first argument: nothing (the data folder `strata` uses:
--data rules, STRATA_DATA_DIR, ./.strata, the user data folder; STRATA_DATABASE_URL wins),
a folder path, `:memory:`, a `postgresql://` URL, or the `http(s)://` URL of a running
`strata serve` (with `token=`).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any, TypeVar

from strata_layered.client.embedded import EmbeddedClient
from strata_layered.client.remote import RemoteClient
from strata_layered.client.types import (
    AddResult,
    ContextResult,
    Export,
    ForgetResult,
    InvalidInput,
    MemoryRecord,
    Revision,
    SearchHit,
)

T = TypeVar("T")
Messages = str | Sequence[dict[str, Any]]
"""A user message alone, or [{"role": "user" | "assistant" | "system", "content": …}]."""
DEFAULT_USER = "default"
"""The user of `strata` commands run without --user."""


def _client(where: str | Path | None, token: str | None, agent: str
            ) -> EmbeddedClient | RemoteClient:
    text = str(where) if where is not None else None
    if text and text.startswith(("http://", "https://")):
        return RemoteClient(text, token=token, agent=agent)
    if token is not None:
        raise InvalidInput("token= is for a server URL (http:// or https://)")
    if text and text.startswith(("postgresql://", "postgres://")):
        return EmbeddedClient(url=text, agent=agent)
    if text == ":memory:":
        return EmbeddedClient(kind="memory", agent=agent)
    if text:
        return EmbeddedClient(data_dir=Path(text).expanduser(), kind="sqlite", agent=agent)
    return EmbeddedClient(agent=agent)


class AsyncMemory:
    """Long-term memory for an app that calls its own model (async; `Memory` is the sync one).

    Use it as `async with AsyncMemory(...) as memory:` or call `aclose()` when done.
    `user_id` of each call defaults to the one given here; against a server the user is
    the token's, and another `user_id` is refused.
    """

    def __init__(self, where: str | Path | None = None, *, token: str | None = None,
                 user_id: str | None = None, agent: str = "default") -> None:
        self._client = _client(where, token, agent)
        self._remote = isinstance(self._client, RemoteClient)
        self.user_id = user_id

    def _user(self, user_id: str | None) -> Any:
        chosen = user_id or self.user_id
        return chosen if self._remote else chosen or DEFAULT_USER

    async def __aenter__(self) -> AsyncMemory:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close the store (or the connection pool)."""
        await self._client.aclose()

    async def add(self, messages: Messages, *, user_id: str | None = None,
                  conversation: str = "default", metadata: dict[str, Any] | None = None,
                  at: str | None = None) -> AddResult:
        """Store a turn (or several) with the app's own reply; memory runs as for any turn.

        `messages` as mem0's `add` takes them. Each user message with the assistant message
        after it is one turn: logged, gated, extracted, routed to a topic and summarised —
        no model is called for the reply. `metadata` is set on every memory they make.
        `at` (ISO-8601) dates the turns (imports); default now.
        """
        return await self._client.add(messages, user=self._user(user_id),
                                      conversation=conversation, metadata=metadata, at=at)

    async def search(self, query: str, *, user_id: str | None = None, limit: int = 10,
                     type: str | None = None, status: str | None = None,
                     topic: str | None = None, metadata: dict[str, Any] | None = None
                     ) -> list[SearchHit]:
        """Memories ranked for `query` by the turn's own hybrid recall (meaning + words).

        Chinese and English in one space: "yoga" finds 每周三晚上练瑜伽. `status` defaults
        to active; `type` (key or label), `topic` (id) and `metadata` (every key equal)
        narrow it.
        """
        return await self._client.search(query, user=self._user(user_id), limit=limit,
                                         type=type, status=status, topic=topic,
                                         metadata=metadata)

    async def get_all(self, *, user_id: str | None = None, type: str | None = None,
                   status: str | None = None, metadata: dict[str, Any] | None = None
                   ) -> list[MemoryRecord]:
        """Every memory (filtered), most recently updated first."""
        return await self._client.get_all(user=self._user(user_id), type=type, status=status,
                                       metadata=metadata)

    async def context(self, query: str, *, user_id: str | None = None,
                      conversation: str = "default", budget: int | None = None
                      ) -> ContextResult:
        """The context a turn would build for `query` now, within `budget` tokens.

        Sections in prompt order, each item with its score, tokens and provenance; nothing
        is written, no model is called.
        """
        return await self._client.context(query, user=self._user(user_id),
                                          conversation=conversation, budget=budget)

    async def get(self, memory_id: str, *, user_id: str | None = None) -> MemoryRecord:
        """One memory (NotFound when it is not this user's)."""
        return await self._client.get(memory_id, user=self._user(user_id))

    async def update(self, memory_id: str, *, user_id: str | None = None,
                     content: str | None = None, status: str | None = None,
                     metadata: dict[str, Any] | None = None) -> MemoryRecord:
        """Edit its text, set its status (active or disabled), or replace its metadata.

        An edit takes what the old text said back from every layer.
        """
        return await self._client.update(memory_id, user=self._user(user_id), content=content,
                                          status=status, metadata=metadata)

    async def delete(self, memory_id: str, *, user_id: str | None = None) -> None:
        """Delete a memory for good; what it said is taken back from every layer."""
        await self._client.delete(memory_id, user=self._user(user_id))

    async def history(self, memory_id: str, *, user_id: str | None = None) -> list[Revision]:
        """The memory's revisions, oldest first: made, edits, overwrites, promotion, now."""
        return await self._client.history(memory_id, user=self._user(user_id))

    async def forget(self, *, user_id: str | None = None, conversation: str | None = None
                     ) -> ForgetResult:
        """Forget a whole user (`user_id=`, every agent) or one `conversation=` of theirs.

        Nothing deleted is left readable in any file. One of the two must be given.
        """
        if user_id is None and conversation is None and self.user_id is None:
            raise InvalidInput("forget: say whom, user_id= or conversation=")
        return await self._client.forget(user=self._user(user_id), conversation=conversation)

    async def export(self, *, user_id: str | None = None) -> Export:
        """Everything stored of the user, as one JSON-able document (secrets masked)."""
        return await self._client.export(user=self._user(user_id))


class Memory:
    """The same methods as `AsyncMemory`, blocking; safe inside a running event loop.

    Its async twin runs on an event loop in a thread of its own, so a call works the same
    from a script, a web handler's thread or a notebook cell (whose loop is already
    running). Use it as a context manager, or call `close()`.
    """

    def __init__(self, where: str | Path | None = None, *, token: str | None = None,
                 user_id: str | None = None, agent: str = "default") -> None:
        self._async = AsyncMemory(where, token=token, user_id=user_id, agent=agent)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="strata-memory",
                                        daemon=True)
        self._thread.start()
        self._closed = False

    def _run(self, work: Coroutine[Any, Any, T]) -> T:
        if self._closed:
            work.close()
            raise RuntimeError("this Memory is closed")
        return asyncio.run_coroutine_threadsafe(work, self._loop).result()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        """Close the store and stop the thread (a second call does nothing)."""
        if self._closed:
            return
        try:
            self._run(self._async.aclose())
        finally:
            self._closed = True
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join()
            self._loop.close()

    def add(self, messages: Messages, *, user_id: str | None = None,
            conversation: str = "default", metadata: dict[str, Any] | None = None,
            at: str | None = None) -> AddResult:
        """See `AsyncMemory.add`."""
        return self._run(self._async.add(messages, user_id=user_id, conversation=conversation,
                                         metadata=metadata, at=at))

    def search(self, query: str, *, user_id: str | None = None, limit: int = 10,
               type: str | None = None, status: str | None = None, topic: str | None = None,
               metadata: dict[str, Any] | None = None) -> list[SearchHit]:
        """See `AsyncMemory.search`."""
        return self._run(self._async.search(query, user_id=user_id, limit=limit, type=type,
                                            status=status, topic=topic, metadata=metadata))

    def get_all(self, *, user_id: str | None = None, type: str | None = None,
             status: str | None = None, metadata: dict[str, Any] | None = None
             ) -> list[MemoryRecord]:
        """See `AsyncMemory.get_all`."""
        return self._run(self._async.get_all(user_id=user_id, type=type, status=status,
                                          metadata=metadata))

    def context(self, query: str, *, user_id: str | None = None, conversation: str = "default",
                budget: int | None = None) -> ContextResult:
        """See `AsyncMemory.context`."""
        return self._run(self._async.context(query, user_id=user_id, conversation=conversation,
                                             budget=budget))

    def get(self, memory_id: str, *, user_id: str | None = None) -> MemoryRecord:
        """See `AsyncMemory.get`."""
        return self._run(self._async.get(memory_id, user_id=user_id))

    def update(self, memory_id: str, *, user_id: str | None = None, content: str | None = None,
               status: str | None = None, metadata: dict[str, Any] | None = None
               ) -> MemoryRecord:
        """See `AsyncMemory.update`."""
        return self._run(self._async.update(memory_id, user_id=user_id, content=content,
                                            status=status, metadata=metadata))

    def delete(self, memory_id: str, *, user_id: str | None = None) -> None:
        """See `AsyncMemory.delete`."""
        self._run(self._async.delete(memory_id, user_id=user_id))

    def history(self, memory_id: str, *, user_id: str | None = None) -> list[Revision]:
        """See `AsyncMemory.history`."""
        return self._run(self._async.history(memory_id, user_id=user_id))

    def forget(self, *, user_id: str | None = None, conversation: str | None = None
               ) -> ForgetResult:
        """See `AsyncMemory.forget`."""
        return self._run(self._async.forget(user_id=user_id, conversation=conversation))

    def export(self, *, user_id: str | None = None) -> Export:
        """See `AsyncMemory.export`."""
        return self._run(self._async.export(user_id=user_id))
