"""The ASGI app of `strata serve` (and of `langgraph dev`'s `http.app`): API and pages.

`create_app()` is what uvicorn loads (`server.app:create_app`, a factory: each worker makes
its own and opens the backend once in its lifespan).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.routing import Mount

from strata_layered.graph.turns import finish_running
from strata_layered.server.api import build_api
from strata_layered.server.edge import EdgeGuard
from strata_layered.server.pages import page_routes
from strata_layered.server.runtime import Mode, Runtime
from strata_layered.server.settings import ServerSettings
from strata_layered.server.turn_runner import TurnRunner


def create_app(mode: Mode = "standalone", settings: ServerSettings | None = None) -> Starlette:
    """The API under /api and the pages, sharing one graph and store."""
    settings = settings or ServerSettings.from_env()
    runtime = Runtime(mode, settings)
    runner = TurnRunner()
    api = build_api(runtime, runner, settings)

    @asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        async with runtime.lifespan():
            try:
                yield
            finally:
                await runner.close()  # turns whose clients left still finish
                await finish_running()

    app = Starlette(routes=[Mount("/api", app=api), *page_routes()], lifespan=lifespan,
                    middleware=[Middleware(EdgeGuard, settings=settings)])
    app.state.runtime, app.state.runner, app.state.settings = runtime, runner, settings
    return app
