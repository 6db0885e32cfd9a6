"""[beyond] Times named relative to when something is said (今天, 上个月, last week): one table.

memory/language/dates.py anchors them to the turn's date (a memory keeps "yesterday" said on 10 May
as "on May 9"); recall by date reads the days already lived from the same table. Issue 24:
relative times are anchored to the turn's date from one table, not regexes in three places.
"""

from __future__ import annotations

import re
from typing import Literal

from strata_layered.memory.rules.row import Row

WEEKDAY_EN = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
MONTH_EN = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
DAY_OF_MONTH_EN = r"\d{1,2}(?:st|nd|rd|th)?"
"""English date words the rows share: a weekday, a month (short or whole), a day of the month."""

Unit = Literal["day", "week", "month", "year", "weekday", "weekend", "day_named"]

DAYS_AGO = {2: ("two", "2", "两", "2"), 3: ("three", "3", "三", "3"), 4: ("four", "4", "四", "4"),
            5: ("five", "5", "五", "5"), 6: ("six", "6", "六", "6")}
"""[beyond] "two days ago", 三天前: a count of days back (English word or digit, Chinese
numeral or digit), up to six (a week ago is `last week`'s)."""
RELATIVE_DAYS = {"今天": 0, "今晚": 0, "昨天": -1, "昨晚": -1, "前天": -2, "大前天": -3, "明天": 1,
                 "后天": 2, "today": 0, "tonight": 0, "yesterday": -1, "tomorrow": 1,
                 # [beyond] probe24d: "broke up last night", "died this morning" kept as said
                 "last night": -1, "this morning": 0, "this afternoon": 0, "this evening": 0,
                 "the day before yesterday": -2,
                 # [beyond] LoCoMo conv-47 (train): "the day after tomorrow evening" was
                 # anchored as "the day after on <tomorrow>"
                 "the day after tomorrow": 2, "大后天": 3,
                 **{f"{word} days ago": -n for n, (en, digit, _, _) in DAYS_AGO.items()
                    for word in (en, digit)},
                 **{f"{word}天前": -n for n, (_, _, zh, digit) in DAYS_AGO.items()
                    for word in (zh, digit)}}
"""Each word's offset in days from the day it is said."""
RELATIVE_PERIODS: dict[str, tuple[Unit, int]] = {
    "上周": ("week", -1), "上个星期": ("week", -1), "上星期": ("week", -1), "下周": ("week", 1),
    "下个星期": ("week", 1), "上个月": ("month", -1), "上月": ("month", -1),
    # probe43: 礼拜, the week as northern speech says it (下礼拜三带老伴儿去复查)
    "上礼拜": ("week", -1), "上个礼拜": ("week", -1), "下礼拜": ("week", 1),
    "下个礼拜": ("week", 1),
    "下个月": ("month", 1), "去年": ("year", -1), "明年": ("year", 1),
    "上上周": ("week", -2), "上上个星期": ("week", -2), "上上个月": ("month", -2),
    "前年": ("year", -2), "the week before last": ("week", -2),
    "the month before last": ("month", -2), "the year before last": ("year", -2),
    "last week": ("week", -1), "next week": ("week", 1), "last month": ("month", -1),
    "next month": ("month", 1), "last year": ("year", -1), "next year": ("year", 1),
}
"""Each phrase's unit and offset from the one it is said in (上上个月 / "the month before
last": two back; it was read as 上 + 上个月, "上2023年4月")."""
_COUNTS: dict[int, tuple[tuple[str, ...], tuple[str, ...]]] = {
    1: (("a", "one", "1"), ("一", "1")),
    **{n: ((en, digit), (zh, zh_digit)) for n, (en, digit, zh, zh_digit) in DAYS_AGO.items()}}
_AGO_UNITS: tuple[tuple[Unit, tuple[str, ...]], ...] = (
    ("week", ("周", "个星期", "个礼拜")), ("month", ("个月",)), ("year", ("年",)))
UNITS_AGO: dict[str, tuple[Unit, int]] = {
    phrase: (unit, -n)
    for n, (en_words, zh_words) in _COUNTS.items()
    for unit, zh_units in _AGO_UNITS
    for phrase in (*(f"{w} {unit}{'s' if n > 1 else ''} ago" for w in en_words),
                   *(f"{w}{u}前" for w in zh_words for u in zh_units))
}
"""[beyond] "two months ago", 三周前, 两年前: a count of weeks, months or years back (one to
six, English word or digit, Chinese numeral or digit), anchored as last week / 上个月 are."""
RELATIVE_PERIODS.update(UNITS_AGO)
WEEKDAY_NAMES: tuple[tuple[tuple[str, ...], str], ...] = (
    (("monday", "mon"), "一"), (("tuesday", "tue", "tues"), "二"),
    (("wednesday", "weds"), "三"), (("thursday", "thu", "thur", "thurs"), "四"),
    (("friday", "fri"), "五"), (("saturday",), "六"), (("sunday",), "日"))
