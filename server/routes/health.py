"""`GET /api/health` (no token: it reveals nothing) and `GET /api/me`."""

from __future__ import annotations

from fastapi import APIRouter, Request

from strata_layered.graph.context import Context
from strata_layered.graph.endpoints import health as health_of_models
from strata_layered.graph.fallbacks import fallback_counts
from strata_layered.memory.history.index import index_for
from strata_layered.memory.namespaces import DEFAULT_USER
from strata_layered.server.deps import Caller
from strata_layered.server.health_schemas import HealthOut, HistoryCacheOut, MeOut, ModelHealthOut

router = APIRouter(tags=["health"])


@router.get("/health")
async def health(request: Request) -> HealthOut:
    """The server answers; whether callers need a token; whether it asks before remembering.

    And what this worker holds of the history index against its budget, and how often the
    memory model fell back to the rules.
    """
    settings = request.app.state.settings
    history = model = None
    try:
        served = await request.app.state.runtime.current()
    except (RuntimeError, ImportError):  # the backend is not open (yet), or not ours
        served = None
    if served is not None:
        usage = index_for(served.store).usage()
        history = HistoryCacheOut(
            served_by=usage.served_by, budget_bytes=usage.budget, used_bytes=usage.used,
            scopes=usage.scopes, loads=usage.loads, evictions=usage.evictions)
        with health_of_models.lock:
            here = dict(health_of_models.fallbacks)
            open_now = sum(1 for key in health_of_models.breakers
                           if health_of_models.is_open(key))
        model = ModelHealthOut(fallbacks=await fallback_counts(served.store),
                               fallbacks_this_process=here, breakers_open=open_now)
    return HealthOut(auth="token" if settings.requires_token else "local",
                     confirm_memories=Context().confirm_memories, history=history, model=model)


@router.get("/me")
async def me(who: Caller) -> MeOut:
    """Who the token says the caller is."""
    return MeOut(user=who.user, agent=who.agent, default_user=who.user == DEFAULT_USER)
