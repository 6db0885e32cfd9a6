"""JSON Lines, read the same way everywhere: blank lines skipped, errors name the line."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any


class JsonlError(ValueError):
    """A line that is not JSON."""


def iter_jsonl(text: str) -> Iterator[tuple[int, Any]]:
    """(line number, parsed value) for every non-blank line."""
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            yield number, json.loads(raw)
        except json.JSONDecodeError as error:
            raise JsonlError(f"line {number}: malformed JSON: {error.msg}") from error
