"""A plan's time or a fact's value corrected by the new value alone, said again whole [beyond].

我下周去上海出差 → 不对，我是下个月去 kept nothing and left the week active; 我以前在北京工作，
现在在上海了 kept 现在在上海了 beside 在北京工作 (issue 24, plans37): the correction names no
fact, only the value it now has. `said_anew` reads it as the fact said before (the user's
message before it, or its own 以前 clause) with the new value in the old one's place, and that
note supersedes the memory it retells (`anew_target`). The rows are memory/rules/retimes.py.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from strata_layered.memory.fact_values import plan_words
from strata_layered.memory.records import MemoryItem
from strata_layered.memory.rules.retimes import NOW_INSTEAD_ZH, TIME_CORRECTED, WHEN
from strata_layered.memory.text import has_cjk

_PREPOSITION = re.compile(r"^(?:on|in|at|for) ", re.I)
_DAY = re.compile(r"^(?:mon|tues|wednes|thurs|fri|satur|sun)day$", re.I)
_DATE = re.compile(r"^the \d", re.I)
_FRAME_ZH = re.compile(r"(?:是|在|定在|约在|改在)(?P<v>[\u4e00-\u9fff\d]{1,6}?)"
                       r"(?=工作|上班|住|生活|读书|上学|念书|实习|发展|定居|$)")
"""The value in a clause of the old state: 北京 of 在北京工作, 杭州 of 住在杭州, 周三 of 是周三."""


@dataclass(frozen=True)
class Anew:
    """A fact said again with its new value: what to read, and the value it replaces."""

    text: str
    old: str


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


def _retimed(found: re.Match[str], earlier: str) -> Anew | None:
    new = found["new_zh"] or found["new_en"]
    old = found["old_zh"] or found["old_en"]
    times = [m for m in WHEN.finditer(earlier) if _bare(m[0]) != _bare(new)
             and (not old or _bare(m[0]) == _bare(old))]
    if not times:
        return None
    at = times[0]
    return Anew(earlier[:at.start()] + _as_said_in(new) + earlier[at.end():], at[0])


def _instead(found: re.Match[str], earlier: str) -> Anew | None:
    was, new = found["was"], found["now"]
    value = _FRAME_ZH.search(was)
    if value is None or value["v"] == new:
        return None
    old = value["v"]
    if value.start() == 0 and value.end() == len(was):  # 原来是周三: the fact said before
        return Anew(earlier.replace(old, new, 1), old) if old in earlier else None
    return Anew("我现在" + was.replace(old, new, 1), old)  # 以前在北京工作 → 我现在在上海工作


def said_anew(text: str, earlier: str) -> Anew | None:
    """The fact `text` corrects, said again with the value `text` gives it.

    不对，我是下个月去 after 我下周去上海出差 is 我下个月去上海出差; "Sorry, I meant Thursday, not
    Tuesday." after "I have a dentist appointment on Tuesday" is "… on Thursday";
    我以前在北京工作，现在在上海了 is 我现在在上海工作; 原来是周三，现在改成周五了 after
    面试定在周三 is 面试定在周五.
    None when `text` is no such correction, or the fact it needs was not said before it.
    """
    if (found := TIME_CORRECTED.search(text)) is not None:
        return _retimed(found, earlier) if earlier.strip() else None
    if (found := NOW_INSTEAD_ZH.search(text)) is not None:
        return _instead(found, earlier)
    return None


def retimed(text: str, earlier: str) -> str | None:
    """What to read for `text`: the fact it corrects said anew, or None (`said_anew`)."""
    anew = said_anew(text, earlier)
    return anew.text if anew is not None else None


def anew_target(note: str, anew: Anew, kept: Iterable[MemoryItem], message_id: str | None
                ) -> MemoryItem | None:
    """The memory a fact said anew supersedes.

    One of the same thing (a word of the note), kept from the message it retells or saying
    the old value.
    """
    words = plan_words(note.replace(anew.old, " "))
    return next((m for m in kept if ((message_id and m.source.message_id == message_id)
                                     or anew.old.lower() in m.content.lower())
                 and words & plan_words(m.content)), None)
