"""How a message's search data is written for PostgreSQL: tsvector terms, pgvector text.

The terms are memory.text.bm25.tokenize's of the indexed text (`name: content`, the CJK
bigrams and Latin stems BM25 uses in memory), with their positions, so BM25 computed in
SQL counts what BM25 in memory counts. PostgreSQL's own parsers are not used: its
`simple` configuration would split text at its own word boundaries, and pgserver ships no
Chinese parser (no zhparser, no pg_jieba): the tsvector is given its lexemes as they are.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

import numpy as np

from strata_layered.memory.history.scope import embedding_text_of
from strata_layered.memory.text.bm25 import tokenize

MAX_POSITION = 16383
"""The highest position a tsvector keeps (terms past it share it, and count once)."""


def vector_literal(blob: bytes | None) -> str | None:
    """Raw float32 as pgvector's text form."""
    if blob is None:
        return None
    return "[" + ",".join(map(repr, np.frombuffer(blob, np.float32).tolist())) + "]"


def query_literal(vector: Iterable[float]) -> str:
    """A query vector as pgvector's text form (float32, as the stored ones)."""
    return "[" + ",".join(map(repr, np.asarray(vector, np.float32).tolist())) + "]"


def blob_of(literal: str | None) -> bytes | None:
    """Raw float32 from pgvector's text form."""
    if literal is None:
        return None
    return np.asarray(json.loads(literal), np.float32).tobytes()


def quoted(term: str) -> str:
    """A lexeme quoted for a tsvector or tsquery literal."""
    return "'" + term.replace("\\", "\\\\").replace("'", "''") + "'"


def terms_of(user: str, agent: str, role: str, content: str) -> tuple[str, int]:
    """A message's index terms as a tsvector literal (term: positions), and their number."""
    tokens = tokenize(embedding_text_of({"user": user, "assistant": agent}, role, content))
    positions: dict[str, list[int]] = {}
    for at, term in enumerate(tokens, start=1):
        positions.setdefault(term, []).append(min(at, MAX_POSITION))
    return " ".join(f"{quoted(t)}:{','.join(map(str, sorted(set(p))))}"
                    for t, p in positions.items()), len(tokens)


def tsquery_of(terms: Iterable[str]) -> str:
    """Any of the terms, as a tsquery literal."""
    return " | ".join(quoted(t) for t in dict.fromkeys(terms))
