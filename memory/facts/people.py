"""Whose fact a sentence or note states: the user's, a relation's, a name's [beyond the seeds].

Whose fact a memory is travels with it (issue 24). The table of the people in a user's
life and the patterns that read it are rows of memory/rules/people.py; this module answers
with them. The gate's "people" signal, the subject of a fact clause, the person a 他 / 她
stands for, and the slots all read the same table.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import partial

from strata_layered.memory.facts.subjects import SOMEONE, USER
from strata_layered.memory.rules.clause_breaks import LEAD_EN, LEAD_ZH
from strata_layered.memory.rules.clause_links import OPINION
from strata_layered.memory.rules.family_names import FAMILY_NAMED_FIRST
from strata_layered.memory.rules.names_given import (
    FAMILY_ZH,
    NAME_BESIDE_ZH,
    NAME_USED_ELSEWHERE,
    PERSON_NAME_GIVEN,
    kind_of,
    names_of,
)
from strata_layered.memory.rules.not_names import NOT_A_NAME, PASTIME_NOT_A_NAME
from strata_layered.memory.rules.others_facts import CARER_ON_KIN, NAME_IS_EN, RUNS_IN_FAMILY
from strata_layered.memory.rules.people import (
    BY_KEY,
    BY_WORD,
    CLOSE_ZH,
    HAD_ZH,
    NAMED_SUBJECT,
    PEOPLE,
    PEOPLE_EN,
    PEOPLE_ZH,
    PERSON_MENTION,
    PERSON_SUBJECT,
    PETS_EN,
    PETS_ZH,
    PRONOUN_SUBJECT,
    TIME_FIRST,
    Relation,
)
from strata_layered.memory.rules.person_ages import AGE_NOW_EN
from strata_layered.memory.rules.pet_ages import PET_AGED, PET_BREED_NAMED
from strata_layered.memory.rules.pets import PET_APPOSITIVE, PET_NAME_GIVEN
from strata_layered.memory.rules.possessives import (
    KIN_POSSESSIVE,
    NAMED_POSSESSIVE,
    PARTNER_OR_CHILD,
)
from strata_layered.memory.rules.profile_lists import listed_self
from strata_layered.memory.rules.row import remembered
from strata_layered.memory.rules.subjects import OTHER_SUBJECT
from strata_layered.memory.rules.together import WITH_ME_NOTE, WITH_US_NOTE
from strata_layered.memory.rules.typed_en import spelled_out
from strata_layered.memory.text.text import has_cjk

__all__ = ["BY_KEY", "CLOSE_ZH", "HAD_ZH", "PEOPLE", "PEOPLE_EN", "PEOPLE_ZH", "PERSON_MENTION",
           "PETS_EN", "PETS_ZH", "PRONOUN_SUBJECT", "SOMEONE", "USER", "Relation", "is_one",
           "names_given", "names_said", "relation_named", "subject_of", "whose", "with_named"]

_LEADS = "|".join(f"(?i:{row.pattern.pattern.removeprefix('^')})"
                  for row in (LEAD_ZH, LEAD_EN)) + "|"
"""Words that open a clause and say nothing (其实, "Actually"): a name may follow them."""


@remembered(maxsize=8192)
def subject_of(text: str) -> str:
    """Whose fact the text states: USER, a relation key of the table, a name, or SOMEONE."""
    text = text.strip()
    if of := KIN_POSSESSIVE.match(text):  # 女儿的老公: his, said as whose (probe38)
        return f"{of['zh']}的{of['zh_of']}" if of["zh"] else f"{of['en']}'s {of['en_of']}".lower()
    found = PERSON_SUBJECT.match(text)
    if found:
        return BY_WORD[(found["zh"] or found["en"]).lower()]
    if PRONOUN_SUBJECT.match(text):
        return SOMEONE
    if of := NAMED_POSSESSIVE.match(text):  # "Lily's mom": hers, not Lily's own (people38)
        return f"{of['zh']}的{of['zh_of']}" if of["zh"] else f"{of['en']}'s {of['en_of'].lower()}"
    if of := CARER_ON_KIN.match(text):  # "doc upped my dad's metformin": the dad's (left43)
        return BY_WORD[(of["en"] or of["zh"]).lower()]
    if RUNS_IN_FAMILY.search(text):  # "diabetes runs in my family": no diagnosis of the user's
        return "family"
    if (named := NAMED_SUBJECT.match(text)) and not (
            NOT_A_NAME.match(text) or PASTIME_NOT_A_NAME.match(text)):
        return named["name"]
    return USER



def relation_named(word: str) -> str | None:
    """The relation key of a word of the table ("奶奶" → paternal_grandmother), if any."""
    return BY_WORD.get(word.lower())


def is_one(subject: str) -> bool:
    """Whether the user has one such person: a newer statement about them replaces the older."""
    found = BY_KEY.get(subject)
    return found is not None and found.one


def whose(subject: str, content: str) -> str:
    """A memory's recorded subject, or (kept before it was recorded) its content's."""
    return subject or subject_of(content)


def subject_first(text: str) -> str:
    """The clause without an opinion opener or a time said first, so its subject comes first."""
    return TIME_FIRST.sub("", OPINION.sub("", text.strip()), count=1)


def whose_clause(text: str, person: str | None) -> str:
    """Who a clause about someone else is about: its subject, or the person 他 / 她 is.

    Someone and the user said as one subject ("My husband and I live in Denver") is the
    user's fact (fix36: the city was kept as the husband's and the profile showed none).
    """
    said = subject_first(text)
    if WITH_ME_NOTE.search(said) or WITH_US_NOTE.search(said):
        return USER
    subject = subject_of(said)
    if subject in (USER, SOMEONE):
        return (relation_named(person) if person else None) or SOMEONE
    return subject


@remembered(maxsize=1024)
def with_named(text: str, earlier: str) -> str:
    """The text with a name the earlier turn gave, opening a clause, said as whose it is.

    "团团上周走丢了" after "我家有只猫叫团团" reads "我的猫团团上周走丢了", "Max got sick" after
    "My dog is called Max" reads "My dog Max got sick" (row pet_name_given); "其实乐乐今年7岁"
    after "大的叫乐乐" reads "其实我的孩子乐乐今年7岁" (row person_name_given): the pet's or the
    relative's fact, not a name's. Words that open a clause and say nothing (其实, "Actually")
    may come before the name. The gate and extraction read a turn with it three times: kept.
    """
    if not earlier:
        return text
    for kind, name in _named(earlier):
        # a name typed in lowercase ("kids zoe 12 and eli 9", "wait zoe is 13 now") is the
        # same name, said with its capital (probe40)
        typed = "(?i:" if name.islower() or text.islower() else "(?:"
        name = name if has_cjk(name) else name[:1].upper() + name[1:]
        said = f"我的{kind}{name}" if has_cjk(kind) else f"My {kind} {name}"
        # "Max's bowl": no subject; "Karen's husband" is the daughter's husband (probe38)
        # "Tyler's 13 now" (and typed "tylers 13 now", the apostrophe dropped) is his age;
        # "emmas got a school play", "sams allergic to peanuts" are hers, his (left43)
        after = r"" if has_cjk(name) else (
            rf"(?:(['’]?s)(?={AGE_NOW_EN}|{NAME_IS_EN})"
            rf"|\b(?!['’]s\b(?! (?:{PARTNER_OR_CHILD})s?\b)))")
        text = re.sub(rf"(^|[。！？!?.，,；;]\s*)({_LEADS})({typed}{re.escape(name)})){after}",
                      partial(_as_theirs, said), text)
    return text




def _as_theirs(said: str, found: re.Match[str]) -> str:
    """The name as whose it is, unless what follows says it is not that person."""
    if NAME_USED_ELSEWHERE.match(found.string[found.end():]):  # "Mark Twain", "Will you"
        return found[0]
    if not (found.lastindex == 4 and found[4]):
        return f"{found[1]}{found[2]}{said}"
    rest = found.string[found.end():]  # "sams allergic": is; "tylers 13 now", "emmas got": 's
    kept = re.match(AGE_NOW_EN, rest) or re.match(r" (?:got|been)\b", rest)
    return f"{found[1]}{found[2]}{said}" + ("'s" if kept else " is")


def names_said(said: Iterable[str | None]) -> str:
    """The user's messages that gave a pet's or a relative's name, joined (`with_named` reads them).

    probe37: "My daughter Lily is 4" on Monday, then "Lily is allergic to peanuts and eggs" on
    Wednesday kept nothing: only the turn just before was read for the names given, so a name
    given in an earlier conversation was nobody's. The messages the user's memories were kept
    from give them.
    """
    return "\n".join(dict.fromkeys(s for s in said if s and _named(s)))


def names_given(text: str) -> list[tuple[str, str]]:
    """(kind, name) of each pet and relative the text names ("daughter", "Lily")."""
    return list(_named(text))


def _owner(before: str) -> str:
    """Whose the relative named after `before` is, as said before it ("" for the user's).

    我闺蜜的女儿朵朵, 我姐刚生了女儿朵朵: the clause opens on another person (row other_subject),
    so 朵朵 is 闺蜜的女儿 / 姐的女儿, never the user's daughter (review42 on probe42).
    """
    clause = re.split(r"[，,。！!？?；;\s]", before)[-1]
    other = OTHER_SUBJECT.search(clause) if clause not in ("", "我", "我的", "我家") else None
    return re.sub(r"^我的?|的$", "", other[0]) + "的" if other else ""


# Every turn the gate and extraction read the messages the newest 50 memories came from for
# the names they gave (`names_said`), the same texts turn after turn: ~60 readings a turn at
# 1,000 earlier turns. Kept per text with the rows that fired, recorded again on each call
# (memory/rules/row.py `remembered`), so a `firing()` scope sees what a reading shows (perf41).
# 1,024 texts, as `with_named` keeps: the joined texts of names_said are up to 50 excerpts.
@remembered(maxsize=1024)
def _named(earlier: str) -> tuple[tuple[str, str], ...]:
    """(kind, name) of each pet and relative the earlier turn named."""
    out: list[tuple[str, str]] = []
    # 'my dog biscuit is a 14 yr old lab', typed in lowercase: read with its capitals (probe40)
    earlier = "\n".join(spelled_out(line) for line in earlier.split("\n"))
    for given in PET_NAME_GIVEN.finditer(earlier):
        kind = (given["kind"] or given["en"] or given["own"]).lower()
        if kind.endswith("s") and not has_cjk(kind):  # "two cats, Mochi and Biscuit"
            kind = kind[:-1]
        out += [(kind, name) for name in filter(None, (
            given["name"], given["too"], given["named"], given["also"], given["first"]))]
    # "So Max, my dog, loves the beach" then "Max got sick" (fix35: row pet_appositive)
    out += [(given["m"].lower(), given["k"]) for given in PET_APPOSITIVE.finditer(earlier)]
    # "a golden retriever named Biscuit" then "Biscuit is 6": the user's dog (probe38)
    out += [("cat" if given["cat"] else "dog", given["name"])
            for given in PET_BREED_NAMED.finditer(earlier)]
    # 我家狗豆豆三岁了 then 其实豆豆已经四岁了: the name said with the pet's age
    out += [(given["kind"], given["name"]) for given in PET_AGED.finditer(earlier)
            if given["kind"] and given["name"]]
    for given in PERSON_NAME_GIVEN.finditer(earlier):
        out += [(kind_of(given), name) for name in names_of(given)]
    # 女儿朵朵5个月啦 then 朵朵对鸡蛋过敏: the daughter's, not the user's allergy (probe42: the
    # name said beside its relative, row name_beside_zh; a friend's stays unread, as above)
    out += [(_owner(earlier[:given.start()]) + given["zh"], given["name_zh"])
            for given in NAME_BESIDE_ZH.finditer(earlier) if given["zh"] in FAMILY_ZH]
    # 小宝是我儿子 then 小宝周末要上游泳课: the son's (probe40; row family_named_first)
    out += [((given["v"] or given["e"]).lower(), given["n"] or given["f"])
            for given in FAMILY_NAMED_FIRST.finditer(earlier)]
    return tuple(out)


_SEX_SAID = {"她": "f", "she": "f", "her": "f", "他": "m", "he": "m", "him": "m", "his": "m",
             "她的": "f", "他的": "m"}


def may_stand_for(pronoun: str, person: str) -> bool:
    """Whether a 他 / 她 / he / she / him / her may stand for `person`, a word of the table.

    review36: after 'My sister Anna…' and 'She has a new boyfriend.', 'He is a doctor.' was
    kept as 'Their sister is a doctor' (and 'I'm meeting him' as meeting their sister).
    """
    key = BY_WORD.get(person.lower())
    sex, said = BY_KEY[key].sex if key else "", _SEX_SAID.get(pronoun.lower(), "")
    return not (sex and said and sex != said)


_SAID_AS_SELF = re.compile(r"^\s*(?:(?:hey|hi|hello)\b[,!]?\s+)?(?:i'?m|i am|im)\b", re.I)
_SAID_AS_SELF_ZH = re.compile(r"^\s*(?:本人|我)")


def list_about(text: str, earlier: str) -> str:
    """A profile list said with no I, after a message about someone else: said as theirs.

    "24, single, from ohio" after "My new flatmate moved in today" answers about the flatmate
    (left41: it gave the user age 24): "My flatmate is 24, single, from ohio". With its I
    ("I'm 24, single"), or after the user's own message, it stays the user's
    (memory/rules/profile_lists.py). In Chinese too (left41b): 24岁，单身，山东人 after
    我室友今天搬进来了 is 我室友24岁，单身，山东人; 我24岁… stays the user's.
    """
    zh = has_cjk(text)
    who = subject_of(earlier) if earlier.strip() else USER
    if who in (USER, SOMEONE) or who not in BY_KEY or listed_self(text) == text \
            or (_SAID_AS_SELF_ZH if zh else _SAID_AS_SELF).match(text):
        return text
    if zh:
        word = next((w for w in BY_KEY[who].zh if w in earlier), BY_KEY[who].zh[0])
        return f"我{word}{text.strip()}"
    words = BY_KEY[who].en
    word = next((w for w in words if re.search(rf"\b{re.escape(w)}\b", earlier, re.I)), words[0])
    return f"My {word} is {text.strip()}"
