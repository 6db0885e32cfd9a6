"""The client over a store opened in this process: a data folder (SQLite) or PostgreSQL.

Every call goes through what the CLI and the server call: turns through the graph
(graph/exchanges.py), search through the turn's hybrid recall, the context through the
dry run, changes through graph/changes.py. Nothing here is a second implementation.
"""

from __future__ import annotations

from contextlib import AsyncExitStack
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, get_args

from strata_layered.client.types import (
    AddResult,
    ContextResult,
    Export,
    ForgetResult,
    InvalidInput,
    MemoryRecord,
    NotFound,
    Revision,
    SearchHit,
    StrataError,
)
from strata_layered.graph import changes
from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.embedding_stamp import EmbeddingsChanged, check_embeddings
from strata_layered.graph.exchanges import store_exchanges
from strata_layered.graph.export import export_user
from strata_layered.graph.retrieval.memory_search import find_memories
from strata_layered.graph.retrieval.preview import preview_context
from strata_layered.graph.scope import parse_time
from strata_layered.memory.context.context_builder import BudgetTooSmall
from strata_layered.memory.gate.labels import LABEL_TO_TYPE, MEMORY_TYPES
from strata_layered.memory.long_term.memories import UnknownMemory, get_memory, list_memories
from strata_layered.memory.long_term.revisions import revisions
from strata_layered.memory.namespaces import InvalidId, encode_label, thread_id_for
from strata_layered.memory.store.exchanges import InvalidMessages, pair_messages
from strata_layered.memory.store.metadata import InvalidMetadata, checked_metadata, metadata_matches
from strata_layered.memory.store.records import MemoryStatus
from strata_layered.memory.text.text import InvalidText
from strata_layered.server.views import memory_out

STATUSES: tuple[str, ...] = get_args(MemoryStatus)


def _type(value: str | None) -> str | None:
    memory_type = LABEL_TO_TYPE.get(value, value) if value else None
    if memory_type and memory_type not in MEMORY_TYPES:
        raise InvalidInput(f"type: one of {', '.join(MEMORY_TYPES)} (or their labels)")
    return memory_type


def _status(value: str | None) -> str | None:
    if value and value not in STATUSES:
        raise InvalidInput(f"status: one of {', '.join(STATUSES)}")
    return value


def _metadata(value: Any) -> dict[str, Any]:
    try:
        return checked_metadata(value)
    except InvalidMetadata as error:
        raise InvalidInput(f"metadata: {error}") from error


def _id(value: str, what: str) -> str:
    try:
        encode_label(value, what=what)
    except InvalidId as error:
        raise InvalidInput(str(error)) from error
    return value


