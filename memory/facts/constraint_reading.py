"""The constraints of the user's household: which topics a fact applies to, and its kind.

Seed 004's constraint layer [beyond]: read by consolidation (one constraint or two) and by
extraction (a memory's `applies_to`).
"""

from __future__ import annotations

from strata_layered.memory.facts.fact_values import different_things, numbers, things_of
from strata_layered.memory.facts.people import USER, subject_of
from strata_layered.memory.rules.care import MEDICAL_ORDER
from strata_layered.memory.rules.consolidation import CONSTRAINTS, OTHERS_THING, SEVERAL
from strata_layered.memory.rules.people import BY_KEY as PEOPLE
from strata_layered.memory.rules.people import FAMILY_KEYS
from strata_layered.memory.rules.pets import PET_COUNT
from strata_layered.memory.rules.row import Row

HOUSEHOLD = frozenset({USER, *FAMILY_KEYS, *(k for k, r in PEOPLE.items() if r.pet)})
"""Whose constraints are the user's too: theirs, their partner's, children's and pets'."""


def _users_constraint(pattern: Row, text: str) -> bool:
    """The constraint is said in the text and is the user's, not someone else's thing.

    "my mother's cat", 妈妈的猫: the word right after someone's possessive is theirs
    (memory/rules/consolidation.py OTHERS_THING).
    """
    theirs = {m.end() for m in OTHERS_THING.finditer(text)}
    return any(found.start() not in theirs for found in pattern.finditer(text))


def constraint_topics(text: str, subject: str | None = None) -> list[str]:
    """Topics a constraint-like fact applies to (empty when it is no constraint).

    Only the user's household's constraints reach the user's topics: their own, their
    pets', their partner's and children's (`HOUSEHOLD`); "My sister is vegan" or "my
    mother's cat" constrain nothing of the user's.
    """
    if (subject or subject_of(text)) not in HOUSEHOLD:
        return []
    topics: list[str] = []
    for pattern, applies in CONSTRAINTS:
        if _users_constraint(pattern, text):
            topics.extend(t for t in applies if t not in topics)
    return topics


def constraint_kind(text: str) -> frozenset[int]:
    """Which constraint patterns the text matches (cats, budget, allergy…)."""
    return frozenset(i for i, (pattern, _) in enumerate(CONSTRAINTS)
                     if _users_constraint(pattern, text))


def another_thing(new_text: str, old_text: str) -> tuple[bool, bool]:
    """Whether two constraints of one kind are about different things, and may be several.

    Allergic to mango / to kimchi, a cat named Max / Luna: different things, and a person
    holds several allergies or cats (SEVERAL); memory/facts/fact_values.py says what each is about.
    """
    kinds = constraint_kind(new_text) & constraint_kind(old_text)
    several = any(CONSTRAINTS[i][0].name in SEVERAL for i in kinds)
    return different_things(new_text, old_text, kinds), several


HEALTH_KINDS = frozenset({"constraint_allergy", "constraint_intolerance", "constraint_diet",
                          MEDICAL_ORDER.name})
"""[beyond] zhgate40: constraints a wrong answer can hurt (an allergy, an intolerance, a diet, a
carer's order). Said as the user's, the learned gate's veto never drops them (memory/gate/
learned.py): after a long reply 我对花生过敏，所以吃东西的时候要特别注意 scored under the veto."""


def health_constraint(text: str) -> bool:
    """Whether the text says a constraint of HEALTH_KINDS of the user's household."""
    if subject_of(text) not in HOUSEHOLD:
        return False
    return any(CONSTRAINTS[i][0].name in HEALTH_KINDS for i in constraint_kind(text))


PET_KINDS = frozenset({"constraint_cat", "constraint_dog"})


def counted(text: str, kinds: frozenset[int]) -> set[str]:
    """The numbers that count a constraint of the `kinds` (a budget's, a number of pets).

    Of pets only a number said of them counts (三只猫, "two dogs"): 团团三岁了 or a date is
    no new count of cats (row pet_count).
    """
    if _of_pets(kinds):
        return numbers(" ".join(m[0] for m in PET_COUNT.finditer(text)))
    return numbers(text)


def _of_pets(kinds: frozenset[int]) -> bool:
    return bool(kinds) and all(CONSTRAINTS[i][0].name in PET_KINDS for i in kinds)


def pet_news(new_text: str, old_text: str) -> bool:
    """Whether a pet memory says of the pet what the old one does not: another fact of it.

    "cat Luna hates the vet" after "cat Luna is 3" was the pet "restated" and never kept.
    """
    kinds = constraint_kind(new_text) & constraint_kind(old_text)
    return _of_pets(kinds) and bool(things_of(new_text, kinds) - things_of(old_text, kinds))
