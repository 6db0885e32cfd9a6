"""The pages: chat at `/`, the memory library at `/memories`, their files under `/static/`.

Plain files, no build step. They hold no data: every data call of theirs goes through the
API with the caller's token.
"""

from __future__ import annotations

from pathlib import Path

from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

STATIC = Path(__file__).parent / "static"
HEADERS = {
    "cache-control": "no-cache",
    # The token lives in the page: no third-party script or frame may reach it.
    "content-security-policy": "default-src 'self'; img-src 'self' data:; "
                               "style-src 'self'; frame-ancestors 'none'",
    "referrer-policy": "no-referrer",
}


def _page(name: str) -> Route:
    async def page(_: Request) -> Response:
        return FileResponse(STATIC / name, headers=HEADERS, media_type="text/html")

    return Route("/" if name == "chat.html" else f"/{name.removesuffix('.html')}", page,
                 methods=["GET"], name=name.removesuffix(".html"))


def page_routes() -> list[BaseRoute]:
    """`/` (chat), `/memories` (the library) and `/static/…`."""
    return [_page("chat.html"), _page("memories.html"),
            Mount("/static", app=StaticFiles(directory=STATIC), name="static")]
