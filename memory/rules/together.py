"""[beyond] Someone and the user said as one subject ("My husband and I", "Mom, dad and I").

The clause is not broken before "and I" (`with_me`, read by memory/language/clauses.py), and the
note names the user "they" with the others ("they and their husband are vegetarians", "they, Mom
and dad went camping": `with_me_note`, `with_us_note`, read by memory/facts/phrasing.py). How the
two stand, said after someone's fact (我们分手了, "we met in college"), joins it (`we_two`).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

_SOMEONE = (r"(?:(?i:my|our)(?: [\w'-]+){1,2}|(?i:the) [\w'-]+|(?i:mom|dad|mum)"
            r"|(?!I\b)[A-Z][a-z]+(?: [A-Z][a-z]+)?)")
"""Someone said beside the user in one subject: my husband, the kids, Mom, Sarah."""

WITH_ME = Row(
    "with_me",
    re.compile(rf"^(?:(?i:me)|{_SOMEONE}(?:, {_SOMEONE})*,?)$"),
    "someone before 'and I' (or 'me' before 'and my') is the first half of one subject: "
    "the clause is not broken there",
    "[beyond] issue 24 whole facts ('My husband and I are vegetarians, so please don't "
    "suggest meat recipes' kept as 'husband' and 'is vegetarians, so…')",
    ("My husband", "my best friend", "Me", "Sarah", "Mom, dad", "My wife, the kids"),
    ("I love tea", "my sister loves coffee", "Yesterday it rained", "I bought apples, pears"),
    contexts=("My husband and I are vegetarians.", "Me and my sister share a flat.",
              "Sarah and I went hiking last weekend.", "Mom, dad and I went camping."),
)

WITH_US_NOTE = Row(
    "with_us_note",
    re.compile(
        r"^(?P<list>(?:(?i:my|our|the) [\w'-]+|(?i:mom|dad|mum)|(?!I\b)[A-Z][a-z]+)"
        r"(?:, (?:(?i:my|our|the) [\w'-]+|(?i:mom|dad|mum)|(?!I\b)[A-Z][a-z]+))+),? and I\b"),
    "phrasing: several people and the user as one subject name the user 'they' first (Mom, "
    "dad and I went… → they, Mom and dad went…)",
    "[beyond] issue 24 probe24e: 'My wife, the kids and I went to the beach' kept 'wife, the "
    "kids' and 'went to the beach'",
    ("Mom, dad and I went camping", "My wife, the kids and I went to the beach",
     "Sarah, Tom, and I are planning a trip"),
    ("My wife and I went to the beach", "Apples, pears and I don't mix", "I, Tom and Sarah"),
)

WITH_ME_NOTE = Row(
    "with_me_note",
    re.compile(
        r"^(?:(?i:my) (?P<mine>[\w'-]+(?: [\w'-]+)?)|(?P<other>(?i:mom|dad|mum)"
        r"|(?!I\b)[A-Z][a-z]+(?: [A-Z][a-z]+)?)) and I\b"
        r"|^(?i:me and my) (?P<mine2>[\w'-]+)\b"),
    "phrasing: someone and the user as one subject name the user 'they' (My husband and I "
    "are… → they and their husband are…)",
    "[beyond] issue 24 whole facts ('My husband and I are vegetarians' kept as 'husband' "
    "and 'is vegetarians')",
    ("My husband and I are vegetarians", "Sarah and I went hiking",
     "me and my sister shared a flat"),
    ("My husband is a chef", "I and my sister", "Me and you"),
)

# A we note is said as the user's own, as 我们 as 我 (fix35b: "are thinking about getting a dog"
# read as nobody's): "has two kids", "is thinking…"; but not a plural said of the group itself.
WE_PLURAL = Row(
    "we_plural",
    re.compile(r"^(?:(?:are|were) (?:(?:all|both|now|still|just|really|so|very|not) )*"
               r"(?!\w+ing\b|\w+ss\b|\w+ous\b|this\b|always\b|always\b)[a-z]+s\b"
               r"|(?:both|all|each|together|two|three)\b)", re.I),
    "phrasing: a we note keeps its plural when it says the group ('are vegetarians', 'both "
    "love hiking'); else it is said as the user's ('is thinking about…')",
    "[beyond] issue 24 fix35b: 'We're thinking about getting a dog next spring.' kept as "
    "'are thinking about getting a dog next spring'",
    ("are vegetarians", "both love hiking", "are all teachers"),
    ("are thinking about getting a dog", "have two kids", "are so happy", "were married"),
    contexts=("We are vegetarians", "We both love hiking"),
)

ZH_WE = Row(
    "zh_we",
    re.compile(r"^(最近|现在|目前|平时|一直|其实|以前|之前|后来)?(?:我们|咱们)"
               r"(?!家|俩|两|的|一家|几|三|这|那|学校|公司|班|小区|单位|团队|部门|老师|城市|村|楼"
               r"|宿舍|医院|店)(?=[\u4e00-\u9fff0-9])"),
    "phrasing: a leading 我们 goes as 我 does (我们打算明年养只狗 → 打算明年养只狗); 我们家 / "
    "我们俩 / 我们的 say whose and stay",
    "[beyond] issue 24 fix35b: 我们打算2027年春天养只狗 kept its 我们 while other notes drop 我",
    ("我们打算明年春天养只狗", "我们有两个孩子", "最近我们在看房子"),
    ("我们家养了两只猫", "我们俩是大学同学", "我们的孩子五岁了", "他们有两个孩子",
     "我们学校的花园里"),
)

# "我前任叫小李，我们去年分手了": how the two of them stand, said with the ex's fact (whose37:
# split from it once the ex was a person of the table; 删掉关于我前任的事 left 2025年分手了).
WE_TWO = Row(
    "we_two",
    re.compile(r"^(?:我们|我俩|咱们|咱俩)[^，。,]{0,8}?(?:分手|分开|在一起|认识|结婚|离婚|复合"
               r"|是[^，。,]{0,6}(?:同学|朋友|同事))"
               r"|^we (?:[a-z]+ ){0,3}?(?:broke up|split up|met|dated|got (?:married|divorced)"
               r"|(?:were|have been|'ve been) together|got back together"
               r"|(?:are|were) (?:[a-z]+ )?(?:friends|classmates|colleagues))\b", re.I),
    "how the user and someone stand (我们分手了, 'we met in college'), said after that person's "
    "fact in its sentence: it joins that fact (memory/gate/fact_clauses.py `attaches`)",
    "[beyond] issue 24 whose37",
    ("我们去年分手了", "我俩是大学同学", "we broke up last year", "we met in college"),
    ("我们家有只猫", "我们每周视频一次", "we have two kids", "we talk every week"),
    contexts=("我前任叫小李，我们去年分手了",),
)

ROWS: tuple[Row, ...] = (WITH_ME, WITH_US_NOTE, WITH_ME_NOTE, WE_PLURAL, ZH_WE, WE_TWO)
