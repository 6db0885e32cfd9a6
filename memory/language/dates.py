"""Times named relative to when something is said (今天, 上个月, last week): one table for all.

A memory keeps a relative time as the date it names, from the turn's own time: "I adopted
a dog yesterday" said on 10 May 2023 is kept as "…on May 9"; 上个月 as 2023年4月
(memory/facts/phrasing.py `with_date`). Recall by date (memory/history/recall.py) reads the
days already lived from the same table. A table, not dateparser: these few words are all
the rule path meets, and it stays offline and fast (dateparser 1.5 is on PyPI, not needed).
The table and its row are memory/rules/dates.py.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from strata_layered.memory.rules.dates import (
    PAST_DAYS,
    RELATIVE_DAYS,
    RELATIVE_PERIODS,
    RELATIVE_TIME,
    RELATIVE_TIMES,
    SAID_PAST_AFTER_EN,
    SAID_PAST_EN,
    WEEK_SPAN,
    ZH_NUMERAL,
    ZH_NUMERAL_DATE,
    Unit,
)
from strata_layered.memory.rules.facts import ROUTINE

__all__ = ["PAST_DAYS", "RELATIVE_DAYS", "RELATIVE_PERIODS", "RELATIVE_TIME", "RELATIVE_TIMES",
           "ON_DAY", "Unit", "anchored", "in_digits"]


ON_DAY = ("day", "weekday", "weekend", "day_named")
"""The units a date is said "on" (on May 5, on the weekend of May 6), not "in"."""


def _month(day: date, offset: int) -> date:
    index = day.year * 12 + day.month - 1 + offset
    return date(index // 12, index % 12 + 1, 1)


def anchored(word: str, now: datetime, *, zh: bool, yearly: bool = False, told: str = "") -> str:
    """The date a relative time names, said on `now`: 5月9日 / May 9, 2023年4月 / April 2023.

    `yearly`: said of a day that comes back every year (a birthday): a month without its year.
    `told`: the text the word was said in. A day named bare ("on monday") is the coming one,
    the one gone when said in the past ("started on monday", "my interview on friday went
    well"), and none ("") when said of every
    week ("I usually go to the gym on monday", "from monday to friday I work 9 to 5").
    """
    unit, offset = RELATIVE_TIMES[word.lower()]
    today = now.date()
    if unit == "day_named" and (ROUTINE.search(told) or (
            WEEK_SPAN.search(told) and not SAID_PAST_EN.search(told))):
        return ""
    if unit == "day_named":  # the coming one (a week on when said on a Monday)
        at = told.lower().find(word.lower())
        before, after = told[:at], (told[at + len(word):] if at >= 0 else "")
        past = SAID_PAST_EN.search(before) or SAID_PAST_AFTER_EN.search(after)
        ahead = -((today.weekday() - offset) % 7 or 7) if past else \
            (offset - today.weekday()) % 7 or 7
        day = today + timedelta(days=ahead)
        return f"{day.month}月{day.day}日" if zh else f"{day:%B} {day.day}"
    if unit == "day":
        day = today + timedelta(days=offset)
        return f"{day.month}月{day.day}日" if zh else f"{day:%B} {day.day}"
    if unit == "week":
        monday = today - timedelta(days=today.weekday()) + timedelta(weeks=offset)
        if zh:
            return f"{monday.month}月{monday.day}日那一周"
        return f"the week of {monday:%B} {monday.day}"
    if unit == "weekday" and offset >= 7:  # 下周三: that day of the week after
        day = today - timedelta(days=today.weekday()) + timedelta(days=offset)
        return f"{day.month}月{day.day}日" if zh else f"{day:%B} {day.day}"
    if unit == "weekday":
        back = (today.weekday() - offset) % 7 or 7 if offset >= 0 else (
            today.weekday() + 7 - (offset + 7))
        day = today - timedelta(days=back)
        return f"{day.month}月{day.day}日" if zh else f"{day:%B} {day.day}"
    if unit == "weekend" and offset >= 0:  # this weekend (Sunday: the day before), next
        saturday = today + timedelta(days=5 - today.weekday() + 7 * offset)
    elif unit == "weekend":
        saturday = today - timedelta(days=(today.weekday() - 5) % 7 or 7)
        if today.weekday() == 6:  # said on a Sunday: the weekend before this one
            saturday -= timedelta(days=7)
    if unit == "weekend":
        return f"{saturday.month}月{saturday.day}日那个周末" if zh else \
            f"the weekend of {saturday:%B} {saturday.day}"
    if unit == "month":
        first = _month(today, offset)
        if yearly:
            return f"{first.month}月" if zh else f"{first:%B}"
        return f"{first.year}年{first.month}月" if zh else f"{first:%B %Y}"
    return f"{today.year + offset}年" if zh else str(today.year + offset)


def _number(said: str) -> int:
    """十五 → 15, 二十 → 20, 三十一 → 31, 七 → 7 (the numerals row zh_numeral_date reads)."""
    tens, ten, ones = said.partition("十")
    if not ten:
        return ZH_NUMERAL[said]
    return (ZH_NUMERAL[tens] if tens else 1) * 10 + (ZH_NUMERAL[ones] if ones else 0)


def in_digits(text: str) -> str:
    """The text with a date said in Chinese numerals in digits: 十二月二十号 → 12月20号."""
    def digits(found: re.Match[str]) -> str:
        if found["day"]:
            return f"{_number(found['day'])}{found['f']}"
        return f"{_number(found['m'])}月{_number(found['d'])}{found['e']}"
    return ZH_NUMERAL_DATE.sub(digits, text) if "月" in text else text
