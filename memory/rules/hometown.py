"""[beyond] Where the user is from: a hometown is not where they live (seed 004 §3.4 profile).

"I'm from Ohio originally" showed city: Ohio, and 我老家是湖南的 kept nothing (probe32). The
hometown is a slot of its own (老家 / hometown in the profile), and a clause that says where
the user comes from neither fills nor supersedes the city. left41b: "I'm from Ohio" too (it was
the city, and a list's "from ohio" archived "moved to Denver"): where one is from is the
hometown, in both languages (来自山东, 山东人); the city is where one lives (住在, "live in"), so
the city's rows no longer read "from" and need no row to hold an origin back (origin_said).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.jobs import JOB_EN
from strata_layered.memory.rules.places_zh import CITIES_ZH as _CITIES_ZH
from strata_layered.memory.rules.places_zh import PEOPLE_OF_ZH, PLACE_ZH
from strata_layered.memory.rules.row import Row

PROBE = "[beyond] issue 24 probe32: {why}"
_PLACE_EN = r"(?-i:[A-Z])[\w.'-]*(?: (?-i:[A-Z])[\w.'-]*)*"

# Where one is from ("I'm from Ohio", the note's "is from Ohio", 我来自山东) is the hometown, not
# the city (left41b: "24, single, from ohio" gave city: Ohio and archived "moved to Denver"):
# said of the user, with I / 我 or as a note's opening; someone else's "is from" is not.
_FROM_EN = r"(?:(?:^|(?<=, ))(?i:is )|\b(?i:i'?m|i am) )(?i:originally )?from "
_FROM_ZH = r"(?:^|(?<=[，,])|(?<=我))来自"

SLOT_HOMETOWN = Row(
    "slot_hometown",
    re.compile(rf"(?:老家|家乡)(?:是|在|(?={PLACE_ZH}))|出生在|出生于|^我?是(?={PLACE_ZH}{PEOPLE_OF_ZH})"
               r"|(?i:\boriginally from\b|\bfrom "
               rf"{_PLACE_EN} originally\b|\bgrew up in\b|\bborn (?:and raised )?in "
               rf"(?-i:[A-Z])|\bhometown is\b)"
               rf"|{_FROM_ZH}(?={PLACE_ZH})|{_FROM_EN}(?={_PLACE_EN})"),
    "slot: the statement says where the user comes from",
    PROBE.format(why="我老家是湖南的 kept nothing"),
    ("我老家是湖南的", "我家乡在一个小山村", "I'm originally from Ohio", "I grew up in Leeds",
     "I'm from Ohio originally", "我老家河南的", "我是东北人", "I'm from Ohio", "is from Ohio",
     "我来自山东"),
    ("我回老家了", "老家的房子卖了", "I grew up fast", "I was born in 1990", "老家很冷",
     "我是好人", "我妈是山东人", "我是北京人民医院的护士", "my sister is from Ohio",
     "I'm back from Paris", "这个消息来自北京", "I'm from the future",
     "got a snake plant, from IKEA", "From Monday on, call me Sam"),
)

VALUE_HOMETOWN = Row(
    "value_hometown",
    re.compile(r"(?:老家|家乡)(?:是|在)(?P<v>[\u4e00-\u9fff]{2,8}?)(?:的|人|[，。,！!]|$)"
               rf"|(?:老家|家乡)(?P<p>{PLACE_ZH})(?:的|人|[，。,！!\s]|$)|^我?是(?P<o>{PLACE_ZH}){PEOPLE_OF_ZH}"
               r"|出生(?:在|于)(?P<b>[\u4e00-\u9fff]{2,8}?)(?:的|[，。,！!]|$)"
               rf"|(?i:(?:originally from|grew up in|born (?:and raised )?in|hometown is) "
               rf"(?P<n>{_PLACE_EN})|from (?P<m>{_PLACE_EN}) originally)"
               rf"|{_FROM_ZH}(?P<z>{PLACE_ZH})|{_FROM_EN}(?P<f>{_PLACE_EN})"),
    "slot value: the place the user comes from, as the profile shows it",
    PROBE.format(why="我老家是湖南的 kept nothing; 'from Ohio originally' showed city: Ohio"),
    ("我老家是湖南的", "我出生在成都", "I'm originally from Ohio", "I grew up in Leeds",
     "I'm from Ohio originally", "我老家河南的", "我是东北人", "I'm from Ohio", "我来自山东"),
    ("我回老家了", "my sister is from Ohio", "这个消息来自北京", "I grew up fast",
     "I was born in 1990", "老家的房子卖了", "老家很冷", "我是好人", "我是上海人寿的客户经理"),
)

# The user's own place said after a relative's (我姐在深圳当老师，我在广州; "My sister teaches
# in Denver and I'm in Boston"): a clause of the user's that is only 我在 / "I'm in" and a city
# is where they live (fix36b: the note was kept whole as the sister's, the user's 广州 lost).
# 我在广州出差, "I'm in Paris this week" say more than a city, and are not read so.
BASED_IN_ZH = Row(
    "based_in_zh",
    re.compile(rf"(?:^|(?<=[，,；;]))\s*我?\s*(?:就|则|呢|自己|现在|目前)?\s*(?:在|人在|base ?在)"
               rf"(?P<v>{_CITIES_ZH})"
               r"(?=呢?[。！!]?$)"),
    "slot: a clause only of the user and a city (我在广州) is the user's city, and a fact "
    "(memory/gate/families.py)",
    "[beyond] issue 24 fix36b: 我姐在深圳当老师，我在广州 kept the user's 广州 as the sister's",
    ("我姐在深圳当老师，我在广州", "在广州", "我就在杭州", "我 base 在上海", "我现在base在深圳"),
    ("我在广州出差", "我在老家", "我在广州的时候", "她在广州", "database 在上海"),
)
# "I'm in Boston" was kept as the user's already ("is in Boston"), filling no city: the note, or
# the clause after "and", fills it; a clause "I'm in Illinois" alone does not (it would split
# "I'm in Illinois, spotting birds" in two: train longmemeval).
BASED_IN_EN = Row(
    "based_in_en",
    re.compile(rf"(?:^is|(?<=\band )(?:I'm|I am)) (?:based )?in (?P<n>{_PLACE_EN})(?=[.!]?$)"),
    "slot: a clause only of the user and a city ('I'm in Boston') is the user's city",
    "[beyond] issue 24 fix36b: 'My sister teaches in Denver and I'm in Boston' showed no city",
    ("My sister teaches in Denver and I'm in Boston", "is in Boston"),
    ("I'm in Paris this week", "I'm in love", "she is in Boston"),
)

# Where the user works is where they live: 我在深圳做产品经理 and "I'm a nurse in Denver" filled
# the job and no city (whose37). Said of the user only (我姐在深圳当老师 is the sister's); a
# trip (我在深圳出差) or a wish (我想在深圳工作) is no job done there.
JOB_IN_CITY_ZH = Row(
    "job_in_city_zh",
    re.compile(rf"(?:^|(?<=我)|(?<=现在)|(?<=目前)|(?<=一直)|(?<=[\s，,]))在(?P<v>{_CITIES_ZH})市?"
               r"(?:的?一家[^，。,；;]{0,10}?)?(?:做|当|上班|工作|打工)"),
    "slot: a job done in a city (我在深圳做产品经理) says the user's city, and its value",
    "[beyond] issue 24 whose37: 我在深圳做产品经理 showed 职业 and no 城市",
    ("我在深圳做产品经理", "在深圳做产品经理", "现在在杭州一家公司上班", "我在上海工作",
     "我叫小雨 今年25 在成都做设计", "我95年的，在杭州上班"),
    ("我姐在深圳当老师", "我想在深圳工作", "我在深圳出差", "我在医院做护士", "我下个月在深圳上班"),
)
JOB_IN_CITY_EN = Row(
    "job_in_city_en",
    re.compile(rf"(?:^is|\bi'?m|\bi am|\bworks? as) an? (?:[a-z]+ ){{0,2}}?(?:{JOB_EN}) "
               rf"(?:based )?in (?!(?-i:[A-Z]{{2,}})\b)(?P<n>{_PLACE_EN})"
               r"(?=\s*(?:[.!,;]|$|now\b))", re.I),
    "slot: a job done in a city ('I'm a nurse in Denver') says the user's city, and its value",
    "[beyond] issue 24 whose37: 'I'm a nurse in Denver' showed occupation: nurse in Denver "
    "and no city",
    ("I'm a nurse in Denver", "is a software engineer in Seattle",
     "I work as a teacher in Leeds now"),
    ("She's a nurse in Denver", "I was a nurse in Denver", "I'm a nurse in training",
     "I'm a nurse in ICU", "I'm a nurse in Denver this week for a conference"),
)

# "hey im sam, 19, first year cs at uni in manchester" showed no city (probe41b): a student at a
# university in a city lives there, said of the user (a clause of theirs, a few words of what and
# which year), not a visit, a past or someone else's.
STUDY_IN_CITY_EN = Row(
    "study_in_city_en",
    re.compile(r"(?:^(?:is )?|[,;]\s*|\bi'?m |\bi am )(?:an? )?"
               r"(?:(?!(?:is|was|are|were|went|go|visiting|visit|my|his|her|their)\b)[\w-]+ ){0,4}"
               r"(?:student )?at (?:uni|university|college) in "
               r"(?!(?-i:[A-Z]{2,})\b)(?P<n>[a-z][\w.'-]*(?: (?-i:[A-Z])[\w.'-]*)*)"
               r"(?=\s*(?:[.!,;]|$))", re.I),
    "slot: a student at a university in a city ('first year cs at uni in manchester') says the "
    "user's city, and its value",
    "[beyond] issue 24 probe41b: Sam's first message showed no city",
    ("is Sam, 19, first year cs at uni in manchester", "I'm a student at university in Leeds",
     "first year at uni in Bristol"),
    ("my sister is at uni in leeds", "I went to uni in Leeds", "visiting a friend at uni in Leeds",
     "I was at uni in Leeds"),
)

BASED_IN = (BASED_IN_ZH, BASED_IN_EN, JOB_IN_CITY_ZH, JOB_IN_CITY_EN, STUDY_IN_CITY_EN)
"""The city's other sayings (memory/facts/slots.py)."""
# 坐标北京，做设计的 kept nothing (lead39): 坐标 ("coordinates") is how a chat says where the
# speaker is; it has no 我, and is the speaker's (memory/writing/extraction.py `_unsaid_self`).
LOCATED_ZH = Row(
    "located_zh",
    re.compile(rf"^我?坐标(?:在)?(?={PLACE_ZH})"),
    "whose: 坐标 + a city opening the message says where the speaker lives",
    "[beyond] issue 24 lead39: 坐标北京，做设计的 kept nothing (no 我 of seed 000's)",
    ("坐标北京，做设计的", "坐标帝都，互联网民工一枚", "我坐标杭州"),
    ("这个坐标北京的朋友", "坐标轴", "地图上的坐标"),
)

ROWS: tuple[Row, ...] = (SLOT_HOMETOWN, VALUE_HOMETOWN, *BASED_IN, LOCATED_ZH)
