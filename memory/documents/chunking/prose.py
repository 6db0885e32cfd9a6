"""Prose by paragraph and Markdown by heading path (seed 004 §4.2)."""

from __future__ import annotations

import re
from typing import Any

from strata_layered.memory.documents.chunking.base import (
    SIZES,
    Chunk,
    ChunkSize,
    Piece,
    make_chunks,
    pack,
    paragraphs,
    split_long,
    trimmed,
)

_HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t#]*$", re.M)
_FENCE = re.compile(r"^(```|~~~)", re.M)


def chunk_prose(text: str, size: ChunkSize | None = None) -> list[Chunk]:
    """Paragraphs packed up to the target; a paragraph above the limit splits at sentences."""
    size = size or SIZES["prose"]
    pieces = [p for para in paragraphs(text) for p in split_long(text, para, size.limit)]
    groups = [(g, {"label": f"¶{i + 1}"}) for i, g in enumerate(pack(text, pieces, size))]
    return make_chunks(text, groups)


def headings(text: str) -> list[tuple[int, int, str]]:
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
    heads = headings(text)
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
