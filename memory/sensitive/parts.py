"""A secret said in parts over two messages, and an answer's place in a list [beyond].

sec42b (sec42 left both):

- "my pin is 44" then "71": the first part was masked (a PIN's digits ending the message), the
  rest rested in clear. The flag for the next message is read from what the user typed (a
  part is shorter than the kind's usual length: under 4 digits), never from the masked text,
  where a part and a whole PIN look alike: the message after a whole PIN is not flagged. The
  flag is the kind and ":part" (never a value); the next message's leading digits are the rest.
- "Dan, Phoenix, sunflower" after "What's your name, city and password?": the password has no
  digit nor sign, so no item had its shape. The question's place of the secret is kept with the
  flag ("password:3/3"); an answer of as many items has the secret at that place.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import MaskRow
from strata_layered.memory.sensitive.spans import Secret
from strata_layered.memory.text.text import has_cjk

_PART_KINDS = frozenset({"code", "password"})
_ENDS = re.compile(r"[ \t.…-]*$")
# [beyond] sec43: a value said as the secret's beginning is a part whatever its length ("my pin
# starts with 4471" then "and ends 92": 92 rested in clear; sec43b: "begins 4471", no "with").
_OPENING = re.compile(r"(?:\b(?:starts?|begins?|starting|beginning)(?:\s+with)?"
                      r"|\bfirst\s+(?:[a-z0-9]+\s+)?(?:digits?|numbers?|part|half|bit)(?:\s+of\s+[^0-9\n]{1,30}?)?\s*(?:is|are|was|were|:)"
                      r"|前[几一二三四五六两0-9]位|开头)[ \t:：]*(?:是|为)?[ \t:：]*$", re.I)
# The rest: a few digits, after at most a few words ("ok 71", "the rest is 71", 剩下是1234:
# lead42, review42b), then the message's end, a remark after a comma, or "is the rest".
_REST = re.compile(r"[ \t]*(?:[A-Za-z'’]+[ \t]+){0,4}(?:[\u4e00-\u9fff]{1,6}[ \t:：]*)?"
                   r"(?P<v>[0-9](?:[ -]?[0-9]){0,9})(?![0-9A-Za-z])"
                   r"(?=[ \t]*(?:$|[,，。.!！]|is\s+the\s+rest\b|是剩下的))", re.I)
# The items of a question: what's your A, B and C? (a comma, "and", 、 between them)
_ASKED_ITEMS = re.compile(
    r"\b(?:what(?:'s|’s|\s+is|\s+are)|(?:tell|give|send)\s+me)\s+(?:the\s+|your\s+)?"
    r"(?P<items>[^.!?\n]{1,80}?)\?", re.I)
_ITEM_SEP = re.compile(r"\s*(?:,\s*(?:and\s+)?|\band\b|&)\s*", re.I)
# [beyond] sec43: a Chinese question of several things (你叫什么、住哪、门禁密码多少？): its last
# clause before the question mark, the items between enumeration marks, commas, 和 / 还有 / 以及.
_ASKED_ITEMS_ZH = re.compile(r"(?P<items>[^。！!？?\n]{2,80})[？?]")
_ITEM_SEP_ZH = re.compile(r"[ \t]*(?:[、，,；;]|还有|以及|和)[ \t]*")
_NO_ANSWER = frozenset("later idk no none skip secret pass n/a na unknown tbd ?"
                       # sec43: in Chinese, a wait, a refusal, a blank
                       " 等下 等一下 稍等 待会 回头 以后 不知道 不记得 忘了 保密 不告诉你 不方便"
                       " 没有 无 暂无 不想说".split())


_QUESTION_EN = ("assistant", "What's your name, city and password?")
_QUESTION_ZH = ("assistant", "你叫什么、住哪、门禁密码多少？")
PART_ROW = MaskRow(
    name="secret_rest_of_part",
    pattern=_REST,
    decides="secret: the digits opening the message after a secret's first part are its rest",
    source="[beyond] sec42b: 'my pin is 44' then '71' kept 71 in clear",
    examples=("71", "1234", "71, sorry, phone died", "ok 71", "71 is the rest", "剩下是1234"),
    masked=(("71",), ("1234",), ("71",), ("71",), ("71",), ("1234",)),
    non_examples=("71", "71", "71 people came", "ok 12"),
    earlier=(("user", "my pin is 44"), ("user", "密码是66"), ("user", "my pin is 44..."),
             ("user", "my pin is 44"), ("user", "my password is 44"), ("user", "密码是66"),
             ("user", "my pin is 4471"), ("user", "my pin is 44 digits long"),
             ("user", "my pin is 44"), ("user", "the pin is 4 digits")),
)
PART_OPENING = MaskRow(
    name="secret_part_opening",
    pattern=_OPENING,
    decides="secret: a value said as a secret's beginning is its first part, whatever its "
            "length: the next message's opening digits are the rest",
    source="[beyond] sec43: 'my pin starts with 4471' then 'and ends 92' kept 92 in clear",
    examples=("and ends 92", "92", "the rest is 92", "92"),
    masked=(("92",), ("92",), ("92",), ("92",)),
    non_examples=("92", "92 people came", "92"),
    earlier=(("user", "my pin starts with 4471"),
             ("user", "the first four digits of my pin are 4471"),
             ("user", "密码开头是4471"), ("user", "my password begins with Tulip7"),
             ("user", "my pin is 4471"), ("user", "my pin starts with 4471"),
             ("user", "my pin starts with 4471 and ends with 92")),
)
PLACE_ROW = MaskRow(
    name="secret_asked_place",
    pattern=_ASKED_ITEMS,
    decides="secret: the answer at the secret's place among the things a question asks",
    source="[beyond] sec42b: 'Dan, Phoenix, sunflower' after 'What's your name, city and "
           "password?' kept sunflower in clear",
    examples=("Dan, Phoenix, sunflower", "sunflower, Dan"),
    masked=(("sunflower",), ("sunflower",)),
    non_examples=("Dan, Phoenix", "Dan, Phoenix, later", "Dan, Phoenix"),
    earlier=(_QUESTION_EN, ("assistant", "What's your password and your name?"),
             _QUESTION_EN, _QUESTION_EN, ("assistant", "What's your name and city?")),
)
PLACE_ZH_ROW = MaskRow(
    name="secret_asked_place_zh",
    pattern=_ASKED_ITEMS_ZH,
    decides="secret: the answer at the secret's place among the things a Chinese question asks",
    source="[beyond] sec43: 你叫什么、住哪、门禁密码多少？ → 小敏，成都，sunflower kept "
           "sunflower in clear (sec42b read English questions only)",
    examples=("小敏，成都，sunflower", "小敏、成都、sunflower", "sunflower，小敏"),
    masked=(("sunflower",), ("sunflower",), ("sunflower",)),
    non_examples=("小敏，成都", "小敏，成都，等下", "小敏，成都"),
    earlier=(_QUESTION_ZH, ("assistant", "好的。你叫什么名字、住在哪个城市、密码是什么？"),
             ("assistant", "密码和名字是什么？"), _QUESTION_ZH, _QUESTION_ZH,
             ("assistant", "你叫什么、住哪？")),
)


def part_flag(found: list[Secret], text: str) -> str | None:
    """The flag a message sets when it ends on a secret's first part, from what was typed."""
    for s in found:
        value = text[s.start : s.end]
        digits = sum(c.isdigit() for c in value)
        short = value.replace(" ", "").isdigit() and digits < 4
        opening = PART_OPENING.search(text[max(0, s.start - 40) : s.start])
        if s.kind in _PART_KINDS and (short or opening) and _ENDS.match(text, s.end):
            return f"{s.kind}:part"
    return None


