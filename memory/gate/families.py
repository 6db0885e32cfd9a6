"""The signal families of one clause and the category they make [beyond seed 003].

memory/gate/facts.py reads a message clause by clause with these: which families of the
rows of memory/rules/ (seed003.py, requests.py, facts.py, lasting.py, subjects.py,
whole_facts.py) a clause carries, and the memory category they make.
"""

from __future__ import annotations

from strata_layered.memory.facts.people import SOMEONE, USER, subject_of
from strata_layered.memory.facts.slots import slot_of, unfaceted
from strata_layered.memory.gate.judgement import Category
from strata_layered.memory.gate.lasting_families import lasting_signals
from strata_layered.memory.language.sentences import QUOTED
from strata_layered.memory.rules import job_changes, job_roles
from strata_layered.memory.rules.aversions import NOW_ABLE_EN
from strata_layered.memory.rules.back_references import NOT_BOUNDARY_RELAYED, NOT_BOUNDARY_SIGH
from strata_layered.memory.rules.body_parts import BODY_WEAK
from strata_layered.memory.rules.clause_links import KEEP_IN_MIND_EN
from strata_layered.memory.rules.consolidation import REPLACED_NAMED
from strata_layered.memory.rules.dated_events import DATED_EVENT_EN
from strata_layered.memory.rules.days import DATED_DOING_ZH
from strata_layered.memory.rules.deadlines import DEADLINES
from strata_layered.memory.rules.deadlines_met import DEADLINE_MET
from strata_layered.memory.rules.diets import CANNOT_TAKE, DIET_LEFT
from strata_layered.memory.rules.facts import (
    CONSTRAINT_SIGNAL,
    EVENT,
    HABIT,
    HABIT_RHYTHM,
    IDENTITY,
    LIKES,
    LIVES_EN,
    ONGOING,
    PEOPLE,
    PEOPLE_PREDICATE,
    POSSESSION,
    ROUTINE,
    SITUATION,
    VAGUE,
)
from strata_layered.memory.rules.fears import REACTION_WHEN
from strata_layered.memory.rules.habit_types import HELD_DEAR, LONGING_DAILY, PREFERENCE_SAID
from strata_layered.memory.rules.hometown import BASED_IN_ZH
from strata_layered.memory.rules.languages import LANGUAGE_ASKED
from strata_layered.memory.rules.lasting import (
    ABOUT_THE_CHAT,
    LIKING_SAID,
    MINE_IS,
    NOT_A_HABIT,
    REACTION,
    USUALLY_ZH,
    VAGUE_OPENER,
)
from strata_layered.memory.rules.life import (
    ABOUT_TO,
    BUSY_EXCUSE,
    ERRAND,
    ERRAND_EN,
    NO_MORE,
    PLAN_DROPPED,
    UNREALISED,
)
from strata_layered.memory.rules.medicines import HEALTH_READING
from strata_layered.memory.rules.money import MONEY_SUM
from strata_layered.memory.rules.person_ages import PERSON_AGED
from strata_layered.memory.rules.pet_ages import PET_AGED
from strata_layered.memory.rules.plans import NOW_NOT, RESCHEDULED
from strata_layered.memory.rules.requests import (
    BOUNDARY_DIRECTED_EN,
    BOUNDARY_EXTRA,
    GOAL_REQUEST,
    NAME_BOUNDARY,
    NOT_BOUNDARY_ASKED,
    NOT_BOUNDARY_BIE,
    ONE_OFF_REQUEST,
    SEED_BOUNDARY_WORDS,
    SITUATION_ASKED,
    STYLE_ASKED_EN,
    STYLE_COMPARED_EN,
    STYLE_REQUEST,
    TREATMENT,
)
from strata_layered.memory.rules.routines import DAILY_HOURS
from strata_layered.memory.rules.seed003 import (
    BOUNDARY_SIGNAL,
    EXPLICIT_SIGNAL,
    EXPLICIT_SIGNAL_EN,
    IMPORTANT_FACT_SIGNAL,
    IMPORTANT_FACT_SIGNAL_EN,
    PREFERENCE_SIGNAL,
)
from strata_layered.memory.rules.slot_health import SLOT_HEALTH
from strata_layered.memory.rules.slot_sayings import (
    DATED_OCCASION_EN,
    HEALTH_MEASURE,
    JOB_DOING_EN,
    JOB_DOING_ZH,
    JOB_FIELD_EN,
    JOB_NOW_EN,
    PET_KEPT_ZH,
)
from strata_layered.memory.rules.slots import SLOT_AGE
from strata_layered.memory.rules.standing import (
    CHANGE_CUE,
    INSTEAD_NOW,
    NOW_ABLE_ZH,
    NOWADAYS_EN,
    RELAYED_REQUEST,
)
from strata_layered.memory.rules.subjects import (
    EXPLICIT_MARKER,
    FAMILY_WORD,
    FIRM_BOUNDARY,
    OTHER_SUBJECT,
    USER_SUBJECT,
)
from strata_layered.memory.rules.user_names import CALLED_FOR
from strata_layered.memory.rules.whole_facts import CHANGE_OF_MIND, DIET, DISLIKE, FRIEND_GOAL
from strata_layered.memory.rules.workplaces import WORKPLACE_TO

