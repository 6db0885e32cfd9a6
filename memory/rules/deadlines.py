"""[beyond] A deadline said with its day is a fact to keep (issue 24, probe41).

A student's list, "deadlines: algorithms cw due dec 12, databases report due dec 15", and "my
algorithms coursework is due dec 12" kept nothing: no signal of the seed's names a piece of work
due on a day (an exam said with its day was kept). The gate reads the work due, and a list of
deadlines, as a fact (memory/gate/families.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

MONTH_SHORT_EN = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?"
                  r"|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
"""A month, in full or cut short as typed (dec 12, Sept 3)."""
_DAY = (rf"(?:{MONTH_SHORT_EN}\.? \d{{1,2}}(?:st|nd|rd|th)?"
        rf"|\d{{1,2}}(?:st|nd|rd|th)?(?: of)? {MONTH_SHORT_EN}"
        r"|(?:next |this )?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?"
        r"|tomorrow|tmrw|tonight|next week|end of (?:the )?(?:week|month|term))")
DEADLINE_EN = Row(
    "deadline_en",
    # review41: 'deadlines are so stressful' is no deadline: is / are must say the day
    re.compile(rf"\bdue (?:on |by |in |at )?(?:the )?{_DAY}\b|\bdeadlines?(?::| for\b"
               rf"| (?:is|are) (?:on |by )?(?:the )?(?:{_DAY}\b|\d))", re.I),
    "memory signal: a piece of work due on a day, or a list of deadlines (a fact)",
    "[beyond] issue 24 probe41 (own sentences: 'deadlines: algorithms cw due dec 12, databases "
    "report due dec 15, maths problem sheet fri' and 'databases report still due dec 15' kept "
    "nothing)",
    ("my algorithms coursework is due dec 12", "databases report still due Dec 15",
     "deadlines: algorithms cw due dec 12", "the essay is due on Friday",
     "my deadline is friday", "the deadline for the grant is the 15th"),
    ("the bus is due any minute", "due to the rain we stayed in", "I paid my dues",
     "that's long overdue", "deadlines are so stressful lol", "the deadline is a joke"),
)

ROWS: tuple[Row, ...] = (DEADLINE_EN,)
