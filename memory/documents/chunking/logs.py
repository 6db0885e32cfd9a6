"""Logs by record and timestamp: whole records, never half a stack trace.

A record starts at a timestamped line and takes the lines after it (stack traces).

A chunk's vector is made from what is unusual in it: the distinct templates (numbers and
ids masked) of its warnings, errors and rare records, the most severe and the rarest in
the whole log first. Routine lines repeat everywhere and say little; chunks with nothing
but routine lines share one text (the log's commonest templates), embedded once.
"""

from __future__ import annotations

import re
from array import array
from collections import Counter
from dataclasses import dataclass, field

from strata_layered.memory.documents.chunking.base import (
    Chunk,
    ChunkSize,
    LineCounter,
    Piece,
    split_long,
)

_STAMPS = {
    "iso": r"\[?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?\]?",
    "slash": r"\[?\d{4}/\d{2}/\d{2}[ T]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\]?",
    "syslog": r"[A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2}",
    "clf": r"\S+ \S+ \S+ \[\d{2}/[A-Z][a-z]{2}/\d{4}:\d{2}:\d{2}:\d{2}[^\]]*\]",
    "time": r"\[?\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\]?",
    "level": r"\[?(?:TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|FATAL|CRITICAL|SEVERE)\b\]?",
}
STAMPS = {name: re.compile(pattern) for name, pattern in _STAMPS.items()}
LEVEL = re.compile(r"\b(TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|FATAL|CRITICAL|SEVERE)\b")
SEVERITY = {"FATAL": 3, "CRITICAL": 3, "ERROR": 2, "SEVERE": 2, "WARN": 1, "WARNING": 1}
EXCEPTION_LINE = re.compile(r"(Error|Exception|Caused by|panic:|Traceback)")
MASKS = (
    (re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", re.I), "<id>"),
    (re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b"), "<ip>"),
    (re.compile(r"\b0x[0-9a-f]+\b|\b(?=[0-9a-f]*\d)[0-9a-f]{8,}\b", re.I), "<hex>"),
)
# Every number but a standalone HTTP status (200, 404, 503): those tell records apart.
NUMBER = re.compile(r"(?P<status>(?<![^\s(\[])[1-5]\d\d(?![^\s)\],;]))|\d+")
RARE = 3
"""A template seen at most this many times in the whole log is notable."""
ROUTINE_TEMPLATES = 5
SAMPLE_LINES = 2000
MIN_SHARE = 0.3
MIN_RECORDS = 5


def stamp_style(text: str, *, strict: bool = True) -> str | None:
    """The record-start pattern most lines of the sample open with.

    Strict: only when enough lines open with it for the text to be a log at all.
    """
    lines = [line for line in text.split("\n", SAMPLE_LINES)[:SAMPLE_LINES] if line.strip()]
    best, hits = None, 0
    for name, pattern in STAMPS.items():
        count = sum(1 for line in lines if pattern.match(line))
        if count > hits:
            best, hits = name, count
    if not strict or (hits >= MIN_RECORDS and hits >= MIN_SHARE * len(lines)):
        return best
    return None


def looks_like_log(text: str) -> bool:
    """Most lines open with a timestamp (or a level)."""
    return stamp_style(text) is not None


@dataclass
class Records:
    """Every record of a log in compact arrays (a 5 MB log has ~60k of them)."""

    starts: array[int] = field(default_factory=lambda: array("q"))
    ends: array[int] = field(default_factory=lambda: array("q"))

    def __len__(self) -> int:
        return len(self.starts)


def _records(text: str, style: str) -> Records:
    """Spans of whole records; continuation lines (traces) join the record above."""
    pattern = STAMPS[style]
    records = Records()
    pos, size = 0, len(text)
    while pos < size:
        line_end = text.find("\n", pos)
        line_end = size if line_end < 0 else line_end
        if not text[pos:line_end].isspace() and line_end > pos:
            if pattern.match(text, pos, line_end) or not records.starts:
                records.starts.append(pos)
                records.ends.append(line_end)
            else:
                records.ends[-1] = line_end
        pos = line_end + 1
    return records


def _stamp(text: str, style: str, start: int) -> str:
    opened = STAMPS[style].match(text, start)
    return opened[0].strip("[] ") if opened and style != "level" else ""


def template(record: str, style: str) -> str:
    """The record's shape: no timestamp, ids and long numbers masked, exception lines kept."""
    lines = record.split("\n")
    first = STAMPS[style].sub("", lines[0], count=1).strip()
    parts = [first] + [line.strip() for line in lines[1:] if EXCEPTION_LINE.search(line)][:2]
    out = "\n".join(parts)
    for pattern, mask in MASKS:
        out = pattern.sub(mask, out)
    return NUMBER.sub(lambda m: m[0] if m["status"] else "<n>", out)


def severity(record: str) -> int:
    """0 routine, 1 warning, 2 error (or any multi-line trace), 3 fatal."""
    found = LEVEL.search(record[:200])
    level = SEVERITY.get(found[1], 0) if found else 0
    return max(level, 2 if "\n" in record and EXCEPTION_LINE.search(record) else 0)


def chunk_log(text: str, size: ChunkSize) -> list[Chunk]:
    """Whole records packed up to the target; a record above the limit splits by lines."""
    style = stamp_style(text, strict=False) or "level"
    records = _records(text, style)
    ids: dict[str, int] = {}
    shape_of = array("i")
    ranks = bytearray()
    for start, end in zip(records.starts, records.ends, strict=True):
        body = text[start:end]
        shape_of.append(ids.setdefault(template(body, style), len(ids)))
        ranks.append(severity(body))
    shapes = list(ids)
    frequency = Counter(shape_of)
    routine = "\n".join(shapes[i] for i, _ in frequency.most_common(ROUTINE_TEMPLATES))
    chunks: list[Chunk] = []
    line_of = LineCounter(text)

    def emit(first: int, last: int, start: int, end: int) -> None:
        indices = range(first, last + 1)
        levels: Counter[str] = Counter()
        for i in indices:
            if ranks[i]:
                found = LEVEL.search(text, records.starts[i], records.starts[i] + 200)
                if found and SEVERITY.get(found[1], 0):
                    levels[found[1]] += 1
        stamps = (_stamp(text, style, records.starts[first]),
                  _stamp(text, style, records.starts[last]))
        label = f"{stamps[0]} – {stamps[1]}" if stamps[0] and stamps[1] != stamps[0] \
            else stamps[0]
        notable = [i for i in indices if ranks[i] or frequency[shape_of[i]] <= RARE]
        order = sorted(notable, key=lambda i: (-ranks[i], frequency[shape_of[i]], i))
        meta = {"label": label or f"records {first + 1}–{last + 1}", "first_ts": stamps[0],
                "last_ts": stamps[1], "records": len(indices), "levels": dict(levels),
                # Where the unusual records sit (chunk-relative spans): their identifiers
                # are what an exact lookup is worth keeping.
                "notable": [[max(0, records.starts[i] - start), min(end, records.ends[i]) - start]
                            for i in notable],
                "lines": [line_of(start), line_of(end)]}
        chunks.append(Chunk(seq=len(chunks), text=text[start:end], start=start, end=end,
                            meta=meta, embed_text="\n".join(dict.fromkeys(
                                shapes[shape_of[i]] for i in order)) or routine))

    group: list[int] = []  # first record, last record, start, end
    for i, (start, end) in enumerate(zip(records.starts, records.ends, strict=True)):
        parts = [(p.start, p.end) for p in split_long(text, Piece(start, end), size.limit)]
        for part_start, part_end in parts:
            if group and (part_end - group[2] > size.target or len(parts) > 1):
                emit(*group)
                group = []
            group = [group[0] if group else i, i, group[2] if group else part_start, part_end]
        if len(parts) > 1:
            emit(*group)
            group = []
    if group:
        emit(*group)
    return chunks
