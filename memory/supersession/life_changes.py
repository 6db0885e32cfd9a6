"""[beyond] A change of life that ends what was kept: a plan called off or done, a medicine changed.

memory/supersession/consolidation.py `relate` asks `life_change` once the vectors and slots have
had their say: these ends are worded far from what they end (医生把药换成了缬沙坦 /
在吃氨氯地平降压, a class signed up for / the wish to sign up), so no cosine finds them. Each
returns the reason's key (memory/store/write_reasons.py); the subjects were compared before
(someone else's medicine ends nothing of the user's).
"""

from __future__ import annotations

import re

from strata_layered.memory.facts.fact_values import clauses_of, numbers
from strata_layered.memory.facts.slots import BY_KEY
from strata_layered.memory.rules.life import PLAN_DROPPED
from strata_layered.memory.rules.medicines import MEDICINE_CHANGED, MEDICINE_TAKEN
from strata_layered.memory.rules.person_ages import aged
from strata_layered.memory.rules.pet_ages import PET_AGED
from strata_layered.memory.rules.pets import PET_NONE
from strata_layered.memory.rules.slot_limits import MOVE_PLANNED
from strata_layered.memory.rules.whole_facts import CHANGE_OF_MIND
from strata_layered.memory.text.text import has_cjk


def medicine_changed(new_text: str, old_text: str) -> bool:
    """Whether `new_text` changes the medicine (or its dose) `old_text` says the user takes.

    医生把药换成了缬沙坦 ends 在吃氨氯地平降压; 从一片改成半片 ends 每天吃一片氨氯地平 (the
    old dose named); "switched me from metformin to Jardiance" ends "takes metformin", not
    "takes atorvastatin" (the old medicine named must be the one kept).
    """
    change = MEDICINE_CHANGED.search(new_text)
    if change is None or MEDICINE_TAKEN.search(old_text) is None:
        return False
    # 把阿托伐他汀换成了瑞舒伐他汀 names the one it ends; 把降压药换成了… names a kind, not one
    named = change["named_zh"] if change["named_zh"] and not change["named_zh"].endswith("药") \
        else None
    old = change["old_zh"] or named or change["old_en"] or change["from_en"] or change["dose_of"] \
        or change["dose_to"]
    return not old or old.lower() in old_text.lower()


def pet_aged(new_text: str, old_text: str) -> bool:
    """Whether `new_text` gives another age of the pet `old_text` keeps (row pet_age).

    "dog Biscuit is 6" after "has a golden retriever named Biscuit, he's 5", 豆豆已经四岁了
    after 狗豆豆三岁了: the pet named in both (or, unnamed, its kind), the old note a pet's
    (the pets slot reads it) with a number that is not the new age.
    """
    said = PET_AGED.search(new_text)
    pet = BY_KEY["pets"].value_of(old_text)
    if said is None or not pet:
        return False
    name = said["name"] or said["name_en"] or said["kind"] or said["kind_en"]
    age = said["age"] or said["age_en"]
    old = numbers(old_text)
    return bool(old) and name.lower() in old_text.lower() and not numbers(age) & old


def aged_in(name: str, text: str) -> re.Match[str] | None:
    """Where `text` says an age beside `name` ("Zoe 12", "Zoe is 12", 朵朵5个月), or None."""
    if has_cjk(name):
        return re.search(rf"{re.escape(name)}(?:今年|已经|现在|都|才|刚)?满?"
                         r"(?P<n>\d{1,2}|[一二两三四五六七八九十]{1,3})(?:个多?月|周岁|岁)", text)
    return re.search(rf"\b{re.escape(name)}(?:,? (?:is |was |who is |aged |age )?)"
                     r"(?P<n>\d{1,2}|[a-z]+teen|ten|eleven|twelve|[a-z]+)\b", text, re.I)


def aged_against(new_text: str, old_text: str) -> tuple[str, str, re.Match[str]] | None:
    """(name, new age, where `old_text` says the name's age) when `new_text` says an age anew.

    Chinese: the name is the longest end of the characters before the age that `old_text`
    gives an age (女儿朵朵6个月了 against 刚当妈，女儿朵朵5个月: 女儿朵朵).
    """
    said = aged(new_text)
    if said is None:
        return None
    name, age = said
    ends = [name[i:] for i in range(len(name) - 1)] if has_cjk(name) else [name]
    for end in ends:
        if (old := aged_in(end, old_text)) is not None:
            return end, age, old
    return None


def person_aged(new_text: str, old_text: str) -> bool:
    """Whether `new_text` gives someone another age than `old_text` says.

    Rows person_aged and person_aged_zh.
    "Zoe is 13 now" after "has 2 kids, Zoe 12 and Eli 9" or "daughter Zoe is 12", 朵朵6个月了
    after 女儿朵朵5个月: the name said with an age in the old note, a number that is not the new
    age.
    """
    if (found := aged_against(new_text, old_text)) is None:
        return False
    was = numbers(found[2]["n"])
    return bool(was) and not was & numbers(found[1])


def mind_settled(new_text: str, old_text: str) -> bool:
    """Whether `new_text` settles, after thinking it over, what `old_text` said of it.

    想了想还是回去上班吧 ends 其实不太想回去上班了 (and 打算回去上班): the thing decided, its
    不 aside, said in the old note (row change_of_mind's `what`).
    """
    found = CHANGE_OF_MIND.search(new_text.strip())
    what = _NOT.sub("", found["what"]) if found and found["what"] else ""
    return len(what) >= 2 and what in old_text


_NOT = re.compile(r"^(?:不想|不要|不打算|不再|不)")


def life_change(new_text: str, old_text: str, slot: str | None) -> str | None:
    """The reason `new_text` ends `old_text` as a change of life, or None.

    `slot`: the single-valued slot the new text fills (a move done fills the city).
    """
    parts = [new_text, *clauses_of(new_text)]
    # 买房的事先不考虑了 ends the plan that named it
    dropped = [m["what"] for c in parts if (m := PLAN_DROPPED.search(c.strip()))]
    if dropped and dropped[0] in old_text and not PLAN_DROPPED.search(old_text.strip()):
        return "plan_dropped"
    # a move done (finally moved to Manchester) ends the plan to make it
    if slot == "city" and MOVE_PLANNED.search(old_text) and (
            city := BY_KEY["city"].value_of(new_text)) and city.lower() in old_text.lower():
        return "plan_done"
    # a pet named as gone (Pepper passed away) ends the memory that kept it
    if PET_NONE.search(new_text) and (pet := BY_KEY["pets"].value_of(old_text)) and any(
            name in new_text for name in pet.split()[1:]):
        return "pet_gone"
    if medicine_changed(new_text, old_text):
        return "medicine_changed"
    if pet_aged(new_text, old_text):
        return "pet_age"
    if person_aged(new_text, old_text):
        return "person_age"
    if mind_settled(new_text, old_text):
        return "mind_changed"
    return None
