"""Digits spelled in English words ("four one five, five five five, zero one three four").

Phones and SSNs said as words are told apart exactly like digit runs (memory/sensitive/numbers.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.sensitive.numbers import NUMBER_RANK, classify_digits, number_context
from strata_layered.memory.sensitive.spans import ASCII_LOWER, Hit, TextView

_DIGIT_WORDS = {"zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4",
                "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9"}
_DIGIT_WORD = (
    r"(?:(?:double|triple)[ \t-]?)?(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
)
_SPELLED = re.compile(
    rf"(?<![a-z]){_DIGIT_WORD}(?:(?:[ \t]*[,-][ \t]*|[ \t]+){_DIGIT_WORD}){{5,}}(?![a-z])"
)
_SPELLED_TOKEN = re.compile(rf"(?P<w>{_DIGIT_WORD})(?P<sep>[ \t]*[,-][ \t]*|[ \t]+|$)")


def _spelled_groups(words: list[tuple[str, str]]) -> tuple[str, list[int], list[str]]:
    """Digits, group lengths and separators of spelled words and what follows each.

    Commas split groups when there are any; else spaces do, and hyphens join digits
    (four-one-five five-five-five); else every word is a group, like spaced digits.
    """
    seps = [sep.strip() or " " for _, sep in words[:-1]]
    split = "," if "," in seps else " " if "-" in seps and " " in seps else None
    digits, lens, kept = "", [0], []
    for (word, _), sep in zip(words, [*seps, ""], strict=True):
        times = 3 if word.startswith("triple") else 2 if word.startswith("double") else 1
        base = word.removeprefix("double").removeprefix("triple").strip(" \t-")
        digits += _DIGIT_WORDS[base] * times
        lens[-1] += times
        if sep and (split is None or sep == split):
            lens.append(0)
            kept.append("-" if sep == "-" else " ")
    if split is None:  # every digit its own group, a double one too
        return digits, [1] * len(digits), [" "] * (len(digits) - 1)
    return digits, lens, kept


def find_spelled(view: TextView) -> list[Hit]:
    """Phones, SSNs and cards spelled out in English words, told apart like digit runs."""
    lowered = view.text.translate(ASCII_LOWER)
    hits = []
    for m in _SPELLED.finditer(lowered):
        words = [(t["w"], t["sep"]) for t in _SPELLED_TOKEN.finditer(m[0])]
        digits, lens, seps = _spelled_groups(words)
        ctx = number_context(view, m.start())
        if ctx.nearest == "neg" or not 7 <= len(digits) <= 19:
            continue
        kind = classify_digits(digits, lens, seps, False, ctx)
        if kind in ("phone", "ssn", "bank_card"):  # [beyond] a card said in words (issue 27)
            hits.append(Hit(m.start(), m.end(), kind, NUMBER_RANK))
    return hits


