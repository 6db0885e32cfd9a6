"""Memories as the CLI shows them, from their stored JSON (the shape `records.dump` writes).

Listing reads stored values with the standard library alone (cli/plain_store.py) and the
other commands dump their `MemoryItem`s: both print through here, so they cannot differ.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

from strata_layered.cli.ids import short_ids
from strata_layered.memory.facts.subjects import USER
from strata_layered.memory.gate.labels import label_for

SOURCE_FIELDS = ("conversation", "message_id", "message_seq", "excerpt")
"""The fields of `records.MemorySource`, in order (a test keeps the two equal)."""


def _iso(value: str | None) -> str | None:
    """A stored timestamp as the records write it back (`Z` → `+00:00`)."""
    return None if value is None else datetime.fromisoformat(value).isoformat()


def memory_json(m: Mapping[str, Any]) -> dict[str, Any]:
    """The JSON shape scripts rely on."""
    source = m["source"]
    return {
        "id": m["id"], "type": m["memory_type"],
        "type_label": label_for(m["memory_type"], m["content"]),
        "content": m["content"], "subject": _whose(m), "importance": m["importance"],
        "confidence": round(float(m["confidence"]), 3),
        "status": m["status"], "scope": m["scope"], "applies_to": m["applies_to"],
        "source": {name: source.get(name) for name in SOURCE_FIELDS},
        "topic": m["topic"], "mentions": m["mentions"],
        "created_at": _iso(m["created_at"]), "updated_at": _iso(m["updated_at"]),
        "expires_at": _iso(m["expires_at"]), "history": m["history"],
    }


def _whose(m: Mapping[str, Any]) -> str:
    """Whose fact: recorded on the memory, or read from its content (memory/facts/people.py)."""
    if subject := m.get("subject"):
        return str(subject)
    # Kept before subjects were recorded: read by the rules, imported only then, so listing
    # newer memories never loads the rule tables.
    from strata_layered.memory.facts.people import whose

    return whose("", m["content"])


def memory_line(m: Mapping[str, Any], shown_id: str | None = None) -> str:
    """One memory as `list` prints it; someone else's fact says whose it is."""
    label = label_for(m["memory_type"], m["content"])
    flag = "" if m["status"] == "active" else f" ({m['status']})"
    subject = _whose(m)
    about = "" if subject == USER else f" (about: {subject})"
    return (f"{shown_id or m['id']}  [{label}] {m['content']}{about}{flag}  "
            f"importance {m['importance']}, confidence {float(m['confidence']):.2f}, "
            f"×{m['mentions']}")


def memory_lines(items: Iterable[Mapping[str, Any]]) -> str:
    """Memories one per line with short ids, or a sentence saying there are none."""
    listed = list(items)
    short = short_ids(m["id"] for m in listed)
    return "\n".join(memory_line(m, short[m["id"]]) for m in listed) or "no memories"


def newest_first(items: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """Most recently updated first, as `memories.list_memories` orders them (stable)."""
    return sorted(items, key=lambda m: datetime.fromisoformat(m["updated_at"]), reverse=True)
