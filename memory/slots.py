"""Personal-fact slots: one table for the global profile's fields and for supersession.

A slot is one kind of fact about the user (name, occupation, city, diet…). The profile
(seed 004 §3.4) shows one line per profile slot, holding the slot's *value* taken out of
the memory by the slot's own pattern (名字: 周立, not the sentence that said it); a
single-valued slot holds one value at a time, so a newer statement in it supersedes the
older memory (seed 004 §2.3). Patterns read both a user's words ("我叫周立") and the notes
memories are kept as ("名字叫周立", "is a nurse").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from strata_layered.memory.people import USER, is_one, subject_of
from strata_layered.memory.rules import (
    diets,
    family_names,
    favorites,
    hometown,
    job_changes,
    job_roles,
    languages,
    pets,
    slot_limits,
    workplaces,
)
from strata_layered.memory.rules import slot_sayings as sayings
from strata_layered.memory.rules import slots as rows
from strata_layered.memory.rules.row import Row, on_toggle
from strata_layered.memory.rules.values_said import SAID_AS


@dataclass(frozen=True)
class Slot:
    """One kind of fact about the user."""

    key: str
    zh: str
    en: str
    pattern: Row
    value: Row | None = None
    """Takes the value out of a memory: its named groups that matched, joined (猫 团子)."""
    single: bool = True
    """Holds one value at a time: a newer statement supersedes the older one."""
    profile: bool = True
    """Shown as a line of the global profile."""
    about_others: bool = False
    """The slot is about people in the user's life (family): their facts fill it."""
    household: frozenset[str] = frozenset()
    """Whose facts fill it besides the user's, when not everyone's: the household's pets."""
    more: tuple[Row, ...] = ()
    """Other ways of saying the slot, each a row whose named groups are its value (read
    before `value`)."""
    kind: Row | None = None
    """A slot per kind of thing: the row's group that matched names the kind (装修预算 and
    旅游预算, a favourite food and a favourite colour, are two slots)."""
    not_words: tuple[Row, ...] = ()
    """Words that hold the slot's words and say nothing of it (夜猫子 is no cat): masked."""
    left: Row | None = None
    """A state of the slot ended (a job left, a diet given up): it speaks to the slot with no
    value, so what was said before is superseded and the profile stops showing it."""
    names: Row | None = None  # said right after a value (husband Mark): shown with it
    unless: tuple[Row, ...] = ()
    """Ways of speaking to the slot that say no state of the user's now (a move still
    ahead, a job wished for: memory/rules/slot_limits.py): such a sentence neither fills the
    slot nor supersedes what was said; the text's other sentences still do."""

    def says(self, text: str) -> bool:
        """Whether the text speaks to the slot (its pattern, or one of its other sayings)."""
        text = self.plain(text)
        return bool(self.pattern.search(text)) or any(row.search(text) for row in self.more)

    def plain(self, text: str) -> str:
        """The text with `not_words` masked (each character a space)."""
        for row in self.not_words:
            text = row.sub(lambda m: " " * len(m[0]), text)
        return text

    def own_part(self, text: str, whose: str = USER) -> str:
        """The text without what `unless` holds back, stops kept (maybe "").

        A plan holds back its sentence (咱下个月要搬家了，从成都搬到杭州); the other rows only
        their clause: 我是一名老师，希望能做一个好老师 is a teacher, 不要叫我王老师，叫我小芳就行
        asks for 小芳, "I work as a nurse and hope to become a midwife" is a nurse. A clause a
        relative opens is held back from the user's own text only (`whose`): 我女朋友是素食
        主义者 is the girlfriend's diet.
        """
        rows = tuple(r for r in self.unless if whose == USER or r.name not in USERS_ONLY)
        if not any(row.search(text) for row in rows):
            return text
        return "".join(self._held(rows, piece, sep, SENTENCES)
                       for piece, sep in _parts(text)).strip()

    def _held(self, rows: tuple[Row, ...], piece: str, sep: str, cut: re.Pattern[str]) -> str:
        fired = [row for row in rows if row.search(piece)]
        if not fired:
            return piece + sep
        if cut is CLAUSES or any(row.name in SENTENCE_WIDE for row in fired):
            return ""
        return "".join(self._held(rows, p, s, CLAUSES) for p, s in _parts(piece, CLAUSES)) + sep

    @property
    def label(self) -> str:
        """The profile's label: both languages, the memory's own language follows."""
        return f"{self.zh} {self.en}"

    def value_of(self, text: str) -> str | None:
        """The slot's value in the text, or None; a change takes its new value (改成白班)."""
        text = self.plain(text)
        found: list[re.Match[str]] = []
        for row in (*self.more, *([self.value] if self.value is not None else [])):
            found = list(row.finditer(text))  # the more particular sayings first
            if found:
                break
        if not found:
            return None
        # A slot of many values takes each one said (老公 and 儿子) but one denied (没有糖尿病);
        # a single one the last said of now (改成白班了，之前上夜班: 白班)
        now = [m for m in found if not _before(text, m, slot_limits.VALUE_PAST)]
        kept = (now or found)[-1:] if self.single else [
            m for m in found if not _before(text, m, slot_limits.VALUE_DENIED)]
        groups = [g for m in kept for g in (*m.groupdict().values(), self._named(text, m))]
        parts = [SAID_AS.get(p.rstrip('了'), p).strip(" ，,。.的了") for p in groups if p]
        value = " ".join(dict.fromkeys(p for p in parts if p))
        return value or None

    def _named(self, text: str, match: re.Match[str]) -> str | None:
        said = self.names.search(text[match.end():]) if self.names is not None else None
        return "、".join(n for n in said.groups() if n) if said else None


