"""Searching memories on request (the API, the client): the turn's hybrid recall, filtered.

The same ranking a turn uses for its memory candidates (graph/retrieval/memories.py:
calibrated cosine of the local multilingual embeddings, fused with BM25 over CJK bigrams
and words), over the memories that pass the caller's filters. Not substring matching:
"yoga" finds 每周三晚上练瑜伽.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime

from langgraph.store.base import BaseStore

from strata_layered.graph.context import Context
from strata_layered.graph.embedding_stamp import check_embeddings
from strata_layered.graph.retrieval.memories import POOL, fuse_lexical
from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.metadata import MetadataValue, metadata_matches
from strata_layered.memory.store.records import MemoryItem, load, made_by
from strata_layered.memory.text.bm25 import tokenize

MAX_LIMIT = 100
FILTERED_POOL = 10
"""Dense candidates per result wanted when metadata (checked after the search) filters."""


async def find_memories(
    store: BaseStore, ctx: Context, query: str, *, limit: int = 10,
    memory_type: str | None = None, status: str | None = None, topic: str | None = None,
    metadata: Mapping[str, MetadataValue] | None = None, now: datetime | None = None,
) -> list[tuple[MemoryItem, float | None]]:
    """Memories of `ctx`'s user and agent ranked for `query`, best first, with their relevance.

    `status` defaults to active (and then expired time-bound memories are left out, as a
    turn leaves them out); type, topic and status filter in the store, metadata after it.
    """
    await check_embeddings(store, ctx.embedding_model, stamp=False)
    limit = max(1, min(limit, MAX_LIMIT))
    status = status or "active"
    where: dict[str, str] = {"status": status}
    if memory_type:
        where["memory_type"] = memory_type
    if topic:
        where["topic"] = topic
    pool = (FILTERED_POOL if metadata else POOL) * limit
    hits = await store.asearch(ns.memories(ctx.user_id, ctx.agent_id), query=query,
                               filter=where, limit=pool)
    now = now or datetime.now(UTC)
    cosine = []
    for hit in hits:
        memory = load(MemoryItem, hit.value)
        if memory is None or hit.score is None:
            continue
        if not made_by(memory.embedding_model, ctx.embedding_model):
            continue  # two models' vectors are never compared
        if status == "active" and memory.expires_at is not None and memory.expires_at <= now:
            continue
        if metadata and not metadata_matches(memory.metadata, metadata):
            continue
        cosine.append((memory, hit.score))
    return fuse_lexical(cosine, tokenize(query) * 2, limit=limit)
