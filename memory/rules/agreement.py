"""[beyond] A verb joined by "and" to the user's first verb agrees with it in the note.

"I live in Paris and work as a teacher" was kept as "lives in Paris and work as a teacher":
memory/facts/phrasing.py put the first verb in the third person only. The second takes it too when
it is one of these common verbs and nothing between makes it an infinitive ("I like to read
and write") or follows a modal.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

AND_VERB = Row(
    "and_verb",
    re.compile(
        r"\band (?P<adv>(?:also|still|now|currently|really|often|sometimes|usually) )?"
        r"(?P<verb>work|live|love|like|have|play|teach|study|enjoy|hate|prefer|need|want|own"
        r"|run|cook|speak|write|read|drive|walk|swim|paint|draw|sing|dance|volunteer|travel"
        r"|use|eat|drink|make|take|spend|attend|practice|practise|train|coach|manage|help"
        r"|care|plan|hope|miss|collect|grow|keep|visit|go|know|believe|wish|try)\b(?! to\b)",
        re.I),
    "phrasing: the verb after 'and' takes the third person the user's first verb took",
    "[beyond] issue 24: 'I live in Reykjavik and work as a glacier guide' read 'lives in "
    "Reykjavik and work as…'",
    ("lives in Paris and work as a teacher", "plays guitar and sing in a band",
     "teaches yoga and also run a small studio"),
    ("loves dogs and cats", "likes to read and writes", "and worked there"),
    contexts=("I live in Paris and work as a teacher.", "I play guitar and sing in a band."),
)

ROWS: tuple[Row, ...] = (AND_VERB,)

NOT_BEFORE = re.compile(r"\b(?:to|can|could|will|would|should|might|must|may|and|but|or)\b|'ll|'d",
                        re.I)
"""Between the first verb and "and": an infinitive, a modal or another join leaves it alone."""
