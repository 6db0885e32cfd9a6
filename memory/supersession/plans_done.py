"""[beyond] A plan carried out, read against the plans kept (issue 24 lives38).

书法班报上了 / 已经报名了 after 想报老年大学的书法班, "finally booked the flights" after "need to
book flights to Lisbon for March": `done_plan` finds the plan kept that the turn carries out (the
same act of memory/rules/plans_done.py, and the same thing, or none said) and says the turn anew
as that plan done today, so its note is dated and names what was done;
memory/supersession/retimes.py makes it supersede the plan.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from strata_layered.memory.facts.fact_values import plan_words
from strata_layered.memory.language.clauses import clause_at, clause_marks, plain_clauses
from strata_layered.memory.rules.plans_done import (
    ACTS,
    DONE_ADVERBS_ZH,
    PLAN_DONE,
    PLAN_GIVEN_UP,
    PLAN_TO,
    PLANNED_ZH,
    SETTLED_ALONE,
    THING_LET_GO,
)
from strata_layered.memory.rules.typed_zh import comma_spaced
from strata_layered.memory.text.text import has_cjk

CLAUSE_BREAKS = clause_marks(dot=True)
"""A done verb's clause ends at any mark, a "." too (书法班报上了.每周二上课)."""
_NO_THING_EN = frozenset({"for", "the", "a", "an", "it", "them", "that", "this", "those", "up",
                          "in", "on", "to", "today", "yesterday", "too", "all", "now", "finally",
                          "just", "already", "officially"})
"""Words after a done verb that name no thing ("booked it", "signed up today")."""


def _things(text: str) -> set[str]:
    """What `text` names: Chinese bigrams, English words but those naming no thing (gym too)."""
    words = {w for w in re.findall(r"[a-z]+", text.lower()) if w not in _NO_THING_EN}
    return plan_words(text) | {w.rstrip("s") for w in words}


def act_of(verb: str) -> str | None:
    """The act a verb does (报上了 and "signed up" sign up; 订好了 and "booked" book)."""
    verb = verb.lower()
    return next((act for act, stems in ACTS if any(verb.startswith(s) for s in stems)), None)


def done_plan(text: str, kept: Sequence[str]) -> tuple[str, str] | None:
    """The plan kept that `text` says done, and the plan said done today; None without one.

    "老年大学书法班报上了！每周二、周四上午上课" after 想报老年大学的书法班 is (that plan,
    "我今天按计划报上了老年大学的书法班，每周二、周四上午上课": row plan_carried keeps
    it); 已经报名了 reads the same plan (no thing said: the newest plan of the act); "I signed
    up for the pottery class" after "wants to sign up for the pottery class at the community
    center" is "I signed up for the pottery class at
    the community center today, as planned". A thing said that no plan names ends nothing.
    """
    done = PLAN_DONE.search(text)
    if done is None:
        return None
    verb = done["zh"] or done["en"]
    act = act_of(verb)
    start, end = clause_at(text, done.start(), breaks=CLAUSE_BREAKS)
    thing = _things(DONE_ADVERBS_ZH.sub("", text[start:done.start()]) + " " + text[done.end():end])
    for plan in kept:
        to = PLAN_TO.search(plan)
        if to is None or act_of(to["zh"] or to["en"] or to["ing"]) != act:
            continue
        what = plan[to.end():].strip(" ，,。.")
        if not what or (thing and not thing & _things(what)):
            continue
        rest = text[end:].lstrip(" ，,。.！!？?；;~～")
        if has_cjk(text):
            told = f"我今天按计划{verb}{what}" + (f"，{rest}" if rest else "")
        else:
            told = f"I {verb} {what} today, as planned" + (f". {rest}" if rest else "")
        return plan, told
    return None


_NOUN_SUFFIX_ZH = "子儿"
"""A thing's name with its suffix or without (房子 / 房, 车子 / 车): the same thing (left41b)."""


