"""The rule table: every row of the offline rule path, by the file that holds it.

Where to look (issue 24, "rules as data"):
- memory/rules/seed000.py: seed 000's SHOULD_REMEMBER and classifyMemoryType, verbatim.
- memory/rules/seed003.py: seed 003's fast rejects and keyword fallback, verbatim.
- the other modules of this folder: the rows [beyond] the seeds, one module per concern,
  each row with its source (the issue or the labelled rows that motivated it).
tests/unit/test_rule_table.py runs every row's examples and non-examples;
`python -m bench facts --rules` measures what each row carries.
"""

from __future__ import annotations

from strata_layered.memory.rules import (
    agreement,
    answers,
    antecedents,
    aversions,
    casual,
    check_ins,
    clause_asks,
    clause_breaks,
    clause_kinds,
    clause_links,
    consolidation,
    dates,
    days,
    diets,
    facts,
    family_names,
    fast_reject,
    favorites,
    forget_all,
    habit_types,
    hometown,
    injection,
    inner_self,
    job_changes,
    job_roles,
    languages,
    lasting,
    life,
    mentions,
    names_given,
    openers,
    passing,
    people,
    pets,
    phrasing,
    plans,
    reactions,
    replies,
    requests,
    secret_mentions,
    seed000,
    seed003,
    slot_limits,
    slot_sayings,
    slots,
    span_noise,
    standing,
    standing_orders,
    stops,
    subjects,
    take_back,
    together,
    topic_names,
    topic_points,
    whole_facts,
    whole_notes,
    workplaces,
)
from strata_layered.memory.rules.row import Row

TABLES: dict[str, tuple[Row, ...]] = {
    "seed000": seed000.ROWS,
    "seed003": seed003.ROWS,
    "secret_mentions": secret_mentions.ROWS,
    "fast_reject": fast_reject.ROWS,
    "passing": passing.ROWS,
    "requests": requests.ROWS,
    "facts": facts.ROWS,
    "lasting": lasting.ROWS,
    "habit_types": habit_types.ROWS,
    "life": life.ROWS,
    "mentions": mentions.ROWS,
    "take_back": take_back.ROWS,
    "forget_all": forget_all.ROWS,
    "standing": standing.ROWS,
    "hometown": hometown.ROWS,
    "languages": languages.ROWS,
    "aversions": aversions.ROWS,
    "workplaces": workplaces.ROWS,
    "pets": pets.ROWS,
    "names_given": names_given.ROWS,
    "subjects": subjects.ROWS,
    "clause_links": clause_links.ROWS,
    "clause_kinds": clause_kinds.ROWS,
    "clause_asks": clause_asks.ROWS,
    "clause_breaks": clause_breaks.ROWS,
    "openers": openers.ROWS,
    "stops": stops.ROWS,
    "phrasing": phrasing.ROWS,
    "inner_self": inner_self.ROWS,
    "agreement": agreement.ROWS,
    "casual": casual.ROWS,
    "check_ins": check_ins.ROWS,
    "whole_facts": whole_facts.ROWS,
    "antecedents": antecedents.ROWS,
    "whole_notes": whole_notes.ROWS,
    "span_noise": span_noise.ROWS,
    "answers": answers.ROWS,
    "consolidation": consolidation.ROWS,
    "plans": plans.ROWS,
    "reactions": reactions.ROWS,
    "replies": replies.ROWS,
    "injection": injection.ROWS,
    "standing_orders": standing_orders.ORDER_ROWS,
    "people": people.ROWS,
    "slots": slots.ROWS,
    "slot_sayings": slot_sayings.ROWS,
    "slot_limits": slot_limits.ROWS,
    "job_changes": job_changes.ROWS,
    "job_roles": job_roles.ROWS,
    "favorites": favorites.ROWS,
    "dates": dates.ROWS,
    "diets": diets.ROWS,
    "family_names": family_names.ROWS,
    "days": days.ROWS,
    "together": together.ROWS,
    "topic_names": topic_names.ROWS,
    "topic_points": topic_points.ROWS,
}
ROWS: tuple[Row, ...] = tuple(row for rows in TABLES.values() for row in rows)
BY_NAME: dict[str, Row] = {row.name: row for row in ROWS}


def table_of(name: str) -> str:
    """The table (module of memory/rules/) that holds the row `name`."""
    for table, rows in TABLES.items():
        if any(row.name == name for row in rows):
            return table
    raise KeyError(name)
