"""[beyond] A plan's time corrected in a reply of a time alone (issue 24, plans37).

我下周去上海出差 → 不对，我是下个月去; "I'm flying to Tokyo next week" → "No wait, it's next
month actually."; "Sorry, I meant Thursday, not Tuesday.": the reply names no plan, only the
time the plan said before it really is. Read alone it is no fact (no signal: nothing kept) and
the old time stayed active. memory/supersession/retimes.py says the user's message before it again
with the new time in the old one's place, and that note supersedes the one kept from it.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.dates import DAY_OF_MONTH_EN, MONTH_EN
from strata_layered.memory.rules.dates import WEEKDAY_EN as _DAY_EN
from strata_layered.memory.rules.row import Row

_DAY_ZH = "[一二三四五六日天末]"
WHEN_ZH = (rf"(?:下下?(?:周|个?星期|个?礼拜){_DAY_ZH}?|这(?:周|个?星期|个?礼拜){_DAY_ZH}?"
           rf"|本周{_DAY_ZH}?|(?:周|星期|礼拜){_DAY_ZH}|下个?月[初中底]?|这个?月[初中底]|月[初中底]"
           r"|明年|今年|年[初中底]|明天|后天|大后天|今晚|明晚|周末|下半年|上半年"
           r"|[\d一二三四五六七八九十两]{1,3}(?:月|号|日)(?:[\d一二三四五六七八九十]{1,3}(?:号|日))?)")
"""A time ahead said in Chinese: the week, a day of it, the month, a date."""

_MONTH_EN = (r"(?:january|february|march|april|may|june|july|august|september|october"
             r"|november|december)")
WHEN_EN = (rf"(?:(?:on|in|at|for) )?(?:(?:the )?(?:next|this|the following) (?:week(?:end)?|month"
           rf"|year|{_DAY_EN})|(?:next |this )?{_DAY_EN}|tomorrow|tonight|{_MONTH_EN}"
           rf"(?: \d{{1,2}}(?:st|nd|rd|th)?)?|the \d{{1,2}}(?:st|nd|rd|th)"
           r"|(?:the )?(?:end|start|beginning|middle) of (?:the |next |this )?(?:week|month|year))")
"""A time ahead said in English, with the preposition before it when there is one."""

WHEN = re.compile(rf"{WHEN_ZH}|\b{WHEN_EN}\b", re.I)
"""The time a plan is said for (下周, "next week", "on Tuesday"): what a time correction puts
in the old time's place."""

TIME_CORRECTED = Row(
    "time_corrected",
    re.compile(
        r"^\s*(?:不对|不不|错了|说错了|我说错了|搞错了|我搞错了|记错了|我记错了|口误|哦不|啊不"
        r"|等等|等一下|更正一下|纠正一下|不是(?=[，,！!。\s]))[，,！!。.\s]*"
        # leftzh44: 不对 疫苗是下周四 我记错了 — the thing named before 是 (a word of the
        # message before: memory/supersession/retimes.py), and the slip owned after
        r"(?:(?P<thing_zh>(?![我你他她它这那])[\u4e00-\u9fff]{1,6}?)(?:应该|其实)?是)?"
        rf"(?:我|其实|应该|就|是)*(?P<new_zh>{WHEN_ZH})才?"
        r"(?:去|走|出发|飞|到|回来|回去|开始|的|才对|了|啦|哈)*"
        rf"(?:[，,]\s*(?:不是|而不是)(?P<old_zh>{WHEN_ZH}))?"
        r"(?:[，,\s]+(?:是)?我?(?:记错了|说错了|搞错了|弄错了))?[。.!！~～]*\s*$"
        r"|^\s*(?:no wait|wait|no|nope|oops|sorry|actually|correction|my bad|scratch that"
        r"|i mean|i meant)(?:[,.!]*\s*(?:sorry|i meant|i mean|wait|actually|no))*[,.!:]*\s*"
        r"(?:(?:it'?s|it is|it was|that'?s|make (?:it|that)|i'?m (?:going|flying|leaving"
        r"|travel(?:l)?ing|driving)) )?(?:actually )?"
        rf"(?P<new_en>{WHEN_EN})(?:,? actually|,? then|,? instead)?"
        rf"(?:,? (?:and )?not (?P<old_en>{WHEN_EN}))?[.!]*\s*$",
        re.I),
    "a reply of a time alone said as a correction: the plan said before it, at that time "
    "(memory/supersession/retimes.py says it again so; the note supersedes the old time's)",
    "[beyond] issue 24 plans37 (own sentences: 不对，我是下个月去 after 我下周去上海出差 kept "
    "nothing and left the week active)",
    ("不对，我是下个月去", "No wait, it's next month actually.",
     "Sorry, I meant Thursday, not Tuesday.", "说错了，是下周三", "不是，是下个月",
     "不对 疫苗是下周四 我记错了"),
    ("不对，他是下个月去", "No, I'm not free next week", "Actually, I'm flying to Tokyo in May",
     "不是下周", "Wait, tomorrow?", "next week is fine", "不对，我觉得下个月更好"),
    contexts=("不对，我是下个月去",),
    before="我下周去上海出差",
)

