"""Which clauses of a message are facts about the user, and of what kind [beyond seed 003].

The seed's keyword signals (memory/rules/seed003.py) read one clause at a time, after the
clauses that are never facts are set aside (memory/language/clauses.py). A clause is a fact when
a signal of the seed or of the [beyond] families (likes, plans and ongoing projects,
events, people, routines, situations) names something lasting about the user or
someone in their life; time-bound wording ("今天…", "today…") without anything lasting
makes it a passing state instead. The keyword fallback judges the message by these
clauses and the rule extraction writes one memory per fact (at most 2).
"""

from __future__ import annotations

import re
from dataclasses import replace

from strata_layered.memory.facts.people import (
    BY_KEY,
    SOMEONE,
    USER,
    relation_named,
    subject_first,
    subject_of,
    whose_clause,
    with_named,
)
from strata_layered.memory.facts.person_pronouns import with_person_object, with_possessor
from strata_layered.memory.facts.phrasing import as_note, named_person, with_person
from strata_layered.memory.gate.fact_clauses import (
    FactClause,
    Reading,
    attaches,
    detail_of,
    introduced,
    passing_only,
)
from strata_layered.memory.gate.families import category_of, signals_of
from strata_layered.memory.gate.judgement import Category
from strata_layered.memory.gate.whole_facts import (
    said_together,
    with_antecedent,
    with_liked_object,
    with_new_state,
    with_one_resolved,
    with_suggested,
    without_marker_tail,
)
from strata_layered.memory.language.clauses import Clause, clause_kind, split_clauses
from strata_layered.memory.rules.antecedents import ASKED_ABOUT_IT
from strata_layered.memory.rules.back_references import NOT_RAISED_BACK
from strata_layered.memory.rules.clause_kinds import IRONY
from strata_layered.memory.rules.clause_links import (
    BARE_LIKE,
    BARE_REFUSAL,
    HABITUAL_RESULT,
    HABITUAL_SETUP,
    SUBJECT_START,
    only_remember,
    states_nothing,
)
from strata_layered.memory.rules.family_names import CHILD_OF_KIN
from strata_layered.memory.rules.job_changes import JOB_NOT_BUT_ZH
from strata_layered.memory.rules.life import (
    WHY_GIVEN,
)
from strata_layered.memory.rules.names_given import without_beside
from strata_layered.memory.rules.not_names import NAME_THEN_MINE
from strata_layered.memory.rules.others_facts import CARER_ON_KIN, RUNS_IN_FAMILY
from strata_layered.memory.rules.people import PRONOUN_SUBJECT
from strata_layered.memory.rules.possessives import KIN_POSSESSIVE, NAMED_POSSESSIVE
from strata_layered.memory.rules.requests import SECRET_ASKED
from strata_layered.memory.rules.seed003 import EXPLICIT_SIGNAL, EXPLICIT_SIGNAL_EN
from strata_layered.memory.rules.subjects import OTHER_SUBJECT
from strata_layered.memory.rules.whole_facts import (
    LIKING,
    LIST_ITEM,
    NOW,
    PAST_STATE,
    PREDICATE_START,
    REASON,
)
from strata_layered.memory.text.text import has_cjk

PRIORITY: dict[Category, int] = {"boundary": 0, "conversation_style": 0, "relationship_goal": 0,
                                 "important_fact": 1, "preference": 1}


