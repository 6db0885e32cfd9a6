"""Chunkers by content type (seed 004 §4.2): pure functions from one text to its chunks.

Every chunk keeps its sequence number, its character span in the original and metadata
a person can locate it by (clause, file and symbol, time range, heading). Units are never
cut in the middle when they fit: a log record, a clause, a function, a paragraph. Sizes
are tuned per type (`SIZES`), never one global rule.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

ContentKind = Literal["log", "contract", "code", "markdown", "prose"]
KINDS: tuple[ContentKind, ...] = ("log", "contract", "code", "markdown", "prose")


@dataclass(frozen=True)
class ChunkSize:
    """Characters per chunk: small units are packed up to `target`, above `limit` split."""

    target: int
    limit: int
    embed_chars: int
    """Characters of a chunk that its vector is made from (embedding cost grows with it)."""


# Contracts keep one clause per chunk (seed: 第八条不会被拆到两个 Chunk 里); logs pack whole
# records; code keeps a function whole up to a screenful or two; prose packs paragraphs.
SIZES: dict[ContentKind, ChunkSize] = {
    "log": ChunkSize(target=1500, limit=3000, embed_chars=400),
    "contract": ChunkSize(target=1200, limit=1200, embed_chars=600),
    "code": ChunkSize(target=1500, limit=2400, embed_chars=800),
    "markdown": ChunkSize(target=900, limit=1600, embed_chars=700),
    "prose": ChunkSize(target=800, limit=1400, embed_chars=700),
}


@dataclass(frozen=True)
class Chunk:
    """One piece of a document."""

    seq: int
    text: str
    start: int
    """Offset of the first character in the original text."""
    end: int
    """Offset just past the last character."""
    meta: dict[str, Any] = field(default_factory=dict)
    """JSON-like: `label` always; clause / path / symbol / lines / time range by type."""
    embed_text: str = ""
    """Text the vector is made from; empty means the chunk's own text (cut to size)."""


@dataclass(frozen=True)
class Piece:
    """A unit before packing: a paragraph, a record, a clause part."""

    start: int
    end: int
    meta: dict[str, Any] = field(default_factory=dict)


_BLANK = re.compile(r"\n[ \t]*\n")
_SENTENCE_END = re.compile(r"(?<=[。！？；!?;])|(?<=[.!?])\s+|\n")
_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t#]*$", re.M)
_FENCE = re.compile(r"^(```|~~~)", re.M)


class LineCounter:
    """1-based line numbers of increasing offsets, counted incrementally (logs are long)."""

    def __init__(self, text: str) -> None:
        self.text, self.offset, self.line = text, 0, 1

    def __call__(self, offset: int) -> int:
        """Line number of `offset`."""
        if offset < self.offset:
            self.offset, self.line = 0, 1
        self.line += self.text.count("\n", self.offset, offset)
        self.offset = offset
        return self.line


def paragraphs(text: str, start: int = 0, end: int | None = None) -> list[Piece]:
    """Blank-line separated paragraphs of text[start:end], trimmed, as spans."""
    end = len(text) if end is None else end
    out: list[Piece] = []
    pos = start
    for match in _BLANK.finditer(text, start, end):
        out.extend(trimmed(text, pos, match.start()))
        pos = match.end()
    out.extend(trimmed(text, pos, end))
    return out


