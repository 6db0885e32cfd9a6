"""[beyond] A value corrected with the one it replaces ("Chester, not Manchester", 八岁，不是七岁).

memory/fact_values.py `named_wrong` reads the row: the value after "not" / 不是 is in an older
memory of the same subject and the corrected value is not, so the older one was wrong.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

# probe39: "Sorry, I got it wrong earlier: the marathon is Chester, not Manchester." kept the
# correction beside "is training for the Manchester marathon" (0.6 apart: no cue read it).
VALUE_NOT = Row(
    "value_not",
    re.compile(r"(?P<new>[\w'-]+)[,，]?\s+(?:and )?not (?!(?:sure|yet|really|much|bad|too|so|that"
               r"|only|just|quite|very|exactly|even|always|ever|a|an|to|me|us|now|later|anymore"
               r"|any|at|all|the|for|in|on|because|if|as|like)\b)(?P<old>[\w'-]+)\s*[.!]*$"
               r"|(?:是|在|叫|去)(?P<new_zh>[\u4e00-\u9fff\d]{1,6})[，,]\s*(?:而)?不是"
               r"(?P<old_zh>[\u4e00-\u9fff\d]{1,6}?)[了啦哈]?[。！!.]*$", re.I),
    "a correction: the value said last with the one it replaces ('X, not Y' / X，不是Y); the "
    "older memory naming Y, and not X, is superseded",
    "[beyond] issue 24 probe39 (own sentences: 'the marathon is Chester, not Manchester'; "
    "我说错了，我孙子是八岁，不是七岁)",
    ("the marathon is Chester, not Manchester", "孙子是八岁，不是七岁",
     "it's on Thursdays not Tuesdays."),
    ("I'm tired, not sure why", "I live with my sister, not me", "是他，不是我的问题吧？",
     "not Manchester is what I said to him today"),
    contexts=("Sorry, I got it wrong earlier: the marathon is Chester, not Manchester.",),
    before="I'm training for the Manchester marathon, it's on April 12th.",
)

ROWS: tuple[Row, ...] = (VALUE_NOT,)
