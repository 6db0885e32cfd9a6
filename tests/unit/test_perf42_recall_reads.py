"""Round perf42: readings of recalled messages and of memories not made in vain.

Recall reads a message for chatter only while its list still has room. At 10,000 earlier
turns a search fuses up to ~420 candidates for 160 places; every one was read by the
chatter rows (memory/topics/chatter.py), ~0.5 ms a text the first time a process sees it,
and the reading of those past the 160th was never used. A memory's BM25 terms are made
once per text, not once per turn it is a candidate.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from strata_layered.graph.context import Context
from strata_layered.graph.retrieval import history, memories
from strata_layered.memory.context.fusion import min_max, weighted_fusion
from strata_layered.memory.context.scoring import calibrated
from strata_layered.memory.history.index import HistoryEntry, HistoryIndex
from strata_layered.memory.store.records import MemoryItem
from strata_layered.memory.text.bm25 import BM25Index, tokenize

T0 = datetime(2024, 1, 1, 9, tzinfo=UTC)
SAID = ["I went hiking at Mount Tam with my sister", "Thanks!", "Sounds fun!",
        "We went hiking again on Sunday", "ok", "Hiking made my knees hurt"]


def _index() -> HistoryIndex:
    index = HistoryIndex()
    entries = [HistoryEntry(conversation=f"c{i // 6}", seq=i % 6, message_id=f"m{i}",
                            role="user" if i % 2 == 0 else "assistant",
                            created_at=T0 + timedelta(minutes=i),
                            content=f"{SAID[i % len(SAID)]} ({i})")
               for i in range(60)]
    index.add("u", "a", entries)
    return index


def _words(index: HistoryIndex) -> tuple[list[tuple[HistoryEntry, float]], list[HistoryEntry]]:
    return index.lexical("u", "a", tokenize("hiking trips"), limit=200), []


def _eager(index: HistoryIndex, ctx: Context, limit: int) -> list[str]:
    """What the search kept before: every candidate read, then the first `limit` kept."""
    found = history._search(index, ctx, "hiking trips", [0.0] * 4, T0, set(), 10_000,
                            _words(index))
    return [r.entry.message_id for r in found][:limit]


@pytest.mark.parametrize("limit", [1, 3, 7])
def test_the_chatter_reading_stops_once_the_list_is_full(
        limit: int, monkeypatch: pytest.MonkeyPatch) -> None:
    index, ctx = _index(), Context(user_id="u", agent_id="a")
    want = _eager(index, ctx, limit)
    read: list[str] = []

    def says_nothing(content: str) -> bool:
        read.append(content)
        return history.says_nothing_to_recall(content)

    monkeypatch.setattr(history, "says_nothing", says_nothing)
    words = _words(index)
    got = history._search(index, ctx, "hiking trips", [0.0] * 4, T0, set(), limit, words)
    assert [r.entry.message_id for r in got] == want  # the same messages, in the same order
    assert len(got) == limit
    # read up to the last one kept, and not one further
    assert read[-1].endswith(f"({want[-1][1:]})")
    assert len(read) == len(set(read)) < len(words[0])


def _memory(key: str, content: str) -> MemoryItem:
    return MemoryItem(id=key, user="u", agent="default", memory_type="fact", content=content,
                      normalized=content.lower(), confidence=0.9, importance=3,
                      subject="user", created_at=T0, updated_at=T0)


def test_the_memories_words_are_read_once_per_text_over_turns(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The same memories are candidates turn after turn: their BM25 terms were made anew
    # each time (67 tokenizations a turn at 1,000 earlier turns).
    cosine = [(_memory(f"k{i}", text), 0.5 + i / 20) for i, text in enumerate(
        ["I live in Hangzhou with my cat", "我家养了一只橘猫，叫咪咪", "My sister is a nurse",
         "I prefer green tea in the morning", "我在银行上班"])]
    terms = tokenize("我的猫叫什么? my cat's name")
    # what the fusion gave with every memory tokenized anew
    lexical: BM25Index[str] = BM25Index()
    for m, _ in cosine:
        lexical.add(m.id, tokenize(m.content))
    fused = weighted_fusion([{m.id: calibrated(s) for m, s in cosine},
                             min_max(lexical.scores(terms), floor=0.0)],
                            [1 - memories.LEXICAL_WEIGHT, memories.LEXICAL_WEIGHT])
    want = [(k, round(v, 4)) for k, v in sorted(fused.items(), key=lambda kv: -kv[1])][:4]
    memories._terms.cache_clear()
    read: list[str] = []

    def counting(text: str) -> list[str]:
        read.append(text)
        return tokenize(text)

    monkeypatch.setattr(memories, "tokenize", counting)
    for _ in range(3):
        got = memories.fuse_lexical(cosine, terms, limit=4)
        assert [(m.id, s) for m, s in got] == want
    assert sorted(read) == sorted(m.content for m, _ in cosine)  # once each, over 3 turns
