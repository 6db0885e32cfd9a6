"""Where the app's graph and store come from: its own backend, or the LangGraph server's.

`strata serve` opens the backend once per process (per worker) in the app's lifespan, on
the same data folder and with the same checkpoint threads as the CLI. Mounted into
`langgraph dev` (`http.app`), the app opens nothing: it asks the server for the store and
checkpointer it gives its own runs, so both see one set of data. This module is the only
place that knows the difference.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from langchain_core.runnables import RunnableConfig
from langgraph.store.base import BaseStore

from strata_layered.graph.backend import default_data_dir, open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.memory.namespaces import thread_id_for
from strata_layered.server.settings import ServerSettings
from strata_layered.server.thread_keys import ThreadKeys, mounted_thread_id

Mode = Literal["standalone", "mounted"]


@dataclass(frozen=True)
class Served:
    """The compiled graph (its .store and .checkpointer set) and how threads are named."""

    graph: Any
    store: BaseStore
    mode: Mode
    thread_key: bytes

    def thread_id(self, user: str, agent: str, conversation: str) -> str:
        """The checkpoint thread of a conversation.

        Standalone: the CLI's own thread ids, so `strata history` / `strata context` see the
        conversations the API made. Mounted: keyed by a secret the server generated and
        keeps (server/thread_keys.py), because LangGraph's own routes let a caller create a
        thread with an id of their choosing, and a computable id would let them claim
        another user's checkpoints.
        """
        if self.mode == "standalone":
            return thread_id_for(user, agent, conversation)
        return mounted_thread_id(self.thread_key, user, agent, conversation)

    def config(self, user: str, agent: str, conversation: str) -> RunnableConfig:
        """Run config of a conversation's thread."""
        return {"configurable": {"thread_id": self.thread_id(user, agent, conversation)}}


class Runtime:
    """Hands every request the graph and store of this process."""

    def __init__(self, mode: Mode, settings: ServerSettings) -> None:
        self.mode = mode
        self._keys = ThreadKeys(settings)
        self._served: Served | None = None
        self._base: Any = None

    @asynccontextmanager
    async def lifespan(self, data_dir: Path | None = None) -> AsyncIterator[None]:
        """Standalone: open the backend for the life of the process. Mounted: nothing."""
        if self.mode == "mounted":
            self._base = build_graph()  # copied per request with the server's components
            yield
            return
        async with open_backend(data_dir or default_data_dir()) as backend:
            graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
            self._served = Served(graph, backend.store, "standalone", b"")
            try:
                yield
            finally:
                self._served = None

    async def current(self) -> Served:
        """The graph and store for this request."""
        if self.mode == "standalone":
            if self._served is None:
                raise RuntimeError("the backend is not open (the app's lifespan did not run)")
            return self._served
        return await self._from_langgraph_server()

    async def _from_langgraph_server(self) -> Served:
        # `langgraph.config.get_store()` would answer with a default in-memory store here:
        # the server's own accessors give what its runs get (a custom store too). They are
        # imported here because only a process the LangGraph server runs has them.
        from langgraph_api._checkpointer import get_checkpointer
        from langgraph_api.store import get_store

        if self._base is None:
            self._base = build_graph()
        store = await get_store()
        checkpointer = await get_checkpointer()
        graph = self._base.copy(update={"store": store, "checkpointer": checkpointer})
        key = await self._keys.key(store, checkpointer)
        return Served(graph, store, "mounted", key)
