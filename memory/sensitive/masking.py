"""Masking: each secret becomes a visible, typed mask in the text's own language."""

from __future__ import annotations

from dataclasses import dataclass, field

from strata_layered.memory.sensitive.detection import find_secrets
from strata_layered.memory.sensitive.spans import Secret
from strata_layered.memory.text import has_cjk

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
    secrets = find_secrets(text)
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
