"""The JSON API under /api: its routes, its error shape, its size limits, its OpenAPI."""

from __future__ import annotations

from fastapi import FastAPI
from starlette.middleware.cors import CORSMiddleware
from starlette.types import Scope

from strata_layered.server.errors import install_error_handlers
from strata_layered.server.limits import BodyLimit
from strata_layered.server.routes import (
    chat,
    conversations,
    documents,
    health,
    insight,
    me,
    memories,
    memory_search,
    persona,
    turns,
)
from strata_layered.server.runtime import Runtime
from strata_layered.server.settings import ServerSettings
from strata_layered.server.turn_runner import TurnRunner

MULTIPART_OVERHEAD = 64 * 1024
"""Room for the form's boundaries and fields around an upload of the largest allowed file."""


def build_api(runtime: Runtime, runner: TurnRunner, settings: ServerSettings) -> FastAPI:
    """The API app; mounted at /api (its OpenAPI at /api/openapi.json)."""
    api = FastAPI(title="Strata", version="0.1.0", openapi_url="/openapi.json",
                  docs_url=None, redoc_url=None,
                  description="Layered long-term memory for chat agents: chat, history, "
                              "memories, documents. Identity comes from the bearer token.")
    api.state.runtime, api.state.runner, api.state.settings = runtime, runner, settings
    install_error_handlers(api)
    for group in (health, chat, turns, conversations, memory_search, memories, insight,
                  persona, documents, me):
        api.include_router(group.router)

    def limit_for(scope: Scope) -> int:
        if scope.get("method") == "POST" and scope.get("path", "").endswith("/documents"):
            return settings.max_upload_bytes + MULTIPART_OVERHEAD
        return settings.max_json_bytes

    api.add_middleware(BodyLimit, limit_for=limit_for)
    if settings.cors_origins:  # a chat app on another origin; tokens, never cookies
        api.add_middleware(CORSMiddleware, allow_origins=list(settings.cors_origins),
                           allow_methods=["GET", "POST", "PUT", "PATCH", "DELETE"],
                           allow_headers=["authorization", "content-type"],
                           expose_headers=["next-cursor"],
                           allow_credentials=False, max_age=600)
    return api
