"""Shared plumbing of the `strata` command that loads nothing heavy: errors, ids, output."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from strata_layered.memory.namespaces import InvalidId, check_reachable_id, encode_label


class UsageError(Exception):
    """Bad input: one clear line on stderr, exit status 2, nothing written."""


def fail(message: str) -> UsageError:
    """Build the error for bad input."""
    return UsageError(message)


def check_ids(*pairs: tuple[str, str]) -> None:
    """Reject ids that cannot name anything (or that no URL reaches), before any file is touched."""
    for what, value in pairs:
        try:
            (check_reachable_id if what == "conversation id" else encode_label)(value, what=what)
        except InvalidId as error:
            raise fail(str(error)) from error


def print_json(value: Any) -> None:
    """One JSON document on stdout (UTF-8, not escaped)."""
    sys.stdout.write(json.dumps(value, ensure_ascii=False, default=str) + "\n")


def decode_utf8(raw: bytes, *, what: str) -> str:
    """Strict UTF-8, or one line saying where the first bad byte is."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise fail(f"{what} is not valid UTF-8 text (byte 0x{raw[error.start]:02x} at offset "
                   f"{error.start})") from error


def read_stdin_text() -> str:
    """All of standard input as text, decoded strictly (not with the locale's fallbacks)."""
    return decode_utf8(sys.stdin.buffer.read(), what="standard input")


def read_text_file(path: str, *, what: str) -> str:
    """Read a UTF-8 text file or fail with one clear line."""
    try:
        raw = Path(path).read_bytes()
    except OSError as error:
        raise fail(f"cannot read {what} {path}: {error.strerror or error}") from error
    if b"\x00" in raw[:4096]:
        raise fail(f"{what} {path} is binary, not text")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise fail(f"{what} {path} is not UTF-8 text") from error
