"""Long-term memories for a turn: the message and its live context, dense and lexical.

A follow-up ("what should I wear?") means little alone. The user's previous messages of
a live conversation (a few minutes old) count too: each memory's cosine is the weighted
mean of its cosines to the message and to those messages. With unit vectors that mean
is the memory's dot product with the weighted mean vector, so one store search with
that vector ranks exactly by it — no search per message, no embedding of old messages
(their vectors come from the history index). BM25 over the candidates' text (CJK
bigrams) is fused in: names and rare words are what embeddings blur.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from datetime import datetime
from functools import lru_cache

import numpy as np
from langgraph.store.base import BaseStore

from strata_layered.graph.models import StoreEmbeddings, load_embeddings, vector_query
from strata_layered.memory.context.fusion import min_max, weighted_fusion
from strata_layered.memory.context.scoring import calibrated
from strata_layered.memory.long_term.memories import search_memories
from strata_layered.memory.store.records import MemoryItem
from strata_layered.memory.text.bm25 import BM25Index, tokenize

CONTEXT_WEIGHT = 0.5
"""Weight of each earlier message relative to the current one (1.0)."""
LEXICAL_WEIGHT = 0.3
POOL = 3
"""Dense candidates per memory wanted: BM25 re-ranks within them."""

LiveMessage = tuple[str, Sequence[float] | None]
"""An earlier message of the live conversation and its stored vector, if it has one."""


async def search_memories_in_context(
    store: BaseStore, user: str, agent: str, query: str, *, context: list[LiveMessage],
    limit: int, model: str, now: datetime | None = None,
) -> list[tuple[MemoryItem, float | None]]:
    """Memories ranked by relevance in [0, 1], returned as their similarity.

    Relevance = 0.7 × calibrated cosine + 0.3 × BM25 scaled to the best candidate.
    `model` names the embeddings that made the context's vectors.
    """
    texts = [query, *(text for text, _ in context)]
    weights = [1.0, *([CONTEXT_WEIGHT] * len(context))]
    cosine = await _dense(store, user, agent, query, context, weights, model,
                          limit=POOL * limit, now=now)
    terms = [t for text, w in zip(texts, weights, strict=True)
             for t in tokenize(text) * (2 if w == 1.0 else 1)]
    return fuse_lexical(cosine, terms, limit=limit)


def fuse_lexical(cosine: list[tuple[MemoryItem, float]], terms: list[str], *, limit: int
                 ) -> list[tuple[MemoryItem, float | None]]:
    """Dense candidates re-ranked with BM25 over their text: the turn's own fusion."""
    items = {m.id: m for m, _ in cosine}
    if not items:
        return []
    dense = {m.id: calibrated(s) for m, s in cosine}
    lexical: BM25Index[str] = BM25Index()
    for key, memory in items.items():
        lexical.add(key, _terms(memory.content))
    fused = weighted_fusion([dense, min_max(lexical.scores(terms), floor=0.0)],
                            [1 - LEXICAL_WEIGHT, LEXICAL_WEIGHT])
    ranked = sorted(items, key=lambda k: -fused.get(k, 0.0))[:limit]
    return [(items[k], round(fused.get(k, 0.0), 4)) for k in ranked]


@lru_cache(maxsize=20_000)
def _terms(content: str) -> tuple[str, ...]:
    """A memory's BM25 terms, kept per text: the same memories are candidates turn after turn."""
    return tuple(tokenize(content))


async def _dense(
    store: BaseStore, user: str, agent: str, query: str, context: list[LiveMessage],
    weights: list[float], model: str, *, limit: int, now: datetime | None,
) -> list[tuple[MemoryItem, float]]:
    """Memories with their weighted mean cosine to the query and its context."""
    if not context:
        hits = await search_memories(store, user, agent, query, limit=limit, now=now,
                                     model=model)
        return [(m, s) for m, s in hits if s is not None]
    if not isinstance(getattr(store, "embeddings", None), StoreEmbeddings):
        return await _dense_per_text(store, user, agent, query, context, weights, limit, now)
    embeddings = load_embeddings(model)
    missing = [text for text, vector in context if vector is None]
    made = iter(await embeddings.aembed_documents([query, *missing]))
    vectors = [next(made), *(v if v is not None else next(made) for _, v in context)]
    mean = np.average(np.asarray(vectors, np.float32), axis=0, weights=weights)
    norm = float(np.linalg.norm(mean))
    hits = await search_memories(store, user, agent, vector_query(mean), limit=limit, now=now,
                                 model=model)
    # The store's score is the cosine to the mean vector: × its norm = the mean cosine.
    return [(m, s * norm) for m, s in hits if s is not None]


async def _dense_per_text(
    store: BaseStore, user: str, agent: str, query: str, context: list[LiveMessage],
    weights: list[float], limit: int, now: datetime | None,
) -> list[tuple[MemoryItem, float]]:
    """The same mean from one search per text (a store with other embeddings)."""
    texts = [query, *(text for text, _ in context)]
    found = await asyncio.gather(*(search_memories(store, user, agent, t, limit=limit, now=now)
                                   for t in texts))
    items = {m.id: m for hits in found for m, _ in hits}
    cosine = dict.fromkeys(items, 0.0)
    for hits, weight in zip(found, weights, strict=True):
        scores = {m.id: s for m, s in hits if s is not None}
        floor = min(scores.values(), default=0.0)  # not in this list: at most its last
        for key in items:
            cosine[key] += weight * scores.get(key, floor)
    return [(items[k], v / sum(weights)) for k, v in cosine.items()]
