"""Times named relative to when something is said (今天, 上个月, last week): one table for all.

A memory keeps a relative time as the date it names, from the turn's own time: "I adopted
a dog yesterday" said on 10 May 2023 is kept as "…on May 9"; 上个月 as 2023年4月
(memory/phrasing.py `with_date`). Recall by date (memory/history/recall.py) reads the
days already lived from the same table. A table, not dateparser: these few words are all
the rule path meets, and it stays offline and fast (dateparser 1.5 is on PyPI, not needed).
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from typing import Literal

Unit = Literal["day", "week", "month", "year"]

RELATIVE_DAYS = {"今天": 0, "今晚": 0, "昨天": -1, "昨晚": -1, "前天": -2, "明天": 1, "后天": 2,
                 "today": 0, "tonight": 0, "yesterday": -1, "tomorrow": 1}
"""Each word's offset in days from the day it is said."""
RELATIVE_PERIODS: dict[str, tuple[Unit, int]] = {
    "上周": ("week", -1), "上个星期": ("week", -1), "上星期": ("week", -1), "下周": ("week", 1),
    "下个星期": ("week", 1), "上个月": ("month", -1), "上月": ("month", -1),
    "下个月": ("month", 1), "去年": ("year", -1), "明年": ("year", 1),
    "last week": ("week", -1), "next week": ("week", 1), "last month": ("month", -1),
    "next month": ("month", 1), "last year": ("year", -1), "next year": ("year", 1),
}
"""Each phrase's unit and offset from the one it is said in."""
RELATIVE_TIMES: dict[str, tuple[Unit, int]] = {
    **{w: ("day", n) for w, n in RELATIVE_DAYS.items()}, **RELATIVE_PERIODS}


def _words(words: list[str]) -> re.Pattern[str]:
    ordered = sorted(words, key=len, reverse=True)
    return re.compile("|".join(w if not w.isascii() else rf"\b{w}\b" for w in ordered), re.I)


RELATIVE_DAY = _words(list(RELATIVE_DAYS))
RELATIVE_TIME = _words(list(RELATIVE_TIMES))
PAST_DAYS = {word: -offset for word, offset in RELATIVE_DAYS.items() if offset <= 0}
"""The words that name a day already lived, with how many days ago (for recall by date)."""


def _month(day: date, offset: int) -> date:
    index = day.year * 12 + day.month - 1 + offset
    return date(index // 12, index % 12 + 1, 1)


def anchored(word: str, now: datetime, *, zh: bool) -> str:
    """The date a relative time names, said on `now`: 5月9日 / May 9, 2023年4月 / April 2023."""
    unit, offset = RELATIVE_TIMES[word.lower()]
    today = now.date()
    if unit == "day":
        day = today + timedelta(days=offset)
        return f"{day.month}月{day.day}日" if zh else f"{day:%B} {day.day}"
    if unit == "week":
        monday = today - timedelta(days=today.weekday()) + timedelta(weeks=offset)
        if zh:
            return f"{monday.month}月{monday.day}日那一周"
        return f"the week of {monday:%B} {monday.day}"
    if unit == "month":
        first = _month(today, offset)
        return f"{first.year}年{first.month}月" if zh else f"{first:%B %Y}"
    return f"{today.year + offset}年" if zh else str(today.year + offset)
