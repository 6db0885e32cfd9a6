"""[beyond] A plan changed: a trip to one place said instead of a trip to another (probe e31).

"I'm going to Rome for the summer holidays" then "Actually I changed my mind, going to Lisbon
instead" kept both plans active: the vectors do not tell a changed plan from an unrelated one
(0.82 for this pair, 0.81 for two unrelated plans), so memory/supersession/consolidation.py reads
the structure: a change said (a correction cue, or "instead" closing the clause) and both memories
a trip to a named place, the places different. The Chinese twin (其实改主意了，五一去西安)
already supersedes through the correction and the words both share.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row
from strata_layered.memory.rules.standing import CHANGE_CUE

TRIP_TO = Row(
    "trip_to",
    re.compile(
        r"\b(?:going|go|heading|head|flying|fly|travel(?:l?ing)?|driving|off|trip|visiting"
        r"|planning to (?:go|visit|travel)) (?:to |over to |out to )?"
        r"(?P<place>(?!I\b|I'[a-z]+\b)[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)"),
    "a trip planned to a named place: two of them, the newer said as a change, are one plan "
    "changed (the newer supersedes the older)",
    "[beyond] probe e31: 'going to Rome for the summer holidays' stayed active beside 'changed "
    "their mind, going to Lisbon instead'",
    ("changed their mind, going to Lisbon instead", "is going to Rome for the summer holidays",
     "is flying to New York next week"),
    ("is going to bed early", "went to Rome last summer", "is going to make it",
     "is going to the gym"),
    contexts=("Actually I changed my mind, going to Lisbon instead.",),
    before="is going to Rome for the summer holidays",
)

INSTEAD_END = Row(
    "instead_end",
    re.compile(r"\binstead\s*[.!]*\s*$|\bchange of plans?\b", re.I),
    "the clause says what replaces what was said before (going to Lisbon instead): a change "
    "for the trip check above, as a correction cue is",
    "[beyond] probe e31: the plan changed said without 'actually' or 'changed my mind'",
    ("is going to Lisbon instead", "Change of plans, heading to Porto"),
    ("instead of coffee they drink tea", "is going to Lisbon"),
    contexts=("I'm going to Lisbon instead.",),
    before="is going to Rome for the summer holidays",
)

# "Actually my flight is in January now, not December." kept nothing (lead36): a value said
# now with the one it replaces ("now, not…") is a correction. (Chinese says it over two
# clauses, 现在是一月，不是十二月, which the gate reads one by one: not read yet.)
NOW_NOT = Row(
    "now_not",
    re.compile(r"(?<=\w )now,? (?:and )?not (?!(?:sure|yet|really|much|bad|too|so|that|only"
               r"|just|quite|very|exactly|even|always|ever|a|an|to|later)\b)"
               r"(?:in |on |at |the )?\w+",
               re.I),
    "a correction: the value said now and the one it replaces (a change cue, as change_cue)",
    "[beyond] issue 24 lead36 (own sentences: 'Actually my flight is in January now, not "
    "December')",
    ("my flight is in January now, not December", "it's Tuesdays now, not Mondays"),
    ("not now, maybe later", "Now not everyone agrees", "I'm home now, not sure when",
     "I'm busy now, not later"),
)

# lead42 (review42's finding): "switched my gym days to monday and thursday" moved "i go to aa
# meetings tuesdays and thursdays": a day of the week names when, never what a plan is.
TIME_WORD = Row(
    "time_word",
    re.compile(r"^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|days?|weeks?"
               r"|mornings?|evenings?|nights?|months?|(?:jan|febr)uary|march|april|june|july"
               r"|august|(?:septem|octo|novem|decem)ber)$", re.I),
    "a word naming a time is no word of what a plan is (memory/facts/fact_values.py moved_plan)",
    "[beyond] issue 24 lead42 (review42: a gym's days moved a sober user's AA meetings)",
    ("thursdays", "monday", "weekends"),
    ("meetings", "gym", "mondayitis"),
    contexts=("switched my gym days to monday and thursday", "gym got moved to thursdays"),
    before="is sober 3 years now, i go to aa meetings tuesdays and thursdays",
)
_DATE_EN = (r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b"
            r"|\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)")
"""A day of a month, said as a date (Jan 29, 29th of January)."""
# 搬家改到下周六了，不是这周六 kept nothing and left 12月12日搬家 active (lead36): a plan moved
# to another time (改到 / 推迟到, "pushed to", "moved to Friday") is a change of it.
RESCHEDULED = Row(
    "rescheduled",
    re.compile(r"(?:改到|改在|推迟到|推到|延期到|延后到|提前到|挪到|调到)(?=下|这|本|明|后天|今|周"
               r"|星期|礼拜|[\d一二三四五六七八九十两]+(?:月|号|日|点|天)|月底|月初|年底|年后|节后|春节|国庆"
               r"|元旦|中午|晚上|早上|上午|下午)"
               r"|\b(?:moved|pushed(?: back)?|postponed|rescheduled|bumped|brought forward"
               r"|moved up|extended)(?: again)?"
               r" (?:to|till|until|for) (?=(?:next |this |the )?(?:mon|tues|wednes|thurs|fri|satur"
               r"|sun)day|tomorrow|tonight|next|later|the (?:weekend|end|following)|\d|(?:jan|feb"
               r"|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)"
               # "moved again - now Jan 29" (probe43): the new date said after "now"
               rf"|\b(?:moved|pushed(?: back)?|postponed|rescheduled|extended)(?: again)?"
               rf"\s*[-–—,:]?\s+now,? (?:on |to )?(?={_DATE_EN})"
               # "switched my aa meetings to monday and thursday" (probe42): what, then when;
               # "extended the deadline to Jan 22" (probe43): what, then the date
               # left44: "I switched climbing to mondays and thursdays" (no my / the)
               r"|\b(?:switched|changed|moved|extended|pushed back|postponed) (?:(?:my|our|the"
               r"|their) )?(?P<what>[a-z' ]{2,30}?) (?:to|till|until) (?=(?:mon"
               r"|tues|wednes|thurs|fri|satur|sun)days?\b|weekends\b|mornings\b|evenings\b"
               rf"|{_DATE_EN})",
               re.I),
    "a plan moved to another time: a change of it (the turn is kept; it corrects the plan it "
    "shares words with, as a correction cue does)",
    "[beyond] issue 24 lead36 (own sentences: 搬家改到下周六了，不是这周六)",
    ("搬家改到下周六了", "面试推迟到周五", "my flight got pushed to Friday",
     "the wedding was postponed until June", "switched my aa meetings to monday and thursday",
     "they extended the deadline to Jan 22", "the conference deadline moved AGAIN - now Jan 29",
     "I switched climbing to mondays and thursdays"),
    ("我想改到别的专业", "we moved to a new flat", "I pushed to the front",
     "I moved to Denver", "switched my phone to silent", "extended my visa for another year",
     "we moved - now 3 of us live here", "changed my pin to 1234"),
    contexts=("搬家改到下周日了。",),
    before="12月12日搬家",
)

# 我下周去上海出差 kept nothing (plans37): plan_ahead (memory/rules/life.py) reads a time beyond
# the week; a trip the next week, with where and what for, is a plan to keep ("is flying to
# Tokyo next week" is kept).
TRIP_AHEAD_ZH = Row(
    "trip_ahead_zh",
    re.compile(r"(?<![你他她])(?:下下?(?:周|个?星期|个?礼拜)[一二三四五六日天末]?|这个?周末|月底"
               r"|[\d一二三四五六七八九十]{1,3}(?:号|日))[^，。！？!?]{0,4}?(?:要|会|得|就)?"
               r"(?:去|到|飞|回)(?:一趟|趟)?[\u4e00-\u9fff]{1,5}?"
               r"(?:出差|旅游|旅行|度假|开会|培训|探亲|参加|考试|比赛)(?![^，。！？!?]*[吗么呢])"),
    "memory signal: ongoing (a trip the user takes the coming week or on a date: a plan)",
    "[beyond] issue 24 plans37 (own sentences: 我下周去上海出差 kept nothing; 我下周要去上海出差 "
    "was kept)",
    ("我下周去上海出差", "下周三飞成都开会", "这周末回老家探亲", "15号去北京培训"),
    ("你下周去上海出差吗", "下周去上班", "下周去医院", "上周去上海出差了", "他下周去上海出差"),
)


def corrects(text: str) -> bool:
    """Whether a note says a change or a correction of what was kept (consolidation)."""
    return bool(CHANGE_CUE.search(text) or RESCHEDULED.search(text) or NOW_NOT.search(text))


ROWS: tuple[Row, ...] = (TRIP_TO, INSTEAD_END, NOW_NOT, RESCHEDULED, TIME_WORD, TRIP_AHEAD_ZH)
