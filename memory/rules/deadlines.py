"""[beyond] A deadline said with its day is a fact to keep (issue 24, probe41).

A student's list, "deadlines: algorithms cw due dec 12, databases report due dec 15", and "my
algorithms coursework is due dec 12" kept nothing: no signal of the seed's names a piece of work
due on a day (an exam said with its day was kept). The gate reads the work due, and a list of
deadlines, as a fact (memory/gate/families.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

MONTH_SHORT_EN = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?"
                  r"|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
"""A month, in full or cut short as typed (dec 12, Sept 3)."""
_DAY = (rf"(?:{MONTH_SHORT_EN}\.? \d{{1,2}}(?:st|nd|rd|th)?"
        rf"|\d{{1,2}}(?:st|nd|rd|th)?(?: of)? {MONTH_SHORT_EN}"
        r"|(?:next |this )?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?"
        r"|tomorrow|tmrw|tonight|next week|end of (?:the )?(?:week|month|term))")
DAY_AHEAD_EN = _DAY  # a day as typed: "dec 12", "fri", "tomorrow" (rules/dated_events.py)
DEADLINE_EN = Row(
    "deadline_en",
    # review41: 'deadlines are so stressful' is no deadline: is / are must say the day
    re.compile(rf"\bdue (?:on |by |in |at )?(?:the )?{_DAY}\b|\bdeadlines?(?::| for\b"
               rf"| (?:is|are) (?:on |by )?(?:the )?(?:{_DAY}\b|\d))"
               # left43: "I need to submit the algorithms cw by friday" (work handed in by a day)
               r"|\b(?:submit|hand in|turn in|send in|file)\b[^.,;!?]{0,40}?\bby (?:the )?"
               rf"{_DAY}\b", re.I),
    "memory signal: a piece of work due on a day, or a list of deadlines (a fact)",
    "[beyond] issue 24 probe41 (own sentences: 'deadlines: algorithms cw due dec 12, databases "
    "report due dec 15, maths problem sheet fri' and 'databases report still due dec 15' kept "
    "nothing)",
    ("my algorithms coursework is due dec 12", "databases report still due Dec 15",
     "deadlines: algorithms cw due dec 12", "the essay is due on Friday",
     "my deadline is friday", "the deadline for the grant is the 15th",
     "I need to submit the algorithms cw by friday", "have to hand in my thesis by dec 18"),
    ("the bus is due any minute", "due to the rain we stayed in", "I paid my dues",
     "that's long overdue", "deadlines are so stressful lol", "the deadline is a joke",
     "I submitted it by mistake", "I'll be home by friday"),
)

# left42: 论文下周五截止 kept nothing (no 我, no signal) where "thesis due next friday" was kept:
# work due on a day said in Chinese (截止, 到期, 要交, DDL after the day; 截止日期是 before it).
_N_ZH = r"(?:\d{1,2}|[一二三]?十?[一二三四五六七八九十])"
_DAY_ZH = (r"(?:(?:下|这|本)(?:周|星期|个?礼拜)[一二三四五六日天]?|周[一二三四五六日]"
           rf"|星期[一二三四五六日天]|明天|后天|月底|月初|年底|下个月(?:{_N_ZH}[号日])?"
           rf"|{_N_ZH}月{_N_ZH}[日号]|{_N_ZH}[日号])")
DEADLINE_ZH = Row(
    "deadline_zh",
    re.compile(rf"{_DAY_ZH}(?:之前|前)?(?:就)?(?:要|得)?(?:截止|到期|交稿|要交|得交|交(?=[了吧啊]?$)|(?i:ddl))"
               rf"|(?:截止(?:日期|时间)?|(?i:ddl))(?:是|在)(?:{_DAY_ZH})"),
    "memory signal: a piece of work due on a day said in Chinese (论文下周五截止; a fact, as "
    "deadline_en)",
    "[beyond] issue 24 left42: 论文下周五截止 kept nothing; 'thesis due next friday' was kept",
    ("论文下周五截止", "报告12月15号要交", "开题报告DDL是下周三", "作业明天交", "截止日期是1月5日"),
    ("报名已经截止了", "截止到目前为止", "论文交了", "下周五见"),
)
# probe42b: 我产假明年三月结束 kept nothing (no signal, no 我的) where "my maternity leave ends in
# march" was kept: a span of time one has (a leave, a contract, a lease, a visa, a probation, a
# term) said to end or begin at a month or a day is a date to keep, as work due is.
_PERIOD_ZH = (r"(?:[产婚病年事丧]假|陪产假|育儿假|哺乳假|假期|休假|合同|租约|签证|试用期|实习期?"
              r"|学期|任期|保险)")
_WHEN_ZH = (rf"(?:(?:今年|明年|后年)?(?:{_N_ZH}月(?:{_N_ZH}[号日]|初|中旬?|底|份)?|年底|年初)"
            rf"|下个?月(?:初|中旬?|底)?|这个?月底|{_DAY_ZH})")
PERIOD_ENDS_ZH = Row(
    "period_ends_zh",
    re.compile(rf"{_PERIOD_ZH}(?:到|在)?{_WHEN_ZH}(?:就|才)?(?:要)?(?:结束|到期|开始|截止|满)"
               r"(?![^，。！？!?]*[吗么？?])"),
    "memory signal: a leave, contract, lease, visa or term of one's own ending or beginning at "
    "a month or a day, said in Chinese (a fact, as deadline_zh)",
    "[beyond] issue 24 probe42b (own sentences: 我产假明年三月结束 要回去上班了 kept nothing; "
    "'my maternity leave ends in march' was kept)",
    ("我产假明年三月结束 要回去上班了", "租约6月底到期", "试用期下个月结束", "签证明年1月15号到期"),
    ("产假结束了", "产假结束后怎么办", "合同三月到期吗", "假期快结束了"),
)
# left44: "my visa expires on 31 march" kept nothing (the learned model kept "…in march"): the
# span of one's own ending said in English, as period_ends_zh
PERIOD_ENDS_EN = Row(
    "period_ends_en",
    re.compile(r"\b(?:visa|passport|lease|contract|licen[cs]e|permit|brp|probation|insurance"
               r"|tenancy|membership|subscription|(?:maternity|paternity|parental|sick) leave)"
               r" (?:expires|runs out|ends|is up|starts|begins|is due for renewal)"
               r" (?:on |in |at |by )?(?:the )?(?:end of |start of |beginning of )?"
               rf"(?:{_DAY}|{MONTH_SHORT_EN}\b|next (?:month|year)|\d{{4}}\b)"
               r"(?![^.!?]*\?)", re.I),
    "memory signal: a visa, lease, contract or leave of one's own ending or beginning at a day "
    "or a month, said in English (a fact, as period_ends_zh)",
    "[beyond] issue 24 left44 (probe43: 'my student visa expires on 31 January 2027' kept "
    "nothing)",
    ("my visa expires on 31 march", "my student visa expires on 31 January 2027",
     "lease runs out end of june", "my maternity leave ends in march"),
    ("my visa expired", "when does my visa expire?", "the milk expires tomorrow",
     "my contract ends soon"))
DEADLINES: tuple[Row, ...] = (DEADLINE_EN, DEADLINE_ZH, PERIOD_ENDS_ZH, PERIOD_ENDS_EN)
"""Work due, or a span of one's own ending, on a day, in either language (the gate's fact,
seed 000's condition, no veto)."""

