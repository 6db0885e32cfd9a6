"""`DELETE /api/me`: forget everything of the caller, in every layer and every file."""

from __future__ import annotations

from fastapi import APIRouter, Request

from strata_layered.graph import changes
from strata_layered.server.deps import Caller
from strata_layered.server.schemas import ErrorOut, ForgetOut

router = APIRouter(tags=["me"], responses={401: {"model": ErrorOut}})


@router.delete("/me")
async def forget_me(who: Caller, request: Request) -> ForgetOut:
    """Messages, summaries, memories, topics, documents and checkpoints of every agent."""
    await request.app.state.runner.settled_user(who.user)
    return ForgetOut(**await changes.forget_user(who.graph, who.user))
