"""An English topic named from everything said in it, not from its summary's latest points.

A topic's summary keeps its latest ~600 characters, so a name made from the summary alone
(naming.recurring_name) says what the last few messages said: LoCoMo conv-26's 40-message
topic on Caroline's transition and the people who stood by her was named "help support
others". Each point the summary is given counts its content words once, for the life of the
topic (`TopicRecord.point_words`); the name is the words at least two points said, weighted
by how rare they are among the user's other topics (a word every topic says names none
of them): count × (0.1 + ln((1 + topics) / (1 + topics saying it))). Praise and feelings
("love", "cool", "special") are no subject at all (name_rows.NAME_STOPWORDS_EN).

What was taken back leaves the counts (memory/forgetting/retraction.py drops its words), so a name
made from them says nothing deleted, disabled or superseded.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping

from strata_layered.memory.topics.name_rows import CAPTION, NAME_STOPWORDS_EN, WORD_EN

NAME_WORDS = 3
MIN_POINTS = 2
"""A word names the topic once at least this many of its points said it."""
RARITY_FLOOR = 0.1
"""A word every topic says still weighs this much per point (counts then break the tie)."""
MAX_WORDS = 300
"""Words a topic keeps counts of (the most said), bounded in size."""


def stem(word: str) -> str:
    """The word as routing's and forgetting's markers count it (forgetting.markers)."""
    word = word.lower().removesuffix("'s")
    return word[:-1] if len(word) > 4 and word.endswith("s") and not word.endswith("ss") \
        else word


def counted(counts: Mapping[str, int], points: Iterable[str]) -> dict[str, int]:
    """The counts with each point's content words added once (English points only)."""
    out = dict(counts)
    shown = {stem(w): w for w in out}
    for point in points:
        words = dict.fromkeys(w.lower() for w in WORD_EN.findall(CAPTION.sub(" ", point)))
        for word in words:
            if word in NAME_STOPWORDS_EN or len(word) <= 2 or "'" in word:
                continue
            key = shown.setdefault(stem(word), word)
            out[key] = out.get(key, 0) + 1
    if len(out) > MAX_WORDS:
        out = dict(sorted(out.items(), key=lambda p: -p[1])[:MAX_WORDS])
    return out


def without(counts: Mapping[str, int], gone: frozenset[str]) -> dict[str, int]:
    """The counts without the words whose stem was taken back."""
    return {w: n for w, n in counts.items() if stem(w) not in gone}


def whole_name(counts: Mapping[str, int], others: Mapping[str, int], topics: int) -> str:
    """The topic's name from its counts ("" when no word was said twice).

    `others`: for a stem, how many of the user's other `topics` said it (their markers).
    """
    def weight(word: str) -> float:
        return counts[word] * (RARITY_FLOOR
                               + math.log((1 + topics) / (1 + others.get(stem(word), 0))))
    order = list(counts)
    said = [w for w, n in counts.items() if n >= MIN_POINTS]
    best = sorted(said, key=lambda w: (-weight(w), order.index(w)))
    return " ".join(best[:NAME_WORDS])
