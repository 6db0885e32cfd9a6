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

from strata_layered.memory.sensitive.masking import Masked, mask_secrets, mask_token
from strata_layered.memory.sensitive.phrases import FUNCTION_WORDS
from strata_layered.memory.sensitive.spans import MASK_PATTERN, Secret
from strata_layered.memory.text import has_cjk


@dataclass(frozen=True)
class AnnounceRow:
    """One way of saying the next message holds a secret, with the texts that pin it down."""

    name: str
    pattern: re.Pattern[str]
    source: str
    examples: tuple[str, ...]
    non_examples: tuple[str, ...]


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
)
# What the announced secret is: the first cue found names the kind (a password by default).
_CUES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("bank_card", re.compile(r"卡号|银行卡|\bcard number\b|\bcredit card\b", re.I)),
    ("code", re.compile(r"验证码|\b(?:verification|one[- ]time|2fa|otp)\b", re.I)),
    ("id_number", re.compile(r"身份证|\bid number\b", re.I)),
    ("ssn", re.compile(r"\bssn\b|social security", re.I)),
    ("api_key", re.compile(r"密钥|\b(?:api key|token|secret key|access key)\b", re.I)),
    ("password", re.compile(
        r"密码|口令|取款码|パスワード|暗証|\b(?:password|passcode|passphrase|pin|pwd|login"
        r"|credentials?|wi-?fi key)\b", re.I)),
)
# A sentence, not a value: a question, a change of mind, Chinese particles.
_SENTENCE = re.compile(r"[？?。]|[，,]\s*\S+\s+\S+|算了|不发|吗|呢|吧|了$|的$")
_MAX_VALUE = 128


def expected_secret(text: str) -> str | None:
    """The kind of secret the text says its next message will hold, if it says so."""
    if not any(row.pattern.search(text) for row in ANNOUNCE_ROWS):
        return None
    return next((kind for kind, cue in _CUES if cue.search(text)), None)


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


def mask_turn(text: str, expected: str | None) -> Masked:
    """The message masked as usual, or whole when it is the secret a previous turn announced.

    Args:
        text: The user's message as typed.
        expected: The kind the conversation's previous user message announced, or None.
    """
    if expected is None or not reads_as_value(text):
        return mask_secrets(text)
    start = len(text) - len(text.lstrip())
    end = len(text.rstrip())
    token = mask_token(expected, chinese=has_cjk(text))
    return Masked(text[:start] + token + text[end:], [Secret(expected, start, end)], [expected])


def secrets_after(earlier: list[str], text: str) -> list[Secret]:
    """The secrets of `text` as a turn masks it after the user messages `earlier` (oldest first)."""
    return mask_turn(text, expected_secret(earlier[-1]) if earlier else None).secrets


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
