"""[beyond] A plan changed: a trip to one place said instead of a trip to another (probe e31).

"I'm going to Rome for the summer holidays" then "Actually I changed my mind, going to Lisbon
instead" kept both plans active: the vectors do not tell a changed plan from an unrelated one
(0.82 for this pair, 0.81 for two unrelated plans), so memory/consolidation.py reads the
structure: a change said (a correction cue, or "instead" closing the clause) and both memories
a trip to a named place, the places different. The Chinese twin (其实改主意了，五一去西安)
already supersedes through the correction and the words both share.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

TRIP_TO = Row(
    "trip_to",
    re.compile(
        r"\b(?:going|go|heading|head|flying|fly|travel(?:l?ing)?|driving|off|trip|visiting"
        r"|planning to (?:go|visit|travel)) (?:to |over to |out to )?"
        r"(?P<place>(?!I\b|I'[a-z]+\b)[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)"),
    "a trip planned to a named place: two of them, the newer said as a change, are one plan "
    "changed (the newer supersedes the older)",
    "[beyond] probe e31: 'going to Rome for the summer holidays' stayed active beside 'changed "
    "their mind, going to Lisbon instead'",
    ("changed their mind, going to Lisbon instead", "is going to Rome for the summer holidays",
     "is flying to New York next week"),
    ("is going to bed early", "went to Rome last summer", "is going to make it",
     "is going to the gym"),
    contexts=("Actually I changed my mind, going to Lisbon instead.",),
    before="is going to Rome for the summer holidays",
)

INSTEAD_END = Row(
    "instead_end",
    re.compile(r"\binstead\s*[.!]*\s*$|\bchange of plans?\b", re.I),
    "the clause says what replaces what was said before (going to Lisbon instead): a change "
    "for the trip check above, as a correction cue is",
    "[beyond] probe e31: the plan changed said without 'actually' or 'changed my mind'",
    ("is going to Lisbon instead", "Change of plans, heading to Porto"),
    ("instead of coffee they drink tea", "is going to Lisbon"),
    contexts=("I'm going to Lisbon instead.",),
    before="is going to Rome for the summer holidays",
)

ROWS: tuple[Row, ...] = (TRIP_TO, INSTEAD_END)
