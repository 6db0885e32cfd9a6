"""The fact a clause states, and whether the clause after it completes it [beyond seed 003].

memory/gate/facts.py reads a message clause by clause: each fact clause is a `FactClause`,
the message a `Reading`; a short follow-up with no subject of its own joins the fact before
it (`attaches`), and time-bound wording with nothing lasting is a passing state
(`passing_only`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from strata_layered.memory.facts.people import USER
from strata_layered.memory.facts.slots import slot_of, unfaceted
from strata_layered.memory.gate.families import SAID_ONCE_SLOTS
from strata_layered.memory.gate.judgement import Category
from strata_layered.memory.language.clauses import Clause
from strata_layered.memory.rules.back_references import NOT_RAISED_BACK, OBJECT_BACK
from strata_layered.memory.rules.clause_links import (
    CONSEQUENCE,
    CONTINUES,
    EXAMPLES,
    MOVE_DETAIL,
    NAMING,
    POINTS_BACK,
    REQUEST_MANNER,
    SUBJECT_START,
)
from strata_layered.memory.rules.deadlines_met import DEADLINE_MET
from strata_layered.memory.rules.job_changes import JOB_GOT_LEAD, JOINED
from strata_layered.memory.rules.life import (
    EXAM_PASSED,
    GONE_MISSING,
    LIFE_CHANGE_EN,
    MILESTONE,
)
from strata_layered.memory.rules.medicines import HEALTH_READING
from strata_layered.memory.rules.names_given import INTRODUCED_ZH
from strata_layered.memory.rules.others_facts import OWN_AFTER_FAMILY, RUNS_IN_FAMILY
from strata_layered.memory.rules.passing import (
    LASTING_DESPITE_TODAY,
    PERSISTENCE_SIGNAL,
    TEMPORARY_SIGNAL,
)
from strata_layered.memory.rules.people import BY_WORD
from strata_layered.memory.rules.plans_done import PLAN_CARRIED
from strata_layered.memory.rules.together import WE_TWO
from strata_layered.memory.rules.visits import MOVED_IN_ZH
from strata_layered.memory.text.text import has_cjk


@dataclass
class FactClause:
    """One clause that states a fact worth keeping."""

    clause: Clause
    note: str
    """The fact as a note (memory/facts/phrasing.py)."""
    category: Category
    signals: list[str]
    about: str = USER
    """Whose fact: "user", or who it is about (a relation of memory/facts/people.py, a name, or
    "someone" for a 他 / 她 the message does not name)."""
    explicit: bool = False
    holds: int = 1
    """How many facts said the clause holds (more than 1: grouped past seed 000's cap)."""


@dataclass
class Reading:
    """A message read clause by clause."""

    facts: list[FactClause] = field(default_factory=list)
    passing: list[Clause] = field(default_factory=list)
    """Clauses with a signal but time-bound wording and nothing lasting."""
    kinds: dict[str, int] = field(default_factory=dict)
    explicit: bool = False
    dangling: list[tuple[str, Category]] = field(default_factory=list)
    """Fact clauses not kept: their 它 / "it" stands for nothing said before (clause, kind)."""
    clauses: list[Clause] = field(default_factory=list)
    """The message's clauses as split (the span selector reads them again: shared)."""
    kind_of: dict[Clause, str] = field(default_factory=dict)
    """`clause_kind` of each clause read (as a whole fact reads it)."""


def passing_only(text: str, signals: list[str], sentence: str) -> bool:
    """Time-bound wording (in the clause or earlier in its sentence) and nothing lasting."""
    return bool(TEMPORARY_SIGNAL.search(sentence)) and not (
        PERSISTENCE_SIGNAL.search(text) or LASTING_DESPITE_TODAY.search(text)
        or MILESTONE.search(text) or GONE_MISSING.search(text) or EXAM_PASSED.search(text)
        or LIFE_CHANGE_EN.search(text) or PLAN_CARRIED.search(text)  # a plan done today
        or MOVED_IN_ZH.search(text.strip())  # 我室友今天搬进来了 (left42)
        or DEADLINE_MET.search(text)  # work handed in today: the deadline it met ends
        or HEALTH_READING.search(text)  # "blood pressure was 150 over 95 today" (left43)
        or any(row.search(text) for row in JOINED)  # a first day at a new job (probe40)
        or unfaceted(slot_of(text) or "") in SAID_ONCE_SLOTS  # "I turned 35 today": lasting
        or {"boundary", "style", "goal"} & set(signals))


def introduced(fact: FactClause) -> str | None:
    """Who the fact's clause brings in (我有个弟弟: brother), or None (row introduced_zh)."""
    found = INTRODUCED_ZH.search(fact.clause.said.strip("，,。！! "))
    return BY_WORD.get(found["who"] or found["named"]) if found else None


def attaches(clause: Clause, previous: FactClause | None, category: Category | None) -> bool:
    """Whether the clause completes the fact before it rather than stating its own."""
    if previous is None:
        return False
    said = clause.said.strip()
    same_sentence = clause.sentence == previous.clause.sentence
    if NAMING.search(said) or EXAMPLES.search(said) or (CONTINUES.search(said) and (
            category in (None, previous.category) or "change" in previous.signals)):
        return True
    if NOT_RAISED_BACK.search(said.strip("，,。！!~～ ")):
        previous.category = "boundary"  # 情绪低落…也别主动提: not to raise what was said (probe42)
        return True
    if JOB_GOT_LEAD.search(previous.clause.said.strip("，,。！!. ")) and slot_of(clause.text):
        return True  # 拿到offer了，2027年1月去…做产品经理: the job got, then which
    if previous.about != USER and RUNS_IN_FAMILY.search(previous.clause.text) and \
            OWN_AFTER_FAMILY.search(said):
        previous.about = USER  # "diabetes runs in my family and I was diagnosed": the user's
        return True
    if not same_sentence:
        return False
    if previous.category in ("conversation_style", "boundary") and REQUEST_MANNER.search(
            clause.text.strip()):
        return True  # 别太正式，像朋友那样就行: how the request wants it
    if POINTS_BACK.search(said.strip("。！!.，, ")) or OBJECT_BACK.search(said.strip("。！!.，, ")):
        return True  # 朋友都这么叫我, "I can't stand it": the fact before, said again
    if CONSEQUENCE.search(clause.text.strip()):
        return True  # 不喝酒，一喝就过敏: what happens each time
    if "搬家" in previous.note and MOVE_DETAIL.search(clause.text.strip()):
        return True  # 要搬家了，从成都搬到杭州: where the move goes
    if previous.about != USER and WE_TWO.search(said):
        return True  # 我前任叫小李，我们去年分手了: the two of them, with the ex's fact
    if introduced(previous) and not SUBJECT_START.search(said):
        return True  # 我有个弟弟，在北京上班: the brother works there, not the user
    if previous.about != "user" and not SUBJECT_START.search(clause.text) and category in (
            "preference", "important_fact"):
        return True  # "他喜欢旅游，喜欢尝试新的美食": still his, not the user's
    # A short follow-up of the same kind with no subject of its own: one fact, said in two;
    # after a change of habit, of any kind (现在不太吃火锅了，胃受不了: why; probe30).
    short = len(said) <= 12 if has_cjk(said) else len(said.split()) <= 8
    kind = category == previous.category or (
        has_cjk(said) and "change" in previous.signals and len(said) <= 6)
    return bool(kind and short and not SUBJECT_START.search(
        clause.text) and slot_of(previous.clause.text) is None and slot_of(clause.text) is None)


def detail_of(clause: Clause, previous: FactClause | None) -> bool:
    """Whether a clause with no fact of its own is a detail of someone else's fact before it.

    A short subject-less clause in the same sentence (胆结石 after 我妈在老家住院了) does not
    end the relative's fact: the clause after it is still theirs (下周做手术).
    """
    if previous is None or previous.about == USER or clause.sentence != previous.clause.sentence:
        return False
    said = clause.said.strip("，,。！!. ")
    short = len(said) <= 6 if has_cjk(said) else len(said.split()) <= 3
    return short and not SUBJECT_START.search(clause.text)
