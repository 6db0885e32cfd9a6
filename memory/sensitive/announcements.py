"""What says a secret comes next: an announcement ("I'll type it next"), a question asking one.

Rows of memory/sensitive/expecting.py, kept apart from its readings (sec44: expecting.py had
grown past 300 lines). Each is a `Row` (memory/rules/row.py: `disabled()` silences it, `firing()`
records it) with the texts that pin it down; tests/unit/test_sensitive_cues.py and
test_sensitive_said.py run them (their examples flag the next message, not mask this one).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row
from strata_layered.memory.sensitive.cues import PUBLIC_CODES
from strata_layered.memory.sensitive.cues_said import NOT_PAYMENT

_NEXT = "secret: the next user message holds a secret (a flag of its kind, never a value)"
_ASKS = "secret: the assistant asks for a secret, so the user's next message holds it"


# [beyond] sec40: a card number given in part ("my card number is 4539 1488 0343", the rest in
# the next message): 8 to 15 digits after the card's number word, at the message's end or
# before a remark ("- wait, I'll send the rest"). A whole number (13 digits or more with the
# card checksum) needs no next message. The graph reads the message masked: there the part
# is a card's mask (a whole number masked there flags the next message too, harmlessly).
CARD_PART = re.compile(
    rf"{NOT_PAYMENT}(?:卡号|card\s*(?:number|no\.?|#))"
    r"(?:[ \t]+(?:starts?|begins?)(?:[ \t]+with)?)?[^0-9\n\[]{0,12}?"  # sec43: its beginning
    r"(?P<d>[0-9](?:[ -]?[0-9]){7,14}(?![0-9])|\[(?:已隐去:银行卡号|hidden:bank_card)\])"
    r"[ \t]*(?:$|[-–—,，。.…][^0-9]*$)", re.I)
# "Next message": the secret comes later, in a message of its own.
ANNOUNCE_ROWS: tuple[Row, ...] = (
    Row(
        "secret_next_message_en",
        re.compile(
            r"\b(?:next|following|separate|another|my next)\s+(?:message|msg|line|text|one)\b"
            r"|\b(?:type|send|sending|paste|pasting|give|write|text|typing)\b[^.!?\n]{0,30}"
            r"\b(?:next(?!\s+(?:time|week|month|year|day|weekend))|separately"
            r"|in a (?:sec|second|moment|minute))\b|\bseparately\b",
            re.I,
        ),
        _NEXT,
        "[beyond] issue 27: a password typed in the turn after \"I'll type it next\"",
        ("I'll type my password in the next message", "ok, sending the wifi password next",
         "my bank login is long, I'll paste it in my next message"),
        ("I'll type my password next time I log in? no, I won't", "the next message was spam"),
    ),
    Row(
        "secret_next_message_zh_ja",
        re.compile(r"下一条|下条|下一句|下一行|单独发|分开发|等下发|等会儿?发|一会儿?发|稍后发|接下来发"
                   r"|次のメッセージ|別で送"),
        _NEXT,
        "[beyond] issue 27: 密码太长了，我下一条发给你",
        ("密码太长了，我下一条发给你", "支付密码我单独发你，下一条",
         "パスワードは次のメッセージで送ります"),
        ("下一条新闻是关于天气的",),
    ),
    Row(
        "secret_card_in_part",
        CARD_PART,
        _NEXT,
        "[beyond] sec40: a card number said over two messages kept its second part in clear",
        ("my card number is 4539 1488 0343", "我卡号是6222 0212 3456",
         "card number: 4539 1488 0343 - wait, I'll send the rest",
         "my card number is [hidden:bank_card]"),
        ("my card number is 4539 1488 0343 6467", "卡号后四位是6467",
         "my card number is 4539148803436467, thanks", "my library card number is 12345678"),
    ),
)
# What the announced secret is: the first cue found names the kind (a password by default).
CUES: tuple[tuple[str, re.Pattern[str]], ...] = (
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
ASK_ROWS: tuple[Row, ...] = (
    Row(
        "secret_asked_en",
        re.compile(
            # a zip, area or promo code protects nothing (keyed.py PUBLIC_CODES), asked or said
            rf"\bwhat(?:'s|’s|\s+is|\s+was)\s+(?:the|your)\s+{_NOT_PUBLIC}{_ASKED}\b"
            r"[^.!?\n]{0,40}\?"
            rf"|\b(?:(?:tell|give|send|read)\s+me|type|enter)\s+(?:the|your)\s+{_NOT_PUBLIC}"
            rf"{_ASKED}\b", re.I),
        _ASKS,
        "[beyond] sec40: 'What's the code on the lockbox?' → '8841' kept the code in clear",
        ("What's the code on the lockbox?", "What's the verification code we just texted you?",
         "Sure, tell me your PIN and I'll note it", "What's the area code and PIN?",
         "What's your zip code and card number?"),
        ("What time works for you?", "Did you get the code?", "What's a good password manager?",
         "Do you remember your PIN?", "What's the code of conduct about",
         "What's your zip code?", "Tell me your area code"),
    ),
    Row(
        "secret_asked_zh",
        # [beyond] sec42: a gift card's 卡密 / 兑换码 / 激活码 is cash (礼品卡卡密是多少？)
        re.compile(r"(?:验证码|密码|卡号|卡密|兑换码|激活码|门禁码|动态码|取款码|PIN码?)[^。！？?\n]{0,6}?"
                   # how many characters or times is a rule, not the value (review40)
                   r"(?:(?:是多少|多少)(?![位个字次天条种])|是什么(?!格式|要求|规则|意思|样)"
                   r"|发我|发给我|告诉我)"),
        _ASKS,
        "[beyond] sec40: 验证码是多少？ → 8841, 门禁密码多少来着？ → 幺三五七",
        ("验证码是多少？", "门禁密码多少来着？", "把卡号发给我吧", "礼品卡卡密是多少？",
         "你叫什么、住哪、门禁密码多少？"),
        ("验证码收到了吗？", "密码要记牢哦", "你几点有空？", "密码要设置多少位？",
         "密码是什么格式的？", "兑换码在哪里领？"),
    ),
    Row(
        "secret_asked_among_several",
        # the secret's item after a comma or "and": not "and did you get the code?" (a verb
        # between), nor "your name and zip code?" (a public code, as the first row)
        re.compile(rf"\b(?:what(?:'s|’s|\s+is|\s+are)|(?:tell|give|send)\s+me)\s+(?:the|your)\s+"
                   rf"[^.!?\n]{{1,60}}?(?:,|\band\b|&)\s*(?:(?:the|your)\s+)?{_NOT_PUBLIC}"
                   rf"{_ASKED}\b[^.!?\n]{{0,40}}\?", re.I),
        _ASKS,
        "[beyond] sec42: 'What's your name, your city and your door code?' → 'Dan, Phoenix, 8812#'",
        ("What's your name, your city and your door code?",
         "Tell me your name, email and the PIN for the card?",
         "What's your name and the code on the gate?"),
        ("What's your name, and did you get the code?", "What's your name and zip code?",
         "What's your name, your city and your favourite colour?"),
    ),
)
