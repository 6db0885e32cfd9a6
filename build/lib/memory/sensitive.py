"""Sensitive-content detection and redaction: secrets never reach long-term memory.

Seed 003's keyword rule, extended to English and to shapes (card numbers with a Luhn
check, Chinese ID numbers with their checksum, phone numbers, e-mail, API keys).
"""

from __future__ import annotations

import re

# Seed 003, verbatim (case-insensitive).
SEED_SENSITIVE_PATTERN = re.compile(
    r"(密码|验证码|身份证|银行卡|住址|手机号|电话|token|api key|apikey|secret|密钥)", re.I
)
# [beyond] English and a few more Chinese words for the same things.
EXTRA_SENSITIVE_PATTERN = re.compile(
    r"(password|passcode|passwd|\bpin\b|pin code|verification code|one[- ]time code|\botp\b"
    r"|security code|\bcvv\b|social security|\bssn\b|credit card|debit card|card number"
    r"|bank account|account number|home address|phone number|private key|access key"
    r"|口令|支付码|卡号|护照号|社保号|私钥|地址|门牌|\bpwd?\b|\bmy (?:cell|mobile)\b)",
    re.I,
)
_API_KEY = re.compile(
    r"\b(sk-[A-Za-z0-9_\-]{16,}|sk-proj-[A-Za-z0-9_\-]{16,}|AKIA[0-9A-Z]{16}"
    r"|gh[pousr]_[A-Za-z0-9]{30,}|xox[abpr]-[A-Za-z0-9\-]{10,}|AIza[0-9A-Za-z_\-]{30,})"
)
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")
_CN_MOBILE = re.compile(r"(?<!\d)(?:\+?86[- ]?)?1[3-9]\d[- ]?\d{4}[- ]?\d{4}(?!\d)")
_PHONE = re.compile(r"(?<![\w])\+?\d[\d\- ()]{8,}\d(?![\w])")
# International and North-American shapes: +1 415 555 0134, (415) 555-0134.
_PHONE_INTL = re.compile(r"(?<![\w+])\+\d{1,3}[ \-]?\(?\d{2,4}\)?(?:[ \-]?\d{2,4}){2,3}(?!\w)")
_PHONE_NA = re.compile(r"(?<!\d)\(?\d{3}\)?[ .\-]\d{3}[ .\-]\d{4}(?!\d)")
_DIGIT_RUN = re.compile(r"(?<!\d)\d(?:[ -]?\d){11,}(?!\d)")
_CN_ID = re.compile(r"(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])")
_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_ID_CHECK = "10X98765432"


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


def _card_numbers(text: str) -> list[str]:
    found = []
    for m in _DIGIT_RUN.finditer(text):
        # A card is often pasted with its expiry or CVV: test every run of whole groups.
        groups = re.findall(r"\d+", m.group())
        for i in range(len(groups)):
            for j in range(i + 1, len(groups) + 1):
                digits = "".join(groups[i:j])
                if len(digits) > 19:
                    break
                if len(digits) >= 13 and luhn_ok(digits):
                    found.append(digits)
    return found


def sensitive_reasons(text: str) -> list[str]:
    """Return why the text is sensitive (empty when it is not)."""
    reasons: list[str] = []
    if m := SEED_SENSITIVE_PATTERN.search(text):
        reasons.append(f"keyword:{m.group(1)}")
    if m := EXTRA_SENSITIVE_PATTERN.search(text):
        reasons.append(f"keyword:{m.group(1)}")
    if _API_KEY.search(text):
        reasons.append("shape:api_key")
    if any(cn_id_ok(m.group()) for m in _CN_ID.finditer(text)):
        reasons.append("shape:cn_id_number")
    if _card_numbers(text):
        reasons.append("shape:card_number")
    if _CN_MOBILE.search(text) or _PHONE_INTL.search(text) or _PHONE_NA.search(text):
        reasons.append("shape:phone_number")
    if _EMAIL.search(text):
        reasons.append("shape:email")
    return reasons


def is_sensitive(text: str) -> bool:
    """Tell whether the text must stay out of long-term memory."""
    return bool(sensitive_reasons(text))


REDACTED = "[已隐去]"


def redact(text: str) -> str:
    """Mask secret-shaped spans (keys, ID and card numbers, phones, e-mails, long digit runs)."""
    out = _API_KEY.sub(REDACTED, text)
    out = _EMAIL.sub(REDACTED, out)
    out = _CN_ID.sub(REDACTED, out)
    out = _DIGIT_RUN.sub(REDACTED, out)
    out = _CN_MOBILE.sub(REDACTED, out)
    out = _PHONE.sub(REDACTED, out)
    # Whatever follows "密码/password is" is a secret even when it is short.
    return re.sub(
        r"((?:密码|验证码|口令|\b(?:password|passcode|pin(?: code)?|"
        r"(?:verification|security|one[- ]time) code)\b)[ \t]*(?:是|为|:|：|is)?[ \t]*)"
        r"([^\s，,。；;]{3,})",
        lambda m: m.group(1) + REDACTED,
        out,
        flags=re.I,
    )
