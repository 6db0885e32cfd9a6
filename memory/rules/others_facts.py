"""[beyond] Facts said in the user's words that are someone else's (left43, issue 24 whose fact).

A carer who acts on a relative ("doc upped my dad's metformin"): the fact is the relative's,
not the user's, and must not move the user's own notes (the user's "on metformin 500mg").
An illness that runs in the family ("type 2 diabetes runs in my family"): the family's
history, no diagnosis of the user's. memory/facts/people.py `subject_of` reads both.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import (
    KIN_SAID_EN,
    PEOPLE_EN,
    PEOPLE_ZH,
    PETS_EN,
    PETS_ZH,
    words_of,
)
from strata_layered.memory.rules.row import Row

_CARER = (r"(?:doc|doctor|dr\.?(?: [A-Z][a-z]+)?|gp|nurse|vet|dentist|physician|pharmacist"
          r"|specialist|surgeon|cardiologist|oncologist)")
"""Who treats someone: what they do to a person names whose fact it is."""

CARER_ON_KIN = Row(
    "carer_on_kin",
    re.compile(rf"^(?:the |my |our |his |her |their )?{_CARER}s?\s+"
               r"(?:(?!(?:me|i|us|we|myself)\b)[a-z]+\s+){1,3}?"
               rf"(?:my|our) {KIN_SAID_EN}(?P<en>{PEOPLE_EN}|{PETS_EN})s?(?:['’]s)?\b"
               # left44b: 医生给我妈加了一种降压药 was kept as the user's (leftzh44's row
               # medicine_added): what a doctor does for one's relative is the relative's
               r"|^(?:(?:今天|昨天|刚才?|上周|这次)?(?:医生|大夫|护士|兽医|牙医|主任))"
               r"(?:又|也|还|就|今天|刚|才)*(?:给|帮|替|让|叫)(?:我的?|咱)?"
               rf"(?P<zh>{PEOPLE_ZH})(?!和我|跟我)", re.I),
    "whose fact: a carer (a doctor, a nurse, a vet) doing something to the user's relative "
    "opens the clause: the relative's fact, not the user's",
    "[beyond] issue 24 left43: 'doc upped my dad's metformin to 1000mg' was kept as the user's "
    "(the user was on metformin 500mg)",
    ("doc upped my dad's metformin to 1000mg", "the doctor put my mom on statins",
     "the vet said my dog is overweight", "Dr. Patel told my husband to cut salt",
     "医生给我妈加了一种降压药", "大夫又给我爸开了点阿司匹林"),
    ("doc upped my metformin to 1000mg", "医生又给我加了一种降糖药", "the doctor said I need rest",
     "the doctor told me my blood pressure is high", "my doctor is great",
     "doc told me and my wife to rest"),
)

RUNS_IN_FAMILY = Row(
    "runs_in_family",
    re.compile(r"\bruns in (?:my|our|the) family\b|\b(?:a )?family history of\b"
               r"|\b(?:my|our) family has (?:a )?history of\b", re.I),
    "whose fact: an illness that runs in the family is the family's history, no diagnosis of "
    "the user's (their health line stays as it was)",
    "[beyond] issue 24 left43: 'type 2 diabetes runs in my family' showed health: diabetes",
    ("type 2 diabetes runs in my family", "heart disease runs in our family",
     "there's a family history of breast cancer"),
    ("I have type 2 diabetes", "my family runs a bakery", "I love my family's history"),
)

# review of left43: "diabetes runs in my family and I was diagnosed last year" lost the health
# line main showed: the family's reading took the user's own clause away with it.
OWN_AFTER_FAMILY = Row(
    "own_after_family",
    re.compile(r"^(?:(?:and|but|so|now|also|plus)[,]?\s+)*(?:i|i've|i'm|me)\b(?![^.!?]*\?)"
               r"[^.!?]*\b(?:diagnosed|have it|had it|got it|has it|developed it|inherited it"
               r"|it too|it as well|carry (?:it|the gene))\b", re.I),
    "whose fact: after an illness that runs in the family, the user's own clause saying they "
    "have it or were diagnosed is theirs, with the illness (the note joins, the user's)",
    "[beyond] issue 24 review of left43: 'diabetes runs in my family and I was diagnosed last "
    "year' showed no health line (main: health: diabetes)",
    ("and I was diagnosed last year", "I have it too", "and now I've got it as well"),
    ("I'm worried about it", "my dad was diagnosed last year", "have I got it?",
     "I got a test kit"),
    contexts=("diabetes runs in my family and I was diagnosed last year",
              "heart disease runs in our family. I have it too"),
)

PRONOUN_IS_WHO = Row(
    "pronoun_is_who",
    re.compile(rf"^(?:he|she)(?:['’]s| is| was)\s+(?:(?:my|our) )?{KIN_SAID_EN}"
               rf"(?:{PEOPLE_EN})\b(?!['’]s)", re.I),
    "whose fact: a he / she said to be someone of the user's ('she's my new coworker') says "
    "who she is: the pronoun stays, read as no one named before (memory/facts/phrasing.py)",
    "[beyond] issue 24 left43: 'met someone, her name is rachel, she's my new coworker' read "
    "'Their coworker is their new coworker'",
    ("she's my new coworker", "he is my brother", "She was my best friend in school"),
    ("she's a nurse", "she's my sister's friend", "he loves my brother", "she's with my boss"),
)


_KIN_EN = words_of("wife", "husband", "spouse", "child", "son", "daughter", zh=False)
PET_WITH_KIN = Row(
    "pet_with_kin",
    re.compile(rf"^(?:(?:my|our|their) )?(?:{PETS_EN})s?\b[^.,;!?]{{0,40}}?\b(?:my|our|their) "
               rf"(?P<n>(?:{_KIN_EN})s?)\b", re.I),
    "family: a pet's fact naming a relative of the user's ('My dog loves my son'): the relative "
    "is on the family line (a pet's fact is the household's)",
    "[beyond] issue 24 left43 (left42 left it): 'My dog loves my son' showed no family line",
    ("dog loves their son", "My cat sleeps with my daughter every night",
     "our puppy follows my husband everywhere"),
    ("dog loves the kids next door", "my sister's dog loves her son", "I love my son",
     "dog loves their bone"),
)

NOTE_PERSON_EN = Row(
    "note_person_en",
    re.compile(rf"^(?:their )?{KIN_SAID_EN}(?P<who>{PEOPLE_EN}|{PETS_EN})\b(?!['’]s)", re.I),
    "phrasing: the person an English note opens with; a note joined after one about the same "
    "person drops that opening ('daughter is 6, loves ballet')",
    "[beyond] issue 24 left43 (left42 left it): 'my daughter is 6. she loves ballet' read "
    "'daughter is 6, Their daughter loves ballet'",
    ("Their daughter loves ballet", "daughter is 6", "sister lives in Boston"),
    ("loves ballet", "daughter's school is near", "is a nurse"),
    contexts=("my daughter is 6. she loves ballet. I'm a nurse. I live in Leeds.",),
)

SOMEONE_BETWEEN = Row(
    "someone_between",
    re.compile(rf"\b(?:{PETS_EN}|{PEOPLE_EN})s?\b|{PETS_ZH}|{PEOPLE_ZH}"
               r"|\b(?:someone|somebody|a (?:girl|woman|guy|man|lady|kid|boy))\b"
               r"|^\s*(?!I\b|I['’]m\b)[A-Z][a-z]+ (?:[a-z]+ed|is|was|has|had|got|went|came|left"
               r"|loves|likes|said|says|called|took|gave)\b"),
    "whose fact: a message passed over on the way back to the one a he / she stands for names "
    "someone or something else a she may be (a pet, a person met, a name said as the subject): "
    "the look-back stops, the note keeps the pronoun as said (memory/facts/person_pronouns.py)",
    "[beyond] issue 24 left43: 'my mom called' · 'my cat knocked over a vase' · 'she is 5 years "
    "old' read 'Their mom is 5 years old' (so did 'Lily started school today' between)",
    ("my cat knocked over a vase", "we got a puppy, Luna", "Lily started school today",
     "met up with a friend today", "我家猫又把花瓶打翻了"),
    ("lol", "ugh long day", "we just moved to Denver", "I'm so tired", "今天好累"),
    before="my mom called",
)

NAME_IS_EN = (r" (?:got|been|allergic|sick|ill|not|always|never|really|so|still|going|doing"
              r"|getting|starting|turning|afraid|scared|obsessed|into|off|back|home|away)\b")
"""What follows a given name's 's (or s typed without its apostrophe) when it says is / has:
"emmas got a school play", "sams allergic to peanuts" are hers, his (memory/facts/people.py
`with_named`); "sams bike" stays whose."""


def without_who_is(text: str) -> str:
    """The text without its clauses saying who a he / she is ("she's my best friend").

    They name no one a pronoun stands for: "my sister called. she's my best friend" is the sister.
    """
    parts = re.split(r"(?<=[,.;!?])\s*", text)
    return " ".join(p for p in parts if not PRONOUN_IS_WHO.match(p.strip()))


ROWS: tuple[Row, ...] = (CARER_ON_KIN, RUNS_IN_FAMILY, OWN_AFTER_FAMILY, PRONOUN_IS_WHO,
                         PET_WITH_KIN, NOTE_PERSON_EN, SOMEONE_BETWEEN)
# left44b: "my mom lives with us since my dad passed. she said he would have loved this" read
# "mom lives with them since their dad passed, said he would have loved this": the mother's
# words as the user's — a note that says what someone said or thinks keeps who (she said)
WORDS_OF_EN = Row(
    "words_of_en",
    re.compile(r"^(?:said|says|told|tells|asked|asks|thinks|thought|reckons|reckoned|believes"
               r"|believed|insists|insisted|swears|swore|promised|wrote|texted|keeps saying"
               r"|feels that|felt that)\b", re.I),
    "phrasing: a note joined after one about the same person keeps its opening as he / she "
    "when it says that person's words or thoughts (she said…): dropped, they read as the user's",
    "[beyond] left44b review: 'she said he would have loved this' joined as 'said he would "
    "have loved this'",
    ("said he would have loved this", "thinks I should move"),
    ("lives in Boston", "is 72 and still drives"))
