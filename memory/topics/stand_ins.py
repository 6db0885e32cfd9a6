"""What names a message that names no phrase, before its start stands in (names40).

A message's start standing in for a name is a clause ("I really want to eat"), no name. What the
user wants to do names the activity ("I really want to eat something" → eating), and an
abstract noun alone ("He made me an offer I could not refuse" → offer) is kept for want of a
subject: the next message that names one replaces it, as it replaces a message's start.
"""

from __future__ import annotations

import re

from strata_layered.memory.language.clauses import clause_kind, split_clauses
from strata_layered.memory.rules.topic_name_kinds import NAME_ABSTRACT, NAME_WANTED_EN

_WORD = re.compile(r"[A-Za-z]+")
_VOWELS = "aeiou"


def gerund(verb: str) -> str:
    """A verb's -ing form (eat → eating, dance → dancing, swim → swimming, lie → lying)."""
    verb = verb.lower()
    if verb.endswith("ing"):
        return verb
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return verb[:-1] + "ing"
    if (len(verb) <= 4 and verb[-1] not in _VOWELS + "wxy" and verb[-2] in _VOWELS
            and verb[-3] not in _VOWELS):
        return verb + verb[-1] + "ing"  # a short stressed syllable: swim, run, shop
    return verb + "ing"


def wanted_activity(text: str) -> str:
    """What the user wants to do, as an activity (eating), or "" when they say no such verb."""
    said = [c.text for c in split_clauses(text) if clause_kind(c) == "statement"]
    for clause in said:
        if found := NAME_WANTED_EN.search(clause):
            return gerund(found["verb"])
    return ""


def abstract_stand_in(text: str) -> str:
    """The first abstract noun said alone (offer, reflections), or "" (English only)."""
    for word in _WORD.findall(text):
        if NAME_ABSTRACT.search(word):
            return word.lower()
    return ""
