"""Messages as an app hands them over (mem0's `add`): paired into turns with their replies."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

ROLES = ("user", "assistant", "system")
MAX_MESSAGES = 200


class InvalidMessages(ValueError):
    """Messages that cannot be stored as turns (nothing was written)."""


@dataclass(frozen=True)
class Exchange:
    """A user message and the app's reply to it; either may be missing, not both."""

    user: str | None
    reply: str | None


def _text(message: object, number: int) -> tuple[str, str]:
    if not isinstance(message, Mapping):
        raise InvalidMessages(f"message {number}: an object with `role` and `content`")
    role, content = message.get("role"), message.get("content")
    if role not in ROLES:
        raise InvalidMessages(f"message {number}: role must be one of {', '.join(ROLES)}")
    if isinstance(content, list):  # content parts: their text, in order
        content = "".join(str(p.get("text") or "") for p in content
                          if isinstance(p, Mapping) and p.get("type") == "text")
    if not isinstance(content, str) or not content.strip():
        raise InvalidMessages(f"message {number}: content must be non-empty text")
    return str(role), content


def pair_messages(messages: str | Sequence[object]) -> list[Exchange]:
    """Turns from a user message alone (a string) or a list of {role, content}.

    A user message takes the assistant message right after it as its reply; a user message
    followed by another user message is a turn without a reply; an assistant message with
    no user message before it is a reply alone. System messages are instructions, not
    conversation: they are left out.
    """
    if isinstance(messages, str):
        if not messages.strip():
            raise InvalidMessages("the message is empty")
        return [Exchange(messages, None)]
    if not isinstance(messages, Sequence) or not messages:
        raise InvalidMessages("messages: a non-empty list of {role, content}, or a string")
    if len(messages) > MAX_MESSAGES:
        raise InvalidMessages(f"messages: at most {MAX_MESSAGES} at a time")
    parsed = [_text(m, n) for n, m in enumerate(messages, start=1)]
    out: list[Exchange] = []
    waiting: str | None = None
    for role, content in parsed:
        if role == "system":
            continue
        if role == "user":
            if waiting is not None:
                out.append(Exchange(waiting, None))
            waiting = content
        else:
            out.append(Exchange(waiting, content))
            waiting = None
    if waiting is not None:
        out.append(Exchange(waiting, None))
    if not out:
        raise InvalidMessages("messages: no user or assistant message")
    return out
