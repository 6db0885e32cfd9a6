"""The audit log: every gate skip and memory write, with its reason."""

from __future__ import annotations

from datetime import datetime

from langgraph.store.base import BaseStore

from strata_layered.memory import namespaces as ns
from strata_layered.memory.sensitive import redact
from strata_layered.memory.store.records import AuditRecord, Decision, dump, load, new_key

EXCERPT_CHARS = 80


async def record_decision(
    store: BaseStore,
    user: str,
    agent: str,
    *,
    now: datetime,
    decision: Decision,
    category: str,
    reason: str,
    text: str = "",
    conversation: str | None = None,
    message_id: str | None = None,
    source: str = "",
    rules: list[str] | None = None,
) -> AuditRecord:
    """Write one decision. The excerpt is redacted: the audit log is no back door for secrets."""
    record = AuditRecord(
        id=new_key(), at=now, conversation=conversation, message_id=message_id,
        decision=decision, category=category, reason=reason,
        excerpt=redact(text)[:EXCERPT_CHARS], source=source, rules=list(rules or []),
    )
    # Key sorts by time so the newest decisions are easy to read back.
    key = f"{now.strftime('%Y%m%dT%H%M%S%f')}-{record.id[:8]}"
    await store.aput(ns.audit(user, agent), key, dump(record), index=False)
    return record


async def list_decisions(
    store: BaseStore, user: str, agent: str, *, limit: int = 100
) -> list[AuditRecord]:
    """Decisions, newest first."""
    items = await store.asearch(ns.audit(user, agent), limit=limit)
    records = [r for i in items if (r := load(AuditRecord, i.value)) is not None]
    return sorted(records, key=lambda r: r.at, reverse=True)