# "submitted algorithms cw!! 🎉", "report done!!! free till jan" after the deadline list ended no
# deadline (probe41): work handed in, read against the deadlines kept, ends the one it names
# (memory/supersession/deadlines_met.py), not the others said beside it.
WORK_DONE = Row(
    "work_done",
    re.compile(r"(?<!n't )(?<!not )(?<!never )(?<!still )(?<!almost )(?<!nearly )"
               r"(?:^|\bi |\bjust |\bfinally |\bfinished and )(?:just |finally )?"
               r"(?P<verb>submitted|handed in|turned in|sent off)\b(?![^.!?]*\?)"
               r"|(?<=[a-z] )(?<!not )(?<!n't )(?<!almost )(?<!nearly )"
               r"(?P<after>(?:is |'s )?(?:done|submitted|handed in|finished))"
               r"(?= *(?:[,.!?;]|$))(?![^.!?]*\?)"
               r"|(?<![没不未还])(?P<zh>(?:已经|终于|总算)?(?:交上去了|交上了|交了|提交了|交完了))"
               r"(?![^，。！？!?]*[吗么][？?]?$)", re.I),
    "work handed in (submitted, 'report done', 交了): read against the deadlines kept, it ends "
    "the deadline it names (memory/supersession/deadlines_met.py)",
    "[beyond] issue 24 probe41 left: 'submitted algorithms cw', 'report done' ended no deadline",
    ("submitted algorithms cw!! 🎉", "report done!!! free till jan", "I handed in the essay",
     "论文已经交了", "the databases report is done"),
    ("I haven't submitted it yet", "report not done", "is the report done?", "论文还没交",
     "论文交了吗", "almost done with the report"),
    contexts=("submitted algorithms cw!! 🎉",),
    before="deadlines: algorithms cw due dec 12, databases report due dec 15",
)

