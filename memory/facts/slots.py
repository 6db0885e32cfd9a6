"""Personal-fact slots: one table for the global profile's fields and for supersession.

A slot is one kind of fact about the user (name, occupation, city, diet…). The profile
(seed 004 §3.4) shows one line per profile slot, holding the slot's *value* taken out of
the memory by the slot's own pattern (名字: 周立, not the sentence that said it); a
single-valued slot holds one value at a time, so a newer statement in it supersedes the
older memory (seed 004 §2.3). Patterns read a user's words and notes (我叫周立, 名字叫周立).
"""

from __future__ import annotations

from functools import lru_cache

from strata_layered.memory.facts.people import BY_WORD, USER, is_one, subject_of
from strata_layered.memory.facts.slot_reading import Slot
from strata_layered.memory.rules import (
    birth_years,
    body_parts,
    diets,
    family_names,
    favorites,
    hometown,
    job_changes,
    job_roles,
    kin_had,
    languages,
    marriages,
    pets,
    shift_times,
    slot_health,
    slot_limits,
    user_names,
    workplaces,
    zodiac_zh,
)
from strata_layered.memory.rules import slot_sayings as sayings
from strata_layered.memory.rules import slots as rows
from strata_layered.memory.rules.others_facts import PET_WITH_KIN
from strata_layered.memory.rules.row import on_toggle

__all__ = ["BY_KEY", "PROFILE_SLOTS", "SLOTS", "Slot", "profile_slots_of", "profile_values",
           "slot_of", "slots_of", "unfaceted"]

HOUSEHOLD = frozenset({"pet", "wife", "husband", "partner", "spouse", "son", "daughter", "child",
                       "family"})
"""Whose pets are the user's too (我的猫, the spouse's…), not a sister's (姐姐养的猫: probe24f)."""
# The family line's: the relative itself (老公是厨师), not a sister's baby (家庭: 个宝宝, fix35b);
# the user's pet's ("My dog loves my son": the son is the user's, left43)
FAMILY_HOUSEHOLD = frozenset({"wife", "husband", "partner", "spouse", "child", "son", "daughter",
                              "parents", "family", "someone", "pet",  # "they and their wife…"
                              "grandchild"})
