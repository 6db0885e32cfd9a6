"""A memory's life as a list of events, read from the history it carries (oldest first)."""

from __future__ import annotations

from typing import Any, TypedDict

from strata_layered.memory.store.records import MemoryItem


class Revision(TypedDict):
    """One event of a memory's life.

    `kind`: created, edited, overwritten, supersedes, superseded, promoted, metadata, and
    last `current` (the memory as it is now).
    """

    kind: str
    at: str | None
    content: str | None
    detail: dict[str, Any]


def _event(entry: dict[str, Any], created_at: str) -> Revision:
    rest = dict(entry)
    if "superseded_by" in rest:
        return Revision(kind="superseded", at=rest.pop("at", None), content=None, detail=rest)
    if "supersedes" in rest:
        return Revision(kind="supersedes", at=created_at, content=rest.pop("content", None),
                        detail=rest)
    if "promoted" in rest:
        return Revision(kind="promoted", at=rest.pop("promoted"), content=None, detail=rest)
    if "metadata" in rest:
        return Revision(kind="metadata", at=rest.pop("at", None), content=None, detail=rest)
    if "until" in rest:  # the text an edit or an overwrite replaced, and until when it held
        kind = "edited" if rest.get("by") == "edit" else "overwritten"
        return Revision(kind=kind, at=rest.pop("until"), content=rest.pop("content", None),
                        detail=rest)
    return Revision(kind="note", at=rest.pop("at", None), content=None, detail=rest)


def revisions(item: MemoryItem) -> list[Revision]:
    """Created (with its first text), each recorded change, then the memory as it is now."""
    created = item.created_at.isoformat()
    events = [_event(entry, created) for entry in item.history]
    replaced = [e for e in events if e["kind"] in ("edited", "overwritten")]
    first = replaced[0]["content"] if replaced else item.content
    return [Revision(kind="created", at=created, content=first,
                     detail={"source": item.source.model_dump(), "type": item.memory_type}),
            *events,
            Revision(kind="current", at=item.updated_at.isoformat(), content=item.content,
                     detail={"status": item.status, "mentions": item.mentions,
                             "confidence": round(item.confidence, 3)})]
