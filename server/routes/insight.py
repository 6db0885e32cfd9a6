"""What Strata knows and would send: topics, the global profile, the dry-run context."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from strata_layered.graph.retrieval.preview import preview_context
from strata_layered.memory.context_builder import BudgetTooSmall
from strata_layered.memory.profile import get_profile
from strata_layered.memory.text import InvalidText
from strata_layered.memory.topics.routing import list_topics
from strata_layered.server.deps import Caller, checked_id
from strata_layered.server.errors import ApiError
from strata_layered.server.schemas import ContextOut, ErrorOut, ProfileOut, TopicOut
from strata_layered.server.views import iso, topic_out

router = APIRouter(tags=["insight"], responses={401: {"model": ErrorOut}})


@router.get("/topics")
async def topics(who: Caller) -> list[TopicOut]:
    """Topics with their domain, summary and status, most recently active first."""
    return [topic_out(t) for t in await list_topics(who.store, who.user, who.agent)]


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