SAID_ONCE_SLOTS = frozenset({"name", "address", "age", "birthday", "relationship_status",
                             "hometown"})
"""Slots a clause fills as a fact with no other signal: 我三十岁了, 'I turned 33' (probe24f),
"I'm Sam, 41" (a name said with the age: the age alone was not read, the name comes first),
我脱单了！ (probe31: kept nothing, the profile kept 婚恋: 单身)."""
JOBS_DONE = (JOB_DOING_ZH, JOB_DOING_EN, JOB_FIELD_EN, JOB_NOW_EN, *job_changes.ROWS,
             job_roles.TITLE_EN_IN_ZH, job_roles.STUDYING_ZH, job_roles.PROMOTION_SAID,
             job_roles.RETIRED_FROM)
"""A job said as what the user does (我现在做平面设计, 'I do graphic design now'): a fact."""


def _changed_to_zh(text: str) -> bool:
    """改喝茶了 / 改去海南 / 从跑步改成了游泳: a change naming what it replaces.

    Not the English "instead of" alone: "Let's have pizza instead of pasta" changes nothing.
    """
    found = REPLACED_NAMED.search(text.strip().rstrip("。.！!"))
    return bool(found and (found["verb"] or found["zh_old"]))


def _mind_settled(text: str) -> bool:
    """想了想还是回去上班吧: a decision after thinking it over (row change_of_mind's `what`)."""
    found = CHANGE_OF_MIND.search(text.strip())
    return bool(found and found["what"])


