"""[beyond] A deadline met: the work handed in ends the deadline kept for it (issue 24, probe41b).

"deadlines: algorithms cw due dec 12, databases report due dec 15, maths problem sheet fri" then
"submitted algorithms cw!! 🎉" left every deadline active (the turn kept nothing). `met_deadline`
finds the kept note of deadlines (row deadline_en) whose clauses name the work handed in (row
work_done), and says the turn anew as the deadlines that stand with the work done: that note
supersedes the list (memory/supersession/endings.py `said_anew`), as a date moved does (row
wrong_value).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from strata_layered.memory.facts.fact_values import plan_words
from strata_layered.memory.language.clauses import clause_at, plain_clauses
from strata_layered.memory.rules.deadlines import DEADLINE_EN, DONE_LEAD_ZH, DUE_SAID, WORK_DONE
from strata_layered.memory.text.text import has_cjk


def _due(text: str) -> bool:
    """Whether the text says work due (row deadline_en, or row due_said: no day needed)."""
    return bool(DEADLINE_EN.search(text) or DUE_SAID.search(text))


def _said(text: str, done: re.Match[str]) -> str:
    """The clause of `text` that says the work done (the cheer after it goes)."""
    start, end = clause_at(text, done.start(), done.end())
    return text[start:end].strip()


def met_deadline(text: str, kept: Sequence[str]) -> tuple[str, str] | None:
    """The deadline note kept that `text` meets, and the note it leaves; None without one.

    "submitted algorithms cw" after "deadlines: algorithms cw due dec 12, databases report due
    dec 15" is (that note, "databases report due dec 15, submitted algorithms cw (was due)");
    a note of that one deadline alone is ("databases report still due dec 15", "report done
    (was databases report still due dec 15)"), so what was due stays said. Work no deadline
    names meets none.
    """
    done = WORK_DONE.search(text)
    if done is None:
        return None
    said = _said(text, done)
    work = plan_words(DONE_LEAD_ZH.sub("", said.replace(done[0], " ")))
    if not work:
        return None  # "done!": which work, no one can say
    for note in kept:
        if not _due(note):
            continue
        clauses = plain_clauses(note)
        touched = [bool(plan_words(c) & work) for c in clauses]
        if not any(touched):
            continue
        rest = [c for c, hit in zip(clauses, touched, strict=True) if not hit]
        was = [c for c, hit in zip(clauses, touched, strict=True) if hit]
        if not any(_due(c) for c in rest):  # "…still due dec 15, kinda panicking": none stands
            rest, was = [], [c for c in clauses if _due(c)]
        comma = "，" if has_cjk(note) else ", "
        # the work done said with the deadline it met, in one clause (row deadline_met: an
        # event); its day only when no other deadline stands (a standing list drops it)
        cjk = has_cjk(note)
        met = ((f"（原来{comma.join(was)}）" if cjk else f" (was {comma.join(was)})") if not rest
               else "（原来要交）" if cjk else " (was due)")
        return note, comma.join([*rest, said + met])
    return None