"""Each day's English names (no short form that is an English word: "last sat", "last
sun", "last wed" are a verb, a noun and a verb) and its Chinese numeral."""
WORD_AFTER_DAY = "天次个年月周点号位名本件家趟遍直起些样定般切下子常记"
"""[beyond] A character that makes a word with the numeral before it: 上周一直 is 上周 + 一直
(the whole week), 上周三天 three days, 上周日本 Japan — no named day there."""
RELATIVE_WEEKDAYS: dict[str, tuple[Unit, int]] = {
    **{f"last {name}": ("weekday", day) for day, (names, _) in enumerate(WEEKDAY_NAMES)
       for name in names},
    **{f"{week}{numeral}": ("weekday", day - 7) for day, (_, numeral) in enumerate(WEEKDAY_NAMES)
       for week in ("上周", "上星期", "上个星期", "上礼拜", "上个礼拜")},
    # fix35: 我女儿下周三过生日 was kept as 3月9日那一周三过生日 (下周 + 三)
    **{f"{week}{numeral}": ("weekday", day + 7) for day, (_, numeral) in enumerate(WEEKDAY_NAMES)
       for week in ("下周", "下星期", "下个星期", "下礼拜", "下个礼拜")},
    # left41b: "starting at a new firm on monday" stayed as said: a day named bare is the
    # coming one (0-6, Monday first), or the latest one gone when its clause is past
    **{f"on {name}": ("day_named", day) for day, (names, _) in enumerate(WEEKDAY_NAMES)
       for name in names[:1]},
    # left42: "starting monday", "due friday" (no "on") stayed as said: a day named bare after a
    # word of when (BARE_DAY_AFTER) is the same day; "next friday" is 下周五's day
    **{name: ("day_named", day) for day, (names, _) in enumerate(WEEKDAY_NAMES)
       for name in names[:1]},
    **{f"next {name}": ("weekday", day + 7) for day, (names, _) in enumerate(WEEKDAY_NAMES)
       for name in names[:1]},
    "last weekend": ("weekend", -1), "上周末": ("weekend", -1), "上个周末": ("weekend", -1),
    # lead37: 这周末要去杭州见我妈 lost its 这周末, "next weekend" stayed as said
    **{w: ("weekend", 0) for w in ("this weekend", "这周末", "这个周末", "本周末")},
    **{w: ("weekend", 1) for w in ("next weekend", "下周末", "下个周末")},
}
"""[beyond] A named day of a past week: "last Friday" (0-6, Monday first: the latest such
day before the one it is said on) and 上周五 (negative: that day of the week before, -7 for
Monday); 下周三 (7-13: that day of the week after); "on monday" (`day_named`, 0-6: the coming
one, or the one gone said in the past: memory/language/dates.py); "last weekend" / 上周末, the
weekend
before the day it is said on; "this weekend" / 这周末 the coming one (0), 下周末 the one after."""
RELATIVE_TIMES: dict[str, tuple[Unit, int]] = {
    **{w: ("day", n) for w, n in RELATIVE_DAYS.items()}, **RELATIVE_PERIODS, **RELATIVE_WEEKDAYS}


BARE_DAY_AFTER = ("starting", "starts", "start", "from", "due", "until", "till", "by",
                  # left43: a place or post one starts at, said before the day ("starting at a
                  # new firm monday", "start the new job monday"); not "work" (I work monday)
                  "job", "firm", "company", "office", "school", "role", "position", "clinic")
"""The words after which a weekday said bare names a day ("starting monday"); elsewhere
("Monday is my favourite day", "mondays are long") a bare weekday names none (nor one
starting a span of each week: row week_span, "school monday to friday")."""
NAME_BEFORE_DAY = tuple(
    rf"(?<=[^.!?\s] (?-i:(?!(?:Every|Each|Next|Last|This|That|On|In|At|By)\b)[A-Z])[a-z]{{{n}}} )"
    for n in range(1, 15))
"""A name said right before a bare weekday: the day one starts at a place or meets someone
("starting at Hensel Phelps monday", "lunch with Anna friday"; left44; one word a lookbehind).
A sentence's first word is no name, nor a capital every / each / on (left44b: "Every Monday is
hectic" was stored "Every on December 7 is hectic")."""


