"""What is left at rest: which files of a folder still hold a text, in any form it is written.

A forget (tests/integration/test_forgetting.py) and the masking of secrets
(tests/integration/test_secrets_*.py) are checked byte for byte: every file of the data folder,
and of what the CLI exported, is searched for the words that must be gone.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path


def forms(text: str) -> list[bytes]:
    """How a sentence can sit in a file: UTF-8 as is, or JSON-escaped."""
    escaped = json.dumps(text)[1:-1]
    return [text.encode(), escaped.encode(), escaped.lower().encode()]


CHANNEL_VERSION = re.compile(rb"\d{32}\.(?:0*\.\d{1,20}|\d+(?:\.\d+)?e-\d+)")
r"""LangGraph's SQLite saver versions each channel as `f"{n:032}.{random.random():016}"`: a
checkpoint file holds ~600,000 random digits in them, where an 8-digit secret ("取件码
88651204") turns up by chance about once in 150 imports. They are the saver's own counters,
never a user's words, so they are cut out before a file is searched: only in their own shape
(the random part is 0.ddd or d.dde-05, zero-padded), so a user's own long number with a
decimal ("…13912345678.5") stays searched (review37: `\d{32}\.[0-9.]+` cut it out too)."""


def without_channel_versions(data: bytes) -> bytes:
    return CHANNEL_VERSION.sub(b"<version>", data)


def files_holding(folder: Path, text: str) -> list[str]:
    return files_holding_each(folder, [text])[text]


def files_holding_each(folder: Path, texts: Iterable[str]) -> dict[str, list[str]]:
    """Each text → the files holding it; every file read and cut once for all of them.

    Cutting the channel versions out of a checkpoint file takes a while (a second or more
    for the secrets set's), so a search for hundreds of texts does it once, not per text.
    """
    files = {str(path.relative_to(folder)): without_channel_versions(path.read_bytes())
             for path in folder.rglob("*") if path.is_file()}
    return {text: [name for name, data in files.items()
                   if any(form in data for form in forms(text))] for text in texts}


def left_in(folders: Iterable[Path], texts: Iterable[str]) -> dict[str, list[str]]:
    """Each text still held somewhere → the files holding it, folder by folder (none: left out)."""
    texts = list(texts)
    found = [files_holding_each(folder, texts) for folder in folders]
    left = {text: [name for each in found for name in each[text]] for text in texts}
    return {text: names for text, names in left.items() if names}
