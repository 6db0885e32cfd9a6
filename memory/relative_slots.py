"""Whether a relative's memory says one of their slots: what "forget my husband's job" names."""

from __future__ import annotations

from strata_layered.memory.clauses import split_clauses
from strata_layered.memory.people import USER, subject_of
from strata_layered.memory.rules.names_given import PERSON_NAME_GIVEN
from strata_layered.memory.rules.people import NAMED_SUBJECT, PERSON_SUBJECT, PRONOUN_SUBJECT
from strata_layered.memory.slots import BY_KEY, profile_values


def says_relatives(content: str, relation: str, key: str) -> bool:
    """Whether the memory says the relative's `key` slot (老公是厨师 says the husband's job).

    The slots read the user's own words ("I'm a chef", 我是厨师), so "husband is a chef" said
    no job and "Please forget my husband's job" forgot nothing (review35): each clause the
    relative opens (or continues) is read with the relative, and a name after it, left out.
    """
    if subject_of(content) != relation:
        return False
    if key == "name":
        return bool(PERSON_NAME_GIVEN.search(content))
    if BY_KEY[key].says(content):
        return True
    whose = relation
    for clause in split_clauses(content):
        text = clause.text.strip()
        if (opened := PERSON_SUBJECT.match(text) or PRONOUN_SUBJECT.match(text)) is not None:
            whose = subject_of(text)
            text = text[opened.end():].strip()
            if (named := NAMED_SUBJECT.match(text)) is not None:  # "husband Mark is a chef"
                text = text[named.start("name") + len(named["name"]):].strip()
        if whose in (relation, "someone") and any(
                slot.key == key for slot, _ in profile_values(text, USER)):
            return True
    return False
