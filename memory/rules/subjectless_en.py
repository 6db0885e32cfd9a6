"""[beyond] An English message that drops its I (issue 24, lead39): "Just moved to Berlin".

Chat drops the subject as Chinese does ("想去北京工作了"): "Just moved to Berlin for work!!"
kept nothing, for seed 000's memory words (I / my / like…) are not in it. A message that
opens on a lasting change of the speaker's own — a move to a place, a course started or
signed up for, a graduation — is the speaker's (memory/extraction.py `_unsaid_self`, beside
life.py's LIFE_CHANGE_EN: "got engaged!", "started at the museum today").
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

_OPENERS = r"(?:(?:so|and|also|just|finally|recently|officially|btw)[,!]?\s+)*"
_DAY = (r"(?:the\s+)?(?:next|this|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
        r"|tomorrow|tonight|today|noon|\d)")
SUBJECTLESS_CHANGE_EN = Row(
    "subjectless_change_en",
    re.compile(
        rf"^{_OPENERS}(?:(?:moved|relocated) (?:back )?to (?!tears\b|{_DAY}\b)\S"
        r"|graduated\b(?! students?\b)"
        r"|started (?:learning|studying"
        r"|taking (?:a |an )?(?:\w+ )?(?:class|classes|lessons|course))\b"
        r"|(?:signed up|enrolled|registered) (?:for|in|at)\b)",
        re.I),
    "whose: an English message opening on a lasting change with its I dropped (a move to a "
    "place, a graduation, a course started or signed up for) is the speaker's own",
    "[beyond] issue 24 lead39: 'Just moved to Berlin for work!!' kept nothing (no I / my)",
    ("Just moved to Berlin for work!!", "moved to Leeds last year", "Finally graduated from "
     "nursing school", "Started learning Spanish this month", "So, signed up for a pottery class",
     "Started taking piano lessons"),
    ("Moved to tears by that film", "Moved to Friday, the dentist", "graduated students get a "
     "discount", "My sister moved to Leeds", "The meeting moved to Monday",
     "Started raining again"),
)

ROWS: tuple[Row, ...] = (SUBJECTLESS_CHANGE_EN,)
