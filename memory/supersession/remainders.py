"""[beyond] What a correction leaves standing of the note it supersedes (issue 24, probe38).

A correction is about one clause of an older note: 搬家不去南山了，改去宝安 is about 准备搬到南山,
not 房租下个月到期 said beside it; 雅思考试改到1月23号了 moves 考试定在1月9号, not 在备考雅思. The
whole note was archived, and those other clauses with it. `standing` names the old note's
clauses the correction does not touch, so the new note carries them.
"""

from __future__ import annotations

import re

from strata_layered.memory.facts.fact_values import carried_over, numbers, plan_not_time, plan_words
from strata_layered.memory.facts.slots import BY_KEY
from strata_layered.memory.language.clauses import clause_marks, plain_clauses
from strata_layered.memory.rules.consolidation import DAYTIME, REPLACED_NAMED
from strata_layered.memory.rules.corrected import WRONG_VALUE
from strata_layered.memory.rules.medicines import MEDICINE_CHANGED, MEDICINE_TAKEN
from strata_layered.memory.rules.pet_ages import PET_AGED
from strata_layered.memory.rules.plans import INSTEAD_END, RESCHEDULED, corrects
from strata_layered.memory.supersession.consolidation import polarity
from strata_layered.memory.supersession.life_changes import aged_against, aged_in, person_aged
from strata_layered.memory.text.text import has_cjk

_ARTICLE = re.compile(r"^(?:The|A|An)\b")
_BREAKS = clause_marks(tilde=False)


def _clauses(text: str) -> list[str]:
    """A note's clauses as said (case kept: they are written again), ~ no break."""
    return plain_clauses(text, _BREAKS)


def _timed(clause: str) -> bool:
    """A clause that says when (a number, a day or time of day): what a plan moved changes."""
    return bool(numbers(clause) or DAYTIME.search(clause))


def _changing(clause: str) -> bool:
    """A clause of the new note that says the change (a cue, a negation, what replaces)."""
    return bool(corrects(clause) or REPLACED_NAMED.search(clause) or INSTEAD_END.search(clause)
                or not polarity(clause) or re.search(r"\bnot\b", clause, re.I))


def standing(new_text: str, old_text: str) -> list[str]:
    """The clauses of `old_text` that `new_text`, a correction of it, leaves as they were.

    A plan moved (row rescheduled) touches the old clauses that say when; any other
    correction, the old clauses that share a word with the new note's clauses saying the
    change. Nothing stands when no old clause is touched (what was corrected is unknown,
    so the note goes whole, as before) or when every one is.
    """
    if person_aged(new_text, old_text) and (found := aged_against(new_text, old_text)):
        age, at = found[:2], found[2]
        # "has 2 kids, Zoe 12 and Eli 9": the note stands with Zoe's age said anew (probe40)
        # ("daughter Zoe is 12" says nothing more: the new note says it all)
        told = _clauses(old_text[:at.start("n")] + age[1] + old_text[at.end("n"):])
        kept = [c for c in told if aged_in(age[0], c) is None or numbers(c) - numbers(age[1])]
        return kept
    old = _clauses(old_text)
    if len(old) < 2:
        return []
    was = WRONG_VALUE.search(new_text.strip())
    if was is not None and any(was["was"].lower() in c.lower() for c in old):  # "not dec 12"
        touched = [was["was"].lower() in c.lower() for c in old]  # the clause saying it (probe41)
    elif changed := MEDICINE_CHANGED.search(new_text):  # a dose changed: the condition beside
        touched = [bool(MEDICINE_TAKEN.search(c)) for c in old]  # it stands (probe42: "type 2
        if named := changed["named_zh"]:  # diabetic"); a medicine named, the others (probe43:
            touched = [hit and any(named[i:] in c for i in range(len(named) - 1))  # 美金刚)
                       for c, hit in zip(old, touched, strict=True)]
    elif RESCHEDULED.search(new_text) or PET_AGED.search(new_text):  # a new date, a new age
        touched = [_timed(c) for c in old]
        # of those, the ones naming what moved: "sober 3 years" is no meeting moved (probe42)
        named = [hit and bool(plan_not_time(c) & plan_not_time(new_text)) for c, hit in zip(
            old, touched, strict=True)]  # a day shared names no plan (row time_word: lead42)
        touched = named if any(named) else touched
    else:
        said = set().union(*(plan_words(c) for c in _clauses(new_text) if _changing(c)))
        touched = [bool(plan_words(c) & said) for c in old]
    if not any(touched) or all(touched):
        return []
    return [c for c, hit in zip(old, touched, strict=True) if not hit]


def treated(new_text: str, old_text: str) -> str | None:
    """The new medicine with the condition the old one was taken for (None: nothing to add).

    "takes metformin for their diabetes", archived whole by "switched them from metformin to
    Jardiance", took `health: diabetes` from the profile: the condition stays when only the
    medicine changes (probe38 left).
    """
    condition = BY_KEY["health"].value_of(old_text)
    if not MEDICINE_CHANGED.search(new_text) or not condition or condition in new_text:
        return None
    return f"{new_text}，治{condition}" if has_cjk(new_text) else \
        f"{new_text}, for their {condition}"


def with_standing(new_text: str, old_text: str) -> str | None:
    """The new note after what stands of the old one (None when nothing stands)."""
    rest = standing(new_text, old_text)
    if not rest:
        return treated(new_text, old_text)
    if has_cjk(new_text):
        return "，".join([*rest, new_text])
    # "The IELTS got moved…" goes on a sentence: its article is no longer the first word
    return ", ".join([*rest, _ARTICLE.sub(lambda m: m[0].lower(), new_text)])


def whole_note(slot: str | None, new_text: str, old_text: str, *, partial: bool) -> str | None:
    """The new note with what it leaves of the old one it supersedes (None: as said).

    A slot's new value takes the old one's place (fact_values `carried_over`); a correction
    of one clause (`partial`), or a medicine changed however it was related (多奈哌齐改成晚上吃了
    left 美金刚 in no note: probe43), keeps the clauses it does not touch.
    """
    kept = carried_over(slot, new_text, old_text)
    if kept is None and (partial or MEDICINE_CHANGED.search(new_text)):
        return with_standing(new_text, old_text)
    return kept