# "Actually, I'm flying to Tokyo next month." after "…next week" kept both (plans37): a
# correction cue and the plan said whole again, at another time (memory/supersession/retimes.py
# reads the plan's words in both, so "actually" as a mere opener corrects nothing).
SAID_AGAIN = Row(
    "said_again",
    re.compile(r"^\s*(?:不对|错了|说错了|我说错了|搞错了|记错了|口误|哦不|更正一下|纠正一下"
               r"|no wait|wait|sorry|actually|correction|my bad|oops)(?:[,.!，。！]\s*|\s+)"
               rf"(?P<rest>(?=.*?(?:{WHEN_ZH}|\b{WHEN_EN}\b)).+)$", re.I),
    "a correction said as the plan again at another time: the message before it at that time "
    "(memory/supersession/retimes.py; it supersedes the memory kept from that message)",
    "[beyond] issue 24 plans37 (own sentences: 'Actually, I'm flying to Tokyo next month.' "
    "after 'I'm flying to Tokyo next week' kept both)",
    ("Actually, I'm flying to Tokyo next month.", "不对，我下个月才去上海出差"),
    ("Actually, I love it", "不对，他说得不对", "Sorry, I can't come", "I'm flying next month"),
    before="I'm flying to Tokyo next week",
)

# 我以前在北京工作，现在在上海了 kept 现在在上海了 beside 在北京工作; 原来是周三，
# 现在改成周五了 kept 现在改成周五了 beside 面试定在周三 (plans37): the old value said in
# one clause, the new one alone in the next, in the same frame (在, 是, 改成…).
_ACTIVITY_ZH = r"带|照顾|陪|养|休息|找|学|做|开|跑|当|写|看|准备"
NOW_INSTEAD_ZH = Row(
    "now_instead_zh",
    re.compile(r"^\s*(?:我)?(?:以前|原来|之前|过去|本来)(?:我)?(?:一直)?(?P<was>[^，,。！!？?]{2,12})"
               r"[，,]\s*(?:但是?|不过|可是|而)?(?:我)?(?:现在|如今|目前)(?:我)?(?:已经)?(?:也)?"
               r"(?P<lead>改成|改到|换成|换到|改在|定在|在|是|到)"
               # lead38: 现在在家带孩子 is an activity, not a new place: no verb in the value
               rf"(?P<now>(?:(?!{_ACTIVITY_ZH})[\u4e00-\u9fff\d]){{1,6}}?)"
               r"(?:了|啦|呢)?[。.!！~～]*\s*$"),
    "a value said anew: the old one in a 以前 / 原来 clause, the new one alone after 现在 in "
    "the same frame (memory/supersession/retimes.py says the old clause again with the new value)",
    "[beyond] issue 24 plans37 (own sentences: 我以前在北京工作，现在在上海了 kept 现在在上海了, "
    "the old city active)",
    ("我以前在北京工作，现在在上海了", "原来是周三，现在改成周五了", "我以前住在杭州，现在在上海"),
    ("我以前喜欢喝咖啡，现在改喝茶了", "以前在北京工作，现在在上海工作也挺好的吗",
     "以前很胖，现在很瘦了", "他以前在北京，现在在上海", "我以前在银行上班，现在在家带孩子"),
    contexts=("原来是周三，现在改成周五了",),
    before="面试定在周三",
)