def _words(words: list[str]) -> re.Pattern[str]:
    def one(word: str) -> str:
        if word.isalpha() and word.isascii() and RELATIVE_TIMES[word][0] == "day_named":
            after = "|".join([*(rf"(?<=\b{w} )" for w in BARE_DAY_AFTER), *NAME_BEFORE_DAY])
            return rf"(?:{after})\b{word}\b(?!\s+(?:nights|mornings|evenings|afternoons)\b)"
        if word.isascii() and RELATIVE_TIMES[word][0] == "day_named":
            # "on Monday nights" / "on mondays" come back each week: no day named
            return rf"\b{word}\b(?!\s+(?:nights|mornings|evenings|afternoons)\b)"
        if word.isascii():
            return rf"\b{word}\b"
        if RELATIVE_TIMES[word][0] == "weekday":
            return rf"{word}(?:(?=下午)|(?![{WORD_AFTER_DAY}]))"  # 下周三下午: a day (probe43)
        if word.endswith("前"):  # 两天前后 / 三个月前后: around then, no day named
            return rf"{word}(?!后)"
        return word
    return re.compile("|".join(one(w) for w in sorted(words, key=len, reverse=True)), re.I)


PART_OF_DAY_ZH = re.compile(r"早上|上午|中午|下午|傍晚|晚上|夜里")
"""[beyond] The part of a day said after it (昨天晚上): it stays in the note (probe34)."""
RELATIVE_TIME = Row(
    "relative_time", _words(list(RELATIVE_TIMES)),
    "a relative time, anchored to the turn's date in the note (memory/facts/phrasing.py with_date)",
    "[beyond] issue 24 (yesterday, 上个月 stored as said)",
    ("I adopted a dog yesterday", "上个月去了日本", "last week I quit",
     "I went to a poetry reading last Fri", "上周五去爬山了", "had a day out last weekend",
     "joined a new group last Tues", "went to a conference two days ago", "三天前去了医院",
     "上上个月学了怎么种花", "I moved here the month before last",
     "I moved to Denver two months ago", "我三个月前开始学画画", "quit smoking 3 weeks ago",
     "Tom and I broke up last night", "Biscuit died this morning",
     "starting at Hensel Phelps monday",
     "我女儿下周三过生日", "这周末要去杭州见我妈", "Next weekend I'm visiting my parents",
     "starting at a new firm on monday", "starting monday, doing compliance",
     "thesis due next friday"),
    ("I adopted a dog in May", "Monday is my favourite day", "I hate mondays",
     "the weekend was fun", "我每天跑步", "I work on Fridays",
     "I work on Monday nights",
     "the last fridge we had", "周五去爬山", "When I last sat an exam", "the last sun of summer",
     "a few days ago", "两天前后", "a few weeks ago", "三个月前后", "I'm two months away",
     "I run every morning", "the night was long", "周末喜欢去爬山", "weekends are for hiking"),
)
# A day that comes back every year (下个月15号是我妈的生日, "our anniversary is next month"):
# anchored, the month is kept without the year, which would be wrong the year after.
RECURRING_DAY = Row(
    "recurring_day",
    re.compile(r"生日|纪念日|忌日|\b(?:birthday|anniversary)\b", re.I),
    "a relative month said of a yearly day is anchored without its year (memory/language/dates.py)",
    "[beyond] issue 24 probe31: 下个月15号是我妈的生日 was kept as 2027年1月15号是我妈的生日",
    ("下个月15号是我妈的生日", "our anniversary is next month", "my birthday is next month"),
    ("下个月去日本", "we moved next month", "下个月15号交房租"),
)

# "started on monday" is the Monday gone; "starting on monday", "got the offer, starting on
# monday" the coming one (left41b): a verb said in the past before the day, and no word of a time
# to come.
SAID_PAST_EN = Row(
    "said_past_en",
    re.compile(r"^(?!.*\b(?:will|'ll|going to|gonna|start|starts|starting|begins?|beginning"
               r"|plan|plans|planning|next|hope|want|wants)\b)"
               r".*\b(?:was|were|went|had|did|got|came|saw|met|began|left|took|made|found"
               # left43b: "I quit my job monday" was dated the coming Monday
               r"|quit|lost|sold|bought|told|said|gave|won|broke|fell|felt|heard|paid|sent"
               r"|spent|wrote|drove|flew|caught|brought|ran|ate|woke|threw"
               r"|(?!(?:need|feed|bed|red|shed|seed|speed|weed|breed|bleed|proceed|exceed"
               r"|succeed|indeed|embed|naked|wicked|sacred|hundred|scared|tired)\b)[a-z]{2,}ed)\b",
               re.I | re.S),
    "reading: what is said before a day named bare is in the past (the day gone, not coming)",
    "[beyond] issue 24 left41b: 'starting at a new firm on monday' stayed as said",
    ("I started at a new firm on monday", "we went to the zoo on saturday",
     "my sister moved in on sunday"),
    ("starting at a new firm on monday", "got the offer, starting on monday",
     "I'm tired on monday", "I need a break on friday", "I will call him on friday"),
)

