"""[beyond] The people a user says they have: siblings on the family line, a partner as a status.

我有个妹妹, "I have a younger sister", 我有个男朋友 showed nothing in the profile (issue 24
whose37): the family line took only the household (a spouse, children, parents) and 婚恋
only a partner found (交了男朋友, 有男朋友了). Each row here says the user has the person, so it
fills the line whoever the memory is about: 我有个妹妹，在上大学 is the sister's fact and says the
user has a sister (`Slot.also`, memory/facts/slot_reading.py). The words are the people table's.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import words_of
from strata_layered.memory.rules.row import Row

_SIBLINGS_ZH = words_of("brother", "sister", en=False, shortest=2)
_SIBLINGS_EN = words_of("brother", "sister", zh=False)
_ONE_ZH = rf"(?:一个|两个|三个)?(?:{_SIBLINGS_ZH})(?![的们])"
_SIBLING_EN = (r"(?:an?|one|two|three) (?:(?:younger|older|little|big|elder|twin|baby|half|step)"
               rf"[ -])?(?:{_SIBLINGS_EN})s?(?![-'’\w])")

SIBLINGS_HAD = Row(
    "siblings_had",
    re.compile(
        # 我有个妹妹 / 还有一个哥哥 / the note's 有个妹妹; 一个弟弟一个妹妹, 弟弟和妹妹: each
        rf"(?:^|^还|^也|(?<=我)|(?<=我还)|(?<=我也))有个?(?P<v>{_ONE_ZH})"
        rf"(?:[和、]?(?P<w>{_ONE_ZH}))?(?:[和、]?(?P<x>{_ONE_ZH}))?"
        # "I have a younger sister", the note's "has two brothers", "and a little sister"
        r"|(?:^|\bi\b|(?<=, )|(?<=\band ))(?: ?also| ?still)? ?(?:ha(?:ve|s)(?: got)?|'ve got) "
        rf"(?P<n>{_SIBLING_EN})(?:(?:,? and | & )(?P<m>{_SIBLING_EN}))?",
        re.I),
    "slot value: a brother or sister the user has (我有个妹妹, 'I have a younger sister'), shown "
    "on the family line whoever the memory is about",
    "[beyond] issue 24 whose37: 我有个妹妹 / 'I have a younger sister' showed no family line",
    ("我有个妹妹", "有一个弟弟一个妹妹", "我还有个哥哥", "I have a younger sister",
     "has two brothers", "I have an older brother and a little sister",
     "is married, also has a younger brother"),
    ("我妹妹在读研究生", "我老公还有个妹妹", "你有妹妹吗", "我没有兄弟姐妹", "我有个妹妹的同学",
     "My husband has a sister", "I have a sister-in-law", "I have a brother's wedding"),
    contexts=("我有个妹妹，在上大学",),
)

_PARTNERS_ZH = words_of("boyfriend", "girlfriend", en=False) + "|对象"
PARTNER_HAD_ZH = Row(
    "partner_had_zh",
    re.compile(rf"(?:^|(?<=我)|(?<=我现在)|(?<=我已经))(?P<v>有(?:一个|个)?(?:{_PARTNERS_ZH}))"
               r"(?![的吗么呢们])"),
    "slot: a partner the user has (我有个男朋友) is the relationship status, and its value "
    "(有男朋友)",
    "[beyond] issue 24 whose37: 我有个男朋友 showed no 婚恋 (only 有男朋友了 / 交了男朋友 did)",
    ("我有个男朋友", "有个女朋友，在深圳工作", "我现在有个对象", "我有男朋友"),
    ("我姐姐有个男朋友", "你有个男朋友吗", "我想有个女朋友", "我有个男朋友的朋友"),
    contexts=("我有个男朋友，在深圳工作",),
)

ROWS: tuple[Row, ...] = (SIBLINGS_HAD, PARTNER_HAD_ZH)
