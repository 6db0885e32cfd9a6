"""Code by file and by function / class, each chunk carrying its path and symbols.

Python is read with `ast` (exact spans, decorators and methods); other languages by
definition lines (function, class, fn, func, struct, methods with modifiers). Small
neighbouring definitions of one file and one class are packed together; a class above
the limit splits into its methods, a function above it at blank lines.
"""

from __future__ import annotations

import ast
import bisect
import re
from typing import Any

from strata_layered.memory.documents.chunking.base import (
    Chunk,
    ChunkSize,
    Piece,
    make_chunks,
    pack,
    trimmed,
)

LANGUAGES = {
    ".py": "python", ".js": "javascript", ".jsx": "javascript", ".ts": "typescript",
    ".tsx": "typescript", ".go": "go", ".rs": "rust", ".java": "java", ".kt": "kotlin",
    ".c": "c", ".h": "c", ".cc": "cpp", ".cpp": "cpp", ".hpp": "cpp", ".cs": "csharp",
    ".rb": "ruby", ".php": "php", ".swift": "swift", ".scala": "scala", ".sh": "shell",
    ".sql": "sql",
}
CODE_SUFFIXES = tuple(LANGUAGES)
FILE_MARK = re.compile(
    r"^(?:(?:#|//|--|;)\s*)?(?:File|FILE|Path|PATH):\s*(\S+)\s*$|^==> (.+?) <==\s*$", re.M)
DEFINITION = re.compile(
    r"^(?P<indent>[ \t]*)(?:(?:export|default|public|private|protected|internal|static|async"
    r"|final|abstract|override|virtual|synchronized|pub(?:\([\w:]+\))?|unsafe|inline)\s+)*"
    r"(?:(?P<kw>function\*?|class|interface|struct|enum|trait|impl|fn|func|def|module|object)"
    r"\s+(?:\([^)]*\)\s*)?(?P<name>[A-Za-z_$][\w$]*)"
    r"|(?:const|let|var)\s+(?P<arrow>[A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*=>"
    r"|(?P<typed>(?:[\w<>\[\],.*&]+\s+)+?)(?P<method>[A-Za-z_]\w*)\s*\([^;{]*\)\s*"
    r"(?:const\s*)?(?:throws [\w., ]+)?\{?\s*$)",
    re.M,
)
NOT_METHODS = {"if", "for", "while", "switch", "return", "catch", "else", "new", "sizeof"}
CODE_HINTS = re.compile(
    r"^\s*(def |class |import |from \S+ import|function |const |let |#include|package |"
    r"public |func |fn |using |namespace |@\w+)", re.M)


def language_of(path: str | None) -> str:
    """Language name from the file suffix ('' when unknown)."""
    if not path:
        return ""
    dot = path.rfind(".")
    return LANGUAGES.get(path[dot:].lower(), "") if dot >= 0 else ""


def looks_like_code(text: str) -> bool:
    """Many lines open like code and braces, colons or semicolons end lines."""
    lines = [line for line in text.splitlines()[:2000] if line.strip()]
    if len(lines) < 5:
        return False
    hints = len(CODE_HINTS.findall(text[:100_000]))
    endings = sum(1 for line in lines if line.rstrip().endswith(("{", "}", ";", ":", ")")))
    return hints >= 3 and endings >= 0.3 * len(lines)


def _files(text: str, path: str | None) -> list[tuple[str, int, int]]:
    """(path, start, end) of each file of a dump with `File: path` / `==> path <==` lines."""
    marks = list(FILE_MARK.finditer(text))
    if not marks:
        return [(path or "", 0, len(text))]
    out = []
    if text[:marks[0].start()].strip():
        out.append((path or "", 0, marks[0].start()))
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        out.append(((m[1] or m[2]).strip(), m.end(), end))
    return out


def _line_offsets(text: str, start: int, end: int) -> list[int]:
    offsets = [start]
    pos = text.find("\n", start, end)
    while pos >= 0:
        offsets.append(pos + 1)
        pos = text.find("\n", pos + 1, end)
    offsets.append(end)
    return offsets


def _with_comments(text: str, offsets: list[int], line: int) -> int:
    """Index of the first line of the comment / decorator block just above `line`."""
    while line > 0:
        above = text[offsets[line - 1]:offsets[line]].strip()
        if above.startswith(("#", "//", "/*", "*", "@", "///")) and not above.startswith("#!"):
            line -= 1
        else:
            break
    return line


