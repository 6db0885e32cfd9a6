"""Documents in the store: the original kept whole, its chunks, its summaries (seed 004 §4).

Vectors are not here (see `memory.documents.vector_index`): the store holds every text and every
piece of metadata, so an index can always be rebuilt from it and a pickle is never needed.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
from datetime import datetime
from typing import Any, Literal

from langgraph.store.base import BaseStore, PutOp
from pydantic import Field

from strata_layered.memory import namespaces as ns
from strata_layered.memory.documents.chunking.base import Chunk, ContentKind
from strata_layered.memory.documents.vector_index import home_for
from strata_layered.memory.store.messages import get_messages, seq_key
from strata_layered.memory.store.records import MessageRecord, Record, dump, get_values, load

TEXT_PART_CHARS = 256_000
BATCH = 256
PAGE = 1000

DocumentStatus = Literal["pending", "ready", "failed"]


class DocumentRecord(Record):
    """One long input: a message above the threshold or an attached file."""

    id: str
    conversation: str
    title: str
    kind: ContentKind
    source: Literal["message", "file"]
    path: str | None = None
    message_id: str | None = None
    message_seq: int | None = None
    chars: int
    parts: int = 0
    """Parts the original is stored in (TEXT_PART_CHARS characters each)."""
    chunks: int = 0
    status: DocumentStatus = "pending"
    error: str | None = None
    summary: str = ""
    summary_method: str = ""
    """`model` or `extractive`."""
    summary_levels: int = 0
    embedding_model: str | None = None
    background: dict[str, float] = Field(default_factory=dict)
    """Best cosine of small-talk probes per query language (see `memory.documents.search`)."""
    refs: dict[str, list[int]] = Field(default_factory=dict)
    """Contract clause keys (条88, section3.1) → sequence numbers of their chunks."""
    created_at: datetime
    updated_at: datetime


class ChunkRecord(Record):
    """One chunk, with where it sits in the original."""

    document: str
    seq: int
    text: str
    start: int
    end: int
    meta: dict[str, Any] = Field(default_factory=dict)
    embed_text: str = ""
    """What its vector was made from (kept so the index can be rebuilt exactly)."""


class SummaryRecord(Record):
    """One node of the summary tree: level 1 covers chunks, the top level is the final one."""

    document: str
    level: int
    index: int
    first_seq: int
    last_seq: int
    text: str


def _text(user: str, agent: str, document: str) -> tuple[str, ...]:
    return ns.document_part(user, agent, document, "text")


def _chunks(user: str, agent: str, document: str) -> tuple[str, ...]:
    return ns.document_part(user, agent, document, "chunks")


def _summaries(user: str, agent: str, document: str) -> tuple[str, ...]:
    return ns.document_part(user, agent, document, "summaries")


async def _put_all(store: BaseStore, ops: Iterable[PutOp]) -> None:
    batch: list[PutOp] = []
    for op in ops:
        batch.append(op)
        if len(batch) >= BATCH:
            await store.abatch(batch)
            batch = []
    if batch:
        await store.abatch(batch)


async def save_document(store: BaseStore, user: str, agent: str, record: DocumentRecord) -> None:
    """Write the document record (not embedded by the store)."""
    await store.aput(ns.documents(user, agent, record.conversation), record.id, dump(record),
                     index=False)


async def save_original(
    store: BaseStore, user: str, agent: str, document: str, text: str
) -> int:
    """Keep the original whole, in parts; returns how many."""
    namespace = _text(user, agent, document)
    parts = [text[i:i + TEXT_PART_CHARS] for i in range(0, len(text), TEXT_PART_CHARS)] or [""]
    await _put_all(store, (PutOp(namespace, seq_key(i), {"text": part}, index=False)
                           for i, part in enumerate(parts)))
    return len(parts)


async def read_original(store: BaseStore, user: str, agent: str, record: DocumentRecord) -> str:
    """The original text, exactly as given."""
    namespace = _text(user, agent, record.id)
    values = await get_values(store, namespace, (seq_key(i) for i in range(record.parts)))
    return "".join(value["text"] for value in values if value is not None)


async def save_chunks(
    store: BaseStore, user: str, agent: str, document: str, chunks: list[Chunk],
    embed_texts: list[str],
) -> None:
    """Write every chunk, keyed by its zero-padded sequence number."""
    namespace = _chunks(user, agent, document)
    await _put_all(store, (
        PutOp(namespace, seq_key(c.seq), dump(ChunkRecord(
            document=document, seq=c.seq, text=c.text, start=c.start, end=c.end, meta=c.meta,
            embed_text=e)), index=False)
        for c, e in zip(chunks, embed_texts, strict=True)))


async def save_terms(
    store: BaseStore, user: str, agent: str, document: str, terms: dict[str, list[int]]
) -> None:
    """Identifier → chunk sequence numbers, for exact lookups (ids, error names, symbols)."""
    await store.aput(ns.document_part(user, agent, document, "terms"), "map", {"terms": terms},
                     index=False)


async def load_terms(
    store: BaseStore, user: str, agent: str, document: str
) -> dict[str, list[int]]:
    """The document's identifier map (empty when it has none)."""
    item = await store.aget(ns.document_part(user, agent, document, "terms"), "map")
    return dict(item.value.get("terms", {})) if item else {}