def signals_of(text: str) -> list[str]:
    """The signal families a clause carries: the seed's first, then [beyond]."""
    without_bie = text
    for row in (NOT_BOUNDARY_BIE, NOT_BOUNDARY_ASKED, NOT_BOUNDARY_SIGH, NOT_BOUNDARY_RELAYED):
        without_bie = row.sub("", without_bie)
    found = {
        "explicit": bool(EXPLICIT_SIGNAL.search(text) or EXPLICIT_SIGNAL_EN.search(text)
                         or KEEP_IN_MIND_EN.search(text)),
        # English: the seed's twin only when said to the assistant ("don't call me…").
        "boundary": bool(BOUNDARY_SIGNAL.search(without_bie) or BOUNDARY_EXTRA.search(text)
                         or BOUNDARY_DIRECTED_EN.search(text)
                         or (SEED_BOUNDARY_WORDS.search(text) and TREATMENT.search(text))),
        # English: LIKES, which wants the user as subject ("she likes…" is hers).
        "preference": bool(PREFERENCE_SIGNAL.search(text) or LIKES.search(text)
                           or DISLIKE.search(text) or DIET.search(text)),
        "fact": bool(IMPORTANT_FACT_SIGNAL.search(text) or IMPORTANT_FACT_SIGNAL_EN.search(text)
                     or CONSTRAINT_SIGNAL.search(text)
                     or IDENTITY.search(FAMILY_WORD.sub("", text))
                     or (FAMILY_WORD.search(text) and PEOPLE_PREDICATE.search(text))
                     # a relative's age (我女儿今年六岁了): fills no single slot of the user's,
                     # so SAID_ONCE_SLOTS below does not read it (probe30)
                     or (SLOT_AGE.search(text) and subject_of(text) not in (USER, SOMEONE))
                     or LIVES_EN.search(text) or POSSESSION.search(text)
                     or unfaceted(slot_of(text) or "").rpartition(":")[2] in SAID_ONCE_SLOTS
                     or PET_KEPT_ZH.search(text) or PET_AGED.search(text)
                     or PERSON_AGED.search(text)  # 'zoe is 13 now' (probe40)
                     or (BASED_IN_ZH.search(text) and USER_SUBJECT.search(text))  # 我在广州
                     or any(row.search(text) for row in JOBS_DONE)
                     # a condition (我有高血压, 'I have asthma', 血压有点高, 我膝盖不太好)
                     or any(r.search(text) for r in (HEALTH_MEASURE, SLOT_HEALTH, BODY_WEAK,
                                                     HEALTH_READING, MONEY_SUM))  # 血糖7.8
                     or DATED_OCCASION_EN.search(text)  # "our anniversary is on June 12"
                     or DATED_EVENT_EN.search(text)  # "my flight is on friday" (left43)
                     or any(r.search(text) for r in DEADLINES)),  # "report due dec 15" (probe41)
        "goal": bool(GOAL_REQUEST.search(text) or FRIEND_GOAL.search(text)),
        "style": bool(STYLE_REQUEST.search(text) or STYLE_ASKED_EN.search(text)
                      or STYLE_COMPARED_EN.search(text)
                      or LANGUAGE_ASKED.search(text.strip())
                      or SITUATION_ASKED.search(text.strip()))
        and not NAME_BOUNDARY.search(text),
        "ongoing": bool(ONGOING.search(text)),
        # work handed in said with the deadline it met (clauses42b)
        "event": bool(EVENT.search(text) or DATED_DOING_ZH.search(text)
                      or DEADLINE_MET.search(text)),
        "people": bool(PEOPLE.search(text) and PEOPLE_PREDICATE.search(text)),
        # Someone in the user's life who always does something is a fact about them too.
        "routine": bool((ROUTINE.search(text) or HABIT.search(text) or USUALLY_ZH.search(text)
                         or CANNOT_TAKE.search(text) or REACTION_WHEN.search(text))
                        and (USER_SUBJECT.search(text) or OTHER_SUBJECT.search(text))
                        or DAILY_HOURS.search(text.strip())),  # 每天九点才下班 (probe38)
        "situation": bool(SITUATION.search(text)),
        "change": bool(CHANGE_CUE.search(text) or INSTEAD_NOW.search(text)
                       or NOW_ABLE_ZH.search(text) or NOWADAYS_EN.search(text)
                       or NOW_ABLE_EN.search(text) or WORKPLACE_TO.search(text)
                       or _changed_to_zh(text)
                       or PLAN_DROPPED.search(text.strip()) or DIET_LEFT.search(text)
                       or NO_MORE.search(text) or NOW_NOT.search(text)
                       or RESCHEDULED.search(text) or _mind_settled(text)
                       # a job joined or started (下周一就入职, 今天第一天去新公司上班: probe40)
                       or any(row.search(text) for row in job_changes.JOINED)),
    }
    bare = text.strip("。！!？?.，, ")
    if any(row.search(bare) for row in (
            ABOUT_TO, BUSY_EXCUSE, VAGUE_OPENER, REACTION, ABOUT_THE_CHAT, RELAYED_REQUEST,
            ONE_OFF_REQUEST, CALLED_FOR)) or UNREALISED.search(text):
        return []  # on leaving, a vague opener, a reaction, a wish that did not come true
    names = [name for name, hit in found.items() if hit]
    names += [name for name in lasting_signals(text) if name not in names]
    if "ongoing" in names and (ERRAND.search(text) or ERRAND_EN.search(text)):
        names.remove("ongoing")  # 我打算一会儿去洗澡: an errand for the next hours
    if names == ["explicit"] and not EXPLICIT_MARKER.search(text):
        # "下次推荐电影先问问我" asks the agent for something next time: a style request;
        # "下次我可以试试" / "I hope … next time" say nothing lasting about the user.
        return ["explicit", "style"] if not USER_SUBJECT.search(text) else []
    if VAGUE.search(text) and not {"preference", "boundary", "style", "goal"} & set(names):
        return []
    return names


def said_as_liking(text: str) -> bool:
    """A liking however it is said: as it goes on, as a pastime, by how good it feels [beyond].

    Read by `category_of` for a clause and by the span selector for a group of clauses.
    """
    return bool(LIKING_SAID.search(text)) or any(row.search(text) for row in PREFERENCE_SAID)


def category_of(text: str, signals: list[str], *, other: bool) -> Category:
    """The memory category of a fact clause, most specific first."""
    if HELD_DEAR.search(text):
        return "preference"  # "My friends are my rocks": a value of the user's, said of others
    if other:
        return "important_fact"
    if "goal" in signals:
        return "relationship_goal"
    if "boundary" in signals and FIRM_BOUNDARY.search(text):
        return "boundary"  # "我不接受你用命令的口气跟我说话": a limit first, a style second
    if "style" in signals:
        return "conversation_style"
    if "boundary" in signals:
        return "boundary"
    said = QUOTED.sub("《》", text)  # a title names a work: 《听妈妈的话》 says nothing of a mother
    if CONSTRAINT_SIGNAL.search(said) or IDENTITY.search(said) or HEALTH_READING.search(said) \
            or MONEY_SUM.search(said):  # blood sugar was 145 (probe42b); 房贷每个月还5800
        return "important_fact"
    if "preference" in signals or said_as_liking(said):
        return "preference"
    if {"fact", "event", "people", "situation", "change"} & set(signals):
        return "important_fact"
    if "ongoing" in signals and not HABIT_RHYTHM.search(said):
        return "important_fact"  # a plan or a project under way; with its rhythm, a habit
    if NOT_A_HABIT.search(said) or MINE_IS.search(said) or LONGING_DAILY.search(said):
        # a long-held wish, a past state, a lasting struggle; 我的车牌号是… (probe30)
        return "important_fact"
    return "preference"  # routines and habits
