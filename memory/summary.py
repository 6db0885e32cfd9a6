"""Rolling conversation summary v1 (seed 000): no model, deterministic."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence

from strata_layered.memory.sensitive import redact
from strata_layered.memory.text import collapse_whitespace

SUMMARY_MAX_CHARS = 1600
SUMMARY_RECENT_MESSAGES = 8


def build_conversation_summary(
    *,
    previous_summary: str | None,
    recent_messages: Sequence[tuple[str, str]],
    user_text: str,
    assistant_text: str,
) -> str:
    """Seed 000's buildConversationSummary: previous + last 8 + this turn, last 1600 chars.

    `recent_messages` are (role, content) pairs from before this turn. Secret-shaped
    spans are masked first [beyond]: the summary is prompt text, not a vault.
    """
    lines = [
        f"既有摘要：{previous_summary}" if previous_summary else "",
        *(
            f"{'用户' if role == 'user' else 'Agent'}：{content}"
            for role, content in list(recent_messages)[-SUMMARY_RECENT_MESSAGES:]
        ),
        f"用户：{user_text}" if user_text else "",  # none: a request not to remember
        f"Agent：{assistant_text}" if assistant_text else "",  # none: a stand-in, not a reply
    ]
    joined = "\n".join(line for line in lines if line)
    return collapse_whitespace(redact(joined))[-SUMMARY_MAX_CHARS:]


SUMMARY_INPUT_CHARS = 12_000
MAX_DEPTH = 3


def transcript_lines(messages: Sequence[tuple[str, str]]) -> str:
    """Messages as the v2 summariser reads them, secrets masked."""
    return "\n".join(
        f"{'用户' if role == 'user' else 'Agent'}：{redact(content)}" for role, content in messages
    )


async def summarize_recursively(
    previous: str,
    text: str,
    summarize: Callable[[str, str], Awaitable[str]],
    *,
    limit: int = SUMMARY_INPUT_CHARS,
    depth: int = 1,
) -> str:
    """Merge `text` into `previous`; when `text` is too long, map-reduce it first.

    Map steps are independent (each part is summarised on its own, concurrently) and the
    recursion stops at depth 3, as seed 004 §4.3 asks.
    """
    if len(text) <= limit or depth >= MAX_DEPTH:
        return await summarize(previous, text[-limit:])
    lines, size = text.splitlines(), 0
    parts: list[list[str]] = [[]]
    for line in lines:
        if size + len(line) > limit and parts[-1]:
            parts.append([])
            size = 0
        parts[-1].append(line)
        size += len(line) + 1
    partials = await asyncio.gather(*(summarize("", "\n".join(p)) for p in parts))
    return await summarize_recursively(
        previous, "\n".join(partials), summarize, limit=limit, depth=depth + 1
    )
