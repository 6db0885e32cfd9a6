"""Who a 他 / 她 / him / her of a note stands for, and the messages that may name them [beyond].

A note is read long after its turn (issue 24: pronouns keep their antecedent). A pronoun
opening a note is read by memory/facts/phrasing.py `with_person`; one inside a note of the user's
("我下个月去北京看他", "I'm visiting him in December") by `with_person_object`. Both look for
the one person of memory/rules/people.py's table the message names, else the user's messages
before it: `said_before` gives those, back to the one that names someone, while each opens on
a 他 / 她 / he / she ("我男朋友叫阿杰。" "他是程序员。" "我下个月去看他。").
"""

from __future__ import annotations

from collections.abc import Iterable

from strata_layered.memory.facts.people import may_stand_for
from strata_layered.memory.facts.phrasing import named_person
from strata_layered.memory.language.clauses import split_clauses
from strata_layered.memory.rules.antecedents import OBJECT_PERSON, SOMEONE_ELSE
from strata_layered.memory.rules.others_facts import SOMEONE_BETWEEN
from strata_layered.memory.rules.people import PRONOUN_SUBJECT
from strata_layered.memory.rules.possessives import POSSESSIVE_OPENER
from strata_layered.memory.text.text import has_cjk

CHAIN = 3
"""How many of the user's messages back a chain of 他 / he is followed."""
END = "。.!！?？~～…"


def opens_on_pronoun(text: str) -> bool:
    """Whether a clause of the message opens on a 他 / 她 / he / she."""
    return any(PRONOUN_SUBJECT.match(c.text.strip()) for c in split_clauses(text))


def said_before(previous: Iterable[str], current: str = "") -> str:
    """The user's messages before this one (`previous`, newest first) a pronoun may point into.

    The message right before; and while it names nobody and opens on a 他 / he, the one
    before it too (at most CHAIN), joined oldest first as one text. When `current` opens on
    a 他 / she and names nobody, also past messages that name no one, back to the one that
    names someone ("my daughter is 6" · "lol" · "she loves ballet": left42), if one does.
    """
    chain: list[str] = []
    seeking = bool(current) and opens_on_pronoun(current) and named_person(current) is None
    earlier = list(previous)
    for text in earlier:
        chain.insert(0, text.strip())
        if len(chain) >= CHAIN or named_person(text) is not None or not opens_on_pronoun(text):
            break
    if seeking and named_person(" ".join(chain)) is None:
        # a message naming someone (or something) else a she may be stops it (left43)
        named = next((at for at, t in enumerate(earlier[:CHAIN]) if named_person(t)
                      or SOMEONE_BETWEEN.search(t)), None)
        named = named if named is not None and named_person(earlier[named]) else None
        chain = chain if named is None else [t.strip() for t in reversed(earlier[:named + 1])]
    return "".join(_ended(t) if at < len(chain) - 1 else t for at, t in enumerate(chain))


def _ended(text: str) -> str:
    """A message ending a sentence, so the next one joined after it starts its own."""
    if text[-1:] in END:
        return text if has_cjk(text) else text + " "
    return text + ("。" if has_cjk(text) else ". ")


def with_person_object(note: str, person: str | None, said: str = "") -> str:
    """The note with a 他 / 她 / him / her after its verb as who it is (`person`), if known.

    Not when the note or the message it is from (`said`) names someone else (row
    someone_else): "I told my dad about him", 认识了一个新同事，我挺喜欢他的.
    """
    him = OBJECT_PERSON.search(note)
    if person is None or PRONOUN_SUBJECT.match(note) or not him or not may_stand_for(
            him.group(), person) or SOMEONE_ELSE.search(note) or SOMEONE_ELSE.search(said):
        return note
    if has_cjk(person):
        return OBJECT_PERSON.sub(person, note, count=1) if has_cjk(note) else note
    return note if has_cjk(note) else OBJECT_PERSON.sub(f"their {person}", note, count=1)


def with_possessor(clause: str, person: str | None) -> str:
    """The clause with a 她的 / her opening it said as the user says whose (`person`), if known.

    "Her new place is in Austin" after "My sister Anna just moved" reads "My sister's new place
    is in Austin", 她的新家在成都 after 我妹妹刚搬家了 reads 我妹妹的新家在成都: the sister's fact,
    and "Her husband is a chef" is no fact of the user's husband. A 他的 / his is no sister's.
    """
    text = clause.lstrip()
    his = POSSESSIVE_OPENER.match(text) if person is not None else None
    if his is None or person is None or not may_stand_for(his["zh"] or his["en"], person):
        return clause
    if has_cjk(person):
        return f"我{person}的{text[his.end():]}" if his["zh"] else clause
    return clause if his["zh"] else f"My {person}'s {text[his.end():]}"
