"""Long-term memories in the store: upsert with exact de-duplication, search, reading.

Edits by hand (edit, disable, enable, delete): long_term/memory_edits.py via graph/changes.py.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Literal

from langgraph.store.base import BaseStore
from typing_extensions import TypedDict

from strata_layered.memory import namespaces as ns
from strata_layered.memory.facts.people import whose
from strata_layered.memory.facts.slots import slot_of
from strata_layered.memory.long_term.profile_readings import slot_known
from strata_layered.memory.rules.plans import TRIP_TO
from strata_layered.memory.sensitive import is_sensitive
from strata_layered.memory.store.records import (
    MemoryItem,
    MemorySource,
    dump,
    get_values,
    load,
    made_by,
    new_key,
    stable_key,
)
from strata_layered.memory.supersession.consolidation import (
    initial_state,
    is_persistent,
    reason_text,
    relate,
    restate,
    trip_changed,
)
from strata_layered.memory.supersession.remainders import whole_note
from strata_layered.memory.text.text import normalize_memory_content
from strata_layered.memory.writing.extraction import ExtractedMemory

SIMILAR_LIMIT = 5
EXISTING_FOR_DEDUPE = 50  # seed 003: listActiveAgentMemories(limit: 50)


class UnknownMemory(LookupError):
    """No memory with this id for this user and agent."""


@dataclass
class WriteResult:
    """What one upsert did."""

    memory: MemoryItem
    action: Literal["stored", "updated", "rejected"]
    reason: str = ""
    superseded: tuple[MemoryItem, ...] = ()
    """The memories this one archived (their status already changed)."""


class MemoryWrite(TypedDict):
    """What one turn did to one memory, as the state and the CLI report it."""

    id: str
    action: Literal["stored", "updated", "rejected"]
    memory_type: str
    content: str
    status: str
    reason: str


def memory_key(user: str, agent: str, normalized: str) -> str:
    """Idempotent key: the same fact of the same user and agent is one item."""
    return stable_key(user, agent, normalized)


async def put_memory(store: BaseStore, item: MemoryItem, *, reindex: bool = True) -> None:
    """Write a memory; `reindex=False` keeps its vector (the text did not change)."""
    await store.aput(ns.memories(item.user, item.agent), item.id, dump(item),
                     index=None if reindex else False)


async def kept_as_said(store: BaseStore, user: str, agent: str,
                       contents: list[str]) -> set[str]:
    """The contents an upsert would only touch: their exact memory is kept, not archived.

    `upsert_memory` finds such a memory by its key and returns before the duplicate
    search, so nothing embeds these contents: a turn need not prefetch their vectors.
    """
    keys = [memory_key(user, agent, normalize_memory_content(c)) for c in contents]
    values = await get_values(store, ns.memories(user, agent), keys) if keys else []
    return {c for c, v in zip(contents, values, strict=True)
            if v is not None and (m := load(MemoryItem, v)) is not None
            and m.normalized == normalize_memory_content(c) and m.status != "archived"}


async def list_memories(
    store: BaseStore,
    user: str,
    agent: str,
    *,
    status: str | None = None,
    memory_type: str | None = None,
    limit: int = 10_000,
) -> list[MemoryItem]:
    """Memories of (user, agent), most recently updated first."""
    flt: dict[str, str] = {}
    if status:
        flt["status"] = status
    if memory_type:
        flt["memory_type"] = memory_type
    # A store that lists values alone (the SQLite store) skips an item per row.
    listed = getattr(store, "asearch_values", None)
    values = await listed(ns.memories(user, agent), filter=flt or None, limit=limit) \
        if listed is not None else [i.value for i in await store.asearch(
            ns.memories(user, agent), filter=flt or None, limit=limit)]
    out = [m for v in values if (m := load(MemoryItem, v)) is not None]
    return sorted(out, key=lambda m: m.updated_at, reverse=True)


async def search_memories(
    store: BaseStore, user: str, agent: str, query: str, *, limit: int = 20,
    now: datetime | None = None, model: str | None = None,
) -> list[tuple[MemoryItem, float | None]]:
    """Active, unexpired memories ranked by semantic similarity to the query.

    With `model`, only memories whose vectors it made: two models' vectors are never
    compared (until `strata reindex` has made them again).
    """
    now = now or datetime.now(UTC)
    items = await store.asearch(
        ns.memories(user, agent), query=query, filter={"status": "active"}, limit=limit
    )
    found = [(m, i.score) for i in items if (m := load(MemoryItem, i.value)) is not None
             and made_by(m.embedding_model, model)]
    # Time-bound memories fade out on their own (seed 004 §2.2: short expires_at).
    return [(m, s) for m, s in found if m.expires_at is None or m.expires_at > now]


async def get_memory(store: BaseStore, user: str, agent: str, memory_id: str) -> MemoryItem:
    """One memory by id, only within this user's and agent's namespace."""
    if not memory_id or not isinstance(memory_id, str):
        raise UnknownMemory("memory id is empty")
    item = await store.aget(ns.memories(user, agent), memory_id)
    record = load(MemoryItem, item.value) if item else None
    if record is None:
        raise UnknownMemory(f"no memory {memory_id!r} for user {user!r}, agent {agent!r}")
    return record


async def upsert_memory(
    store: BaseStore,
    user: str,
    agent: str,
    candidate: ExtractedMemory,
    *,
    source: MemorySource,
    now: datetime,
    topic: str | None = None,
    embedding_model: str | None = None,
    existing: list[MemoryItem] | None = None,
) -> WriteResult:
    """Write one extracted memory the way seeds 000 and 004 ask.

    Exact and semantic duplicates touch the existing memory (mentions + 1, confidence up,
    `updated_at`) instead of inserting; a contradiction supersedes the old memory and keeps
    it as archived history; a constraint in the same slot is overwritten; time-bound
    wording gets low confidence and an expiry; inferred, unrepeated memories wait as
    candidates until a word of persistence or a third conversation promotes them.
    Secrets are refused here too, whatever the caller.
    """
    normalized = normalize_memory_content(candidate.content)
    key = memory_key(user, agent, normalized)
    if is_sensitive(candidate.content) or not normalized:
        return _refused(user, agent, key, candidate, now, "sensitive")
    if await deleted_since(store, user, agent, normalized, now):
        return _refused(user, agent, key, candidate, now, "deleted")
    current = await store.aget(ns.memories(user, agent), key)
    found = load(MemoryItem, current.value) if current else None
    if found is not None and found.normalized != normalized:
        found, key = None, new_key()  # that key's item was edited or overwritten since
    if found is None and existing:
        found = next((m for m in existing if m.normalized == normalized), None)
    if found is not None and found.status != "archived":
        await touch_memory(store, found, now=now, conversation=source.conversation,
                           persistent=is_persistent(candidate.content))
        return WriteResult(found, "updated", reason_text("exact_duplicate", candidate.content))
    similar = await _similar(store, user, agent, candidate.content)
    # [beyond] A single-valued slot (city, job, shift, reply length…) is checked against every
    # kept memory of that slot, not only the nearest vectors: never two active (issue 16).
    subject = whose(candidate.subject, candidate.content)
    slot = slot_of(candidate.content, subject)
    seen = {m.id for m, _ in similar}
    trip = trip_changed(candidate.content)  # a trip changed: every kept trip, as a slot's
    similar += [(m, None) for m in existing or [] if m.id not in seen
                and m.status in ("active", "candidate") and (
                    (slot is not None and slot_known(m) == slot)
                    or (trip and TRIP_TO.search(m.content)))]
    superseded: list[MemoryItem] = []
    partial = False  # the first superseded memory is corrected in one clause
    for old, score in similar:
        relation = relate(candidate.content, candidate.memory_type, old.content,
                          old.memory_type, score, new_scope=candidate.scope,
                          old_scope=old.scope, new_subject=subject,
                          old_subject=whose(old.subject, old.content))
        if relation.kind == "duplicate":
            await touch_memory(store, old, now=now, conversation=source.conversation,
                               persistent=is_persistent(candidate.content),
                               said=candidate.content)
            return WriteResult(old, "updated", relation.reason)
        if relation.kind == "overwrite":
            old.history.append({"content": old.content, "until": now.isoformat(),
                                "by": "constraint overwrite"})
            old.content, old.normalized = candidate.content, normalized
            old.confidence = max(old.confidence, candidate.confidence)
            old.applies_to = candidate.applies_to or old.applies_to
            old.source, old.updated_at = source, now
            await put_memory(store, old)
            return WriteResult(old, "updated", relation.reason)
        if relation.kind == "supersedes":
            partial = partial or (not superseded and relation.partial)
            superseded.append(old)
    # [beyond] whole facts: the first superseded memory's other clauses live on in the new one
    kept = whole_note(slot, candidate.content, superseded[0].content,
                      partial=partial) if superseded else None
    if kept is not None:
        candidate = replace(candidate, content=kept)
        normalized = normalize_memory_content(kept)
        key = memory_key(user, agent, normalized)
    status, confidence, expires_at = initial_state(
        candidate.content, confidence=candidate.confidence, explicit=candidate.explicit, now=now
    )
    item = MemoryItem(
        id=key, user=user, agent=agent, topic=topic, memory_type=candidate.memory_type,
        scope=candidate.scope,
        content=candidate.content, normalized=normalized, confidence=confidence,
        importance=candidate.importance, applies_to=candidate.applies_to,
        status=status,
        conversations=[source.conversation] if source.conversation else [],
        explicit=candidate.explicit, subject=subject, source=source, created_at=now,
        updated_at=now,
        expires_at=expires_at, embedding_model=embedding_model,
        history=[{"supersedes": old.id, "content": old.content} for old in superseded],
    )
    await put_memory(store, item)
    for old in superseded:
        old.status, old.superseded_by, old.updated_at = "archived", item.id, now
        old.history.append({"superseded_by": item.id, "at": now.isoformat()})
        await put_memory(store, old, reindex=False)
    reason = reason_text("supersedes", candidate.content, ids=", ".join(
        o.id for o in superseded)) if superseded else ""
    return WriteResult(item, "stored", reason, tuple(superseded))


def _refused(user: str, agent: str, key: str, candidate: ExtractedMemory, now: datetime,
             why: str) -> WriteResult:
    """A write refused (a secret, a deleted memory): an empty stub, nothing stored."""
    stub = MemoryItem(id=key, user=user, agent=agent, memory_type=candidate.memory_type,
                      content="", normalized="", confidence=0, importance=0, created_at=now,
                      updated_at=now)
    return WriteResult(stub, "rejected", reason_text(why, candidate.content))


async def _similar(
    store: BaseStore, user: str, agent: str, text: str
) -> list[tuple[MemoryItem, float | None]]:
    """Active and candidate memories close to the text, best first."""
    items = await store.asearch(ns.memories(user, agent), query=text, limit=SIMILAR_LIMIT)
    out = []
    for hit in items:
        record = load(MemoryItem, hit.value)
        if record is not None and record.status in ("active", "candidate"):
            out.append((record, hit.score))
    return out


async def touch_memory(
    store: BaseStore,
    item: MemoryItem,
    *,
    now: datetime,
    conversation: str | None = None,
    persistent: bool = False,
    said: str | None = None,
) -> MemoryItem:
    """Record that a memory was stated again and store it.

    (memory/supersession/consolidation.py `restate`)
    """
    restate(item, now=now, conversation=conversation, persistent=persistent, said=said)
    await put_memory(store, item, reindex=False)
    return item


async def deleted_since(store: BaseStore, user: str, agent: str, normalized: str,
                        now: datetime) -> bool:
    """Whether the user deleted this memory after `now` (a replay of older history)."""
    item = await store.aget(ns.tombstones(user, agent), memory_key(user, agent, normalized))
    return item is not None and datetime.fromisoformat(item.value["deleted_at"]) >= now