# "I start at Stripe in January" stayed the note after "Today was my first day at Stripe!"
# (plans37; fix36b left it): the first day said is the job held, and ends the plan to start it.
# A kind of place is one with its article: "at school" (as "at uni", "in hospital") is a pupil's,
# and "my first day at school" ended a nurse's workplace (left42); "at the school" is a job's.
_PLACE_EN = (r"(?:(?:the )?(?-i:[A-Z])[\w&.'-]*(?: (?-i:[A-Z])[\w&.'-]*)*|(?:the |a new |my new )"
             r"(?:hospital|bank|clinic|school|office|company|firm|lab|startup|agency|restaurant"
             r"|store|studio))")
_WHEN_EN = r"today|yesterday|this week|on (?:mon|tues|wednes|thurs|fri|satur|sun)day"
# review42: "my first day at the hospital as a patient" archived a nurse's workplace: a first day
# there as one it serves is no job's
_SERVED = r"(?!,? as (?:a |an )?(?:patient|visitor|guest|customer|client|student|pupil|tourist)\b)"
JOB_STARTED = Row(
    "job_started",
    re.compile(
        rf"(?:\b(?P<w1>{_WHEN_EN}) (?:was|is) )?\bmy first (?:day|week) (?:of work )?(?:at|with)"
        rf" (?P<p1>{_PLACE_EN})(?: (?P<w2>{_WHEN_EN}))?\b{_SERVED}"
        rf"|^(?:it'?s )?first day (?:at|with) (?P<p2>{_PLACE_EN})"
        rf"(?: (?P<w3>{_WHEN_EN}))?\b{_SERVED}"
        rf"|\bi (?:just |finally |officially )?started (?:work |my new job |my job )?(?:at|with)"
        rf" (?P<p3>{_PLACE_EN})(?: (?P<w4>{_WHEN_EN}))?\b{_SERVED}"
        r"|(?P<zw>今天|昨天|这周|本周)?(?:是)?(?:我)?(?:第一天)?(?:在|去)"
        r"(?P<zp>[\u4e00-\u9fffA-Za-z]{2,10}?)(?:上班|工作|报到)的?第一天"
        r"|(?P<zw2>今天|昨天|这周|本周)(?:是)?(?:我)?第一天(?:在|去)"
        r"(?P<zp2>[\u4e00-\u9fffA-Za-z]{2,10}?)(?:上班|工作|报到)",
        re.I),
    "a job started (the first day at a place said): the job held, said anew; it ends the plan "
    "to start it (memory/supersession/retimes.py)",
    "[beyond] issue 24 plans37 (own sentences: 'I start at Stripe in January' stayed after "
    "'Today was my first day at Stripe!'; fix36b's hospital twin)",
    ("Today was my first day at Stripe!", "First day at the hospital today",
     "I started at Stripe this week", "今天是我在字节上班的第一天", "今天第一天去字节上班"),
    ("my sister's first day at Stripe", "I started a blog", "我想去字节上班",
     "my first day of school was scary", "his first day at Stripe", "my first day at school",
     "my first day at the hospital as a patient"),
    before="I start at Stripe in January",
)

