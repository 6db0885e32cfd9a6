"""Index terms stored with each history row: a scope loads without tokenising its messages."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from strata_layered.memory.history.index import HistoryIndex
from strata_layered.memory.history.rows import SqliteRows
from strata_layered.memory.history.scope import (
    TERMS_FORM,
    HistoryEntry,
    Scope,
    stored_terms,
    terms_from,
)
from strata_layered.memory.text.bm25 import tokenize

T0 = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)
TEXTS = ["我家的猫叫团子", "Mara walked to the lake", "团子不爱吃东西", "green tea at night"]
NAMES = {"user": "lin", "assistant": "bot"}


def _entries() -> list[HistoryEntry]:
    return [HistoryEntry(conversation="c", seq=i, message_id=f"m{i}",
                         role="user" if i % 2 else "assistant",
                         created_at=T0 + timedelta(minutes=i), content=t)
            for i, t in enumerate(TEXTS, start=1)]


def test_stored_terms_are_the_tokens_of_the_indexed_text() -> None:
    stored = stored_terms(NAMES, "user", "团子不爱吃东西")
    assert stored.startswith(TERMS_FORM + "\n")
    assert terms_from(stored) == tokenize("lin: 团子不爱吃东西")
    assert terms_from(None) is None
    assert terms_from("terms-v0\n团子") is None  # another form: tokenised again


def test_a_scope_from_stored_terms_searches_as_one_tokenised_again() -> None:
    rows = SqliteRows()
    rows.insert("lin", "bot", [(e.conversation, e.seq, e.message_id, e.role,
                                e.created_at.isoformat(), e.content, None, None)
                               for e in _entries()])
    loaded, _, _ = rows.load("lin", "bot", None)
    assert all(terms_from(r[9]) is not None for r in loaded)
    with_terms = Scope.from_rows(NAMES, loaded)
    # Rows without terms (an older file) or with another form are tokenised on load.
    without = Scope.from_rows(NAMES, [(*r[:9], None) for r in loaded])
    other = Scope.from_rows(NAMES, [(*r[:9], "terms-v0\nnothing") for r in loaded])
    query = tokenize("团子 吃 lake")
    want = without.bm25.search(query, 4)
    assert want and with_terms.bm25.search(query, 4) == want == other.bm25.search(query, 4)
    assert with_terms.postings == without.postings
    index = HistoryIndex(rows)
    assert [e.message_id for e, _ in index.lexical("lin", "bot", query, limit=1)] == ["m3"]