# 有个弟弟在深圳做程序员, 我是全职妈妈，老公在外企上班: theirs, not the user's
SOMEONE = (slot_limits.SOMEONE_HAD, slot_limits.SOMEONE_WHO, slot_limits.SOMEONE_OPENS)
# `slot_of` takes the first single-valued slot that matches; the profile shows them in order.
# The patterns are rows of memory/rules/slots.py and user_names.py (examples under test).
SLOTS: tuple[Slot, ...] = (
    Slot("name", "名字", "name", user_names.SLOT_NAME, user_names.VALUE_NAME,
         more=(sayings.NAME_SAID_EN,), unless=(user_names.CALLED_FOR,)),
    Slot("address", "称呼", "call me", user_names.SLOT_ADDRESS, user_names.VALUE_ADDRESS,
         unless=(slot_limits.ADDRESS_REFUSED, user_names.CALLED_FOR)),
    Slot("city", "城市", "city", rows.SLOT_CITY, rows.VALUE_CITY, more=hometown.BASED_IN,
         unless=(slot_limits.MOVE_PLANNED, slot_limits.PLACE_MOVED, slot_limits.MOVE_WITHIN,
                 *SOMEONE)),
    Slot("hometown", "老家", "hometown", hometown.SLOT_HOMETOWN, hometown.VALUE_HOMETOWN,
         unless=(workplaces.EMPLOYER_FROM_EN,)),
    Slot("occupation", "职业", "occupation", rows.SLOT_OCCUPATION, rows.VALUE_OCCUPATION,
         more=(job_roles.RETIRED_FROM, sayings.JOB_DOING_ZH, sayings.JOB_DOING_EN,
               sayings.JOB_FIELD_EN,
               sayings.JOB_NOW_EN, *job_changes.ROWS, workplaces.JOB_IS_ZH,
               workplaces.JOB_AT_EN, job_roles.WORK_AS_EN, job_roles.HOME_ROLE,
               job_roles.TITLE_EN_IN_ZH),
         unless=(slot_limits.JOB_WISHED, job_roles.JOB_OF_SOMEONE, *SOMEONE),
         left=(rows.JOB_LEFT,)),
    Slot("workplace", "单位", "workplace", workplaces.SLOT_WORKPLACE, workplaces.VALUE_WORKPLACE,
         more=(workplaces.WORKPLACE_TO, workplaces.PLACE_OF_JOB_EN, workplaces.JOB_HAD_AT_EN,
               workplaces.WORKPLACE_TO_START, workplaces.EMPLOYER_FROM_EN),
         unless=(workplaces.PLACE_NOT_EMPLOYER, *SOMEONE),
         left=(rows.JOB_LEFT, *job_changes.JOINED)),  # a new job: the old workplace ends
    Slot("work_schedule", "班次", "schedule", rows.SLOT_SCHEDULE, rows.VALUE_SCHEDULE,
         profile=False, unless=(slot_limits.SHIFT_AHEAD, shift_times.SHIFT_AS_TIME,
                                shift_times.KINDERGARTEN_CLASS)),
    Slot("diet", "饮食", "diet", rows.SLOT_DIET, rows.VALUE_DIET, left=(diets.DIET_LEFT,),
         more=(diets.NO_FOOD, diets.DIET_NAMED), kind=diets.FOOD_KIND, unless=(SOMEONE[-1],)),
    Slot("budget", "预算", "budget", rows.SLOT_BUDGET, rows.VALUE_BUDGET, kind=rows.BUDGET_OF),
    Slot("relationship_status", "婚恋", "relationship", rows.SLOT_RELATIONSHIP,
         rows.VALUE_RELATIONSHIP, more=(sayings.ENGAGED, sayings.PARTNER_NOW, sayings.BROKE_UP,
                                       marriages.DATING_NOW),
         also=(kin_had.PARTNER_HAD_ZH,),
         facets=(("", marriages.MARITAL_FACET), ("now", marriages.PARTNER_FACET)),
         unless=(slot_limits.SOMEONE_PARTNERED, marriages.MARRIAGE_ENDED)),
    Slot("reply_length", "回复长短", "reply length", rows.SLOT_REPLY_LENGTH, profile=False),
    Slot("family", "家庭", "family", rows.SLOT_FAMILY, rows.VALUE_FAMILY, single=False,
         household=FAMILY_HOUSEHOLD, names=family_names.FAMILY_NAMES, more=(PET_WITH_KIN,),
         also=(kin_had.SIBLINGS_HAD, family_names.FAMILY_NAMED_FIRST),
         unless=(family_names.PET_AS_KIN,)),
    Slot("pets", "宠物", "pets", pets.SLOT_PETS, pets.VALUE_PETS, single=False,
         unless=(pets.PET_NONE, pets.PET_NOT_HAD, slot_limits.ANIMAL_AVOIDED, zodiac_zh.ZODIAC_ZH),
         not_words=pets.NOT_PET_WORDS, household=HOUSEHOLD,
         more=(pets.PET_NAMES_EACH, sayings.PET_NAMED, pets.PET_APPOSITIVE, pets.PETS_HAD_EN,
               pets.PET_NAME_AFTER, pets.PET_BREED_EN, pets.PET_OWNED_EN)),
    Slot("allergies", "过敏", "allergies", rows.SLOT_ALLERGIES, rows.VALUE_ALLERGIES,
         single=False, unless=(slot_limits.SOMEONE_ALLERGIC,)),
    Slot("health", "健康", "health", slot_health.SLOT_HEALTH, slot_health.VALUE_HEALTH,
         single=False, more=(sayings.HEALTH_MEASURE, body_parts.BODY_WEAK),
         unless=(slot_limits.HEALTH_WISHED,), not_words=(slot_health.HEALTH_AS_SUBJECT,)),
    Slot("language", "语言", "language", languages.SLOT_LANGUAGE, languages.VALUE_LANGUAGE,
         unless=(languages.LANGUAGE_WITH_OTHERS,)),
    Slot("birthday", "生日", "birthday", sayings.BIRTHDAY, sayings.BIRTHDAY),
    Slot("favorite", "最爱", "favorite", favorites.FAVORITE_OF, favorites.VALUE_FAVORITE,
         profile=False, kind=favorites.FAVORITE_OF),
    # Last: a memory that says an age and a city or job (我28岁，住在上海) is superseded by its
    # city or job, which change; `slot_of` takes the first slot that matches.
    Slot("age", "年龄", "age", rows.SLOT_AGE, rows.VALUE_AGE,
         more=(sayings.AGE_REACHED, sayings.AGE_BARE, birth_years.BORN_IN,
               birth_years.BORN_DECADE),
         unless=(slot_limits.PET_AGE, SOMEONE[-1])),
)
BY_KEY = {slot.key: slot for slot in SLOTS}
PROFILE_SLOTS = tuple(slot for slot in SLOTS if slot.profile)

GENERIC_KINDS = frozenset({"我的", "我们", "总的", "整体", "my", "our", "the", "a", "total"})
"""Words a kind's group may take that name no kind (我的预算, "our budget")."""


def _kind(slot: Slot, text: str) -> str:
    """The kind of thing a slot of many kinds is said of ("" when none is named)."""
    said = slot.kind.search(text) if slot.kind is not None else None
    what = next((g for g in said.groups() if g), "").lower() if said else ""
    return what if what not in GENERIC_KINDS else ""


