"""`GET|PUT /api/persona`: the agent's persona, the first section of every prompt for it."""

from __future__ import annotations

from datetime import UTC, datetime

from fastapi import APIRouter

from strata_layered.memory.sensitive import redact
from strata_layered.memory.store.conversations import get_agent, set_persona
from strata_layered.server.deps import Caller
from strata_layered.server.errors import ApiError
from strata_layered.server.memory_schemas import PersonaIn, PersonaOut
from strata_layered.server.schemas import ErrorOut
from strata_layered.server.views import iso

router = APIRouter(tags=["persona"], responses={401: {"model": ErrorOut}})


@router.get("/persona")
async def persona(who: Caller) -> PersonaOut:
    """The persona of `?agent=` for the caller ("" until one is set)."""
    record = await get_agent(who.store, who.user, who.agent)
    return PersonaOut(agent=who.agent, persona=(record.persona or "") if record else "",
                      updated_at=iso(record.updated_at) if record else None)


@router.put("/persona", responses={422: {"model": ErrorOut}})
async def put_persona(who: Caller, body: PersonaIn) -> PersonaOut:
    """Set the persona (a secret in it is masked before it is stored, like any text)."""
    text = redact(body.persona.strip())
    if not text:
        raise ApiError(422, "persona: empty")
    record = await set_persona(who.store, who.user, who.agent, text, now=datetime.now(UTC))
    return PersonaOut(agent=who.agent, persona=record.persona or "",
                      updated_at=iso(record.updated_at))
