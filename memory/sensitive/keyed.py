"""Secrets a keyword names: the value after 密码 / password / 验证码 / PIN / 护照 / 微信 / token."""

from __future__ import annotations

import re
from collections.abc import Callable

from memory.sensitive.spans import ASCII_LOWER, Hit, TextView

KEYED_RANK = 3


def _cjk(word: str) -> str:
    """A Chinese keyword that still matches with spaces between its characters (密 码)."""
    return r"\s?".join(word)


def _en(pattern: str) -> str:
    """An English keyword, not inside a longer word or id (passwordless, spinach, Wx2Ikw)."""
    return rf"(?<![A-Za-z0-9])(?:{pattern})(?![A-Za-z0-9])"


_SPACED_PASSWORD = r"p\s?a\s?s\s?s[\s_-]?w\s?o\s?r\s?d"  # password, pass word, p a s s w o r d
_CODE_WORDS = (
    r"verification|confirmation|security|login|sign-?in|backup|recovery|2fa|mfa"
    r"|auth(?:entication|orization)?|access|door|gate|alarm"
)
_SECRET_WORDS = (
    r"api[ _-]?(?:key|secret)|apikey|access[ _-]?key(?:[ _-]?(?:id|secret))?"
    r"|secret(?:[ _-]?access)?(?:[ _-]?key)?|client[ _-]?secret|private[ _-]?key"
    r"|(?:access|auth|refresh|session|bot)?[ _-]?token"
)
_BASIC_AUTH = r"basic(?=\s+[A-Za-z0-9+/]{12,}={0,2}(?![A-Za-z0-9+/=]))"
# Group name → keywords. Alternatives run in this order: an OTP word (动态密码) wins over
# the password inside it. Suffixes such as 号 / number belong to the keyword.
_GROUPS: list[tuple[str, list[str], str]] = [
    ("cvv", [_cjk("安全码"), _en("cvv2?|cvc2?|csc")], ""),
    ("code", [*map(_cjk, ["验证码", "校验码", "确认码", "动态码", "动态密码", "短信码", "取件码",
                          "提取码", "授权码", "交易码"]),
              _en(rf"(?:{_CODE_WORDS})\s+code"), _en(r"one[- ]?time\s+pass(?:code|word)"),
              _en(r"one[- ]?time\s+code|passcode|otp|2fa")], ""),
    ("pin", [_en(r"pin(?:\s*(?:码|code|number|#))?")], ""),
    ("phrase", [_cjk("助记词"), _cjk("恢复短语"), _en(r"(?:pass|seed|recovery)\s?phrase"),
                _en(r"mnemonic(?:\s+phrase)?")], ""),
    ("password", [_cjk("密码"), _cjk("密碼"), _cjk("口令"), _en(_SPACED_PASSWORD),
                  _en("passwd|pwd|pw|p/w"), _en(r"pass(?=\s*[:=])"),
                  _en(r"(?:wi-?fi|wlan|network|wpa2?)\s+key")], ""),
    ("passport", [_cjk("护照"), _cjk("通行证"), _cjk("旅行证"), _en(r"passport|travel\s+document")],
     r"(?:\s*(?:号码|号|number|no\.?|num|#))?"),
    ("alipay", [_cjk("支付宝"), _en("alipay")], r"(?:\s*(?:账号|帐号|账户|号|id|account))?"),
    ("wechat", [_cjk("微信"), _cjk("威信"), _cjk("薇信"), "[vV]信", _en("vx|wx|wechat|weixin")],
     r"(?:\s*(?:号|id|账号))?"),
    ("qq", [_en("qq")], r"(?:\s*(?:号码|号|number))?"),
    ("secret", [_cjk("密钥"), _cjk("秘钥"), _cjk("令牌"), _cjk("私钥"), _en(_SECRET_WORDS)], ""),
    ("bearer", [_en(rf"bearer|{_BASIC_AUTH}")], ""),
    ("generic", [_en("code")], ""),
]
_KEYWORDS = re.compile(
    "|".join(f"(?P<{name}>(?:{'|'.join(words)}){suffix})" for name, words, suffix in _GROUPS),
    re.I,
)
# Where a keyword can start (ASCII lower-cased). Every alternative opens with a literal, so
# the regex engine skips ahead by first character; the full pattern runs only at these spots.
_STARTS = re.compile(
    "|".join(
        list("验校确动短取提授交安助恢密口护通旅支微威薇秘令私")
        + r"""p\s?a\s?s\s?s pw p/w pin travel code verification confirmation security login sign
        backup recovery auth 2fa mfa access door gate alarm one otp cvv cvc csc seed mnemonic
        alipay vx wx v信 wechat weixin qq api secret client token refresh session bot private
        bearer basic wi wlan network wpa""".split()
    )
)
# Between keyword and value: an English detour ("password for gmail is"), then a connector.
_DETOUR = re.compile(
    r"[ \t]+(?:for|of|on|at|to|in)(?:[ \t]+[A-Za-z0-9'_-]{1,20}){1,3}?(?=[ \t]*(?:[:=]|is\b|was\b))"
)
_LINK = re.compile(
    r"""[ \t]*["'`]?[ \t]*[?？]?[ \t]*(?:
        (?P<strong>[:：=]|->|→)
      | (?P<word>(?:就|也|都|还|则)?(?:是|为)|(?:改|换|设|设置|变|重置)(?:成|为)了?|叫
          |(?:(?:is|was)(?:\s+now)?|are|(?:changed|set|reset|updated)\s+to|to|it's|it\s+is)(?![A-Za-z]))
    )?[ \t]*[:：]?[ \t]*
    (?P<below>(?:见下|如下|在下面|在下方|see\s+below|below|as\s+follows)[ \t]*[:：]?[ \t]*)?
    (?P<nl>\r?\n[ \t]*)?["'`]?""",
    re.X | re.I,
)
# scheme://user:password@host — connection strings carry a password without any keyword.
_URL_PASSWORD = re.compile(
    r"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,15}://[^\s:/@]{1,64}:(?P<v>[^\s/@]{1,128})@"
)
_TOKEN = re.compile(r"[!-~]{1,200}")
_PHRASE = re.compile(r"[^\n。；;！!？?\"'`]{3,200}")
_CODE = re.compile(
    r"(?:[A-Za-z]-)?(?P<v>[0-9]{3,8}(?![0-9])|[0-9](?: [0-9]){2,7}(?![0-9])"
    r"|[0-9A-Za-z]{1,8}(?:-[0-9A-Za-z]{1,8}){0,3}(?![0-9A-Za-z]))"
)
_PASSPORT = re.compile(r"(?:[A-Za-z]{1,2} ?)?[0-9](?: ?[0-9]){5,8}(?![0-9A-Za-z])")
_ACCOUNT = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.@+-]{4,40}")
_QQ = re.compile(r"[1-9][0-9]{4,10}(?![0-9])")
_LONG = re.compile(r"[A-Za-z0-9+/=_.~-]{16,512}")
# Words that follow "password is" without being one ("the password is too short").
_STOPWORDS = frozenset(
    "a an the on in at of to my your his her our their its this that what which here there not"
    " too very still also just same wrong right correct incorrect invalid expired weak strong long"
    " short easy hard simple required needed saved stored changed reset written below above"
    " secret private safe secure different new old blank empty missing lost forgotten something"
    " nothing none unknown broken again now set case sensitive and or but so more less better"
    " longer stronger harder log confirm continue access enter change protection protected manager"
    " str int string bool null true false text optional".split()
)
# Short or ambiguous keywords (pwd is also a shell command, pass a ticket) and soft links
# ("password to log in") name a password only when the value looks like one.
_WEAK_KEYWORDS = frozenset({"pw", "pwd", "p/w", "pass"})
_SOFT_LINKS = frozenset({"to", "it's", "it is"})
# Placeholders (<db_password>, ${PW}), prices (pass: $12) and code (Column(String...).
_NOT_A_VALUE = re.compile(r"[<{]|\$\{|%\(|[$¥€£][0-9.,]+$|[A-Za-z_][A-Za-z0-9_.]*\(")
# "zip code 94103", "error code 404": codes that protect nothing.
_PUBLIC_CODES = frozenset(
    "zip postal post area country source error status exit return http qr promo promotion discount"
    " coupon referral invite invitation gift product item course class dress color colour bar morse"
    " cheat iso language airport dial tax".split()
)
_TRAIL = ".,;:'\")]}>`*"


