"""Long inputs (seed 004 §4): keep whole, chunk by type, embed, index, summarise.

Shared by the `ingest_document` node (a message above the threshold) and `strata attach`
(a file). The original goes to the store whole before anything else; the conversation,
the message log and the prompt only ever see a short stand-in.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from typing import Any, Literal, TypeVar

import numpy as np
from langchain_core.language_models import BaseChatModel
from langgraph.store.base import BaseStore

from strata_layered.graph.context import Context
from strata_layered.graph.memory_model import memory_model
from strata_layered.graph.passages import PassageEmbedder, load_passage_embedder
from strata_layered.graph.prompts.documents import (
    DOCUMENT_FINAL_PROMPT,
    DOCUMENT_GROUP_PROMPT,
    EXCERPT_SEPARATOR,
)
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
    SummaryRecord,
    iter_chunks,
    save_chunks,
    save_document,
    save_original,
    save_summaries,
    save_terms,
)
from strata_layered.memory.documents.summary import (
    FINAL_CHARS,
    GROUP_SUMMARY_CHARS,
    Summarize,
    chunk_gist,
    document_outline,
    extractive_summarizer,
    extractive_summary,
    summarize_hierarchy,
)
from strata_layered.memory.records import new_key
from strata_layered.memory.sensitive import redact
from strata_layered.memory.text import has_cjk
from strata_layered.memory.tokens import token_counter_for

log = logging.getLogger("strata")
T = TypeVar("T")

# Ingestion runs off the event loop on two long-lived threads rather than the default pool:
# fewer threads mean fewer malloc arenas (measured: ~100 MB less for a 5 MB log).
_WORKERS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="strata-ingest")

Progress = Callable[[str, int, int], None]
"""(stage, done, total): stages `chunking`, `embedding`, `summarising`."""

EMBED_BATCH = 64
MODEL_GROUP_CHARS = 12_000
EXTRACTIVE_GROUP_CHARS = 6_000
MODEL_CONCURRENCY = 4
TITLE_CHARS = 40
STANDIN_SUMMARY_CHARS = 120


async def off_loop(fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run blocking ingestion work on the ingestion threads."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_WORKERS, functools.partial(fn, *args, **kwargs))


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
        id=new_key(), conversation=conversation, title=title or "untitled",
        kind=kind or detect_kind(text, filename=path), source=source,
        path=path, message_id=message_id, message_seq=message_seq, chars=len(text),
        created_at=now, updated_at=now,
    )


async def keep_whole(
    store: BaseStore, user: str, agent: str, record: DocumentRecord, text: str
) -> DocumentRecord:
    """Store the original (its secrets masked) and the pending record, before any other step."""
    record.parts = await save_original(store, user, agent, record.id, redact(text))
    await save_document(store, user, agent, record)
    return record


async def keep_long_input(
    store: BaseStore, user: str, agent: str, conversation: str, text: str, *,
    message_id: str, now: datetime,
) -> tuple[str, str]:
    """Store a long message whole, as a pending document, before any model sees it.

    Returns (document id, the stand-in the log and the window keep instead).
    """
    text = redact(text)  # kept whole, but never a secret in clear
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


def model_summarizer(model: BaseChatModel, outline: str, timeout: float) -> Summarize:
    """Map and reduce steps through the chat model; a failed step falls back to extraction."""
    async def summarize(texts: list[str], level: int, final: bool) -> str:
        limit = FINAL_CHARS if final else GROUP_SUMMARY_CHARS
        template = DOCUMENT_FINAL_PROMPT if final else DOCUMENT_GROUP_PROMPT
        prompt = template.format(limit=limit, outline=outline,
                                 excerpts=EXCERPT_SEPARATOR.join(texts))
        try:
            reply = await asyncio.wait_for(model.ainvoke(prompt), timeout)
            text = str(reply.content).strip()
            if text:
                return text[: limit * 2]
        except Exception as error:  # noqa: BLE001 - one failed step must not lose the summary
            log.warning("document summary step failed, extracting instead: %s", error)
        return await off_loop(extractive_summary, texts, limit)

    return summarize


async def _summarize(
    ctx: Context, record: DocumentRecord, chunks: list[Chunk], progress: Progress | None
) -> tuple[str, str, list[SummaryRecord], int]:
    """(final summary, method, tree nodes, levels) — by the model when one is configured."""
    zh = has_cjk(record.title + "".join(c.text[:200] for c in chunks[:5]))
    outline = document_outline(record.kind, [c.meta for c in chunks], zh=zh)
    model = memory_model(ctx, timeout=ctx.model_timeout)  # long texts: the reply's patience
    if model is not None:
        summarize, method = model_summarizer(model, outline, ctx.model_timeout), "model"
        inputs, group_chars = [c.text for c in chunks], MODEL_GROUP_CHARS
    else:
        summarize, method = extractive_summarizer(run=off_loop), "extractive"
        inputs = [chunk_gist(c.text, c.meta, record.kind) for c in chunks]
        group_chars = EXTRACTIVE_GROUP_CHARS

    def report(done: int, total: int) -> None:
        if progress:
            progress("summarising", done, total)

    report(0, 1)
    tree = await summarize_hierarchy(inputs, summarize, group_chars=group_chars,
                                     concurrency=MODEL_CONCURRENCY if model else 2,
                                     progress=report)
    nodes = [SummaryRecord(document=record.id, level=n.level, index=n.index,
                           first_seq=n.first_seq, last_seq=n.last_seq, text=n.text)
             for n in tree.nodes]
    final = f"{outline}。{tree.final}" if zh else f"{outline}. {tree.final}"
    return final, method, nodes, tree.levels


async def ingest(
    store: BaseStore, ctx: Context, user: str, agent: str, record: DocumentRecord, text: str,
    *, progress: Progress | None = None, embedder: PassageEmbedder | None = None,
) -> DocumentRecord:
    """Chunk, store chunks, embed + index and summarise (concurrently); mark it ready.

    Secrets are masked first (whoever the caller): no chunk, vector or summary holds one.
    """
    text = await off_loop(redact, text)
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
        index(), _summarize(ctx, record, chunks, progress))
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
