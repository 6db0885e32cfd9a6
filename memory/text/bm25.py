"""BM25 with Chinese-aware tokens: CJK character bigrams plus Latin words, no dictionary.

Chinese has no spaces, and a segmenter such as jieba costs a second of dictionary load.
Overlapping character bigrams (plus single characters for one-character runs) match
the words a segmenter would find, and their misses only add low-weight noise. Latin
text is split into words, lowercased, stripped of a few English stop words and of
plural/verb suffixes so "paintings" finds "painting".
"""

from __future__ import annotations

import heapq
import math
import re
import unicodedata
from array import array
from collections import Counter
from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter
from typing import Generic, TypeVar

import numpy as np

K1 = 1.2
B = 0.75

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af"
_TOKEN = re.compile(rf"[{_CJK}]+|[a-z0-9]+(?:'[a-z]+)?")
_IS_CJK = re.compile(rf"[{_CJK}]")

# Function words that carry no topic; CJK ones are single characters kept out of unigrams.
EN_STOP = frozenset(
    "a an the and or but if of to in on at by for with from as is are was were be been being "
    "am do does did have has had i me my mine you your yours he him his she her hers it its we "
    "us our they them their this that these those there here so not no yes just very really "
    "can could would should will shall may might must what when where which who whom whose "
    "why how about into than then too also oh hey hi yeah ok okay s t".split()
)
ZH_STOP_CHARS = frozenset("的了是我你他她它们在和就都而及与着或一个也很"
                          "吗呢吧啊呀哦嗯这那有没不么什怎")

