"""`GET /api/health` (no token: it reveals nothing) and `GET /api/me`."""

from __future__ import annotations

from fastapi import APIRouter, Request

from strata_layered.graph.context import Context
from strata_layered.memory.namespaces import DEFAULT_USER
from strata_layered.server.deps import Caller
from strata_layered.server.schemas import HealthOut, MeOut

router = APIRouter(tags=["health"])


@router.get("/health")
async def health(request: Request) -> HealthOut:
    """The server answers; whether callers need a token; whether it asks before remembering."""
    settings = request.app.state.settings
    return HealthOut(auth="token" if settings.requires_token else "local",
                     confirm_memories=Context().confirm_memories)


@router.get("/me")
async def me(who: Caller) -> MeOut:
    """Who the token says the caller is."""
    return MeOut(user=who.user, agent=who.agent, default_user=who.user == DEFAULT_USER)