# The plan to start, said as the job held once started: its job and place kept (the profile's
# occupation came from it), its start time gone ("starts as a data analyst at the hospital in
# January 2027" → "works as a data analyst at the hospital"; 2027年1月入职字节 → 在字节上班).
START_HELD = Row(
    "start_held",
    re.compile(r"\b(?:i'?ll |will |is |'s )?(?:starts?|starting) (?P<en>as|at|with)"
               r"(?= an? | (?-i:[A-Z])| the )"
               r"|(?:\d{4}年)?(?:\d{1,2}月)?份?(?:就)?(?:要)?(?:入职(?P<zh>(?![一二三四五六七八九十两\d])"
               r"[\u4e00-\u9fffA-Za-z]{2,10}?)(?=[，,。！!]|$)"
               r"|去(?P<zp>(?:一家|一个)?[\u4e00-\u9fffA-Za-z]{1,12}?)(?P<zv>做|当))", re.I),
    "a plan to start a job, said as the job held once the first day is said "
    "(memory/supersession/retimes.py)",
    "[beyond] issue 24 plans37 (fix36b's 'starts as a data analyst at the hospital in January "
    "2027' stayed after the first day)",
    ("starts as a data analyst at the hospital in January 2027", "starts at Stripe in January",
     "2027年1月入职字节", "2027年1月去一家新能源车企做产品经理"),
    ("the movie starts at nine", "入职三年了", "I started a blog"),
)
START_TIME = re.compile(r",? (?:in|on|from|next) (?:(?:january|february|march|april|may|june"
                         r"|july|august|september|october|november|december)(?: \d{4})?"
                         r"|week|month|year|the week of \w+ \d+|(?:mon|tues|wednes|thurs|fri"
                         r"|satur|sun)day)\b", re.I)
"""The start time said after the plan: it goes once the job is held."""

# "starts at Stripe in January" read in March 2027 still said the job was ahead (plans37 left it):
# a start said with its month (and day, year) is read against the day it is shown
# (memory/context/plan_dates.py `as_of`): once that day is past, the note says it was to start then.
START_DATED = Row(
    "start_dated",
    re.compile(r"\b(?P<verb>starts|start|is starting|'s starting|will start|'ll start"
               r"|starting)(?= (?:as|at|with)\b)(?P<what>[^.;]*?) (?:in|on|from) (?P<month>"
               + _MONTH_EN + r")"
               r"(?: (?P<day>\d{1,2})(?:st|nd|rd|th)?)?(?:,? (?P<year>\d{4}))?\b"
               r"|(?:(?P<zyear>\d{4})年)?(?P<zmonth>\d{1,2})月"
               r"(?:(?P<zday>\d{1,2})[日号])?份?"
               r"(?=(?:就|要)*(?:入职|去[\u4e00-\u9fffA-Za-z]{1,12}?(?:做|当|上班)|开始上班))",
               re.I),
    "a plan to start a job said with its date: once the date is past when the note is shown, "
    "the note says it was to start then (memory/context/plan_dates.py)",
    "[beyond] issue 24 lives38 (plans37 left 'starts at Stripe in January' worded as ahead "
    "after January, with no first day said)",
    ("starts at Stripe in January", "got the job, starts as a data analyst at the hospital in "
     "January 2027", "2027年1月入职字节", "拿到offer了，2027年1月去一家新能源车企做产品经理"),
    ("the movie starts at nine", "starts at Stripe next week", "1月去北京出差",
     "started at Stripe in January"),
)

# 复查不是下个月十五号是下个月十八号 days after 我下个月十五号要去医院复查 kept nothing and left the
# 15th active (probe41): the correction names its thing (复查) and both dates, and the plan was said
# days before (not the message before it); the kept note says its date anchored (2027年1月十五号).
_DATE_ZH = (r"(?:(?:\d{4}年)?(?:下下?个?月|这个?月|[\d一二三四五六七八九十]{1,3}月))?"
            r"[\d一二三四五六七八九十]{1,3}[号日]")
