"""The family line in one language: a relative said in the other one is named in the line's.

Turns said in both languages gave `家庭: 孩子；kid；husband` (issue 24 fix35b): the profile labels
a line in its value's language (memory/profile.py `render_profile`), so a line holding both is
half unreadable to either reader. The line takes the language of its newest value; an older
value in the other language is named in it by the relatives' table (memory/rules/people.py:
the first word of each language), its count with it (two kids ↔ 两个孩子); names stay as said.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import BY_KEY
from strata_layered.memory.text import has_cjk

_KEYS = ("wife", "husband", "partner", "parents", "child", "son", "daughter")
_ZH_OF = {w: BY_KEY[k].zh[0] for k in _KEYS for w in BY_KEY[k].en}
_EN_OF = {w: BY_KEY[k].en[0] for k in _KEYS for w in BY_KEY[k].zh}
_COUNT_ZH = {"a": "一个", "an": "一个", "one": "一个", "two": "两个", "three": "三个"}
_COUNT_EN = {zh: en for en, zh in _COUNT_ZH.items() if en != "an"} | {"一个": "a"}
_EN_VALUE = re.compile(r"^(?:(?P<count>a|an|one|two|three) )?(?P<who>[a-z]+?)s?\b(?P<rest>.*)$",
                       re.I)
_ZH_VALUE = re.compile(r"^(?P<count>一个|两个|三个)?(?P<who>[\u4e00-\u9fff]{1,3}?)"
                       r"(?:$| (?P<rest>.*))")


def one_language(values: list[str]) -> list[str]:
    """The values in the language of the last (newest); one the table cannot name stays.

    As many values as given, in order: 孩子 and kid both 孩子, the caller keeps one.
    """
    if not values:
        return values
    zh = has_cjk(values[-1])
    return [_in_chinese(v) if zh and not has_cjk(v) else _in_english(v) if not zh and has_cjk(v)
            else v for v in values]


def _in_chinese(value: str) -> str:
    found = _EN_VALUE.match(value.strip())
    who = _ZH_OF.get(found["who"].lower()) or _ZH_OF.get(f"{found['who'].lower()}s") \
        if found else None
    if found is None or who is None:
        return value
    count = _COUNT_ZH.get((found["count"] or "").lower(), "")
    names = "、".join(n for n in re.split(r", and |, | and | & ", found["rest"].strip()) if n)
    return f"{count}{who}{' ' + names if names else ''}"


def _in_english(value: str) -> str:
    found = _ZH_VALUE.match(value.strip())
    who = _EN_OF.get(found["who"]) if found else None
    if found is None or who is None:
        return value
    count = _COUNT_EN.get(found["count"] or "", "")
    many = count not in ("", "a")
    names = " and ".join(n for n in (found["rest"] or "").split("、") if n)
    return " ".join(p for p in (count, f"{who}s" if many else who, names) if p)
