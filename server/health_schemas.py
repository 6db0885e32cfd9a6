"""The JSON shapes of GET /api/health and /api/me: the server's state, the caller."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel


class HistoryCacheOut(BaseModel):
    """What this worker holds of the history index (no user is named)."""

    served_by: Literal["process", "database"]
    """process: scopes loaded here under the budget (SQLite, memory); database: PostgreSQL."""
    budget_bytes: int
    used_bytes: int
    """Scope.nbytes of the loaded scopes: vector matrices, text, postings, terms."""
    scopes: int
    loads: int
    evictions: int


class ModelHealthOut(BaseModel):
    """How the memory model is doing: its fallbacks to the rules, its open breakers."""

    fallbacks: dict[str, int]
    """Memory work the rules did because the model failed, by fault kind, every process
    sharing this store since it was made."""
    fallbacks_this_process: dict[str, int]
    breakers_open: int
    """Endpoints (endpoint and model) whose circuit is open in this process."""


class HealthOut(BaseModel):
    """Whether the server answers, and whether the pages must ask for a token."""

    ok: bool = True
    auth: Literal["token", "local"]
    confirm_memories: bool
    """Whether the graph asks before remembering (STRATA_CONFIRM_MEMORIES)."""
    history: HistoryCacheOut | None = None
    """None before the backend is open."""
    model: ModelHealthOut | None = None
    """None before the backend is open."""


class MeOut(BaseModel):
    """The caller, as the token names them."""

    user: str
    agent: str
    default_user: bool = False
    """Whether this is the one default user (the CLI's, the local server's, `strata mcp`'s)."""
