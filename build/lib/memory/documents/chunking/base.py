"""What every chunker shares (seed 004 §4.2): chunk and piece types, sizes, splitting, packing.

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