# left43b: "my interview on friday went well" was dated the coming Friday (December 11): the
# verb said right after the day, in the past, makes it the day gone, as one before it does.
SAID_PAST_AFTER_EN = Row(
    "said_past_after_en",
    re.compile(r"^[\s,]*(?:(?:really|totally|just|actually|also|all|kinda|pretty much|sort of)\s+)?"
               r"(?:was|were|went|got|did|had|came|ended|turned|fell|wasn['’]?t|weren['’]?t"
               r"|didn['’]?t|(?!(?:need|feed|bed|red|shed|seed|speed|weed|breed|bleed|proceed"
               r"|exceed|succeed|embed|scheduled|booked|planned|reserved|confirmed|set)\b)"
               r"[a-z]{2,}ed)\b", re.I),
    "reading: the verb said right after a day named bare is in the past (the day gone)",
    "[beyond] issue 24 review of left43: 'my interview on friday went well' was dated the "
    "coming Friday",
    (" went well", " got cancelled", " was a disaster", " really sucked"),
    (" is booked", " will be fun", " at 9am", " scheduled at noon", " I need to pack"),
    contexts=("my interview on friday went well", "the test on monday went badly"),
)

# review42: "From monday to friday I work 9 to 5" was kept as 'From December 7 to friday they
# work 9 to 5' (left42 reads a bare weekday after "from"): a span from one weekday to another,
# with no word of a time to come, is each week's days, as "every monday" is
# (memory/language/dates.py).
WEEK_SPAN = Row(
    "week_span",
    re.compile(rf"^(?!.*\b(?:will|'ll|going to|gonna|next|this|coming|plans?|planning)\b)"
               rf".*\b(?:from )?{WEEKDAY_EN}s? (?:to|through|thru|till|until|-) {WEEKDAY_EN}s?\b",
               re.I | re.S),
    "reading: a span of weekdays said of no time to come names each week's, not a date",
    "[beyond] issue 24 review42: 'From monday to friday I work 9 to 5' was dated December 7",
    ("From monday to friday I work 9 to 5", "the shop is open from tuesday to sunday",
     "I go to school monday to friday"),  # left43: "school monday" names a day, the span none
    ("I'll be off from monday to wednesday", "from monday to friday next week I'm in Denver",
     "starting monday I work 9 to 5"),
)

# left42 (probe41 left): 下个月十五号 was kept as 2027年1月十五号, 十二月二十号 as said, where 15号
# and 12月20号 are digits (recall by date and a correction that names the day read digits): a
# month and day in Chinese numerals, or a day after a month, are written as the digits are.
ZH_NUMERAL = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
              "九": 9}
"""Chinese numerals (十 read by memory/language/dates.py `in_digits`: 十, 十五, 二十, 二十五,
三十一)."""
_NUMBER_ZH = r"(?:[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])"
ZH_NUMERAL_DATE = Row(
    "zh_numeral_date",
    re.compile(rf"(?<![第\d一二三四五六七八九十])(?P<m>{_NUMBER_ZH})月(?P<d>{_NUMBER_ZH})(?P<e>[日号])"
               rf"|(?:(?<=\d月)|(?<=个月)|(?<=[上下本]月))(?P<day>{_NUMBER_ZH})(?P<f>[日号])"),
    "a month and day said in Chinese numerals, written in digits (十二月二十号 → 12月20号, "
    "2027年1月十五号 → 2027年1月15号), as the digits are anchored and read",
    "[beyond] issue 24 left42: 下个月十五号 was kept as 2027年1月十五号 (probe41)",
    ("十二月二十号去北京", "孙子寒假一月二十号回来", "2027年1月十五号要去医院复查", "三月五日",
     "下个月十五号要去医院复查"),
    ("一个月后", "十二点见", "一号线", "三月份", "第十二月二十号", "12月20号"),
)

ROWS: tuple[Row, ...] = (RELATIVE_TIME, RECURRING_DAY, SAID_PAST_EN, SAID_PAST_AFTER_EN,
                         WEEK_SPAN, ZH_NUMERAL_DATE)
PAST_DAYS = {word: -offset for word, offset in RELATIVE_DAYS.items() if offset <= 0}
"""The words that name a day already lived, with how many days ago (for recall by date)."""


