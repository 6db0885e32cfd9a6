"""Rule-based memory extraction (seed 000 v1), with the seed 003 type mapping.

Runs when no model is configured or the model's extraction fails. [beyond] One memory per
fact the message states, phrased as a note (seed 004 §2.2: facts, not the conversation).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from datetime import datetime
from typing import Any

from strata_layered.memory.facts.constraint_reading import constraint_topics
from strata_layered.memory.facts.held import holds_all
from strata_layered.memory.facts.joined_notes import joined_notes
from strata_layered.memory.facts.people import SOMEONE, USER, with_named
from strata_layered.memory.facts.phrasing import with_date
from strata_layered.memory.gate.cap import facts_apart, group_facts
from strata_layered.memory.gate.fact_clauses import FactClause, Reading
from strata_layered.memory.gate.facts import ranked, read_message
from strata_layered.memory.gate.judgement import Category, Judgement
from strata_layered.memory.gate.labels import CATEGORY_TO_TYPE, MemoryType
from strata_layered.memory.rules.care import OWN_CARE
from strata_layered.memory.rules.clause_asks import REPLY_STYLE_ZH
from strata_layered.memory.rules.consolidation import REPLACED_NAMED
from strata_layered.memory.rules.deadlines import DEADLINES, EXAM_ON_DAY_EN
from strata_layered.memory.rules.deadlines_met import DEADLINE_MET  # a deadline met (clauses42b)
from strata_layered.memory.rules.facts import PEOPLE
from strata_layered.memory.rules.hometown import LOCATED_ZH
from strata_layered.memory.rules.job_changes import JOINED
from strata_layered.memory.rules.languages import LANGUAGE_ASKED
from strata_layered.memory.rules.life import (
    LIFE_CHANGE_EN,
    NAMED_PASSING,
    PLAN_DROPPED,
    SUBJECTLESS_PLAN,
    WHY_GIVEN,
)
from strata_layered.memory.rules.medicines import MEDICINE_ADDED, MEDICINE_CHANGED
from strata_layered.memory.rules.passing import PERSISTENCE_SIGNAL
from strata_layered.memory.rules.people import PRONOUN_SUBJECT
from strata_layered.memory.rules.plans import RESCHEDULED
from strata_layered.memory.rules.possessives import NAMED_POSSESSIVE
from strata_layered.memory.rules.requests import (
    STYLE_ASKED_EN,
    STYLE_COMPARED_EN,
)
from strata_layered.memory.rules.routines import DAILY_HOURS
from strata_layered.memory.rules.seed000 import (
    HIGH_IMPORTANCE,
    HIGH_IMPORTANCE_EN,
    SHOULD_REMEMBER,
    SHOULD_REMEMBER_EN,
)
from strata_layered.memory.rules.seed003 import EXPLICIT_SIGNAL_EN
from strata_layered.memory.rules.standing import (
    GOAL_BARE_ZH,
    HOME_COUNT,
    MOVE_DONE_ZH,
    STATUS_CHANGED,
    SUBJECTLESS_PERIOD,
)
from strata_layered.memory.rules.subjectless_en import SUBJECTLESS_EN
from strata_layered.memory.rules.subjects import BARE_CHILD, BARE_KIN, EXPLICIT_MARKER
from strata_layered.memory.rules.whole_facts import CHANGE_OF_MIND, MIND_CHANGED
from strata_layered.memory.store.records import MemoryScope
from strata_layered.memory.store.write_reasons import reason_text
from strata_layered.memory.text.grounding import MIN_GROUNDING, grounding
from strata_layered.memory.text.text import has_cjk, normalize_memory_content, normalize_message
from strata_layered.memory.writing.memory_types import classify_memory_type, fact_memory_type

MAX_NEW_MEMORIES_PER_TURN = 2
MAX_CONTENT_CHARS = 500


@dataclass(kw_only=True)
class ExtractedMemory:
    """One memory proposed by extraction, before de-duplication."""

    memory_type: MemoryType
    content: str
    importance: int
    confidence: float
    scope: MemoryScope = "global"
    applies_to: list[str] = field(default_factory=list)
    explicit: bool = True
    subject: str = ""
    """Whose fact (memory/facts/people.py); empty: read from the content when it is written."""
    holds: int = 1
    """How many facts said this turn the memory holds (more than 1: grouped past the cap)."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return asdict(self)


