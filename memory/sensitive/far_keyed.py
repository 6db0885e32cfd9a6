"""A secret's keyword and its value apart: "I meant 5521, not 5512 for the PIN" [beyond].

sec42b (sec42 left both): keyed.py reads the value right after its keyword, value_first.py
right before it ("4471 is my pin"). Two ways of saying put words between them:

- the value said for the keyword ("use 5521 for the PIN", "I meant 5521, not 5512 for the
  PIN"): a verb that gives a value (meant, use, type, enter, put, set, try), the value, at most
  a correction's second value, then "for" the keyword ending the clause. Both values are the
  secret's: the one meant and the one a digit from it.
- the value set by a rule of a place ("my pin is the same as my locker, 4471"): the keyword, "is
  the same as" something, then a comma, a colon or a dash and the value ending the clause.

The value has the keyword's shape: four digits or more for a code or a PIN, a typed token (a
digit or a sign inside) for a password.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import MaskRow
from strata_layered.memory.sensitive.spans import Hit, TextView

FAR_RANK = 3  # as a keyword's value (keyed.py KEYED_RANK)
_KEYWORD = (r"(?:(?P<pw>pass(?:word|phrase)|pwd)|(?P<code>pin(?:[ \t]+(?:code|number))?|passcode"
            r"|(?:door|gate|alarm|lock|garage|safe|access|security|entry)[ \t]+code|combo"
            r"|combination))")
_VALUE = r"[!-~]{4,64}?"
_END = r"(?=[ \t]*(?:$|[,.;!?)\n]))"
_FOR = re.compile(
    r"(?i:\b(?:meant|mean|use|using|used|type|typed|enter|entered|put|set|try|it's|it\s+is))"
    rf"[ \t]+(?P<v>{_VALUE})(?:[ \t]*,?[ \t]*(?i:not|rather\s+than|instead\s+of)[ \t]+"
    rf"(?P<w>{_VALUE}))?[ \t]+(?i:for)[ \t]+(?i:(?:the|my|our|your|his|her|their)[ \t]+)?"
    rf"(?i:[A-Za-z'’-]{{2,12}}[ \t]+)?(?i:{_KEYWORD}){_END}")
_SAME_AS = re.compile(
    rf"(?i:{_KEYWORD})[ \t]+(?i:is|was|=)[ \t]+(?i:the[ \t]+same[ \t]+as|same[ \t]+as|like)"
    r"[ \t]+[^,:;.!?\n–—]{2,40}?[ \t]*(?:[,:]|[–—-](?=[ \t]))[ \t]*(?:(?i:so|i\.e\.|which\s+is"
    rf"|it's|that's|namely)[ \t,:]*)?(?P<v>{_VALUE})(?=[.,;!?)]?(?:[ \t\n]|$))")
_TYPED = re.compile(r"[0-9]|\w[-_.@#*!$]\w|[!@#$%^&*]")
_TRAIL = ".,;:'\")"
_CLAUSE_END = re.compile(r"[ \t]*(?:$|[.,;!?)\n])")


SAID_FOR = MaskRow(
    name="secret_said_for_keyword",
    pattern=_FOR,
    decides="secret: a value given by a verb, then 'for' a password's or a code's keyword, is "
            "that secret (and a correction's second value with it)",
    source="[beyond] sec42b: 'sorry, I meant 5521, not 5512 for the PIN' kept both in clear",
    examples=("sorry, I meant 5521, not 5512 for the PIN", "use 8812# for the door code",
              "I typed hunter22 for the password", "just enter 4471 for the pin, thanks"),
    masked=(("5521", "5512"), ("8812#",), ("hunter22",), ("4471",)),
    non_examples=("I paid 1500 for the pin", "I meant 2024 for the zip code",
                  "I used 20 minutes for the password reset", "use this for the password",
                  "I meant the 5521 not the 5512 for the PIN manager",
                  "set 2 reminders for the pin"),
)
SAME_AS_PLACE = MaskRow(
    name="secret_same_as_place",
    pattern=_SAME_AS,
    decides="secret: a password or a code 'the same as' a place's, then the value after a comma,"
            " a colon or a dash ending the clause, is that secret",
    source="[beyond] sec42b: 'my pin is the same as my locker, 4471' kept 4471 in clear",
    examples=("my pin is the same as my locker, 4471",
              "the alarm code is the same as the garage: 8812",
              "my password is the same as my email, Tulip#2019"),
    masked=(("4471",), ("8812",), ("Tulip#2019",)),
    non_examples=("my pin is the same as my locker, 4 digits", "my pin is the same as my locker",
                  "my password is the same as my email, which is annoying",
                  "my pin is the same as my locker, 2024 was when I set it",
                  "the code is the same as last year, easy"),
)
ROWS = (SAID_FOR, SAME_AS_PLACE)


def _fits(value: str, code: bool) -> bool:
    digits = sum(c.isdigit() for c in value)
    if code:
        return digits >= 4 and not any(c.isalpha() for c in value)
    return bool(_TYPED.search(value))


def find_far_keyed(view: TextView) -> list[Hit]:
    """Values said apart from the keyword that names them."""
    text, hits = view.text, list[Hit]()
    if not re.search(r"(?i:pin|pass|pwd|code|combo|combination)", text):
        return hits
    for row in ROWS:
        for m in row.finditer(text):
            kind = "code" if m["code"] else "password"
            for group in ("v", "w"):
                if group not in m.re.groupindex or m[group] is None:
                    continue
                value = m[group].rstrip(_TRAIL)
                ends = row is SAID_FOR or _CLAUSE_END.match(text, m.start(group) + len(value))
                if ends and _fits(value, kind == "code"):
                    hits.append(Hit(m.start(group), m.start(group) + len(value), kind, FAR_RANK))
    return hits
