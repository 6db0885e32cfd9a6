"""[beyond] How a turn ends, moves or replaces a note said before: one table (issue 24, clauses42).

A plan or a fact kept ends, or moves to another value, by what a later turn says of it: a
time corrected (不对，我是下个月去), a date said with the one it replaces (复查不是十五号是
十八号), a value said anew (以前在北京工作，现在在上海了), a first day where a job was to
start, a plan done (书法班报上了) or given up (职称不评了), work handed in ("submitted
algorithms cw"). Each is one decision: which note the turn names (by its thing, its date, its
act) and what the turn does to it; the turn is said anew as the note it leaves, which
supersedes the one it names (memory/supersession/retimes.py `anew_target`).

Each way is a row of its own (its cue, with examples and non-examples, in memory/rules/retimes.py,
plans_done.py, deadlines.py); this table says, per cue, what it does and what it reads the note
from. memory/supersession/endings.py `said_anew` reads them in this order; how each finds its note
differs (a time in the message before, a thing and a date in a note kept, an act and a thing…) and
stays its own reader (memory/supersession/retimes.py, plans_done.py, deadlines_met.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from strata_layered.memory.rules.deadlines import WORK_DONE
from strata_layered.memory.rules.plans_done import PLAN_DONE, PLAN_GIVEN_UP
from strata_layered.memory.rules.retimes import (
    DATE_NOT_OLD,
    JOB_STARTED,
    NOW_INSTEAD_ZH,
    SAID_AGAIN,
    THING_NOT_BUT_ZH,
    TIME_CORRECTED,
)
from strata_layered.memory.rules.row import Row


@dataclass(frozen=True)
class Ending:
    """One way a turn ends or moves a note said before: its cue and what it does."""

    cue: Row
    language: Literal["zh", "en", "both"]
    does: Literal["moves", "replaces", "ends"]
    """moves: the note said again at the new time or date; replaces: the note's value (a city, a
    plan to start a job) said anew; ends: the note said done, given up, or met."""
    reads: Literal["before", "kept", "own"]
    """Where the note it names is found: the user's message before, the notes kept, its own
    clauses (以前…，现在…)."""
    claims: bool
    """Once its cue is said, the turn is this ending's: no later one is read, even when it finds
    no note (a correction of a time is no plan done); else the next is read."""
    reply_only: bool = False
    """Its cue is read only after a message of the user's (a plan said whole again corrects
    only the one said just before)."""
    by_clause: bool = False
    """Its cue is a whole clause (职称不评了): read clause by clause."""
    or_date: bool = False
    """When it finds no note, a date said with the one it replaces (row date_not_old) is read."""


ENDINGS: tuple[Ending, ...] = (
    Ending(TIME_CORRECTED, "both", "moves", "before", claims=True, or_date=True),
    # a thing never kept is none of another note's (review41); 其实是十八号 names none: the date
    Ending(THING_NOT_BUT_ZH, "zh", "moves", "kept", claims=True, or_date=True),
    Ending(SAID_AGAIN, "both", "moves", "before", claims=True, reply_only=True, or_date=True),
    Ending(DATE_NOT_OLD, "both", "moves", "kept", claims=False),
    Ending(NOW_INSTEAD_ZH, "zh", "replaces", "own", claims=True),
    Ending(JOB_STARTED, "both", "replaces", "kept", claims=True),
    Ending(PLAN_DONE, "both", "ends", "kept", claims=False),
    Ending(PLAN_GIVEN_UP, "zh", "ends", "kept", claims=False, by_clause=True),
    Ending(WORK_DONE, "both", "ends", "kept", claims=False),
)
"""The endings, in the order they are read: a correction first, then what ends a plan."""
