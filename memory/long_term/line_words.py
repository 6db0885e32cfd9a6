"""A list line of the profile in one language: a value said in the other one is named in the line's.

Turns said in both languages gave `家庭: 孩子；kid；husband` (issue 24 fix35b) and `宠物: 橘猫；dog
Rex` (fix36): the profile labels a line in its value's language (memory/long_term/profile.py
`render_profile`), so a line holding both is half unreadable to either reader. Every list line
takes the language of its newest value; an older value in the other language is named in it by
the line's words (`LineWords`: the relatives' table of memory/rules/people.py, the pets' kinds),
its count with it (two kids ↔ 两个孩子, two cats ↔ 两只猫); names stay as said.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from strata_layered.memory.rules.people import BY_KEY
from strata_layered.memory.text.text import has_cjk


@dataclass(frozen=True)
class LineWords:
    """The words one list line names in both languages, and how it counts them."""

    pairs: tuple[tuple[str, str], ...]
    """(Chinese, English) for each word; the first of a language is the one it is named by."""
    measure: str
    """The measure of a Chinese count (两个孩子, 两只猫)."""


_FAMILY_KEYS = ("wife", "husband", "partner", "spouse", "parents", "child", "son", "daughter")
FAMILY = LineWords(tuple((zh, en) for k in _FAMILY_KEYS for zh in BY_KEY[k].zh
                         for en in BY_KEY[k].en), "个")
PETS = LineWords((("猫", "cat"), ("狗", "dog"), ("小猫", "kitten"), ("小狗", "puppy"),
                  ("兔子", "rabbit"), ("兔子", "bunny"), ("仓鼠", "hamster"), ("鹦鹉", "parrot"),
                  ("乌龟", "tortoise"), ("乌龟", "turtle"), ("橘猫", "ginger cat"),
                  ("柯基", "corgi"), ("金毛", "golden retriever"), ("布偶猫", "ragdoll"),
                  ("泰迪", "poodle"), ("金鱼", "goldfish"), ("宠物", "pet")), "只")
ALLERGIES = LineWords((("花生", "peanuts"), ("花生", "peanut"), ("坚果", "nuts"),
                       ("海鲜", "seafood"), ("贝类", "shellfish"), ("猫毛", "cat hair"),
                       ("花粉", "pollen"), ("青霉素", "penicillin"), ("牛奶", "milk"),
                       ("鸡蛋", "eggs"), ("芒果", "mango"), ("尘螨", "dust mites")), "")
NO_WORDS = LineWords((), "")
"""A list line with no words of its own (health): its values stay as said, in its language."""
BY_SLOT = {"family": FAMILY, "pets": PETS, "allergies": ALLERGIES}
"""The list lines (memory/facts/slots.py keys) whose words are named in both languages."""

_COUNT_ZH = {"a": "一", "an": "一", "one": "一", "two": "两", "three": "三"}
_COUNT_EN = {"一": "a", "两": "two", "二": "two", "三": "three"}


def one_language(values: list[str], words: LineWords = FAMILY) -> list[str]:
    """The values in the language of the last (newest); one the words cannot name stays.

    As many values as given, in order: 孩子 and kid both 孩子, the caller keeps one.
    """
    if not values or not words.pairs:
        return values
    zh = has_cjk(values[-1])
    return [_in_chinese(v, words) if zh and not has_cjk(v)
            else _in_english(v, words) if not zh and has_cjk(v) else v for v in values]


def _alternation(said: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(set(said), key=lambda w: (-len(w), w)))


def _in_chinese(value: str, words: LineWords) -> str:
    zh_of: dict[str, str] = {}
    for zh, en in words.pairs:
        zh_of.setdefault(en, zh)
    found = re.match(rf"^(?:(?P<count>a|an|one|two|three) )?(?P<who>{_alternation(list(zh_of))})"
                     r"(?:s|es)?\b(?P<rest>.*)$", value.strip(), re.I)
    if found is None:
        return value
    count = _COUNT_ZH.get((found["count"] or "").lower(), "")
    names = [zh_of.get(n.lower(), n) for n in re.split(r", and |, | and | & | ", found["rest"])
             if n]
    said = f"{count}{words.measure if count else ''}{zh_of[found['who'].lower()]}"
    return f"{said}{' ' + '、'.join(names) if names else ''}"


def _in_english(value: str, words: LineWords) -> str:
    en_of: dict[str, str] = {}
    for zh, en in words.pairs:
        en_of.setdefault(zh, en)
    found = re.match(rf"^(?:(?P<count>[一两二三])[个只])?(?P<who>{_alternation(list(en_of))})"
                     r"(?:$| (?P<rest>.*))", value.strip())
    if found is None:
        return value
    count = _COUNT_EN.get(found["count"] or "", "")
    who = en_of[found["who"]]
    many = count not in ("", "a")
    names = " and ".join(en_of.get(n, n) for n in re.split(r"[、 ]", found["rest"] or "") if n)
    return " ".join(p for p in (count, f"{who}s" if many else who, names) if p)