class EmbeddedClient:
    """Opens the backend on first use; `aclose` closes it."""

    def __init__(self, *, data_dir: Path | None = None, url: str | None = None,
                 kind: str | None = None, agent: str = "default") -> None:
        self._data_dir, self._url, self._kind = data_dir, url, kind
        self.agent = _id(agent, "agent id")
        self._stack: AsyncExitStack | None = None
        self._graph: Any = None

    async def _open(self) -> Any:
        if self._graph is None:
            stack = AsyncExitStack()
            try:
                backend = await stack.enter_async_context(open_backend(
                    self._data_dir, kind=self._kind, url=self._url))
            except ModuleNotFoundError as error:
                if not (error.name or "").startswith(("psycopg", "langgraph.checkpoint.postgres",
                                                      "langgraph.store.postgres")):
                    raise
                raise StrataError("PostgreSQL needs the postgres extra: pip install "
                                  "'strata-layered-memory[postgres]'") from error
            self._graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
            self._stack = stack
        return self._graph

    async def _recall(self) -> Any:
        """The graph, once the store's vectors are known to be the configured model's."""
        graph = await self._open()
        try:
            await check_embeddings(graph.store, Context().embedding_model, stamp=False)
        except EmbeddingsChanged as error:
            raise StrataError(str(error)) from error
        return graph

    async def aclose(self) -> None:
        """Close the store and checkpointer (files flushed, connections closed)."""
        stack, self._stack, self._graph = self._stack, None, None
        if stack is not None:
            await stack.aclose()

    def _context(self, user: str, conversation: str | None = None) -> Context:
        ctx = Context()  # ids set after construction: no environment default wins
        ctx.user_id, ctx.agent_id = _id(user, "user id"), self.agent
        ctx.conversation_id = _id(conversation, "conversation id") if conversation else None
        return ctx

    def _config(self, user: str, conversation: str) -> Any:
        return {"configurable": {"thread_id": thread_id_for(user, self.agent, conversation)}}

    async def add(self, messages: Any, *, user: str, conversation: str,
                  metadata: dict[str, Any] | None, at: str | None) -> AddResult:
        """Store turns with the app's replies; memory runs as for any turn."""
        if at is not None:
            try:
                parse_time(at)
            except ValueError as error:
                raise InvalidInput(f"at: {at!r} is not an ISO-8601 time") from error
        graph = await self._recall()
        try:
            exchanges = pair_messages(messages)
            done = await store_exchanges(graph, self._context(user, conversation),
                                         self._config(user, conversation), exchanges,
                                         metadata=_metadata(metadata), now=at)
        except (InvalidMessages, InvalidText) as error:
            raise InvalidInput(f"messages: {error}") from error
        return AddResult.model_validate({"conversation": conversation, "turns": done})

    async def search(self, query: str, *, user: str, limit: int, type: str | None,
                     status: str | None, topic: str | None,
                     metadata: dict[str, Any] | None) -> list[SearchHit]:
        """The turn's hybrid recall over the memories that pass the filters."""
        if not isinstance(query, str) or not query.strip():
            raise InvalidInput("query: non-empty text")
        graph = await self._recall()
        found = await find_memories(graph.store, self._context(user), query, limit=limit,
                                    memory_type=_type(type), status=_status(status),
                                    topic=topic,
                                    metadata=_metadata(metadata) if metadata else None)
        return [SearchHit(memory=memory_out(m), score=s) for m, s in found]

    async def get_all(self, *, user: str, type: str | None, status: str | None,
                   metadata: dict[str, Any] | None) -> list[MemoryRecord]:
        """Memories, most recently updated first."""
        graph = await self._open()
        where = _metadata(metadata)
        items = await list_memories(graph.store, _id(user, "user id"), self.agent,
                                    status=_status(status), memory_type=_type(type))
        return [memory_out(m) for m in items if metadata_matches(m.metadata, where)]

    async def context(self, query: str, *, user: str, conversation: str,
                      budget: int | None) -> ContextResult:
        """The context a turn would build for `query` now; nothing is written."""
        graph = await self._recall()
        try:
            built = await preview_context(graph, graph.store, self._context(user, conversation),
                                          self._config(user, conversation), query,
                                          budget=budget)
        except (InvalidText, BudgetTooSmall) as error:
            raise InvalidInput(str(error)) from error
        return ContextResult.model_validate(built)

    async def get(self, memory_id: str, *, user: str) -> MemoryRecord:
        """One memory."""
        graph = await self._open()
        try:
            return memory_out(await get_memory(graph.store, _id(user, "user id"), self.agent,
                                               memory_id))
        except UnknownMemory as error:
            raise NotFound(f"no memory {memory_id!r}") from error

    async def update(self, memory_id: str, *, user: str, content: str | None,
                     status: str | None, metadata: dict[str, Any] | None) -> MemoryRecord:
        """Edit the text, set the status (active / disabled), replace the metadata."""
        if status is not None and status not in ("active", "disabled"):
            raise InvalidInput("status: active or disabled")
        labels = _metadata(metadata) if metadata is not None else None
        current = await self.get(memory_id, user=user)
        graph, now = await self._open(), datetime.now(UTC)
        try:
            item = None
            if content is not None and content.strip() != current.content:
                item = await changes.edit_memory(graph, user, self.agent, memory_id, content,
                                                 now=now)
            if status is not None and status != current.status:
                item = await changes.set_memory_status(graph, user, self.agent, memory_id,
                                                       status, now=now)  # type: ignore[arg-type]
            if labels is not None:
                item = await changes.set_memory_metadata(graph, user, self.agent, memory_id,
                                                         labels, now=now)
        except UnknownMemory as error:
            raise NotFound(f"no memory {memory_id!r}") from error
        except ValueError as error:
            raise InvalidInput(f"content: {error}") from error
        return memory_out(item) if item is not None else await self.get(memory_id, user=user)

    async def delete(self, memory_id: str, *, user: str) -> None:
        """Delete for good, and take back what it said everywhere."""
        await self.get(memory_id, user=user)
        graph = await self._open()
        try:
            await changes.delete_memory(graph, user, self.agent, memory_id, now=datetime.now(UTC))
        except UnknownMemory as error:
            raise NotFound(f"no memory {memory_id!r}") from error

    async def history(self, memory_id: str, *, user: str) -> list[Revision]:
        """The memory's life, oldest first."""
        graph = await self._open()
        try:
            item = await get_memory(graph.store, _id(user, "user id"), self.agent, memory_id)
        except UnknownMemory as error:
            raise NotFound(f"no memory {memory_id!r}") from error
        return [Revision.model_validate(r) for r in revisions(item)]

    async def forget(self, *, user: str, conversation: str | None) -> ForgetResult:
        """A whole user (every agent), or one conversation of this agent."""
        graph = await self._open()
        user = _id(user, "user id")
        if conversation is None:
            return ForgetResult(**await changes.forget_user(graph, user))
        try:
            done = await changes.forget_conversation(graph, user, self.agent,
                                                     _id(conversation, "conversation id"))
        except LookupError as error:
            raise NotFound(f"no conversation {conversation!r}") from error
        return ForgetResult(**done)

    async def export(self, *, user: str) -> Export:
        """Everything stored of the user, as one document."""
        graph = await self._open()
        return Export.model_validate(await export_user(graph.store, _id(user, "user id")))
