"""[beyond] A clause whose object or day is the clause before it (issue 24, probe38).

"Please don't call me buddy, I can't stand it." kept a second memory `can't stand it`, and
"Ruth's birthday is December 20th, I always go to the cemetery that day" kept `always goes to
the cemetery that day`, the day lost: said alone, neither says what. memory/gate/fact_clauses.py
`attaches` joins such a clause to the fact before it, in the same sentence: one note each.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import PEOPLE_ZH
from strata_layered.memory.rules.row import Row

OBJECT_BACK = Row(
    "object_back",
    re.compile(
        # "I can't stand it", "I hate that", "she loves it"
        r"\b(?:stand|bear|take|hate|love|like|mind|handle|enjoy|dread)\s+(?:it|that|this)"
        r"(?:\s+(?:at all|much|anymore|any more|either))?\s*[.!]*$"
        # "I always go to the cemetery that day", "we eat out that night"
        r"|\b(?:that|this|the same) (?:day|night|morning|evening|weekend|week)\b|\bon that date\b"
        # 我受不了, 真的很讨厌; 那天我都去墓地
        r"|^(?:我|他|她)?(?:真的|实在|特别|很|最)*(?:受不了|讨厌|烦|不喜欢|接受不了)(?:了|啊|呢|的)*$"
        r"|那天|那一天|当天", re.I),
    "the clause's object or day is the fact before it (I can't stand it, that day, 那天): it "
    "completes that fact, not a note of its own",
    "[beyond] issue 24 probe38: 'can't stand it' and 'always goes to the cemetery that day' "
    "kept as memories of their own",
    ("I can't stand it", "I always go to the cemetery that day", "我受不了", "那天我都去墓地",
     "I really hate that!", "真的很讨厌"),
    ("I can't stand spicy food", "I go to the cemetery every Sunday", "我受不了辣",
     "that's my day off", "I like it here", "我不喜欢吃香菜"),
    contexts=("Please don't call me buddy, I can't stand it.",
              "Ruth's birthday is December 20th, I always go to the cemetery that day."),
)

# 最近情绪一直很低落…这个你帮我保密 别跟任何人说 也别主动提 kept 别主动提 alone, a boundary
# about nothing: an order not to raise, with no object, is about the fact said before it.
NOT_RAISED_BACK = Row(
    "not_raised_back",
    re.compile(
        # 别提了 alone is "don't even ask" (about the day's troubles), no order for later
        r"^(?:也|还有|以后|你)*(?:千万)?(?:别|不要|不许)(?:(?:再|主动|老|总|跟我)+"
        r"(?:提起|问起|说起|提|问|聊)(?:这个|这事|这件事|它)?|(?:提起|问起|说起)(?:这个|这事|这件事|它)?"
        r"|(?:提|问|聊)(?:这个|这事|这件事|它))(?:了|啦|哈|哦|啊|呀)*$"
        r"|^(?:and |also |please |just )*(?:don'?t|do not|never) (?:bring (?:it|that|this) up"
        r"|mention (?:it|that|this)|ask (?:me )?about (?:it|that|this))"
        r"(?: (?:again|unless i do|first|anymore|any more))*[.!]*$", re.I),
    "an order not to raise, with no object (别主动提, 'don't bring it up'): a boundary about the "
    "fact said before it in the message; it joins that fact's note, which becomes a boundary",
    "[beyond] issue 24 probe42: 最近情绪一直很低落，晚上经常偷偷哭…也别主动提 kept 别主动提 as a "
    "boundary of its own, about nothing",
    ("也别主动提", "别再提了", "don't bring it up unless I do", "please don't mention it again",
     "不要问起这件事"),
    ("别提了", "别提醒我", "don't bring up my ex", "不要问我工资", "别问那么多",
     "don't mention my weight"),
    contexts=("我最近情绪一直很低落，晚上经常偷偷哭，这个你帮我保密，别跟任何人说，也别主动提",),
)

# 别提了，今天加班到十点 was kept as a boundary: 别提了 said of the day is a sigh ("don't even
# ask"), no order for later; said with what not to raise (别提我前任了), it is one.
NOT_BOUNDARY_SIGH = Row(
    "not_boundary_sigh",
    # 以后 / 你 / 千万 / 也 before it make it an order (以后别提了, 你别提了)
    re.compile(r"(?<!以后)(?<!你)(?<!千万)(?<!也)(?:唉|哎|嗐|害|快|可|真)?(?:别提了|别提啦|甭提了|甭提啦|别说了吧?)"
               r"(?=\s*(?:[，,。！!~～…\s]|$))"
               # offer也不要了: a thing given up (不要 after it, ending the clause), no order
               r"|(?<=[\w\u4e00-\u9fff])(?:也|都|就)?不要了(?=\s*(?:[，,。！!~～…\s]|$))"),
    "别提了 as a sigh, naming nothing, and a thing given up (offer也不要了) are taken out before "
    "the boundary signal (seed 003's 别 / 不要)",
    "[beyond] issue 24 probe42: 别提了，今天加班到十点 and 想了想还是回去上班吧 offer也不要了 were "
    "typed boundaries",
    ("别提了，今天加班到十点", "唉 别提了 又被领导骂了", "甭提了！", "offer也不要了",
     "那辆车我不要了"),
    ("别提了我前任", "别提我前任了", "别再提了", "以后别提了", "你别提了，我不想听",
     "不要了吗", "不要了解我"),
)

# 朵朵对鸡蛋过敏 医生说先别加蛋黄 kept the doctor's order as a boundary of its own: an order
# someone gave (医生说先别…, 妈妈让我别…) is what the household was told, no boundary the user
# sets for the assistant; its 别 is taken out before the boundary signal.
NOT_BOUNDARY_RELAYED = Row(
    "not_boundary_relayed",
    re.compile(rf"(?:医生|大夫|护士|儿保|老师|教练|领导|{PEOPLE_ZH})(?:也|都|还)?"
               r"(?:说|让|叫|嘱咐|交代|建议|讲)(?:了|过)?(?:我们?|宝宝|孩子|她|他)?"
               r"(?:先|暂时|最好|千万|尽量|一定)?(?:别|不要)"),
    "an order someone gave (医生说先别加蛋黄): a fact of what the household was told, its 别 "
    "taken out before the boundary signal",
    "[beyond] issue 24 probe42: 医生说先别加蛋黄 was a boundary of its own",
    ("医生说先别加蛋黄", "妈妈让我别熬夜", "儿保医生交代暂时不要吃海鲜"),
    ("别让医生知道", "你别说了", "医生说可以加蛋黄了", "不要跟我妈说"),
)

ROWS: tuple[Row, ...] = (OBJECT_BACK, NOT_RAISED_BACK, NOT_BOUNDARY_SIGH,
                         NOT_BOUNDARY_RELAYED)
