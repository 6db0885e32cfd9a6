"""[beyond] Which note a turn ends, moves or replaces: memory/rules/endings.py's table applied.

不对，我是下个月去 after 我下周去上海出差, 复查不是十五号是十八号 days after the check-up
was kept, 书法班报上了 after 想报老年大学的书法班, 职称不评了, "submitted algorithms cw" after
the deadline list: each names a note said before (by its time, thing, date, act or work) and
says what becomes of it.
`said_anew` reads the endings in the table's order; the first whose cue is said and that finds its
note gives the turn said anew (memory/supersession/retimes.py `Anew`), which supersedes that note
(`anew_target`). How each finds its note is its own reader below (issue 24, clauses42: these were
nine branches of one function).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from strata_layered.memory.rules.endings import ENDINGS, Ending
from strata_layered.memory.rules.retimes import DATE_NOT_OLD
from strata_layered.memory.supersession.deadlines_met import met_deadline
from strata_layered.memory.supersession.plans_done import done_plan, dropped_plan, settled_clauses
from strata_layered.memory.supersession.retimes import (
    Anew,
    date_not_old,
    job_started,
    names_a_thing,
    said_of_before,
    said_whole_again,
    thing_moved,
    time_moved,
    value_instead,
)

Reader = Callable[[re.Match[str], str, str, Sequence[str]], "Anew | None"]
"""An ending's reader: (its cue's match, the text, the user's message before, the notes kept)."""


def _anew(found: tuple[str, str] | None) -> Anew | None:
    """(the note named, the turn said anew) as an `Anew`."""
    return Anew(found[1], found[0]) if found is not None else None


READERS: dict[str, Reader] = {
    "time_corrected": lambda found, text, earlier, kept: time_moved(found, earlier),
    "thing_not_but_zh": lambda found, text, earlier, kept: thing_moved(found, kept),
    "said_again": lambda found, text, earlier, kept: said_whole_again(found, earlier),
    "date_not_old": lambda found, text, earlier, kept: date_not_old(found, kept),
    "now_instead_zh": lambda found, text, earlier, kept: value_instead(found, earlier),
    "job_started": lambda found, text, earlier, kept: job_started(found, text, kept),
    "plan_done": lambda found, text, earlier, kept: _anew(done_plan(text, kept)),
    "plan_given_up": lambda found, text, earlier, kept: _anew(
        dropped_plan(text, kept, earlier)),
    "work_done": lambda found, text, earlier, kept: _anew(met_deadline(text, kept)),
}
"""The reader of each ending, by its cue's row name."""


def _said(ending: Ending, text: str, earlier: str) -> re.Match[str] | None:
    """The ending's cue in `text` (clause by clause for a whole-clause cue), or None."""
    if ending.by_clause:
        found = next((m for c, _ in settled_clauses(text)
                      if (m := ending.cue.search(c)) is not None), None)
    else:
        found = ending.cue.search(text)
    return None if found is None or (ending.reply_only and not earlier.strip()) else found


def said_anew(text: str, earlier: str, kept: Sequence[str] = ()) -> Anew | None:
    """The note `text` ends, moves or replaces, said anew as `text` leaves it; None without one.

    不对，我是下个月去 after 我下周去上海出差 is 我下个月去上海出差; "Sorry, I meant Thursday, not
    Tuesday." after "I have a dentist appointment on Tuesday" is "… on Thursday";
    我以前在北京工作，现在在上海了 is 我现在在上海工作; 原来是周三，现在改成周五了 after
    面试定在周三 is 面试定在周五; "Today was my first day at Stripe!" is "I work at Stripe now, I
    started today!" when a plan to start there is `kept` (the memories' contents); 书法班报上了
    after 想报老年大学的书法班 is that plan done today. None when `text` says no ending, or the
    note it names was not said before it.
    """
    # "is jan 5 not jan 6" (probe40): the note kept with the old date, read first: a correction
    # of a time or a thing that finds no note of its own falls back to it
    dated = DATE_NOT_OLD.search(text)
    fixed = date_not_old(dated, kept) if dated is not None else None
    for ending in ENDINGS:
        found = _said(ending, text, earlier)
        if found is None or not said_of_before(found, earlier):
            continue
        anew = READERS[ending.cue.name](found, text, earlier, kept)
        if anew is None and ending.or_date and not names_a_thing(found):
            anew = fixed  # review41: a thing named and kept nowhere moves no other note's date
        if anew is not None or ending.claims:
            return anew
    return None


def retimed(text: str, earlier: str, kept: Sequence[str] = ()) -> str | None:
    """What to read for `text`: the note it ends or moves said anew, or None (`said_anew`)."""
    anew = said_anew(text, earlier, kept)
    return anew.text if anew is not None else None
