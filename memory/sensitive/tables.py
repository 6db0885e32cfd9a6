"""Secrets in a table's column: a header names the secret, the rows below hold it [beyond].

sec42: a pasted table ("| site | password |" then "| bank | Tulip#2019 |", a CSV export of a
password manager) names each value once, in its column's header, never beside the value: every
keyword reading (memory/sensitive/keyed.py) looks right after its word, so the rows rested in
clear. A header row whose cell is a secret's keyword and nothing else makes that column's cells
in the rows below it values of that kind, as many rows as keep the header's shape.
"""

from __future__ import annotations

import bisect
import re

from strata_layered.memory.rules.row import MaskRow, record, remembered
from strata_layered.memory.sensitive.keywords import KEYWORDS, STARTS
from strata_layered.memory.sensitive.spans import ASCII_LOWER, Hit, TextView

TABLE_RANK = 3  # as a keyword's value (keyed.py KEYED_RANK)
# The separators a table's cells are split by: a pipe (Markdown), a tab, a comma (CSV).
_SEPARATORS = ("|", "\t", ",")
_RULE_ROW = re.compile(r"[ \t|:+-]*")  # |---|:---:| under a Markdown header
_EMPTY = frozenset({"", "-", "--", "n/a", "na", "none", "null", "?", "无", "空", "略", "见上"})
# A header's keyword group → the kind its values are masked as (keyed.py's groups).
_KINDS = {"password": "password", "pin": "code", "code": "code", "cvv": "code", "login": "password",
          "secret": "api_key", "bearer": "api_key", "generic": "code", "gift": "code",
          "cn_id": "id_number", "passport": "passport", "bank_account": "account_number"}


ROW = MaskRow(
    name="secret_table_column",
    pattern=KEYWORDS,
    decides="secret: the cells under a table's header cell that is a secret's keyword alone "
            "(a Markdown table, a CSV or tab-separated export)",
    source="[beyond] sec42: '| site | password |' then '| bank | Tulip#2019 |' kept the password"
           " in clear; sec43: 'site,password' over 'gmail,hunter22!' masked the site too",
    examples=("| site | password |\n|---|---|\n| bank | Tulip#2019 |\n| mail | sunflower |",
              "site,login,password\nbank,jo,Tulip#2019", "名称\t密码\n银行\t66502211",
              "| site | password |\n| bank | sunflower |", "| card | PIN |\n| debit | 4471 |",
              "site,password\ngmail,hunter22!", "site,password\ngmail,sunflower",
              "网站,密码\n淘宝,sunflower"),
    masked=(("Tulip#2019", "sunflower"), ("Tulip#2019",), ("66502211",), ("sunflower",),
            ("4471",), ("hunter22!",), ("sunflower",), ("sunflower",)),
    non_examples=("| site | password |\n|---|---|\n| bank | n/a |",
                  "| site | password strength |\n| bank | strong |",
                  "password, username and email are required\nbank, jo, Tulip",
                  "| week | code review |\n| 12 | done |", "password, please\nok, sure",
                  "PIN, please\nok, sure"),
)


def _cells(line: str, sep: str) -> list[tuple[int, int]]:
    """The spans of a line's cells (a Markdown row's outer pipes are no cells)."""
    spans, start = [], 0
    for i, ch in enumerate(line + sep):
        if ch == sep:
            spans.append((start, i))
            start = i + 1
    if sep == "|" and line.strip().startswith("|"):
        spans = spans[1:]
    if sep == "|" and line.strip().endswith("|"):
        spans = spans[:-1]
    return spans


def _trimmed(line: str, span: tuple[int, int]) -> tuple[int, int]:
    start, end = span
    while start < end and line[start] in " \t":
        start += 1
    while end > start and line[end - 1] in " \t":
        end -= 1
    return start, end


def _secret_columns(line: str, sep: str) -> dict[int, tuple[str, str]]:
    """Column index → (kind, keyword group), for the header cells that are a keyword alone."""
    columns = {}
    for i, span in enumerate(_cells(line, sep)):
        s, e = _trimmed(line, span)
        m = KEYWORDS.fullmatch(line, s, e) if e - s <= 30 else None
        if m is not None and (kind := _KINDS.get(m.lastgroup or "")):
            columns[i] = kind, m.lastgroup or ""
    return columns


def find_tables(view: TextView) -> list[Hit]:
    """The cells of a secret's column in the rows under its header."""
    if "\n" not in view.text or not ROW.active():
        return []
    return list(_table_hits(view.text))


