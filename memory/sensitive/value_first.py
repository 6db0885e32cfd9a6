"""A secret said before its keyword: "4471 is my pin", 6650是我的银行卡密码 [beyond].

sec42: every keyword reading (memory/sensitive/keyed.py) looks for the value after the word
that names it. Said the other way round ("hunter22 is my password", "4471 is the door code",
六六五零是我的密码) the value rested in clear. Here a value, a copula, at most a possessive and two
words of what it opens, then the keyword ending the clause, is that keyword's value when it has
its shape: four digits or more for a code or a PIN, a typed token (a digit or a sign in it) for
a password.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import MaskRow
from strata_layered.memory.sensitive.spans import Hit, TextView

VALUE_FIRST_RANK = 3  # as a keyword's value (keyed.py KEYED_RANK)
_OWNER = r"(?:(?:my|our|your|his|her|their|the)[ \t]+)?"  # "1234 is a bad pin" is no one's
_WHAT = (r"(?:(?!(?:zip|postal|area|promo|discount|coupon|error|country|status)\b)"
         r"[A-Za-z'’-]{2,12}[ \t]+){0,2}?")
_EN_KEYWORD = (r"(?P<pw>pass(?:word|phrase)|pwd)|(?P<code>pin(?:[ \t]+(?:code|number))?|passcode"
               r"|(?:door|gate|alarm|lock|garage|safe|access|security|verification|entry)[ \t]+code"
               r"|code|combination|combo)")
_END = r"(?=[ \t]*(?:$|[,.;:!?)\n]|(?:for|to|on|at|now|too|btw|lol|here|there)\b))"
# Matched from the copula on (a scan for a value at every position is slow on long texts); the
# value is the token that ends where the copula begins.
_EN = re.compile(  # from a run of spaces' first (lead42: each later start rescanned it)
    r"(?<![ \t])(?:[ \t]+(?:is|was|will[ \t]+be|=)[ \t]+|['’]s[ \t]+)"
    rf"(?:now[ \t]+)?{_OWNER}{_WHAT}(?:{_EN_KEYWORD}){_END}", re.I)
_EN_VALUE = re.compile(r"(?<![\w#@.'’-])[!-~]{4,64}$")
_ZH = re.compile(
    r"(?<![ \t])[ \t]*(?:就是|是|为)(?:我|我们|你|他|她)?的?"
    r"[\u4e00-\u9fffA-Za-z]{0,6}?(?:(?P<pw>密码|口令|密碼)|(?P<code>验证码|门禁码|取款码|卡密|PIN码?))"
    r"(?=[ \t]*(?:$|[，。,.;；!！~～)）\n]|了|啊|哦|哈|呀))")
_ZH_VALUE = re.compile(r"(?<![!-~])[0-9A-Za-z][!-~]{3,63}$")
_TYPED = re.compile(r"[0-9]|\w[-_.@#*!$]\w|[!@#$%^&*]")
_STOP = frozenset("this that what which it here there mine yours same".split())


_SOURCE = ("[beyond] sec42: '4471 is my pin', 'hunter22 is my password', 6650是我的银行卡密码 "
           "rested in clear")
VALUE_FIRST_EN = MaskRow(
    name="secret_value_first",
    pattern=_EN,
    decides="secret: a value, a copula, then a password's or a code's keyword ending the clause, "
            "is that secret when it has its shape",
    source=_SOURCE,
    examples=("4471 is my pin", "hunter22 is my password", "Tulip#2019 is my new password",
              "8812# is the door code", "ok so 5521 is the pin for the debit card"),
    masked=(("4471",), ("hunter22",), ("Tulip#2019",), ("8812#",), ("5521",)),
    non_examples=("2024 is my zip code", "Python3 is the code I wrote", "this is my password",
                  "1234 is a bad pin", "123 is the code", "Room 1204 is the code review",
                  "hunter22 is my password manager"),
)
VALUE_FIRST_ZH = MaskRow(
    name="secret_value_first_zh",
    pattern=_ZH,
    decides="secret: a value, 是, then 密码 / 验证码 / 门禁码 ending the clause, is that secret "
            "when it has its shape",
    source=_SOURCE,
    examples=("6650是我的银行卡密码", "六六五零是我的密码"),
    masked=(("6650",), ("六六五零",)),
    non_examples=("6650是我的密码吗？", "2019是密码学元年"),
)
# [beyond] sec44: "Tulip2019(dont tell)" with no keyword: an aside asking to keep it secret
# names the typed token it follows as a secret, as a keyword would (a token with a digit or a
# sign: "I'm pregnant (don't tell anyone)" hides no value).
HUSHED = MaskRow(
    name="secret_hushed",
    pattern=re.compile(
        r"[ \t]?[(（][ \t]*(?:(?i:(?:pls|please)[ \t]+)?(?i:do(?:n'?|n’| no)t[ \t]+tell"
        r"(?:[ \t]+(?:anyone|anybody|a soul|my [a-z]+))?"
        r"|keep[ \t]+(?:it|this)[ \t]+(?:secret|private|to yourself)"
        r"|top secret|secret|private|shh+)[ \t!.]*[)）]"
        r"|(?:别|不要)(?:告诉|跟)[\u4e00-\u9fff]{0,4}|保密|别外传|不要外传)"),
    decides="secret: a typed token (a digit or a sign in it) followed by an aside that asks to "
            "keep it secret is a secret, with no keyword",
    source="[beyond] sec44: 'Tulip2019(dont tell)' rested in clear (sec43 left it: no keyword, "
           "and a bracket glued after a word read as a call)",
    examples=("Tulip2019(dont tell)", "wifi at mum's: Hx7!pq22 (don't tell anyone)",
              "4471（别告诉别人）", "sunflower88 (keep it secret)"),
    masked=(("Tulip2019",), ("Hx7!pq22",), ("4471",), ("sunflower88",)),
    non_examples=("I'm pregnant (don't tell anyone)", "we got 2 tickets (dont tell)",
                  "print(dont_tell)", "Tulip2019 is my favourite year"),
)
ROWS = (VALUE_FIRST_EN, VALUE_FIRST_ZH, HUSHED)
_HUSHED_VALUE = re.compile(r"(?<![!-~])(?=[!-~]*(?:[0-9]|[^\w\s(（]))[!-~]{4,64}$")


def find_value_first(view: TextView) -> list[Hit]:
    """Values said before the keyword that names them."""
    text, hits = view.text, []
    for row, before in ((VALUE_FIRST_EN, _EN_VALUE), (VALUE_FIRST_ZH, _ZH_VALUE)):
        for m in row.finditer(text):
            v = before.search(text, max(0, m.start() - 64), m.start())
            if v is None:
                continue
            value = v[0].rstrip(",.;:'\")")
            weak = _WEAK_BEFORE.search(text, max(0, v.start() - 24), v.start())  # a word's reach
            if value.lower() in _STOP or weak:
                continue
            digits = sum(c.isdigit() for c in value)
            if m["code"] and digits >= 4 and not any(c.isalpha() for c in value):
                hits.append(Hit(v.start(), v.start() + len(value), "code", VALUE_FIRST_RANK))
            elif m["pw"] and _TYPED.search(value):
                hits.append(Hit(v.start(), v.start() + len(value), "password", VALUE_FIRST_RANK))
    for m in HUSHED.finditer(text):
        v = _HUSHED_VALUE.search(text, max(0, m.start() - 64), m.start())
        if v is not None and (value := v[0].rstrip(",.;:'\")")) and len(value) >= 4:
            kind = "code" if value.isdigit() else "password"
            hits.append(Hit(v.start(), v.start() + len(value), kind, VALUE_FIRST_RANK))
    return hits


# "Room 1204 is the code review": a word that makes the number a room, a year, a page.
_WEAK_BEFORE = re.compile(
    r"(?i:room|page|chapter|year|since|in|flight|bus|route|no\.?|number)[ \t]*$")
