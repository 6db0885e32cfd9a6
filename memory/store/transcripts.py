"""Transcript files for `strata import`: parse, validate, pair turns, key every line."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from datetime import datetime

from strata_layered.memory.store.records import stable_key
from strata_layered.memory.text.jsonl import JsonlError, iter_jsonl


class TranscriptError(ValueError):
    """A transcript that cannot be imported (nothing is written)."""


@dataclass(frozen=True)
class Line:
    """One validated transcript line."""

    index: int
    role: str
    content: str
    ts: str | None
    conversation: str
    key: str


@dataclass(frozen=True)
class Turn:
    """A user line with the assistant line that answered it, or an orphan assistant line."""

    user: Line | None
    assistant: Line | None

    @property
    def conversation(self) -> str:
        """The conversation of the turn."""
        line = self.user or self.assistant
        assert line is not None
        return line.conversation


def parse_transcript(text: str, *, default_conversation: str) -> list[Line]:
    """A JSON array or JSONL of {"role", "content", "ts"?, "conversation"?}."""
    stripped = text.strip()
    if not stripped:
        raise TranscriptError("transcript is empty")
    records: list[tuple[int, object]]
    if stripped.startswith("["):
        try:
            data = json.loads(stripped)
        except json.JSONDecodeError as error:
            raise TranscriptError(f"malformed JSON: {error.msg} at line {error.lineno}") from error
        records = list(enumerate(data, start=1))
    else:
        try:
            records = list(iter_jsonl(text))
        except JsonlError as error:
            raise TranscriptError(str(error)) from error
    seen: Counter[tuple[str, str, str, str]] = Counter()
    lines = []
    for number, obj in records:
        if not isinstance(obj, dict):
            raise TranscriptError(f"entry {number} is not an object")
        role, content = obj.get("role"), obj.get("content")
        if role not in ("user", "assistant"):
            raise TranscriptError(f"entry {number}: role must be 'user' or 'assistant'")
        if not isinstance(content, str) or not content.strip():
            raise TranscriptError(f"entry {number}: content must be non-empty text")
        ts = obj.get("ts")
        if ts is not None:
            try:
                datetime.fromisoformat(str(ts).replace("Z", "+00:00"))
            except ValueError as error:
                raise TranscriptError(f"entry {number}: ts {ts!r} is not ISO-8601") from error
        conversation = obj.get("conversation") or default_conversation
        if not isinstance(conversation, str):
            raise TranscriptError(f"entry {number}: conversation must be text")
        natural = (conversation, role, content, str(ts or ""))
        seen[natural] += 1
        key = stable_key("import", *natural, str(seen[natural]))
        lines.append(Line(number, role, content, ts, conversation, key))
    return lines


def pair_turns(lines: list[Line]) -> list[Turn]:
    """Each user line takes the next line of its conversation when that is an assistant."""
    turns: list[Turn] = []
    pending: dict[str, int] = {}
    for line in lines:
        if line.role == "user":
            pending[line.conversation] = len(turns)
            turns.append(Turn(line, None))
            continue
        at = pending.pop(line.conversation, None)
        if at is not None:
            turns[at] = Turn(turns[at].user, line)
        else:
            turns.append(Turn(None, line))
    return turns
