"""[beyond] Whether words say what a request to forget names (房租: 月租…房子, "I live in …").

Chinese is matched by its characters, clause by clause; English by every content word, its
ending aside (memory/forgetting/take_back.py reads the request; split from it, probe43b).
"""

from __future__ import annotations

import re

from strata_layered.memory.language.clauses import clause_marks, plain_clauses


def says_fact(text: str, what: str) -> bool:
    """`says_all`, and in Chinese one pair of the fact's own characters as said.

    住杭州 is said by 住在杭州; a fact named anywhere is not found in words that merely
    share its characters (我的过去: 去过日本 shares 过 and 去, never says 过去).
    """
    if ASCII_ONLY.match(what):
        return says_all(text, what)
    core = _FUNCTION_ZH.sub("", what)
    clauses = plain_clauses(text, _CLAUSES)
    return len(core) > 1 and (any(_said_in(clause, core) for clause in clauses) or any(
        _said_in(first, core[:k]) and _said_in(then, core[k:])
        for first, then in zip(clauses, clauses[1:]) for k in range(2, len(core) - 1)))


def _said_in(clause: str, core: str) -> bool:
    """Every character of `core` in the clause, and one pair of it as said.

    A fact may be named across two clauses that follow one another, each part said in its own:
    儿子儿媳天天加班 is 儿子儿媳都在银行上班，天天加班 (leftzh44).
    """
    plain = _FUNCTION_ZH.sub("", clause)
    return all(ch in clause for ch in core) and any(
        core[i:i + 2] in plain for i in range(len(core) - 1))


_FUNCTION_ZH = re.compile(r"[的了是在我吧啊呢和也就都很]")
"""Characters a fact's words are said around, not its words (住在杭州: 住杭州)."""


def says_all(text: str, what: str) -> bool:
    """Whether one clause of the text says every character of `what` (房租: 租的房子月租四千五).

    English `what` by its words instead: every content word, its ending aside ("I live in
    Hangzhou": "lives in Hangzhou", never "works as a nurse").
    """
    if ASCII_ONLY.match(what):
        wanted = stems(what)
        return bool(wanted) and any(wanted <= stems(c) for c in plain_clauses(text, _CLAUSES))
    return any(all(ch in clause for ch in what) for clause in plain_clauses(text, _CLAUSES))


_CLAUSES = clause_marks(tilde=False, dot=True, newline=True)
"""A fact named is looked for clause by clause: any mark breaks, a "." and a line's end too."""
ASCII_ONLY = re.compile(r"^[\x00-\x7f]+$")
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_NOT_NAMING = frozenset(
    "i i'm i've me my mine myself you your we our us a an the that this these those is am are "
    "was were be been being has have had having do does did will would can in at on of to "
    "for with from about and or it its there here so very just really also".split())
"""Words a request to forget says around what it names ("that I live in …")."""


def stems(text: str) -> frozenset[str]:
    """Content words of English text, each without its ending (lives / lived / living: liv)."""
    return frozenset(_stem(w) for w in _WORD.findall(text.lower()) if w not in _NOT_NAMING)


def _stem(word: str) -> str:
    word = word.removesuffix("'s")
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    for ending in ("sses", "xes", "ches", "shes"):
        if word.endswith(ending):
            return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        word = word[:-1]
    for ending in ("ing", "ed", "e"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return word
