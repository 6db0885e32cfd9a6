"""[beyond] Casual English in a note (issue 24 probe24d): chat spellings written in full.

"im gonna stay at my sister's place tbh" is kept as "is going to stay at their sister's
place": memory/phrasing.py writes the spelling in full (then the user's I goes as ever) and
a chat filler at the note's end goes. Words that are also words (rn is a nurse, bc a
province) are not in the table.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

CASUAL_WORDS = {"im": "I'm", "ive": "I've", "gonna": "going to", "wanna": "want to",
                "bf": "boyfriend", "gf": "girlfriend", "bff": "best friend", "cuz": "because"}
"""Each chat spelling and the words it stands for."""
SOURCE = "[beyond] issue 24 probe24d: 'im gonna stay at their sister Jess's place' kept as said"
CASUAL_EN = Row(
    "casual_en",
    re.compile(r"\b(?:" + "|".join(sorted(CASUAL_WORDS, key=len, reverse=True)) + r")\b", re.I),
    "phrasing: a chat spelling in an English note is written in full",
    SOURCE,
    ("im gonna stay at my sister's place", "my bf is called Tom", "i wanna learn guitar"),
    ("I'm going to stay", "an image of a gnome", "ivy grows"),
)
CHAT_FILLER_EN = Row(
    "chat_filler_en",
    re.compile(r"(?:[,\s]+\b(?:tbh|ngl|lol|lmao|haha+|imo)\b)+[\s.!]*$", re.I),
    "phrasing: a chat filler at the end of an English note goes",
    SOURCE,
    ("is allergic to nuts tbh", "is a vet so the cats will be fine lol"),
    ("likes lollipops", "is allergic to nuts", "tbh"),
)

ROWS: tuple[Row, ...] = (CASUAL_EN, CHAT_FILLER_EN)


def in_full(text: str) -> str:
    """The English note with its chat spellings written in full and its end filler gone."""
    text = CHAT_FILLER_EN.sub("", text)
    return CASUAL_EN.sub(lambda m: CASUAL_WORDS[m[0].lower()], text)
