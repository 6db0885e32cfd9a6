"""The keywords that name a secret: 密码 / password / 验证码 / PIN / 护照 / 微信 / token and kin.

Each group is a secret kind with its keywords (Chinese ones match with spaces between their
characters) and the suffix that belongs to the keyword (号 / number). memory/sensitive/keyed.py
reads the value after them.
"""

from __future__ import annotations

import re

from strata_layered.memory.sensitive.cues import CUE_ROWS, CUE_SUFFIX
from strata_layered.memory.sensitive.cues_said import ROUND8_ROWS

ROWS = (*CUE_ROWS, *ROUND8_ROWS)
"""Every keyword row: rounds 5-7 (memory/sensitive/cues.py) and 8 (cues_said.py)."""


def _cjk(word: str) -> str:
    """A Chinese keyword that still matches with spaces between its characters (密 码)."""
    return r"\s?".join(word)


def _en(pattern: str) -> str:
    """An English keyword, not inside a longer word or id (passwordless, spinach, Wx2Ikw)."""
    return rf"(?<![A-Za-z0-9])(?:{pattern})(?![A-Za-z0-9])"


# Slang mm (密码) in lower case, not a unit (50 mm) nor a date or time field (YYYY-MM-DD, hh:mm).
_MM = r"(?<![0-9A-Za-z/:.-])(?<![0-9]\s)(?-i:mm)(?![A-Za-z0-9/-])"
_SPACED_PASSWORD = r"p\s?a\s?s\s?s[\s_-]?w\s?o\s?r\s?d"  # password, pass word, p a s s w o r d
_CODE_WORDS = (
    r"verification|confirmation|security|login|sign-?in|backup|recovery|2fa|mfa"
    r"|auth(?:entication|orization)?|access|door|gate|alarm"
)
_SECRET_WORDS = (
    r"api[ _-]?(?:key|secret)|apikey|access[ _-]?key(?:[ _-]?(?:id|secret))?"
    r"|secret(?:[ _-]?access)?(?:[ _-]?key)?|client[ _-]?secret|private[ _-]?key"
    r"|(?:access|auth|refresh|session|bot)?[ _-]?token"
    r"|(?<=[A-Za-z0-9]_)key(?=[ \t]*[:=])"  # sec43: a setting's name ending in _KEY (STRIPE_KEY=)
)


def _row_words(group: str) -> list[str]:
    """The keywords memory/sensitive/cues.py adds to a group."""
    return [word for row in ROWS if row.group == group for word in row.words]


_BASIC_AUTH = r"basic(?=\s+[A-Za-z0-9+/]{12,}={0,2}(?![A-Za-z0-9+/=]))"
# Group name → keywords. Alternatives run in this order: an OTP word (动态密码) wins over
# the password inside it. Suffixes such as 号 / number belong to the keyword.
_GROUPS: list[tuple[str, list[str], str]] = [
    # [beyond] sec39: first, so that "2FA backup codes" is a list, not the 2fa of one code.
    *((group, _row_words(group), "")
      for group in ("codes", "answer", "seed", "buzzer", "keypad", "gift")),
    ("cvv", [_cjk("安全码"), _en("cvv2?|cvc2?|csc")], ""),
    ("code", [*map(_cjk, ["验证码", "校验码", "确认码", "动态码", "动态密码", "短信码", "取件码",
                          "提取码", "授权码", "交易码"]),
              _en(rf"(?:{_CODE_WORDS})\s+code"), _en(r"one[- ]?time\s+pass(?:code|word)"),
              _en(r"one[- ]?time\s+code|passcode|otp|2fa"), *_row_words("code")], ""),
    ("pin", [_en(r"pin(?:\s*(?:码|code|number|#))?")], ""),
    ("phrase", [_cjk("助记词"), _cjk("恢复短语"), _en(r"(?:pass|seed|recovery)\s?phrase"),
                _en(r"mnemonic(?:\s+phrase)?")], ""),
    ("password", [_cjk("密码"), _cjk("密碼"), _cjk("口令"), _cjk("密马"), _cjk("秘码"),
                  _en(_SPACED_PASSWORD), _en("passwd|pswd|psw|pwd|pw|p/w|mima"),
                  _en(r"pass(?=\s*[:=]|\s+for\s[^:=\n]{1,30}[:=])"), _MM,
                  _en(r"(?:wi-?fi|wlan|network|wpa2?)\s+key"), *_row_words("password"),
                  r"(?<=[A-Z])(?-i:PASSWORD|PASSWD|PWD)(?=[ \t]*=)",  # sec43: PGPASSWORD=
                  # sec43b: and PASS, not a word's end (COMPASS, BYPASS, OVERPASS, SURPASS=…)
                  r"(?<=[A-Z])(?<!COM)(?<!BY)(?<!OVER)(?<!UNDER)(?<!SUR)(?<!TRES)"
                  r"(?-i:PASS)(?=[ \t]*=)"], ""),
    ("driver_license", [_cjk("驾驶证"), _cjk("驾驶执照"), _cjk("驾照"),
                        _en(r"driv(?:er(?:['’]?s)?|ing)\s+licen[cs]e")],
     r"(?:\s*(?:档案编号|编号|号码|号|number|no\.?|num|#))?"),
    # probe43: a residence permit identifies its holder as a passport does (BRP, green card)
    ("passport", [_cjk("护照"), _cjk("通行证"), _cjk("旅行证"), _cjk("居留证"), _cjk("居留许可"),
                  _en(r"passport|travel\s+document|brp|(?:biometric\s+)?residence\s+(?:permit|card)"
                      r"|green\s+card")],
     r"(?:\s*(?:号码|号|number|no\.?|num|#))?"),
    ("alipay", [_cjk("支付宝"), _en("alipay")], r"(?:\s*(?:账号|帐号|账户|号|id|account))?"),
    ("wechat", [_cjk("微信"), _cjk("威信"), _cjk("薇信"), "[vV]信", _en("vx|wx|wechat|weixin")],
     r"(?:\s*(?:号|id|账号))?"),
    ("qq", [_en("qq")], r"(?:\s*(?:号码|号|number))?"),
    ("insurance", _row_words("insurance"), CUE_SUFFIX),
    ("cn_id", _row_words("cn_id"), CUE_SUFFIX),
    ("card_part", _row_words("card_part"), ""),
    ("bank_account", _row_words("bank_account"), ""),
    ("login", _row_words("login"), ""),
    ("secret", [_cjk("密钥"), _cjk("秘钥"), _cjk("令牌"), _cjk("私钥"), _en(_SECRET_WORDS)], ""),
    ("bearer", [_en(rf"bearer|{_BASIC_AUTH}")], ""),
    ("generic", [_en("code")], ""),
]
KEYWORDS = re.compile(
    "|".join(f"(?P<{name}>(?:{'|'.join(words)}){suffix})" for name, words, suffix in _GROUPS),
    re.I,
)
# Where a keyword can start (ASCII lower-cased). Every alternative opens with a literal, so
# the regex engine skips ahead by first character; the full pattern runs only at these spots.
STARTS = re.compile(
    "|".join(
        list("验校确动短取提授交安助恢密口护通旅支微威薇秘令私驾居")
        + r"""p\s?a\s?s\s?s pw p/w ps mm mima driv pin travel code verification confirmation
        security login sign
        backup recovery auth 2fa mfa access door gate alarm one otp cvv cvc csc seed mnemonic
        alipay vx wx v信 wechat weixin qq api secret client token refresh session bot private
        bearer basic wi wlan network wpa _key brp biometric residence green""".split()
        + [re.escape(start) for row in ROWS for start in row.starts]
    )
)