def slot_of(text: str, subject: str | None = None) -> str | None:
    """The single-valued slot a statement fills, if any (a budget names what it budgets).

    Whose fact it is (memory/facts/people.py; read from the text when not given) is part of the
    slot: the user's city is `city`, their mother's `mother:city`, so neither supersedes the other.
    Someone the user has many of (friends, cousins) fills no single slot.
    """
    found = slots_of(text, subject)
    return found[0] if found else None


@lru_cache(maxsize=8192)
def slots_of(text: str, subject: str | None = None, said_by: str | None = None) -> tuple[str, ...]:
    """Every single-valued slot a statement fills, in the table's order (`slot_of`: the first).

    "is Maya, is thirty-two" fills the name and the age: "turned 33" supersedes it (probe24f).
    `said_by`: whose own clauses the text holds, when not `subject`'s
    (memory/supersession/relative_news.py reads a sister's news, 妹妹现在住在成都了, as the slots
    it would fill as the user's). Memoised, as `profile_values`: every write reads the slots of all
    active memories.
    """
    whose = subject or subject_of(text)
    if rows.PAST_ONLY.search(text):
        return ()  # "used to be vegetarian": a state left supersedes nothing
    found: list[str] = []
    for slot in SLOTS:
        own = slot.own_part(text, said_by or whose)  # 下个月要搬到杭州, 我想当老师: no state now
        if not slot.single or not own or not (slot.says(own) or (
                any(row.search(own) for row in slot.left))):
            continue
        key = f"{slot.key}:{kind}" if (kind := _kind(slot, text)) else slot.key
        keys = slot.keys_of(key, own)  # divorced and dating Rachel: two facets (left44)
        # A household's budget is the user's too, whoever named it; a reply's length is said
        # to the assistant: nobody else's.
        if slot.key in ("budget", "reply_length") or whose == USER:
            found.extend(keys)
        elif is_one(whose):
            found.extend(f"{whose}:{k}" for k in keys)
        else:
            break  # someone the user has many of fills no single slot
    return tuple(found)


FACETS = frozenset(name for slot in SLOTS for name, _ in slot.facets if name)


def unfaceted(key: str) -> str:
    """A slot key without its facet (relationship_status:now → relationship_status)."""
    head, _, last = key.rpartition(":")
    return head if head and last in FACETS else key


def profile_slots_of(text: str) -> list[Slot]:
    """The profile slots a memory's text speaks to."""
    return [slot for slot in PROFILE_SLOTS if slot.says(text)]


def profile_values(text: str, subject: str | None = None) -> list[tuple[Slot, str]]:
    """(slot, value) for each profile slot the memory gives a value for.

    Only the user's own facts fill the user's fields; someone else's fill only the fields
    about the people and pets in the user's life (family, pets).
    """
    return list(_profile_values(text, subject or subject_of(text)))


@lru_cache(maxsize=8192)
def _profile_values(text: str, subject: str) -> tuple[tuple[Slot, str], ...]:
    out: list[tuple[Slot, str]] = []
    if rows.PAST_ONLY.search(text):
        return ()  # a state left is not the user's now
    for slot in profile_slots_of(text):
        theirs = subject != USER and not slot.about_others and slot.key != "budget" \
            and subject not in slot.household
        if theirs and slot.key == "family" and _kin_owner(subject) in slot.household:
            theirs = False  # 女儿的老公是警察: the daughter is still the user's family (left40)
        if theirs and not slot.also:
            continue
        own = slot.own_part(text, subject)  # a move still ahead, a job wished for: no value
        if slot.key == "pets" and own != text and not (
                pets.PET_KEPT.search(own) or pets.PETS_HAD_EN.search(own)):
            continue  # 我家的狗去世了, 不想再养猫了: no pet of the user's now (养了两只猫 is)
        value = slot.value_of(own, theirs) if own and slot.says(own) else None
        if value and slot.key == "family":
            value = _gone_marked(own, value)
        if value:
            out.append((slot, value))
    return tuple(out)


def _gone_marked(text: str, value: str) -> str:
    """The family line's relatives as said: a dead one marked, a son's child left out.

    老伴去年走了: 老伴（已故）, not shown as living; 儿子…，孩子基本是我管: no 孩子, no relative
    of the user's (leftzh44b).
    """
    gone = {m["who"] for m in marriages.KIN_GONE.finditer(text)}
    theirs = {m["child"] for m in family_names.CHILD_OF_KIN.finditer(text)}
    return " ".join(f"{p}（已故）" if p in gone else p for p in value.split(" ")
                    if p not in theirs)


def _kin_owner(subject: str) -> str | None:
    """女儿的老公 / "daughter's husband": the relative whose.

    (memory/facts/people.py KIN_POSSESSIVE)
    """
    head, of, _ = subject.replace("'s ", "的").partition("的")
    return BY_WORD.get(head.lower()) if of else None


on_toggle(slots_of.cache_clear)
on_toggle(_profile_values.cache_clear)
