"""A scripted OpenAI-compatible chat server on loopback, with fault injection, for tests."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
import math
import struct
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Literal

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from tests.support.ports import bound_socket

Fault = Literal["http_500", "http_429", "delay", "malformed", "cut"]


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
    """`http_500`; `http_429` (rate limited, with `retry_after`); `delay` (stall, then
    answer); `malformed` (a broken JSON body, even when a stream was asked for); `cut`
    (streams only: drop the connection mid-reply)."""
    retry_after: float | None = None
    """The Retry-After header of a `http_429` (seconds; None sends none)."""
    delay: float = 5.0
    """Seconds to stall before answering when `fault == "delay"`."""
    chunks_before_cut: int = 2
    """Content chunks sent before the connection is dropped when `fault == "cut"`."""
    chunk_delay: float = 0.0
    hold: threading.Event | None = None
    """Answer only once the test sets this (a slow endpoint the test controls), 60 s at most."""
    piece_chars: int = 0
    """Stream the content in pieces of this many characters (Chinese has no spaces to cut at)."""
    """Seconds between streamed content chunks (a slow reply someone may stop)."""

    def text(self) -> str:
        """The message content this reply carries."""
        return json.dumps(self.json) if self.json is not None else self.content


def _pieces(text: str, size: int = 0) -> list[str]:
    """Word-sized deltas (or `size` characters each), so a stream has several chunks."""
    if size > 0:
        return [text[i:i + size] for i in range(0, len(text), size)]
    words = text.split(" ")
    return [w if i == len(words) - 1 else w + " " for i, w in enumerate(words)]


class OpenAIServer:
    """POST /v1/chat/completions (and /v1/responses) answering from `script`.

    The script is shared by both endpoints and consumed in request order; its last entry
    repeats (retries). POST /v1/embeddings answers every text with a vector of hashed
    character trigrams (texts that share words come out close), `dimensions` wide.
    """

    def __init__(self) -> None:
        self.script: list[Reply] = [Reply()]
        self.responder: Callable[[dict[str, Any]], Reply] | None = None
        """Answers each request from its body instead of the script, when set."""
        self.requests: list[dict[str, Any]] = []
        """Every request body received, in order."""
        self.paths: list[str] = []
        """The path and query of every chat request, in order."""
        self.headers: list[dict[str, str]] = []
        """The headers of every Anthropic request, in order."""
        self.embedded: list[str] = []
        """Every text /v1/embeddings was asked for, in order."""
        self.embedding_width: int | None = None
        """Answer this wide whatever `dimensions` asks (a server that ignores it)."""
        self._stopping = threading.Event()
        app = Starlette(routes=[Route("/v1/chat/completions", self._complete, methods=["POST"]),
                                Route("/v1/responses", self._respond, methods=["POST"]),
                                Route("/v1/embeddings", self._embed, methods=["POST"]),
                                # Anthropic's Messages API (tests/support/anthropic_wire.py).
                                Route("/v1/messages", self._messages, methods=["POST"]),
                                # Azure OpenAI's wire: the deployment in the path.
                                Route("/openai/deployments/{deployment}/chat/completions",
                                      self._complete, methods=["POST"])])
        sock = bound_socket()  # a port of this xdist worker's share (tests/support/ports.py)
        self.port: int = sock.getsockname()[1]
        self._socket = sock
        self._server = uvicorn.Server(uvicorn.Config(app, log_level="critical", lifespan="off"))
        self._thread = threading.Thread(target=self._server.run, kwargs={"sockets": [sock]},
                                        daemon=True)

    @property
    def base_url(self) -> str:
        """The value for OPENAI_BASE_URL."""
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def root_url(self) -> str:
        """The value for ANTHROPIC_BASE_URL (its client adds /v1/messages)."""
        return f"http://127.0.0.1:{self.port}"

    def _next_reply(self) -> Reply:
        return self.script.pop(0) if len(self.script) > 1 else self.script[0]

    async def _receive(self, request: Request) -> tuple[dict[str, Any], Reply]:
        body = await request.json()
        self.requests.append(body)
        self.paths.append(f"{request.url.path}?{request.url.query}")
        return body, self.responder(body) if self.responder else self._next_reply()

    async def _fault(self, reply: Reply) -> Response | None:
        """The scripted fault's response (None: answer normally, possibly after a stall)."""
        if reply.fault == "http_500":
            return JSONResponse({"error": {"message": "scripted failure", "type": "server_error"}},
                                status_code=500)
        if reply.fault == "http_429":
            headers = {} if reply.retry_after is None else {
                "retry-after": f"{reply.retry_after:g}"}
            return JSONResponse({"error": {"message": "rate limited", "type": "rate_limit"}},
                                status_code=429, headers=headers)
        if reply.hold is not None:
            await asyncio.to_thread(reply.hold.wait, 60)
        if reply.fault == "delay":
            # Interruptible, so stopping the server never waits for a stalled answer.
            await asyncio.to_thread(self._stopping.wait, reply.delay)
        if reply.fault == "malformed":
            return Response('{"id": "chatcmpl-x", "choices": [', media_type="application/json")
        return None

    async def _complete(self, request: Request) -> Response:
        body, reply = await self._receive(request)
        if (faulted := await self._fault(reply)) is not None:
            return faulted
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

    async def _respond(self, request: Request) -> Response:
        """The Responses API (wire_api="responses"): the same script, that wire's shapes."""
        body, reply = await self._receive(request)
        if (faulted := await self._fault(reply)) is not None:
            return faulted
        if body.get("stream"):
            return StreamingResponse(self._events(body, reply), media_type="text/event-stream")
        return JSONResponse(_response(body, _output(reply)))

    async def _messages(self, request: Request) -> Response:
        """Anthropic's wire: the same script, its shapes (and its request headers kept)."""
        from tests.support import anthropic_wire as wire

        self.headers.append(dict(request.headers))
        body, reply = await self._receive(request)
        if reply.fault in ("http_429", "http_500"):
            faulted = await self._fault(reply)
            assert faulted is not None
            kind = "rate_limit_error" if reply.fault == "http_429" else "api_error"
            return JSONResponse(wire.error(kind, "scripted"), status_code=faulted.status_code,
                                headers={k: v for k, v in faulted.headers.items()
                                         if k == "retry-after"})
        if (faulted := await self._fault(reply)) is not None:
            return faulted
        if body.get("stream"):
            return StreamingResponse(wire.events(body, reply), media_type="text/event-stream")
        return JSONResponse(wire.message(body, reply))

    async def _embed(self, request: Request) -> Response:
        body = await request.json()
        texts = [body["input"]] if isinstance(body["input"], str) else list(body["input"])
        self.embedded.extend(texts)
        width = self.embedding_width or int(body.get("dimensions") or 1536)
        data = []
        for n, text in enumerate(texts):
            vector = _trigram_vector(str(text), width)
            packed: Any = vector
            if body.get("encoding_format") == "base64":
                packed = base64.b64encode(struct.pack(f"<{width}f", *vector)).decode()
            data.append({"object": "embedding", "index": n, "embedding": packed})
        return JSONResponse({"object": "list", "data": data, "model": body.get("model"),
                             "usage": {"prompt_tokens": 0, "total_tokens": 0}})

    async def _events(self, body: dict[str, Any], reply: Reply) -> AsyncIterator[str]:
        yield _event({"type": "response.created", "response": _response(body, [])})
        for sent, piece in enumerate(_pieces(reply.text(), reply.piece_chars)):
            if reply.fault == "cut" and sent >= reply.chunks_before_cut:
                raise StreamCut("scripted connection drop")
            yield _event({"type": "response.output_text.delta", "item_id": "msg_0",
                          "output_index": 0, "content_index": 0, "delta": piece})
        yield _event({"type": "response.completed",
                      "response": _response(body, _output(reply))})

    async def _chunks(self, body: dict[str, Any], reply: Reply) -> AsyncIterator[str]:
        deltas: list[dict[str, Any]] = [{"role": "assistant", "content": ""}]
        deltas += [{"content": piece} for piece in _pieces(reply.text(), reply.piece_chars)]
        deltas += [{"tool_calls": [{"index": i, "id": f"call_{i}", "type": "function",
                                    "function": {"name": name, "arguments": json.dumps(args)}}]}
                   for i, (name, args) in enumerate(reply.tool_calls)]
        for sent, delta in enumerate(deltas):
            if reply.fault == "cut" and sent > reply.chunks_before_cut:
                raise StreamCut("scripted connection drop")
            if reply.chunk_delay and sent:
                await asyncio.sleep(reply.chunk_delay)
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