SENTENCES = re.compile(r"([。;；!！?？]|\.(?:\s|$))")
"""Where a sentence ends (a full stop before a space or the end): what a plan holds back."""
CLAUSES = re.compile(r"([，,、]\s*|\s+(?:but|and|though|although|while|who|which)\s+)")
"""Where a clause ends within a sentence: what the other `unless` rows hold back."""
SENTENCE_WIDE = frozenset(row.name for row in slot_limits.SENTENCE_WIDE)
USERS_ONLY = frozenset({slot_limits.SOMEONE_OPENS.name})  # a relative's own text is theirs


def _before(text: str, match: re.Match[str], row: Row) -> bool:
    """Whether the row is said in the match's clause before it (没有 of 没有糖尿病)."""
    return bool(row.search(CLAUSES.split(text[:match.start()])[-1]))


def _parts(text: str, cut: re.Pattern[str] = SENTENCES) -> list[tuple[str, str]]:
    """The text's pieces, each with the mark that ends it ("" for the last)."""
    pieces = cut.split(text)
    return list(zip(pieces[::2], [*pieces[1::2], ""], strict=True))


HOUSEHOLD = frozenset({"pet", "wife", "husband", "partner", "spouse", "son", "daughter", "child",
                       "family"})
"""Whose pets are the user's too: a pet itself (我的猫叫团子), the spouse's, the children's, the
family's; a sister's cat (姐姐养了一只布偶猫) or a friend's dog is theirs (probe24f)."""
# The family line's: the relative itself (老公是厨师), not a sister's baby (家庭: 个宝宝, fix35b)
FAMILY_HOUSEHOLD = frozenset({"wife", "husband", "partner", "spouse", "child", "son", "daughter",
                              "parents", "family", "someone"})  # "they and their wife have…"
