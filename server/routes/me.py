"""`DELETE /api/me`: forget everything of the caller, in every layer and every file."""

from __future__ import annotations

from fastapi import APIRouter, Request

from strata_layered.graph import changes
from strata_layered.server.deps import Caller
from strata_layered.server.langgraph_records import forget_langgraph_records
from strata_layered.server.schemas import ErrorOut, ForgetOut

router = APIRouter(tags=["me"], responses={401: {"model": ErrorOut}})


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
