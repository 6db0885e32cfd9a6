"""Everything the store holds of one user, as one JSON document (`GET /api/me/export`).

Every namespace under the user's prefix is read whole, so nothing a future layer writes
is left out. Values are exported as stored: secrets were masked before they were stored,
so they stay masked here. Derived copies (the history index, vector files, checkpoints)
hold nothing the store does not, and are not exported.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, TypedDict

from langgraph.store.base import BaseStore

from strata_layered.memory import namespaces as ns
from strata_layered.memory.forgetting.privacy import namespaces_under

PAGE = 1000
FORMAT = "strata-export/1"


class ExportedItem(TypedDict):
    """One stored item: where it lives (labels decoded), its key and value."""

    namespace: list[str]
    key: str
    value: dict[str, Any]
    created_at: str
    updated_at: str


class Export(TypedDict):
    """All of a user's data."""

    format: str
    user: str
    exported_at: str
    items: list[ExportedItem]


async def export_user(store: BaseStore, user: str, *, now: datetime | None = None) -> Export:
    """Every item of `user`, namespace by namespace, in a stable order."""
    prefix = ns.user_prefix(user)
    items: list[ExportedItem] = []
    for namespace in sorted(await namespaces_under(store, prefix)):
        offset = 0
        while True:
            page = await store.asearch(namespace, limit=PAGE, offset=offset)
            for item in page:
                items.append(ExportedItem(
                    namespace=[ns.decode_label(label) for label in namespace[len(prefix):]],
                    key=item.key, value=item.value, created_at=item.created_at.isoformat(),
                    updated_at=item.updated_at.isoformat()))
            if len(page) < PAGE:
                break
            offset += PAGE
    items.sort(key=lambda i: (i["namespace"], i["key"]))
    return Export(format=FORMAT, user=user,
                  exported_at=(now or datetime.now(UTC)).isoformat(), items=items)
