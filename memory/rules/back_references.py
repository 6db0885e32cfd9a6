"""[beyond] A clause whose object or day is the clause before it (issue 24, probe38).

"Please don't call me buddy, I can't stand it." kept a second memory `can't stand it`, and
"Ruth's birthday is December 20th, I always go to the cemetery that day" kept `always goes to
the cemetery that day`, the day lost: said alone, neither says what. memory/gate/fact_clauses.py
`attaches` joins such a clause to the fact before it, in the same sentence: one note each.
"""

from __future__ import annotations

import re

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

ROWS: tuple[Row, ...] = (OBJECT_BACK, NOT_RAISED_BACK)
