"""A memory model's corrections to kept memories by id: UPDATE and SUPERSEDE, history kept.

The old memory is archived, never overwritten: it points at its successor and its history
says by which action; the new one records what it replaced. Replaying the same change (a
retried turn) finds the successor already written and writes nothing twice.
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal, TypedDict

from langgraph.store.base import BaseStore

from strata_layered.memory import namespaces as ns
from strata_layered.memory.long_term.memories import (
    WriteResult,
    memory_key,
    put_memory,
    touch_memory,
)
from strata_layered.memory.sensitive import is_sensitive
from strata_layered.memory.store.records import MemoryItem, MemorySource, load
from strata_layered.memory.store.write_reasons import reason_text
from strata_layered.memory.supersession.consolidation import initial_state, is_persistent
from strata_layered.memory.text.text import normalize_memory_content
from strata_layered.memory.writing.extraction import ExtractedMemory

Action = Literal["ADD", "UPDATE", "SUPERSEDE", "NONE"]


class MemoryChangeJSON(TypedDict):
    """One change the memory model proposed, as the state carries it to extraction."""

    action: Action
    target_id: str | None
    """The kept memory it updates, supersedes or repeats (a real id, never the prompt's ref)."""
    memory_type: str
    content: str
    importance: int
    confidence: float
    scope: str
    applies_to: list[str]
    explicit: bool


async def revise_memory(
    store: BaseStore, target: MemoryItem, candidate: ExtractedMemory, *,
    action: Literal["UPDATE", "SUPERSEDE"], source: MemorySource, now: datetime,
    topic: str | None = None, embedding_model: str | None = None, by: str = "model",
) -> WriteResult:
    """Replace `target` by `candidate`: the new memory active, the old one archived with history.

    UPDATE is the same memory corrected or completed: it keeps the old one's mentions,
    conversations and importance. SUPERSEDE is a new fact that ends the old one. `by`: who
    asked (the memory model; the rules, for a fact said anew: memory/supersession/retimes.py).
    """
    user, agent = target.user, target.agent
    normalized = normalize_memory_content(candidate.content)
    key = memory_key(user, agent, normalized)
    if is_sensitive(candidate.content) or not normalized:
        stub = target.model_copy(update={"content": "", "normalized": ""})
        return WriteResult(stub, "rejected", reason_text("sensitive", candidate.content))
    if normalized == target.normalized:
        await touch_memory(store, target, now=now, conversation=source.conversation,
                           persistent=is_persistent(candidate.content))
        return WriteResult(target, "updated", reason_text("exact_duplicate", candidate.content))
    stored = await store.aget(ns.memories(user, agent), key)
    already = load(MemoryItem, stored.value) if stored else None
    if already is not None and already.status == "active":
        if target.superseded_by == key:  # this change, replayed: nothing to write again
            return WriteResult(already, "updated",
                               reason_text("exact_duplicate", candidate.content))
        # The new value is kept already: it stays, touched, and the old one ends.
        await touch_memory(store, already, now=now, conversation=source.conversation)
        await _archive(store, target, key, f"{by} {action}", now)
        return WriteResult(already, "updated", reason_text("supersedes", candidate.content,
                                                           ids=target.id), (target,))
    status, confidence, expires_at = initial_state(
        candidate.content, confidence=candidate.confidence, explicit=candidate.explicit, now=now)
    keep = action == "UPDATE"
    conversations = [*target.conversations] if keep else []
    if source.conversation and source.conversation not in conversations:
        conversations.append(source.conversation)
    item = MemoryItem(
        id=key, user=user, agent=agent, topic=topic or target.topic,
        memory_type=candidate.memory_type, scope=candidate.scope, content=candidate.content,
        normalized=normalized, confidence=max(confidence, target.confidence) if keep
        else confidence, importance=max(candidate.importance, target.importance) if keep
        else candidate.importance, applies_to=candidate.applies_to or (
            target.applies_to if keep else []),
        status="active" if keep and target.status == "active" else status,
        mentions=target.mentions + 1 if keep else 1, conversations=conversations[-10:],
        explicit=candidate.explicit, source=source, created_at=now, updated_at=now,
        expires_at=expires_at, embedding_model=embedding_model,
        history=[{"supersedes" if not keep else "updates": target.id,
                  "content": target.content, "at": now.isoformat(), "by": f"{by} {action}"}],
    )
    await put_memory(store, item)
    await _archive(store, target, key, f"{by} {action}", now)
    return WriteResult(item, "stored", reason_text("supersedes", candidate.content,
                                                   ids=target.id), (target,))


async def _archive(store: BaseStore, target: MemoryItem, successor: str, by: str,
                   now: datetime) -> None:
    target.status, target.superseded_by, target.updated_at = "archived", successor, now
    target.history.append({"superseded_by": successor, "at": now.isoformat(), "by": by})
    await put_memory(store, target, reindex=False)


async def end_with(store: BaseStore, old: MemoryItem, written: WriteResult, *, now: datetime,
                   by: str) -> WriteResult:
    """[beyond] `old` archived as superseded by the memory just written, as one write.

    A fact said anew (memory/supersession/retimes.py) is written as any memory is (its slots, its
    duplicates), then ends the memory it retells: a plan's old time, the plan to start a job.
    """
    if old.status != "active" or old.id == written.memory.id or written.action == "rejected":
        return written
    new = written.memory
    new.history.append({"supersedes": old.id, "content": old.content, "at": now.isoformat(),
                        "by": f"{by} SUPERSEDE"})
    await put_memory(store, new, reindex=False)
    await _archive(store, old, new.id, f"{by} SUPERSEDE", now)
    ids = ", ".join(m.id for m in (*written.superseded, old))
    return WriteResult(new, written.action, reason_text("supersedes", new.content, ids=ids),
                       (*written.superseded, old))
