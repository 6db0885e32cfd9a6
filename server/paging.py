"""Cursor paging for the list routes: opaque cursors over a stable order, in a header.

A list route answers the same JSON list as before; with `limit` it answers at most that
many and, when more follow, the header `Next-Cursor` holds the cursor to pass as
`cursor` for the next page. The cursor is the sort key of the last item sent (keyset
paging), so items added or deleted meanwhile never shift a page.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Annotated, Any, TypeVar

from fastapi import Query, Response

from strata_layered.server.errors import ApiError

T = TypeVar("T")
Key = tuple[str, ...]
HEADER = "Next-Cursor"
MAX_LIMIT = 1000

Limit = Annotated[int | None, Query(ge=1, le=MAX_LIMIT,
                                    description="page size; more follow when the answer "
                                                f"has a `{HEADER}` header")]
Cursor = Annotated[str | None, Query(max_length=2000,
                                     description=f"the `{HEADER}` of the previous page")]
PAGED = {"headers": {HEADER: {"description": "cursor of the next page (absent on the last)",
                              "schema": {"type": "string"}}}}
"""OpenAPI of a paged 200 answer."""


def encode_cursor(key: Key) -> str:
    """The opaque form of a sort key."""
    return base64.urlsafe_b64encode(json.dumps(list(key)).encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> Key:
    """A sort key back from its cursor; 422 for one this server never gave out."""
    try:
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        key = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as error:
        raise ApiError(422, "cursor: not a cursor this server gave out") from error
    if not isinstance(key, list) or not all(isinstance(k, str) for k in key):
        raise ApiError(422, "cursor: not a cursor this server gave out")
    return tuple(key)


def page(items: Sequence[T], key: Callable[[T], Key], response: Response, *,
         limit: int | None, cursor: str | None, descending: bool) -> list[T]:
    """One page of `items` in (key) order; sets `Next-Cursor` when more follow."""
    ordered = sorted(items, key=key, reverse=descending)
    if cursor is not None:
        after = decode_cursor(cursor)
        ordered = [i for i in ordered if (key(i) < after if descending else key(i) > after)]
    if limit is None or len(ordered) <= limit:
        return list(ordered)
    chosen = ordered[:limit]
    response.headers[HEADER] = encode_cursor(key(chosen[-1]))
    return chosen


def sort_key(*parts: Any) -> Key:
    """A sort key of times and ids, as text that sorts like them (times in UTC, to µs)."""
    return tuple("" if p is None else p.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")
                 if isinstance(p, datetime) else str(p) for p in parts)
