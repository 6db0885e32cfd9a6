"""The families of lasting.py and life.py a clause carries: events, lasting feelings, facts.

memory/gate/families.py `signals_of` reads these beside seed 003's keyword signals (split from
it when it passed 300 lines, lead39).
"""

from __future__ import annotations

from strata_layered.memory.language.clauses import clause_at, clause_marks
from strata_layered.memory.rules import names_given
from strata_layered.memory.rules.care import (
    APPOINTMENT,
    CARE_FACTS,
    CARE_VISIT_ZH,
    DATED_PROCEEDING,
)
from strata_layered.memory.rules.clause_kinds import MOOD
from strata_layered.memory.rules.fears import FEAR
from strata_layered.memory.rules.hometown import LOCATED_ZH
from strata_layered.memory.rules.lasting import (
    BELIEF,
    COPING,
    DRAWN_TO,
    EXPERIENCE,
    HELPING,
    LONELY,
    MEMBERSHIP,
    RECURRING_WISH,
    WORKING_IN,
)
from strata_layered.memory.rules.life import (
    EXAM_PASSED,
    GONE_MISSING,
    LIFE_CHANGE_EN,
    MILESTONE,
    NAMED_PASSING,
    PLAN_AHEAD,
    PLAN_INTENT,
)
from strata_layered.memory.rules.phrasing import SELF_INTRODUCTION
from strata_layered.memory.rules.plans import TRIP_AHEAD_ZH
from strata_layered.memory.rules.plans_done import PLAN_CARRIED
from strata_layered.memory.rules.standing import (
    HAS_NONE,
    HOME_COUNT,
    HOUSEHOLD,
    RECENT_PASSING,
    RECENT_PERIOD,
    STATUS_CHANGED,
    WEEKDAY_RHYTHM,
    WORRY_FOR,
)
from strata_layered.memory.rules.subjectless_en import SUBJECTLESS_EN
from strata_layered.memory.rules.subjects import (
    USER_SUBJECT,
)
from strata_layered.memory.rules.suggestions import TRIED_BUT
from strata_layered.memory.rules.visits import (
    AWAY_UNTIL_ZH,
    HOME_COMING_ZH,
    MOVED_IN_ZH,
    VISIT_COMING_ZH,
)

_BREAKS = clause_marks(tilde=False)
"""The recent period's clause ends at a mark (memory/language/clauses.py), a ; or a ". " too."""


def _recent_situation(text: str) -> bool:
    """A situation over a recent period (我最近…), unless what follows is a mood or passes."""
    said = RECENT_PERIOD.search(text)
    if said is None:
        return False
    rest = text[said.end() - 1:clause_at(text, said.end() - 1, breaks=_BREAKS)[1]]  # its clause
    return not (MOOD.search(rest) or RECENT_PASSING.search(rest))


def lasting_signals(text: str) -> list[str]:
    """The families of lasting.py and life.py the clause carries, under the gate's names."""
    found = {
        "event": bool(EXPERIENCE.search(text) or MILESTONE.search(text)
                       or GONE_MISSING.search(text) or EXAM_PASSED.search(text)
                       or LIFE_CHANGE_EN.search(text) or NAMED_PASSING.match(text.strip())
                       or APPOINTMENT.search(text) or VISIT_COMING_ZH.search(text.strip())
                       or HOME_COMING_ZH.search(text.strip()) or MOVED_IN_ZH.search(text.strip())
                       or AWAY_UNTIL_ZH.search(text.strip())
                       or CARE_VISIT_ZH.search(text.strip())
                       or DATED_PROCEEDING.search(text) or PLAN_CARRIED.search(text)
                       or any(row.match(text.strip()) for row in SUBJECTLESS_EN)),  # "Just moved…"
        "preference": bool(COPING.search(text) or BELIEF.search(text)
                           or RECURRING_WISH.search(text) or DRAWN_TO.search(text)),
        "fact": bool(MEMBERSHIP.search(text)
                     or SELF_INTRODUCTION.match(text.strip()) or WORKING_IN.search(text)
                     or LOCATED_ZH.match(text.strip())  # 坐标北京 (lead39)
                     or HELPING.search(text) or HOUSEHOLD.search(text)
                     or HOME_COUNT.search(text.strip()) or names_given.SURNAME_OF.search(text)
                     or HAS_NONE.search(text) or FEAR.search(text.strip())
                     or any(row.search(text) for row in CARE_FACTS)
                     or TRIED_BUT.search(text)),  # "tried yoga, but it hurt my back" (left42)
        "routine": bool(WEEKDAY_RHYTHM.search(text) and USER_SUBJECT.search(text)),
        "situation": bool(LONELY.search(text) or WORRY_FOR.search(text) or _recent_situation(text)),
        "change": bool(STATUS_CHANGED.search(text)),
        "ongoing": bool(PLAN_INTENT.search(text) or PLAN_AHEAD.search(text)
                        or TRIP_AHEAD_ZH.search(text)),
    }
    return [name for name, hit in found.items() if hit]
