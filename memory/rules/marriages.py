"""[beyond] A marriage said as over: speaks to the relationship slot without filling it.

memory/facts/slots.py reads `MARRIAGE_ENDED` as the relationship_status slot's `unless`, beside
memory/rules/slot_limits.py's `someone_partnered` (a wedding of someone else's).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

# "My wife Ruth passed away three years ago. We were married 41 years." showed relationship:
# married for a widower (probe38): a marriage said as over, by the years it lasted or a
# spouse's death, is no marriage now.
MARRIAGE_ENDED = Row(
    "marriage_ended",
    re.compile(r"\b(?:was|were|had been) (?:happily )?married (?:for )?(?:almost |nearly |over )?"
               r"(?:\d+|[a-z]+(?:-[a-z]+)?) years\b"
               r"|\b(?:wife|husband|spouse) (?:[A-Z][a-z]+ )?(?:passed away|died|passed)\b"
               r"|(?:老伴|老公|丈夫|妻子|老婆|爱人)[^，。！？]{0,6}(?:去世|过世|走了|不在了)|丧偶",
               re.I),
    "no marriage now: a marriage said as over by the years it lasted or a spouse's death "
    "('We were married 41 years', 'my wife passed away', 老伴去世了)",
    "[beyond] issue 24 probe38: a widower's 'My wife Ruth passed away three years ago. We were "
    "married 41 years.' showed relationship: married",
    ("We were married 41 years", "was married for forty years", "My wife Ruth passed away",
     "我老伴前年去世了"),
    ("I got married last year", "We've been married 10 years", "I'm married", "我结婚了",
     "my wife's father passed away"),
)

ROWS: tuple[Row, ...] = (MARRIAGE_ENDED,)
