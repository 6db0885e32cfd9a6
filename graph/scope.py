"""Who and when a run is for: ids from the runtime context, the turn's clock, containment."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime

from langgraph.config import get_config
from langgraph.runtime import Runtime
from langgraph.store.base import BaseStore

from strata_layered.graph.context import Context

log = logging.getLogger("strata")


class MissingStore(RuntimeError):
    """The graph was run without a store."""


@dataclass(frozen=True)
class Scope:
    """The (user, agent, conversation) a node works for, and the store it uses."""

    user: str
    agent: str
    conversation: str
    thread_id: str | None
    store: BaseStore


def scope_of(runtime: Runtime[Context]) -> Scope:
    """Resolve ids: the conversation defaults to the thread id."""
    ctx = runtime.context or Context()
    if runtime.store is None:
        raise MissingStore("Strata needs a store: compile the graph with one (build_graph)")
    try:
        thread_id = get_config().get("configurable", {}).get("thread_id")
    except RuntimeError:
        thread_id = None
    conversation = ctx.conversation_id or thread_id or "default"
    return Scope(ctx.user_id, ctx.agent_id, str(conversation),
                 str(thread_id) if thread_id else None, runtime.store)


def parse_time(value: str | None) -> datetime:
    """An ISO-8601 time (naive means UTC), or now."""
    if not value:
        return datetime.now(UTC)
    parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


def contained_error(node: str, error: BaseException) -> str:
    """Log a failure after the reply and describe it for the state's `errors`."""
    log.warning("%s failed after the reply was saved: %s", node, error, exc_info=error)
    return f"{node}: {type(error).__name__}: {error}"
