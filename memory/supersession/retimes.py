"""A plan's time or a fact's value corrected by the new value alone, said again whole [beyond].

我下周去上海出差 → 不对，我是下个月去 kept nothing and left the week active; 我以前在北京工作，
现在在上海了 kept 现在在上海了 beside 在北京工作 (issue 24, plans37): the correction names no
fact, only the value it now has. memory/supersession/endings.py `said_anew` reads it as the fact
said before (the user's message before it, or its own 以前 clause) with the new value in the old
one's place, and that note supersedes the memory it retells (`anew_target`). The rows are
memory/rules/retimes.py; the readers here are those of memory/rules/endings.py's table.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from strata_layered.memory.facts.fact_values import plan_words
from strata_layered.memory.facts.people import USER, subject_of
from strata_layered.memory.rules.anew_readings import (
    ANOTHERS_DATE,
    CORRECTION_OPENER_ZH,
    OLD_VALUE_ZH,
)
from strata_layered.memory.rules.dates import WEEKDAY_EN
from strata_layered.memory.rules.retimes import (
    DATE_NAMED_ZH,
    START_HELD,
    START_TIME,
    WHEN,
)
from strata_layered.memory.store.records import MemoryItem
from strata_layered.memory.text.text import has_cjk

_PREPOSITION = re.compile(r"^(?:on|in|at|for) ", re.I)
_DAY = re.compile(rf"^{WEEKDAY_EN}$", re.I)
_DATE = re.compile(r"^the \d", re.I)


@dataclass(frozen=True)
class Anew:
    """A fact said again with its new value: what to read, and the value it replaces."""

    text: str
    old: str
    about: str = ""
    """Words of what the fact is about besides its note's (a job started ends the plan to start
    it: "starts at Stripe in January", 2027年1月入职字节)."""


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


def time_moved(found: re.Match[str], earlier: str) -> Anew | None:
    """The message before said at the time a reply of a time alone gives (row time_corrected)."""
    if not earlier.strip():
        return None
    new = found["new_zh"] or found["new_en"]
    old = found["old_zh"] or found["old_en"]
    times = [m for m in WHEN.finditer(earlier) if _bare(m[0]) != _bare(new)
             and (not old or _bare(m[0]) == _bare(old))]
    if not times:
        return None
    at = times[0]
    return Anew(earlier[:at.start()] + _as_said_in(new) + earlier[at.end():], at[0])


def said_whole_again(found: re.Match[str], earlier: str) -> Anew | None:
    """The plan said whole again at another time, if the message before said it.

    The message before says the plan (a word of it in both) at a time this one no longer says.
    """
    rest = found["rest"]
    said = {_bare(m[0]) for m in WHEN.finditer(rest)}
    before = [m for m in WHEN.finditer(earlier) if _bare(m[0]) not in said]
    if not before or not plan_words(WHEN.sub(" ", rest)) & plan_words(WHEN.sub(" ", earlier)):
        return None
    return Anew(rest, before[0][0])


def value_instead(found: re.Match[str], earlier: str) -> Anew | None:
    """The old state's clause (or the message before) with the value said after 现在."""
    was, new = found["was"], found["now"]
    value = OLD_VALUE_ZH.search(was)  # 北京 of 在北京工作
    if value is None or value["v"] == new:
        return None
    old = value["v"]
    if value.start() == 0 and value.end() == len(was):  # 原来是周三: the fact said before
        return Anew(earlier.replace(old, new, 1), old) if old in earlier else None
    return Anew("我现在" + was.replace(old, new, 1), old)  # 以前在北京工作 → 我现在在上海工作


def _started(found: re.Match[str], text: str) -> Anew:
    """The first day at a place said as the job held; the rest of the message stays as said.

    "Today was my first day at Stripe!" is "I work at Stripe now, I started today!".
    """
    if found["zp"] or found["zp2"]:
        place, when = found["zp"] or found["zp2"], found["zw"] or found["zw2"] or ""
        told = f"我在{place}上班了，{when}刚入职"
    else:
        place = found["p1"] or found["p2"] or found["p3"]
        when = found["w1"] or found["w2"] or found["w3"] or found["w4"] or ""
        # a day is noted as its date; "this week" would be a note of its own ("started this week")
        told = f"I work at {place} now" + (f", I started {when}" if "week" not in when.lower()
                                           and when else "")
    old = re.sub(r"^the ", "", place, flags=re.I)
    return Anew(text[:found.start()] + told + text[found.end():], old, "starting 入职 上班")


def job_started(found: re.Match[str], text: str, kept: Sequence[str]) -> Anew | None:
    """The first day said as the job held, when a plan kept was to start at that place."""
    anew = _started(found, text)
    plans = (k for k in kept if held(k) is not None)
    return anew if any(anew.old.lower() in plan.lower() for plan in plans) else None


