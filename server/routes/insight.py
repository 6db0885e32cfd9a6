"""What Strata knows and would send: topics, the global profile, the dry-run context."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Response

from strata_layered.graph.retrieval.preview import preview_context
from strata_layered.memory.context.context_builder import BudgetTooSmall
from strata_layered.memory.long_term.profile import get_profile
from strata_layered.memory.text.text import InvalidText
from strata_layered.memory.topics.lifetime import list_topics
from strata_layered.server.deps import Caller, checked_id
from strata_layered.server.errors import ApiError
from strata_layered.server.paging import PAGED, Cursor, Limit, page, sort_key
from strata_layered.server.schemas import ContextOut, ErrorOut, ProfileOut, TopicOut
from strata_layered.server.views import iso, topic_out

router = APIRouter(tags=["insight"], responses={401: {"model": ErrorOut}})


@router.get("/topics", responses={200: PAGED})
async def topics(who: Caller, response: Response, limit: Limit = None,
                 cursor: Cursor = None) -> list[TopicOut]:
    """Topics with their domain, summary and status, most recently active first."""
    found = await list_topics(who.store, who.user, who.agent)
    return [topic_out(t) for t in page(found, lambda t: sort_key(t.last_active, t.id), response,
                                       limit=limit, cursor=cursor, descending=True)]


@router.get("/profile")
async def profile(who: Caller) -> ProfileOut:
    """The global profile (empty until a memory states one of its fields)."""
    record = await get_profile(who.store, who.user, who.agent)
    if record is None:
        return ProfileOut(fields={}, text="", updated_at=None)
    return ProfileOut(fields=record.fields, text=record.text, updated_at=iso(record.updated_at))


@router.get("/context", responses={422: {"model": ErrorOut}},
            response_model_exclude_unset=True)
async def context(
    who: Caller,
    q: Annotated[str, Query(min_length=1, max_length=100_000, description="the question")],
    conversation: Annotated[str, Query(max_length=200)] = "default",
    budget: Annotated[int | None, Query(ge=1, le=10_000_000)] = None,
) -> ContextOut:
    """Exactly the context the graph would build for `q` now; nothing is written.

    The same JSON `strata context --json` prints; no model is called.
    """
    checked_id(conversation, "conversation id")
    try:
        built = await preview_context(who.graph, who.store, who.context(conversation),
                                      who.config(conversation), q, budget=budget)
    except (InvalidText, BudgetTooSmall) as error:
        raise ApiError(422, str(error)) from error
    return ContextOut.model_validate(built)
