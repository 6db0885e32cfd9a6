"""An answer to several questions at once, one of them a secret's: "Dan, Phoenix, 8812#" [beyond].

sec42: the assistant asked "What's your name, your city and your door code?" (你叫什么、住哪、
门禁密码多少？) and the user answered all three in one line. The answer is no value on its own
(it reads as a list), so the flag the question set masked nothing and the code rested in clear.
A flagged message that is a short list is read item by item: an item with the shape of the kind
asked for (four digits or more for a code or a card, a typed token with a digit or a sign inside
for a password) is that value; the name and the city stay as said.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import MaskRow
from strata_layered.memory.sensitive.parts import placed_secret
from strata_layered.memory.sensitive.spans import MASK_PATTERN, Secret, TextView

# Items are split by commas, enumeration marks, semicolons, slashes and "and" / 和.
_SEPARATOR = re.compile(r"[ \t]*(?:[,，、;；/|]|(?<=\S)[ \t]+(?:and|&)[ \t]+|和|还有)[ \t]*", re.I)
# A list of answers, not a sentence: no question or full stop inside, each item a few words.
_SENTENCE = re.compile(r"[?？。!！]|\b(?:is|are|was|were|it's|i'm|my|me|not|wait)\b|是|不|吗|呢|吧",
                       re.I)
_MAX_ITEM_WORDS, _MAX_ITEM_CHARS, _MAX_ITEMS = 4, 32, 6
_DIGIT_KINDS = frozenset({"bank_card", "code"})
# A typed token: a digit, or a sign between word characters (hunter2, Tulip#2019, x.k-99).
_TYPED = re.compile(r"[0-9]|\w[-_.@#*!$]\w")


_CODE_ASKED = ("assistant", "What is the door code?")
_PASSWORD_ASKED = ("assistant", "What's your password?")
LIST_ROW = MaskRow(
    name="secret_list_answer",
    pattern=_SEPARATOR,
    decides="secret: the item of a short list answer that has the shape of the secret asked for",
    source="[beyond] sec42: 'What's your name, your city and your door code?' → 'Dan, Phoenix,"
           " 8812#' kept the code in clear",
    examples=("Dan, Phoenix, 8812#", "小敏，成都，6650#", "Dan / Phoenix / hunter22",
              "Dan, Phoenix and 4471", "小敏、成都、六六五零"),
    masked=(("8812#",), ("6650#",), ("hunter22",), ("4471",), ("六六五零",)),
    non_examples=("Dan, Phoenix, Arizona", "还没想好，等一下",
                  "sorry, I don't know it, my wife set it up",
                  "I'm Dan, it is 2 blocks from here, 4471 is wrong", "Dan, 42, Phoenix"),
    earlier=(_CODE_ASKED, ("assistant", "门禁密码多少？"), _PASSWORD_ASKED, _CODE_ASKED,
             ("assistant", "门禁密码多少？"), _CODE_ASKED, _CODE_ASKED, _PASSWORD_ASKED,
             _CODE_ASKED, _CODE_ASKED),
)


def _items(text: str) -> list[tuple[int, int]]:
    """The items of a short list answer as spans, or [] when the text is no such list."""
    if "\n" in text or _SENTENCE.search(text) or MASK_PATTERN.fullmatch(text.strip()):
        return []
    spans, last = [], 0
    for sep in LIST_ROW.finditer(text):
        spans.append((last, sep.start()))
        last = sep.end()
    spans.append((last, len(text.rstrip())))
    spans = [(s, e) for s, e in spans if e > s]
    if not 2 <= len(spans) <= _MAX_ITEMS:
        return []
    if any(len(text[s:e]) > _MAX_ITEM_CHARS or len(text[s:e].split()) > _MAX_ITEM_WORDS
           for s, e in spans):
        return []
    return spans


def _is_value(item: str, kind: str) -> bool:
    """Whether one item of the list has the shape of the secret asked for."""
    if MASK_PATTERN.search(item):
        return False
    digits = sum(c.isdigit() for c in TextView(item).text)
    if kind in _DIGIT_KINDS:
        return digits >= 4
    return len(item.split()) == 1 and (digits >= 4 or bool(_TYPED.search(item)) and len(item) >= 4)


def is_list(text: str) -> bool:
    """Whether the text reads as a short list of answers (two items or more)."""
    return bool(_items(text))


def listed_secrets(text: str, kind: str, place: str = "") -> list[Secret]:
    """The items of a list answer that are the secret of `kind` the question asked for.

    With no item of the secret's shape, the item at the question's `place` of it ("3/3",
    parts.py) when the answer has as many items: "Dan, Phoenix, sunflower".
    """
    items = _items(text)
    found = [Secret(kind, s, e) for s, e in items if _is_value(text[s:e], kind)]
    if not found and place and (placed := placed_secret(items, text, kind, place)):
        found = [placed]
    return found
