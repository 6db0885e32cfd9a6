"""A plan's time corrected in a reply of a time alone, said again as the plan [beyond].

我下周去上海出差 → 不对，我是下个月去 kept nothing and left the week active (issue 24,
plans37): the reply names no plan, so it is read as the user's message before it with the new
time in the old one's place (`retimed`), and that note supersedes the memory kept from that
message (`retimed_target`). The rows are memory/rules/retimes.py.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from strata_layered.memory.fact_values import plan_words
from strata_layered.memory.records import MemoryItem
from strata_layered.memory.rules.retimes import TIME_CORRECTED, WHEN
from strata_layered.memory.text import has_cjk

_PREPOSITION = re.compile(r"^(?:on|in|at|for) ", re.I)
_DAY = re.compile(r"^(?:mon|tues|wednes|thurs|fri|satur|sun)day$", re.I)
_DATE = re.compile(r"^the \d", re.I)


def _bare(when: str) -> str:
    """A time without its preposition, lower-cased (on Tuesday / Tuesday are one time)."""
    return _PREPOSITION.sub("", when.strip()).lower()


def _as_said_in(when: str) -> str:
    """An English time with the preposition it takes in a sentence (Thursday → on Thursday)."""
    if has_cjk(when) or _PREPOSITION.match(when):
        return when
    if _DAY.match(when) or _DATE.match(when):
        return f"on {when}"
    if when[:1].isupper():  # a month named: January, May 3rd
        return f"in {when}"
    return when


def retimed(text: str, earlier: str) -> str | None:
    """The user's message before `text`, with the time `text` corrects it to in its place.

    不对，我是下个月去 after 我下周去上海出差 is 我下个月去上海出差; "Sorry, I meant Thursday, not
    Tuesday." after "I have a dentist appointment on Tuesday" is "… on Thursday". None when
    `text` is no correction of a time alone, or the message before says no time (not the one
    named: "not Tuesday" after a plan for Friday corrects nothing of it).
    """
    found = TIME_CORRECTED.search(text) if earlier.strip() else None
    if found is None:
        return None
    new = found["new_zh"] or found["new_en"]
    old = found["old_zh"] or found["old_en"]
    times = [m for m in WHEN.finditer(earlier) if _bare(m[0]) != _bare(new)
             and (not old or _bare(m[0]) == _bare(old))]
    if not times:
        return None
    at = times[0]
    return earlier[:at.start()] + _as_said_in(new) + earlier[at.end():]


def retimed_target(note: str, kept: Iterable[MemoryItem], message_id: str | None
                   ) -> MemoryItem | None:
    """The memory kept from the message a correction retimes that says the plan of `note`."""
    if not message_id:
        return None
    words = plan_words(note)
    return next((m for m in kept if m.source.message_id == message_id
                 and words & plan_words(m.content)), None)
