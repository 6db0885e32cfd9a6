"""`POST /api/memories/search`: the turn's own hybrid recall, with filters (not substrings)."""

from __future__ import annotations

from fastapi import APIRouter

from strata_layered.graph.retrieval.memory_search import find_memories
from strata_layered.server.deps import Caller
from strata_layered.server.errors import ApiError
from strata_layered.server.memory_schemas import SearchHitOut, SearchIn
from strata_layered.server.routes.memories import memory_type_of, metadata_of, status_of
from strata_layered.server.schemas import ErrorOut
from strata_layered.server.views import memory_out

router = APIRouter(tags=["memories"], responses={401: {"model": ErrorOut},
                                                 422: {"model": ErrorOut}})


@router.post("/memories/search")
async def search(who: Caller, body: SearchIn) -> list[SearchHitOut]:
    """Memories ranked by meaning and words, in Chinese and English, best first.

    The same ranking a turn uses for its memory candidates: "yoga" finds 每周三晚上练瑜伽.
    `status` defaults to active; `type`, `topic` and `metadata` narrow the search.
    """
    if not body.query.strip():
        raise ApiError(422, "query: non-empty text")
    found = await find_memories(
        who.store, who.context(), body.query, limit=body.limit,
        memory_type=memory_type_of(body.type), status=status_of(body.status),
        topic=body.topic, metadata=metadata_of(body.metadata) if body.metadata else None)
    return [SearchHitOut(memory=memory_out(m), score=s) for m, s in found]
