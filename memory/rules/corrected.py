"""[beyond] A value corrected with the one it replaces ("Chester, not Manchester", 八岁，不是七岁).

memory/facts/fact_values.py `named_wrong` reads the row: the value after "not" / 不是 is in an older
memory of the same subject and the corrected value is not, so the older one was wrong.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.deadlines import MONTH_SHORT_EN
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



# probe41: "algorithms cw got pushed to dec 14 not dec 12" archived the whole list "deadlines:
# algorithms cw due dec 12, databases report due dec 15": every clause shared a word (dec) with
# the correction, so none stood. The value said wrong names the one clause it corrects.
WRONG_VALUE = Row(
    "wrong_value",
    re.compile(r"(?:,? (?:and )?not|，?而?不是) ?(?P<was>"
               rf"{MONTH_SHORT_EN}\.? \d{{1,2}}(?:st|nd|rd|th)?|(?:the )?\d{{1,2}}(?:st|nd|rd|th)"
               r"|[\u4e00-\u9fff\d]{1,8}?[号日])\s*[.!。！]?$", re.I),
    "a correction ending on the value it replaces (… dec 14 not dec 12, …是十八号，不是十五号): "
    "of an older note, only the clauses that say that value are corrected "
    "(memory/supersession/remainders.py)",
    "[beyond] issue 24 probe41 (own sentence: 'algorithms cw got pushed to dec 14 not dec 12' "
    "archived 'databases report due dec 15' with the list it was in)",
    ("algorithms cw got pushed to dec 14 not dec 12", "the exam is on the 14th, not the 12th",
     "复查是下个月十八号，不是十五号"),
    ("not dec 12 again", "I'm not sure", "he is not 12"),
    # a move naming no clause's thing (probe42: remainders reads the thing named first)
    contexts=("the due date got pushed to dec 14 not dec 12",),
    before="deadlines: algorithms cw due dec 12, databases report due dec 15",
)
ROWS: tuple[Row, ...] = (VALUE_NOT, WRONG_VALUE)
