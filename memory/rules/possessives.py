"""[beyond] A 她的 / 他的 / her / his opening a clause: whose it is, the one person named before.

"My sister Anna just moved. Her new place is in Austin." kept "Her new place is in Austin" as
said, and "Her husband is a chef" after "My sister Anna is a nurse" was recorded as about the
user's husband (issue 24 whose37). memory/person_pronouns.py `with_possessor` reads the clause
as the user said it of that person (My sister's new place…, 我妹妹的新家…).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

POSSESSIVE_OPENER = Row(
    "possessive_opener",
    re.compile(r"^(?P<zh>她的|他的)(?=[\u4e00-\u9fff])|^(?P<en>her|his)\s+(?=[a-z])", re.I),
    "whose: a 她的 / her opening a clause is the one person the message, or the one before it, "
    "names (memory/person_pronouns.py `with_possessor`)",
    "[beyond] issue 24 whose37: 'Her new place is in Austin' after 'My sister Anna just moved' "
    "was kept as said; 'Her husband is a chef' as about the user's husband",
    ("Her new place is in Austin", "她的新家在成都", "His wife is a doctor", "他的工作很忙"),
    ("她们的家在成都", "Hers is bigger", "History is my favourite subject", "她在成都",
     "I love her cooking"),
    contexts=("My sister Anna just moved. Her new place is in Austin.",
              "我妹妹刚搬家了。她的新家在成都。"),
)

ROWS: tuple[Row, ...] = (POSSESSIVE_OPENER,)
