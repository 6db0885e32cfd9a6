"""The one way to change a memory, and what is derived from it (seed 001's management).

Edit, disable, enable and delete go through here (the CLI and the HTTP API alike), so the
layers built from memories follow every change: the global profile is rewritten from the
active memories in the same step.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from graph.backend import backend_of
from memory import memories, privacy
from memory.profile import refresh_profile
from memory.records import MemoryItem, MemoryStatus


async def _refresh_derived(store: Any, user: str, agent: str, *, now: datetime) -> None:
    active = await memories.list_memories(store, user, agent, status="active")
    await refresh_profile(store, user, agent, active, now=now)


async def edit_memory(graph: Any, user: str, agent: str, memory_id: str, content: str, *,
                      now: datetime) -> MemoryItem:
    """Replace a memory's text (the old text kept in its history)."""
    item = await memories.edit_memory(graph.store, user, agent, memory_id, content, now=now)
    await _refresh_derived(graph.store, user, agent, now=now)
    return item


async def set_memory_status(graph: Any, user: str, agent: str, memory_id: str,
                            status: MemoryStatus, *, now: datetime) -> MemoryItem:
    """Disable or re-enable a memory."""
    item = await memories.set_status(graph.store, user, agent, memory_id, status, now=now)
    await _refresh_derived(graph.store, user, agent, now=now)
    return item


async def delete_memory(graph: Any, user: str, agent: str, memory_id: str, *,
                        now: datetime) -> None:
    """Delete a memory for good."""
    await memories.delete_memory(graph.store, user, agent, memory_id)
    await _refresh_derived(graph.store, user, agent, now=now)


async def forget_user(graph: Any, user: str) -> dict[str, int]:
    """Everything of a user, in every layer, with nothing left readable in any file."""
    done = await privacy.forget_user(graph.store, graph.checkpointer, user)
    await _settle(graph.store)
    return done


async def forget_conversation(graph: Any, user: str, agent: str, conversation: str
                              ) -> dict[str, int]:
    """One conversation, with its documents and checkpoints, nothing left readable."""
    done = await privacy.forget_conversation(graph.store, graph.checkpointer, user, agent,
                                             conversation)
    await _settle(graph.store)
    return done


async def _settle(store: Any) -> None:
    backend = backend_of(store)
    if backend is not None:
        await backend.settle()
