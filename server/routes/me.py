"""`GET /api/me/export` and `DELETE /api/me`: everything of the caller, read out or forgotten."""

from __future__ import annotations

from fastapi import APIRouter, Request

from strata_layered.graph import changes
from strata_layered.graph.export import export_user
from strata_layered.server.deps import Caller
from strata_layered.server.memory_schemas import ExportOut
from strata_layered.server.schemas import ErrorOut, ForgetOut

router = APIRouter(tags=["me"], responses={401: {"model": ErrorOut}})


@router.get("/me/export")
async def export_me(who: Caller, request: Request) -> ExportOut:
    """Every stored item of the caller, every agent, as stored (secrets masked as stored)."""
    await request.app.state.runner.settled_user(who.user)
    return ExportOut.model_validate(await export_user(who.store, who.user))


@router.delete("/me")
async def forget_me(who: Caller, request: Request) -> ForgetOut:
    """Messages, summaries, memories, topics, documents and checkpoints of every agent."""
    await request.app.state.runner.settled_user(who.user)
    return ForgetOut(**await changes.forget_user(who.graph, who.user))
