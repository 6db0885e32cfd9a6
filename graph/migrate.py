"""Moving a data folder into PostgreSQL (`strata migrate --to URL`), then checking the copy.

Every layer is copied from one open backend to another: the store's items (memories and
topics embedded again by the target store; the rest as they are), each conversation's
latest checkpoint, the history index with its vectors, the documents' vector indexes and
the counters. `verify` then compares counts of every kind and a sample of contents.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.store.base import PutOp

from strata_layered.graph.backends.base import Backend
from strata_layered.graph.reindex import scopes
from strata_layered.memory import namespaces as ns
from strata_layered.memory.documents.store import list_documents
from strata_layered.memory.documents.vector_index import home_for
from strata_layered.memory.history.index import index_for
from strata_layered.memory.store.coordination import coordination_for

Progress = Callable[[str, int, int], None]
"""(stage, done, total): `items`, `checkpoints`, `messages`, `documents`, `counters`."""
PAGE = 500
EMBEDDED_KINDS = ("memories", "topics")
"""Namespaces the store indexes by content; everything else is put without a vector."""


@dataclass
class Copied:
    """Counts of each kind, in the source and in the target."""

    source: dict[str, int] = field(default_factory=dict)
    target: dict[str, int] = field(default_factory=dict)
    sampled: int = 0
    mismatches: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Every count equal and every sampled record identical."""
        return self.source == self.target and not self.mismatches


async def _namespaces(store: Any) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    while True:
        page = await store.alist_namespaces(prefix=(ns.ROOT,), limit=PAGE, offset=len(out))
        out.extend(tuple(n) for n in page)
        if len(page) < PAGE:
            return out


async def _items(store: Any, namespace: tuple[str, ...]) -> list[Any]:
    out: list[Any] = []
    while True:
        page = await store.asearch(namespace, limit=PAGE, offset=len(out))
        out.extend(i for i in page if tuple(i.namespace) == namespace)
        if len(page) < PAGE:
            return out


async def _threads(saver: Any) -> list[str]:
    return sorted({c.config["configurable"]["thread_id"] async for c in saver.alist(None)})


async def migrate(source: Backend, target: Backend, progress: Progress | None = None) -> None:
    """Copy every layer of `source` into `target`."""
    report = progress or (lambda stage, n, total: None)
    spaces = await _namespaces(source.store)
    for n, namespace in enumerate(spaces, start=1):
        embedded = len(namespace) > 3 and namespace[3] in EMBEDDED_KINDS
        items = await _items(source.store, namespace)
        for start in range(0, len(items), PAGE):
            await target.store.abatch([PutOp(namespace, i.key, i.value,
                                             index=None if embedded else False)
                                       for i in items[start:start + PAGE]])
        report("items", n, len(spaces))
    threads = await _threads(source.checkpointer)
    for n, thread in enumerate(threads, start=1):
        latest = await source.checkpointer.aget_tuple({"configurable": {"thread_id": thread}})
        if latest is not None:
            config: RunnableConfig = {"configurable": {"thread_id": thread, "checkpoint_ns": ""}}
            await target.checkpointer.aput(config, latest.checkpoint, latest.metadata,
                                           latest.checkpoint["channel_versions"])
        report("checkpoints", n, len(threads))
    rows_from, rows_to = index_for(source.store).rows, index_for(target.store).rows
    pairs = rows_from.scopes()
    for n, (user, agent) in enumerate(pairs, start=1):
        rows, _, _ = rows_from.load(user, agent, None)
        ids = rows_to.insert(user, agent, [r[1:8] + (None,) for r in rows])
        rows_to.set_vectors(user, agent, [(i, r[7], r[8]) for i, r in zip(ids, rows, strict=True)
                                          if i is not None and r[7] and r[8] is not None])
        report("messages", n, len(pairs))
    await _copy_documents(source, target, report)
    counters = await coordination_for(source.store).snapshot()
    into = coordination_for(target.store)
    current = await into.values(counters)
    for n, (key, value) in enumerate(sorted(counters.items()), start=1):
        if value > current[key]:
            await into.add(key, value - current[key])
        report("counters", n, len(counters))


async def _copy_documents(source: Backend, target: Backend, report: Progress) -> None:
    pairs = await scopes(source.store)
    home_from, home_to = home_for(source.store), home_for(target.store)
    for n, (user, agent) in enumerate(pairs, start=1):
        for record in await list_documents(source.store, user, agent):
            index = home_from.load(user, record.id)
            if index is not None:
                home_to.save(user, record.id, index)
        report("documents", n, len(pairs))


async def _census(backend: Backend) -> dict[str, int]:
    counts: dict[str, int] = {}
    for namespace in await _namespaces(backend.store):
        kind = namespace[3] if len(namespace) > 3 else namespace[2]
        counts[f"items:{kind}"] = counts.get(f"items:{kind}", 0) + len(
            await _items(backend.store, namespace))
    counts["threads"] = len(await _threads(backend.checkpointer))
    rows = index_for(backend.store).rows
    counts["messages indexed"] = sum(len(rows.load(u, a, None)[0]) for u, a in rows.scopes())
    counts["counters"] = len(await coordination_for(backend.store).snapshot())
    return counts


async def verify(source: Backend, target: Backend, *, sample: int = 50,
                 seed: int = 7) -> Copied:
    """Counts of every kind on both sides, and `sample` records compared in full."""
    checked = Copied(await _census(source), await _census(target))
    everything = [(n, i) for n in await _namespaces(source.store)
                  for i in await _items(source.store, n)]
    for namespace, item in random.Random(seed).sample(everything, min(sample, len(everything))):
        copy = await target.store.aget(namespace, item.key)
        if copy is None or copy.value != item.value:
            checked.mismatches.append(f"{'/'.join(namespace)} {item.key}")
        checked.sampled += 1
    for thread in (await _threads(source.checkpointer))[:sample]:
        config: RunnableConfig = {"configurable": {"thread_id": thread}}
        ours, theirs = (await source.checkpointer.aget_tuple(config),
                        await target.checkpointer.aget_tuple(config))
        if theirs is None or ours is None or (
                ours.checkpoint["channel_values"] != theirs.checkpoint["channel_values"]):
            checked.mismatches.append(f"checkpoint of thread {thread}")
    return checked
