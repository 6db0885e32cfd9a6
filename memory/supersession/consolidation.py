"""How a new memory relates to the ones already kept (seed 004 §2.2, §5.3).

Pure rules: persistence and time-bound wording, polarity, "slots" that hold one value at
a time (where the user lives, their job, diet…), and the topics a constraint applies to.
Thresholds are calibrated for multilingual-e5 (query side), whose cosines run high:
paraphrases score 0.93–0.97, but so do negations ("我喜欢" / "我不喜欢" 0.98).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

from strata_layered.memory.facts.constraint_reading import (
    another_thing,
    constraint_kind,
    counted,
    pet_news,
)
from strata_layered.memory.facts.fact_values import (
    adds_news,
    clauses_of,
    corrects_words,
    held_within,
    moved_plan,
    named_wrong,
    other_value,
    said_beside,
    said_values,
    same_value,
)
from strata_layered.memory.facts.people import subject_of
from strata_layered.memory.facts.slots import slot_of, slots_of
from strata_layered.memory.rules.aversions import (
    CAME_TO_LIKE,
    GOT_USED_TO,
    NO_LONGER_DOES,
    NOW_ABLE_EN,
)
from strata_layered.memory.rules.consolidation import (
    CHANGE,
    NEGATION,
    NOT_NEGATING,
    PERSISTENCE,
    REPLACED_NAMED,
    REVERSAL_FILLER,
    THIRD_PERSON_S,
    TIME_BOUND,
)
from strata_layered.memory.rules.hedges import HEDGED_CHANGE, held_back
from strata_layered.memory.rules.life import NO_MORE
from strata_layered.memory.rules.plans import INSTEAD_END, TRIP_TO, corrects
from strata_layered.memory.rules.standing import CHANGE_CUE as CORRECTION
from strata_layered.memory.rules.standing import NOW_ABLE_ZH
from strata_layered.memory.store.records import MemoryItem, MemoryStatus
from strata_layered.memory.store.write_reasons import reason_text
from strata_layered.memory.supersession.life_changes import life_change, person_aged, pet_aged
from strata_layered.memory.supersession.relative_news import relative_news
from strata_layered.memory.text.text import has_cjk

SEMANTIC_DUPLICATE = 0.955
RELATED = 0.93
REPLACED = 0.85
"""A change naming what it replaces (row replaced_named) supersedes from this cosine: 现在改喝茶
/ 每天早上都喝咖啡 0.89, "gone off sushi" / "loves sushi" 0.87; "instead of driving" / "is
learning driving with their dad" 0.81 is another thing."""
# A flipped polarity only means "the opposite" when the rest is nearly the same sentence:
# 我不喜欢被催促 / 我喜欢被催促 score 0.978, while 我花粉过敏 / 我花粉过敏，这周就不去植物园了
# (a restatement with an unrelated 不) scores 0.940.
OPPOSITE = 0.955
CORRECTED = 0.90
TIME_BOUND_TTL = timedelta(days=7)
TIME_BOUND_CONFIDENCE = 0.4
PROMOTE_AFTER_CONVERSATIONS = 3
CONFIDENCE_STEP = 0.05
MAX_CONVERSATIONS = 10
MAX_WORDINGS = 8
"""Other wordings of a memory kept in its history (what a delete takes back with it)."""
ACTIVE_CONFIDENCE = 0.7


@dataclass(frozen=True)
class Relation:
    """How a new memory relates to an existing one."""

    kind: Literal["duplicate", "supersedes", "overwrite", "unrelated"]
    reason: str
    partial: bool = False
    """A correction of one clause of the old note: the others stand (supersession/remainders.py)."""


def is_persistent(text: str) -> bool:
    """Words of persistence promote a candidate to a formal memory."""
    return bool(PERSISTENCE.search(text))


def is_time_bound(text: str) -> bool:
    """Time-bound or emotional wording without persistence gets low confidence and a TTL."""
    return bool(TIME_BOUND.search(text)) and not is_persistent(text)


def polarity(text: str) -> bool:
    """False when the statement is negative (不喜欢, don't, no longer…)."""
    return len(NEGATION.findall(NOT_NEGATING.sub("", text))) % 2 == 0


