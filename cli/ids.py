"""Ids as people type them: a unique prefix names one record (like git); short ids shown."""

from __future__ import annotations

from collections.abc import Iterable

from strata_layered.cli.common import fail

MIN_PREFIX = 4
SHOWN = 8
"""Characters of an id `list` shows (more when 8 would not be unique)."""
MAX_LISTED = 8


def resolve_id(given: str, ids: Iterable[str], *, what: str, owner: str) -> str:
    """The one id that is `given` or starts with it; one line naming the candidates if not."""
    known = list(ids)
    if given in known:
        return given
    if len(given) < MIN_PREFIX:
        raise fail(f"{what} {given!r} is too short: give the whole id or at least "
                   f"{MIN_PREFIX} characters of it")
    matches = sorted(i for i in known if i.startswith(given))
    if not matches:
        raise fail(f"no {what} {given!r} for {owner}")
    if len(matches) > 1:
        names = short_ids(matches)
        listed = ", ".join(names[m] for m in matches[:MAX_LISTED])
        more = f" and {len(matches) - MAX_LISTED} more" if len(matches) > MAX_LISTED else ""
        raise fail(f"{what} {given!r} is ambiguous: {len(matches)} match ({listed}{more}); "
                   "give more characters")
    return matches[0]


def short_ids(ids: Iterable[str]) -> dict[str, str]:
    """Each id cut to the shortest prefix of at least SHOWN characters no other id shares."""
    known = sorted(set(ids))
    out = {}
    for n, value in enumerate(known):
        neighbours = known[max(0, n - 1):n] + known[n + 1:n + 2]  # sorted: only these can share
        common = max((_shared(value, other) for other in neighbours), default=0)
        out[value] = value[:max(SHOWN, common + 1)]
    return out


def _shared(a: str, b: str) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n
