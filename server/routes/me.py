"""`GET /api/me/export` and `DELETE /api/me`: everything of the caller, read out or forgotten."""

from __future__ import annotations

from fastapi import APIRouter, Request

from strata_layered.graph import changes
from strata_layered.graph.export import export_user
from strata_layered.server.deps import Caller
from strata_layered.server.langgraph_records import forget_langgraph_records
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
    """Messages, summaries, memories, topics, documents and checkpoints of every agent.

    Under `langgraph dev`, also the threads, runs and crons LangGraph's own routes made.
    """
    await request.app.state.runner.settled_user(who.user)
    done = await changes.forget_user(who.graph, who.user)
    if who.served.mode == "mounted":
        gone = await forget_langgraph_records(who.user)
        done["threads"] += gone["langgraph_threads"]
    return ForgetOut(**done)