def _named(thing: str) -> str:
    """A pattern of the thing as a plan may name it: with its noun suffix or without."""
    stem = thing[:-1] if len(thing) > 1 and thing[-1] in _NOUN_SUFFIX_ZH else thing
    return rf"{re.escape(stem)}[{_NOUN_SUFFIX_ZH}]?"


def settled_clauses(text: str) -> list[tuple[str, str]]:
    """The plain clauses of `text` as read and as said, a settling joined to the clause after.

    算了，不去了 and 想了想，还是不去了 are one mind settled on giving a plan up (leftzh44: read
    apart, 不去了 was an act with no thing and ended nothing); 书法班算了，不报了 is read as
    书法班不报了. A space between Chinese clauses is a comma (memory/rules/typed_zh.py).
    """
    clauses: list[tuple[str, str]] = []
    for clause in plain_clauses(comma_spaced(text), CLAUSE_BREAKS):
        before = clauses[-1] if clauses else None
        let = THING_LET_GO.match(before[0]) if before is not None else None
        if before is not None and (SETTLED_ALONE.match(before[0]) or (
                let is not None and clause.startswith("不"))):
            said = re.search(rf"{re.escape(before[1])}[^\u4e00-\u9fff]*{re.escape(clause)}", text)
            read = f"{let['what']}{clause}" if let else f"{before[0]}，{clause}"
            clauses[-1] = (read, said[0] if said else before[1])
        else:
            clauses.append((clause, clause))
    return clauses


def dropped_plan(text: str, kept: Sequence[str], earlier: str = "") -> tuple[str, str] | None:
    """The plan kept that a clause of `text` gives up, and the turn said so; None without one.

    职称不评了 after 2027年1月医院要评职称，在准备材料 is (that plan, 不打算评职称了): the clause's
    thing and verb (row plan_given_up) said the other way round in a plan kept, after 要 / 想 /
    打算. A thing no plan names ends nothing (饭不吃了).
    """
    for read, clause in settled_clauses(text):
        given = PLAN_GIVEN_UP.search(read)
        if given is None:
            continue
        if given["verb3"]:  # 想了想还是不去了: the plan said in the message before
            return _settled_against(given["verb3"], clause, text, kept, earlier)
        verb, what = given["verb"] or given["verb2"], given["what"] or given["what2"]
        # 报老年大学的书法班: the thing may be said with whose or which it is (leftzh44)
        said = re.compile(rf"[^，,。！!？?]{{0,8}}?{re.escape(verb)}"
                          rf"(?:[^，,。！!？?]{{0,3}}?|[^，,。！!？?]{{1,8}}的){_named(what)}")
        # the verb and the thing after a word of plan (row planned_zh: 要评职称)
        plan = next((p for p in kept
                     if any(said.match(p, m.end()) for m in PLANNED_ZH.finditer(p))), None)
        if plan is not None:
            told = f"不打算{verb}{what}了"
            return plan, text.replace(clause, told, 1)
    return None


def _settled_against(verb: str, clause: str, text: str, kept: Sequence[str],
                     earlier: str) -> tuple[str, str] | None:
    """The plan kept of the message before whose act is given up (想了想还是不去了), said so.

    The plan's own act and thing after its word of plan (打算去公园野餐) name what is no
    longer planned: 不打算去公园野餐了, never a bare 还是不去了.
    """
    # a time may stand between the word of plan and its act (打算2027年1月买车, leftzh44)
    act = re.compile(rf"[^，,。！!？?{re.escape(verb)}]{{0,10}}?"
                     rf"(?P<act>{re.escape(verb)}[^，,。！!？?]{{1,10}})")
    for plan in kept:
        for m in PLANNED_ZH.finditer(plan):
            found = act.match(plan, m.end())
            if found is not None and found["act"] in earlier:
                return plan, text.replace(clause, f"不打算{found['act']}了", 1)
    return None