# 有个弟弟在深圳做程序员, 我是全职妈妈，老公在外企上班: theirs, not the user's
SOMEONE = (slot_limits.SOMEONE_HAD, slot_limits.SOMEONE_WHO, slot_limits.SOMEONE_OPENS)
# `slot_of` takes the first single-valued slot that matches; the profile shows them in order.
# The patterns are rows of memory/rules/slots.py (examples and non-examples under test).
SLOTS: tuple[Slot, ...] = (
    Slot("name", "名字", "name", rows.SLOT_NAME, rows.VALUE_NAME, more=(sayings.NAME_SAID_EN,)),
    Slot("address", "称呼", "call me", rows.SLOT_ADDRESS, rows.VALUE_ADDRESS,
         unless=(slot_limits.ADDRESS_REFUSED,)),
    Slot("city", "城市", "city", rows.SLOT_CITY, rows.VALUE_CITY, more=hometown.BASED_IN,
         unless=(slot_limits.MOVE_PLANNED, slot_limits.PLACE_MOVED, slot_limits.MOVE_WITHIN,
                 hometown.ORIGIN_SAID, *SOMEONE)),
    Slot("hometown", "老家", "hometown", hometown.SLOT_HOMETOWN, hometown.VALUE_HOMETOWN),
    Slot("occupation", "职业", "occupation", rows.SLOT_OCCUPATION, rows.VALUE_OCCUPATION,
         more=(sayings.JOB_DOING_ZH, sayings.JOB_DOING_EN, sayings.JOB_FIELD_EN,
               sayings.JOB_NOW_EN, *job_changes.ROWS, workplaces.JOB_IS_ZH,
               workplaces.JOB_AT_EN, job_roles.WORK_AS_EN, job_roles.HOME_ROLE),
         unless=(slot_limits.JOB_WISHED, *SOMEONE), left=rows.JOB_LEFT),
    Slot("workplace", "单位", "workplace", workplaces.SLOT_WORKPLACE, workplaces.VALUE_WORKPLACE,
         more=(workplaces.WORKPLACE_TO, workplaces.PLACE_OF_JOB_EN, workplaces.JOB_HAD_AT_EN,
               workplaces.WORKPLACE_TO_START),
         unless=(workplaces.PLACE_NOT_EMPLOYER, *SOMEONE), left=rows.JOB_LEFT),
    Slot("work_schedule", "班次", "schedule", rows.SLOT_SCHEDULE, rows.VALUE_SCHEDULE,
         profile=False, unless=(slot_limits.SHIFT_AHEAD,)),
    Slot("diet", "饮食", "diet", rows.SLOT_DIET, rows.VALUE_DIET, left=diets.DIET_LEFT,
         more=(diets.NO_FOOD, diets.DIET_NAMED), kind=diets.FOOD_KIND, unless=(SOMEONE[-1],)),
    Slot("budget", "预算", "budget", rows.SLOT_BUDGET, rows.VALUE_BUDGET, kind=rows.BUDGET_OF),
    Slot("relationship_status", "婚恋", "relationship", rows.SLOT_RELATIONSHIP,
         rows.VALUE_RELATIONSHIP, more=(sayings.ENGAGED, sayings.PARTNER_NOW, sayings.BROKE_UP)),
    Slot("reply_length", "回复长短", "reply length", rows.SLOT_REPLY_LENGTH, profile=False),
    Slot("family", "家庭", "family", rows.SLOT_FAMILY, rows.VALUE_FAMILY, single=False,
         household=FAMILY_HOUSEHOLD, names=family_names.FAMILY_NAMES),
    Slot("pets", "宠物", "pets", pets.SLOT_PETS, pets.VALUE_PETS, single=False,
         unless=(pets.PET_NONE, pets.PET_NOT_HAD, slot_limits.ANIMAL_AVOIDED),
         not_words=pets.NOT_PET_WORDS, household=HOUSEHOLD,
         more=(pets.PET_NAMES_EACH, sayings.PET_NAMED, pets.PET_APPOSITIVE, pets.PETS_HAD_EN,
               pets.PET_NAME_AFTER, pets.PET_BREED_EN, pets.PET_OWNED_EN)),
    Slot("allergies", "过敏", "allergies", rows.SLOT_ALLERGIES, rows.VALUE_ALLERGIES,
         single=False, unless=(slot_limits.SOMEONE_ALLERGIC,)),
    Slot("health", "健康", "health", rows.SLOT_HEALTH, rows.VALUE_HEALTH, single=False,
         more=(sayings.HEALTH_MEASURE,), unless=(slot_limits.HEALTH_WISHED,)),
    Slot("language", "语言", "language", languages.SLOT_LANGUAGE, languages.VALUE_LANGUAGE,
         unless=(languages.LANGUAGE_WITH_OTHERS,)),
    Slot("birthday", "生日", "birthday", sayings.BIRTHDAY, sayings.BIRTHDAY),
    Slot("favorite", "最爱", "favorite", favorites.FAVORITE_OF, favorites.VALUE_FAVORITE,
         profile=False, kind=favorites.FAVORITE_OF),
    # Last: a memory that says an age and a city or job (我28岁，住在上海) is superseded by its
    # city or job, which change; `slot_of` takes the first slot that matches.
    Slot("age", "年龄", "age", rows.SLOT_AGE, rows.VALUE_AGE,
         more=(sayings.AGE_REACHED, sayings.AGE_BARE), unless=(slot_limits.PET_AGE, SOMEONE[-1])),
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

    Whose fact it is (memory/people.py; read from the text when not given) is part of the slot:
    the user's city is `city`, their mother's `mother:city`, so neither supersedes the other.
    Someone the user has many of (friends, cousins) fills no single slot.
    """
    found = slots_of(text, subject)
    return found[0] if found else None


@lru_cache(maxsize=8192)
def slots_of(text: str, subject: str | None = None, said_by: str | None = None) -> tuple[str, ...]:
    """Every single-valued slot a statement fills, in the table's order (`slot_of`: the first).

    "is Maya, is thirty-two" fills the name and the age: "turned 33" supersedes it (probe24f).
    `said_by`: whose own clauses the text holds, when not `subject`'s (memory/relative_news.py
    reads a sister's news, 妹妹现在住在成都了, as the slots it would fill as the user's).
    Memoised, as `profile_values`: every write reads the slots of all active memories.
    """
    whose = subject or subject_of(text)
    if rows.PAST_ONLY.search(text):
        return ()  # "used to be vegetarian": a state left supersedes nothing
    found: list[str] = []
    for slot in SLOTS:
        own = slot.own_part(text, said_by or whose)  # 下个月要搬到杭州, 我想当老师: no state now
        if not slot.single or not own or not (slot.says(own) or (
                slot.left is not None and slot.left.search(own))):
            continue
        key = f"{slot.key}:{kind}" if (kind := _kind(slot, text)) else slot.key
        # A household's budget is the user's too, whoever named it; a reply's length is said
        # to the assistant: nobody else's.
        if slot.key in ("budget", "reply_length") or whose == USER:
            found.append(key)
        elif is_one(whose):
            found.append(f"{whose}:{key}")
        else:
            break  # someone the user has many of fills no single slot
    return tuple(found)


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
        if subject != USER and not slot.about_others and slot.key != "budget" \
                and subject not in slot.household:
            continue
        own = slot.own_part(text, subject)  # a move still ahead, a job wished for: no value
        if slot.key == "pets" and own != text and not (
                pets.PET_KEPT.search(own) or pets.PETS_HAD_EN.search(own)):
            continue  # 我家的狗去世了, 不想再养猫了: no pet of the user's now (养了两只猫 is)
        value = slot.value_of(own) if own and slot.says(own) else None
        if value:
            out.append((slot, value))
    return tuple(out)


on_toggle(slots_of.cache_clear)
on_toggle(_profile_values.cache_clear)
