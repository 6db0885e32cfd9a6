"""A text without a person's name: its giving words out, a bare use the relative's word.

The text half of memory/forgetting/forget_names.py (issue 24, forget37): 我老公大伟在银行上班 says
老公在银行上班, 大伟说周末去钓鱼 says 老公说周末去钓鱼; a name that is also a word is the
person only where the text speaks of them (memory/rules/name_uses.py, forget38).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from strata_layered.memory.facts.relative_slots import names_given
from strata_layered.memory.rules.name_uses import (
    NAME_WORDS,
    PERSON_AFTER_EN,
    PERSON_AFTER_ZH,
    PERSON_BEFORE_ZH,
    WORD_AFTER_EN,
    WORD_BEFORE_ZH,
    WORD_REDUPLICATED_ZH,
)
from strata_layered.memory.rules.names_given import NAME_USED_ELSEWHERE
from strata_layered.memory.rules.people import PEOPLE
from strata_layered.memory.rules.take_back import FORGET_NAME
from strata_layered.memory.text.text import has_cjk

_GIVING = (r"(?:[\s,，]*|(?:的名字)?(?:叫做|名叫|叫)|['’]s name is | is called | is named"
           r"| named | called )")
"""What may stand between a relative's word and their name (老公大伟, 猫叫团子, "husband, Dave")."""
_NAME_WORD = r"(?:这个人的名字|这个名字|的名字|['’]s name)"
"""What a request says after the name (别记大伟的名字, "Dave's name"): the stand-in says it."""


@dataclass(frozen=True)
class Given:
    """A name the user gave a person: whose (the table's key), the name, and the word said."""

    relation: str
    name: str
    word: str


def name_asked(text: str) -> str | None:
    """The name a request to forget names by itself (忘掉大伟, "Forget Dave"), if any."""
    found = FORGET_NAME.search(text.strip())
    return (found["zh"] or found["en"]) if found else None


def givens_in(text: str, relation: str | None = None, name: str | None = None) -> list[Given]:
    """The names the text gives (of `relation`, or the name `name`), with the word said."""
    return [Given(whose, given, _relation_word(text[:end], whose))
            for whose, given, _, end in names_given(text, relation)
            if given and (name is None or given == name)]


def _relation_word(before: str, relation: str) -> str:
    """The relative's word last said (老公 of 老公大伟, sister of "sister Anna")."""
    words = sorted({w for r in PEOPLE if r.key == relation for w in (*r.zh, *r.en)},
                   key=len, reverse=True)
    at = {w: before.lower().rfind(w.lower()) for w in words}
    found = [w for w in words if at[w] >= 0]
    return max(found, key=lambda w: (at[w] + len(w), len(w))) if found else ""


def unnamed(text: str, given: Given, stand_in: str | None = None, *,
            everywhere: bool = False) -> str:
    """The text without the name: its giving words out, a bare use of it the relative's word.

    `stand_in` replaces a bare use instead (the request's own "忘掉大伟": 忘掉这个名字).
    """
    name, word = given.name, given.word
    if name not in text and name.lower() not in text.lower():
        return text
    if stand_in is None:
        cut = [(s, e) for _, n, s, e in names_given(text, given.relation) if n == name]
        for start, end in reversed(cut):
            text = text[:start] + text[end:]
        if word:  # a topic's name 老公大伟银行上班 / 关于猫叫团子: nothing said after it
            text = re.sub(rf"({re.escape(word)}){_GIVING}{re.escape(name)}", r"\1", text,
                          flags=re.I)
    else:  # 别记大伟的名字: 别记这个名字
        text = re.sub(rf"{re.escape(name)}{_NAME_WORD}", re.escape(name), text, flags=re.I)
    if has_cjk(name):  # 小雨 of 今天下小雨了 is the weather (rules/name_uses.py)
        if stand_in is not None or text == name or everywhere:
            return text.replace(name, stand_in or word)
        return re.sub(re.escape(name), lambda f: word if _person_zh(text, f) else f.group(0),
                      text)
    # as said, capitalised: "I will go" keeps its will after "my brother Will"; and "Will
    # you…" is no use of the name (row name_used_elsewhere)
    bare = rf"(?i:\b(?P<my>my|our) )?\b{re.escape(name)}\b(?:['’]s)?"

    def said(found: re.Match[str]) -> str:
        if NAME_USED_ELSEWHERE.match(text[found.end():]) and not found["my"]:
            return found.group(0)
        after = text[found.start() + len(name):]
        if (stand_in is None and not found["my"] and opens(found, ";:]")
                and (name in NAME_WORDS or WORD_AFTER_EN.match(after))
                and not PERSON_AFTER_EN.search(after)):
            return found.group(0)  # "Rose petals make…", "Brook trout are…" (rules/name_uses.py)
        if stand_in is not None:  # "Priya's wedding": that person's wedding
            return stand_in + found.group(0)[found.group(0).rfind(name) + len(name):]
        own = found.group(0)[len(found["my"]) + 1:] if found["my"] else found.group(0)
        return f"{found['my'] or ('My' if opens(found) else 'my')} {word}{own[len(name):]}"

    def opens(found: re.Match[str], also: str = "") -> bool:  # "; Rose…", a quoted "] Rose…"
        before = text[:found.start()].rstrip()
        return not before or before[-1] in ".!?" + also

    return re.sub(bare, said, text)


def _person_zh(text: str, found: re.Match[str]) -> bool:
    """Whether this use of a Chinese name speaks of the person (rules/name_uses.py).

    A name of NAME_WORDS is the person only where a person reading fires; any other name is
    the person unless a word reading fires and no person reading does: a use the rules
    cannot read is still the name.
    """
    before, after = text[:found.start()], text[found.end():]
    if PERSON_BEFORE_ZH.search(before) or PERSON_AFTER_ZH.search(after):
        return True
    if found.group(0) in NAME_WORDS:
        return False
    return not (WORD_BEFORE_ZH.search(before)
                or WORD_REDUPLICATED_ZH.match(text[max(found.start() - 1, 0):]))
