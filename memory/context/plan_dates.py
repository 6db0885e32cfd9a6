"""[beyond] A plan to start a job, read on the day it is shown: ahead, or past (issue 24 lives38).

"starts at Stripe in January" was kept on 5 December 2026; shown on 3 March 2027 with no first
day said, it still read as a job ahead (plans37 left it: "in January" has no year). `as_of`
reads the start date against the day the note was said (January after December is the next
year's) and, once that day has come, says the plan as one that was to start then: "was to
start at Stripe in January 2027", 原定2027年1月入职字节. What is stored stays as said.
"""

from __future__ import annotations

from datetime import date, datetime

from strata_layered.memory.rules.retimes import START_DATED

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def _start(year: str | None, month: int, day: str | None, said: date) -> date | None:
    """The start date: the year said, else the first such month on or after the day said."""
    if not 1 <= month <= 12:
        return None
    if year:
        at_year = int(year)
    else:
        at_year = said.year + (1 if month < said.month else 0)
    try:
        return date(at_year, month, int(day) if day else 1)
    except ValueError:
        return None


def as_of(note: str, said_at: datetime, now: datetime) -> str:
    """The note as read on `now`: a job's start said in it and already come is "was to start".

    "starts at Stripe in January" said on 2026-12-05 reads, from 2027-01-01 on, "was to start
    at Stripe in January 2027"; 2027年1月入职字节 reads 原定2027年1月入职字节. Before the start,
    or with no such start, the note as kept.
    """
    found = START_DATED.search(note)
    if found is None:
        return note
    if found["zmonth"]:
        start = _start(found["zyear"], int(found["zmonth"]), found["zday"], said_at.date())
        if start is None or now.date() < start:
            return note
        told = note[found.start():]
        return note[:found.start()] + "原定" + (told if found["zyear"] else f"{start.year}年{told}")
    month = _MONTHS.index(found["month"][:3].lower()) + 1
    start = _start(found["year"], month, found["day"], said_at.date())
    if start is None or now.date() < start:
        return note
    when = note[found.start("month"):found.end()]
    year = "" if found["year"] else f" {start.year}"
    return (note[:found.start()] + "was to start" + found["what"]
            + note[found.end("what"):found.start("month")] + when + year + note[found.end():])
