"""Anthropic's Messages API wire (`POST /v1/messages`) for the loopback server's script.

A scripted Reply answers as Anthropic does: text content blocks, `tool_use` blocks for tool
calls (how ChatAnthropic's function-calling structured output arrives), and, when the
request streams, the SSE events message_start … message_stop with text_delta and
input_json_delta pieces.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

from tests.support.openai_server import Reply, StreamCut, _pieces


def _blocks(reply: Reply) -> list[dict[str, Any]]:
    if reply.tool_calls:
        return [{"type": "tool_use", "id": f"toolu_{i}", "name": name, "input": args}
                for i, (name, args) in enumerate(reply.tool_calls)]
    return [{"type": "text", "text": reply.text()}]


def _usage(body: dict[str, Any], reply: Reply) -> dict[str, int]:
    said = json.dumps(body.get("messages"), ensure_ascii=False) + str(body.get("system", ""))
    return {"input_tokens": max(1, len(said) // 4),
            "output_tokens": max(1, len(json.dumps(_blocks(reply))) // 4)}


def message(body: dict[str, Any], reply: Reply) -> dict[str, Any]:
    """The whole answer of a request that does not stream."""
    return {"id": "msg_loopback", "type": "message", "role": "assistant",
            "model": body.get("model", "unknown"), "content": _blocks(reply),
            "stop_reason": "tool_use" if reply.tool_calls else "end_turn",
            "stop_sequence": None, "usage": _usage(body, reply)}


def error(kind: str, text: str) -> dict[str, Any]:
    """Anthropic's error body."""
    return {"type": "error", "error": {"type": kind, "message": text}}


def _event(data: dict[str, Any]) -> str:
    return f"event: {data['type']}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


async def events(body: dict[str, Any], reply: Reply) -> AsyncIterator[str]:
    """The streamed answer: one content block per text or tool call, deltas in pieces."""
    usage = _usage(body, reply)
    start = {**message(body, reply), "content": [], "stop_reason": None,
             "usage": {"input_tokens": usage["input_tokens"], "output_tokens": 1}}
    yield _event({"type": "message_start", "message": start})
    yield _event({"type": "ping"})
    sent = 0
    for index, block in enumerate(_blocks(reply)):
        if block["type"] == "text":
            yield _event({"type": "content_block_start", "index": index,
                          "content_block": {"type": "text", "text": ""}})
            for piece in _pieces(block["text"], reply.piece_chars):
                if reply.fault == "cut" and sent >= reply.chunks_before_cut:
                    raise StreamCut("scripted connection drop")
                sent += 1
                yield _event({"type": "content_block_delta", "index": index,
                              "delta": {"type": "text_delta", "text": piece}})
        else:
            yield _event({"type": "content_block_start", "index": index,
                          "content_block": {**block, "input": {}}})
            yield _event({"type": "content_block_delta", "index": index, "delta": {
                "type": "input_json_delta", "partial_json": json.dumps(block["input"])}})
        yield _event({"type": "content_block_stop", "index": index})
    yield _event({"type": "message_delta", "delta": {
        "stop_reason": "tool_use" if reply.tool_calls else "end_turn", "stop_sequence": None},
        "usage": {"output_tokens": usage["output_tokens"]}})
    yield _event({"type": "message_stop"})
