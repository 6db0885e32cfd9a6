"""Re-embedding after the embeddings changed (seed 001's embedding_model / embedded_at).

Every vector notes the model that made it; searches compare only vectors of the current
model, so until this has run a record made by another one is not found by similarity
(it is never mixed in), and turns and searches are refused (graph/embedding_stamp.py).
`reindex` makes them again with the current model: memories and topics in the store,
every message of the history index, every document's index; then it notes the model.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from strata_layered.graph.embedding_stamp import stamp_embeddings
from strata_layered.graph.indexing import embed_pending
from strata_layered.graph.ingest import rebuild_index
from strata_layered.graph.passages import load_passage_embedder
from strata_layered.memory import namespaces as ns
from strata_layered.memory.documents.store import list_documents
from strata_layered.memory.history.index import index_for
from strata_layered.memory.store.records import MemoryItem, TopicRecord, dump, load, made_by

Progress = Callable[[str, int, int], None]
"""(stage, done, total): stages `memories`, `topics`, `messages`, `documents`."""
PAGE = 500


@dataclass
class Reindexed:
    """How many records of each kind were made again."""

    counts: dict[str, int] = field(default_factory=dict)


async def scopes(store: Any) -> list[tuple[str, str]]:
    """Every (user, agent) with records in the store."""
    found: set[tuple[str, str]] = set()
    offset = 0
    while True:
        page = await store.alist_namespaces(prefix=(ns.ROOT,), max_depth=3, limit=PAGE,
                                            offset=offset)
        for namespace in page:
            if len(namespace) >= 3 and namespace[2] != "agents":
                found.add((ns.decode_label(namespace[1]), ns.decode_label(namespace[2])))
        if len(page) < PAGE:
            return sorted(found)
        offset += PAGE


async def _items(store: Any, namespace: tuple[str, ...]) -> list[Any]:
    out, offset = [], 0
    while True:
        page = await store.asearch(namespace, limit=PAGE, offset=offset)
        out.extend(page)
        if len(page) < PAGE:
            return out
        offset += PAGE


async def reindex(store: Any, model: str, progress: Progress | None = None) -> Reindexed:
    """Make every vector not made by `model` again with it."""
    done = Reindexed()
    report = progress or (lambda stage, n, total: None)
    for user, agent in await scopes(store):
        for stage, namespace in (("memories", ns.memories(user, agent)),
                                 ("topics", ns.topics(user, agent))):
            kind: type[MemoryItem] | type[TopicRecord] = (
                MemoryItem if stage == "memories" else TopicRecord)
            stale = [(i.key, r) for i in await _items(store, namespace)
                     if (r := load(kind, i.value)) is not None
                     and not made_by(r.embedding_model, model)]
            for n, (key, record) in enumerate(stale, start=1):
                record.embedding_model = model
                await store.aput(namespace, key, dump(record))  # indexed: embedded anew
                report(stage, n, len(stale))
            done.counts[stage] = done.counts.get(stage, 0) + len(stale)
        index, total = index_for(store), 0
        while batch := embed_pending(index, user, agent, model):
            total += batch
            report("messages", total, total + len(index.pending(user, agent, model, 1)))
        done.counts["messages"] = done.counts.get("messages", 0) + total
        embedder = load_passage_embedder(model)
        stale_docs = [r for r in await list_documents(store, user, agent)
                      if r.status == "ready" and r.embedding_model != embedder.name]
        for n, document in enumerate(stale_docs, start=1):
            await rebuild_index(store, user, agent, document, embedder)
            report("documents", n, len(stale_docs))
        done.counts["documents"] = done.counts.get("documents", 0) + len(stale_docs)
    await stamp_embeddings(store, model)  # only now: an interrupted run is refused again
    return done
