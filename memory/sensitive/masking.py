"""Masking: each secret becomes a visible, typed mask in the text's own language."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from strata_layered.memory.sensitive.detection import find_secrets
from strata_layered.memory.sensitive.password_values import STOPWORDS
from strata_layered.memory.sensitive.spans import Secret
from strata_layered.memory.text.text import has_cjk

# What the user reads in place of a secret in Chinese text: 「[已隐去:密码]」.
ZH_LABELS = {
    "password": "密码", "code": "验证码", "id_number": "身份证号", "bank_card": "银行卡号",
    "phone": "手机号", "email": "邮箱", "address": "住址", "passport": "护照号",
    "ssn": "社会安全号", "iban": "IBAN账号", "wechat": "微信号", "alipay": "支付宝账号",
    "qq": "QQ号", "api_key": "密钥", "jwt": "令牌", "pem": "私钥", "driver_license": "驾驶证号",
    "account_number": "银行账号",
}


@dataclass
class Masked:
    """A text with its secrets masked, and what was masked (spans of the input text)."""

    text: str
    secrets: list[Secret] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    """Each masked kind once, in order of first appearance."""


def mask_token(kind: str, *, chinese: bool) -> str:
    """The mask that stands for one secret: `[已隐去:密码]` or `[hidden:password]`."""
    return f"[已隐去:{ZH_LABELS.get(kind, kind)}]" if chinese else f"[hidden:{kind}]"


def mask_secrets(text: str) -> Masked:
    """Replace every detected secret by a typed mask; idempotent.

    The mask is visible (the user sees that something was hidden, and what kind), in
    Chinese when the text holds any Chinese character. Masks are never detected again,
    so masking a masked text changes nothing.

    Args:
        text: Any text about to be stored, summarised or logged.

    Returns:
        The masked text, the secrets found in `text` and their kinds.
    """
    return masked_with(text, find_secrets(text))


def masked_with(text: str, secrets: list[Secret]) -> Masked:
    """The text with the given secrets (sorted, not overlapping) replaced by their masks."""
    if not secrets:
        return Masked(text)
    chinese = has_cjk(text)
    parts, last = [], 0
    for secret in secrets:
        parts += [text[last : secret.start], mask_token(secret.kind, chinese=chinese)]
        last = secret.end
    parts.append(text[last:])
    kinds = list(dict.fromkeys(s.kind for s in secrets))
    return Masked("".join(parts), secrets, kinds)


def redact(text: str) -> str:
    """The text with its secrets masked (`mask_secrets(text).text`), for older callers."""
    return mask_secrets(text).text


# [beyond] sec42: a file's name is read as words: `password_hunter22.txt` kept hunter22 in clear
# in the document's title and path (its text was masked). Underscores, dots and plus signs part
# words in a name, dashes sometimes do (X7KQ-99PL is one code): each reading is tried.
_NAME_READINGS = (str.maketrans("_.+", "   "), str.maketrans("_.+-", "    "))
# [beyond] sec43: and a password's keyword glued to the next word is its link
# (`wifi_password_sunflower.txt` kept sunflower in clear), unless that word names a document.
# sec43b: its plural too (passwords_sunflower.txt), and "pass" after what a password opens
# (wifi-pass-sunflower.txt; a bus-pass-scan.pdf or boarding_pass_2024.pdf is a ticket).
_OPENS = re.compile(r"(?i)(?:wi-?fi|wlan|router|network|db|database|admin|root|e?mail|ftp|ssh"
                    r"|vpn|login|account|server)[_-]$")
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
_GLUED = re.compile(r"(?i)(?<![a-z])(passwords?|passwd|pwd|pass|密码|口令)[_-](?=[^\W_])")
_TITLE_WORDS = frozenset(
    "policy policies reset requirements rules guide guidelines tips list notes template form"
    " manager managers change changes update updates checklist help faq howto instructions"
    " backup export report strength generator ideas draft final v1 v2 old new copy for with"
    " from and of to my the hint field length expiry recovery protected protection".split())
_FILE_TYPES = frozenset(
    "txt md markdown rst pdf doc docx odt rtf html htm xml json jsonl csv tsv log yaml yml ini"
    " py js ts png jpg jpeg gif webp".split())


# [beyond] sec44: and the value glued before it (hunter22-password.txt, sunflower9_pwd.txt): a
# word with letters and digits glued to the keyword is its value, but a version (v2) or a
# network (wifi5g, 5g) the password opens.
_GLUED_BEFORE = re.compile(
    r"(?i)(?<![^\W_])(?=[^\W_]*[0-9])(?=[^\W_]*[a-z])([^\W_]{4,64})[_-]"
    r"(?=(?:passwords?|passwd|pwd|pass|密码|口令)(?![^\W_]))")
_NOT_VALUE_BEFORE = re.compile(r"(?i)v[0-9]+|wi-?fi[0-9a-z]*|[0-9]+g")


def _values_before(name: str) -> list[Secret]:
    return [Secret("password", *m.span(1)) for m in _GLUED_BEFORE.finditer(name)
            if not _NOT_VALUE_BEFORE.fullmatch(m[1])]


def _glue(m: re.Match[str]) -> str:
    """The keyword and '=' in place of the character after it, unless a document's word follows."""
    word = re.match(r"[^\W_]+", m.string[m.end() :])
    about = word is None or word[0].lower() in _TITLE_WORDS or word[0].lower() in STOPWORDS
    ticket = m[1].lower() == "pass" and not _OPENS.search(m.string, 0, m.start())
    dated = m[1].lower() == "passwords" and word is not None and _YEAR.fullmatch(word[0])
    if about or ticket or dated:  # passwords_2024.xlsx: a list named by its year
        return m[0]
    # read as the strong "密码 =" of the same length (pass, pwd alone are weak): the spans
    # found in that reading are the name's
    return "密码" + " " * (len(m[0]) - 3) + "="


def mask_file_name(name: str) -> str:
    """A file name (or any title) with the secrets of any of its readings masked."""
    stem, dot, ext = name.rpartition(".")
    if dot and stem and ext.lower() in _FILE_TYPES:  # the type stays: .txt, .docx (a loop, not
        types = ""                                   # a call per type: "a.txt.txt…" is no limit)
        while dot and stem and ext.lower() in _FILE_TYPES:
            name, types = stem, dot + ext + types
            stem, dot, ext = name.rpartition(".")
        return mask_file_name(name) + types
    spans = [*find_secrets(name), *(s for table in _NAME_READINGS
                                    for s in find_secrets(name.translate(table)))]
    glued = _GLUED.sub(_glue, name)
    spans += find_secrets(glued.translate(_NAME_READINGS[0])) if glued != name else []
    spans += _values_before(name)
    merged: list[Secret] = []
    for s in sorted(spans, key=lambda s: (s.start, -s.end)):
        if merged and s.start < merged[-1].end:
            last = merged[-1]
            merged[-1] = Secret(last.kind, last.start, max(last.end, s.end))
        else:
            merged.append(s)
    return masked_with(name, merged).text
