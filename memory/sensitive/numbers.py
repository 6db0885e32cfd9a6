"""Digit runs: resident ID numbers, bank cards, phone numbers and SSNs, told apart by checksums."""

from __future__ import annotations

import re
from typing import NamedTuple

from strata_layered.memory.sensitive.spans import Hit, TextView

NUMBER_RANK = 6
# Digits joined by at most three separator characters: 138 0013 8000, (0755)8601-3388.
# The lookbehind makes each run start once, so the scan stays linear on digit-heavy text.
_RUN = re.compile(r"(?<![0-9A-Za-z])[0-9]+(?:[ \t.()-]{1,3}[0-9]+)*(?:[Xx](?![0-9A-Za-z]))?")
_GROUP = re.compile(r"[0-9]+[Xx]?")
_MOBILE = re.compile(r"1[3-9][0-9]{9}")
# The nearest word before a number says what it is; "neg" words name public or
# business numbers (orders, parcels, invoices, hotlines) that must stay readable.
_CONTEXT = re.compile(
    r"(?P<neg>订单|单号|运单|快递|物流|流水|编号|发票|工单|序列号|学号|工号|会议号|型号|客服|热线"
    r"|(?<![a-z])(?:order|tracking|invoice|ref|reference|transaction|serial|isbn|hotline)(?![a-z]))"
    r"|(?P<id>身份证|证件|(?<![a-z])(?:id|identity)(?![a-z]))"
    # [beyond] lead38: a bank's short name (工行卡, 招行卡), 我的卡 / 这张卡, and 账号 before
    # 13–19 digits (no online account has that many) name a card too.
    r"|(?P<card>卡号|银行卡|信用卡|储蓄卡|借记卡|工资卡|行卡|的卡|张卡|账号|帐号|账户"
    r"|(?<![a-z])(?:card|visa|mastercard|amex)(?![a-z]))"
    r"|(?P<sin>社会保险号|(?<![a-z])(?-i:SIN)(?![a-z])|(?<![a-z])social insurance(?![a-z]))"
    # "my social is …": social alone, right before is / : / number, is slang for the SSN.
    r"|(?P<ssn>社安号|社会安全号|(?<![a-z])(?:ssn|social security|numéro de sécurité sociale"
    r"|social(?=[ \t]*(?:is|was|number|no|[:#=])(?![a-z])))(?![a-z]))"
    r"|(?P<phone>电话|手机|号码|電話|携帯|座机|联系|致电|打给|传真|(?<![a-z])(?:tel|phone|mobile|cell|call"
    r"|text me|ring (?:me|us)|whatsapp|telegram|signal|fax|reach me|(?:my|his|her|your|our) number)"
    r"(?![a-z]))",
    re.I,
)
_CONTEXT_CHARS = 24
_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK = "10X98765432"
_PROVINCES = frozenset(
    "11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65"
    " 71 81 82 83".split()
)
_MONTH_DAYS = (31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_TOLL_FREE = frozenset({"400", "800", "833", "844", "855", "866", "877", "888"})


def luhn_ok(digits: str) -> bool:
    """Luhn checksum, as used by bank cards."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def cn_id_ok(number: str) -> bool:
    """GB 11643 checksum of an 18-character Chinese resident ID number."""
    body, check = number[:17], number[17].upper()
    total = sum(int(c) * w for c, w in zip(body, _ID_WEIGHTS, strict=True))
    return _ID_CHECK[total % 11] == check


def _date_ok(yyyymmdd: str) -> bool:
    year, month, day = int(yyyymmdd[:4]), int(yyyymmdd[4:6]), int(yyyymmdd[6:])
    return 1900 <= year <= 2099 and 1 <= month <= 12 and 1 <= day <= _MONTH_DAYS[month - 1]


def _id18(d: str) -> bool:
    # Checksum alone passes one random number in eleven: the region and birth date must hold too.
    return d[:17].isdigit() and d[:2] in _PROVINCES and _date_ok(d[6:14]) and cn_id_ok(d)


def _id15(d: str) -> bool:
    return d.isdigit() and d[:2] in _PROVINCES and _date_ok("19" + d[6:12])


def _iin_ok(d: str) -> bool:
    """The issuer prefix and length belong to a payment card network."""
    n, two = len(d), d[:2]
    if d[0] == "4":
        return n in (13, 16, 19)
    if d[0] in "56" or two == "95":
        return n >= 16
    if d[0] == "2":
        return n == 16 and 2221 <= int(d[:4]) <= 2720
    if two in ("34", "37"):
        return n == 15
    if two in ("30", "36", "38", "39"):
        return n >= 14
    return two == "35" and n >= 16


def _card_groups(lens: list[int]) -> bool:
    if len(lens) == 1 or all(x == 1 for x in lens):
        return True
    if all(x == 4 for x in lens[:-1]) and 1 <= lens[-1] <= 4:
        return True
    return lens in ([4, 6, 5], [4, 6, 4], [6, 13], [6, 12], [6, 10])


def _landline(d: str, lens: list[int]) -> bool:
    """Trunk 0 and area code, then the number: 010-62345678, 0755 8601 3388, 07700 900123."""
    if len(lens) < 2 or d[0] != "0" or d[1] == "0" or any(x < 3 for x in lens[1:]):
        return False
    if lens[0] == 5:  # UK style: 0 + four digits, then six (mobiles 07xxx xxxxxx)
        return len(d) == 11
    if lens[0] not in (3, 4) or not 7 <= len(d) - lens[0] <= 8:
        return False
    return d[1] in "12" if lens[0] == 3 else d[1] in "3456789"


def _nanp(d: str) -> bool:
    return d[0] in "23456789" and d[3] in "23456789"


def _toll_free(text: str, groups: list[tuple[int, int]]) -> bool:
    """A whole run like (800) 555-0134 or 400-820-8820: a business line, and none of its parts."""
    if len(groups) > 1 and text[groups[0][0] : groups[0][1]] == "1":
        groups = groups[1:]  # 1-800-345-3358
    first = text[groups[0][0] : groups[0][1]]
    return first in _TOLL_FREE and sum(e - s for s, e in groups) == 10


def _ssn_ok(d: str) -> bool:
    area = d[:3]
    return area != "000" and area != "666" and area[0] != "9" and d[3:5] != "00" and d[5:] != "0000"


_NIR_GROUPS = ([1, 2, 2, 2, 3, 3, 2], [13, 2], [1, 2, 2, 5, 3, 2])


def _nir_ok(d: str) -> bool:
    """French NIR: sex 1/2 (7/8 provisional), a month 01-12 or 20-42, key = 97 - n mod 97."""
    month = int(d[3:5])
    if d[0] not in "1278" or not (1 <= month <= 12 or 20 <= month <= 42):
        return False
    return 97 - int(d[:13]) % 97 == int(d[13:])


class NumberContext(NamedTuple):
    """The kinds named just before a number (phone, card, ...) and the nearest one."""

    kinds: frozenset[str]
    nearest: str


def number_context(view: TextView, start: int) -> NumberContext:
    """What the words just before `start` say the number is (or that it is not a secret)."""
    # Search in place, not in a slice: the lookbehinds must see the word the window cuts.
    matches = _CONTEXT.finditer(view.text, max(0, start - _CONTEXT_CHARS), start)
    found = [m.lastgroup or "" for m in matches]
    return NumberContext(frozenset(found), found[-1] if found else "")


def classify_digits(d: str, lens: list[int], seps: list[str], plus: bool,
                    ctx: NumberContext) -> str | None:
    """The kind of one candidate number, or None when it is just a number."""
    n = len(d)
    single, per_digit = len(lens) == 1, all(x == 1 for x in lens)
    chunky = all(x >= 3 for x in lens)
    if n == 18 and _id18(d) and (single or per_digit or chunky or lens == [6, 8, 4]):
        return "id_number"
    if n == 15 and "id" in ctx.kinds and _id15(d) and (single or chunky):
        return "id_number"
    if not d.isdigit():
        return None
    if plus:
        return "phone" if 8 <= n <= 15 and (per_digit or min(lens[1:], default=2) >= 2) else None
    # Right after 卡号 / card number the keyword says what it is, even with a typo in it.
    # A mobile with its country code (86 139…) after 账号 is the phone it is (review38).
    phone_86 = n == 13 and d.startswith("86") and _MOBILE.fullmatch(d[2:]) is not None
    if 13 <= n <= 19 and _card_groups(lens) and (
        luhn_ok(d) and (_iin_ok(d) or "card" in ctx.kinds) or ctx.nearest == "card" and not phone_86
    ):
        return "bank_card"
    if n == 11 and _MOBILE.fullmatch(d) and (single or per_digit or chunky):
        return "phone"
    if n == 13 and d.startswith("86") and _MOBILE.fullmatch(d[2:]) and (single or lens[0] == 2):
        return "phone"
    if _landline(d, lens) or (lens == [3, 3, 4] and _nanp(d)):
        return "phone"
    if n == 9 and _ssn_ok(d) and (
        (lens == [3, 2, 4] and (all(s == "-" for s in seps) or "ssn" in ctx.kinds))
        or (single and "ssn" in ctx.kinds)
    ):
        return "ssn"
    # A Canadian social insurance number: nine digits in threes with the Luhn check.
    if n == 9 and "sin" in ctx.kinds and (single or lens == [3, 3, 3]) and luhn_ok(d):
        return "ssn"
    # A French social security number (NIR): sex, year, month, place, order and a mod-97 key.
    if n == 15 and _nir_ok(d) and (lens in _NIR_GROUPS or "ssn" in ctx.kinds):
        return "ssn"
    if "phone" in ctx.kinds and 7 <= n <= 12 and (single or per_digit or chunky):
        return "phone"
    return None


def find_numbers(view: TextView) -> list[Hit]:
    """ID numbers, bank cards, phones and SSNs among the digit runs of the text."""
    text, hits = view.text, []
    for run in _RUN.finditer(text):
        if run.end() < len(text) and text[run.end()].isascii() and text[run.end()].isalpha():
            continue  # an alphanumeric code (tracking number, model), not a number
        groups = [(run.start() + g.start(), run.start() + g.end()) for g in _GROUP.finditer(run[0])]
        if sum(e - s for s, e in groups) < 7:
            continue
        start = run.start()
        plus = start > 0 and text[start - 1] == "+"
        ctx = number_context(view, start - plus)
        if ctx.nearest == "neg" or _toll_free(text, groups):
            continue
        hits.extend(_split_run(text, groups, plus, ctx))
    return hits


def _may_be_secret(n: int, first: str, ctx: NumberContext) -> bool:
    """A cheap test before the full one: could n digits starting with `first` be any kind?"""
    if n in (15, 18) or (13 <= n <= 19 and first in "234569") or n == 9:
        return True
    if first == "0" and 10 <= n <= 12 or n == 11 and first == "1" or n == 10 and first != "1":
        return True
    return n == 13 and first == "8" or "phone" in ctx.kinds and n <= 12


def _split_run(text: str, groups: list[tuple[int, int]], plus: bool,
               ctx: NumberContext) -> list[Hit]:
    """The whole run when it classifies, else the longest classifying runs of whole groups."""
    found: list[Hit] = []
    lens_all = [e - s for s, e in groups]
    whole = len(groups)
    i = 0
    while i < whole:
        hit = _first_part(text, groups, lens_all, i, plus and i == 0, ctx)
        if hit is None:
            i += 1
        else:
            found.append(hit[0])
            i = hit[1]
    return found


def _first_part(
    text: str, groups: list[tuple[int, int]], lens_all: list[int], i: int, plus: bool,
    ctx: NumberContext,
) -> tuple[Hit, int] | None:
    """The longest secret made of groups i..j-1 (j > i), and j; None when there is none."""
    whole, last, total = len(groups), i, 0
    while last < whole and total + lens_all[last] <= 19:
        total += lens_all[last]
        last += 1
    for j in range(last, i, -1):
        lens = lens_all[i:j]
        n = sum(lens)
        if n < 7:
            return None
        if (i > 0 or j < whole) and min(lens) < 3:
            continue  # a part of a run is whole groups of digits, not stray ones
        if not plus and not _may_be_secret(n, text[groups[i][0]], ctx):
            continue
        part = groups[i:j]
        digits = "".join(text[s:e] for s, e in part)
        seps = [text[a[1] : b[0]] for a, b in zip(part, part[1:], strict=False)]
        kind = classify_digits(digits, lens, seps, plus, ctx)
        if kind:
            start = part[0][0] - plus
            if not plus and start > 0 and text[start - 1] == "(" and seps and ")" in seps[0]:
                start -= 1
            return Hit(start, part[-1][1], kind, NUMBER_RANK), j
    return None
