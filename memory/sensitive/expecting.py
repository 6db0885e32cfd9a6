"""A secret announced for the next message [beyond]: "I'll type it next" / 「下一条发给你」.

Issue 27: a password typed alone in the turn after "I'll type my password in the next
message" rested in clear, because a bare `Gx9#mPl2vQ` names nothing. The turn that
announces a secret sets a per-conversation flag (the kind expected, never a value); the
conversation's next user message, when it reads as a value rather than a sentence, is
masked whole. The flag lasts one message either way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from strata_layered.memory.sensitive.cues import PUBLIC_CODES
from strata_layered.memory.sensitive.cues_said import NOT_PAYMENT
from strata_layered.memory.sensitive.listed import is_list, listed_secrets
from strata_layered.memory.sensitive.masking import Masked, mask_secrets, mask_token, masked_with
from strata_layered.memory.sensitive.numbers import luhn_ok
from strata_layered.memory.sensitive.parts import asked_place, part_flag, rest_secret
from strata_layered.memory.sensitive.phrases import FUNCTION_WORDS
from strata_layered.memory.sensitive.spans import MASK_PATTERN, Secret, TextView
from strata_layered.memory.text.text import has_cjk


@dataclass(frozen=True)
class AnnounceRow:
    """One way of saying the next message holds a secret, with the texts that pin it down."""

    name: str
    pattern: re.Pattern[str]
    source: str
    examples: tuple[str, ...]
    non_examples: tuple[str, ...]


# [beyond] sec40: a card number given in part ("my card number is 4539 1488 0343", the rest in
# the next message): 8 to 15 digits after the card's number word, at the message's end or
# before a remark ("- wait, I'll send the rest"). A whole number (13 digits or more with the
# card checksum) needs no next message. The graph reads the message masked: there the part
# is a card's mask (a whole number masked there flags the next message too, harmlessly).
_CARD_PART = re.compile(
    rf"{NOT_PAYMENT}(?:卡号|card\s*(?:number|no\.?|#))"
    r"(?:[ \t]+(?:starts?|begins?)(?:[ \t]+with)?)?[^0-9\n\[]{0,12}?"  # sec43: its beginning
    r"(?P<d>[0-9](?:[ -]?[0-9]){7,14}(?![0-9])|\[(?:已隐去:银行卡号|hidden:bank_card)\])"
    r"[ \t]*(?:$|[-–—,，。.…][^0-9]*$)", re.I)
# "Next message": the secret comes later, in a message of its own.
ANNOUNCE_ROWS: tuple[AnnounceRow, ...] = (
    AnnounceRow(
        "next message, English",
        re.compile(
            r"\b(?:next|following|separate|another|my next)\s+(?:message|msg|line|text|one)\b"
            r"|\b(?:type|send|sending|paste|pasting|give|write|text|typing)\b[^.!?\n]{0,30}"
            r"\b(?:next(?!\s+(?:time|week|month|year|day|weekend))|separately"
            r"|in a (?:sec|second|moment|minute))\b|\bseparately\b",
            re.I,
        ),
        "[beyond] issue 27: a password typed in the turn after \"I'll type it next\"",
        ("I'll type my password in the next message", "ok, sending the wifi password next",
         "my bank login is long, I'll paste it in my next message"),
        ("I'll type my password next time I log in? no, I won't", "the next message was spam"),
    ),
    AnnounceRow(
        "next message, Chinese and Japanese",
        re.compile(r"下一条|下条|下一句|下一行|单独发|分开发|等下发|等会儿?发|一会儿?发|稍后发|接下来发"
                   r"|次のメッセージ|別で送"),
        "[beyond] issue 27: 密码太长了，我下一条发给你",
        ("密码太长了，我下一条发给你", "支付密码我单独发你，下一条",
         "パスワードは次のメッセージで送ります"),
        ("下一条新闻是关于天气的",),
    ),
    AnnounceRow(
        "card number in part",
        _CARD_PART,
        "[beyond] sec40: a card number said over two messages kept its second part in clear",
        ("my card number is 4539 1488 0343", "我卡号是6222 0212 3456",
         "card number: 4539 1488 0343 - wait, I'll send the rest",
         "my card number is [hidden:bank_card]"),
        ("my card number is 4539 1488 0343 6467", "卡号后四位是6467",
         "my card number is 4539148803436467, thanks", "my library card number is 12345678"),
    ),
)
# What the announced secret is: the first cue found names the kind (a password by default).
_CUES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("bank_card", re.compile(r"卡号|银行卡|\bcard number\b|\bcredit card\b", re.I)),
    ("code", re.compile(
        r"验证码|门禁码|卡密|兑换码|激活码|\b(?:verification|one[- ]time|2fa|otp|code)\b", re.I)),
    ("id_number", re.compile(r"身份证|\bid number\b", re.I)),
    ("ssn", re.compile(r"\bssn\b|social security", re.I)),
    ("api_key", re.compile(r"密钥|\b(?:api key|token|secret key|access key)\b", re.I)),
    ("password", re.compile(
        r"密码|口令|取款码|パスワード|暗証|\b(?:password|passcode|passphrase|pin|pwd|login"
        r"|credentials?|wi-?fi key)\b", re.I)),
)
# [beyond] sec40: the assistant asks for a secret ("What's the code on the lockbox?",
# 验证码是多少？): the user's next message answers it, and a bare "8841" names nothing. The
# reply that asks sets the same flag an announcement does (nodes/persist_reply.py).
_ASKED = r"(?:code|pin|password|passcode|otp|card\s+number)"
_PUBLIC = "|".join(sorted(PUBLIC_CODES))
# review41: a public code asked with a secret ("What's the area code and PIN?") still asks it
_NOT_PUBLIC = (rf"(?:(?:{_PUBLIC})\s+codes?\s*(?:,|and|or|&|\+)\s*(?:(?:the|your)\s+)?)?"
               rf"(?:(?!(?:{_PUBLIC})\s+code\b)[\w-]+\s+){{0,2}}?")
ASK_ROWS: tuple[AnnounceRow, ...] = (
    AnnounceRow(
        "the assistant asks, English",
        re.compile(
            # a zip, area or promo code protects nothing (keyed.py PUBLIC_CODES), asked or said
            rf"\bwhat(?:'s|’s|\s+is|\s+was)\s+(?:the|your)\s+{_NOT_PUBLIC}{_ASKED}\b"
            r"[^.!?\n]{0,40}\?"
            rf"|\b(?:(?:tell|give|send|read)\s+me|type|enter)\s+(?:the|your)\s+{_NOT_PUBLIC}"
            rf"{_ASKED}\b", re.I),
        "[beyond] sec40: 'What's the code on the lockbox?' → '8841' kept the code in clear",
        ("What's the code on the lockbox?", "What's the verification code we just texted you?",
         "Sure, tell me your PIN and I'll note it", "What's the area code and PIN?",
         "What's your zip code and card number?"),
        ("What time works for you?", "Did you get the code?", "What's a good password manager?",
         "Do you remember your PIN?", "What's the code of conduct about",
         "What's your zip code?", "Tell me your area code"),
    ),
    AnnounceRow(
        "the assistant asks, Chinese",
        # [beyond] sec42: a gift card's 卡密 / 兑换码 / 激活码 is cash (礼品卡卡密是多少？)
        re.compile(r"(?:验证码|密码|卡号|卡密|兑换码|激活码|门禁码|动态码|取款码|PIN码?)[^。！？?\n]{0,6}?"
                   # how many characters or times is a rule, not the value (review40)
                   r"(?:(?:是多少|多少)(?![位个字次天条种])|是什么(?!格式|要求|规则|意思|样)"
                   r"|发我|发给我|告诉我)"),
        "[beyond] sec40: 验证码是多少？ → 8841, 门禁密码多少来着？ → 幺三五七",
        ("验证码是多少？", "门禁密码多少来着？", "把卡号发给我吧", "礼品卡卡密是多少？",
         "你叫什么、住哪、门禁密码多少？"),
        ("验证码收到了吗？", "密码要记牢哦", "你几点有空？", "密码要设置多少位？",
         "密码是什么格式的？", "兑换码在哪里领？"),
    ),
    AnnounceRow(
        "the assistant asks several things, one a secret",
        # the secret's item after a comma or "and": not "and did you get the code?" (a verb
        # between), nor "your name and zip code?" (a public code, as the first row)
        re.compile(rf"\b(?:what(?:'s|’s|\s+is|\s+are)|(?:tell|give|send)\s+me)\s+(?:the|your)\s+"
                   rf"[^.!?\n]{{1,60}}?(?:,|\band\b|&)\s*(?:(?:the|your)\s+)?{_NOT_PUBLIC}"
                   rf"{_ASKED}\b[^.!?\n]{{0,40}}\?", re.I),
        "[beyond] sec42: 'What's your name, your city and your door code?' → 'Dan, Phoenix, 8812#'",
        ("What's your name, your city and your door code?",
         "Tell me your name, email and the PIN for the card?",
         "What's your name and the code on the gate?"),
        ("What's your name, and did you get the code?", "What's your name and zip code?",
         "What's your name, your city and your favourite colour?"),
    ),
)
# A sentence, not a value: a question, a change of mind, Chinese particles.
# [beyond] sec40: or two Chinese clauses, a comma between them (还没想好，等一下).
_SENTENCE = re.compile(
    r"[？?。]|[，,]\s*\S+\s+\S+|算了|不发|吗|呢|吧|了$|的$|[\u4e00-\u9fff]{2}[，,]\s*[\u4e00-\u9fff]{2}")
_MAX_VALUE = 128
# Kinds whose value is digits: a message that begins with four or more of them, then a
# remark, begins with the value expected ("6467, expires 09/27", "8841 thanks").
_DIGIT_KINDS = frozenset({"bank_card", "code"})
_TYPED_TOKEN = re.compile(r"[0-9]|[A-Z].*[A-Z]|\w[-_.@#*]\w")
"""A typed token is a code's when it has a digit, two capitals or a sign inside (XKCD-QWER,
hunter2); "idk", "later", "Tuesday" answer the question with a word (review40)."""
_LEADING = re.compile(
    # sec42: or ends the message ("8841 2290" was cut to 8841 where the groups ran to its end)
    r"[ \t]*(?P<v>[0-9](?:[ -]?[0-9]){3,18})(?![0-9A-Za-z])"
    r"(?=[ \t]*[,，。.!！;；:：]|[ \t]+\S|[ \t]*$)"
    # [beyond] left40b: or said as the rest, a few words in ("ok and the rest is 6467", 剩下的是
    # 6467): what comes after the first part, whatever opens the message
    r"|[^0-9\n]{0,24}?(?:\b(?:rest|remaining(?: digits| numbers?| part)?|other (?:half|part|digits)"
    r"|second (?:half|part)|last (?:four|4|few|digits)(?: digits)?|ends?(?: with| in)?)"
    r"(?: of (?:it|the number))?"
    r"|剩下的?|后面的?|其余的?|后(?:四|几)位)[ \t]*(?:is|are|was|goes|[:：=]|是|为)?[ \t]*"
    r"(?P<r>[0-9](?:[ -]?[0-9]){3,18})(?![0-9A-Za-z])", re.I)


def expected_secret(text: str) -> str | None:
    """The secret the typed text says its next one holds: "code:part" after "my pin is 44"."""
    if _whole_card(text):
        return None
    if any(row.pattern.search(text) for row in ANNOUNCE_ROWS):
        return next((kind for kind, cue in _CUES if cue.search(text)), None)
    return part_flag(mask_secrets(text).secrets, text) if _ENDS_DIGIT.search(text) else None


_ENDS_DIGIT = re.compile(r"[0-9][ \t.…-]*$")


def asked_secret(reply: str) -> str | None:
    """The kind of secret the reply asks for, and its place among several ("password:3/3")."""
    if not any(row.pattern.search(reply) for row in ASK_ROWS):
        return None
    kind, cue = next(((k, c) for k, c in _CUES if c.search(reply)), ("password", _CUES[-1][1]))
    place = asked_place(reply, cue)
    return f"{kind}:{place}" if place else kind


def _whole_card(text: str) -> bool:
    """The card number the text gives is whole (13 digits or more, with its checksum)."""
    m = _CARD_PART.search(text)
    digits = "".join(c for c in m["d"] if c.isdigit()) if m else ""
    return len(digits) >= 13 and luhn_ok(digits)


def reads_as_value(text: str) -> bool:
    """Whether a whole message reads as a typed value (a password, a number), not a sentence."""
    body = text.strip()
    if not body or len(body) > _MAX_VALUE or "\n" in body or MASK_PATTERN.fullmatch(body):
        return False
    if _SENTENCE.search(body):
        return False
    words = body.split()
    if len(words) > 8:
        return False
    return sum(w.lower().strip(".,!'\"") in FUNCTION_WORDS for w in words) < 2


def mask_turn(text: str, expected: str | None) -> Masked:  # noqa: C901 - one reading per flag
    """The message masked as usual, or whole when it is the secret a previous turn announced.

    Args:
        text: The user's message as typed.
        expected: The kind the conversation's previous user message announced, or None.
    """
    expected, _, how = (expected or "").partition(":")
    if how == "part" and (part := rest_secret(text, expected)):
        # sec42b: "71" after "my pin is 44": the digits opening the message are the rest
        found = [s for s in mask_secrets(text).secrets if s.start >= part.end]
        return masked_with(text, [part, *found])
    if expected in _DIGIT_KINDS and (lead := _LEADING.match(text)):
        # "6467, expires 09/27" after the first part of a card: the rest, then a remark.
        value = "v" if lead["v"] else "r"
        rest = mask_secrets(text[lead.end(value):])
        start, end = lead.span(value)
        secrets = [Secret(expected, start, end),
                   *(Secret(x.kind, x.start + end, x.end + end) for x in rest.secrets)]
        head = text[:start] + mask_token(expected, chinese=has_cjk(text))
        return Masked(head + rest.text, secrets, list(dict.fromkeys(x.kind for x in secrets)))
    if expected and (listed := listed_secrets(text, expected, how)):
        # sec42: "Dan, Phoenix, 8812#" answers three questions; the code's item is the value
        found = [s for s in mask_secrets(text).secrets
                 if not any(s.start < x.end and x.start < s.end for x in listed)]
        return masked_with(text, sorted([*found, *listed], key=lambda s: s.start))
    if not expected or how == "part" or "/" in how and is_list(text) or not reads_as_value(text):
        return mask_secrets(text)
    if expected in _DIGIT_KINDS and not _code_like(text):
        return mask_secrets(text)
    start = len(text) - len(text.lstrip())
    end = len(text.rstrip())
    token = mask_token(expected, chinese=has_cjk(text))
    return Masked(text[:start] + token + text[end:], [Secret(expected, start, end)], [expected])


def _code_like(text: str) -> bool:
    """Four digits or more (8841, 幺三五七, 6467 1234), or one typed token (XKCD-QWER).

    A code or a card's rest, not 好的等一下 nor "2 more things, sorry".
    """
    body = text.strip()
    one_token = len(body.split()) == 1 and body.isascii() and _TYPED_TOKEN.search(body)
    return bool(one_token) or sum(c.isdigit() for c in TextView(body).text) >= 4


def mask_document(text: str) -> str:
    """A text of many lines masked as its lines would be if said one after another [beyond].

    A card's first part on one line and its rest on the next ("my card number is 4539 1488
    0343" / "ok and the rest is 6467"), kept in one document, had no turn to flag: the rest
    stayed in clear (sec40 left it). A line after one that announces a card's part or a code
    is masked as the message after it would be (`mask_turn`) when it opens with the value.
    """
    masked = mask_secrets(text).text
    said, lines = text.split("\n"), masked.split("\n")
    if len(said) != len(lines):
        return masked  # a secret masked across lines: as the whole text masks it
    for i in range(1, len(said)):
        kind = expected_secret(said[i - 1]) or ""
        if kind in _DIGIT_KINDS and _LEADING.match(said[i]) or kind.endswith(":part"):
            lines[i] = mask_turn(said[i], kind).text  # sec43: a part's rest too ("and ends 92")
    return "\n".join(lines)


def secrets_after(earlier: list[str], text: str, asked: str = "") -> list[Secret]:
    """The secrets of `text` as a turn masks it after the user messages `earlier` (oldest first).

    `asked` is the assistant's reply between them: when it asks for a secret, its flag
    stands for this message, as nodes/persist_reply.py sets it.
    """
    expected = expected_secret(earlier[-1]) if earlier else None
    return mask_turn(text, asked_secret(asked) or expected).secrets


def mask_echoes(text: str, secrets: tuple[tuple[str, str], ...]) -> str:
    """The text with every copy of this turn's secrets masked, as (kind, value) pairs.

    A reply that echoes a bare value the user's turn masked ("Noted: Gx9#mPl2vQ") names no
    cue of its own; only the turn knows it was a secret. Values shorter than 4 characters
    are left alone: they occur by chance.
    """
    chinese = has_cjk(text)
    for kind, value in sorted(secrets, key=lambda pair: -len(pair[1])):
        if len(value.strip()) >= 4 and value in text:
            text = text.replace(value, mask_token(kind, chinese=chinese))
    return text
