"""A fast, deterministic stand-in for the passage embedder (character n-gram hashing).

Semantically weak, but similar strings get similar vectors: enough for tests of the
plumbing (storage, persistence, routing, budgets) without loading a model.
"""

from __future__ import annotations

import hashlib

import numpy as np

DIMS = 384


def _vector(text: str) -> np.ndarray:
    out = np.zeros(DIMS, dtype=np.float32)
    clean = "".join(text.lower().split())
    for n in (2, 3):
        for i in range(max(1, len(clean) - n + 1)):
            digest = hashlib.blake2b(clean[i:i + n].encode(), digest_size=4).digest()
            out[int.from_bytes(digest, "little") % DIMS] += 1.0
    norm = float(np.linalg.norm(out))
    return out / norm if norm else out


class HashPassages:
    """Implements graph.passages.PassageEmbedder."""

    name = "test/hash-ngrams"

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        return np.stack([_vector(t) for t in texts]) if texts else np.zeros((0, DIMS),
                                                                            np.float32)

    def embed_question(self, text: str) -> np.ndarray:
        return _vector(text)
