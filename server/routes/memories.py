"""The memory library (seed 001): list and search, view with source, edit, disable, delete, audit.

Every change goes through `graph.changes`, so what is derived from memories (the profile,
de-duplication keys, history) follows it.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, Request, Response

from strata_layered.graph import changes
from strata_layered.memory.gate.labels import LABEL_TO_TYPE, MEMORY_TYPES
from strata_layered.memory.long_term.memories import UnknownMemory, get_memory, list_memories
from strata_layered.memory.long_term.revisions import revisions
from strata_layered.memory.store.audit import list_decisions
from strata_layered.memory.store.metadata import InvalidMetadata, checked_metadata, metadata_matches
from strata_layered.memory.store.records import MemoryItem
from strata_layered.server.deps import Caller
from strata_layered.server.errors import ApiError, not_found
from strata_layered.server.memory_schemas import RevisionOut
from strata_layered.server.paging import PAGED, Cursor, Limit, page, sort_key
from strata_layered.server.schemas import DecisionOut, ErrorOut, MemoryOut, MemoryPatch
from strata_layered.server.views import decision_out, memory_out

router = APIRouter(tags=["memories"], responses={401: {"model": ErrorOut},
                                                 404: {"model": ErrorOut}})
STATUSES = ("active", "disabled", "candidate", "archived")
MemoryId = Annotated[str, Path(min_length=1, max_length=200)]
AUDIT_ALL = 100_000


def memory_type_of(value: str | None) -> str | None:
    """A type key from a key or a label; 422 for anything else."""
    memory_type = LABEL_TO_TYPE.get(value, value) if value else None
    if memory_type and memory_type not in MEMORY_TYPES:
        raise ApiError(422, f"type: one of {', '.join(MEMORY_TYPES)} (or their labels)")
    return memory_type


def status_of(value: str | None) -> str | None:
    """A memory status, or 422."""
    if value and value not in STATUSES:
        raise ApiError(422, f"status: one of {', '.join(STATUSES)}")
    return value


def metadata_of(value: Any, what: str = "metadata") -> dict[str, Any]:
    """Checked metadata, or 422 saying what is wrong."""
    try:
        return checked_metadata(value)
    except InvalidMetadata as error:
        raise ApiError(422, f"{what}: {error}") from error


def _matches(memory: MemoryItem, words: list[str]) -> bool:
    # The memory's own text only: its source excerpt is another message's words (it kept
    # matching a memory by what a deleted one said there).
    haystack = memory.content.casefold()
    return all(w in haystack for w in words)


@router.get("/memories", responses={200: PAGED})
async def memories(
    who: Caller, response: Response, request: Request,
    type: Annotated[str | None, Query(max_length=40, description="key or label")] = None,
    status: Annotated[str | None, Query(max_length=20)] = None,
    q: Annotated[str | None, Query(max_length=200, description="words the text holds")] = None,
    metadata: Annotated[str | None, Query(max_length=4000,
                                          description='JSON object: {"key": value, …}')] = None,
    limit: Limit = None, cursor: Cursor = None,
) -> list[MemoryOut]:
    """Memories, most recently updated first; `q` keeps those whose text holds every word.

    For a search by meaning (any language), POST /api/memories/search. A turn of this user
    still finishing its memory work in this process is waited for: the list a client reads
    right after a reply holds what that turn kept.
    """
    await request.app.state.runner.settled_user(who.user, who.agent)
    try:
        where = metadata_of(json.loads(metadata)) if metadata else {}
    except json.JSONDecodeError as error:
        raise ApiError(422, "metadata: not a JSON object") from error
    items = await list_memories(who.store, who.user, who.agent, status=status_of(status),
                                memory_type=memory_type_of(type))
    words = (q or "").casefold().split()
    kept = [m for m in items if _matches(m, words) and metadata_matches(m.metadata, where)]
    chosen = page(kept, lambda m: sort_key(m.updated_at, m.id), response, limit=limit,
                  cursor=cursor, descending=True)
    return [memory_out(m) for m in chosen]


@router.get("/memories/audit", responses={200: PAGED})
async def audit(who: Caller, response: Response, request: Request,
                limit: Annotated[int, Query(ge=1, le=1000)] = 100,
                cursor: Cursor = None) -> list[DecisionOut]:
    """What was not remembered and why, and what was stored or updated (newest first)."""
    await request.app.state.runner.settled_user(who.user, who.agent)
    records = await list_decisions(who.store, who.user, who.agent, limit=AUDIT_ALL)
    chosen = page(records, lambda r: sort_key(r.at, r.id), response, limit=limit,
                  cursor=cursor, descending=True)
    return [decision_out(r) for r in chosen]


async def _memory(who: Caller, memory_id: str) -> MemoryItem:
    try:
        return await get_memory(who.store, who.user, who.agent, memory_id)
    except UnknownMemory as error:
        raise not_found() from error


@router.get("/memories/{memory_id}")
async def memory(who: Caller, memory_id: MemoryId) -> MemoryOut:
    """One memory with its source and history."""
    return memory_out(await _memory(who, memory_id))


@router.get("/memories/{memory_id}/history")
async def memory_history(who: Caller, memory_id: MemoryId) -> list[RevisionOut]:
    """Its life, oldest first: made, each edit or overwrite, promotion, metadata, now."""
    return [RevisionOut.model_validate(r) for r in revisions(await _memory(who, memory_id))]


@router.patch("/memories/{memory_id}", responses={422: {"model": ErrorOut}})
async def change_memory(who: Caller, memory_id: MemoryId, body: MemoryPatch) -> MemoryOut:
    """Edit its text, disable or re-enable it, replace its metadata (old text kept in history)."""
    if body.content is None and body.status is None and body.metadata is None:
        raise ApiError(422, "give `content`, `status`, `metadata` or several")
    labels = metadata_of(body.metadata) if body.metadata is not None else None
    item = await _memory(who, memory_id)
    now = datetime.now(UTC)
    try:
        if body.content is not None and body.content.strip() != item.content:
            item = await changes.edit_memory(who.graph, who.user, who.agent, memory_id,
                                             body.content, now=now)
        if body.status is not None and body.status != item.status:
            item = await changes.set_memory_status(who.graph, who.user, who.agent, memory_id,
                                                   body.status, now=now)
        if labels is not None:
            item = await changes.set_memory_metadata(who.graph, who.user, who.agent,
                                                     memory_id, labels, now=now)
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
        done = await changes.delete_memory(who.graph, who.user, who.agent, memory_id,
                                           now=datetime.now(UTC))
    except UnknownMemory as error:
        raise not_found() from error
    # how many attached documents lost what the memory said (their sentences saying it)
    return Response(status_code=204, headers={"Strata-Documents-Redacted":
                                              str(len(done.documents))})
