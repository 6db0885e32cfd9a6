"""Long inputs (seed 004 §4): keep whole, chunk by type, embed, index, summarise.

Shared by the `ingest_document` node (a message above the threshold) and `strata attach`
(a file). The original goes to the store whole before anything else; the conversation,
the message log and the prompt only ever see a short stand-in.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime
from typing import Any, Literal, TypeVar

import numpy as np
from langgraph.store.base import BaseStore

from strata_layered.graph.context import Context
from strata_layered.graph.document_summary import summarize_document
from strata_layered.graph.ingest_work import Progress, off_loop
from strata_layered.graph.passages import PassageEmbedder, load_passage_embedder
from strata_layered.memory.documents import vector_index
from strata_layered.memory.documents.chunking.base import Chunk, ContentKind
from strata_layered.memory.documents.chunking.dispatch import (
    chunk_document,
    detect_kind,
    embedding_text,
)
from strata_layered.memory.documents.chunking.legal import reference_map
from strata_layered.memory.documents.search import DEFAULT_BACKGROUND, PROBES, identifiers, term_map
from strata_layered.memory.documents.store import (
    DocumentRecord,
    iter_chunks,
    save_chunks,
    save_document,
    save_original,
    save_summaries,
    save_terms,
)
from strata_layered.memory.sensitive import mask_document, mask_file_name
from strata_layered.memory.store.records import new_key
from strata_layered.memory.text.text import has_cjk
from strata_layered.memory.text.tokens import token_counter_for

log = logging.getLogger("strata")
T = TypeVar("T")

EMBED_BATCH = 64
TITLE_CHARS = 40
STANDIN_SUMMARY_CHARS = 120


def is_long_input(text: str, ctx: Context) -> bool:
    """Above `Context.long_input_tokens()`: kept whole and chunked, never sent raw."""
    limit = ctx.long_input_tokens()
    if len(text) <= limit // 3:  # no tokenizer makes more than 3 tokens of a character
        return False
    return token_counter_for(ctx.model_name())(text) > limit


def title_of(text: str) -> str:
    """A document's title: its first non-empty line, shortened."""
    line = next((s.strip() for s in text.splitlines() if s.strip()), "")
    line = line.lstrip("#/*-= ").strip() or line
    return line if len(line) <= TITLE_CHARS else line[:TITLE_CHARS - 1] + "…"


def standin(record: DocumentRecord) -> str:
    """What the conversation keeps instead of the document: "[文档 <title>: N 段, 摘要 …]"."""
    zh = has_cjk(record.title + record.summary[:200])
    if record.status == "pending":
        return (f"[文档 {record.title}: {record.chars} 字符，正在切分与摘要]" if zh
                else f"[document {record.title}: {record.chars} characters, being chunked]")
    if record.status == "failed":
        return (f"[文档 {record.title}: 已完整保存，处理失败]" if zh
                else f"[document {record.title}: kept whole, processing failed]")
    gist = " ".join(record.summary.split())
    if len(gist) > STANDIN_SUMMARY_CHARS:
        gist = gist[:STANDIN_SUMMARY_CHARS] + "…"
    return (f"[文档 {record.title}: {record.chunks} 段, 摘要 {gist}]" if zh
            else f"[document {record.title}: {record.chunks} chunks, summary {gist}]")


def new_document(
    *, conversation: str, text: str, title: str, source: Literal["message", "file"],
    now: datetime,
    kind: ContentKind | None = None, path: str | None = None, message_id: str | None = None,
    message_seq: int | None = None,
) -> DocumentRecord:
    """A pending document record for `text`."""
    return DocumentRecord(
        # sec42: a file's name is the user's words too (password_hunter22.txt): masked
        id=new_key(), conversation=conversation, title=mask_file_name(title) or "untitled",
        kind=kind or detect_kind(text, filename=path), source=source,
        path=mask_file_name(path) if path else path, message_id=message_id,
        message_seq=message_seq, chars=len(text),
        created_at=now, updated_at=now,
    )


async def keep_whole(
    store: BaseStore, user: str, agent: str, record: DocumentRecord, text: str
) -> DocumentRecord:
    """Store the original (its secrets masked) and the pending record, before any other step."""
    record.parts = await save_original(store, user, agent, record.id, mask_document(text))
    await save_document(store, user, agent, record)
    return record


async def keep_long_input(
    store: BaseStore, user: str, agent: str, conversation: str, text: str, *,
    message_id: str, now: datetime,
) -> tuple[str, str]:
    """Store a long message whole, as a pending document, before any model sees it.

    Returns (document id, the stand-in the log and the window keep instead).
    """
    text = mask_document(text)  # kept whole, but never a secret in clear (a card's rest too)
    record = new_document(conversation=conversation, text=text, title=title_of(text),
                          source="message", now=now, message_id=message_id)
    await keep_whole(store, user, agent, record, text)
    return record.id, standin(record)


