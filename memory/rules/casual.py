"""[beyond] Casual words in a note (issue 24 probe24d): chat spellings written in full.

"im gonna stay at my sister's place tbh" is kept as "is going to stay at their sister's
place": memory/facts/phrasing.py writes the spelling in full (then the user's I goes as ever) and
a chat filler at the note's end goes. Words that are also words (rn is a nurse, bc a
province) are not in the table. A kin word said short after 我 (我妈住院了) is written in
full too (妈妈住院了), as the notes of 我妈妈… read once the 我 goes (people38).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.dates import PART_OF_DAY_ZH, RELATIVE_TIMES
from strata_layered.memory.rules.people import PEOPLE
from strata_layered.memory.rules.row import Row

CASUAL_WORDS = {"im": "I'm", "ive": "I've", "gonna": "going to", "wanna": "want to",
                "bf": "boyfriend", "gf": "girlfriend", "bff": "best friend", "cuz": "because",
                "u": "you", "pls": "please", "plz": "please", "bday": "birthday"}
"""Each chat spelling and the words it stands for."""
SOURCE = "[beyond] issue 24 probe24d: 'im gonna stay at their sister Jess's place' kept as said"
CASUAL_EN = Row(
    "casual_en",
    re.compile(r"\b(?:" + "|".join(sorted(CASUAL_WORDS, key=len, reverse=True))
               + r")\b(?![-'’.])", re.I),
    "phrasing: a chat spelling in an English note is written in full",
    SOURCE,
    ("im gonna stay at my sister's place", "my bf is called Tom", "i wanna learn guitar",
     "u can call me Jo", "my bday is in May"),
    ("I'm going to stay", "an image of a gnome", "ivy grows", "a U-turn", "U.S. citizen"),
)
CHAT_FILLERS = r"tbh|tbf|ngl|lol|lmao|haha+|imo|btw|fyi|omg|nvm|smh"
"""[beyond] The chat fillers, one table: each stands for a phrase that says nothing of the fact
(to be honest, never mind…); a note's opening (memory/rules/clause_breaks.py LEAD_EN), its end
and the place before its next clause drop them ("omg i got 72", "ngl i might quit": probe41b)."""
CHAT_FILLER_EN = Row(
    "chat_filler_en",
    re.compile(rf"(?:[,\s]+\b(?:{CHAT_FILLERS})\b)+[\s.!]*$", re.I),
    "phrasing: a chat filler at the end of an English note goes",
    SOURCE,
    ("is allergic to nuts tbh", "is a vet so the cats will be fine lol", "name is Sam btw"),
    ("likes lollipops", "is allergic to nuts", "tbh"),
)

# "had my acl done 2 wks ago", "start biking again next wk" stayed as typed, unanchored (probe40):
# a unit of time typed short after a count or next / last / this is the unit in full. Alone the
# short forms are other words (yr is "your", mo a name, hr human resources): not in CASUAL_WORDS.
TIME_UNITS_SHORT = {"wk": "week", "wks": "weeks", "yr": "year", "yrs": "years", "mo": "month",
                    "mos": "months", "mth": "month", "mths": "months", "hr": "hour",
                    "hrs": "hours", "min": "minute", "mins": "minutes"}
"""Each short unit of time and the word it stands for."""
TIME_UNIT_SHORT_EN = Row(
    "time_unit_short_en",
    re.compile(r"(?:\b(?P<before>(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten"
               r"|few|couple|next|last|this|every|per) )|(?<=\d))(?P<unit>"
               + "|".join(sorted(TIME_UNITS_SHORT, key=len, reverse=True)) + r")\b(?![-'’])",
               re.I),
    "reading: a unit of time typed short after a count or next / last / this ('2 wks ago', "
    "'next wk', '14 yr old') is read and written in full, so the time is anchored",
    "[beyond] issue 24 probe40 left: 'had my acl done 2 wks ago' and 'next wk' kept unanchored",
    ("had my acl done 2 wks ago", "start biking again next wk", "my dog is 14 yrs old",
     "moved here 3 mos ago", "ran for 2hrs", "last wk was rough"),
    ("is that yr car", "mo is my cat", "talk to hr about it", "the min wage", "wk 5 of the plan",
     "a weekly wk"),
)
# "recovering from knee surgery rn", "been vegetarian since last year fyi so no meat recs" kept
# their chat words (probe40): rn typed in lowercase at a clause's end is "right now" (an RN, a
# nurse, follows a / an / the); a filler before the clause that follows it goes, as at the end.
_FILLERS = CHAT_FILLERS
CHAT_WORD_MID_EN = Row(
    "chat_word_mid_en",
    re.compile(rf"(?P<rn>(?<!\ban)(?<!\ba)(?<!\bthe)(?<!\bas)(?<!registered) (?-i:rn)\b)"
               rf"(?=[,.!?;]|$| (?:and|so|but|because|cause|cuz|lol|tbh|fyi|btw|ngl)\b)"
               rf"|(?P<filler> (?:{_FILLERS})\b)(?=,| (?:so|but|and|because|cause|cuz)\b"
               # "…when im at home tbh my mum cooks meat": before a clause of its own (probe41b)
               r"|(?P<own> (?:my|i|im|i'm|she|he|they|we|their|his|her|our)\b))", re.I),
    "phrasing: 'rn' in lowercase at a clause's end is written 'right now'; a chat filler before "
    "the next clause ('fyi so …') goes",
    "[beyond] issue 24 probe40 left: 'recovering from knee surgery rn', 'vegetarian … fyi so'",
    ("recovering from knee surgery rn", "been vegetarian since last year fyi so no meat recs",
     "im stuck at home rn, so bored", "i moved to leeds btw, and i love it",
     "not really vegan at home tbh my mum cooks meat"),
    ("she is an rn at the hospital", "works as a rn", "my sister is a registered rn",
     "RN is a nurse", "fyi the kids are with me", "lol"),
)

# "Sorry, got it wrong earlier: my marathon is Chester, not Manchester" was kept with its
# apology (probe39 left): a leading correction cue goes, as 不对，… does (zh_correction).
EN_CORRECTION = Row(
    "en_correction",
    re.compile(
        r"^(?:(?:sorry|oops|whoops|my bad|wait|ah)[,!.]?\s+)*(?:(?:(?:i\s+)?(?:got (?:it|that) "
        r"wrong|was wrong|made a mistake)(?: earlier| before| there)?|correction|i meant"
        r"|let me correct (?:that|myself))\s*[,:!.\u2014\u2013-]\s*|i meant to say\s+)", re.I),
    "phrasing: a leading correction cue ('Sorry, got it wrong earlier:') goes from the note",
    "[beyond] issue 24 probe39 left: the apology kept at the head of the corrected note",
    ("Sorry, got it wrong earlier: my marathon is Chester", "Correction: I live in Leeds",
     "Oops, I was wrong - it's Tuesday", "I meant to say I live in Leeds"),
    ("I got it wrong on the exam", "I meant it", "Sorry I'm late", "Correction fluid is handy"),
)

# 我妈住院了 was kept as 妈住院了: the note loses the 我 and leaves a word no note of 我妈妈…
# says. The short words are the table's whose doubled form is the same person's (妈 → 妈妈).
_SHORT_KIN = "".join(w for r in PEOPLE for w in r.zh if len(w) == 1 and w * 2 in r.zh)
_LONGER = sorted({w for r in PEOPLE for w in r.zh if len(w) > 1 and w[0] in _SHORT_KIN})
_WHEN = "|".join(sorted((w for w in RELATIVE_TIMES if not w.isascii()), key=len, reverse=True))
_LEAD = (rf"(?:(?:{_WHEN}|刚刚|刚才|那天|最近|现在|目前|平时|一直|其实|以前|之前|后来)"
         rf"(?:{PART_OF_DAY_ZH.pattern})?[，,]?)?")
"""What a note's 我 may follow and still go (memory/rules/phrasing.py ZH_TIME, ZH_WHEN_SELF,
ZH_SELF): a 我妈 further on keeps its 我 and says whose (要去杭州见我妈)."""
KIN_SAID_SHORT = Row(
    "kin_said_short",
    re.compile(rf"^(?P<me>{_LEAD}我)(?!{'|'.join(_LONGER)})(?P<kin>[{_SHORT_KIN}])(?![们夫媳俩咪])"),
    "phrasing: a kin word said short after the user's 我 (我妈, 我哥) is written in full "
    "(妈妈, 哥哥) before the 我 goes, so the note says whose as every other note does",
    "[beyond] issue 24 lead37 left, people38: 我妈是中学老师 was kept as 妈是中学老师",
    ("我妈住院了", "我妈是中学老师", "我哥在深圳工作", "其实我姐下个月结婚", "昨天我妈住院了"),
    ("我妈妈住院了", "我爸妈都退休了", "我哥们在深圳", "我姐夫是医生", "我妹妹在北京",
     "他妈住院了", "我妈咪很好", "这周末要去杭州见我妈"),
)

ROWS: tuple[Row, ...] = (CASUAL_EN, CHAT_FILLER_EN, EN_CORRECTION, KIN_SAID_SHORT,
                         TIME_UNIT_SHORT_EN, CHAT_WORD_MID_EN)


def in_full(text: str) -> str:
    """The English note with its chat spellings written in full and its end filler gone."""
    text = CHAT_WORD_MID_EN.sub(  # "…at home tbh my mum…": "…at home, my mum…"
        lambda m: " right now" if m["rn"] else "," if m["own"] else "", text)
    text = CHAT_FILLER_EN.sub("", text)
    return units_in_full(CASUAL_EN.sub(lambda m: CASUAL_WORDS[m[0].lower()], text))


_ONE = re.compile(r"(?:^|\D)1$|\b(?:a|an|one|next|last|this|every|per)\s*$", re.I)


def units_in_full(text: str) -> str:
    """The text with each unit of time typed short after a count in full (2 wks → 2 weeks).

    A singular unit after a count other than one is plural ("4h 22min" → 22 minutes, not 22
    minute), but before "old" ("a 14 yr old lab" → 14 year old).
    """
    def unit(found: re.Match[str]) -> str:
        word = TIME_UNITS_SHORT[found["unit"].lower()]
        count = text[:found.start("unit")].rstrip()
        if (not word.endswith("s") and not _ONE.search(count)
                and not text[found.end():].lstrip().lower().startswith("old")):
            word += "s"
        return (found["before"] or " ") + word
    return TIME_UNIT_SHORT_EN.sub(unit, text)


def zh_in_full(text: str) -> str:
    """The clause with a kin word said short after its opening 我 in full (我妈 → 我妈妈)."""
    return KIN_SAID_SHORT.sub(r"\g<me>\g<kin>\g<kin>", text, count=1)
