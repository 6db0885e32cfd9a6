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

ROWS: tuple[Row, ...] = (OBJECT_BACK,)
