"""Long-term memories for a turn: the message and its live context, dense and lexical.

A follow-up ("what should I wear?") means little alone. The user's previous messages of
a live conversation (a few minutes old) are searched too — their vectors are cached
from their own turns, so this costs store look-ups, not embeddings — and each memory's
cosine is the weighted mean over the searches. BM25 over the candidates' text (CJK
bigrams) is fused in: names and rare words are what embeddings blur.
"""

from __future__ import annotations

import asyncio
from datetime import datetime

from langgraph.store.base import BaseStore

from memory.bm25 import BM25Index, tokenize
from memory.fusion import min_max, weighted_fusion
from memory.memories import search_memories
from memory.records import MemoryItem
from memory.scoring import calibrated

CONTEXT_WEIGHT = 0.5
"""Weight of each earlier message relative to the current one (1.0)."""
LEXICAL_WEIGHT = 0.3


async def search_memories_in_context(
    store: BaseStore, user: str, agent: str, query: str, *, context: list[str],
    limit: int, now: datetime | None = None,
) -> list[tuple[MemoryItem, float | None]]:
    """Memories ranked by relevance in [0, 1], returned as their similarity.

    Relevance = 0.7 × calibrated cosine + 0.3 × BM25 scaled to the best candidate.
    """
    texts = [query, *context]
    weights = [1.0, *([CONTEXT_WEIGHT] * len(context))]
    found = await asyncio.gather(*(search_memories(store, user, agent, t, limit=2 * limit,
                                                   now=now) for t in texts))
    items = {m.id: m for hits in found for m, _ in hits}
    if not items:
        return []
    cosine = dict.fromkeys(items, 0.0)
    for hits, weight in zip(found, weights, strict=True):
        scores = {m.id: s for m, s in hits if s is not None}
        floor = min(scores.values(), default=0.0)  # not in this list: at most its last
        for key in items:
            cosine[key] += weight * scores.get(key, floor)
    total = sum(weights)
    dense = {k: calibrated(v / total) for k, v in cosine.items()}
    lexical: BM25Index[str] = BM25Index()
    for key, memory in items.items():
        lexical.add(key, tokenize(memory.content))
    terms = [t for text, w in zip(texts, weights, strict=True)
             for t in tokenize(text) * (2 if w == 1.0 else 1)]
    fused = weighted_fusion([dense, min_max(lexical.scores(terms), floor=0.0)],
                            [1 - LEXICAL_WEIGHT, LEXICAL_WEIGHT])
    ranked = sorted(items, key=lambda k: -fused.get(k, 0.0))[:limit]
    return [(items[k], round(fused.get(k, 0.0), 4)) for k in ranked]