def _memory_type(fact: FactClause, judgement: Judgement | None, *, alone: bool) -> MemoryType:
    """The type of one fact, by seed 003's mapping.

    The model's category when it judged a one-fact turn (a memory model, or [beyond] the
    learned gate's type head: on one-fact turns it types better than the clause), else the
    clause's own category (memory/gate/facts.py).
    """
    if alone and judgement is not None and (judgement.source.startswith("model:")
                                            or judgement.source == "learned"):
        mapped = CATEGORY_TO_TYPE.get(judgement.category)
        if mapped:
            return mapped
    return fact_memory_type(fact)


def _memory(content: str, memory_type: MemoryType, *, explicit: bool, stated: bool,
            subject: str | None = None) -> ExtractedMemory:
    # Facts that restrict answers across topics become constraints (seed 004 §3.5): the
    # user's household's only (a sister's diet constrains nothing of the user's).
    applies_to = (constraint_topics(content, subject) if memory_type == "important_fact"
                  else [])
    return ExtractedMemory(
        memory_type=memory_type, content=content[:MAX_CONTENT_CHARS],
        importance=5 if explicit else 3,
        # The user's own words: explicit, and trusted more when stated firmly.
        confidence=0.9 if stated else 0.75,
        scope="constraint" if applies_to else "global", applies_to=applies_to,
    )


def extract_rule_memories(user_text: str, judgement: Judgement | None, *,
                          now: datetime | None = None, earlier: str = "",
                          reading: Reading | None = None) -> list[ExtractedMemory]:
    """Seed 000's extractCandidateMemories, one memory per fact the message states.

    The seed's condition stands (SHOULD_REMEMBER on the message); [beyond] the message is
    read clause by clause (memory/gate/facts.py): each fact clause becomes one memory,
    phrased as a note in the user's language (memory/facts/phrasing.py), grouped past 2 a turn —
    greetings, thanks, questions and requests never become memories. When a model let the
    turn through but no clause reads as a fact, the model's candidate facts that the user
    really said are kept instead, typed by the seed's classifier where the model gives no
    memory type. `reading`: `read_message` of the normalised message and `earlier`, when
    the turn already has it (the span selector reads the same, memory/writing/spans.py).
    """
    text = normalize_message(user_text)
    if not text:
        return []
    reading = read_message(text, earlier) if reading is None else reading
    if not _seed_condition(with_named(text, earlier), reading):  # 团团… is 我的猫团团…
        return []
    marked = bool(EXPLICIT_MARKER.search(text))
    persistent = bool(PERSISTENCE_SIGNAL.search(text))
    # A fact said twice (a carried message and this one) is one fact: counted twice, it
    # took a place under the cap and pushed another fact into a group.
    facts = grouped(_once(ranked(reading.facts)))
    out = []
    for fact in facts:
        said = fact.clause.said
        explicit = marked or bool(HIGH_IMPORTANCE.search(said) or HIGH_IMPORTANCE_EN.search(said))
        stated = explicit or bool(EXPLICIT_SIGNAL_EN.search(said)) or persistent
        note = with_date(fact.note, fact.clause.said, now)  # "今天是…生日" said at `now`
        memory = _memory(note, _memory_type(fact, judgement, alone=len(facts) == 1),
                         explicit=explicit, stated=stated, subject=fact.about)
        memory.subject = fact.about  # whose fact travels with the memory (memory/facts/people.py)
        memory.holds = fact.holds
        out.append(memory)
    if out or judgement is None or not judgement.source.startswith("model:"):
        return out
    mapped = CATEGORY_TO_TYPE.get(judgement.category)
    for candidate in judgement.candidate_facts:
        if grounding(candidate, text) < MIN_GROUNDING:
            continue  # not what the user said
        memory_type = mapped or classify_memory_type(candidate, default=None) or "important_fact"
        explicit = bool(HIGH_IMPORTANCE.search(candidate) or HIGH_IMPORTANCE_EN.search(candidate))
        out.append(_memory(candidate, memory_type, explicit=explicit, stated=explicit))
    return out[:MAX_NEW_MEMORIES_PER_TURN]