def thing_moved(found: re.Match[str], kept: Sequence[str]) -> Anew | None:
    """The kept plan of the thing named, said again at the new day (复查不是十五号是十八号)."""
    thing, new = found["thing"] or found["thing2"], found["new_zh"] or found["new2"]
    opener = CORRECTION_OPENER_ZH.match(thing)  # 其实复查: the thing is 复查
    thing = thing[opener.end():] if opener is not None else thing
    if len(thing) < 2:
        return None  # 其实是十八号: no thing named (date_not_old reads the old day's note)
    for note in kept:
        day = DATE_NAMED_ZH.search(note) if thing in note else None
        if day is not None:
            # 十八号 for 1月15日 is the 18th of that month (review41: it was anchored anew)
            if "月" not in new and "月" in day[0]:
                new = day[0][: day[0].rindex("月") + 1] + new
            return Anew("我" + note[:day.start()] + new + note[day.end():], day[0])
    return None


def said_of_before(found: re.Match[str], earlier: str) -> bool:
    """Whether the thing a correction names (疫苗是下周四), if any, is said in the message before.

    不对，面试是下周四 after a vaccine's day is no correction of that day (leftzh44): the
    endings read after it (a thing kept, days before) read it instead.
    """
    thing = found.groupdict().get("thing_zh")
    return not thing or bool(plan_words(thing) & plan_words(earlier))


def names_a_thing(found: re.Match[str]) -> bool:
    """Whether a correction names its thing (复查不是…), not an opener alone (其实是十八号…)."""
    groups = found.groupdict()
    thing = groups.get("thing") or groups.get("thing2") or ""
    opener = CORRECTION_OPENER_ZH.match(thing) if thing else None
    return bool(thing) and (opener is None or opener.end() < len(thing))


_FIRST_PERSON = {"is": "am", "has": "have", "was": "was", "does": "do"}


def date_not_old(found: re.Match[str], kept: Sequence[str]) -> Anew | None:
    """The newest memory kept of the user's that says the old date, said with the new one.

    "actually first day at school is jan 5 not jan 6" after "…starting as a chem teacher at
    lincoln high on jan 6" is "I … starting as a chem teacher at lincoln high on jan 5"; None
    when no memory says the old date.
    """
    new, old = found["new"] or found["new_zh"], found["old"] or found["old_zh"]
    # another's date ("actually my wife's birthday is jan 18 not jan 15") is none of the user's
    said_of = found.string[found.end("cue"):].lstrip(" ,，:：").removeprefix("I meant ")
    if subject_of(said_of) != USER or ANOTHERS_DATE.match(said_of):  # a relative: subject_of
        return None
    said = re.compile(rf"(?<![A-Za-z0-9]){re.escape(old)}(?![A-Za-z0-9])", re.I)
    note = next((k for k in kept if said.search(k) and subject_of(k) == USER), None)
    if note is None:
        return None
    # the user's note said again as theirs (a note drops its 我 / I: seed 000 reads it)
    fixed = said.sub(new, note, count=1)
    if has_cjk(note):
        return Anew("我" + fixed, old)
    verb, _, rest = fixed.partition(" ")  # "has a dentist appointment…": "I have a…"
    return Anew(f"I {_FIRST_PERSON.get(verb.lower(), verb)} {rest}".rstrip(), old)


def anew_target(note: str, anew: Anew, kept: Iterable[MemoryItem], message_id: str | None
                ) -> MemoryItem | None:
    """The memory a fact said anew supersedes.

    One of the same thing (a word of the note), kept from the message it retells or saying
    the old value.
    """
    if subject_of(note) != USER:  # "Actually, my sister is flying to Tokyo next month"
        return None
    kept = list(kept)  # a plan or deadline retold whole is that note, not one sharing a word
    if (whole := next((m for m in kept if m.content == anew.old), None)) is not None:
        return whole  # ("submitted algorithms cw" after "not switching to maths": probe41b)
    words = plan_words(f"{note.replace(anew.old, ' ')} {anew.about}")
    return next((m for m in kept if ((message_id and m.source.message_id == message_id)
                                     or anew.old.lower() in m.content.lower())
                 and m.subject in ("", USER) and words & plan_words(m.content)), None)


def held(plan: str) -> str | None:
    """A plan to start a job said as the job held: its job and place, not its start time.

    "starts as a data analyst at the hospital in January 2027" → "works as a data analyst at
    the hospital"; 2027年1月入职字节 → 在字节上班. None when it says no start.
    """
    found = START_HELD.search(plan)
    if found is None:
        return None
    if found["en"]:
        told = f"works {found['en']}"
        rest = START_TIME.sub("", plan[found.end():])
    elif found["zh"]:
        told, rest = f"在{found['zh']}上班", plan[found.end():]
    else:
        told, rest = f"在{found['zp']}{found['zv']}", plan[found.end():]
    return plan[:found.start()] + told + rest


def anew_note(note: str, anew: Anew, target: MemoryItem) -> str:
    """The note a fact said anew is kept as: a job started keeps the plan's job and place.

    "works at the hospital now, manager Priya seems nice" retelling "got the job, starts as a
    data analyst at the hospital in January 2027" is "got the job, works as a data analyst at
    the hospital, manager Priya seems nice" (the occupation came from the plan).
    """
    job = held(target.content) if anew.about else None
    if job is None:
        return note
    after = re.search(r"[，,] ?", note)  # the job's own clause goes, the rest stays
    return job + (note[after.start():] if after else "")
