"""[beyond] A participle phrase before a clause with its own subject is that subject's (review40).

"Born in 1970, my dad still runs every day" was split at its comma and "Born in 1970" read as
the user's (age: born in 1970, row born_in); "Based in London, my sister works in finance" gave
the user city: London. Such a phrase says something of the clause's subject, as "my dad, born
in 1970, still runs" does: the clause splitter (memory/language/clauses.py) keeps it with that
clause, said after it ("my dad still runs every day, born in 1970"), as a time said first is
(`_with_time`). With no subject of its own after it ("Born in 1995, grew up in Leeds",
"Based in Leeds, work remote") the phrase stays the speaker's.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

PARTICIPLE_LEAD_EN = Row(
    "participle_lead_en",
    re.compile(r"^(?:(?:born|raised|based|brought up|settled|living) in|originally from)"
               r" [^,;.!?]{1,40}$", re.I),
    "clause split: a participle phrase said alone before a clause that opens with its own "
    "subject (Born in 1970, | my dad…) goes with that clause, said after it",
    "[beyond] review40: 'Born in 1970, my dad still runs every day' gave the user "
    "age: born in 1970; 'Based in London, my sister works in finance' city: London",
    ("Born in 1970", "Based in London", "Raised in Ohio", "originally from Leeds"),
    ("I was born in 1970", "Born to run", "Based on that", "living the dream"),
    contexts=("Born in 1970, my dad still runs every day",
              "Based in London, my sister works in finance"),
)
OWN_SUBJECT_EN = Row(
    "own_subject_en",
    re.compile(r"^(?:(?:the|a|an|my|his|her|their|our|its|this|that|these|those)\s+[\w'-]+"
               r"|he|she|they|it|we|(?-i:[A-Z][a-z]+)\s+(?:is|was|has|had|still|and|lives"
               r"|works|runs|plays))\b", re.I),
    "clause split: a clause that opens with a subject of its own (my dad, the band, he, Messi "
    "is), not the speaker's dropped I",
    "[beyond] review40, with participle_lead_en",
    ("my dad still runs every day", "the band formed in 2010", "he still runs",
     "Messi is still playing"),
    ("grew up in Leeds", "work remote", "I work in finance", "still run every day"),
    contexts=("Born in 1970, my dad still runs every day",
              "Based in London, my sister works in finance"),
)
_TRAIL = " \t,.;!?…"

ROWS: tuple[Row, ...] = (PARTICIPLE_LEAD_EN, OWN_SUBJECT_EN)


def with_participle(parts: list[str]) -> list[str]:
    """The clauses with a participle phrase said before another's subject moved after it."""
    out: list[str] = []
    for part in parts:
        lead = out[-1].strip(_TRAIL) if out else ""
        if lead and PARTICIPLE_LEAD_EN.search(lead) and OWN_SUBJECT_EN.search(part.strip()):
            body = part.rstrip(_TRAIL)
            out[-1] = f"{body}, {lead[:1].lower()}{lead[1:]}{part[len(body):]}"
        else:
            out.append(part)
    return out
