"""A turn prefetches the vectors of the notes it will write, not of notes kept word for word.

graph/memory_model.py `prefetch_rule_notes` and memory/long_term/memories.py `kept_as_said`: an
upsert of a note whose exact memory is kept (not archived) touches it and searches nothing,
so its vector is never asked for; every other note is prefetched as before.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import pytest
from langgraph.store.memory import InMemoryStore

from strata_layered.graph import memory_model
from strata_layered.graph.context import Context
from strata_layered.memory import namespaces as ns
from strata_layered.memory.long_term.memories import (
    kept_as_said,
    memory_key,
    put_memory,
    upsert_memory,
)
from strata_layered.memory.store.records import MemorySource
from strata_layered.memory.text.text import normalize_memory_content
from strata_layered.memory.writing.extraction import ExtractedMemory

NOW = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)
SOURCE = MemorySource(conversation="c1", message_id="m1")


class Embedder:
    """Deterministic vectors; remembers every text the store's index asked for."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def __call__(self, texts: Sequence[str]) -> list[list[float]]:
        self.asked += texts
        return [[b / 255 - 0.5 for b in hashlib.sha512(t.encode()).digest()] for t in texts]


def _store() -> tuple[InMemoryStore, Embedder]:
    embed = Embedder()
    return InMemoryStore(index={"dims": 64, "embed": embed, "fields": ["content"]}), embed


def _fact(text: str) -> ExtractedMemory:
    return ExtractedMemory(memory_type="preference", content=text, importance=3,
                           confidence=0.9, explicit=True)


async def _kept(store: InMemoryStore, *texts: str) -> None:
    for text in texts:
        await upsert_memory(store, "ann", "bot", _fact(text), source=SOURCE, now=NOW)


def test_only_notes_kept_word_for_word_are_left_out() -> None:
    async def run() -> set[str]:
        store, _ = _store()
        await _kept(store, "loves chess on weekends", "prefers green tea in the morning",
                    "is allergic to kimchi")
        key = memory_key("ann", "bot", normalize_memory_content("is allergic to kimchi"))
        archived = await store.aget(ns.memories("ann", "bot"), key)
        assert archived is not None
        await store.aput(ns.memories("ann", "bot"), key,
                         archived.value | {"status": "archived"}, index=False)
        return await kept_as_said(store, "ann", "bot", [
            "loves chess on weekends",            # kept as said: left out
            "Loves chess on weekends.",           # the same normalized text: left out
            "prefers green tea in the evening",   # another text: prefetched
            "is allergic to kimchi",              # kept but archived: searched, prefetched
            "loves painting on weekends",         # never kept: prefetched
        ])

    assert asyncio.run(run()) == {"loves chess on weekends", "Loves chess on weekends."}


def test_a_note_left_out_is_never_embedded_by_its_write() -> None:
    """What `kept_as_said` leaves out, the upsert touches without embedding anything."""
    async def run() -> tuple[set[str], list[str], str]:
        store, embed = _store()
        await _kept(store, "loves chess on weekends")
        kept = await kept_as_said(store, "ann", "bot", ["loves chess on weekends"])
        embed.asked.clear()
        result = await upsert_memory(store, "ann", "bot", _fact("loves chess on weekends"),
                                     source=SOURCE, now=NOW)
        return kept, embed.asked, result.action

    kept, asked, action = asyncio.run(run())
    assert kept == {"loves chess on weekends"}
    assert (asked, action) == ([], "updated")


def test_an_edited_memory_under_the_key_does_not_count() -> None:
    """A memory edited since keeps its key; the note's words are then not what is kept."""
    async def run() -> set[str]:
        store, _ = _store()
        result = await upsert_memory(store, "ann", "bot", _fact("loves chess on weekends"),
                                     source=SOURCE, now=NOW)
        edited = result.memory
        edited.content = edited.normalized = "loves go on weekends"
        await put_memory(store, edited)
        return await kept_as_said(store, "ann", "bot", ["loves chess on weekends"])

    assert asyncio.run(run()) == set()


def test_the_turn_prefetches_the_new_note_and_not_the_kept_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    started: list[str] = []
    monkeypatch.setattr(memory_model, "prefetch_embedding",
                        lambda _spec, text: started.append(text))

    ann = Context(user_id="ann", agent_id="bot")

    async def run() -> None:
        store, _ = _store()
        await memory_model.prefetch_rule_notes(ann, store, "I love chess on weekends.")
        assert started, "the rules propose a note for this message"
        note = started[-1]
        await _kept(store, note)
        started.clear()
        await memory_model.prefetch_rule_notes(ann, store, "I love chess on weekends.")
        assert started == []
        await memory_model.prefetch_rule_notes(ann, store, "I love hiking on weekends.")
        assert started and "hiking" in started[-1]

    asyncio.run(run())


def test_a_failing_store_prefetches_every_note(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[str] = []
    monkeypatch.setattr(memory_model, "prefetch_embedding",
                        lambda _spec, text: started.append(text))

    class Broken(InMemoryStore):
        async def abatch(self, ops: Any) -> Any:  # noqa: D102
            raise OSError("disk gone")

    asyncio.run(memory_model.prefetch_rule_notes(Context(), Broken(),
                                                 "I love chess on weekends."))
    assert started
