"""The memory library (seed 001): list and search, view with source, edit, disable, delete, audit.

Every change goes through `graph.changes`, so what is derived from memories (the profile,
de-duplication keys, history) follows it.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated

from fastapi import APIRouter, Path, Query, Response

from strata_layered.graph import changes
from strata_layered.memory.audit import list_decisions
from strata_layered.memory.labels import LABEL_TO_TYPE, MEMORY_TYPES
from strata_layered.memory.memories import UnknownMemory, get_memory, list_memories
from strata_layered.memory.records import MemoryItem
from strata_layered.server.deps import Caller
from strata_layered.server.errors import ApiError, not_found
from strata_layered.server.schemas import DecisionOut, ErrorOut, MemoryOut, MemoryPatch
from strata_layered.server.views import decision_out, memory_out

router = APIRouter(tags=["memories"], responses={401: {"model": ErrorOut},
                                                 404: {"model": ErrorOut}})
STATUSES = ("active", "disabled", "candidate", "archived")
MemoryId = Annotated[str, Path(min_length=1, max_length=200)]


def _matches(memory: MemoryItem, words: list[str]) -> bool:
    haystack = f"{memory.content}\n{memory.source.excerpt or ''}".casefold()
    return all(w in haystack for w in words)


@router.get("/memories")
async def memories(
    who: Caller,
    type: Annotated[str | None, Query(max_length=40, description="key or label")] = None,
    status: Annotated[str | None, Query(max_length=20)] = None,
    q: Annotated[str | None, Query(max_length=200, description="words the text holds")] = None,
) -> list[MemoryOut]:
    """Memories, most recently updated first; `q` keeps those whose text holds every word."""
    memory_type = LABEL_TO_TYPE.get(type, type) if type else None
    if memory_type and memory_type not in MEMORY_TYPES:
        raise ApiError(422, f"type: one of {', '.join(MEMORY_TYPES)} (or their labels)")
    if status and status not in STATUSES:
        raise ApiError(422, f"status: one of {', '.join(STATUSES)}")
    items = await list_memories(who.store, who.user, who.agent, status=status,
                                memory_type=memory_type)
    words = (q or "").casefold().split()
    return [memory_out(m) for m in items if _matches(m, words)]


@router.get("/memories/audit")
async def audit(who: Caller,
                limit: Annotated[int, Query(ge=1, le=1000)] = 100) -> list[DecisionOut]:
    """What was not remembered and why, and what was stored or updated (newest first)."""
    return [decision_out(r) for r in await list_decisions(who.store, who.user, who.agent,
                                                          limit=limit)]


async def _memory(who: Caller, memory_id: str) -> MemoryItem:
    try:
        return await get_memory(who.store, who.user, who.agent, memory_id)
    except UnknownMemory as error:
        raise not_found() from error


@router.get("/memories/{memory_id}")
async def memory(who: Caller, memory_id: MemoryId) -> MemoryOut:
    """One memory with its source and history."""
    return memory_out(await _memory(who, memory_id))


@router.patch("/memories/{memory_id}", responses={422: {"model": ErrorOut}})
async def change_memory(who: Caller, memory_id: MemoryId, body: MemoryPatch) -> MemoryOut:
    """Edit its text, disable or re-enable it (the old text stays in its history)."""
    if body.content is None and body.status is None:
        raise ApiError(422, "give `content`, `status` or both")
    item = await _memory(who, memory_id)
    now = datetime.now(UTC)
    try:
        if body.content is not None and body.content.strip() != item.content:
            item = await changes.edit_memory(who.graph, who.user, who.agent, memory_id,
                                             body.content, now=now)
        if body.status is not None and body.status != item.status:
            item = await changes.set_memory_status(who.graph, who.user, who.agent, memory_id,
                                                   body.status, now=now)
    except UnknownMemory as error:
        raise not_found() from error
    except ValueError as error:  # empty, or looks like a secret: nothing was written
        raise ApiError(422, f"content: {error}") from error
    return memory_out(item)


@router.delete("/memories/{memory_id}", status_code=204)
async def delete_memory(who: Caller, memory_id: MemoryId) -> Response:
    """Delete a memory for good."""
    await _memory(who, memory_id)
    try:
        await changes.delete_memory(who.graph, who.user, who.agent, memory_id,
                                    now=datetime.now(UTC))
    except UnknownMemory as error:
        raise not_found() from error
    return Response(status_code=204)
