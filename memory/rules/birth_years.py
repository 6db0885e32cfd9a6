"""[beyond] The year the user was born, shown on the age line (issue 24, left40).

"I was born in 1995" / 我是1995年出生的 gave no age. An age worked out from the turn's date
would be a year wrong for part of every year (the birthday is not said) and would go stale;
the year of birth stays true, so the age line shows it as said: `age: born in 1995`,
`年龄: 1995年出生` (a later age said, "I'm 31", supersedes it as any age does).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

BORN_IN = Row(
    "born_in",
    re.compile(r"(?:^|\bi\s+)(?:was\s+)?(?P<v>born in (?:19|20)\d{2})\b"
               r"|(?:^|我|俺)是?(?P<w>(?:19|20)\d{2}年(?:出生|生))的?(?![\u4e00-\u9fff]*[吗呢？?])",
               re.I),
    "slot: the year the user was born (was born in 1995, 我是1995年出生的) is the age line, "
    "shown as said",
    "[beyond] issue 24 left40: 'I was born in 1995' / 我是1995年出生的 gave no age",
    ("I was born in 1995", "was born in 1988", "我是1995年出生的", "我1990年出生"),
    ("My son was born in 2019", "我女儿是2019年出生的", "the house was born in 1995 lol",
     "我是1995年毕业的", "born in Leeds"),
)

ROWS: tuple[Row, ...] = (BORN_IN,)