def _seed_condition(text: str, reading: Reading) -> bool:
    """Seed 000's shouldRemember, and [beyond] a constraint or a subject-less decision."""
    return bool(SHOULD_REMEMBER.search(text) or SHOULD_REMEMBER_EN.search(text)
                # [beyond] "装修预算二十万" has no 我 but is a constraint; 回答简短一点, a style
                or constraint_topics(text) or REPLY_STYLE_ZH.search(text)
                or STYLE_ASKED_EN.search(text) or STYLE_COMPARED_EN.search(text)
                or LANGUAGE_ASKED.search(text) or any(r.search(text) for r in DEADLINES)  # work due
                or EXAM_ON_DAY_EN.search(text) or DEADLINE_MET.search(text)  # probe41b, 42b
                or _unsaid_self(text, reading)
                # [beyond] 咱下个月要搬家了: the clause read with its colloquial 我 (俺, 咱…)
                or any(SHOULD_REMEMBER.search(f.clause.text) for f in reading.facts)
                # [beyond] 他是个程序员 after 我哥哥…: the 他 is the user's brother, named
                # with 我 the turn before (memory/facts/phrasing.py with_person), as 我哥哥 would be
                # "Mum finished her first round of chemo": Mum as a name is the user's mother
                or any((PRONOUN_SUBJECT.match(f.clause.text.strip())
                        or (PEOPLE.search(f.clause.text.strip())  # rules/facts.py PEOPLE
                            and not has_cjk(f.clause.text))
                        # "Lily's mom", 小美的妈妈是医生, 儿媳妈妈要过来: someone the user knows
                        or NAMED_POSSESSIVE.match(f.clause.text.strip()) or "的" in f.about)
                       and f.about not in (USER, SOMEONE) for f in reading.facts)
                # [beyond] 妈妈住在上海: a parent or partner named bare is the user's (bare_kin)
                or any((BARE_KIN.search(f.clause.text.strip())
                        or BARE_CHILD.search(f.clause.text.strip()))  # 女儿的生日是6月3号
                       and f.about not in (USER, SOMEONE) for f in reading.facts))


def withheld_facts(user_text: str, kept: list[ExtractedMemory], *, earlier: str = "",
                   now: datetime | None = None) -> list[tuple[ExtractedMemory, str]]:
    """Facts said this turn that no kept memory holds, each with why (for the audit).

    Seed 000's cap of 2 groups facts (`grouped`) and loses none. What the rules do not
    keep is a fact without seed 000's memory words (SHOULD_REMEMBER), or one whose 它 /
    "it" stands for nothing said before.
    """
    text = normalize_message(user_text)
    if not text:
        return []
    reading = read_message(text, earlier)
    held = [normalize_memory_content(m.content) for m in kept]
    out: list[tuple[ExtractedMemory, str]] = []
    facts = _once(reading.facts)
    for fact in facts:
        note = with_date(fact.note, fact.clause.said, now)
        if not holds_all(held, note):
            why = "withheld_signal" if not _seed_condition(text, reading) else "withheld"
            out.append((_withheld(note, fact.category), reason_text(why, note)))
    out += [(_withheld(clause, category), reason_text("withheld_dangling", clause))
            for clause, category in reading.dangling]
    return out


def _withheld(note: str, category: Category) -> ExtractedMemory:
    return _memory(note, CATEGORY_TO_TYPE.get(category) or "important_fact", explicit=False,
                   stated=False)


def _once(facts: list[FactClause]) -> list[FactClause]:
    """Each fact once, in order (the same note said again counts once)."""
    seen: set[str] = set()
    out = []
    for fact in facts:
        key = normalize_memory_content(fact.note)
        if key not in seen:
            seen.add(key)
            out.append(fact)
    return out


