"""[beyond] News of someone the user has many of replaces what was said of them before.

A sister, a friend or a cousin is one of many (memory/rules/people.py `one`), so their
statements fill no single slot and never supersede each other: "Actually my sister lives in
Denver now" kept "sister lives in Boston" beside it (issue 24, forget36). Said with the same
word for them and as a change (row said_now: "now", 现在, "moved to"), of a slot both fill
with another value, and with no name telling two of them apart, it is the same person's news.
"""

from __future__ import annotations

from strata_layered.memory.facts.fact_values import other_value
from strata_layered.memory.facts.people import SOMEONE, USER, is_one
from strata_layered.memory.facts.relative_slots import names_given
from strata_layered.memory.facts.slots import slots_of
from strata_layered.memory.rules.consolidation import SAID_NOW


def relative_news(new_text: str, old_text: str, subject: str) -> str | None:
    """The slot the newer statement of someone the user has many of changes, if any."""
    if subject in (USER, SOMEONE) or is_one(subject) or not SAID_NOW.search(new_text):
        return None
    new_names = {n for _, n, _, _ in names_given(new_text)}
    old_names = {n for _, n, _, _ in names_given(old_text)}
    if new_names and old_names and not new_names & old_names:  # "friend Jess" / "friend Mia"
        return None
    shared = [s for s in slots_of(new_text, USER, subject)
              if s in slots_of(old_text, USER, subject)]
    return next((s for s in shared if other_value(s, new_text, old_text)), None)