async def _embed(embedder: PassageEmbedder, texts: list[str], progress: Progress | None
                 ) -> np.ndarray:
    """Vectors in batches, off the event loop; identical texts are embedded once."""
    unique = list(dict.fromkeys(texts))
    position = {t: i for i, t in enumerate(unique)}
    parts: list[np.ndarray] = []
    if progress:
        progress("embedding", 0, len(unique))
    for start in range(0, len(unique), EMBED_BATCH):
        parts.append(await off_loop(embedder.embed_passages, unique[start:start + EMBED_BATCH]))
        if progress:
            progress("embedding", min(len(unique), start + EMBED_BATCH), len(unique))
    if not parts:
        return np.zeros((0, 384), dtype=np.float32)
    matrix = np.concatenate(parts)
    return matrix[[position[t] for t in texts]]


async def ingest(
    store: BaseStore, ctx: Context, user: str, agent: str, record: DocumentRecord, text: str,
    *, progress: Progress | None = None, embedder: PassageEmbedder | None = None,
) -> DocumentRecord:
    """Chunk, store chunks, embed + index and summarise (concurrently); mark it ready.

    Secrets are masked first (whoever the caller): no chunk, vector or summary holds one.
    """
    text = await off_loop(mask_document, text)
    if progress:
        progress("chunking", 0, 1)
    chunks = await off_loop(chunk_document, text, record.kind,
                            path=record.path)
    if progress:
        progress("chunking", len(chunks), len(chunks))
    embed_texts = [embedding_text(c, record.kind) for c in chunks]
    await save_chunks(store, user, agent, record.id, chunks, embed_texts)
    embedder = embedder or load_passage_embedder(ctx.embedding_model)
    home = vector_index.home_for(store)

    async def index() -> None:
        vectors = await _embed(embedder, embed_texts, progress)
        built = vector_index.build_index(vectors)
        await off_loop(home.save, user, record.id, built)
        record.background = await off_loop(background_of, embedder, built)

    _, (summary, method, nodes, levels) = await asyncio.gather(
        index(), summarize_document(ctx, record, chunks, progress))
    await save_summaries(store, user, agent, record.id, nodes)
    await save_terms(store, user, agent, record.id, term_map(chunk_terms(c) for c in chunks))
    record.chunks = len(chunks)
    record.refs = reference_map(chunks) if record.kind == "contract" else {}
    record.summary, record.summary_method, record.summary_levels = summary, method, levels
    record.embedding_model = embedder.name
    record.status = "ready"
    await save_document(store, user, agent, record)
    return record


async def rebuild_index(
    store: BaseStore, user: str, agent: str, record: DocumentRecord, embedder: PassageEmbedder
) -> Any:
    """Re-embed a document's stored chunks into a fresh index (and note the model)."""
    texts: list[str] = []
    async for page in iter_chunks(store, user, agent, record):
        texts.extend(c.embed_text or c.text for c in page)
    built = vector_index.build_index(await _embed(embedder, texts, None))
    await off_loop(vector_index.home_for(store).save, user, record.id, built)
    if record.embedding_model != embedder.name:
        record.embedding_model = embedder.name
        record.background = await off_loop(background_of, embedder, built)
        await save_document(store, user, agent, record)
    return built


def background_of(embedder: PassageEmbedder, index: Any) -> dict[str, float]:
    """Per query language, the best cosine small talk reaches in this document."""
    out = {}
    for language, probes in PROBES.items():
        scores = [s for probe in probes
                  for _, s in vector_index.search(index, embedder.embed_question(probe), 1)]
        out[language] = round(max(scores, default=DEFAULT_BACKGROUND), 4)
    return out


def chunk_terms(chunk: Chunk) -> tuple[int, set[str]]:
    """A chunk's identifiers: of its unusual records for a log, of all its text otherwise."""
    spans = chunk.meta.get("notable")
    if spans is not None:
        text = "\n".join(chunk.text[a:b] for a, b in spans)
    else:
        text = chunk.text
    symbols = {s.lower() for s in chunk.meta.get("symbols", []) if s != "(module)"}
    return chunk.seq, identifiers(text) | symbols


async def mark_failed(store: BaseStore, user: str, agent: str, record: DocumentRecord,
                      error: BaseException) -> DocumentRecord:
    """The original stays; the record says what went wrong."""
    record.status, record.error = "failed", f"{type(error).__name__}: {error}"
    await save_document(store, user, agent, record)
    return record
