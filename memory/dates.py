"""Days named relative to when something is said (今天, 昨晚, tomorrow): one table for all."""

from __future__ import annotations

import re

RELATIVE_DAYS = {"今天": 0, "今晚": 0, "昨天": -1, "昨晚": -1, "前天": -2, "明天": 1, "后天": 2,
                 "today": 0, "tonight": 0, "yesterday": -1, "tomorrow": 1}
"""Each word's offset in days from the day it is said."""
RELATIVE_DAY = re.compile("|".join(w if not w.isascii() else rf"\b{w}\b" for w in RELATIVE_DAYS),
                          re.I)
PAST_DAYS = {word: -offset for word, offset in RELATIVE_DAYS.items() if offset <= 0}
"""The words that name a day already lived, with how many days ago (for recall by date)."""
