"""[beyond] A job said as the role the user works as ("I work as a product owner").

The occupation's value row reads a job after "works as" only when its head is a word of
memory/rules/jobs.py (a listed job, or -er / -ist / -ian…); "I work as a product owner"
showed no job (issue 24 fix34). Whatever the user says they work as is their role: this row
takes any short noun phrase after "work as a", but not a way of working ("as a team").
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.jobs import JOB_EN, JOB_WORDS_EN, JOB_ZH, MEASURE_ZH, ROLE_WORDS_EN
from strata_layered.memory.rules.people import PEOPLE_EN, PEOPLE_ZH
from strata_layered.memory.rules.row import Row

# How the user works, not what as: "we work as a team", "it works as a reminder".
_NOT_ROLES = (r"team|family|unit|group|whole|pair|duo|hobby|side thing|distraction|reminder"
              r"|charm|way|excuse|result|break|favou?r|rule|bonus|buffer|backup|substitute for")
WORK_AS_EN = Row(
    "work_as_en",
    re.compile(r"(?:^|\b(?:i|i've|i have|i now|i still|i currently|now|currently|still|also)\s)"
               r"(?:work(?:s|ed|ing)?|(?:have|has) worked)"
               # "I work from home as a freelance translator" (fix34)
               # "i work part time as a barista" (typed without the hyphen: probe41b)
               r"(?: (?:from home|remotely|part[- ]time|full[- ]time|freelance|nights|weekends))?"
               r" as an? "
               rf"(?!(?:{_NOT_ROLES})\b)(?P<m>[a-z][a-z-]*(?: (?!(?:at|for|in|with|and|but|since"
               r"|now|so|from|who|which|because|on|to|of)\b)[a-z][a-z-]*){0,3})"
               r"(?=\s*(?:[,.!?;]|$)|\s+(?:at|for|in|with|and|but|since|now|so|from|who|which"
               r"|because|on|to)\b)", re.I),
    "slot value: the role the user works as ('I work as a product owner') is the occupation",
    "[beyond] issue 24 fix34: 'I work as a product owner' showed no job (the head 'owner' is "
    "no job word)",
    ("I work as a product owner", "works as a product owner", "I work as a sous chef at Nopa",
     "I've worked as a flight attendant for ten years", "work as a freelance UX writer",
     "I work from home as a freelance translator", "i work part time as a barista at a cafe"),
    ("We work as a team", "it works as a reminder", "I work as hard as I can",
     "my sister works as a nurse", "I work as a team with my brother"),
)

# "I'm a stay-at-home mom" showed no job (fix35): keeping the home is what the user does, said
# as who they are; it is the occupation slot's, its words its value.
HOME_ROLE = Row(
    "home_role",
    # said as who the user is ("I'm (now) a…", "is a…" as a note), not a role talked of ("A
    # stay-at-home mom has it hard", "Now a stay-at-home mom seems boring to me": review35)
    re.compile(r"(?:^is\s+(?:now\s+)?|\b(?:i'?m|i am|been|became|become)\s+(?:now\s+)?)"
               r"(?:an?\s+)?(?:proud\s+)?"
               r"(?P<m>stay[- ]at[- ]home (?:mom|mum|mother|dad|father|parent)|homemaker"
               r"|housewife|househusband|full[- ]time (?:mom|mum|dad|parent))\b"
               r"|(?:我是|^是|(?<![想要不])(?:当了?|做了?))(?:一(?:个|名))?(?P<v>全职(?:妈妈|爸爸|太太|主妇|奶爸|宝妈)"
               r"|家庭主妇|家庭煮夫)", re.I),
    "slot value: keeping the home ('a stay-at-home mom', 全职妈妈) is the user's occupation",
    "[beyond] issue 24 fix35: 'I'm a stay-at-home mom' showed no job",
    ("I'm a stay-at-home mom", "is a stay-at-home dad", "I'm now a stay-at-home mom",
     "I'm a homemaker", "我是全职妈妈", "是家庭主妇", "当了全职太太"),
    ("my mom is a stay-at-home mom", "I grew up with a stay-at-home mom", "我妈妈是家庭主妇",
     "我不想当全职太太", "Now a stay-at-home mom seems boring to me",
     "A stay-at-home mom has it hard"),
)

# 我是一名 software engineer, 在外企做 marketing manager: a Chinese sentence naming the job in
# English; the Chinese occupation rows read a Chinese job word only (lead37).
TITLE_EN_IN_ZH = Row(
    "title_en_in_zh",
    re.compile(r"(?:^|我|现在|目前|如今)(?:是|当|(?:在(?:(?![不没别])[^，。,.；;！!]){1,12}?)?(?:做|当))"
               rf"{MEASURE_ZH}?\s*"
               rf"(?P<e>(?:[a-z]+ ){{0,2}}(?:{JOB_WORDS_EN}|{ROLE_WORDS_EN}))(?![a-z])"
               # 是 Manager 的助理, 当 team lead 的翻译: the job is what follows 的 (review37)
               r"(?!\s*的|[^，。,.；;！!]*[吗呢？?])", re.I),
    "slot value: an English job in a Chinese sentence (做 marketing manager) is the occupation",
    "[beyond] issue 24 lead37: 我叫Coco，在上海一家外企做 marketing manager showed no 职业",
    ("我是一名 software engineer", "在上海一家外企做 marketing manager", "现在当 product designer",
     "我在 Google 做 data scientist"),
    ("我妹妹是一名 software engineer", "我想当 designer 吗", "他在外企做 manager",
     "我是 fan", "在 manager 面前很紧张", "我现在是 Manager 的助理", "我是 designer 吗"),
)

# 我在读大三, 在北大读博, 我在纽约大学读研究生 kept nothing (lead37): a student's year or degree
# is who they are now, as a job is; English ("I'm a sophomore at UCLA") was kept already.
STUDYING_ZH = Row(
    "studying_zh",
    re.compile(r"(?:^|我|现在|目前|今年)(?:正)?在(?:[^，。,.；;！!？?]{1,12}?)?(?:读|上|念)(?!书)\s*"
               r"(?P<v>研究生|研[一二三]|博士|博[一二三]?|硕士|本科|大专|大[一二三四]|高[一二三]|初[一二三]"
               r"|(?i:master|phd|mba))(?![\u4e00-\u9fff]*[吗呢？?])"),
    "memory signal: important fact (the user's year or degree of study: 我在读大三)",
    "[beyond] issue 24 lead37: 我在纽约大学读研究生 / 我在读大三 kept nothing",
    ("我在读大三", "我在北大读博", "我在纽约大学读研究生", "现在在上高二", "我在 NYU 读 master"),
    ("我在读书", "你在读大三吗", "我女儿在读初一", "他在上高二", "我在读一本书"),
)

# 我升职了 / "I got promoted!" is news with a lasting mark, as a licence got is (lead37); the rank
# it names, if any, is the occupation (job_changes.py `promoted_zh`, `job_not_but_en`).
PROMOTION_SAID = Row(
    "promotion_said",
    re.compile(r"(?<![想要望能会该没别])(?:升职|晋升)(?:了|啦|成功)(?![吗呢么])"
               r"|\b(?:i )?(?:just |finally )?got (?:a |my )?promot(?:ed|ion)\b(?![^.!]*\?)", re.I),
    "memory signal: important fact (the user was promoted: 我升职了)",
    "[beyond] issue 24 lead37: 我升职了，现在是部门主管 kept nothing",
    ("我升职了", "上个月终于升职了", "I got promoted!", "I finally got a promotion"),
    ("我想升职", "你升职了吗", "升职加薪的机会", "Did you get promoted?", "没升职"),
)

# 我是退休中学语文老师 / 我退休前是老师: a retired person's occupation is the job they retired
# from, said as retired (退休中学语文老师, "retired teacher"); a job held before retiring is no
# past state the profile drops (left40: 王老师 had no 职业 line).
RETIRED_FROM = Row(
    "retired_from",
    # a clause's start too, 我 left out (leftzh44b: 姓王，退休前是中学语文老师 showed no 职业)
    re.compile(rf"(?:^|(?<=我)|(?<=^是)|(?<=我是)|(?<=已经)|(?<=[，,；;\s]))(?:{MEASURE_ZH})?"
               rf"(?P<joined>退休)"
               rf"(?:前|之前|以前)(?:是|当过?|做过?)(?:{MEASURE_ZH})?"
               rf"(?P<v>[\u4e00-\u9fff]{{0,6}}?{JOB_ZH})(?![\u4e00-\u9fff]*[吗呢？?])"
               rf"|(?:^|(?<=我)|(?<=^是)|(?<=我是))(?:{MEASURE_ZH})?"
               # 我是退休老师的女儿: the job is the one the user is of, not theirs (review40)
               rf"(?P<w>退休(?![\u4e00-\u9fff]{{0,12}}?的[\u4e00-\u9fff])[\u4e00-\u9fff]{{0,6}}?{JOB_ZH})"
               r"(?![\u4e00-\u9fff]*[吗呢？?])"
               # 以前是铁路上的工程师…现在退休了: the job before, the retirement now (probe41b); the
               # lookahead takes 退休 first, so the value reads 退休工程师
               rf"|(?:^|(?<=我))(?:以前|之前|过去|原来)(?=[^。！？?]{{2,24}}?(?:现在|如今|已经|早就)"
               rf"(?:也|都)?(?:已经)?(?P<joined2>退休)了)(?:是|当过?|做过?|干过?)(?:{MEASURE_ZH})?"
               rf"(?:[\u4e00-\u9fff]{{1,4}}的)?(?P<v2>[\u4e00-\u9fff]{{0,4}}?{JOB_ZH})"
               rf"|\b(?:was|used to be) an? (?P<m>(?:[a-z]+ ){{0,2}}{JOB_EN}) (?:before|until) "
               r"(?:i|they|he|she) retired\b(?P<n>)", re.I),
    "slot: the job a retired user retired from (我是退休中学语文老师, 我退休前是老师: 退休老师; "
    "'was a teacher until I retired': teacher) is the occupation; a memory signal too",
    "[beyond] issue 24 left40 (probe39 left: 王老师 had no 职业)",
    ("我是退休中学语文老师", "我退休前是老师", "退休前是中学语文老师", "我是一名退休教师",
     "姓王，退休前是中学语文老师",
     "I was a nurse until I retired", "我是退休老师的",
     "以前是铁路上的工程师在洛阳干了一辈子现在退休了", "我以前是老师，现在已经退休了"),
    ("我妈退休前是老师", "我妈以前是老师现在退休了", "以前是老师，现在不教了", "你退休前是老师吗",
     "我退休了", "我想退休以后当老师",
     "I was a nurse before the war", "我是退休老师的女儿", "我是退休医生的家属"),
)

# 我是老师的女儿, 我是退休老师的女儿, "I'm a teacher's daughter": the user is of someone who has
# the job; the job is theirs (review40: 职业: 退休老师).
JOB_OF_SOMEONE = Row(
    "job_of_someone",
    re.compile(rf"(?:是|当)[^，。,.！!；;？?]{{0,8}}?(?:{JOB_ZH})的(?:{PEOPLE_ZH}|女儿|儿子|家属|后代)"
               rf"|\b(?:i'?m|i am|is) an? (?:[a-z]+ ){{0,2}}(?:{JOB_EN})['’]s (?:{PEOPLE_EN})\b",
               re.I),
    "no occupation of the user's: a job said of the one the user is a child, wife, friend of "
    "(我是老师的女儿, 'I'm a teacher's daughter')",
    "[beyond] review40: 我是退休老师的女儿 gave 职业: 退休老师, 我是老师的女儿 职业: 老师",
    ("我是退休老师的女儿", "我是老师的女儿", "我是医生的家属", "I'm a teacher's daughter"),
    ("我是老师", "我是退休老师", "我是老师的", "I'm a teacher", "我是女儿的老师"),
)

ROWS: tuple[Row, ...] = (WORK_AS_EN, HOME_ROLE, TITLE_EN_IN_ZH, STUDYING_ZH, PROMOTION_SAID,
                         RETIRED_FROM, JOB_OF_SOMEONE)