async def get_chunks(
    store: BaseStore, user: str, agent: str, document: str, seqs: Iterable[int]
) -> dict[int, ChunkRecord]:
    """Chunks by sequence number, in one batch (missing ones are left out)."""
    wanted = sorted(set(seqs))
    values = await get_values(store, _chunks(user, agent, document), map(seq_key, wanted))
    return {r.seq: r for v in values if (r := load(ChunkRecord, v)) is not None}


async def iter_chunks(
    store: BaseStore, user: str, agent: str, record: DocumentRecord, *, page: int = BATCH
) -> AsyncIterator[list[ChunkRecord]]:
    """Every chunk of a document in sequence order, a page at a time."""
    for start in range(0, record.chunks, page):
        found = await get_chunks(store, user, agent, record.id,
                                 range(start, min(record.chunks, start + page)))
        yield [found[s] for s in sorted(found)]


async def save_summaries(
    store: BaseStore, user: str, agent: str, document: str, nodes: list[SummaryRecord]
) -> None:
    """Write the summary tree."""
    namespace = _summaries(user, agent, document)
    await _put_all(store, (PutOp(namespace, f"{n.level}-{n.index:06d}", dump(n), index=False)
                           for n in nodes))


async def list_summaries(
    store: BaseStore, user: str, agent: str, document: str
) -> list[SummaryRecord]:
    """The summary tree, level by level."""
    items = await store.asearch(_summaries(user, agent, document), limit=10_000)
    nodes = [r for i in items if (r := load(SummaryRecord, i.value)) is not None]
    return sorted(nodes, key=lambda n: (n.level, n.index))


async def list_documents(
    store: BaseStore, user: str, agent: str, conversation: str | None = None
) -> list[DocumentRecord]:
    """Documents of one conversation (or of all), oldest first."""
    out: list[DocumentRecord] = []
    offset = 0
    while True:
        items = await store.asearch(ns.documents(user, agent, conversation), limit=PAGE,
                                    offset=offset)
        out.extend(r for i in items if (r := load(DocumentRecord, i.value)) is not None)
        if len(items) < PAGE:
            return sorted(out, key=lambda r: (r.created_at, r.id))
        offset += PAGE


async def find_document(
    store: BaseStore, user: str, agent: str, document: str
) -> DocumentRecord | None:
    """A document by id, whichever conversation it belongs to."""
    items = await store.asearch(ns.documents(user, agent), filter={"id": document}, limit=1)
    return load(DocumentRecord, items[0].value) if items else None


async def clear_namespace(store: BaseStore, namespace: tuple[str, ...]) -> int:
    """Delete every item directly in `namespace` (not below it), a batch per page."""
    removed = 0
    while True:
        items = await store.asearch(namespace, limit=PAGE)
        exact = [i for i in items if tuple(i.namespace) == namespace]
        if not exact:
            return removed
        await _put_all(store, (PutOp(namespace, i.key, None) for i in exact))
        removed += len(exact)


async def delete_document_items(
    store: BaseStore, user: str, agent: str, record: DocumentRecord
) -> int:
    """Delete the document's record, original, chunks and summaries from the store."""
    removed = 0
    for part in ("text", "chunks", "summaries", "terms"):
        removed += await clear_namespace(store, ns.document_part(user, agent, record.id, part))
    await store.adelete(ns.documents(user, agent, record.conversation), record.id)
    return removed + 1


async def replace_message_content(
    store: BaseStore, user: str, agent: str, conversation: str, seq: int, content: str
) -> None:
    """Rewrite a logged message's text (a long input's stand-in once it is summarised)."""
    found = await get_messages(store, user, agent, conversation, [seq])
    if not found:
        return
    record: MessageRecord = found[0]
    record.content = content
    await store.aput(ns.messages(user, agent, conversation), seq_key(seq), dump(record),
                     index=False)


async def delete_document(store: BaseStore, user: str, agent: str, record: DocumentRecord) -> int:
    """Delete a document everywhere: its store items and its index."""
    removed = await delete_document_items(store, user, agent, record)
    return removed + int(home_for(store).delete(user, record.id))


async def forget_documents(store: BaseStore, user: str, agent: str, conversation: str) -> int:
    """Delete every document of a conversation (items and index files); how many things."""
    removed = 0
    for record in await list_documents(store, user, agent, conversation):
        removed += await delete_document(store, user, agent, record)
    return removed