def asked_place(reply: str, keyword: re.Pattern[str]) -> str:
    """Where the secret is among the things a question asks ("3/3"), or "" when unsaid."""
    m, sep = PLACE_ROW.search(reply), _ITEM_SEP
    if m is None and has_cjk(reply):
        m, sep = PLACE_ZH_ROW.search(reply), _ITEM_SEP_ZH
    if m is None:
        return ""
    items = [i for i in sep.split(m["items"]) if i.strip()]
    places = [n for n, item in enumerate(items, 1) if keyword.search(item)]
    return f"{places[0]}/{len(items)}" if len(items) >= 2 and len(places) == 1 else ""


def rest_secret(text: str, kind: str) -> Secret | None:
    """The rest of a part said before: the digits opening the message."""
    m = PART_ROW.match(text)
    return Secret(kind, *m.span("v")) if m else None


def placed_secret(spans: list[tuple[int, int]], text: str, kind: str,
                  place: str) -> Secret | None:
    """The item at the secret's place, when the answer has as many items as the question."""
    at, _, count = place.partition("/")
    if not (at.isdigit() and count.isdigit()) or len(spans) != int(count):
        return None
    start, end = spans[int(at) - 1]
    item = text[start:end].strip()
    if not item or len(item.split()) != 1 or item.lower() in _NO_ANSWER:
        return None
    return Secret(kind, start, end)
