"""[beyond] A thing on the user's calendar said with its day is a fact to keep (left43, issue 24).

"my flight is CA1234 on friday", "emmas got a school play on dec 18" kept nothing: no signal of
the seed's names an event said with the day it comes (an anniversary, a hearing, an exam, work
due were read; a flight, a play, a match were not). The gate reads them as a fact
(memory/gate/families.py), anchored to the turn's date in the note (memory/language/dates.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.deadlines import DAY_AHEAD_EN
from strata_layered.memory.rules.row import Row

_EVENT_EN = (r"(?:flight|appointment|appt|interview|surgery|operation|recital|play|concert"
             r"|performance|game|match|tournament|meet|party|ceremony|check-?up|scan"
             r"|ultrasound|audition|gig|show|trip|wedding|funeral|graduation|exam|test)")
"""What one keeps a day for: goes, plays in, sits, has done to them."""

DATED_EVENT_EN = Row(
    "dated_event_en",
    re.compile(rf"\b(?:a|an|the|my|our|(?!(?:his|her|their|its)\b)[a-z]+['’]s)\s+(?:[a-z-]+\s+)?{_EVENT_EN}s?"
               r"\b(?:(?!\b(?:was|were|had|every|each)\b)[^.;!?]){0,30}?\b(?:on |for |is |at )?"
               rf"(?:the )?{DAY_AHEAD_EN}\b", re.I),
    "memory signal: an event on the user's (or their child's) calendar said with the day it "
    "comes (a fact, dated in the note)",
    "[beyond] issue 24 left43 (probe42 left it): 'emmas got a school play on dec 18' and 'my "
    "flight is CA1234 on friday' kept nothing",
    ("my flight is CA1234 on friday", "emmas got a school play on dec 18",
     "my dentist appointment is on friday", "our flight to Lisbon leaves dec 20",
     "Leo has a football match next Tues"),
    ("the game was fun", "a flight on fridays is cheaper", "my flight was on friday",
     "I play football every friday", "we play on friday", "the show was great tonight",
     "her party is jan 18"),
)

ROWS: tuple[Row, ...] = (DATED_EVENT_EN,)
