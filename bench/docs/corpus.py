"""Real text for the document benchmarks: turns and questions read from dataset files.

Nothing is copied into the project: the files are read where they are, chunked with the
prose chunker, and their vectors cached (optionally) in a folder the caller names.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
from tqdm import tqdm

from strata_layered.graph.passages import PassageEmbedder
from strata_layered.memory.documents.chunking.base import ChunkSize
from strata_layered.memory.documents.chunking.prose import chunk_prose

TEXT_KEYS = frozenset({"content", "text"})
QUESTION_KEYS = frozenset({"question"})
BENCH_CHUNK = ChunkSize(target=120, limit=240, embed_chars=240)
PART = 4096


def _strings(value: Any, keys: frozenset[str]) -> Iterator[str]:
    if isinstance(value, dict):
        for key, inner in value.items():
            if key in keys and isinstance(inner, str):
                yield inner
            else:
                yield from _strings(inner, keys)
    elif isinstance(value, list):
        for inner in value:
            yield from _strings(inner, keys)


def load_corpus(paths: list[Path], *, chunks: int) -> tuple[list[str], list[str]]:
    """Up to `chunks` distinct prose chunks of the files' turns, and their questions."""
    texts: dict[str, None] = {}
    questions: dict[str, None] = {}
    for path in paths:
        data = json.loads(path.read_text(encoding="utf-8"))
        for question in _strings(data, QUESTION_KEYS):
            questions.setdefault(question.strip(), None)
        for turn in _strings(data, TEXT_KEYS):
            for chunk in chunk_prose(turn, BENCH_CHUNK):
                texts.setdefault(chunk.text, None)
                if len(texts) >= chunks:
                    return list(texts), list(questions)
    return list(texts), list(questions)


def embed_cached(embedder: PassageEmbedder, texts: list[str], cache: Path | None,
                 *, batch: int = 128, desc: str = "embedding") -> tuple[np.ndarray, float]:
    """Passage vectors of `texts`, resumable from `cache`; (vectors, seconds spent now)."""
    import time

    key = hashlib.sha256("\x1f".join([embedder.name, *texts]).encode()).hexdigest()[:24]
    folder = cache / key if cache else None
    if folder:
        folder.mkdir(parents=True, exist_ok=True)
    parts: list[np.ndarray] = []
    spent = 0.0
    bar = tqdm(total=len(texts), desc=desc, unit="chunk", file=sys.stderr)
    for index, start in enumerate(range(0, len(texts), PART)):
        part_file = folder / f"part-{index:05d}.npy" if folder else None
        if part_file and part_file.exists():
            parts.append(np.load(part_file))
            bar.update(len(parts[-1]))
            continue
        block = texts[start:start + PART]
        vectors = []
        began = time.perf_counter()
        for b in range(0, len(block), batch):
            vectors.append(embedder.embed_passages(block[b:b + batch]))
            bar.update(len(vectors[-1]))
        spent += time.perf_counter() - began
        parts.append(np.concatenate(vectors))
        if part_file:
            np.save(part_file, parts[-1])
    bar.close()
    return np.concatenate(parts) if parts else np.zeros((0, 384), np.float32), spent
