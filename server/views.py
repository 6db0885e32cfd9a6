"""Stored records as the API shows them (one function per shape)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from strata_layered.memory.documents.store import DocumentRecord
from strata_layered.memory.gate.labels import type_label
from strata_layered.memory.store.records import AuditRecord, MemoryItem, MessageRecord, TopicRecord
from strata_layered.memory.topics.domains import domain_label
from strata_layered.memory.writing.reason_languages import reason_in
from strata_layered.server.schemas import (
    DecisionOut,
    DocumentOut,
    GateOut,
    MemoryOut,
    MemoryWriteOut,
    MessageOut,
    NoteOut,
    QuestionOut,
    SourceOut,
    TopicOut,
    TurnOut,
)


def iso(value: datetime | None) -> str | None:
    """ISO-8601, or None."""
    return value.isoformat() if value else None


def memory_out(m: MemoryItem) -> MemoryOut:
    """A memory with its source."""
    return MemoryOut(
        id=m.id, type=m.memory_type, type_label=type_label(m.memory_type),
        type_label_en=type_label(m.memory_type, english=True), content=m.content,
        importance=m.importance, confidence=round(m.confidence, 3), status=m.status,
        scope=m.scope, applies_to=m.applies_to,
        source=SourceOut(**m.source.model_dump()), topic=m.topic, mentions=m.mentions,
        created_at=m.created_at.isoformat(), updated_at=m.updated_at.isoformat(),
        expires_at=iso(m.expires_at), history=m.history,
        metadata=m.metadata)


def note_out(r: AuditRecord) -> NoteOut:
    """One memory decision about a turn."""
    return NoteOut(decision=r.decision, category=r.category, reason=r.reason,
                   excerpt=r.excerpt, source=r.source)


def decision_out(r: AuditRecord) -> DecisionOut:
    """One audit entry."""
    return DecisionOut(id=r.id, at=r.at.isoformat(), conversation=r.conversation,
                       message_id=r.message_id, decision=r.decision, category=r.category,
                       reason=r.reason, reason_zh=reason_in(r.reason, "zh"),
                       reason_en=reason_in(r.reason, "en"), excerpt=r.excerpt, source=r.source,
                       rules=r.rules)


def messages_out(page: Iterable[MessageRecord], decisions: Iterable[AuditRecord]
                 ) -> list[MessageOut]:
    """A page of messages, each user message with the decisions its turn led to."""
    notes: dict[str, list[NoteOut]] = {}
    for r in sorted(decisions, key=lambda r: r.at):
        if r.message_id:
            notes.setdefault(r.message_id, []).append(note_out(r))
    return [MessageOut(id=m.id, seq=m.seq, role=m.role, content=m.content,
                       created_at=m.created_at.isoformat(), status=m.status,
                       notes=notes.get(m.id, []) if m.role == "user" else [])
            for m in page]


def topic_out(t: TopicRecord) -> TopicOut:
    """A topic."""
    return TopicOut(id=t.id, name=t.name, domain=t.domain,
                    domain_label=domain_label(t.domain, f"{t.name} {t.summary}"),
                    domain_en=domain_label(t.domain, ""),
                    status=t.status, summary=t.summary,
                    keywords=t.keywords, message_count=t.message_count,
                    last_active=t.last_active.isoformat())


def document_out(r: DocumentRecord) -> DocumentOut:
    """A document (no index paths: they are the server's business)."""
    return DocumentOut(id=r.id, title=r.title, kind=r.kind, source=r.source,
                       conversation=r.conversation, chars=r.chars, chunks=r.chunks,
                       status=r.status, error=r.error, summary=r.summary,
                       created_at=r.created_at.isoformat())


def question_out(interrupts: Iterable[Any]) -> QuestionOut | None:
    """The pending "may I remember this?", from a paused turn's interrupts."""
    for pending in interrupts:
        value = getattr(pending, "value", None)
        if isinstance(value, dict) and "question" in value:
            return QuestionOut.model_validate(value)
    return None


def turn_out(conversation: str, values: dict[str, Any], interrupts: Iterable[Any]) -> TurnOut:
    """The latest turn's memory notes and pending question, from the thread's state."""
    gate = values.get("gate")
    return TurnOut(
        conversation=conversation, reply_incomplete=bool(values.get("reply_incomplete")),
        gate=GateOut.model_validate(gate) if gate else None,
        memory_writes=[MemoryWriteOut.model_validate(w)
                       for w in values.get("memory_writes") or []],
        contained_failures=len(values.get("errors") or []),
        pending=question_out(interrupts))
