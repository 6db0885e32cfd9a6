"""Request size limits: a body above its limit is refused with 413 before it is read whole.

Pure ASGI (no buffering middleware), so a streamed reply still leaves as it is written.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send


def too_large_message(limit: int) -> str:
    """What a 413 says."""
    return f"request body over the limit of {limit} bytes ({limit / (1024 * 1024):.1f} MiB)"


class BodyTooLarge(HTTPException):
    """The body went past its limit while it was being received.

    An HTTPException, so the framework's body parsing passes it on as the 413 it is
    instead of turning it into a parse error.
    """

    def __init__(self, limit: int) -> None:
        super().__init__(413, too_large_message(limit))


class BodyLimit:
    """Refuse bodies over `limit_for(scope)` bytes: by Content-Length, or while streaming."""

    def __init__(self, app: ASGIApp, limit_for: Callable[[Scope], int]) -> None:
        self.app = app
        self.limit_for = limit_for

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Count the body as it arrives; answer 413 instead of passing it on."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.limit_for(scope)
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await _answer_413(send, limit)
            return
        received = 0
        started = False

        async def counted() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise BodyTooLarge(limit)
            return message

        async def watched(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, watched)
        except BodyTooLarge:
            if not started:
                await _answer_413(send, limit)


async def _answer_413(send: Send, limit: int) -> None:
    body = json.dumps({"error": too_large_message(limit)}).encode()
    await send({"type": "http.response.start", "status": 413,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close")]})
    await send({"type": "http.response.body", "body": body})
