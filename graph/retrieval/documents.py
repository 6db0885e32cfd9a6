"""The documents layer of retrieval: summaries and the chunks that answer the question.

`gather_documents` runs beside the other layers in `graph.retrieval.assembly.gather`;
`document_items` turns its result into context candidates. A conversation without
documents costs one store listing and nothing else (no embedding, no index).
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from langgraph.config import get_config
from langgraph.store.base import BaseStore

from strata_layered.graph.context import Context
from strata_layered.graph.ingest import rebuild_index, standin
from strata_layered.graph.passages import PassageEmbedder, load_passage_embedder
from strata_layered.graph.retrieval.types import DocumentsFound, DocumentSummary, PickedChunk
from strata_layered.memory.context.context_builder import ContextItem
from strata_layered.memory.context.scoring import Weights
from strata_layered.memory.documents import vector_index
from strata_layered.memory.documents.chunking.legal import find_references, resolve_reference
from strata_layered.memory.documents.search import (
    DEFAULT_BACKGROUND,
    SUMMARY_SCORE,
    SUMMARY_SCORE_IDLE,
    Pick,
    identifiers,
    pick_score,
    relevance,
    select_chunks,
)
from strata_layered.memory.documents.store import (
    DocumentRecord,
    get_chunks,
    list_documents,
    load_terms,
)
from strata_layered.memory.text.text import has_cjk

log = logging.getLogger("strata")


def conversation_of(ctx: Context) -> str:
    """The conversation of this run: the context's id, else the thread id (as nodes do)."""
    if ctx.conversation_id:
        return ctx.conversation_id
    try:
        thread = get_config().get("configurable", {}).get("thread_id")
    except RuntimeError:  # outside a graph run (the CLI preview passes the id)
        thread = None
    return str(thread or "default")


async def index_of(store: BaseStore, user: str, agent: str, record: DocumentRecord,
                   embedder: PassageEmbedder) -> Any:
    """The document's index.

    Rebuilt from its stored chunks when it is missing (a memory backend after a restart)
    or was made by another embedding model (vectors of two models are never mixed).
    """
    if record.embedding_model == embedder.name:
        home = vector_index.home_for(store)
        index = await asyncio.to_thread(home.load, user, record.id)
        if index is not None:
            return index
    log.warning("rebuilding the index of document %s (%d chunks)", record.id, record.chunks)
    return await rebuild_index(store, user, agent, record, embedder)


async def _references(store: BaseStore, user: str, agent: str, query: str,
                      records: list[DocumentRecord]) -> list[tuple[str, int, str]]:
    """Chunks the question points at exactly.

    Cited clauses (narrowed to the cited paragraph), then identifiers it names
    (ORD-20240611-7734, parse_config, CurrencyMismatch).
    """
    out: list[tuple[str, int, str]] = []
    for ref in find_references(query):
        for record in records:
            seqs = record.refs.get(ref.key)
            if not seqs:
                continue
            found = await get_chunks(store, user, agent, record.id, seqs)
            metas = {s: c.meta for s, c in found.items()}
            out.extend((record.id, s, f"reference {ref.text}")
                       for s in resolve_reference(ref, seqs, metas))
    names = sorted(identifiers(query))
    if names:
        for record in records:
            terms = await load_terms(store, user, agent, record.id)
            out.extend((record.id, seq, f"match {name}") for name in names
                       for seq in terms.get(name, []))
    return out


async def gather_documents(
    store: BaseStore, ctx: Context, *, query: str, conversation: str | None = None
) -> DocumentsFound:
    """Documents of the conversation, and the chunks picked for `query` (with why)."""
    conversation = conversation or conversation_of(ctx)
    user, agent = ctx.user_id, ctx.agent_id
    records = [r for r in await list_documents(store, user, agent, conversation)
               if r.status == "ready"]
    if not records:
        return {"documents": [], "chunks": []}
    summaries = [DocumentSummary(id=r.id, title=r.title, kind=r.kind, chunks=r.chunks,
                                 summary=r.summary) for r in records]
    if any(query == standin(r) for r in records):
        # The turn that brought the document: there is no question yet, its summary will do.
        return {"documents": summaries, "chunks": []}
    embedder = load_passage_embedder(ctx.embedding_model)
    question = await asyncio.to_thread(embedder.embed_question, query)
    hits: list[tuple[str, int, float, float]] = []
    language = "zh" if has_cjk(query) else "en"
    for record in records:
        index = await index_of(store, user, agent, record, embedder)
        found = await asyncio.to_thread(vector_index.search, index, question, ctx.document_hits)
        background = record.background.get(language, DEFAULT_BACKGROUND)
        hits.extend((record.id, seq, score, relevance(score, background))
                    for seq, score in found)
    references = await _references(store, user, agent, query, records)
    picks = select_chunks(hits, references, {r.id: r.chunks for r in records},
                          limit=ctx.document_hits,
                          neighbours=ctx.document_neighbours)
    by_doc: dict[str, list[Pick]] = {}
    for pick in picks:
        by_doc.setdefault(pick.document, []).append(pick)
    titles = {r.id: r.title for r in records}
    chunks: list[PickedChunk] = []
    for document, doc_picks in by_doc.items():
        texts = await get_chunks(store, user, agent, document, [p.seq for p in doc_picks])
        for pick in doc_picks:
            chunk = texts.get(pick.seq)
            if chunk is not None:
                chunks.append({"document": document, "title": titles[document], "seq": pick.seq,
                               "text": chunk.text, "why": pick.why,
                               "meta": {k: v for k, v in chunk.meta.items() if k != "notable"},
                               "similarity": pick.similarity, "relevance": pick.relevance,
                               "parent": pick.parent})
    return {"documents": summaries, "chunks": chunks}


def document_items(found: DocumentsFound | None, weights: Weights) -> list[ContextItem]:
    """Context candidates: each document's summary, then its picked chunks in text order."""
    if not found:
        return []
    items: list[ContextItem] = []
    for doc in found.get("documents", []):
        picked = sorted((c for c in found.get("chunks", []) if c["document"] == doc["id"]),
                        key=lambda c: c["seq"])
        items.append(ContextItem(
            section="documents", text=f"[{doc['title']} · 摘要] {doc['summary']}",
            score=SUMMARY_SCORE if picked else SUMMARY_SCORE_IDLE,
            source={"kind": "document_summary", "document": doc["id"], "title": doc["title"],
                    "chunks": doc["chunks"]}))
        for c in picked:
            pick = Pick(c["document"], c["seq"], c["why"], c["similarity"], c["relevance"],
                        c.get("parent"))
            label = c["meta"].get("label") or ""
            items.append(ContextItem(
                section="documents", text=f"[{c['title']} #{c['seq']} · {label}] {c['text']}",
                score=pick_score(pick, weights),
                source={"kind": "chunk", "document": c["document"], "title": c["title"],
                        "chunk": c["seq"], "why": c["why"], "similarity": c["similarity"],
                        "relevance": c["relevance"],
                        "label": label, "lines": c["meta"].get("lines")}))
    return items
