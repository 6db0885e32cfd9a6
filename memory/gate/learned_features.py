"""The learned gate's features: hashed n-grams of the turn and the rules' verdict as tokens.

Two layouts of the same tokens (memory/gate/learned.py reads both):
- `joint` (2, the shared head's): the message's n-grams (CJK characters 1–3, English words
  1–2), the previous turn's (characters 1–2, words 1) and the rule tokens counted together
  and l2-normalised as one block, so a long partner turn or message dilutes every token of
  the rules' verdict;
- `split` (3) [beyond]: the message's n-grams and the previous turn's each l2-normalised on
  their own, and each rule token a flat 1.0: the rules' verdict weighs the same in a short
  turn and a long one. Out of sample (folds by person over the zh `train` + `dev` rows, round
  zhgate40) a zh head with them ranked zh turns better, not by enough to ship
  (docs/learned-gate.md).
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence

import numpy as np

from strata_layered.memory.gate.judgement import Judgement

BUCKETS = 1 << 16
"""Hashed n-gram buckets (message and previous turn share them, prefixed apart)."""
JOINT, SPLIT = 2, 3
"""Feature layouts: the numbers the weights file records."""
LAYOUTS = (JOINT, SPLIT)

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
_WORD = re.compile(r"[a-z0-9']+")


def ngrams(text: str, tag: str, cjk_n: int, word_n: int) -> list[str]:
    """Hashed-feature tokens: CJK character n-grams and English word n-grams, tagged."""
    low = text.lower()
    out = []
    for run in _CJK.findall(low):
        for n in range(1, cjk_n + 1):
            out += [f"{tag}c{n}:{run[i:i + n]}" for i in range(len(run) - n + 1)]
    words = _WORD.findall(low)
    for n in range(1, word_n + 1):
        out += [f"{tag}w{n}:{' '.join(words[i:i + n])}" for i in range(len(words) - n + 1)]
    return out


def rule_tokens(rules: Judgement | None) -> list[str]:
    """The rules' keyword fallback as features: its verdict, category, stability, facts."""
    if rules is None:
        return []
    return [f"r:keep:{rules.should_extract}", f"r:cat:{rules.category}",
            f"r:stab:{rules.stability}", f"r:facts:{min(len(rules.candidate_facts), 3)}"]


def _counted(grams: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """Bucket indices and their counts."""
    buckets = np.fromiter((zlib.crc32(g.encode()) % BUCKETS for g in grams), dtype=np.int64,
                          count=len(grams))
    index, counts = np.unique(buckets, return_counts=True)
    return index, counts.astype(np.float32)


def blocks(text: str, previous: str = "") -> tuple[list[str], list[str]]:
    """The message's n-grams and the previous turn's (its first 200 characters)."""
    return ngrams(text, "m", 3, 2), ngrams(previous[:200], "p", 2, 1)


def hashed_ngrams(text: str, previous: str = "", extra: Sequence[str] = (),
                  read: tuple[list[str], list[str]] | None = None
                  ) -> tuple[np.ndarray, np.ndarray]:
    """Layout `joint`: bucket indices and values (l2-normalised counts) of every token.

    `read`: the turn's `blocks`, when already made.
    """
    message, before = read or blocks(text, previous)
    grams = message + before + list(extra)
    if not grams:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
    index, values = _counted(grams)
    return index, values / np.float32(np.linalg.norm(values))


def split_ngrams(text: str, previous: str = "", extra: Sequence[str] = (),
                 read: tuple[list[str], list[str]] | None = None
                 ) -> tuple[np.ndarray, np.ndarray]:
    """Layout `split`: the message's and the previous turn's n-grams normalised apart.

    Each token of `extra` (the rules' verdict) counts 1.0; buckets two blocks share add up.
    """
    parts = []
    for grams in read or blocks(text, previous):
        if grams:
            index, values = _counted(grams)
            parts.append((index, values / np.float32(np.linalg.norm(values))))
    if extra:
        index, values = _counted(list(extra))
        parts.append((index, values))
    if not parts:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float32)
    every = np.concatenate([i for i, _ in parts])
    index, where = np.unique(every, return_inverse=True)
    values = np.zeros(len(index), dtype=np.float32)
    np.add.at(values, where, np.concatenate([v for _, v in parts]))
    return index, values


def features(layout: int, text: str, previous: str = "", extra: Sequence[str] = (),
             read: tuple[list[str], list[str]] | None = None
             ) -> tuple[np.ndarray, np.ndarray]:
    """The hashed part of a turn's features in `layout` (`read`: its `blocks`, if made)."""
    if layout == SPLIT:
        return split_ngrams(text, previous, extra, read)
    return hashed_ngrams(text, previous, extra, read)
