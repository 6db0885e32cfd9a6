"""What a take-back said, kept as salted hashes: enough to scrub a text, never to read it.

A take-back's note (memory/forgetting/take_back_notes.py) outlives the take-back for a while, and a
delete or a forget must leave no file saying the words. So the note keeps no phrase: each
is a keyed hash (BLAKE2b, a random salt per note) with its length, and each taken-back
clause the set of its markers' hashes (memory/topics/forgetting.py). A text is tested by
hashing its windows of those lengths, and its clauses' markers, with the same salt: the
scrubs of graph/thread_history.py (messages that say it, summary sentences and clauses
that say it) work alike. Nothing reads back out of them, but a guess can be tested: the
salt is stored beside them (any process must test texts with it; offline there is no key
to keep elsewhere), so a short phrase or a single marker (a city, a number, a Chinese
character pair) is found by trying a list. A note's protection is its short life, and
its salt goes with it (docs/privacy.md).
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Iterable
from dataclasses import dataclass

from strata_layered.memory.text.text import collapse_whitespace
from strata_layered.memory.topics.forgetting import Said, forget_clauses_where, markers, overlaps

_SENTENCE = re.compile(r"[^。！？!?；;\n]+?(?:[。！？!?；;\n]+|\.(?=\s|$)|$)")
"""A summary's sentences, as memory/forgetting/retraction.py cuts them."""
_SPACES = re.compile(r"\s+")


def new_salt() -> str:
    """A note's own salt: the same words hash apart in two notes."""
    return secrets.token_hex(16)


def digest(salt: str, text: str) -> str:
    """The keyed hash of a text (a phrase, or one marker)."""
    return hashlib.blake2b(text.encode(), key=bytes.fromhex(salt), digest_size=16).hexdigest()


@dataclass(frozen=True)
class Hashed:
    """A take-back's phrases and clauses, hashed with its salt."""

    salt: str
    phrases: dict[int, frozenset[str]]
    """Length of a phrase (whitespace collapsed) → the hashes of the phrases that long."""
    said: list[frozenset[str]]

    @classmethod
    def of(cls, salt: str, phrases: Iterable[str], said: Said) -> Hashed:
        """Hash what a scrub takes (memory/forgetting/take_back.py `Scrub`)."""
        by_length: dict[int, set[str]] = {}
        for phrase in phrases:
            if flat := collapse_whitespace(phrase):
                by_length.setdefault(len(flat), set()).add(digest(salt, flat))
        return cls(salt, {n: frozenset(h) for n, h in by_length.items()},
                   [frozenset(digest(salt, m) for m in clause) for clause in said])

    def says(self, text: str) -> bool:
        """Whether the text contains one of the phrases (whitespace-insensitive)."""
        flat = collapse_whitespace(text)
        return any(digest(self.salt, flat[i:i + n]) in hashes
                   for n, hashes in self.phrases.items()
                   for i in range(len(flat) - n + 1))

    def says_clause(self, clause: str) -> bool:
        """Whether one clause says a taken-back clause (its markers, hashed alike)."""
        mine = frozenset(digest(self.salt, m) for m in markers(clause))
        return any(overlaps(mine, said) for said in self.said)

    def forget(self, text: str) -> str:
        """A rolling summary without the sentences and clauses that say it (`forget_said`)."""
        if text and self.says(text):
            kept = "".join(p for p in _SENTENCE.findall(text) if not self.says(p))
            text = _SPACES.sub(" ", collapse_whitespace(kept)).strip()
        return forget_clauses_where(text, self.says_clause) if text and self.said else text
