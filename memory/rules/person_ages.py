"""[beyond] A person's age said anew (issue 24, probe40: Marcus's Zoe).

"i have 2 kids zoe 12 and eli 9" then, a week on, "wait zoe is 13 now, birthday was
yesterday": the old age stayed active beside the new one (and the lowercase turn kept nothing).
An age said of someone by name with a word that says it is their age now (now, already, this
year, years old, turned) is a fact (the gate's people family), and another age of the same name
in a note kept ends that age (memory/supersession/life_changes.py `person_aged`); the note's other
clauses stand (memory/supersession/remainders.py).
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


# an age said now, after a name and its 's ("Tyler's 13 now"); people.py `with_named` reads a
# name the user gave typed with the apostrophe dropped ("tylers 13 now") as the same 's (probe42b)
AGE_NOW_EN = (rf" (?:now |already )?(?:{_NUMBER_EN})"
              r"(?: (?:years?|yrs?) old| now| already| this year)\b")

PERSON_AGED_ZH = Row(
    "person_aged_zh",
    re.compile(r"(?P<name>(?:(?![了过在有是做第])[\u4e00-\u9fff]){2,4}?)(?:今年|已经|现在|都|才|刚)?(?:满)?"
               r"(?P<age>\d{1,2}|[一二两三四五六七八九十]{1,3})(?:个多?月|周岁|岁)(?:半)?(?:了|啦|啊|喽)"),
    "consolidation: a relative's age said anew (朵朵6个月了 after 女儿朵朵5个月啦); the name, "
    "said with another age in a kept note, ends that age (memory/supersession/life_changes.py "
    "person_aged)",
    "[beyond] issue 24 probe42b (own sentences: 朵朵6个月了 left 女儿朵朵5个月 active beside it)",
    ("朵朵6个月了", "乐乐今年7岁了", "我儿子小宇已经十岁啦"),
    ("朵朵6个月", "这个项目做了6个月了", "6个月了"),
    before="刚当妈 女儿朵朵5个月啦",
)


def aged(text: str) -> tuple[str, str] | None:
    """(name, age) of the first age said anew in the text, or None.

    Chinese: the few characters before the age, of which the name is the end
    (memory/supersession/life_changes.py `aged_against` finds it).
    """
    said = PERSON_AGED.search(text)
    if said:
        return said["name"], said["age"] or said["turned"]
    said = PERSON_AGED_ZH.search(text)
    return (said["name"], said["age"]) if said else None


ROWS: tuple[Row, ...] = (PERSON_AGED, PERSON_AGED_ZH)