def _has_other(value: str) -> bool:
    return any(not c.isalpha() for c in value)


def _password(value: str, keyword: str, link: re.Match[str], glued: bool) -> bool:
    """Whether `value` after a password keyword is the password."""
    if not 3 <= len(value) <= 128 or not any(c.isalnum() for c in value):
        return False
    if value.lower() in _STOPWORDS or _NOT_A_VALUE.match(value):
        return False
    cjk, word = not keyword[0].isascii(), (link["word"] or "").lower()
    if link["nl"] or keyword.lower() in _WEAK_KEYWORDS or word in _SOFT_LINKS:
        return _has_other(value)
    if glued and not cjk:
        return False  # password-protected, passwordXYZ: one word, not a keyword and its value
    if link["strong"] or link["below"] or word:
        return True
    return _has_other(value) or (cjk and len(value) >= 4)


def _code_digits(value: str) -> int:
    return sum(c.isdigit() for c in value)


def _value(
    view: TextView, kind: str, keyword: re.Match[str], link: re.Match[str]
) -> tuple[int, int]:
    """The value span after the connector, or an empty span."""
    text, pos = view.text, link.end()
    strong, word = bool(link["strong"] or link["below"]), bool(link["word"])
    linked, glued = strong or word, pos == keyword.end()
    if kind == "phrase" and strong and (m := _PHRASE.match(text, pos)):
        return pos, pos + len(m[0].rstrip(" .,"))
    if kind in ("code", "cvv", "pin", "generic"):
        m = _CODE.match(text, pos)
        if not m or _code_digits(m["v"]) == 0:
            return pos, pos
        v = m["v"]
        digits_only = _code_digits(v) == len(v.replace(" ", ""))
        ok = {
            "cvv": digits_only and 3 <= len(v) <= 4,
            "pin": digits_only and 4 <= _code_digits(v) <= 12,
            # A bare "code 123456" is an OTP only at OTP length; "code 2024" may be anything.
            "generic": digits_only and 4 + 2 * (not linked) <= _code_digits(v) <= 8,
        }.get(kind, 4 <= len(v) <= 17 and (digits_only and _code_digits(v) >= 4 or not digits_only))
        return (m.start("v"), m.end("v")) if ok else (pos, pos)
    pattern = {"passport": _PASSPORT, "qq": _QQ, "alipay": _ACCOUNT, "secret": _LONG,
               "bearer": _LONG, "wechat": _ACCOUNT}.get(kind, _TOKEN)
    m = pattern.match(text, pos)
    if not m:
        return pos, pos
    value = m[0].lstrip("'\"`").rstrip(_TRAIL) if pattern is _TOKEN else m[0].rstrip(".")
    start = m.start() + (len(m[0]) - len(m[0].lstrip("'\"`")) if pattern is _TOKEN else 0)
    checks: dict[str, Callable[[], bool]] = {
        "password": lambda: _password(value, keyword[0], link, glued),
        "phrase": lambda: _password(value, keyword[0], link, glued),
        "secret": lambda: any(c.isdigit() for c in value) and any(c.isalpha() for c in value),
        "bearer": lambda: True,
        "wechat": lambda: value.lower() not in _STOPWORDS and "@" not in value
        and (value.startswith("wxid_") or _has_other(value) or linked and len(value) >= 6),
        "alipay": lambda: linked or _has_other(value),
    }
    ok = checks.get(kind, lambda: True)()
    return (start, start + len(value)) if ok and value else (pos, pos)


