"""[beyond] How a correction reads what it says anew (issue 24, clauses42b: rows out of code).

memory/supersession/retimes.py reads a correction against the note kept or said before; these
readings were regexes of its own (`_NO_THING`, `_ANOTHERS`, `_FRAME_ZH`), unseen by the audit and
by `bench facts --rules`: what opens a correction without naming its thing (其实是十八号), whose
date a correction says (her birthday…: not the user's), the value in a clause of the old state
(北京 of 以前在北京工作).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

SOURCE = (
    "[beyond] issue 24 probe41, plans37 (moved from memory/supersession/retimes.py in "
    "clauses42b)"
)

CORRECTION_OPENER_ZH = Row(
    "correction_opener_zh",
    re.compile(r"(?:其实|不对|对了|抱歉|哦|噢|嗯|那个|就是|应该|好像|我说|我记)+"),
    "what opens a Chinese correction without naming its thing (其实复查… is 复查; 其实是十八号 "
    "names none: the note of the old day is read instead)",
    SOURCE,
    ("其实复查", "不对", "那个就是", "我记"),
    ("复查", "面试", "体检"),
    contexts=("其实复查不是十五号是十八号",),
    before="2027年1月15号要去医院复查，查血压和心脏",
)

ANOTHERS_DATE = Row(
    "anothers_date",
    re.compile(r"^(?:his|her|their|he|she|他|她)(?:['’]s|的)?(?![A-Za-z])", re.I),
    "a date corrected that is another's (his / her / 他的…): none of the user's notes moves",
    SOURCE,
    ("her birthday is jan 18", "his party is on the 5th", "她的生日是1月18日", "their flight"),
    ("my birthday is jan 18", "herbs", "the party is on the 5th", "hello"),
    contexts=("actually her party is jan 18 not jan 15",),  # none of the user's notes moves
    before="has a dentist appointment on jan 15",
)

OLD_VALUE_ZH = Row(
    "old_value_zh",
    re.compile(r"(?:是|在|定在|约在|改在)(?P<v>[\u4e00-\u9fff\d]{1,6}?)"
               r"(?=工作|上班|住|生活|读书|上学|念书|实习|发展|定居|$)"),
    "the value in a clause of the old state (北京 of 在北京工作, 杭州 of 住在杭州, 周三 of "
    "是周三): what 现在… puts its new value in place of",
    SOURCE,
    ("在北京工作", "住在杭州", "原来是周三", "以前在深圳上班"),
    ("以前很忙", "我以前当老师", "原来如此"),
    contexts=("我以前在北京工作，现在在上海了",),
)

ROWS: tuple[Row, ...] = (CORRECTION_OPENER_ZH, ANOTHERS_DATE, OLD_VALUE_ZH)
