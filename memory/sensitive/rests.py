"""The rest of a secret said in the same breath as its beginning: "starts with 4471 and ends 92".

sec44: a part said as the secret's beginning flags the next message (parts.py), but said in one
message ("my pin starts with 4471 and ends with 92", 密码开头是4471，结尾是92) the ending stayed in
clear beside the masked beginning: two digits of a PIN an attacker no longer has to guess. After a
code's or a password's value its keyword names, what says "and it ends", "the rest is", 结尾是,
后两位是 gives the rest of the same secret: digits (a password's: a token with a digit or a sign).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import MaskRow
from strata_layered.memory.sensitive.code_shapes import MEASURE
from strata_layered.memory.sensitive.spans import Hit, TextView

_KINDS = frozenset({"code", "password", "bank_card", "account_number"})
_REST_LINK = re.compile(
    r"[ \t]*(?:[,，;；]|(?:[,，][ \t]*)?(?i:and|&|but|while))?[ \t]*"
    r"(?:(?i:(?:(?:it|the[ \t]+(?:pin|code|password|number|card))[ \t]+)?"
    r"(?:ends?|ending|finishes)(?:[ \t]+(?:with|in))?(?![A-Za-z])"
    r"|(?:the[ \t]+)?(?:rest|remaining[ \t]+(?:digits|numbers|part)"
    r"|last[ \t]+(?:two|three|four|five|six|few|[1-6])(?:[ \t]+(?:digits|numbers))?)"
    r"[ \t]+(?:is|are|was|were)(?![A-Za-z]))"
    r"|(?:然后|后面|最后)?(?:结尾|末尾|尾数|剩下的?|后面的?|其余的?|最后[0-9一二两三四五六几]位"
    r"|后[0-9一二两三四五六几]位)(?:是|为|[:：]))"
    r"[ \t]*(?:[:：=]|(?i:is|are)(?![A-Za-z]))?[ \t]*")
_DIGITS = re.compile(r"[0-9](?:[ -]?[0-9]){0,11}(?![0-9A-Za-z])[#*]?")
_TOKEN = re.compile(r"[!-~]{1,64}")
_TYPED = re.compile(r"[0-9]|[^\w\s]")
_TRAIL = ".,;:'\")。，"
_AFTER_NUMBER = re.compile(rf"[ \t]?{MEASURE}")  # "and ends in 20 minutes": a time, no digits

ROW = MaskRow(
    name="secret_rest_said",
    pattern=_REST_LINK,
    decides="secret: after a code's or a password's value, the rest said in the same message "
            "(and ends with 92, the rest is 92, 结尾是92, 后两位是92) is the same secret's",
    source="[beyond] sec44: 'my pin starts with 4471 and ends with 92' (one message) kept 92 in "
           "clear; 密码开头是4471，结尾是92 too",
    examples=("my pin starts with 4471 and ends with 92", "my pin begins 4471 and ends 92",
              "密码开头是4471，结尾是92", "the code starts 8812, the rest is 07",
              "my password starts with Tulip# and ends with 2019!", "PIN: starts 44, ends 92",
              "my pin starts with 44, ends 92", "银行卡密码前四位是6650，后两位是12"),
    masked=(("92",), ("92",), ("92",), ("07",), ("2019!",), ("44", "92"), ("44", "92"), ("12",)),
    non_examples=("my pin is 4471 and ends up in my notes",
                  "the code is 4471 and ends in 20 minutes",
                  "my pin is 4471 and the offer ends 2025",
                  "my pin starts with 4471 and ends with a 9",
                  "my password is hunter22 and ends with me", "门禁密码是4471，结尾是什么我忘了"),
)


def find_rests(view: TextView, keyed: list[Hit]) -> list[Hit]:
    """The rests said after keyed secrets' values, as hits of the same kind and rank."""
    text, hits = view.text, []
    for hit in keyed:
        link = ROW.match_at(text, hit.end) if hit.kind in _KINDS else None
        if link is None or link.end() == hit.end:
            continue
        if hit.kind == "password" and (m := _TOKEN.match(text, link.end())) and _TYPED.search(
                value := m[0].rstrip(_TRAIL)) and any(c.isalnum() for c in value):
            hits.append(Hit(m.start(), m.start() + len(value), hit.kind, hit.rank))
        elif (m := _DIGITS.match(text, link.end())) and not _AFTER_NUMBER.match(text, m.end()):
            hits.append(Hit(m.start(), m.end(), hit.kind, hit.rank))
    return hits
