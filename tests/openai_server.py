"""A scripted OpenAI-compatible chat server on loopback, with fault injection, for tests."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Literal

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

Fault = Literal["http_500", "delay", "malformed", "cut"]


class StreamCut(Exception):
    """Raised inside a streaming body so the server drops the connection mid-reply."""


@dataclass
class Reply:
    """One scripted answer: text, JSON (for response_format), tool calls, or a fault."""

    content: str = "Hello from the loopback model."
    json: dict[str, Any] | None = None
    """Sent as the message content, serialised (json_schema / json_object answers)."""
    tool_calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    """(function name, arguments) pairs."""
    fault: Fault | None = None
    """`http_500`; `delay` (stall, then answer); `malformed` (a broken JSON body, even when a
    stream was asked for); `cut` (streams only: drop the connection mid-reply)."""
    delay: float = 5.0
    """Seconds to stall before answering when `fault == "delay"`."""
    chunks_before_cut: int = 2
    """Content chunks sent before the connection is dropped when `fault == "cut"`."""

    def text(self) -> str:
        """The message content this reply carries."""
        return json.dumps(self.json) if self.json is not None else self.content


def _pieces(text: str) -> list[str]:
    """Word-sized deltas, so a stream has several content chunks."""
    words = text.split(" ")
    return [w if i == len(words) - 1 else w + " " for i, w in enumerate(words)]


class OpenAIServer:
    """POST /v1/chat/completions answering from `script`; its last entry repeats (retries)."""

    def __init__(self) -> None:
        self.script: list[Reply] = [Reply()]
        self.requests: list[dict[str, Any]] = []
        """Every request body received, in order."""
        self._stopping = threading.Event()
        app = Starlette(routes=[Route("/v1/chat/completions", self._complete, methods=["POST"])])
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        self.port: int = sock.getsockname()[1]
        self._socket = sock
        self._server = uvicorn.Server(uvicorn.Config(app, log_level="critical", lifespan="off"))
        self._thread = threading.Thread(target=self._server.run, kwargs={"sockets": [sock]},
                                        daemon=True)

    @property
    def base_url(self) -> str:
        """The value for OPENAI_BASE_URL."""
        return f"http://127.0.0.1:{self.port}/v1"

    def _next_reply(self) -> Reply:
        return self.script.pop(0) if len(self.script) > 1 else self.script[0]

    async def _complete(self, request: Request) -> Response:
        body = await request.json()
        self.requests.append(body)
        reply = self._next_reply()
        if reply.fault == "http_500":
            return JSONResponse({"error": {"message": "scripted failure", "type": "server_error"}},
                                status_code=500)
        if reply.fault == "delay":
            # Interruptible, so stopping the server never waits for a stalled answer.
            await asyncio.to_thread(self._stopping.wait, reply.delay)
        if reply.fault == "malformed":
            return Response('{"id": "chatcmpl-x", "choices": [', media_type="application/json")
        if body.get("stream"):
            return StreamingResponse(self._chunks(body, reply), media_type="text/event-stream")
        message: dict[str, Any] = {"role": "assistant", "content": reply.text()}
        if reply.tool_calls:
            message = {"role": "assistant", "content": None, "tool_calls": [
                {"id": f"call_{i}", "type": "function",
                 "function": {"name": name, "arguments": json.dumps(args)}}
                for i, (name, args) in enumerate(reply.tool_calls)]}
        finish = "tool_calls" if reply.tool_calls else "stop"
        return JSONResponse(_envelope(body, "chat.completion", [
            {"index": 0, "message": message, "finish_reason": finish}]))

    async def _chunks(self, body: dict[str, Any], reply: Reply) -> AsyncIterator[str]:
        deltas: list[dict[str, Any]] = [{"role": "assistant", "content": ""}]
        deltas += [{"content": piece} for piece in _pieces(reply.text())]
        deltas += [{"tool_calls": [{"index": i, "id": f"call_{i}", "type": "function",
                                    "function": {"name": name, "arguments": json.dumps(args)}}]}
                   for i, (name, args) in enumerate(reply.tool_calls)]
        for sent, delta in enumerate(deltas):
            if reply.fault == "cut" and sent > reply.chunks_before_cut:
                raise StreamCut("scripted connection drop")
            yield _sse(body, {"index": 0, "delta": delta, "finish_reason": None})
        yield _sse(body, {"index": 0, "delta": {},
                          "finish_reason": "tool_calls" if reply.tool_calls else "stop"})
        yield "data: [DONE]\n\n"

    def start(self) -> None:
        """Serve in a background thread and wait until the socket accepts requests."""
        self._thread.start()
        deadline = time.monotonic() + 5
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("the loopback OpenAI server did not start")
            time.sleep(0.01)

    def stop(self) -> None:
        """Release stalled answers and shut the server down."""
        self._stopping.set()
        self._server.should_exit = True
        self._thread.join(timeout=5)
        self._socket.close()


def _envelope(body: dict[str, Any], kind: str, choices: list[dict[str, Any]]) -> dict[str, Any]:
    return {"id": "chatcmpl-loopback", "object": kind, "created": int(time.time()),
            "model": body.get("model", "unknown"), "choices": choices}


def _sse(body: dict[str, Any], choice: dict[str, Any]) -> str:
    return f"data: {json.dumps(_envelope(body, 'chat.completion.chunk', [choice]))}\n\n"


@contextmanager
def openai_server() -> Iterator[OpenAIServer]:
    """A running server for the duration of the block."""
    server = OpenAIServer()
    server.start()
    try:
        yield server
    finally:
        server.stop()
