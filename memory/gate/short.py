"""Seed 003's 短寒暄: a message under six characters without a memory signal is small talk.

[beyond] Nor is a short message small talk when it fills a profile field (我有高血压, 我失眠:
the profile's own rows say so, probe30) or when the clause reading keeps it as a lasting fact
(我不吃香菜, 我爸是医生; probe32) and it is no reply of the moment (row short_moment: 我不吃了,
我在上班) unless it says a standing changed (我们分手了), what a change replaces (改去重庆了) or
a year of study or a promotion (我在读大三, 我升职了: lead37).
"""

from __future__ import annotations

from strata_layered.memory.facts.slots import profile_slots_of
from strata_layered.memory.gate.facts import read_message
from strata_layered.memory.rules.consolidation import REPLACED_NAMED
from strata_layered.memory.rules.fast_reject import SHORT_MOMENT, SHORT_SIGNAL_EXTRA
from strata_layered.memory.rules.job_roles import PROMOTION_SAID, STUDYING_ZH
from strata_layered.memory.rules.row import record, unrecorded
from strata_layered.memory.rules.seed003 import SHORT_SIGNAL
from strata_layered.memory.rules.standing import STATUS_CHANGED

SHORT_CHARS = 6
"""Seed 003: `userText.length < 6`."""


def short_small_talk(user_text: str) -> bool:
    """Whether seed 003's 短寒暄 rejects the message (and no [beyond] reading keeps it)."""
    return len(user_text) < SHORT_CHARS and not SHORT_SIGNAL.search(user_text) and not (
        SHORT_SIGNAL_EXTRA.search(user_text)) and not profile_slots_of(user_text) and not (
        _short_fact(user_text))


def _short_fact(user_text: str) -> bool:
    """A short statement read as a lasting fact (its reading's rows recorded if it decides)."""
    if SHORT_MOMENT.search(user_text.strip()) and not any(
            row.search(user_text.strip())
            for row in (STATUS_CHANGED, REPLACED_NAMED, STUDYING_ZH, PROMOTION_SAID)):
        return False  # 我在上班 is the moment; 我在读大三, 我升职了 say who the user is now
    with unrecorded() as fired:
        facts = read_message(user_text).facts
    if not any(f.category in ("preference", "important_fact") for f in facts):
        return False
    for name in fired:
        record(name)
    return True
