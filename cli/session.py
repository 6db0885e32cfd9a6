"""A CLI call's open backend and compiled graph (imported only by commands that run turns)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.graph.state import CompiledStateGraph
from langgraph.store.base import BaseStore

from strata_layered.cli.common import fail
from strata_layered.graph.backend import Backend, open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.embedding_stamp import EmbeddingsChanged, check_embeddings
from strata_layered.graph.folder import database_url
from strata_layered.graph.models import UnknownModel, check_models
from strata_layered.graph.state import InputState, OutputState, State
from strata_layered.memory.namespaces import thread_id_for


@dataclass
class Session:
    """An open backend, the compiled graph and the ids of one CLI call."""

    backend: Backend
    graph: CompiledStateGraph[State, Context, InputState, OutputState]
    user: str
    agent: str

    @property
    def store(self) -> BaseStore:
        """The store."""
        return self.backend.store

    def context(self, conversation: str | None = None, **overrides: Any) -> Context:
        """Run context for this user and agent."""
        return Context(user_id=self.user, agent_id=self.agent, conversation_id=conversation,
                       **overrides)

    def config(self, conversation: str) -> RunnableConfig:
        """Run config: the conversation's thread."""
        return {"configurable": {"thread_id": thread_id_for(self.user, self.agent, conversation)}}


def require_models(ctx: Context) -> None:
    """Every model a turn will call, made now: a missing provider package is bad input."""
    chat = {ctx.model, ctx.memory_model or ctx.model}
    try:
        check_models(sorted(chat), ctx.embedding_model, timeout=ctx.model_timeout,
                     responses=ctx.wire_api == "responses")
    except UnknownModel as error:
        raise fail(str(error)) from error


@asynccontextmanager
async def open_session(args: Any, *, create: bool = True,
                       recall: bool = False) -> AsyncIterator[Session]:
    """Open the data folder (`args.data`, already located).

    With `recall` (commands that run turns), a store whose vectors another embeddings
    model made is refused at once, in one line naming `strata reindex`.

    Read-only commands never create it: on a folder that does not exist they see an
    empty in-memory backend instead. With STRATA_DATABASE_URL every command opens
    PostgreSQL and no folder is used.
    """
    kind = None if create or args.data.exists() or database_url() else "memory"
    async with open_backend(args.data, kind=kind) as backend:
        if recall:
            try:
                await check_embeddings(backend.store, Context().embedding_model)
            except EmbeddingsChanged as error:
                raise fail(str(error)) from None
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        yield Session(backend, graph, args.user, args.agent)