def read_message(text: str, earlier: str = "", asked: str = "") -> Reading:
    """Every clause of the message, sorted into facts, passing states and the rest.

    `earlier` is the user's message before it: who a 他 / 她 is when this one names nobody,
    and whose a name is that it gave a pet (团团 after 我家有只猫叫团团 is 我的猫团团).
    `asked`, the partner's question it answers, or `earlier` names what a 它 stands for.
    """
    text = with_named(text, earlier)
    reading = Reading(explicit=bool(EXPLICIT_SIGNAL.search(text)
                                    or EXPLICIT_SIGNAL_EN.search(text)))
    so_far: dict[int, str] = {}
    previous: FactClause | None = None
    setup: Clause | None = None
    reason = -1  # the sentence whose reason of a liking is being said
    unsaid: list[str] = []  # statements with no fact of their own since the last fact
    pieces = split_clauses(text)
    # of two named, the one the she a clause opens on may be (left44)
    pronoun = next((he[0] for c in pieces if (he := PRONOUN_SUBJECT.match(c.text.strip()))), "")
    person = named_person(text, earlier, pronoun)
    # "Her new place is in Austin" after "My sister Anna…": the sister's
    # (memory/facts/person_pronouns.py)
    clauses = reading.clauses = [c if (t := with_possessor(c.text, person)) == c.text
                                 else replace(c, text=t) for c in pieces]
    if clauses and (tried := with_suggested(clauses[0].text, earlier, asked)) is not None:
        clauses[0] = replace(clauses[0], text=tried)  # "tried it" after "Have you tried yoga?"
    # Seed 003: 记住 makes a message explicit; every statement said with it is kept
    remember_all = any(only_remember(c.text) and clause_kind(c) == "statement" for c in clauses)
    for index, said in enumerate(clauses):
        whole = _whole(said, clauses, index, previous, reading)
        if whole is None:
            continue
        clause = whole
        so_far[clause.sentence] = so_far.get(clause.sentence, "") + clause.said + "，"
        if setup is not None and setup.sentence == clause.sentence and HABITUAL_RESULT.search(
                clause.text.strip()):
            note = f"{as_note(setup.text)}，{as_note(clause.text)}"
            previous = FactClause(clause=clause, note=note, category="important_fact",
                                  signals=["routine"])
            reading.facts.append(previous)
            setup = None
            continue
        setup = clause if HABITUAL_SETUP.search(clause.text.strip()) else None
        kind: str = clause_kind(clause)
        if kind == "statement" and _reason_of_liking(clause, previous, reason):
            kind = "reason"  # 喜欢向日葵，因为它们好大好亮堂: why, not a second fact
            reason = clause.sentence
        reading.kind_of[clause] = kind
        if kind == "statement" and only_remember(clause.text):
            kind = "marker"  # "记住这一点": makes the message explicit, states nothing
        reading.kinds[kind] = reading.kinds.get(kind, 0) + 1
        if kind != "statement":
            # 这个你帮我保密 between a fact and 也别主动提 speaks of that fact too (probe42)
            kept = kind == "marker" or (kind == "request" and SECRET_ASKED.search(clause.text))
            previous = previous if kept else None
            continue
        signals = signals_of(clause.text) or (
            ["explicit", "fact"] if remember_all and not states_nothing(clause.text) else [])
        if not signals and (unnamed := without_beside(clause.text)) != clause.text:
            signals = signals_of(unnamed)  # 我老公大伟在银行上班: as 我老公在银行上班
        opens = subject_first(clause.text)
        if not signals and (of := NAMED_POSSESSIVE.match(opens) or KIN_POSSESSIVE.match(opens)):
            # "Lily's mom is a teacher" / 小美的妈妈是医生: as "My mom is…", a fact of hers
            signals = signals_of((f"我{of['zh_of']}" if of["zh"] else f"My {of['en_of']}")
                                 + opens[of.end():])
        if not signals and person is not None:
            # 她是一名医生 after 我有个朋友叫小美: read as 朋友是一名医生, a fact of the friend's
            signals = signals_of(with_person(clause.text.strip(), person, "My"))
        # "Priya doesn't eat gluten, so…" (probe39): a name opening it makes it hers too (a
        # pet of the table stays the household's: "My cat Pepper passed away")
        other = bool(OTHER_SUBJECT.search(opens) or NAMED_POSSESSIVE.match(opens)
                     or KIN_POSSESSIVE.match(opens)
                     or CARER_ON_KIN.match(opens) or RUNS_IN_FAMILY.search(opens)
                     or (subject_of(opens) not in (USER, SOMEONE, *BY_KEY)
                         and not NAME_THEN_MINE.search(opens)))
        category = category_of(clause.text, signals, other=other) if signals else None
        if previous is None and reading.facts and NOT_RAISED_BACK.search(clause.text.strip()):
            # 情绪低落，晚上偷偷哭，这个你帮我保密…也别主动提: what was said since the last fact
            # is what not to raise (probe42)
            previous = reading.facts[-1]
            previous.note = "，".join([previous.note, *unsaid]) if unsaid else previous.note
        if attaches(clause, previous, category):
            assert previous is not None
            joiner = "，" if has_cjk(previous.note) else ", "
            previous.note = f"{previous.note}{joiner}{as_note(clause.text)}"
            previous.signals = sorted({*previous.signals, *signals})
            if previous.about == USER and (who := introduced(previous)) not in (None, "pet"):
                previous.about = who  # 有个弟弟，在北京上班: the brother's (a pet stays household)
            continue
        if category is None:
            # 我妈住院了，胆结石，下周做手术: a detail with no subject is part of the mother's
            # fact and leaves it open, the surgery hers (probe38); anything else ends it.
            if previous is not None and detail_of(clause, previous):
                previous.note = f"{previous.note}{'，' if has_cjk(previous.note) else ', '}" \
                    f"{as_note(clause.text)}"
            else:
                previous = None
                if has_cjk(clause.text):
                    unsaid.append(as_note(clause.text))
            continue
        if passing_only(clause.text, signals, so_far[clause.sentence]):
            reading.passing.append(clause)
            previous = None
            continue
        as_said = with_person(as_note(clause.text), person if other else None)
        if not other:  # 下个月去北京看他: who he is (memory/facts/person_pronouns.py)
            as_said = with_person_object(as_said, person, text)
        # After a clause of its own message, a 它 may stand for what that clause said: the
        # note as written decides, joined or not (memory/writing/whole_notes.py `whole_note`).
        resolved = with_antecedent(as_said, earlier, "", asked) if index == 0 else as_said
        if resolved is None and has_cjk(as_said) and not ASKED_ABOUT_IT.search(as_said):
            resolved = as_said  # 它不像平常那样吃东西了: the user's fact, its 它 unnamed
        if resolved is None:  # a 它 / "it" with nothing said before it to stand for
            reading.kinds["dangling"] = reading.kinds.get("dangling", 0) + 1
            reading.dangling.append((clause.text, category))
            previous = None
            continue
        note = resolved
        if BARE_LIKE.search(note) or BARE_REFUSAL.search(note.strip("。！!~～ ")):
            continue
        about = whose_clause(clause.text, person) if other else USER
        if about == "child" and (kin := CHILD_OF_KIN.search(text)) \
                and clause.text.lstrip().startswith(kin["child"]):
            about = relation_named(kin["kin"]) or about  # 儿子…，孩子基本是我管: the son's
        previous = FactClause(clause=clause, note=note, category=category, signals=signals,
                              about=about, explicit="explicit" in signals)
        reading.facts.append(previous)
        unsaid = []
    if IRONY.search(text.strip()):  # "Oh great, another Monday. I just LOVE Mondays."
        reading.facts = [f for f in reading.facts if f.category != "preference"]
    return reading


