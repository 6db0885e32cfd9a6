"""[beyond] What the user is called: their name and the form of address they ask for, as rows.

Slot rows as memory/rules/slots.py's (seed 004 §2.3 / §3.4): memory/facts/slots.py reads `name` and
`address` from these. 我叫 names only when it gives a name (`NAMING_JIAO`: not 我叫了外卖), and a
name in Latin letters inside a Chinese sentence is a name too (我叫Coco, lead37). A name is a
short one that ends its clause; 叫 / call that calls someone over, orders or asks why names
nobody (`CALLED_FOR`, people38).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.naming_zh import LATIN_NAME_IN_ZH, NAME_ENDS_ZH, NAMING_JIAO
from strata_layered.memory.rules.not_names import WORDS_AFTER_NAMING_EN
from strata_layered.memory.rules.phrasing import COMMON_SURNAMES
from strata_layered.memory.rules.row import Row
from strata_layered.memory.rules.slots import slot_row, value_row

CJK_NAME = r"(?:[\u4e00-\u9fff]{1,4}?|[\u4e00-\u9fff]{1,6}·[\u4e00-\u9fff]{1,6})" + NAME_ENDS_ZH
"""A name in Chinese characters: a short one (周立, 欧阳小芳, 胖子) or one with · (阿依古丽·买买提),
ending its clause (我叫滴滴来接我, 叫我老板干嘛 give none)."""
NOT_TOLD = r"(?<!别)(?<!不要)(?<!不许)(?<!不准)(?<!不用)"
NOT_TOLD_EN = r"(?<!don't )(?<!do not )(?<!never )(?<!stop )(?<!not )"
EN_NAME = r"[A-Z][\w'-]+(?: [A-Z][\w'-]+)?"
CALLED_EN = r"(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?"
"""A form of address in English is capitalised: "call me Sam", not "call me when you're free"."""
LATIN_NAME_ENDS = r"(?=\s*(?:就行|就好|就可以|吧|好了|好吗|[，。！？,.!?；;~～]|$))"
"""A Latin name after 我叫 / 叫我 ends its clause: 我叫 Uber 来接我 orders a car, 叫我 Boss 干嘛
objects to a word (review37: both filled a line); 叫我 Kevin 就行 and 我叫Coco，… do not go on."""
_LATIN_NAME = LATIN_NAME_IN_ZH + LATIN_NAME_ENDS

# Someone's or something's name ("My dog's name is Rex", "her name is Ana") is not the user's.
_NOT_WHOSE = r"(?<!['’]s )(?<!\bhis )(?<!\bher )(?<!\bits )(?<!\btheir )(?<!\bmaiden )"
_NAME_ZH = rf"(?:我{NAMING_JIAO}|名字叫|名字是)"
SLOT_NAME = slot_row("name", rf"({_NAME_ZH}|my name is|{_NOT_WHOSE}name is)",
                     ("我叫周立", "My name is Sam", "name is Hannah"),
                     ("我的名片丢了", "Name the city", "My dog's name is Rex", "her name is Ana",
                      "My wife's maiden name is Novak",
                      "我叫了外卖", "我叫醒了他", "我叫车去机场", "我叫来了几个朋友",
                      "I'm called to jury duty"))
VALUE_NAME = value_row("name", rf"{_NAME_ZH}\s*(?P<v>{CJK_NAME}|{_LATIN_NAME})"
                       rf"|(?:my name is|{_NOT_WHOSE}name is) (?!(?:{WORDS_AFTER_NAMING_EN})\b)"
                       rf"(?P<n>{EN_NAME})",
                       ("我叫周立", "my name is Sam Lee", "我叫Coco", "我的名字是 Mary Chen",
                        "我叫来福", "我叫车晓，今年三十", "我叫周立很高兴认识你"),
                       ("名字", "what is my name?", "my name is on the list", "我叫了outside外卖",
                        "我叫了个滴滴去机场",
                        "我叫 Uber 来接我", "我叫车来了", "我叫滴滴来接我", "我叫外卖了"))
# What the user wants to be called is no name: "你可以叫我小琳" never archives 名字叫陆琳.
# "别叫我宝贝" is a boundary, not a form of address.
# The note says "them" for the user's "me" (phrasing.py): "Just call them Sam" is the user's;
# two names are others ("we just call them Salt and Pepper", two cats: showed call me: Salt).
CALL_ME_EN = (rf"{NOT_TOLD_EN}call me(?= (?-i:[A-Z]))"
              r"|\b(?:everyone|everybody|most people|my friends|friends)"
              r" (?:just |usually |all )?calls? (?:me|them)(?= (?-i:[A-Z]))"
              r"|(?:^|\b(?:just|please|can|may|to|should|if you|you can) )call them"
              r"(?= (?-i:[A-Z])[\w'-]*(?:\s*[.!,;]|\s*$))")
SLOT_ADDRESS = slot_row("address", rf"{NOT_TOLD}(?:叫我|称呼我)|{CALL_ME_EN}",
                        ("你可以叫我小琳", "Just call me Sam", "Just call them Sam",
                         "Everyone calls me Dan"),
                        ("别叫我宝贝", "Don't call me buddy", "I call them Rex and Max",
                         "everyone calls me out on it", "call me when you're free",
                         "has two cats, just call them Salt and Pepper"))
VALUE_ADDRESS = value_row("address", rf"{NOT_TOLD}(?:叫我|称呼我)(?:为|做)?(?:(?P<v>{CJK_NAME})"
                          rf"|\s*(?P<l>{_LATIN_NAME}))"
                          rf"|(?:{CALL_ME_EN}) (?P<n>{CALLED_EN})",
                          ("叫我小琳就行", "call me Sam", "Just call them Sam",
                           "everyone calls them Dan", "叫我 Kevin 就行", "大家都叫我 Kiki"),
                          ("别叫我宝贝", "don't call me Sam", "叫我 Boss 干嘛",
                           "叫我 Coco 的人不多", "叫我老板干嘛", "call me when you're free"))

_GOING = r"(?:过来|回来|回家|过去|出来|下来|上来|出去|起床|吃饭|一起|来|去|接|送|帮|陪)"
_A_NAME = rf"(?:[{COMMON_SURNAMES}小阿老][\u4e00-\u9fff]{{1,2}}{NAME_ENDS_ZH})"
_ORDERED = (r"(?:外卖|快递|出租车|滴滴|代驾|救护车|跑腿|闪送|专车|快车|网约车|顺风车|的士"
            r"|车(?!(?![了啦吧呢吗嘛啊呀哦来去回到接送])[\u4e00-\u9fff]{1,2}(?:[，,。.！!？?；;\s]|$)))")
"""Things one calls for (叫外卖, 叫车); 车 may begin a name (我叫车晓: review37)."""
_WHY = r"(?:干嘛|干啥|干什么|做什么|为什么|为啥|什么意思)"
CALLED_FOR = Row(
    "called_for",
    re.compile(
        # the user's 叫 someone to come or do (我叫滴滴来接我, 叫我妈来), unless a whole name
        # ends there; 妈妈叫我回家吃饭 is relayed (memory/rules/standing.py)
        rf"(?:^|(?<=[我你，,。！!？?\s]))叫(?!我?{_A_NAME})我?[\u4e00-\u9fff]{{1,4}}?{_GOING}"
        rf"|叫了?(?:一?[个辆份])?{_ORDERED}"
        rf"|叫我?[\u4e00-\u9fff]{{0,6}}?{_WHY}|(?:为什么|为啥|干嘛|凭什么)(?:要|老|总|又|还)?叫我"
        r"|(?:^|\b(?:please|just|can you|could you|you can|pls|and|then) )call me"
        r" (?:back|later|when|whenever|if|once|after|before|at|on|tomorrow|tonight|anytime"
        r"|sometime|again|asap|soon|first|right)\b", re.I),
    "no fact, no name: 叫 / call that calls someone over, orders something or asks why "
    "(我叫滴滴来接我, 叫我妈来, 我叫外卖了, 叫我老板干嘛, 'call me when you're free') is "
    "nothing lasting and neither the user's name nor a form of address they ask for",
    "[beyond] issue 24 people38: 我叫滴滴来接我 showed 名字: 滴滴来接我, 叫我老板干嘛 "
    "称呼: 老板干, 'call me when you're free' call me: when you're",
    ("我叫滴滴来接我", "叫我老板干嘛", "我叫外卖了", "叫我妈来", "我叫了个车",
     "call me when you're free", "Please call me back tomorrow", "我叫小王来一趟",
     "为什么叫我老板"),
    ("我叫周立", "叫我小琳就行", "我叫来福", "我叫王来福", "我叫车晓，今年三十", "大家都叫我胖子",
     "Call me Sam", "I'm called to jury duty", "别叫我宝贝", "Call me Ishmael", "大家都叫我小来",
     "妈妈总是叫我回家吃饭"),
)

ROWS: tuple[Row, ...] = (SLOT_NAME, VALUE_NAME, SLOT_ADDRESS, VALUE_ADDRESS, CALLED_FOR)