def grouped(facts: list[FactClause]) -> list[FactClause]:
    """At most 2 memories a turn (seed 000): past the cap, facts that may share one do.

    [beyond] "我是一名后端工程师，居住在上海，家中有一只猫，预算相对宽裕" keeps the job alone
    and the facts that may share a memory with each other as one (joined as said); two
    facts `facts_apart` (two single-valued slots, two types, two people: memory/gate/cap.py)
    never share one: a fact no group may hold is its own memory, past the cap. A group
    is the first of its facts' kind and subject.
    """
    groups = group_facts(facts, facts_apart, MAX_NEW_MEMORIES_PER_TURN)
    out = []
    for group in groups:
        if len(group) == 1:
            out.append(group[0])
            continue
        joiner = "，" if has_cjk(group[0].note) else "; "
        out.append(replace(group[0], note=joined_notes([f.note for f in group], joiner),
                           signals=sorted({s for f in group for s in f.signals}),
                           explicit=any(f.explicit for f in group), holds=len(group)))
    return out


def _unsaid_self(text: str, reading: Reading) -> bool:
    """[beyond] Chinese drops the subject: "想去北京工作了" is the speaker's own decision.

    Only a change of mind (memory/gate/whole_facts.py; its clause, with why after it: left42),
    a change of standing said done, or a plan or a recent period opening its clause (打算去探险,
    最近工作上的压力有些大: memory/rules/life.py), in a message that names nobody else; and a
    why-question taking a relative's change as given (为什么奶奶会生病呢？): the speaker's kin.
    """
    said = CHANGE_OF_MIND.search(text.strip()) or MIND_CHANGED.search(text.strip()) or any(
        CHANGE_OF_MIND.search(f.clause.text.strip())  # 不打算看演唱会了，票太贵
        or SUBJECTLESS_PLAN.search(f.clause.text.strip())
        or PLAN_DROPPED.search(f.clause.text.strip())
        or HOME_COUNT.search(f.clause.text.strip())
        or SUBJECTLESS_PERIOD.search(f.clause.text.strip())
        # 现在改喝茶了 / 上个月辞职了: a change of standing said done (row status_changed);
        # 从跑步改成了游泳: a change naming what it replaces (row replaced_named)
        or STATUS_CHANGED.search(f.clause.text.strip())
        or MOVE_DONE_ZH.search(f.clause.text.strip())  # 上个月搬到上海了
        or RESCHEDULED.search(f.clause.text.strip())  # 搬家改到下周六了 (lead36)
        # 约了…做胃镜, 医生说…, 下周三要带朵朵去打疫苗 (probe42), "The custody hearing is on…"
        or any(row.search(f.clause.text) for row in OWN_CARE)
        or MEDICINE_CHANGED.search(f.clause.text)  # 医生把药换成了缬沙坦
        or MEDICINE_ADDED.search(f.clause.text)  # 加了一个厄贝沙坦 (leftzh44)
        or GOAL_BARE_ZH.search(f.clause.text.strip())  # 目标是三个月瘦十斤
        or DAILY_HOURS.search(f.clause.text.strip())  # 每天九点才下班 (probe38)
        or any(r.search(f.clause.text) or r.search(f.note) for r in JOINED)  # 入职, offer (left41b)
        or REPLACED_NAMED.search(f.clause.text.strip()) or REPLACED_NAMED.search(f.note)
        # "started at the museum today", "got engaged!": English drops the I too (probe24d)
        or LIFE_CHANGE_EN.match(f.clause.text.strip())
        or any(row.match(f.clause.text.strip()) for row in SUBJECTLESS_EN)  # "Just moved to…"
        or LOCATED_ZH.match(f.clause.text.strip())  # 坐标北京 (lead39)
        or NAMED_PASSING.match(f.clause.text.strip()) for f in reading.facts)
    if any(WHY_GIVEN.match(c.text.strip()) for c in reading.clauses):
        # 为什么奶奶会生病呢？: a relative named bare is the speaker's (row why_given)
        return any(f.about not in (USER, SOMEONE) for f in reading.facts)
    return bool(said) and bool(reading.facts) and all(f.about == USER for f in reading.facts)
