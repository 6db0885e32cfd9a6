"""Which chunker a text gets: its kind from the file name or the text, then that chunker."""

from __future__ import annotations

from strata_layered.memory.documents.chunking.base import SIZES, Chunk, ChunkSize, ContentKind
from strata_layered.memory.documents.chunking.code import CODE_SUFFIXES, chunk_code, looks_like_code
from strata_layered.memory.documents.chunking.legal import chunk_contract, looks_like_contract
from strata_layered.memory.documents.chunking.logs import chunk_log, looks_like_log
from strata_layered.memory.documents.chunking.prose import chunk_markdown, chunk_prose, headings


def detect_kind(text: str, *, filename: str | None = None) -> ContentKind:
    """Guess the content type from the file name, else from the text itself."""
    name = (filename or "").lower()
    if name.endswith((".log", ".out")) or ".log." in name:
        return "log"
    if name.endswith(CODE_SUFFIXES):
        return "code"
    if name.endswith((".md", ".markdown", ".rst")):
        return "markdown"
    sample = text[:200_000]
    if looks_like_log(sample):
        return "log"
    if looks_like_contract(sample):
        return "contract"
    if looks_like_code(sample):
        return "code"
    if len(headings(sample)) >= 2:
        return "markdown"
    return "prose"


def chunk_document(
    text: str, kind: ContentKind, *, path: str | None = None, size: ChunkSize | None = None
) -> list[Chunk]:
    """Chunk a text by its content type; `path` names the file for code metadata."""
    size = size or SIZES[kind]
    if kind == "log":
        return chunk_log(text, size)
    if kind == "contract":
        return chunk_contract(text, size)
    if kind == "code":
        return chunk_code(text, size, path=path)
    if kind == "markdown":
        return chunk_markdown(text, size)
    return chunk_prose(text, size)


def embedding_text(chunk: Chunk, kind: ContentKind) -> str:
    """What the chunk's vector is made from, cut to the type's embedding size."""
    return (chunk.embed_text or chunk.text)[: SIZES[kind].embed_chars]