def trimmed(text: str, start: int, end: int) -> list[Piece]:
    """The span without surrounding whitespace (nothing when blank)."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return [Piece(start, end)] if end > start else []


def split_long(text: str, piece: Piece, limit: int) -> list[Piece]:
    """Split a span above `limit` at sentence ends, else at the limit itself."""
    if piece.end - piece.start <= limit:
        return [piece]
    out: list[Piece] = []
    start = piece.start
    while piece.end - start > limit:
        window = text[start:start + limit]
        cut = max((m.end() for m in _SENTENCE_END.finditer(window) if m.end() > limit // 3),
                  default=limit)
        out.append(Piece(start, start + cut, piece.meta))
        start += cut
        while start < piece.end and text[start].isspace():
            start += 1
    if start < piece.end:
        out.append(Piece(start, piece.end, piece.meta))
    return out


def pack(
    text: str,
    pieces: list[Piece],
    size: ChunkSize,
    *,
    boundary: Callable[[Piece, Piece], bool] | None = None,
) -> Iterator[list[Piece]]:
    """Group consecutive pieces up to `size.target` characters.

    A piece is never cut here (callers split long pieces first); `boundary(prev, next)`
    forces a new group, e.g. at a new heading or file.
    """
    group: list[Piece] = []
    for piece in pieces:
        if group:
            length = piece.end - group[0].start
            if length > size.target or (boundary is not None and boundary(group[-1], piece)):
                yield group
                group = []
        group.append(piece)
    if group:
        yield group


def make_chunks(text: str, groups: list[tuple[list[Piece], dict[str, Any]]],
                prefix: Callable[[dict[str, Any]], str] | None = None) -> list[Chunk]:
    """Chunks from groups of pieces, numbered from 0, with line numbers added."""
    chunks = []
    line_of = LineCounter(text)
    for seq, (group, meta) in enumerate(groups):
        start, end = group[0].start, group[-1].end
        body = text[start:end]
        lines = [line_of(start), line_of(end)]
        full = {**meta, "lines": lines}
        head = prefix(full) if prefix else ""
        chunks.append(Chunk(seq=seq, text=body, start=start, end=end, meta=full,
                            embed_text=f"{head}\n{body}" if head else ""))
    return chunks


def chunk_prose(text: str, size: ChunkSize | None = None) -> list[Chunk]:
    """Paragraphs packed up to the target; a paragraph above the limit splits at sentences."""
    size = size or SIZES["prose"]
    pieces = [p for para in paragraphs(text) for p in split_long(text, para, size.limit)]
    groups = [(g, {"label": f"¶{i + 1}"}) for i, g in enumerate(pack(text, pieces, size))]
    return make_chunks(text, groups)


def _headings(text: str) -> list[tuple[int, int, str]]:
    """(offset, level, title) of Markdown headings outside fenced code blocks."""
    fenced = []
    opened: int | None = None
    for m in _FENCE.finditer(text):
        if opened is None:
            opened = m.start()
        else:
            fenced.append((opened, m.end()))
            opened = None
    if opened is not None:
        fenced.append((opened, len(text)))
    return [(m.start(), len(m[1]), m[2].strip()) for m in _HEADING.finditer(text)
            if not any(a <= m.start() < b for a, b in fenced)]


def _md_blocks(text: str, start: int, end: int) -> list[Piece]:
    """Paragraphs of a section, with fenced code blocks kept whole."""
    out: list[Piece] = []
    pos = start
    fence = _FENCE.search(text, pos, end)
    while fence is not None:
        close = _FENCE.search(text, fence.end(), end)
        block_end = text.find("\n", close.end(), end) if close else end
        block_end = end if block_end < 0 else block_end
        out.extend(paragraphs(text, pos, fence.start()))
        out.extend(trimmed(text, fence.start(), block_end))
        pos = block_end
        fence = _FENCE.search(text, pos, end)
    out.extend(paragraphs(text, pos, end))
    return out


def chunk_markdown(text: str, size: ChunkSize | None = None) -> list[Chunk]:
    """Sections by heading, paragraphs packed inside a section; meta keeps the heading path."""
    size = size or SIZES["markdown"]
    heads = _headings(text)
    bounds = [(0, 0, "")] + heads if not heads or heads[0][0] > 0 else heads
    groups: list[tuple[list[Piece], dict[str, Any]]] = []
    trail: list[tuple[int, str]] = []
    for i, (offset, level, title) in enumerate(bounds):
        end = bounds[i + 1][0] if i + 1 < len(bounds) else len(text)
        if level:
            trail = [(lv, t) for lv, t in trail if lv < level] + [(level, title)]
        path = " > ".join(t for _, t in trail)
        pieces = [p for para in _md_blocks(text, offset, end)
                  for p in split_long(text, para, size.limit)]
        for group in pack(text, pieces, size):
            groups.append((group, {"label": path or "(preamble)", "heading": path}))
    return make_chunks(text, groups, prefix=lambda m: m["heading"])


def detect_kind(text: str, *, filename: str | None = None) -> ContentKind:
    """Guess the content type from the file name, else from the text itself."""
    from memory.chunking_code import CODE_SUFFIXES, looks_like_code
    from memory.chunking_legal import looks_like_contract
    from memory.chunking_logs import looks_like_log

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
    if len(_headings(sample)) >= 2:
        return "markdown"
    return "prose"


def chunk_document(
    text: str, kind: ContentKind, *, path: str | None = None, size: ChunkSize | None = None
) -> list[Chunk]:
    """Chunk a text by its content type; `path` names the file for code metadata."""
    from memory.chunking_code import chunk_code
    from memory.chunking_legal import chunk_contract
    from memory.chunking_logs import chunk_log

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