def _core(text: str) -> str:
    """The statement without its negations and particles: a reversal keeps the same core."""
    bare = NEGATION.sub("", NOT_NEGATING.sub("", text.lower()))
    return REVERSAL_FILLER.sub("", THIRD_PERSON_S.sub("", bare))


def replaced_by(new_text: str, old_text: str) -> bool:
    """Whether the change said in `new_text` names the thing `old_text` is about.

    Row replaced_named: "instead of coffee" / "gave up coffee" and "drinks coffee every
    morning"; 改喝茶 and 每天早上都喝咖啡 (the same verb, another object).
    """
    found = REPLACED_NAMED.search(new_text.strip().rstrip("。.！!"))
    if found is None:
        return False
    if found["verb"]:  # the same verb, said (not 不喝 / 没吃), with another object
        return re.search(rf"(?<![不没别]){found['verb']}(?!{re.escape(found['new'])})"
                         r"[\u4e00-\u9fff]", old_text) is not None
    old = (found["old"] or found["from"] or found["off"] or found["zh_old"] or "").strip()
    if not old:
        return False
    if has_cjk(old):
        return old in old_text
    word = re.escape(old.lower()).replace(r"\ ", r"\s+")
    return re.search(rf"(?<![\w]){word}", old_text.lower()) is not None


def _named_in(used: re.Match[str], old_text: str) -> bool:
    """Whether what an aversion got over names (spicy food, 吃辣) is said in the old memory."""
    thing = next((v for v in used.groupdict().values() if v), "")
    if has_cjk(thing):  # 吃辣 and 受不了辣: the thing, not the verb of taking it
        said = [ch for ch in thing if ch not in "吃喝做用穿"]
        return bool(said) and all(ch in old_text for ch in said)
    # "run" of "loves running", "yoga" of "does yoga": a word's stem, not the verb of doing it
    words = [w for w in re.findall(r"[a-z]+", thing.lower()) if len(w) >= 3
             and w not in ("eat", "drink", "play", "have", "like", "love", "enjoy", "the")]
    return any(re.search(rf"\b{w[:max(3, len(w) - 1)]}", old_text.lower()) for w in words)


