"""The first check of every request: in local mode, who may address the server and post to it.

Local mode (no secret) trusts the machine, not the caller's token, so a browser on this
machine must not be turned against it: a DNS-rebinding page arrives with its own name in
`Host:` (refused unless it is a loopback name or one of STRATA_ALLOWED_HOSTS), and a page on
another origin can post forms without CORS (a state-changing request whose `Origin:` is not
the server's own, or whose `Sec-Fetch-Site:` says another site, is refused). Clients that are
not browsers send neither header and pass. Every response says `nosniff`, in every mode.
Pure ASGI, so streamed replies pass through as they are written.
"""

from __future__ import annotations

import json
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from strata_layered.server.settings import ServerSettings, is_loopback

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
BROWSER_SITES_OF_OUR_OWN = frozenset({"same-origin", "none"})
"""`Sec-Fetch-Site` values of the server's own pages, or of an address typed by the user."""


def host_name(host_header: str) -> str:
    """The name of a `Host:` value, without its port (`[::1]:8080` → `::1`)."""
    value = host_header.strip().lower()
    if value.startswith("["):
        return value[1:].partition("]")[0]
    return value.rpartition(":")[0] if value.count(":") == 1 else value


def host_allowed(host_header: str | None, settings: ServerSettings) -> bool:
    """A loopback name or address, or one the operator named."""
    if not host_header:
        return False
    name = host_name(host_header)
    return is_loopback(name) or name in settings.allowed_hosts


def origin_allowed(origin: str, host_header: str, scheme: str,
                   settings: ServerSettings) -> bool:
    """The server's own origin (as addressed), or one the operator allowed."""
    origin = origin.strip().lower().rstrip("/")
    own = f"{scheme}://{host_header.strip().lower()}"
    if origin == own or origin in {o.lower() for o in settings.cors_origins}:
        return True
    parsed = urlsplit(origin)
    return parsed.scheme in ("http", "https") and parsed.hostname in settings.allowed_hosts


def refusal(headers: dict[bytes, bytes], method: str, scheme: str,
            settings: ServerSettings) -> str | None:
    """Why a local-mode request is refused, or None."""
    host = headers.get(b"host", b"").decode("latin-1")
    if not host_allowed(host, settings):
        return (f"this server (local mode, no STRATA_AUTH_SECRET) answers loopback names only, "
                f"not {host_name(host) or 'an empty Host'!r}; add it to STRATA_ALLOWED_HOSTS")
    if method in SAFE_METHODS:
        return None
    origin = headers.get(b"origin")
    if origin is not None:
        if not origin_allowed(origin.decode("latin-1"), host, scheme, settings):
            return (f"a page on {origin.decode('latin-1')!r} may not change data here (local "
                    "mode); allow it with STRATA_CORS_ORIGINS")
        return None
    site = headers.get(b"sec-fetch-site", b"").decode("latin-1").lower()
    if site and site not in BROWSER_SITES_OF_OUR_OWN:
        return f"a {site} request may not change data here (local mode)"
    return None


class EdgeGuard:
    """Refuse (403) what `refusal` names in local mode; add `nosniff` to every response."""

    def __init__(self, app: ASGIApp, settings: ServerSettings) -> None:
        self.app = app
        self.settings = settings

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Check, then pass on with the header added."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if not self.settings.requires_token:
            why = refusal(dict(scope.get("headers") or []), scope.get("method", "GET"),
                          scope.get("scheme", "http"), self.settings)
            if why is not None:
                await _answer_403(send, why)
                return

        async def with_nosniff(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [h for h in message.get("headers", [])
                           if h[0].lower() != b"x-content-type-options"]
                message = {**message, "headers": [*headers,
                                                  (b"x-content-type-options", b"nosniff")]}
            await send(message)

        await self.app(scope, receive, with_nosniff)


async def _answer_403(send: Send, why: str) -> None:
    body = json.dumps({"error": why}).encode()
    await send({"type": "http.response.start", "status": 403,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()),
                            (b"x-content-type-options", b"nosniff")]})
    await send({"type": "http.response.body", "body": body})
