"""Rolling conversation summary v1 (seed 000): no model, deterministic."""

from __future__ import annotations

from collections.abc import Sequence

from memory.sensitive import redact
from memory.text import collapse_whitespace

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
        f"用户：{user_text}",
        f"Agent：{assistant_text}",
    ]
    joined = "\n".join(line for line in lines if line)
    return collapse_whitespace(redact(joined))[-SUMMARY_MAX_CHARS:]