def relate(
    new_text: str, new_type: str, old_text: str, old_type: str, similarity: float | None,
    *, new_scope: str = "global", old_scope: str = "global",
    new_subject: str | None = None, old_subject: str | None = None,
) -> Relation:
    """Classify the new memory against one existing memory.

    [beyond] Two memories about different people (memory/facts/people.py) are never one fact ("My
    sister lives in Boston" and "I live in Paris"); a change said as a possibility ends none.
    """
    new_subject = new_subject or subject_of(new_text)
    # "kid Zoe is 13 now" ends the age in the user's "has 2 kids, Zoe 12 and Eli 9" (probe40)
    if person_aged(new_text, old_text):
        return Relation("supersedes", reason_text("person_age", new_text), partial=True)
    hedged = held_back(new_text), bool(HEDGED_CHANGE.search(old_text))
    if new_subject != (old_subject or subject_of(old_text)) or hedged == (True, False):
        return Relation("unrelated", "")  # another's; "might quit…", "not vegan at home" (probe41)
    sim = similarity or 0.0
    if hedged == (False, True) and (held_within(new_text, old_text) or sim >= SEMANTIC_DUPLICATE):
        return Relation("supersedes", reason_text("changed", new_text))  # the might came true
    # a slot both fill (辞职了 fills the job and the workplace; 在银行上班 the workplace)
    new_slots, old_slots = slots_of(new_text, new_subject), slots_of(old_text, new_subject)
    slot = next((s for s in new_slots if s in old_slots), slot_of(new_text, new_subject))
    same_slot = slot is not None and slot in old_slots
    flipped = polarity(new_text) != polarity(old_text)
    # [beyond] 想去北京工作了 after 不想去北京工作: the same words reversed, never a duplicate.
    if flipped and _core(new_text) == _core(old_text):
        return Relation("supersedes", reason_text("opposite", new_text))
    # [beyond] The same reversed as one clause of the new note ("…, is a dog person now").
    parts = clauses_of(new_text)
    if len(parts) > 1 and any(polarity(c) != polarity(old_text) and _core(c) == _core(old_text)
                              for c in parts):
        return Relation("supersedes", reason_text("opposite", new_text))
    # [beyond] One fact said again with less (or more) of what was said around it.
    if held_within(new_text, old_text) and not CHANGE.search(new_text):
        return Relation("duplicate", reason_text("held_within", new_text))
    if held_within(old_text, new_text) and slot_of(old_text, new_subject) is None:
        return Relation("supersedes", reason_text("holds_more", new_text))
    if same_slot and not CHANGE.search(new_text) and same_value(slot, new_text, old_text):
        if said_beside(slot, new_text, old_text):  # 不喜欢吃辣，虽然住在成都: a liking, not a city
            return Relation("unrelated", "")  # both kept: the slot's own rules decide
        if not flipped:
            return Relation("duplicate", reason_text("same_value", new_text, slot=slot or ""))
    if new_scope == old_scope == "constraint" and (
        same_slot or (slot == slot_of(old_text, new_subject) and constraint_kind(new_text)
                      and constraint_kind(new_text) == constraint_kind(old_text))
    ):
        other, several = another_thing(new_text, old_text)
        if NO_MORE.search(new_text) and not NO_MORE.search(old_text):
            # 不想再养新的猫了 after 家里只剩芝麻一只猫了: a decision, not a new count of cats
            return Relation("unrelated", "")
        # a new count (现在有三只猫); no count says no change of it
        kinds = constraint_kind(new_text) & constraint_kind(old_text)
        count = counted(new_text, kinds)
        if CHANGE.search(new_text) or (count and count != counted(old_text, kinds)):
            return Relation("overwrite", reason_text("constraint_changed", new_text))
        if pet_aged(new_text, old_text):  # "dog Biscuit is 6" after "… is 5": no restatement
            return Relation("overwrite", reason_text("pet_age", new_text))
        # "I'm vegan now" after "I'm vegetarian" (fix35): a single slot's other value is a
        # change, never the constraint restated
        if (other and not several) or (same_slot and other_value(slot, new_text, old_text)):
            return Relation("overwrite", reason_text("constraint_changed", new_text))
        if not other and not pet_news(new_text, old_text):  # "cat Luna hates the vet" is news
            return Relation("duplicate", reason_text("constraint_restated", new_text))
        # [beyond] a second allergy, another cat: another constraint, both kept
    news = relative_news(new_text, old_text, new_subject)  # "my sister lives in Denver now"
    if news or same_slot and (flipped or CHANGE.search(new_text) or sim < SEMANTIC_DUPLICATE
                              or other_value(slot, new_text, old_text)):
        return Relation("supersedes", reason_text("newer_value", new_text, slot=news or slot or ""))
    if sim >= OPPOSITE and flipped:
        return Relation("supersedes", reason_text("opposite", new_text))
    # [beyond] A change that names what it replaces, however far the wording moved (not
    # as far as another subject: "instead of driving" is no word on "learning driving").
    if sim >= REPLACED and replaced_by(new_text, old_text) and not replaced_by(old_text,
                                                                                new_text):
        return Relation("supersedes", reason_text("changed", new_text), partial=True)
    if sim >= RELATED and (CHANGE.search(new_text) or NOW_ABLE_ZH.search(new_text)
                           or GOT_USED_TO.search(new_text)):
        return Relation("supersedes", reason_text("changed", new_text))
    # [beyond] An aversion got over ("gotten used to spicy food" after "can't stand spicy
    # food", 0.89): the thing named in both, the old one said against it.
    if not polarity(old_text) and polarity(new_text) and (
            used := GOT_USED_TO.search(new_text) or CAME_TO_LIKE.search(new_text)
            or NOW_ABLE_EN.search(new_text)) and _named_in(used, old_text):
        return Relation("supersedes", reason_text("changed", new_text))
    if polarity(old_text) and not polarity(new_text) and (  # "doesn't run anymore"
            stopped := NO_LONGER_DOES.search(new_text)) and _named_in(stopped, old_text):
        return Relation("supersedes", reason_text("changed", new_text))
    # [beyond] A correction (其实…, "actually", "no longer", a plan moved: 0.85) replaces its fact.
    if corrects(new_text) and ((moved := moved_plan(new_text, old_text)) or flipped or (
            new_type == old_type)) and sim >= (REPLACED if moved else CORRECTED) and (
            corrects_words(new_text, old_text)):  # a routine's days moved (left44): any type
        return Relation("supersedes", reason_text("corrected", new_text), partial=True)
    if named_wrong(new_text, old_text):  # "Chester, not Manchester" (probe39)
        return Relation("supersedes", reason_text("corrected", new_text), partial=True)
    # [beyond] A trip changed supersedes one planned elsewhere (rules/plans.py; vectors can't).
    if trip_changed(new_text) and (went := TRIP_TO.search(new_text)) and (
            was := TRIP_TO.search(old_text)) and went["place"].lower() != was["place"].lower():
        return Relation("supersedes", reason_text("changed", new_text), partial=True)
    # [beyond] A plan called off or done, a pet gone, a medicine changed (life_changes.py).
    if (ended := life_change(new_text, old_text, slot)) is not None:
        return Relation("supersedes", reason_text(ended, new_text),
                        partial=ended in ("plan_dropped", "plan_done", "pet_age",
                                         "person_age", "medicine_changed", "mind_changed"))
    # [beyond] Numbers, times of day or week and names that differ are different facts
    # (喜欢2号茶 / 喜欢3号茶, 半夜跑步 / 晚上跑步, lives in Berlin / in Lisbon).
    if sim >= SEMANTIC_DUPLICATE and new_type == old_type and (
            said_values(new_text) == said_values(old_text)) and not adds_news(new_text, old_text):
        return Relation("duplicate", reason_text("same_meaning", new_text, cosine=f"{sim:.3f}"))
    return Relation("unrelated", "")


