"""Shared plumbing of the `strata` command: sessions, ids, errors, output."""

from __future__ import annotations

import json
import sys
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.graph.state import CompiledStateGraph
from langgraph.store.base import BaseStore

from graph.backend import Backend, open_backend
from graph.builder import build_graph
from graph.context import Context
from graph.state import InputState, OutputState, State
from memory.namespaces import InvalidId, encode_label

THREAD_NAMESPACE = uuid.UUID("0c7d3f8a-2b61-4e0f-9a55-1f3e8b7c6d21")


class UsageError(Exception):
    """Bad input: one clear line on stderr, exit status 2, nothing written."""


def fail(message: str) -> UsageError:
    """Build the error for bad input."""
    return UsageError(message)


def thread_id_for(user: str, agent: str, conversation: str) -> str:
    """Checkpoint thread of a CLI conversation: stable, and distinct per user and agent."""
    return str(uuid.uuid5(THREAD_NAMESPACE, "\x1f".join((user, agent, conversation))))


def check_ids(*pairs: tuple[str, str]) -> None:
    """Reject ids that cannot name anything, before any file is touched."""
    for what, value in pairs:
        try:
            encode_label(value, what=what)
        except InvalidId as error:
            raise fail(str(error)) from error


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


@asynccontextmanager
async def open_session(args: Any, *, create: bool = True) -> AsyncIterator[Session]:
    """Open the data folder.

    Read-only commands never create it: on a folder that does not exist they see an
    empty in-memory backend instead.
    """
    check_ids(("user id", args.user), ("agent id", args.agent))
    data = Path(args.data)
    kind = None if create or data.exists() else "memory"
    async with open_backend(data, kind=kind) as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        yield Session(backend, graph, args.user, args.agent)


def print_json(value: Any) -> None:
    """One JSON document on stdout (UTF-8, not escaped)."""
    sys.stdout.write(json.dumps(value, ensure_ascii=False, default=str) + "\n")


def read_text_file(path: str, *, what: str) -> str:
    """Read a UTF-8 text file or fail with one clear line."""
    try:
        raw = Path(path).read_bytes()
    except OSError as error:
        raise fail(f"cannot read {what} {path}: {error.strerror or error}") from error
    if b"\x00" in raw[:4096]:
        raise fail(f"{what} {path} is binary, not text")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise fail(f"{what} {path} is not UTF-8 text") from error
