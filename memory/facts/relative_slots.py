"""Whether a relative's memory says one of their slots: what "forget my husband's job" names.

And the memory without a relative's name: "forget my sister's name" after "My sister Anna
lives in Boston" keeps "sister lives in Boston" (issue 24, forget36).
"""

from __future__ import annotations

import re

from strata_layered.memory.facts.people import USER, may_stand_for, relation_named, subject_of
from strata_layered.memory.facts.slots import BY_KEY, profile_values
from strata_layered.memory.language.clauses import split_clauses
from strata_layered.memory.rules.names_given import NAME_BESIDE_ZH, NAME_OF_PERSON
from strata_layered.memory.rules.people import NAMED_SUBJECT, PERSON_SUBJECT, PRONOUN_SUBJECT


def says_relatives(content: str, relation: str, key: str) -> bool:
    """Whether the memory says the relative's `key` slot (老公是厨师 says the husband's job).

    The slots read the user's own words ("I'm a chef", 我是厨师), so "husband is a chef" said
    no job and "Please forget my husband's job" forgot nothing (review35): each clause the
    relative opens (or continues) is read with the relative, and a name after it, left out.
    """
    if key == "name":  # whoever's note it is: 我有个朋友叫小美 names the friend
        return bool(names_given(content, relation))
    if subject_of(content) != relation:
        return False
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


def names_given(content: str, relation: str | None = None) -> list[tuple[str, str, int, int]]:
    """Each (relation, name, start, end) of the words giving a person's name (of `relation`).

    From `start` to `end` is what goes when the name is forgotten: 叫大伟， of 老公叫大伟，是个
    厨师, " Anna" of "sister Anna lives in Boston", " is called Jess" of "friend is called Jess";
    the relative's word too when the next clause names them again (老公叫大伟，老公是个厨师).
    """
    out: list[tuple[str, str, int, int]] = []
    for found in [*NAME_OF_PERSON.finditer(content), *NAME_BESIDE_ZH.finditer(content)]:
        said = found.groupdict()
        gone = "gone_zh" if said.get("zh") else "gone_en"
        whose = relation_named(said.get("zh") or said.get("en") or "")
        if whose is None or relation not in (None, whose) or any(
                s <= found.start(gone) < e for _, _, s, e in out):
            continue
        start, end = found.span(gone)
        again = _AND_HE.match(content, end)  # " is called Dave and he": he is the husband
        if again is not None and may_stand_for(again["he"], said.get("en") or ""):
            end = again.end()
        rest = content[end:].lstrip()
        if rest and (PERSON_SUBJECT.match(rest) or PRONOUN_SUBJECT.match(rest)):
            start, end = found.start(), len(content) - len(rest)
        out.append((whose, said.get("name_zh") or said.get("name_en") or "", start, end))
    return sorted(out, key=lambda given: given[2])


_AND_HE = re.compile(r",? and (?P<he>he|she)\b(?=\s)", re.I)
"""Who the name's clause goes on about: "husband is called Dave and he is a chef"."""
_BARE = re.compile(r"^(?:i |the user )?(?:(?:my|our|the user's)\s+|(?:have|has|had) (?:an?|one) )"
                   r"|^(?:我们?|用户)?(?:的|有|还有)?(?:一)?[个位只]?", re.I)
"""What says whose the relative is (my, 我的, 有个, "has a"): a note of only it says nothing."""


def without_name(content: str, relation: str) -> str | None:
    """The memory without the relative's name, or None when it says nothing else of them."""
    kept = content
    for _, _, start, end in reversed(names_given(content, relation)):
        kept = kept[:start] + kept[end:]
    kept = re.sub(r"\s{2,}", " ", kept).strip(" ，,。.!！")
    bare = _BARE.sub("", kept).strip()
    return None if not bare or relation_named(bare) is not None else kept
