"""[beyond] What the user is called: their name and the form of address they ask for, as rows.

Slot rows as memory/rules/slots.py's (seed 004 §2.3 / §3.4): memory/slots.py reads `name` and
`address` from these. 我叫 names only when it gives a name (`NAMING_JIAO`: not 我叫了外卖), and a
name in Latin letters inside a Chinese sentence is a name too (我叫Coco, lead37).
"""

from __future__ import annotations

from strata_layered.memory.rules.naming_zh import LATIN_NAME_IN_ZH, NAMING_JIAO
from strata_layered.memory.rules.row import Row
from strata_layered.memory.rules.slots import slot_row, value_row

CJK_NAME = r"[\u4e00-\u9fff·]{1,6}"
NOT_TOLD = r"(?<!别)(?<!不要)(?<!不许)(?<!不准)(?<!不用)"
NOT_TOLD_EN = r"(?<!don't )(?<!do not )(?<!never )(?<!stop )(?<!not )"
EN_NAME = r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)?"
LATIN_NAME_ENDS = r"(?=\s*(?:就行|就好|就可以|吧|好了|好吗|[，。！？,.!?；;~～]|$))"
"""A Latin name after 我叫 / 叫我 ends its clause: 我叫 Uber 来接我 orders a car, 叫我 Boss 干嘛
objects to a word (review37: both filled a line); 叫我 Kevin 就行 and 我叫Coco，… do not go on."""
_LATIN_NAME = LATIN_NAME_IN_ZH + LATIN_NAME_ENDS

# Someone's or something's name ("My dog's name is Rex", "her name is Ana") is not the user's.
_NOT_WHOSE = r"(?<!['’]s )(?<!\bhis )(?<!\bher )(?<!\bits )(?<!\btheir )"
_NAME_ZH = rf"(?:我{NAMING_JIAO}|名字叫|名字是)"
SLOT_NAME = slot_row("name", rf"({_NAME_ZH}|my name is|{_NOT_WHOSE}name is)",
                     ("我叫周立", "My name is Sam", "name is Hannah"),
                     ("我的名片丢了", "Name the city", "My dog's name is Rex", "her name is Ana",
                      "我叫了外卖", "我叫醒了他", "我叫车去机场", "我叫来了几个朋友"))
VALUE_NAME = value_row("name", rf"{_NAME_ZH}\s*(?P<v>{CJK_NAME}|{_LATIN_NAME})"
                       rf"|(?:my name is|{_NOT_WHOSE}name is) (?P<n>{EN_NAME})",
                       ("我叫周立", "my name is Sam Lee", "我叫Coco", "我的名字是 Mary Chen",
                        "我叫来福", "我叫车晓，今年三十"),
                       ("名字", "what is my name?", "我叫了outside外卖", "我叫了个滴滴去机场",
                        "我叫 Uber 来接我", "我叫车来了"))
# What the user wants to be called is no name: "你可以叫我小琳" never archives 名字叫陆琳.
# "别叫我宝贝" is a boundary, not a form of address.
# The note says "them" for the user's "me" (phrasing.py): "Just call them Sam" is the user's;
# two names are others ("we just call them Salt and Pepper", two cats: showed call me: Salt).
CALL_ME_EN = (rf"{NOT_TOLD_EN}call me|\b(?:everyone|everybody|most people|my friends|friends)"
              r" (?:just |usually |all )?calls? (?:me|them)(?= (?-i:[A-Z]))"
              r"|(?:^|\b(?:just|please|can|may|to|should|if you|you can) )call them"
              r"(?= (?-i:[A-Z])[\w'-]*(?:\s*[.!,;]|\s*$))")
SLOT_ADDRESS = slot_row("address", rf"{NOT_TOLD}(?:叫我|称呼我)|{CALL_ME_EN}",
                        ("你可以叫我小琳", "Just call me Sam", "Just call them Sam",
                         "Everyone calls me Dan"),
                        ("别叫我宝贝", "Don't call me buddy", "I call them Rex and Max",
                         "everyone calls me out on it",
                         "has two cats, just call them Salt and Pepper"))
VALUE_ADDRESS = value_row("address", rf"{NOT_TOLD}(?:叫我|称呼我)(?:为|做)?(?:(?P<v>{CJK_NAME}?)"
                          r"(?=就行|就好|就可以|吧|好了|好吗|[，。！？,.!?\s]|$)"
                          rf"|\s*(?P<l>{_LATIN_NAME}))"
                          rf"|(?:{CALL_ME_EN}) (?P<n>{EN_NAME})",
                          ("叫我小琳就行", "call me Sam", "Just call them Sam",
                           "everyone calls them Dan", "叫我 Kevin 就行", "大家都叫我 Kiki"),
                          ("别叫我宝贝", "don't call me Sam", "叫我 Boss 干嘛",
                           "叫我 Coco 的人不多"))

ROWS: tuple[Row, ...] = (SLOT_NAME, VALUE_NAME, SLOT_ADDRESS, VALUE_ADDRESS)
