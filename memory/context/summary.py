"""Rolling conversation summary v1 (seed 000): no model, deterministic."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable, Sequence

from strata_layered.memory.sensitive import MASK_PATTERN, redact
from strata_layered.memory.text.text import collapse_whitespace

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


_LINE = re.compile(r"(既有摘要|用户|Agent)：")


def summary_lines(summary: str) -> list[tuple[str, str]]:
    """The (label, text) lines of a v1 summary; a line cut by the 1600-char tail has label ""."""
    marks = [m for m in _LINE.finditer(summary)
             if m.start() == 0 or summary[m.start() - 1] in " ："]  # a label opens a line
    lines = [("", summary[: marks[0].start()] if marks else summary)]
    for at, mark in enumerate(marks):
        end = marks[at + 1].start() if at + 1 < len(marks) else len(summary)
        lines.append((mark.group(1), summary[mark.end():end]))
    return [(label, text.strip()) for label, text in lines if text.strip()]


def _told(text: str) -> str:
    """A line as the summary holds it: secrets masked, whitespace collapsed, masks alike."""
    return MASK_PATTERN.sub("[…]", collapse_whitespace(redact(text)))


def summary_for_prompt(summary: str, window: Sequence[str]) -> str:
    """The v1 summary as the prompt takes it [beyond]: each message once, none of the window's.

    Seed 000's rule re-joins the last 8 messages to the previous summary every turn, so the
    stored summary holds each message up to eight times, and while a conversation still fits
    the live window every line repeats a message the prompt quotes anyway. The stored summary
    stays the seed's; what enters the prompt keeps a line's last telling only (in the
    order they were said), leaves out the
    messages of the window, and a head cut mid-message by the 1600-character tail when it is
    the end of a line kept or quoted.
    """
    told = _told if MASK_PATTERN.search(summary) else collapse_whitespace  # redact when needed
    quoted = {told(text) for text in window}
    lines = summary_lines(summary)
    whole = {told(text) for label, text in lines if label not in ("", "既有摘要")}
    last: dict[str, tuple[int, str]] = {}
    for at, (label, text) in enumerate(lines):
        key = told(text)
        if label in ("", "既有摘要"):
            if any(other.endswith(key) and other != key for other in quoted | whole):
                continue
            label = ""
        if key not in quoted:
            last[f"{label}：{key}"] = (at, f"{label}：{text}" if label else f"…{text}")
    return " ".join(line for _, line in sorted(last.values()))
