"""[beyond] Someone and the user said as one subject ("My husband and I", "Mom, dad and I").

The clause is not broken before "and I" (`with_me`, read by memory/clauses.py), and the note
names the user "they" with the others ("they and their husband are vegetarians", "they, Mom
and dad went camping": `with_me_note`, `with_us_note`, read by memory/phrasing.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

_SOMEONE = (r"(?:(?i:my|our)(?: [\w'-]+){1,2}|(?i:the) [\w'-]+|(?i:mom|dad|mum)"
            r"|(?!I\b)[A-Z][a-z]+(?: [A-Z][a-z]+)?)")
"""Someone said beside the user in one subject: my husband, the kids, Mom, Sarah."""

WITH_ME = Row(
    "with_me",
    re.compile(rf"^(?:(?i:me)|{_SOMEONE}(?:, {_SOMEONE})*,?)$"),
    "someone before 'and I' (or 'me' before 'and my') is the first half of one subject: "
    "the clause is not broken there",
    "[beyond] issue 24 whole facts ('My husband and I are vegetarians, so please don't "
    "suggest meat recipes' kept as 'husband' and 'is vegetarians, so…')",
    ("My husband", "my best friend", "Me", "Sarah", "Mom, dad", "My wife, the kids"),
    ("I love tea", "my sister loves coffee", "Yesterday it rained", "I bought apples, pears"),
    contexts=("My husband and I are vegetarians.", "Me and my sister share a flat.",
              "Sarah and I went hiking last weekend.", "Mom, dad and I went camping."),
)

WITH_US_NOTE = Row(
    "with_us_note",
    re.compile(
        r"^(?P<list>(?:(?i:my|our|the) [\w'-]+|(?i:mom|dad|mum)|(?!I\b)[A-Z][a-z]+)"
        r"(?:, (?:(?i:my|our|the) [\w'-]+|(?i:mom|dad|mum)|(?!I\b)[A-Z][a-z]+))+),? and I\b"),
    "phrasing: several people and the user as one subject name the user 'they' first (Mom, "
    "dad and I went… → they, Mom and dad went…)",
    "[beyond] issue 24 probe24e: 'My wife, the kids and I went to the beach' kept 'wife, the "
    "kids' and 'went to the beach'",
    ("Mom, dad and I went camping", "My wife, the kids and I went to the beach",
     "Sarah, Tom, and I are planning a trip"),
    ("My wife and I went to the beach", "Apples, pears and I don't mix", "I, Tom and Sarah"),
)

WITH_ME_NOTE = Row(
    "with_me_note",
    re.compile(
        r"^(?:(?i:my) (?P<mine>[\w'-]+(?: [\w'-]+)?)|(?P<other>(?i:mom|dad|mum)"
        r"|(?!I\b)[A-Z][a-z]+(?: [A-Z][a-z]+)?)) and I\b"
        r"|^(?i:me and my) (?P<mine2>[\w'-]+)\b"),
    "phrasing: someone and the user as one subject name the user 'they' (My husband and I "
    "are… → they and their husband are…)",
    "[beyond] issue 24 whole facts ('My husband and I are vegetarians' kept as 'husband' "
    "and 'is vegetarians')",
    ("My husband and I are vegetarians", "Sarah and I went hiking",
     "me and my sister shared a flat"),
    ("My husband is a chef", "I and my sister", "Me and you"),
)

ROWS: tuple[Row, ...] = (WITH_ME, WITH_US_NOTE, WITH_ME_NOTE)
