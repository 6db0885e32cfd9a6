"""The language the user wants replies in (seed 004 §3.4 profile, [beyond] its values).

请用英文回复, "Talk to me in Spanish from now on": the language slot and its value (语言: 英文,
language: Spanish). Any language named after 用 / 说 or "in", not only English and Chinese
(probe32: "Talk to me in Spanish" showed no language, 用英文 showed 语言: 用英文); not a
restaurant or a class ("dinner in Chinese restaurant").
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

SOURCE = "seed 004 §3.4 global profile, [beyond] its values; probe32: any language named"


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


_LANGUAGE = (r"(?:用|说)(?P<v>英文|中文|英语|汉语|普通话|粤语|日语|日文|韩语|法语|德语|西班牙语)"
             r"|\bin (?P<n>english|chinese|mandarin|cantonese|spanish|french|german|japanese"
             r"|korean|italian|portuguese)\b(?!\s+(?:restaurant|food|class|culture|history"
             r"|literature|movies?|music|medicine|dishes|cooking))")
SLOT_LANGUAGE = Row(
    "slot_language", _rx(re.sub(r"\(\?P<\w>", "(?:", _LANGUAGE)),
    "slot: the statement speaks to the language slot", SOURCE,
    ("请用英文回复", "Answer in English", "Talk to me in Spanish"),
    ("我在学英文", "I'm learning English", "dinner in Chinese restaurant"),
)
VALUE_LANGUAGE = Row(
    "value_language", _rx(_LANGUAGE), "slot value: the language the profile shows", SOURCE,
    ("请用英文回复", "Answer in English", "跟我说话用日语吧"),
    ("我在学英文", "English tea"),
)

ROWS: tuple[Row, ...] = (SLOT_LANGUAGE, VALUE_LANGUAGE)
