"""[beyond] Animals named bare and plural are animals in general (issue 24 probe34, clauses42b).

"Pets are great at making you feel loved." then "They love the sun on the balcony." was noted
"Their pets love the sun…": no one's pets, and no they stands for them.
memory/writing/whole_notes.py read it with a regex of its own (`_PETS_IN_GENERAL`) until clauses42b.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import PETS_EN
from strata_layered.memory.rules.row import Row

PETS_IN_GENERAL = Row(
    "pets_in_general",
    re.compile(rf"^(?:{PETS_EN})s$", re.I),
    "pets named bare and plural (\"pets\", \"dogs\" of 'Pets are great…'): animals in general, "
    "whom no they stands for (the antecedent a they reads is the user's own)",
    "[beyond] issue 24 probe34 conv-41 (moved from memory/writing/whole_notes.py in clauses42b)",
    ("pets", "dogs", "Cats"),
    ("pet", "my dogs", "puppy", "kids"),
    contexts=("They love the sun on the balcony so I leave the door open",),
    before="Pets are great at making you feel loved.",
)

ROWS: tuple[Row, ...] = (PETS_IN_GENERAL,)
