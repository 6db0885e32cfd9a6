"""How the SQLite store reads a listing's rows (a search without a query): one scan per part.

SqliteStore lists a namespace with `WHERE (prefix = ? OR prefix GLOB ?) AND <filter> ORDER BY
updated_at DESC LIMIT ? OFFSET ?`: the namespace's own rows and its sub-namespaces'. SQLite
plans the OR as a MULTI-INDEX OR (one index search per side, a rowset between them) and then
checks the whole WHERE again on every row it fetched, so a status filter parses each row's
JSON (`json_extract(value, '$.status')`) although the status index already chose the row.
At 10,000 earlier turns that re-check is most of a listing: the 517 archived memories the
profile reads on a keep turn 2.2 ms against 0.9 read as two plain searches, the 288 active
ones 0.6 against 0.3 (the gate's newest 50 scan them on every turn).

`listing_scan` gives the same SELECT as one statement (one snapshot) of two parts, the
namespace's rows, then its sub-namespaces' (`UNION ALL`), each part numbered: SQLite's OR
gives each side's rows in turn, in the order its index search found them, and the two sides
never share a row (a prefix is not below itself). `sorted_rows` sorts them by `updated_at`,
newest first, stably, as the ORDER BY did (tests/unit/test_sqlite_listing.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

ORDERED_PAGE = "ORDER BY updated_at DESC LIMIT ? OFFSET ?"
"""How SqliteStore ends a listing's SELECT (no query): `_search_texts` sorts the rows itself."""
NAMESPACE_MATCH = "(prefix = ? OR prefix GLOB ?)"
"""How SqliteStore matches a namespace and its sub-namespaces: its first two parameters."""
PARTS = ("prefix = ?", "prefix GLOB ?")


def listing_scan(query: str, params: Sequence[Any]) -> tuple[str, list[Any]] | None:
    """The listing's rows unsorted, each with its part (0, 1) last; None if not a listing.

    Anything but SqliteStore's listing as this module knows it (another text, the
    namespace's parameters not first) gives None, and the caller runs the query as it is.
    """
    scan, ordered, rest = query.rpartition(ORDERED_PAGE)
    if not ordered or rest.strip() or scan.count(NAMESPACE_MATCH) != 1:
        return None
    at = scan.index(NAMESPACE_MATCH)
    values = list(params[:-2])  # without LIMIT and OFFSET
    if "?" in scan[:at] or len(values) < 2 or scan.count("?") != len(values):
        return None
    namespace, below, *others = values
    selects = [scan.replace(NAMESPACE_MATCH, part).rstrip() for part in PARTS]
    numbered = [select.replace("SELECT ", f"SELECT {n} AS part, ", 1)
                for n, select in enumerate(selects)]
    if any(not select.lstrip().startswith(f"SELECT {n} AS part, ")
           for n, select in enumerate(numbered)):
        return None
    return (" UNION ALL ".join(numbered), [namespace, *others, below, *others])


def sorted_rows(rows: list[Any]) -> list[Any]:
    """The rows (part first, then the parent's columns) as the ORDER BY gave them, part dropped.

    Newest `updated_at` first (SQLite puts NULL last in DESC); ties in part order, then in
    the order each part's scan found them.
    """
    rows.sort(key=lambda row: row[0])
    rows.sort(key=lambda row: (row[5] is not None, row[5]), reverse=True)
    return [row[1:] for row in rows]
