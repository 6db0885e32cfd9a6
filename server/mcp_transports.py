"""`strata mcp`'s two transports: stdio for the local user, streamable HTTP behind a token.

Both open the backend once for the process (server/runtime.py, as `strata serve` does) and
serve the tools of server/mcp_tools.py. Over HTTP every request is identified before the
MCP layer sees it, with the same settings and checks as `strata serve`: a bearer token when
STRATA_AUTH_SECRET / STRATA_AUTH_PUBLIC_KEY is set, else loopback callers only.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.types import ASGIApp, Receive, Scope, Send

from strata_layered.graph.turns import finish_running
from strata_layered.server.identity import Unauthorized, identify
from strata_layered.server.mcp_tools import build_mcp
from strata_layered.server.runtime import Runtime
from strata_layered.server.settings import ServerSettings

MCP_PATH = "/mcp"


class IdentityGate:
    """Answers 401 to a request without a valid identity, before any MCP work."""

    def __init__(self, app: ASGIApp, settings: ServerSettings) -> None:
        self.app, self.settings = app, settings

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Check the caller of every HTTP request; pass the rest through."""
        if scope["type"] == "http":
            request = Request(scope)
            host = request.client.host if request.client else None
            try:
                identify(request.headers.get("authorization"), host, self.settings)
            except Unauthorized as error:
                body = json.dumps({"error": str(error)}).encode()
                answer = Response(body, status_code=401, media_type="application/json",
                                  headers={"www-authenticate": "Bearer"})
                await answer(scope, receive, send)
                return
        await self.app(scope, receive, send)


async def _health(request: Request) -> JSONResponse:
    settings: ServerSettings = request.app.state.settings
    return JSONResponse({"ok": True, "auth": "token" if settings.requires_token else "local"})


def http_app(*, agent: str, settings: ServerSettings | None = None,
             data_dir: Path | None = None, host: str = "127.0.0.1") -> Starlette:
    """The MCP endpoint at /mcp (streamable HTTP, stateless) and /health."""
    settings = settings or ServerSettings.from_env()
    runtime = Runtime("standalone", settings)
    server = build_mcp(runtime, settings, agent=agent, local_user=settings.local_user)
    # Stateless: each request stands alone, so whoever's token it carries is who it serves.
    mcp = server.streamable_http_app(streamable_http_path=MCP_PATH, stateless_http=True,
                                     json_response=True, host=host)

    @asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        async with runtime.lifespan(data_dir), mcp.router.lifespan_context(mcp):
            try:
                yield
            finally:
                await finish_running()

    app = Starlette(routes=[Route("/health", _health),
                            Mount("/", app=IdentityGate(mcp, settings))], lifespan=lifespan)
    app.state.settings = settings
    return app


async def run_stdio(*, user: str, agent: str, settings: ServerSettings | None = None,
                    data_dir: Path | None = None) -> None:
    """Serve the local `user` over standard input and output until the client leaves."""
    settings = settings or ServerSettings.from_env()
    runtime = Runtime("standalone", settings)
    server = build_mcp(runtime, settings, agent=agent, local_user=user)
    async with runtime.lifespan(data_dir):
        try:
            await server.run_stdio_async()
        finally:
            await finish_running()
