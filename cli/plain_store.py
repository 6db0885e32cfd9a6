"""Stored memories read with the standard library alone, for `strata memories list / show`.

Listing is the command people run most, and importing the LangGraph store and the Pydantic
records costs about a second before the first row is read. Here `store.sqlite` is read
with `sqlite3` and `json`, by the query `SqliteStore.search` runs (same scope, filter and
order), and the values are shown as stored (cli/memory_view.py). Anything this path does
not cover — PostgreSQL, the in-process store, a value not in today's shape — answers
None, and the caller reads through the store and the records instead.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from strata_layered.memory import namespaces as ns

LIMIT = 10_000
"""As `memories.list_memories` asks the store."""

_KINDS: dict[str, tuple[type, ...]] = {
    "id": (str,), "memory_type": (str,), "content": (str,), "status": (str,),
    "scope": (str,), "created_at": (str,), "updated_at": (str,), "importance": (int,),
    "mentions": (int,), "confidence": (int, float), "applies_to": (list,),
    "history": (list,), "source": (dict,), "topic": (str, type(None)),
    "expires_at": (str, type(None)),
}
"""What each shown field must be for the stored value to be shown as it is."""


def _plain(value: Any) -> bool:
    return isinstance(value, dict) and all(
        isinstance(value.get(name, ...), kinds) and not isinstance(value.get(name), bool)
        for name, kinds in _KINDS.items())


def read_memories(store_file: Path, user: str, agent: str, *, status: str | None = None,
                  memory_type: str | None = None) -> list[Mapping[str, Any]] | None:
    """The stored memories of (user, agent) in the store's order, or None (see above).

    An absent file holds no memories (and none is created).
    """
    if not store_file.is_file():
        return []
    path = ".".join(ns.memories(user, agent))
    sql = "SELECT value FROM store WHERE (prefix = ? OR prefix GLOB ?)"
    params: list[Any] = [path, _glob_literal(path) + ".*"]
    for key, wanted in (("status", status), ("memory_type", memory_type)):
        if wanted:
            sql += f" AND json_extract(value, '$.{key}') = ?"
            params.append(wanted)
    sql += " ORDER BY updated_at DESC LIMIT ? OFFSET 0"
    params.append(LIMIT)
    conn = sqlite3.connect(str(store_file), isolation_level=None)
    try:
        conn.execute("PRAGMA busy_timeout=5000")  # a chat in another process may be writing
        rows = conn.execute(sql, params).fetchall()
    except sqlite3.Error:
        return None  # a store this path does not know (no table yet, another layout)
    finally:
        conn.close()
    values = [json.loads(raw) for (raw,) in rows]
    return values if all(_plain(v) for v in values) else None


def _glob_literal(text: str) -> str:
    """`text` matched literally by GLOB (encoded ids hold none of these, but be exact)."""
    return "".join(f"[{c}]" if c in "*?[" else c for c in text)


def holds_namespace(store_file: Path, prefix: tuple[str, ...]) -> bool | None:
    """Whether any record lies in `prefix` or under it, or None when this path cannot tell.

    `strata where` asks it of the former default users; an absent file holds nothing.
    """
    if not store_file.is_file():
        return False
    path = ".".join(prefix)
    conn = sqlite3.connect(str(store_file), isolation_level=None)
    try:
        conn.execute("PRAGMA busy_timeout=5000")
        row = conn.execute("SELECT 1 FROM store WHERE prefix = ? OR prefix GLOB ? LIMIT 1",
                           (path, _glob_literal(path) + ".*")).fetchone()
    except sqlite3.Error:
        return None
    finally:
        conn.close()
    return row is not None