DATE_NAMED_ZH = re.compile(_DATE_ZH)
"""A day of a month, said or anchored (十五号, 下个月十八号, 2027年1月十五号)."""
THING_NOT_BUT_ZH = Row(
    "thing_not_but_zh",
    re.compile(r"(?:^|[，,。])\s*(?:我?(?:纠正一下|更正一下|说错了|记错了|搞错了)[啊呀哈]?[，,]?)?"
               r"(?P<thing>[\u4e00-\u9fff]{2,6}?)(?:的时间|的日子|日期)?(?:不是|不在)"
               rf"(?P<old_zh>{_DATE_ZH})[，,]?(?:而)?(?:是|在|改到|改成)(?P<new_zh>{_DATE_ZH})"
               # the new day first: 复查是下个月十八号，不是十五号
               r"|(?:^|[，,。])\s*(?P<thing2>[\u4e00-\u9fff]{2,6}?)(?:的时间|的日子|日期)?(?:是|在|改到)"
               rf"(?P<new2>{_DATE_ZH})[，,]?(?:而)?(?:不是|不在)(?P<old2>{_DATE_ZH})"),
    "a correction naming its thing and both days (复查不是十五号是十八号): the kept plan of that "
    "thing, at the new day (memory/supersession/retimes.py; the note supersedes the old day's)",
    "[beyond] issue 24 probe41 (own sentence: '那个我纠正一下啊复查不是下个月十五号是下个月十八号"
    "我看错单子了', days after the check-up was said, kept nothing and left the 15th)",
    ("复查不是下个月十五号是下个月十八号", "我纠正一下啊，复查不是1月15号，是1月18号",
     "面试的时间不是3号是5号", "复查是下个月18号，不是15号"),
    ("复查是下个月十八号", "他不是十五号生日", "不是十五号", "复查是十八号吗"),
    before="2027年1月十五号要去医院复查，查血压和心脏",
)


# "actually first day at school is jan 5 not jan 6, got the email today" (probe40) kept nothing,
# days after "…starting as a chem teacher at lincoln high on jan 6": a date said with the one it
# replaces, after a correction cue, read against the memories kept (memory/supersession/retimes.py
# `date_not_old`): the note that said the old date is said again with the new one.
_DATE_EN = (rf"(?:{MONTH_EN} {DAY_OF_MONTH_EN}|{DAY_OF_MONTH_EN} (?:of )?{MONTH_EN}"
            rf"|{_DAY_EN})")
_CORRECTED_DAY_ZH = r"(?:\d{1,2}月\d{1,2}[日号]|(?:周|星期|礼拜)[一二三四五六日天])"
DATE_NOT_OLD = Row(
    "date_not_old",
    re.compile(r"^\s*(?P<cue>actually|sorry|correction|wait|oops|my bad|turns out|update|不对|其实"
               # a Chinese cue has no word boundary before Chinese (其实是…: review41)
               r"|更正一下|说错了|搞错了|记错了)(?:(?<=[\u4e00-\u9fff])|\b)[^.!?。！？]*?"
               rf"(?:(?<![a-z])(?P<new>{_DATE_EN}),? (?:and )?not (?:on )?(?P<old>{_DATE_EN})\b"
               rf"|(?P<new_zh>{_CORRECTED_DAY_ZH})[，,]?\s*(?:而)?不是"
               rf"(?P<old_zh>{_CORRECTED_DAY_ZH}))", re.I),
    "a date corrected (is jan 5 not jan 6, 是1月5日不是1月6日): the memory kept with the old "
    "date, said again with the new one, supersedes it (memory/supersession/retimes.py)",
    "[beyond] issue 24 probe40: 'actually first day at school is jan 5 not jan 6, got the email "
    "today' kept nothing, 'starting … on jan 6' stayed",
    ("actually first day at school is jan 5 not jan 6, got the email today",
     "Actually the party is on Saturday, not Friday", "不对，面试是1月5日不是1月6日",
     "其实是1月18日不是1月15日"),
    ("I'm free on monday, not tuesday", "actually it's 5 not 6", "jan 5 is not a holiday",
     "actually jan 5 works"),
    contexts=("actually first day at school is jan 5 not jan 6, got the email today",),
    before="got the job, starting as a chem teacher at lincoln high on jan 6",
)

ROWS: tuple[Row, ...] = (TIME_CORRECTED, THING_NOT_BUT_ZH, SAID_AGAIN, NOW_INSTEAD_ZH, JOB_STARTED,
                         START_HELD, START_DATED, DATE_NOT_OLD)