def _trigram_vector(text: str, width: int) -> list[float]:
    counts = [0.0] * width
    padded = f"  {text.lower()}  "
    for i in range(len(padded) - 2):
        digest = hashlib.blake2b(padded[i:i + 3].encode(), digest_size=4).digest()
        counts[int.from_bytes(digest, "little") % width] += 1.0
    norm = math.sqrt(sum(c * c for c in counts)) or 1.0
    return [c / norm for c in counts]


def _envelope(body: dict[str, Any], kind: str, choices: list[dict[str, Any]]) -> dict[str, Any]:
    return {"id": "chatcmpl-loopback", "object": kind, "created": int(time.time()),
            "model": body.get("model", "unknown"), "choices": choices}


def _output(reply: Reply) -> list[dict[str, Any]]:
    """Response output items: function calls, else one assistant message."""
    if reply.tool_calls:
        return [{"type": "function_call", "id": f"fc_{i}", "call_id": f"call_{i}", "name": name,
                 "arguments": json.dumps(args), "status": "completed"}
                for i, (name, args) in enumerate(reply.tool_calls)]
    return [{"type": "message", "id": "msg_0", "role": "assistant", "status": "completed",
             "content": [{"type": "output_text", "text": reply.text(), "annotations": []}]}]


def _response(body: dict[str, Any], output: list[dict[str, Any]]) -> dict[str, Any]:
    return {"id": "resp_loopback", "object": "response", "created_at": int(time.time()),
            "model": body.get("model", "unknown"), "status": "completed", "error": None,
            "incomplete_details": None, "output": output, "parallel_tool_calls": False,
            "tool_choice": body.get("tool_choice", "auto"), "tools": body.get("tools", []),
            "text": body.get("text", {"format": {"type": "text"}})}


def _event(data: dict[str, Any]) -> str:
    return f"event: {data['type']}\ndata: {json.dumps(data)}\n\n"


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
