"""[beyond] A person's age said anew (issue 24, probe40: Marcus's Zoe).

"i have 2 kids zoe 12 and eli 9" then, a week on, "wait zoe is 13 now, birthday was
yesterday": the old age stayed active beside the new one (and the lowercase turn kept nothing).
An age said of someone by name with a word that says it is their age now (now, already, this
year, years old, turned) is a fact (the gate's people family), and another age of the same name
in a note kept ends that age (memory/life_changes.py `person_aged`); the note's other clauses
stand (memory/remainders.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.pet_ages import _NUMBER_EN
from strata_layered.memory.rules.row import Row

_NO_NAME = (r"he|she|it|this|that|there|here|what|who|which|everything|everyone|someone|one"
            r"|i|you|we|they|mine|yours|his|hers|ours|theirs|time|it's|rent|price|total|score"
            r"|temperature|number|age|size|room|flight|bus|train|class|exam|test|game|level")
_NAME_EN = rf"(?P<name>(?!(?:{_NO_NAME})\b)[A-Za-z][a-z]{{1,15}})"

PERSON_AGED = Row(
    "person_aged",
    re.compile(
        rf"(?<![\w'’-]){_NAME_EN}(?:(?: is|['’]s) (?:now |already |finally )?(?P<age>{_NUMBER_EN})"
        r"(?: (?:years?|yrs?) old\b| now\b| already\b| this year\b)"
        rf"| (?:just |finally )?turned (?P<turned>{_NUMBER_EN})\b)"
        r"(?! (?:pounds|lbs|kilos|kg|inches|feet|times|hours|minutes|percent|dollars|bucks))",
        re.I),
    "memory signal and consolidation: someone's age said now ('Zoe is 13 now', 'Eli turned "
    "10'); another age of the same name in a kept note ends that age",
    "[beyond] issue 24 probe40 (own sentences: 'wait zoe is 13 now, birthday was yesterday' "
    "kept nothing and left 'has 2 kids zoe 12 and eli 9' active)",
    ("wait zoe is 13 now, birthday was yesterday", "Eli just turned 10",
     "Zoe is 13 years old", "Lily's 7 now"),
    ("it is 13 now", "the rent is 1200 now", "Zoe is 13 pounds lighter now",
     "Zoe is at 13th street now", "Zoe turned around"),
)


def aged(text: str) -> tuple[str, str] | None:
    """(name, age) of the first age said anew in the text, or None."""
    said = PERSON_AGED.search(text)
    return (said["name"], said["age"] or said["turned"]) if said else None


ROWS: tuple[Row, ...] = (PERSON_AGED,)