def _reason_of_liking(clause: Clause, previous: FactClause | None, reason: int) -> bool:
    """Whether the clause says why the liking before it in its sentence is liked.

    From its 因为 to the sentence's end: 因为每个地方都有…，让我感到很有启发性.
    """
    if reason == clause.sentence:
        return True
    return (previous is not None and previous.clause.sentence == clause.sentence
            and has_cjk(clause.said) and bool(LIKING.search(previous.clause.text))
            and bool(REASON.search(clause.said.strip())))


def _whole(clause: Clause, clauses: list[Clause], index: int, previous: FactClause | None,
           reading: Reading) -> Clause | None:
    """The clause as a whole fact reads it (memory/gate/whole_facts.py), or None.

    None: the clause is part of the fact before it (a list item), or an old state the
    next clause replaces.
    """
    if (why := WHY_GIVEN.match(clause.text.strip())) is not None:
        # 为什么奶奶会生病呢？ asks why; that 奶奶会生病 is so is the fact said
        clause = replace(clause, text=why["fact"], said=why["fact"], question=False)
    if (cut := without_marker_tail(clause.text)) is not None:
        reading.explicit = True
        clause = replace(clause, text=cut)
    after = clauses[index + 1] if index + 1 < len(clauses) else None
    if after is not None and after.sentence == clause.sentence and PAST_STATE.search(
            clause.text) and NOW.search(after.said.strip()):
        return None  # "I used to hate cats but now…": the new state is the fact
    if index and clauses[index - 1].sentence == clause.sentence:
        # 其实我不是药剂师，是临床药师: the job is said across the comma (row job_not_but_zh);
        # the clause keeps what it corrects, and its 是 is the user's (probe30)
        joined = f"{clauses[index - 1].text.strip()}，{clause.text.strip()}"
        if JOB_NOT_BUT_ZH.search(joined) and not JOB_NOT_BUT_ZH.search(clause.text):
            clause = replace(clause, text=joined)
        elif (both := said_together(clauses[index - 1], clause)) is not None:
            clause = replace(clause, text=both)  # 抽烟…，前年戒了: what was quit (left42)
        clause = replace(clause, text=with_one_resolved(clause.text, clauses[index - 1].text))
        clause = replace(clause, text=with_liked_object(clause.text, clauses[index - 1].text))
        whose = next((c.said for c in reversed(clauses[:index - 1]) if c.sentence == clause.sentence
                      and SUBJECT_START.search(c.said.strip())), "")  # 我…，以前是…，现在…
        clause = replace(clause, text=with_new_state(clause.text, clauses[index - 1].text, whose))
    same = previous is not None and previous.clause.sentence == clause.sentence
    if not same and index and (theirs := _theirs(clause, clauses[index - 1])):
        return replace(clause, text=theirs + clause.text)
    if not (same and previous is not None and has_cjk(clause.text)):
        return clause
    bare = clause.text.strip("。！!？?.，, ")
    if LIKING.search(previous.clause.text) and LIST_ITEM.search(bare) and not signals_of(bare):
        previous.note += "、" + re.sub(r"^(?:和|还有|以及|跟)", "", bare)
        return None
    if PREDICATE_START.search(bare) and not SUBJECT_START.search(bare):
        if previous.about == USER:
            return replace(clause, text="我" + clause.text)  # the user's, like the fact before
        # 我姐姐住在杭州，不吃香菜: the sister's too, not dropped for want of a 我 (a clause with
        # a signal of its own, 喜欢尝试新的美食, joins the fact before it as it did)
        subject = OTHER_SUBJECT.search(subject_first(previous.clause.text))
        if subject is not None and has_cjk(subject.group(0)) and not signals_of(bare):
            return replace(clause, text=subject.group(0) + clause.text)
    return clause


def _theirs(clause: Clause, before: Clause) -> str:
    """The person the clause before opens on, when this one goes on with no subject ("" if not).

    whose37: 我前男友在腾讯上班，住在深圳 (the first clause no fact of its own) kept 住在深圳 as the
    user's, and the profile showed 城市: 深圳; it is the ex's, as 我姐姐住在杭州，不吃香菜 is the
    sister's when the first clause is a fact (below).
    """
    bare = clause.text.strip("。！!？?.，, ")
    if before.sentence != clause.sentence or not has_cjk(bare) or not PREDICATE_START.search(
            bare) or SUBJECT_START.search(bare):
        return ""
    subject = OTHER_SUBJECT.search(subject_first(before.text))
    return subject.group(0) if subject is not None and has_cjk(subject.group(0)) else ""


def ranked(facts: list[FactClause]) -> list[FactClause]:
    """Facts in the order they are kept (at most 2 per turn): requests to the agent first."""
    return sorted(facts, key=lambda f: PRIORITY.get(f.category, 1))