@remembered(16)
def _table_hits(text: str) -> tuple[Hit, ...]:
    # sec44: kept per text (with the row's firing): `header_cell` asks for every keyword that is
    # a cell of a header, and a text of many such lines read the whole text again each time
    # (200 kB of "site,password" lines took past 30 minutes in bench secrets' timing)
    lines, offsets, pos = text.split("\n"), [], 0
    for line in lines:
        offsets.append(pos)
        pos += len(line) + 1
    hits: list[Hit] = []
    read = 0  # lines up to here were rows of a table read (lead42: each was read again as a
    for n, header in enumerate(lines):  # header, its rows with it: quadratic in the lines)
        sep = next((s for s in _SEPARATORS if header.count(s) >= 1 + (s == "|")), None)
        if n < read or sep is None or not STARTS.search(header.translate(ASCII_LOWER)):
            continue  # a row read, no table, or no keyword can open in this line
        columns, width = _secret_columns(header, sep), len(_cells(header, sep))
        named = _names_only(header, sep)
        for row_no in range(n + 1, len(lines)) if columns else ():
            row = lines[row_no]
            if sep == "|" and _RULE_ROW.fullmatch(row) and "-" in row:
                continue
            cells = _cells(row, sep)
            if len(cells) != width:
                break  # the table ended
            read = row_no + 1
            for col, (kind, group) in columns.items():
                s, e = _trimmed(row, cells[col])
                if _value(row[s:e], kind, sep, named and group == "password"):
                    hits.append(Hit(offsets[row_no] + s, offsets[row_no] + e, kind, TABLE_RANK))
    if hits:
        record(ROW.name)
    return tuple(hits)


# What a password belongs to, as a column of its own: the header is a list of accounts.
_ACCOUNT_COLUMN = re.compile(
    r"(?:web)?site|service|account|app|url|domain|host|platform|name|user(?:name)?|login|e-?mail"
    r"|网站|网址|站点|平台|应用|账号|帐号|账户|用户名?|邮箱|名称", re.I)


def _names_only(header: str, sep: str) -> bool:
    """The header names an account's column beside the secret's ("site,login,password")."""
    cells = [header[s:e].strip() for s, e in _cells(header, sep)]
    return any(_ACCOUNT_COLUMN.fullmatch(c) for c in cells) and all(
        0 < len(c) <= 24 and len(c.split()) <= 2 for c in cells)


def _value(cell: str, kind: str, sep: str, named: bool) -> bool:
    """A cell with the shape of its column's secret (in a CSV line, a password's sign)."""
    # prose has commas and tabs too: there a password needs a digit or a sign in it, unless
    # every cell of the header is a column's name and the cell one word (sec43: "site,password"
    # over "gmail,sunflower")
    if cell.lower() in _EMPTY or len(cell) > 128:
        return False
    if kind == "code":
        return sum(c.isdigit() for c in cell) >= 3
    one_word = named and len(cell.split()) == 1
    return sep == "|" or one_word or any(not c.isalpha() for c in cell)


_CELL_EDGE = re.compile(r"[ \t]*(?:[,\t|]|$)", re.M)


def header_cell(view: TextView, keyword: re.Match[str]) -> bool:
    """The keyword is a whole cell of a line of several ("site,password"): it names a column.

    sec43: the keyword's value on the next line was the whole row ("gmail,hunter22!" masked
    with its site); when a cell under it is read here, the keyword's own reading gives way
    (not when none is: "Remember: site,password" over "gmail,sunflower" stays masked whole).
    """
    text = view.text
    line_start = text.rfind("\n", 0, keyword.start()) + 1
    line_end = text.find("\n", keyword.end())
    line = text[line_start : line_end if line_end >= 0 else len(text)]
    before = text[line_start : keyword.start()].rstrip(" \t")
    opens_cell = not before or before[-1] in ",\t|"
    cells = [c for c in re.split(r"[,\t|]", line) if c.strip()]
    edge = _CELL_EDGE.match(text, keyword.end())
    if not (ROW.active() and len(cells) >= 2 and opens_cell and edge is not None):
        return False
    below = line_start + len(line) + 1
    below_end = text.find("\n", below)
    below_end = len(text) if below_end < 0 else below_end
    hits = _table_hits(text)  # in order of start: the first at or after `below` (sec44)
    first = bisect.bisect_left(hits, below, key=lambda hit: hit.start)
    return first < len(hits) and hits[first].start < below_end
