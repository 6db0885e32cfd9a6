"""An English verb in the third person, as a note about the user says it ("lives", "went").

memory/facts/phrasing.py names the user in the third person; these are its verb forms: the past
(and modals) kept as said, the irregular presents, and a verb joined by "and" to the first
(memory/rules/agreement.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.agreement import AND_VERB, NOT_BEFORE
from strata_layered.memory.rules.subjectless_en import (
    OPENERS,
    SUBJECTLESS_EN,
    SUBJECTLESS_HEALTH_EN,
)

SAME = frozenset("""was were had did can could will would should might must may can't couldn't
won't wouldn't shouldn't didn't wasn't weren't used went got made saw took came bought found
felt left met ran said thought told won lost wrote began became brought caught built chose
drove ate fell forgot gave grew heard kept knew learnt spent taught sold sent sat slept spoke
stood swam understood woke wore paid put quit let set cut read hit hurt began dreamt
drew flew threw blew shook stole struck sang rang drank sank swore tore bit hid rode rose
shot shut fought sought meant lent bent dealt dug fed fled held led lit slid spun split
spread stuck swung wept forgave froze did bet broke woke spoke chose wove rode drove stole
awoke became overcame withdrew beat bled bound bred clung crept fit forbade knelt leapt
""".split())
"""Verbs said in the past (or modals): the same in the third person ("I drew it" → "drew it")."""
THIRD = {"am": "is", "'m": "is", "have": "has", "'ve": "has", "do": "does", "go": "goes",
         "don't": "doesn't", "haven't": "hasn't", "'d": "would", "'ll": "will", "are": "is",
         "wanna": "wants to", "gonna": "is going to", "gotta": "has to", "been": "has been"}


def third_person(verb: str) -> str:
    """The verb as said of someone else: lives, has, goes; went and can stay."""
    low = verb.lower()
    if low in THIRD:
        return THIRD[low]
    if low in SAME or low.endswith("ed") or "'" in low:
        return verb
    if re.search(r"(?:s|sh|ch|x|z|o)$", low):
        return verb + "es"
    if re.search(r"[^aeiou]y$", low):
        return verb[:-1] + "ies"
    return verb + "s"


def joined_verb(rest: str) -> str:
    """The rest of a note, its verb after the first "and" in the third person (rules/agreement)."""
    found = AND_VERB.search(rest)
    if found is None or NOT_BEFORE.search(rest[:found.start()]):
        return rest
    verb = found["verb"]
    return rest[:found.start("verb")] + third_person(verb) + rest[found.end("verb"):]


def dropped_i(text: str) -> bool:
    """The note opens on the user's own change or household with its I dropped (lead39)."""
    return any(row.match(text) for row in SUBJECTLESS_EN)


def said_of_them(text: str) -> str:
    """A note with the user as its unsaid subject, its verb in the third person.

    "Love a good book" → "loves a good book", "Have a dog named Rex" → "has a dog named Rex",
    "Just moved to Berlin" → "just moved to Berlin": the openers and the verb lose their
    capital, a present verb takes its -s.
    """
    opened = re.match(OPENERS, text, re.I)
    at = opened.end() if opened else 0
    if SUBJECTLESS_HEALTH_EN.pattern.match(text):  # "type 2 diabetic": a state, no verb of its own
        return text[:at].lower() + "is " + text[at:]
    verb = re.match(r"[A-Za-z']+", text[at:])
    if verb is None:
        return text
    said = verb[0] if verb[0].lower() in SAME or verb[0].lower().endswith(("ed", "ing")) else (
        third_person(verb[0]))
    return (text[:at].lower() + said.lower() + text[at + verb.end():])
