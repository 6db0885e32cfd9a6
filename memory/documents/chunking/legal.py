"""Contracts by clause and paragraph: 第X条 / 第X款 / （一）, Article N, Section N.M.

One clause is one chunk (seed 004: 第八条不会被拆到两个 Chunk 里); only a clause above the
limit splits, and then at paragraph boundaries, each part keeping its clause and paragraph
numbers. References in a question ("第八十八条第三款", "Section 3.1(b)") resolve to the
chunks that hold them, so an exact citation never depends on vector similarity.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from strata_layered.memory.documents.chunking.base import (
    Chunk,
    ChunkSize,
    Piece,
    make_chunks,
    pack,
    paragraphs,
    split_long,
)
from strata_layered.memory.documents.chunking.prose import chunk_prose

_NUM = "零〇一二三四五六七八九十百千两"
_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6,
           "七": 7, "八": 8, "九": 9}
_UNITS = {"十": 10, "百": 100, "千": 1000}
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}

# A line that opens with 第X条 is a clause, unless the words after it make it a citation
# ("第三条所述…", "第三条规定的…", "第三条第二款…").
ZH_CLAUSE = re.compile(
    rf"^[ \t\u3000]*第([{_NUM}\d]+)条(?!所|规定|约定|的|中|之|项下|第|款|、|和|或|至)", re.M)
ZH_PARENT = re.compile(rf"^[ \t\u3000]*第([{_NUM}\d]+)([编章节])", re.M)
EN_ARTICLE = re.compile(r"^[ \t]*(?:ARTICLE|Article)[ \t]+([IVXLC]+|\d+)\b", re.M)
EN_SECTION = re.compile(r"^[ \t]*(?:SECTION|Section|§)[ \t]*(\d+(?:\.\d+)*)\b", re.M)
PARAGRAPH_MARK = re.compile(rf"^[ \t\u3000]*第([{_NUM}\d]+)款")
ITEM_MARK = re.compile(rf"^[ \t\u3000]*(?:[（(]([{_NUM}\d]+|[a-z])[）)]|([{_NUM}]+)、)")
EN_INLINE_TITLE = re.compile(r"^[ \t.:]*([A-Z][\w ,&/()'-]{0,40}?)\.[ \t]+(\S)")
TITLE = re.compile(r"^[\s\u3000]*[（(【\[]?([^。；;，,：:]{1,30}?)[）)】\]]?[\s\u3000]*$")
MIN_CLAUSES = 3
MAX_REFERENCE_CHUNKS = 3

REF_ZH = re.compile(rf"第([{_NUM}\d]+)条(?:第([{_NUM}\d]+)款)?"
                    rf"(?:第([{_NUM}\d]+)项|[（(]([{_NUM}\d]+)[）)])?")
REF_EN = re.compile(r"\b(article|section|clause|§)\s*([IVXLC]+|\d+(?:\.\d+)*)"
                    r"(?:\s*\(([a-z]|\d+)\)|\s+paragraph\s+(\d+))?", re.I)


def cn_number(text: str) -> int | None:
    """Chinese or Arabic numeral → int: 八十八 → 88, 一百零二 → 102, 十二 → 12."""
    if text.isdigit():
        return int(text)
    total, current = 0, 0
    for ch in text:
        if ch in _DIGITS:
            current = _DIGITS[ch]
        elif ch in _UNITS:
            total += (current or 1) * _UNITS[ch]
            current = 0
        else:
            return None
    return total + current


def roman_number(text: str) -> int | None:
    """Roman or Arabic numeral → int."""
    if text.isdigit():
        return int(text)
    values = [_ROMAN.get(ch) for ch in text.upper()]
    if None in values:
        return None
    nums = [v for v in values if v is not None]
    return sum(-v if i + 1 < len(nums) and v < nums[i + 1] else v for i, v in enumerate(nums))


@dataclass(frozen=True)
class Header:
    """A numbered heading of a contract."""

    start: int
    key: str
    """Canonical key, e.g. 条88, 章5, article12, section3.1."""
    label: str
    parent: bool


def _line(text: str, start: int, limit: int = 40) -> str:
    """The heading line at `start`, whitespace collapsed, cut to `limit` characters."""
    end = text.find("\n", start)
    return " ".join(text[start:end if end >= 0 else len(text)].split())[:limit]


def _headers(text: str) -> list[Header]:
    """Clause headers (strictly increasing numbers) and their parents, in order."""
    zh = [(m, cn_number(m[1])) for m in ZH_CLAUSE.finditer(text)]
    clauses: list[tuple[int, str, str, Any]]
    if len(zh) >= MIN_CLAUSES:
        clauses = [(m.start(), f"条{n}", f"第{m[1]}条", n) for m, n in zh if n]
        parents = [Header(m.start(), f"{m[2]}{cn_number(m[1])}", _line(text, m.start()), True)
                   for m in ZH_PARENT.finditer(text)]
    else:
        sections = list(EN_SECTION.finditer(text))
        articles = list(EN_ARTICLE.finditer(text))
        if len(sections) >= MIN_CLAUSES:
            clauses = [(m.start(), f"section{m[1]}", f"Section {m[1]}",
                        tuple(int(p) for p in m[1].split("."))) for m in sections]
            parents = [Header(m.start(), f"article{roman_number(m[1])}", _line(text, m.start()),
                              True) for m in articles]
        elif len(articles) >= MIN_CLAUSES:
            clauses = [(m.start(), f"article{roman_number(m[1])}", f"Article {m[1]}",
                        roman_number(m[1])) for m in articles]
            parents = []
        else:
            return []
    kept: list[Header] = []
    last: Any = None
    for start, key, label, number in clauses:
        # An in-text reference that happens to open a line ("第三条所述…") goes backwards.
        if last is None or number > last:
            kept.append(Header(start, key, label, False))
            last = number
    return sorted(kept + parents, key=lambda h: h.start)


def looks_like_contract(text: str) -> bool:
    """At least three numbered clauses."""
    return sum(1 for h in _headers(text) if not h.parent) >= MIN_CLAUSES


def _clause_paragraphs(text: str, header: Header, end: int) -> tuple[str, list[Piece]]:
    """Title and numbered paragraphs of one clause (the header line's rest may be ¶1)."""
    line_end = text.find("\n", header.start, end)
    line_end = end if line_end < 0 else line_end
    mark = ZH_CLAUSE.match(text, header.start) or EN_SECTION.match(text, header.start) or \
        EN_ARTICLE.match(text, header.start)
    rest_start = mark.end() if mark else header.start
    rest = text[rest_start:line_end]
    title_match = TITLE.match(rest)
    inline = EN_INLINE_TITLE.match(rest) if rest.isascii() else None
    title = ""
    if inline:
        title, body_start = inline[1].strip(), rest_start + inline.start(2)
    elif title_match and (len(rest.split()) <= 8 or not rest.isascii()):
        title = title_match[1].strip().rstrip(".")
        body_start = line_end
    else:
        body_start = rest_start
    body = text[body_start:end]
    if re.search(r"\n[ \t]*\n", body.strip()):
        spans = paragraphs(text, body_start, end)
    else:
        spans = []
        pos = body_start
        for line in body.split("\n"):
            stripped = line.strip()
            if stripped:
                lead = len(line) - len(line.lstrip())
                spans.append(Piece(pos + lead, pos + lead + len(stripped)))
            pos += len(line) + 1
    numbered = []
    for number, span in enumerate(spans, start=1):
        head = text[span.start:span.end]
        explicit = PARAGRAPH_MARK.match(head)
        item = ITEM_MARK.match(head)
        meta: dict[str, Any] = {"paragraph": cn_number(explicit[1]) if explicit else number}
        if item:
            raw = item[1] or item[2]
            meta["item"] = raw if raw and raw.isascii() and raw.isalpha() else str(
                cn_number(raw or ""))
        numbered.append(Piece(span.start, span.end, meta))
    return title, numbered


def chunk_contract(text: str, size: ChunkSize) -> list[Chunk]:
    """One chunk per clause; long clauses split at paragraphs; the preamble as prose."""
    headers = _headers(text)
    if not headers:
        return chunk_prose(text, size)
    groups: list[tuple[list[Piece], dict[str, Any]]] = []
    first = headers[0].start
    if text[:first].strip():
        for chunk in chunk_prose(text[:first], size):
            groups.append(([Piece(chunk.start, chunk.end)], {"label": "preamble"}))
    parent: Header | None = None
    pending_parent_start: int | None = None
    for i, header in enumerate(headers):
        end = headers[i + 1].start if i + 1 < len(headers) else len(text)
        if header.parent:
            parent, pending_parent_start = header, header.start
            continue
        title, paras = _clause_paragraphs(text, header, end)
        label = f"{header.label} {title}".strip()
        base: dict[str, Any] = {"label": label, "clause": header.label, "clause_key": header.key,
                                "title": title}
        if parent is not None:
            base.update(parent=parent.label, parent_key=parent.key)
        lead = pending_parent_start if pending_parent_start is not None else header.start
        pending_parent_start = None
        whole = text[lead:end].rstrip()
        if len(whole) <= size.limit or not paras:
            meta = {**base, **_numbers(paras)}
            groups.append(([Piece(lead, lead + len(whole))], meta))
            continue
        pieces = [p for para in paras for p in split_long(text, para, size.limit)]
        for n, group in enumerate(pack(text, pieces, size)):
            start = lead if n == 0 else group[0].start
            meta = {**base, **_numbers(group), "part": n + 1}
            groups.append(([Piece(start, group[-1].end)], meta))
    return make_chunks(text, groups, prefix=_continued)


def _numbers(paras: list[Piece]) -> dict[str, Any]:
    nums = [p.meta["paragraph"] for p in paras if "paragraph" in p.meta]
    out: dict[str, Any] = {"paragraphs": [min(nums), max(nums)]} if nums else {}
    items = [p.meta["item"] for p in paras if "item" in p.meta]
    if items:
        out["items"] = items
    return out


def _continued(meta: dict[str, Any]) -> str:
    """A later part of a split clause is embedded with its clause heading."""
    if meta.get("part", 1) > 1:
        return str(meta["label"])
    return ""


@dataclass(frozen=True)
class Reference:
    """A clause cited in a question."""

    key: str
    text: str
    paragraph: int | None = None
    item: str | None = None


def find_references(query: str) -> list[Reference]:
    """Clause citations in a question: 第八十八条第三款, 第5条（二）, Section 3.1(b)."""
    refs = []
    for m in REF_ZH.finditer(query):
        clause = cn_number(m[1])
        if clause is None:
            continue
        para = cn_number(m[2]) if m[2] else None
        raw_item = m[3] or m[4]
        item = str(cn_number(raw_item)) if raw_item else None
        refs.append(Reference(f"条{clause}", m[0], para, item))
    for m in REF_EN.finditer(query):
        word = m[1].lower()
        number = m[2]
        if word == "article":
            value = roman_number(number)
            key = f"article{value}" if value is not None else ""
        else:
            key = f"section{number}"
        if key:
            refs.append(Reference(key, m[0], int(m[4]) if m[4] else None, m[3]))
    return refs


def reference_map(chunks: list[Chunk]) -> dict[str, list[int]]:
    """Clause and parent keys → sequence numbers of the chunks that hold them."""
    refs: dict[str, list[int]] = {}
    for chunk in chunks:
        for field in ("clause_key", "parent_key"):
            key = chunk.meta.get(field)
            if key:
                refs.setdefault(str(key), []).append(chunk.seq)
    return refs


def resolve_reference(
    ref: Reference, seqs: list[int], metas: dict[int, dict[str, Any]]
) -> list[int]:
    """The chunks of a cited clause, narrowed to the cited paragraph or item when split."""
    narrowed = []
    for seq in seqs:
        meta = metas.get(seq, {})
        lo, hi = (meta.get("paragraphs") or [None, None])
        if ref.paragraph is not None and lo is not None and lo <= ref.paragraph <= hi:
            narrowed.append(seq)
        elif ref.item is not None and ref.item in (meta.get("items") or []):
            narrowed.append(seq)
    return (narrowed or seqs)[:MAX_REFERENCE_CHUNKS]