D = TypeVar("D", bound=Hashable)


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    """A light English stemmer: plural, then common verb endings.

    Memoised: words repeat, and loading a user's history for recall stems every message
    (a third of the time of tokenize on 1,000 LoCoMo messages).
    """
    if word.endswith("'s"):
        word = word[:-2]
    if len(word) > 4 and word.endswith("ies"):
        word = word[:-3] + "y"
    elif len(word) > 3 and word.endswith("es") and word[-3] in "sxz":
        word = word[:-2]
    elif len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    if len(word) > 5 and word.endswith("ing"):
        return word[:-3]
    if len(word) > 4 and word.endswith("ied"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith("ed") and not word.endswith("eed"):
        return word[:-2]
    return word


def tokenize(text: str) -> list[str]:
    """Index terms of a text: CJK bigrams and content characters, and Latin words.

    Single characters let a one-character word (猫, 车) match inside longer runs;
    BM25's idf keeps the frequent ones cheap.
    """
    norm = unicodedata.normalize("NFKC", text).lower()
    out: list[str] = []
    for run in _TOKEN.findall(norm):
        if _IS_CJK.match(run):
            out.extend(run[i : i + 2] for i in range(len(run) - 1))
            out.extend(ch for ch in run if ch not in ZH_STOP_CHARS)
        elif run not in EN_STOP:
            out.append(_stem(run))
    return out


COLUMN_BYTES, SLOT_BYTES, TERM_COLUMN_BYTES = 8, 80, 130
"""What the columns hold besides `slot_lengths`: per posting (a slot and a frequency, int32
each), per document (its slot), per term (two arrays). Fitted with tracemalloc on 1,000 to
10,000 messages of `bench turn`'s history: 101% of the growth they brought at 10,000, 79% at
1,000."""


@dataclass
class BM25Index(Generic[D]):
    """An in-memory inverted index scored with Okapi BM25 (k1 = 1.2, b = 0.75)."""

    postings: dict[str, dict[D, int]] = field(default_factory=dict)
    lengths: dict[D, int] = field(default_factory=dict)
    terms: dict[D, tuple[str, ...]] = field(default_factory=dict)
    total_length: int = 0
    columned: bool = False
    """Keep `columns` (the history index's scopes): an index built for one query, a few
    dozen documents, scores faster without them (building them doubled its cost)."""
    slots: dict[D, int] = field(default_factory=dict)
    """Each document ever added → its place in `docs` and `slot_lengths` (kept on remove)."""
    docs: list[D] = field(default_factory=list)
    slot_lengths: np.ndarray = field(default_factory=lambda: np.zeros(0, np.float64))
    columns: dict[str, tuple[array[int], array[int]]] = field(default_factory=dict)
    """Each term's postings as (document slots, frequencies), in the postings' order, kept
    with them: `search` scores the history's 20,000 messages with a few array operations
    per query term instead of a Python step per posting."""

    def __len__(self) -> int:
        return len(self.lengths)

    def add(self, doc: D, tokens: Iterable[str]) -> None:
        """Index one document (re-adding a document replaces it)."""
        if doc in self.lengths:
            self.remove(doc)
        counts = Counter(tokens)
        postings = self.postings
        for term, tf in counts.items():
            docs = postings.get(term)  # not setdefault: it would build a dict every time
            if docs is None:
                postings[term] = {doc: tf}
            else:
                docs[doc] = tf  # a new key: appended (the columns follow that order)
        length = sum(counts.values())
        self.lengths[doc] = length
        self.terms[doc] = tuple(counts)
        self.total_length += length
        if self.columned:
            self._add_to_columns(doc, counts, length)

    def _add_to_columns(self, doc: D, counts: Counter[str], length: int) -> None:
        slot = self.slots.get(doc)
        if slot is None:
            slot = self.slots[doc] = len(self.docs)
            self.docs.append(doc)
            if slot == len(self.slot_lengths):  # grow by doubling: adds stay amortised O(1)
                self.slot_lengths = np.concatenate([self.slot_lengths,
                                                    np.zeros(max(16, slot), np.float64)])
        self.slot_lengths[slot] = length
        columns = self.columns
        for term, tf in counts.items():
            column = columns.get(term)
            if column is None:
                columns[term] = (array("i", (slot,)), array("i", (tf,)))
            else:
                column[0].append(slot)
                column[1].append(tf)

    def remove(self, doc: D) -> None:
        """Forget one document (no-op when absent)."""
        length = self.lengths.pop(doc, None)
        if length is None:
            return
        self.total_length -= length
        for term in self.terms.pop(doc, ()):
            docs = self.postings.get(term, {})
            docs.pop(doc, None)
            if not docs:
                self.postings.pop(term, None)
                self.columns.pop(term, None)
            elif self.columned:  # rare (a document replaced): the term's columns, in order
                self.columns[term] = (array("i", (self.slots[d] for d in docs)),
                                      array("i", docs.values()))

    def scores(self, query: Iterable[str]) -> dict[D, float]:
        """BM25 score of every document sharing a term with the query (repeats weigh more)."""
        n = len(self.lengths)
        if not n:
            return {}
        avg = self.total_length / n or 1.0
        base, per_length = K1 * (1 - B), K1 * B / avg
        lengths = self.lengths
        out: dict[D, float] = {}
        get = out.get
        for term, qtf in Counter(query).items():
            docs = self.postings.get(term)
            if not docs:
                continue
            weight = qtf * (K1 + 1) * math.log(1 + (n - len(docs) + 0.5) / (len(docs) + 0.5))
            for doc, tf in docs.items():
                out[doc] = get(doc, 0.0) + weight * tf / (tf + base + per_length * lengths[doc])
        return out

    def search(self, query: Iterable[str], k: int) -> list[tuple[D, float]]:
        """The k best documents, best first (ties in the order `scores` meets them).

        `heapq.nlargest(k, scores(query).items(), key=itemgetter(1))`; with `columned`, the
        same floats (each posting's share computed by the same operations in double
        precision, added per document in the query's term order) in the same order, from
        the terms' columns.
        """
        if not self.columned:
            return heapq.nlargest(k, self.scores(query).items(), key=itemgetter(1))
        n = len(self.lengths)
        if not n or k <= 0:
            return []
        avg = self.total_length / n or 1.0
        base, per_length = K1 * (1 - B), K1 * B / avg
        total = np.zeros(len(self.docs), np.float64)
        first = np.full(len(self.docs), -1, np.int64)  # when `scores` would meet each doc
        met = 0
        for term, qtf in Counter(query).items():
            docs = self.postings.get(term)
            if not docs:
                continue
            weight = qtf * (K1 + 1) * math.log(1 + (n - len(docs) + 0.5) / (len(docs) + 0.5))
            slots = np.frombuffer(self.columns[term][0], np.intc)
            tf = np.frombuffer(self.columns[term][1], np.intc)
            total[slots] += weight * tf / (tf + base + per_length * self.slot_lengths[slots])
            new = slots[first[slots] < 0]
            first[new] = np.arange(met, met + len(new))
            met += len(new)
        if not met:
            return []
        touched = np.flatnonzero(first >= 0)
        touched = touched[np.argsort(first[touched])]
        best = touched[np.argsort(-total[touched], kind="stable")[:k]]
        return [(self.docs[s], score) for s, score in zip(best.tolist(),
                                                          total[best].tolist(), strict=True)]

