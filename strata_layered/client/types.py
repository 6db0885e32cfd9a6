"""What the client returns: the same typed shapes the HTTP API answers, embedded or remote.

Every type is a Pydantic model, so `.model_dump()` gives the JSON the API would send.
"""

from __future__ import annotations

from strata_layered.server.memory_schemas import (
    ExportedItemOut,
    ExportOut,
    RevisionOut,
    SearchHitOut,
    StoredTurnOut,
    TurnsOut,
)
from strata_layered.server.schemas import (
    ContextItemOut,
    ContextOut,
    ForgetOut,
    GateOut,
    MemoryOut,
    MemoryWriteOut,
    SectionOut,
    SourceOut,
)

MemoryRecord = MemoryOut
"""A long-term memory: `id`, `type` (and its Chinese / English labels), `content`,
`importance` 0–5, `confidence` 0–1, `status` (active, disabled, candidate, archived),
`scope`, `applies_to`, `source` (conversation, message and excerpt it came from),
`topic`, `mentions`, `created_at` / `updated_at` / `expires_at` (ISO-8601), `history`,
`metadata` (the app's own labels)."""
MemorySource = SourceOut
"""Where a memory came from: `conversation`, `message_id`, `message_seq`, `excerpt`."""
MemoryChange = MemoryWriteOut
"""What a turn did to one memory: `id`, `action` (stored, updated, rejected),
`memory_type`, `content`, `status`, `reason`."""
GateVerdict = GateOut
"""The candidate gate's verdict on a turn: `should_extract`, `category`, `reason`, …"""
TurnResult = StoredTurnOut
"""One stored turn: `user_message`, `reply`, `gate`, `memory_writes`, `errors`."""
SearchHit = SearchHitOut
"""A `memory` (MemoryRecord) and its relevance `score` in [0, 1]."""
ContextResult = ContextOut
"""The built context: `budget`, `total_tokens`, `sections` in prompt order."""
ContextSection = SectionOut
"""One prompt section: `name`, `tokens`, `items`."""
ContextItem = ContextItemOut
"""One chosen item: `text`, `score`, `tokens`, `source` (its provenance), `role`."""
Revision = RevisionOut
"""One event of a memory's life: `kind`, `at`, `content`, `detail`."""
ForgetResult = ForgetOut
"""What a forget removed: `items` (stored items) and `threads` (checkpoint threads)."""
Export = ExportOut
"""Everything of a user: `format`, `user`, `exported_at`, `items` (ExportedItem)."""
ExportedItem = ExportedItemOut
"""One stored item: `namespace` (below the user), `key`, `value`, times."""


class AddResult(TurnsOut):
    """The turns `add` stored (`conversation`, `turns`), and the memories they changed."""

    @property
    def memories(self) -> list[MemoryChange]:
        """Every memory stored or reinforced by these turns (refusals left out), in order."""
        return [w for t in self.turns for w in t.memory_writes if w.action != "rejected"]


class StrataError(Exception):
    """Something Strata refused; the message says what to change."""


class NotFound(StrataError, LookupError):
    """No such memory or conversation for this user (another user's ids look the same)."""


class InvalidInput(StrataError, ValueError):
    """Input Strata will not store; nothing was written."""


class Unauthorized(StrataError, PermissionError):
    """The server refused the token (missing, expired, or not for this server)."""


__all__ = [
    "AddResult", "ContextItem", "ContextResult", "ContextSection", "Export", "ExportedItem",
    "ForgetResult", "GateVerdict", "InvalidInput", "MemoryChange", "MemoryRecord",
    "MemorySource", "NotFound", "Revision", "SearchHit", "StrataError", "TurnResult",
    "Unauthorized",
]