def _python_units(text: str, start: int, end: int) -> list[tuple[int, int, str, str]] | None:
    """(start line, end line, symbol, container) of top-level defs and of class methods."""
    try:
        tree = ast.parse(text[start:end])
    except (SyntaxError, ValueError):
        return None
    units: list[tuple[int, int, str, str]] = []
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        first = min([node.lineno, *(d.lineno for d in node.decorator_list)]) - 1
        last = node.end_lineno or node.lineno
        if isinstance(node, ast.ClassDef):
            methods = [n for n in node.body
                       if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
            units.append((first, last, node.name, "class:" + node.name))
            for m in methods:
                m_first = min([m.lineno, *(d.lineno for d in m.decorator_list)]) - 1
                units.append((m_first, m.end_lineno or m.lineno, f"{node.name}.{m.name}",
                              "method:" + node.name))
        else:
            units.append((first, last, node.name, ""))
    return units


def _regex_units(text: str, start: int, end: int) -> list[tuple[int, int, str, str]]:
    """Definitions found by their opening line; each runs to the next one at its depth."""
    offsets = _line_offsets(text, start, end)
    found = []
    for m in DEFINITION.finditer(text, start, end):
        name = m["name"] or m["arrow"] or m["method"]
        if not name or name in NOT_METHODS or (m["method"] and not m["typed"]):
            continue
        indent = len(m["indent"].expandtabs(4))
        line = bisect.bisect_right(offsets, m.start()) - 1
        found.append((line, indent, name, (m["kw"] or "").startswith(
            ("class", "interface", "struct", "trait", "impl", "object", "module"))))
    if not found:
        return []
    top = min(indent for _, indent, _, _ in found)
    units: list[tuple[int, int, str, str]] = []
    tops = [f for f in found if f[1] == top]
    for i, (line, _, name, is_class) in enumerate(tops):
        last = tops[i + 1][0] if i + 1 < len(tops) else len(offsets) - 1
        units.append((line, last, name, "class:" + name if is_class else ""))
        if is_class:
            inner = [f for f in found if line < f[0] < last and f[1] > top]
            for j, (m_line, _, m_name, _) in enumerate(inner):
                m_last = inner[j + 1][0] if j + 1 < len(inner) else last
                units.append((m_line, m_last, f"{name}.{m_name}", "method:" + name))
    return units


def _pieces(text: str, path: str, start: int, end: int, size: ChunkSize) -> list[Piece]:
    """Definition spans of one file (classes above the limit become their methods)."""
    offsets = _line_offsets(text, start, end)
    lines = len(offsets) - 1
    python = language_of(path) in ("python", "") and (path.endswith(".py") or "def " in
                                                      text[start:min(end, start + 20_000)])
    units = (_python_units(text, start, end) if python else None) or _regex_units(text, start,
                                                                                  end)
    spans: list[tuple[int, int, str, str]] = []
    for first, last, symbol, container in units:
        if container.startswith("class:"):
            big = offsets[min(last, lines)] - offsets[first] > size.limit
            has_methods = any(c == "method:" + symbol for _, _, _, c in units)
            if big and has_methods:
                continue  # its methods stand in for it (the header joins the first one)
            spans.append((first, last, symbol, ""))
        elif container.startswith("method:"):
            owner = container.split(":", 1)[1]
            whole = next((u for u in units if u[3] == "class:" + owner), None)
            if whole and offsets[min(whole[1], lines)] - offsets[whole[0]] > size.limit:
                spans.append((first, last, symbol, owner))
        else:
            spans.append((first, last, symbol, ""))
    spans.sort()
    class_first = {u[2]: u[0] for u in units if u[3].startswith("class:")}
    pieces: list[Piece] = []
    cursor = 0
    for first, last, symbol, owner in spans:
        first = max(_with_comments(text, offsets, first), cursor)
        header = max(cursor, class_first.get(owner, first)) if owner else first
        if header > cursor and text[offsets[cursor]:offsets[header]].strip():
            pieces.extend(_split_lines(text, offsets, cursor, header, "(module)", "", size))
        if first > header and text[offsets[header]:offsets[first]].strip():
            pieces.extend(_split_lines(text, offsets, header, first, owner, owner, size))
        pieces.extend(_split_lines(text, offsets, first, min(last, lines), symbol, owner, size))
        cursor = max(cursor, min(last, lines))
    if cursor < lines and text[offsets[cursor]:offsets[lines]].strip():
        pieces.extend(_split_lines(text, offsets, cursor, lines, "(module)", "", size))
    return pieces


def _split_lines(text: str, offsets: list[int], first: int, last: int, symbol: str,
                 owner: str, size: ChunkSize) -> list[Piece]:
    """A definition as one piece, or cut at blank lines (else any line) above the limit."""
    meta = {"symbol": symbol, "owner": owner}
    out: list[Piece] = []
    begin = first
    for line in range(first + 1, last + 1):
        length = offsets[line] - offsets[begin]
        blank = not text[offsets[line - 1]:offsets[line]].strip()
        if length > size.limit or (blank and length > size.target):
            out.append(Piece(offsets[begin], offsets[line - 1] if line - 1 > begin
                             else offsets[line], meta))
            begin = line - 1 if line - 1 > begin else line
    end = offsets[last]
    if end > offsets[begin]:
        out.append(Piece(offsets[begin], end, meta))
    return [Piece(t.start, t.end, meta) for p in out for t in trimmed(text, p.start, p.end)]


def chunk_code(text: str, size: ChunkSize, *, path: str | None = None) -> list[Chunk]:
    """Chunks by file and definition; meta: path, language, symbols, container class."""
    groups: list[tuple[list[Piece], dict[str, Any]]] = []
    for file_path, start, end in _files(text, path):
        pieces = _pieces(text, file_path, start, end, size)

        def boundary(prev: Piece, nxt: Piece) -> bool:
            return bool(prev.meta["owner"] != nxt.meta["owner"])

        for group in pack(text, pieces, size, boundary=boundary):
            symbols = list(dict.fromkeys(p.meta["symbol"] for p in group))
            owner = group[0].meta["owner"]
            named = [s for s in symbols if s != "(module)"] or symbols
            label = f"{file_path}:{', '.join(named)}" if file_path else ", ".join(named)
            groups.append((group, {"label": label, "path": file_path,
                                   "language": language_of(file_path), "symbol": named[0],
                                   "symbols": symbols, "class": owner}))
    return make_chunks(text, groups, prefix=lambda m: f"{m['path']} {' '.join(m['symbols'])}")
