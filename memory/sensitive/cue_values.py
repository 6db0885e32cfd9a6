"""Value shapes of the round-7 and 8 cue groups [beyond]: an answer, a buzzer, codes, seed words.

Round 8 adds a code keyed between star and pound and a card number given in part.

memory/sensitive/keyed.py finds the keyword (a row of memory/sensitive/cues.py) and the link
after it; each function here takes the text, where the value would start and whether a link
word (is / 是 / :) came before it, and returns the value's span, or an empty one.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from strata_layered.memory.sensitive.phrases import CJK_NOT_A_VALUE, FUNCTION_WORDS

# One word or token ("Fluffy", "Biscuit2") or a run of Chinese characters (小白, 王小红).
_ANSWER = re.compile(r"[\u4e00-\u9fff]{1,12}|[A-Za-z0-9][!-~]{1,63}")
# Words that say what the answer is like rather than being it ("wrong", "case sensitive").
_NOT_AN_ANSWER = frozenset(
    "wrong right correct incorrect case sensitive required needed saved stored changed reset"
    " secret private unknown something nothing none different easy hard long short yes usually"
    " always never probably whatever obvious simple".split()
)
# An answer ends its clause ("… is Fluffy", "… is Garcia, she's …"); "is usually your pet" or
# "is hidden somewhere" describe it.
_ANSWER_END = re.compile(r"[ \t]*(?:$|[.,;:!?。，；！？)\n]|(?:and|but|so|btw|lol)\b)", re.I)
_TRAIL = ".,;:'\")]}>`*!?"
# A buzzer / door-entry number: three to eight digits, the # pressed before or after it.
_BUZZER = re.compile(r"#?[0-9]{3,8}#?(?![0-9A-Za-z])")
# Unless a link word names it ("the buzzer is 1802"), the number ends the clause or is followed
# by where or when to press it ("buzz 4417 at the door"): "the buzz 2024 edition" is a year.
_BUZZER_END = re.compile(
    r"[ \t]*(?:$|[.,;:!?。，；！？)\n]|(?:at|on|to|when|and|then|for|once|downstairs)\b"
    r"|[\u4e00-\u9fff])", re.I)
# A count or a time is no buzzer ("buzz 100 times", "buzzer at 730 am"), nor an emergency line.
_NOT_A_BUZZER = re.compile(
    r"[ \t]*(?:(?:times?|x|mins?|minutes?|secs?|seconds?|hours?|am|pm)\b"
    r"|%|点|分|次|个|人|元|块|米)",
    re.I)
_EMERGENCY = frozenset({"911", "999", "112", "110", "119", "120", "000"})
# Codes in a list: 8273-1946, 5520-8813 and 9014-2267 / 38291047、56102938.
_LIST_ITEM = re.compile(r"[0-9A-Za-z]{3,10}(?:-[0-9A-Za-z]{3,10})?|[0-9]{4} [0-9]{4}(?![0-9])")
_LIST_SEP = re.compile(r"[ \t]*(?:[,，、;；/]|and\b|和|及|以及)[ \t]*(?:and\b[ \t]*)?", re.I)
# A wallet's words (BIP-39 words are 3 to 8 lower-case letters): twelve to twenty-four of them.
_SEED_WORDS = re.compile(r"[a-z]{3,8}(?:(?:[ \t]+|[ \t]*,[ \t]*)[a-z]{3,8}){11,23}(?![A-Za-z])")


def answer_value(text: str, pos: int, linked: bool) -> tuple[int, int]:
    """A security question's answer: one token or a Chinese run, after a link word."""
    m = _ANSWER.match(text, pos) if linked else None
    if m is None:
        return pos, pos
    value = m[0].rstrip(_TRAIL)
    word = value.lower()
    if word in FUNCTION_WORDS or word in _NOT_AN_ANSWER or CJK_NOT_A_VALUE.search(value):
        return pos, pos
    if value.isascii() and not _ANSWER_END.match(text, pos + len(value)):
        return pos, pos
    return pos, pos + len(value)


def buzzer_value(text: str, pos: int, linked: bool) -> tuple[int, int]:
    """The number pressed at the door ("buzz 4417", 门禁码 8032#), not a count or a time."""
    m = _BUZZER.match(text, pos)
    if m is None or _NOT_A_BUZZER.match(text, m.end()) or m[0].strip("#") in _EMERGENCY:
        return pos, pos
    if not linked and not _BUZZER_END.match(text, m.end()):
        return pos, pos
    return m.span()


