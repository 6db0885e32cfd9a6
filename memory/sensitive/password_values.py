"""Whether the word after a password's keyword is the password: "is too short" is no value."""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import MaskRow
from strata_layered.memory.sensitive.pasted import assigned

# Words that follow "password is" without being one ("the password is too short").
STOPWORDS = frozenset(
    "a an the on in at of to my your his her our their its this that what which here there not"
    " too very still also just same wrong right correct incorrect invalid expired weak strong long"
    " short easy hard simple required needed saved stored changed reset written below above"
    " secret private safe secure different new old blank empty missing lost forgotten something"
    " nothing none unknown broken again now set case sensitive and or but so more less better"
    " longer stronger harder log confirm continue access enter change protection protected manager"
    " str int string bool null true false text optional one"
    # [beyond] sec39: where a key or a password is kept, or what it may be, is no value.
    " under behind inside hidden taped stuck whatever usually always never".split()
)
# Short or ambiguous keywords (pwd is also a shell command, pass a ticket) and soft links
# ("password to log in") name a password only when the value looks like one.
# Slang and homophones (mm, mima, 密马) are as weak: "我家mm是小学老师" is a sister.
WEAK_KEYWORDS = frozenset(
    {"pw", "pwd", "p/w", "pass", "psw", "pswd", "mm", "mima", "密马", "秘码"}
)
SOFT_LINKS = frozenset({"to", "it's", "it is", "s"})
# [beyond] sec43: "my pin starts with 4471" gives a part of the secret (a password's part with
# a digit or a sign in it: "the password starts with a capital" gives none).
_PART_LINK = re.compile(r"(?:start|begin|end)", re.I)
# Placeholders (<db_password>, ${PW}), prices (pass: $12) and code (Column(String...).
_NOT_A_VALUE = re.compile(r"[<{]|\$\{|%\(|[$¥€£][0-9.,]+$|[A-Za-z_][A-Za-z0-9_.]*\(")


# [beyond] sec44: a label and its value as a form or a two-column sheet lays them out: the
# keyword ends its line after a colon and the value is the whole next line ("wifi password:" /
# "sunflower"), or a tab parts the keyword from a value that is the rest of its line
# ("password<TAB>sunflower", pasted from a spreadsheet). Laid out so, the value is named as
# firmly as after "is", though a word alone on the next line of prose is not.
# sec44b: a word of speech after the label (a reply, a thanks, an adverb that goes on with
# the sentence: "password:\nfinally", "changed my password:\nthanks", "password\tyes") is
# said, no value.
_SPEECH = ("yes|yeah|yep|yup|no|nope|nah|ok|okay|sure|fine|done|thanks|thank|thx|ty|please|pls"
           "|sorry|finally|anyway|anyways|well|hmm+|um+|uh+|oh|ah|lol|haha|great|cool|nice|right"
           "|hi|hello|hey|bye|help|ugh|argh|damn|wow|oops|alright|really|seriously|honestly"
           "|actually|basically|maybe|perhaps|later|soon|today|tomorrow|yesterday|again|though"
           "|instead|already|apparently|obviously|luckily|unfortunately|somehow")
LABELLED = MaskRow(
    name="secret_labelled_value",
    pattern=re.compile(rf"(?!(?i:{_SPEECH})[.!?,]*[ \t]*(?:\r?\n|\t|$))"
                       r"[^\s\"'`]{3,128}(?=[ \t]*(?:\r?\n|\t|$))"),
    decides="secret: a password's value laid out under its label (the whole line after "
            "'password:') or beside it (the whole cell after a row's 'password' cell) is the "
            "password, a word of no digit too",
    source="[beyond] sec44: 'password\tsunflower' and 'wifi password:\nsunflower' rested in "
           "clear (a value after a tab or a line's end needed a digit or a sign)",
    examples=("wifi password:\nsunflower", "password\tsunflower", "site\tgmail\npassword\tmarigold",
              "密码：\nsunflower"),
    masked=(("sunflower",), ("sunflower",), ("marigold",), ("sunflower",)),
    non_examples=("password:\nthe new policy needs 12 characters", "password\treset",
                  "Password:\nforgotten", "my password\tis long", "the word password\nsunflower",
                  "password:\nfinally", "changed my password:\nthanks", "password\tyes"),
)


def _labelled(value: str, link: re.Match[str]) -> bool:
    """The value is laid out as the password's field: under its label, or in the next cell."""
    text = link.string
    under = bool(link["nl"] and link["strong"])
    beside = bool(link["tab"] and not (link["strong"] or link["word"]))
    whole = LABELLED.match_at(text, link.end())
    return (under or beside) and whole is not None and whole[0] == value


def has_other(value: str) -> bool:
    """Whether the value holds a character that is no letter (a digit, a sign)."""
    return any(not c.isalpha() for c in value)


def password_ok(value: str, keyword: str, link: re.Match[str], glued: bool) -> bool:
    """Whether `value` after a password keyword is the password."""
    if value.isdigit() and len(value) < 3:
        # sec42: 密码是66 (the rest said in the next message): a part of the password, when a
        # firm link names it and it ends the message
        firm = bool(link["strong"] or link["word"])
        return firm and _ENDS_MESSAGE.match(link.string, link.end() + len(value)) is not None
    return _password_value(value, keyword, link, glued)


_ENDS_MESSAGE = re.compile(r"[ \t.…-]*(?:\r?\n|$)")  # a line of a document too (sec42b)


def _password_value(value: str, keyword: str, link: re.Match[str], glued: bool) -> bool:
    """Whether `value` (3 characters or more) after a password keyword is the password."""
    if not 3 <= len(value) <= 128 or not any(c.isalnum() for c in value):
        return False
    if value.lower() in STOPWORDS or _NOT_A_VALUE.match(value):
        return False
    cjk, word = not keyword[0].isascii(), (link["word"] or "").lower()
    weak = "".join(keyword.lower().split()) in WEAK_KEYWORDS and not assigned(link)
    part = _PART_LINK.match(word) or link["part"]
    if _labelled(value, link):
        return True
    if link["nl"] or link["cell"] or weak or word in SOFT_LINKS or part:
        return has_other(value)
    if glued and not cjk:
        return False  # password-protected, passwordXYZ: one word, not a keyword and its value
    if link["strong"] or link["below"] or word:
        return True
    return has_other(value) or (cjk and len(value) >= 4)
