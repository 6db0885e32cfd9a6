"""BM25's cached term columns: the ranking of the per-posting scores, kept current."""

from __future__ import annotations

import heapq
import random
from datetime import UTC, datetime, timedelta
from operator import itemgetter

from strata_layered.memory.history.index import HistoryIndex
from strata_layered.memory.history.rows import SqliteRows
from strata_layered.memory.history.scope import HistoryEntry
from strata_layered.memory.text.bm25 import BM25Index, tokenize

T0 = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)
WORDS = ["哈哈", "好的", "谢谢你", "green tea", "hiking", "火锅", "今天天气真好", "tea",
         "杭州", "I love hiking on weekends", "ok", "我喜欢火锅"]


def _reference(index: BM25Index[int], query: list[str], k: int) -> list[tuple[int, float]]:
    """What search returned before the columns: every score, then heapq's k largest."""
    return heapq.nlargest(k, index.scores(query).items(), key=itemgetter(1))


def test_search_gives_the_scores_floats_and_their_tie_order_as_documents_come_and_go() -> None:
    rng = random.Random(5)
    index: BM25Index[int] = BM25Index(columned=True)
    queries = [tokenize(q) for q in ("好的 火锅", "hiking tea", "今天 哈哈 tea", "杭州火锅",
                                     "nothing here", "tea tea green")]
    for step in range(600):
        # Many documents repeat one text: equal scores, whose order is the first-met one.
        index.add(rng.randrange(300), tokenize(" ".join(rng.sample(WORDS, rng.randint(1, 3)))))
        if step % 7 == 0:
            index.remove(rng.randrange(300))  # a forgotten document leaves its terms' columns
        if step % 5 == 0:
            query = rng.choice(queries)
            for k in (1, 10, 40, 1000):
                assert index.search(query, k) == _reference(index, query, k)
    assert index.search(queries[0], 0) == [] == BM25Index[int](columned=True).search(
        queries[0], 5)


def test_a_document_added_after_a_search_is_found_by_the_next() -> None:
    index: BM25Index[str] = BM25Index(columned=True)
    index.add("a", tokenize("我喜欢火锅"))
    assert [d for d, _ in index.search(tokenize("火锅"), 5)] == ["a"]
    index.add("b", tokenize("火锅火锅 tonight"))  # a new turn extends the cached column
    assert [d for d, _ in index.search(tokenize("火锅"), 5)] == ["b", "a"]
    index.add("b", tokenize("green tea"))  # re-added with other words: replaced
    assert [d for d, _ in index.search(tokenize("火锅"), 5)] == ["a"]
    assert [d for d, _ in index.search(tokenize("tea"), 5)] == ["b"]
    index.remove("a")
    assert index.search(tokenize("火锅"), 5) == []
    assert index.columns.keys() == index.postings.keys()


def _entry(seq: int, text: str) -> HistoryEntry:
    return HistoryEntry(conversation="c", seq=seq, message_id=f"m{seq}", role="user",
                        created_at=T0 + timedelta(minutes=seq), content=text)


def test_history_recall_by_words_follows_new_and_forgotten_messages() -> None:
    index = HistoryIndex(SqliteRows())
    index.add("lin", "bot", [_entry(1, "团子不爱吃东西"), _entry(2, "green tea at night")])
    query = tokenize("团子吃什么")
    assert [e.message_id for e, _ in index.lexical("lin", "bot", query, limit=5)] == ["m1"]
    index.add("lin", "bot", [_entry(3, "团子今天吃了好多")])
    found = [e.message_id for e, _ in index.lexical("lin", "bot", query, limit=5)]
    assert sorted(found) == ["m1", "m3"]
    index.forget_messages("lin", "bot", ["m1"])
    assert [e.message_id for e, _ in index.lexical("lin", "bot", query, limit=5)] == ["m3"]
    index.forget("lin")
    assert index.lexical("lin", "bot", query, limit=5) == []