def code_list(text: str, pos: int, linked: bool) -> tuple[int, int]:
    """Every backup code of a list, each with four digits or more, as one span."""
    end, at = pos, pos
    while item := _LIST_ITEM.match(text, at):
        if sum(c.isdigit() for c in item[0]) < 4:
            break
        end = item.end()
        sep = _LIST_SEP.match(text, end)
        if sep is None:
            break
        at = sep.end()
    return pos, end


def seed_words(text: str, pos: int, linked: bool) -> tuple[int, int]:
    """Twelve to twenty-four lower-case words after "my 12 words are", as one span."""
    m = _SEED_WORDS.match(text, pos) if linked else None
    if m is None or len(set(m[0].replace(",", " ").split())) < 8:
        return pos, pos
    return m.span()


# [beyond] sec40: a code keyed between star and pound ("star 3390 pound", 星号1379井号, *4471#):
# its digits as said (digits, spaced, in words, mixed), then the pound that enters it.
_SAID_DIGIT = r"(?:[0-9]|zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_KEYED_IN = re.compile(
    rf"(?i:{_SAID_DIGIT}(?:[ \t]*[,-]?[ \t]*{_SAID_DIGIT}){{2,11}})(?![A-Za-z])"
    # a # a word follows is a hashtag ("All Star 2025 #NBA", "rising star 2024 #1": review40)
    r"(?=[ \t]*(?i:pound(?![ \t]+for[ \t]+pound)|hash(?![ \t]*(?:tags?|browns?)\b)|井号|井字"
    r"|#(?!\w)))"
)
# What follows a service code (拨打*100#查询余额, "star 611 pound for billing"): a public line.
_SERVICE_AFTER = re.compile(
    r"[ \t]*(?i:pound|hash|井号键?|#)[ \t]*(?:查|余额|话费|流量|客服|办理"
    r"|to\s+(?:check|see|get|reach)"
    r"|for\s+(?:your\s+)?(?:balance|billing|customer|support|data|minutes))", re.I)
# A card number in part (4539 1488 0343, the rest in the next message): 8 to 19 digits, single
# spaces or dashes between groups; a date or a round sum is not one.
_CARD_PART = re.compile(r"[0-9](?:[ -]?[0-9]){7,18}(?![0-9A-Za-z])")
# [beyond] review41: a round sum is one or two digits and then zeros only (10000000); a number
# that merely ends in zeros ('my card number is 6222 0202 0000') is still the card's.
_CARD_NOT = re.compile(r"(?:19|20)[0-9]{2}[ -]?(?:19|20)[0-9]{2}|[1-9][0-9]?(?:[ -]?0)+")


def keyed_in_value(text: str, pos: int, linked: bool) -> tuple[int, int]:
    """The digits between star and pound, three or more as said, four or more as symbols."""
    m = _KEYED_IN.match(text, pos)
    if m is None or _SERVICE_AFTER.match(text, m.end()):
        return pos, pos
    said_as_symbol = pos > 0 and text[pos - 1] == "*"
    if said_as_symbol and sum(c.isdigit() for c in m[0]) < 4:
        return pos, pos  # *100#, *#06#: a carrier's service code
    return m.span()


def card_part_value(text: str, pos: int, linked: bool) -> tuple[int, int]:
    """Digits after a card's number word: the number, whole or the part said so far."""
    m = _CARD_PART.match(text, pos)
    if m is None or _CARD_NOT.fullmatch(m[0]):
        return pos, pos
    return m.span()


CUE_VALUES: dict[str, Callable[[str, int, bool], tuple[int, int]]] = {
    "answer": answer_value,
    "buzzer": buzzer_value,
    "codes": code_list,
    "seed": seed_words,
    "keypad": keyed_in_value,
    "card_part": card_part_value,
}
"""The value reader of each round-7 and 8 group (memory/sensitive/keywords.py names the groups)."""
CUE_VALUE_KINDS = {"answer": "password", "buzzer": "code", "codes": "code", "seed": "password",
                   "keypad": "code", "card_part": "bank_card"}
"""The kind each group's value is masked as."""
