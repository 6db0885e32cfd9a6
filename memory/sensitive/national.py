"""National numbers of a fixed shape: HKID, Taiwan ID, NRIC, DNI/NIE, UK NINO, NHS, Medicare.

Each has a fixed shape, and all but the NINO and the Medicare MBI a check character; since
such shapes also occur in product codes and phone numbers, each counts only after a word that
names its document (身份证, ID, DNI, NRIC…; national insurance; NHS; Medicare).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from strata_layered.memory.sensitive.spans import Hit, TextView

NATIONAL_RANK = 5
_CONTEXT_CHARS = 32

_ID_WORDS = re.compile(
    r"身份证|身分证|證件|证件|字号|居民证|(?<![a-z])(?:id|identity|hkid|nric|fin|ic|dni|nie|nif"
    r"|national id|documento)(?![a-z])",
    re.I,
)
_INSURANCE_WORDS = re.compile(
    r"国民保险|保险号|(?<![a-z])(?:national insurance|nino)(?![a-z])"
    r"|(?<![A-Za-z])(?-i:NI)(?![A-Za-z])",
    re.I,
)

_HKID = re.compile(r"(?<![A-Za-z0-9])[A-Z]{1,2}[0-9]{6}(?:\([0-9A]\)|[0-9A])(?![A-Za-z0-9])")
_TAIWAN = re.compile(r"(?<![A-Za-z0-9])[A-Z][12][0-9]{8}(?![A-Za-z0-9])")
_NRIC = re.compile(r"(?<![A-Za-z0-9])[STFG][0-9]{7}[A-Z](?![A-Za-z0-9])")
_DNI = re.compile(r"(?<![A-Za-z0-9])(?:[XYZ][0-9]{7}|[0-9]{8})-?[A-Z](?![A-Za-z0-9])")
# Two prefix letters (never D F I Q U V, nor O second), six digits in pairs, a suffix A-D.
_NINO = re.compile(
    r"(?<![A-Za-z0-9])[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?[0-9]{2} ?[0-9]{2} ?[0-9]{2} ?[A-D]"
    r"(?![A-Za-z0-9])"
)
# [beyond] sec39: a US Medicare number (MBI), eleven characters in a fixed pattern of digits
# and letters (no S L O I B Z), dashes optional: 1EG4-TE5-MK72.
_MBI_L = "[AC-HJKMNP-RT-Y]"
_MBI_AN = rf"(?:{_MBI_L}|[0-9])"
_MBI = re.compile(
    rf"(?<![A-Za-z0-9])[1-9]{_MBI_L}{_MBI_AN}[0-9]-?{_MBI_L}{_MBI_AN}[0-9]-?{_MBI_L}{{2}}[0-9]{{2}}"
    r"(?![A-Za-z0-9])"
)
_MBI_WORDS = re.compile(r"(?<![a-z])(?:medicare|mbi|beneficiary)(?![a-z])", re.I)
# [beyond] sec39: an NHS number, ten digits in 3-3-4 with a mod-11 check (read as a phone before).
_NHS = re.compile(r"(?<![0-9])[0-9]{3}[ -]?[0-9]{3}[ -]?[0-9]{4}(?![0-9])")
_NHS_WORDS = re.compile(r"(?<![a-z])(?:nhs|chi)(?![a-z])", re.I)
_NINO_BAD_PREFIXES = frozenset({"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"})
_TAIWAN_LETTERS = "ABCDEFGHJKLMNPQRSTUVXYWZIO"  # A=10 … in the order of the official table


def hkid_ok(value: str) -> bool:
    """Hong Kong identity card: weights 9…2 over the letters (space = 36) and digits, mod 11."""
    chars = value.replace("(", "").replace(")", "")
    body, check = chars[:-1], chars[-1]
    values = ([36] if len(body) == 7 else []) + [
        ord(c) - 55 if c.isalpha() else int(c) for c in body
    ]
    total = sum(v * w for v, w in zip(values, range(9, 1, -1), strict=True))
    want = (11 - total % 11) % 11
    return check == ("A" if want == 10 else str(want))


def taiwan_id_ok(value: str) -> bool:
    """Taiwan national ID: the letter's two digits, then weights 1, 9…1, 1, mod 10."""
    code = _TAIWAN_LETTERS.index(value[0]) + 10
    digits = [code // 10, code % 10, *map(int, value[1:])]
    weights = (1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1)
    return sum(d * w for d, w in zip(digits, weights, strict=True)) % 10 == 0


def nric_ok(value: str) -> bool:
    """Singapore NRIC / FIN: weights 2 7 6 5 4 3 2, offset 4 for T and G, a letter table."""
    total = sum(int(c) * w for c, w in zip(value[1:8], (2, 7, 6, 5, 4, 3, 2), strict=True))
    total += 4 if value[0] in "TG" else 0
    table = "JZIHGFEDCBA" if value[0] in "ST" else "XWUTRQPNMLK"
    return table[total % 11] == value[8]


def dni_ok(value: str) -> bool:
    """Spanish DNI / NIE: the number (X/Y/Z read as 0/1/2) mod 23 picks the letter."""
    chars = value.replace("-", "")
    number = str("XYZ".find(chars[0])) + chars[1:-1] if chars[0] in "XYZ" else chars[:-1]
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(number) % 23] == chars[-1]


def nino_ok(value: str) -> bool:
    """UK National Insurance number: no checksum, but some prefixes are never issued."""
    return value[:2] not in _NINO_BAD_PREFIXES


def nhs_ok(value: str) -> bool:
    """NHS number: weights 10…2 over the first nine digits, 11 - total mod 11 (11 is 0)."""
    digits = [int(c) for c in value if c.isdigit()]
    check = 11 - sum(d * w for d, w in zip(digits, range(10, 1, -1), strict=False)) % 11
    return check != 10 and check % 11 == digits[9]


_SCHEMES: list[tuple[re.Pattern[str], Callable[[str], bool], re.Pattern[str], str]] = [
    (_HKID, hkid_ok, _ID_WORDS, "id_number"),
    (_TAIWAN, taiwan_id_ok, _ID_WORDS, "id_number"),
    (_NRIC, nric_ok, _ID_WORDS, "id_number"),
    (_DNI, dni_ok, _ID_WORDS, "id_number"),
    (_NINO, nino_ok, _INSURANCE_WORDS, "ssn"),
    (_MBI, lambda value: True, _MBI_WORDS, "id_number"),
    (_NHS, nhs_ok, _NHS_WORDS, "id_number"),
]
# Every shape above holds six digits in a row, or three pairs (a spaced NINO); an MBI a digit,
# two letters or a letter and a digit, then a digit (1EG4); an NHS number digits in 3-3-4.
_HINT = re.compile(
    r"[A-Z0-9][0-9]{5}|[0-9]{2} [0-9]{2} [0-9]{2}|[1-9][A-Z]{2}[0-9]|[1-9][A-Z][0-9]{2}"
    r"|[0-9]{3}[ -][0-9]{3}[ -][0-9]{4}"
)


def find_national(view: TextView) -> list[Hit]:
    """National numbers with letters, checked and named by a nearby word."""
    text, hits = view.text, list[Hit]()
    if not _HINT.search(text):
        return hits
    for pattern, ok, words, kind in _SCHEMES:
        for m in pattern.finditer(text):
            value = m[0].replace(" ", "")
            named = words.search(text, max(0, m.start() - _CONTEXT_CHARS), m.start())
            if named and ok(value):
                hits.append(Hit(m.start(), m.end(), kind, NATIONAL_RANK))
    return hits
