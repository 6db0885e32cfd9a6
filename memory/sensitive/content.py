"""Masking what callers hand the graph in LangChain's shapes: message contents and dicts.

LangGraph's routes (Studio, the SDK) carry user text as `messages` — strings, or lists of
parts with `text` — and as state values; each must be masked before LangGraph keeps it
(run records, input checkpoints, thread values). Masking is idempotent, so text that was
masked already passes unchanged.
"""

from __future__ import annotations

from typing import Any

from strata_layered.memory.sensitive.masking import redact

TEXT_KEYS = ("content", "text")


def mask_content(content: Any) -> Any:
    """A message's content with its secrets masked: a string, or a list of parts."""
    if isinstance(content, str):
        return redact(content)
    if isinstance(content, list):
        return [mask_content(part) if isinstance(part, str) else mask_part(part)
                for part in content]
    return content


def mask_part(part: Any) -> Any:
    """One content part (`{"type": "text", "text": …}`) or message dict, masked."""
    if not isinstance(part, dict):
        return part
    out = dict(part)
    for key in TEXT_KEYS:
        if key in out:
            out[key] = mask_content(out[key])
    return out


def mask_message_input(message: Any) -> Any:
    """A message as a caller may send it (dict, (role, text) pair, string), masked."""
    if isinstance(message, str):
        return redact(message)
    if isinstance(message, list | tuple) and len(message) == 2 and isinstance(message[1], str):
        return [message[0], redact(message[1])]
    return mask_part(message)