# A note of deadlines read for the work handed in (memory/supersession/deadlines_met.py): a clause
# of it says work due with its day (deadline_en) or without one ("still due", 论文周五截止,
# 下周要交报告).
DUE_SAID = Row(
    "due_said",
    re.compile(r"截止|要交|得交|\bdue\b"),
    "a note or clause says work due, with no day needed (due, 截止, 要交): the deadlines a work "
    "handed in may end (memory/supersession/deadlines_met.py)",
    "[beyond] issue 24 probe41 left (moved from memory/supersession/deadlines_met.py `_due` in "
    "clauses42)",
    ("databases report still due, kinda panicking", "论文下周五截止", "下周要交报告",
     "还得交一篇论文"),
    ("I paid my dues", "that's long overdue", "交了论文", "我们交流了一下"),
    contexts=("论文交了",),
    before="论文下周五截止",
)

# "我终于交了论文": what opens the clause of the work handed in and names no work (我, 今天, 终于,
# 已经…) goes before its words are read against the deadlines
# (memory/supersession/deadlines_met.py).
DONE_LEAD_ZH = Row(
    "done_lead_zh",
    re.compile(r"^(?:(?:我们|我)(?:今天|刚刚?|终于|已经|总算)*|(?:今天|刚刚?|终于|已经|总算)+)"),
    "the words opening a Chinese clause of work handed in that name no work (我今天终于…): "
    "not read as what was handed in (memory/supersession/deadlines_met.py)",
    "[beyond] issue 24 probe41b (moved from memory/supersession/deadlines_met.py `_DONE_ZH` in "
    "clauses42; "
    "我们 is now read before 我)",
    ("我今天终于交了论文", "终于交上去了", "已经交了", "我们刚交了报告"),
    ("论文交了", "他今天交了", "报告已经交了"),
    contexts=("我今天交了",),  # which work? 今天 is none: nothing ends
    before="论文今天要交，报告周五截止",
)

# "oh and exam for maths is jan 14" kept nothing while "my maths exam is jan 14" was kept
# (probe41): an exam on a day said with no one's name is the speaker's, as work due is.
EXAM_ON_DAY_EN = Row(
    "exam_on_day_en",
    re.compile(rf"(?:^|\b(?:the|my|and|oh|also|so|our) )(?:(?!(?:her|his|their|your)\b)[a-z]+ )?"
               rf"(?:exam|test|midterm|final"
               rf"|viva|resit)s?(?: for [a-z]+(?: [a-z]+)?)? (?:is |are |'s )?(?:on )?(?:the )?"
               rf"{_DAY}\b", re.I),
    "memory signal (seed 000's condition): an exam on a day, said with no one's name, is the "
    "user's own fact",
    "[beyond] issue 24 probe41 left: 'oh and exam for maths is jan 14' kept nothing",
    ("oh and exam for maths is jan 14", "the maths exam is jan 14", "exam on friday"),
    ("her exam is jan 14", "my sister's exam is jan 14", "the exam was hard",
     "the test results came back"),
)

ROWS: tuple[Row, ...] = (
    DEADLINE_EN, DEADLINE_ZH, WORK_DONE, DUE_SAID, DONE_LEAD_ZH, EXAM_ON_DAY_EN, PERIOD_ENDS_EN,
)
