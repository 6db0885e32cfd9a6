"""What a code after its keyword looks like: digits, letters and digits, in groups or whole.

memory/sensitive/keyed.py reads the value after a code, PIN, CVV, gift card or bare "code"
keyword with `CODE` and keeps it when `code_fits` says it has that keyword's shape.
"""

from __future__ import annotations

import re

from strata_layered.memory.sensitive.cues import AMOUNT_UNIT

# [beyond] sec41: a code said in groups (1234 5678 9012, X7KQ-99PL-M3TZ, 12 34 56) is one value:
# a dash joins any group, a space one with a digit in it (1234 at 5pm ends at 1234; a first
# group with no digit only before a dash: "for 20 bucks" is no code); and a code of letters and
# digits runs past 8 (8HF2KQ9ZP1), where only its first 8 were read before.
_HAS_DIGIT = r"(?=[0-9A-Za-z]{0,7}[0-9])"
# [beyond] sec42: a number a measure follows is a quantity, not a code's group: "the code is
# 4471 200 metres on" masked "4471 200" (sec41 left it). It ends the code before it.
MEASURE = (
    r"(?:(?i:m|km|metres?|meters?|kilomet(?:re|er)s?|miles?|mi|feet|foot|ft"
    r"|yards?|yds?|steps?|blocks?|paces|floors?|stops?|exits?|minutes?|mins?|seconds?|secs?"
    r"|hours?|hrs?|days?|weeks?|months?|years?|times|people|percent|pm|am|kg|lbs?|pounds?"
    r"|dollars?|bucks|euros?|yuan|rmb|usd)(?![0-9A-Za-z])|%|米|公里|分钟|秒|小时|天|元|块|个|次|人|层|站)"
)
"""Words that make the number before them a quantity (a distance, a time, a sum, a count)."""
_QUANTITY = rf"(?![0-9]*[ ]?{MEASURE})"
# A group after a space is 3 long or more ("482913 10 minutes ago" ends at 482913), unless the
# code is said in pairs throughout (12 34 56).
_GROUP = rf"(?:-[0-9A-Za-z]{{1,8}}|[ ]{_HAS_DIGIT}{_QUANTITY}[0-9A-Za-z]{{3,8}})"
CODE = re.compile(
    rf"(?:[A-Za-z]-)?(?P<v>(?:[0-9A-Za-z]{{1,8}}(?=-)|{_HAS_DIGIT}[0-9A-Za-z]{{1,8}})"
    rf"{_GROUP}{{1,5}}(?![0-9A-Za-z])|[0-9]{{2}}(?: {_QUANTITY}[0-9]{{2}}){{1,5}}(?![0-9A-Za-z])"
    r"|[0-9]{3,8}(?![0-9])|[0-9](?: [0-9]){2,7}(?![0-9])"
    r"|[0-9A-Za-z]{1,20}(?![0-9A-Za-z]))"
)
# [beyond] sec39: a PIN said one digit at a time with dashes ("PIN: 4-7-1-9").
_DASHED_DIGITS = re.compile(r"[0-9](?:-[0-9]){3,11}")
# [beyond] sec41: a gift card's code is cash. Named as a code (gift card code, 卡密, PIN) it is
# one from 4 characters on; after the bare card (my amazon gift card: …) it is a long one
# (gift card codes run 10 to 19), never a sum (the gift card is 50 dollars / 2000 元).
_GIFT_CODE_WORD = re.compile(r"code|pin|number|no|#|密|码", re.I)


_ENDS_MESSAGE = re.compile(r"[ \t.…-]*(?:\r?\n|$)")  # a line of a document too (sec42b)


def _digits(value: str) -> int:
    return sum(c.isdigit() for c in value)


def _gift_code(text: str, end: int, keyword: str, bare: str) -> bool:
    least = 4 if _GIFT_CODE_WORD.search(keyword) else 8
    return least <= len(bare) <= 32 and not AMOUNT_UNIT.match(text, end)


def code_fits(kind: str, text: str, m: re.Match[str], keyword: str, linked: bool) -> bool:
    """Whether the value `m` read after a `kind` keyword has that kind's shape."""
    v = m["v"]
    digits = _digits(v)
    if digits == 0:
        return False
    bare = v.replace(" ", "").replace("-", "")
    grouped, spaced_digits = len(bare) < len(v), v.replace(" ", "").isdigit()
    if kind == "cvv":
        return v.isdigit() and 3 <= len(v) <= 4
    if kind == "pin":
        dashed = _DASHED_DIGITS.fullmatch(v) is not None
        if linked and bare.isdigit() and digits < 4 and _ENDS_MESSAGE.match(text, m.end("v")):
            return True  # sec42: "my pin is 44" ends the message: a part, the rest said next
        return (spaced_digits or dashed or bare.isdigit()) and 4 <= digits <= 12
    if kind == "generic":  # "code 123456" is an OTP only at OTP length; "code 2024" is anything
        return spaced_digits and 4 + 2 * (not linked) <= digits <= 8 + 8 * grouped \
            or linked and mixed_groups(v)
    if kind == "gift":
        return _gift_code(text, m.end("v"), keyword, bare)
    return 4 <= len(bare) <= 24 and (not bare.isdigit() or digits >= 4)


# [beyond] sec42b: a code of letter-and-digit groups after a bare "code" ("the code is X7KQ 9M2P
# 55AB", a licence or a recovery code) rested in clear: a bare code was digits only. Two groups
# or more, each of 3 to 8 letters and digits with a digit in it, and letters among them, are
# one code when a link names it ("the code is ES2015 style" is one group: no code).
_MIXED_GROUP = re.compile(r"(?=[A-Za-z]*[0-9])[0-9A-Za-z]{3,8}")


def mixed_groups(value: str) -> bool:
    """Whether `value` is two groups or more of letters and digits, a digit in each."""
    groups = re.split(r"[ -]", value)
    return (len(groups) >= 2 and all(_MIXED_GROUP.fullmatch(g) for g in groups)
            and any(c.isalpha() for c in value))