def _public_code(text: str, start: int) -> bool:
    before = re.search(r"([A-Za-z]+)[ \t]*$", text[max(0, start - 24) : start])
    return before is not None and before[1].lower() in _PUBLIC_CODES


_KIND = {"cvv": "code", "pin": "code", "generic": "code", "phrase": "password",
         "secret": "api_key", "bearer": "api_key"}


def find_keyed(view: TextView) -> list[Hit]:
    """Values that a keyword names, e.g. 「我的密码是 hunter2!」 → hunter2!."""
    text, hits = view.text, []
    lowered = text.translate(ASCII_LOWER)
    pos = 0
    while start_hit := _STARTS.search(lowered, pos):
        m = _KEYWORDS.match(text, start_hit.start())
        pos = m.end() if m else start_hit.start() + 1
        if m is None or (m.lastgroup == "generic" and _public_code(text, m.start())):
            continue
        kind = m.lastgroup or ""
        link = _LINK.match(text, m.end())
        detour = _DETOUR.match(text, m.end())
        if link and detour and not (link["strong"] or link["word"]):
            link = _LINK.match(text, detour.end())
        if link is None:
            continue
        start, end = _value(view, kind, m, link)
        if end > start:
            hits.append(Hit(start, end, _KIND.get(kind, kind), KEYED_RANK))
    hits += [Hit(*m.span("v"), "password", KEYED_RANK) for m in _URL_PASSWORD.finditer(text)]
    return hits