def initial_state(
    text: str, *, confidence: float, explicit: bool, now: datetime
) -> tuple[MemoryStatus, float, datetime | None]:
    """Status, confidence and expiry of a new memory."""
    if is_time_bound(text):
        return "active", min(confidence, TIME_BOUND_CONFIDENCE), now + TIME_BOUND_TTL
    if explicit or is_persistent(text) or confidence >= ACTIVE_CONFIDENCE:
        return "active", confidence, None
    return "candidate", confidence, None


def restate(item: MemoryItem, *, now: datetime, conversation: str | None = None,
            persistent: bool = False, said: str | None = None) -> None:
    """Record on `item` that it was stated again: no new memory, more confidence.

    A candidate becomes active when the user uses a word of persistence or has now said
    it in three different conversations (seed 004 §2.2). Other wording of it (`said`: "对花生
    过敏" for "is allergic to peanuts") is kept in its history, so that deleting the memory
    takes that wording out of topics and summaries too (memory/forgetting/retraction.py).
    """
    item.mentions += 1
    wordings = [h["said"] for h in item.history if "said" in h]
    if said and said != item.content and said not in wordings and len(wordings) < MAX_WORDINGS:
        item.history.append({"said": said, "at": now.isoformat()})
    item.confidence = min(1.0, item.confidence + CONFIDENCE_STEP)
    item.updated_at = now
    if conversation and conversation not in item.conversations:
        item.conversations = [*item.conversations, conversation][-MAX_CONVERSATIONS:]
    if item.status == "candidate" and (
        persistent or len(item.conversations) >= PROMOTE_AFTER_CONVERSATIONS
    ):
        item.status = "active"
        item.history.append({"promoted": now.isoformat(),
                             "why": "persistence" if persistent else "3 conversations"})
    if item.expires_at is not None and persistent:
        item.expires_at = None


def trip_changed(text: str) -> bool:
    """A trip said as changed ("changed my mind, going to Lisbon instead")."""
    return bool((CORRECTION.search(text) or INSTEAD_END.search(text)) and TRIP_TO.search(text))
