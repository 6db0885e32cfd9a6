"""[beyond] A change said as a possibility is no change yet (issue 24, probe41).

"I might quit the barista job next term" after "I work part time as a barista" archived the
job: the quit read as a reversal of the job held (a negation, the same slot). Said with might,
maybe, thinking of… (可能会 / 也许 / 考虑…), the change is a thought; the fact it would end
stands beside it (memory/supersession/consolidation.py `relate`), until the change is said done.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

_NOUN_NEXT = (r"the|a|an|my|this|that|one|two|three|four|five|six|seven|eight|nine|ten|a few"
              r"|about|around|like|last|\d+")
_ADVERB = r"(?:maybe|perhaps|possibly|probably)"
_TIME_NEXT = r"in|on|at|since|over|almost|nearly|just|only"
HEDGED_CHANGE = Row(
    "hedged_change",
    re.compile(r"(?<!\bin )\b(?-i:may)\b(?! \d)|\b(?:might|thinking (?:of|about)|considering"
               r"|not sure (?:if|whether))\b(?! not\b)"
               # review41: an adverb before a noun or an amount hedges that, not the change
               # ("quit the job last week, probably the best decision"); after a comma, a time
               # too ("moved to Berlin, maybe in September")
               rf"|(?<!, )\b{_ADVERB}\b(?! not\b)(?!,? (?:{_NOUN_NEXT})\b)"
               rf"|(?<=, ){_ADVERB}\b(?! not\b)(?!,? (?:{_NOUN_NEXT}|{_TIME_NEXT})\b)"
               r"|可能会|可能(?!是)|也许|或许|说不定|(?<![不没别])考虑(?!了)|在想要不要|还没想好",
               re.I),
    "a change said as a possibility (might quit, 可能会辞职) supersedes nothing: the fact it "
    "would end stays active beside it",
    "[beyond] issue 24 probe41 (own sentence: 'ngl i might quit the barista job next term, too "
    "many hrs' archived 'works part time as a barista at a cafe near oxford rd')",
    ("I might quit the barista job next term", "maybe I'll quit my job at the cafe",
     "maybe in May I'll quit the barista job",
     "我可能会辞掉咖啡店的工作"),
    ("I quit the barista job", "我辞掉了咖啡店的工作", "I quit my job at the cafe in May",
     "买房的事先不考虑了，钱不够", "left the cafe in may",
     "I quit the barista job last week, probably the best decision ever",
     "I moved to Berlin, maybe three months ago", "moved to Berlin, maybe in September 2026",
     "我已经辞掉咖啡店的工作了，可能是今年最好的决定"),
    before="I work as a barista.",
)

# "im not really vegan when im at home tbh my mum cooks meat" archived "is vegan mostly" (probe41
# left): a state denied only under a condition (when, at home, on weekends, unless…) narrows the
# state said before; it ends nothing, and both stay.
QUALIFIED_DENIAL = Row(
    "qualified_denial",
    re.compile(r"\b(?:not|n't|never)\b(?: (?:really|always|fully|strictly|entirely|that))?"
               r" (?:an? )?[\w-]+(?: [\w-]+)?"
               r" (?:when|whenever|while|if|unless|except|during|on (?:weekends|holidays)"
               r"|at (?:home|work|parties|restaurants|christmas)|around)\b"
               r"|在[\u4e00-\u9fff]{1,6}(?:的时候|时)(?:就|也|倒)?(?:不|没)", re.I),
    "a state denied only under a condition ('not really vegan when I'm at home', 在家的时候不吃素) "
    "narrows the state said before: it supersedes nothing",
    "[beyond] issue 24 probe41 left: 'im not really vegan when im at home…' archived 'is vegan "
    "mostly'",
    ("im not really vegan when im at home tbh my mum cooks meat",
     "I'm not vegetarian when I travel", "在家的时候不吃素"),
    ("I'm not vegan anymore", "I'm not vegetarian", "我不吃素了", "when I'm at home I relax"),
    before="im vegan mostly",
)

ROWS: tuple[Row, ...] = (HEDGED_CHANGE, QUALIFIED_DENIAL)


def held_back(text: str) -> bool:
    """Whether a new note holds its change back: a possibility, or a denial under a condition."""
    return bool(HEDGED_CHANGE.search(text) or QUALIFIED_DENIAL.search(text))
