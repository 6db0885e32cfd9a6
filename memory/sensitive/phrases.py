"""Password values longer than one token [beyond]: passphrases, spaced and spelled digits.

Issue 27 found "my password is correct horse battery staple" and 「我的密码是 8848 6666」
masked only up to the first space (or not at all). After a password cue and a firm link
(`is`, `是`, `:`), each shape below takes the whole value; one row per shape, with the
examples and non-examples that tests/unit/test_sensitive_cues.py runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_DIGIT_WORD = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
# A digit as said: its word, or the digit alone (not the start of a longer number).
_SAID_DIGIT = rf"(?:{_DIGIT_WORD}|[0-9](?![0-9]))"
# One character said alone, maybe with its case: "capital T", "small q", "9".
_SPELLED_CHAR = r"(?:(?i:capital|upper(?:case)?|lower(?:case)?|small|big)[ \t]+)?[A-Za-z0-9]"
# Words that describe a password instead of being one ("too long to remember", "the same as").
FUNCTION_WORDS = frozenset(
    "a an the to of in on at by for from with as is are was were be been not no too very so"
    " and or but than that this it its my your his her our their same different like just"
    " still also again now what which who how why when where i you he she we they me him"
    " there here if then because about into over under only all any some more less".split()
)
# A description or a question, not a Chinese passphrase: 「什么」「多少」「8-16位」「错的」.
CJK_NOT_A_VALUE = re.compile(
    r"什么|多少|哪|吗|呢|吧|几位|[0-9]+位|忘|不知道|不记得|错|对的|太|很|要|需要|必须|包含|改|换"
    r"|设置|一样|相同|同一|保密|秘密|告诉|生日$|手机号$|不能|不是|没有|已经|还是"
)


@dataclass(frozen=True)
class ValueRow:
    """One value shape after a password cue."""

    name: str
    pattern: re.Pattern[str]
    source: str
    examples: tuple[tuple[str, str], ...]
    non_examples: tuple[str, ...]


# [beyond] sec40: a password given as the rule that makes it ("my email with 2024 at the end",
# 我生日加名字缩写): something of the user's, and what is done to it. A thing alone ("my dog's
# name", 我生日) is a hint, kept as before; the rule with its operation is the recipe.
_RULE_SOURCE_EN = (
    r"e-?mail|name|names|nickname|username|initials|birthday|birthdate|birth\s+year|year|date"
    r"|anniversary|number|street|address|postcode|zip|plate|city|team|dog|cat|pet|car"
)
_RULE_OPERATION_EN = re.compile(
    r"\b(?:plus|followed\s+by|then|backwards|reversed|in\s+reverse|minus|twice|doubled"
    r"|capitali[sz]ed|all\s+caps|(?:at|on)\s+the\s+(?:end|start|front|beginning)|in\s+front"
    r"|and\s+(?:then|the|my|our|his|her))\b|\+", re.I)
_RULE_SOURCE_ZH = re.compile(
    r"生日|手机号|电话|身份证|名字|姓名|拼音|缩写|工号|学号|车牌|门牌|纪念日|邮箱|QQ号?")
_RULE_OPERATION_ZH = re.compile(r"加|[前后末][ \t]?[0-9]+[ \t]?位|倒过来|反过来|倒着|去掉|\+|接")
# A question or a denial about the password, not its rule (密码是手机号后六位吗？
# 密码不是我生日加名字), nor a policy (密码要求是字母加数字).
_RULE_NOT_ZH = re.compile(
    r"什么|多少|哪|吗|呢|吧|忘|不知道|不记得|错|不能|不是|没有|要求|需要|必须")
VALUE_ROWS: tuple[ValueRow, ...] = (
    ValueRow(
        "quoted",
        re.compile(r"(?:(?<=['\"`])|[“‘「『])[^'\"`”’」』\n]{2,64}?(?=['\"`”’」』])"),
        "[beyond] sec42: \"my password is 'Blue Moon 77'\" masked 'Blue' and kept 'Moon 77'",
        (("My password is 'Blue Moon 77'", "Blue Moon 77"),
         ('password = "correct horse"', "correct horse"),
         ("wifi password: “sun flower 88”", "“sun flower 88")),
        ('click the "forgot password" link', 'the password "must be 8 characters" rule'),
    ),
    ValueRow(
        "spaced digits",
        re.compile(r"[0-9](?:[ \t][0-9]){3,11}(?![0-9A-Za-z])"),
        "[beyond] 支付密码 6 6 8 8 1 2: one digit at a time",
        (("支付密码 6 6 8 8 1 2", "6 6 8 8 1 2"),),
        ("密码 6 位",),
    ),
    ValueRow(
        "digit groups",
        re.compile(r"[0-9]{2,8}(?:[ \t][0-9]{2,8}){1,3}(?![0-9A-Za-z.:/-])"),
        "[beyond] issue 27: 我的密码是 8848 6666 kept its tail (the demo's own line)",
        (("我的密码是 8848 6666", "8848 6666"), ("password: 8848 6666", "8848 6666")),
        ("密码是 8 到 16 位",),
    ),
    ValueRow(
        "repeated digit",
        re.compile(r"[2-9]个[0-9](?:[ \t，,]?(?:再?加)?[ \t]?[2-9]个[0-9])*"),
        "[beyond] sec39: 支付密码是六个8 / 取款密码六个八 (six eights) kept the PIN in clear",
        (("支付密码是六个8", "六个8"), ("取款密码六个八", "六个八"),
         ("密码三个6三个8", "三个6三个8")),
        ("密码要6个字符以上", "密码错了3个月"),
    ),
    ValueRow(
        "spelled digits",
        re.compile(rf"(?i:{_SAID_DIGIT}(?:[ \t]*[,-]?[ \t]*{_SAID_DIGIT}){{3,18}})(?![A-Za-z0-9])"),
        "[beyond] issue 27: numbers said in words after a cue; sec40: words and digits mixed, as"
        " people say a PIN ('my PIN is 4 seven 1 9', 'debit card PIN: two 0 eight 8')",
        (("my passcode is seven three nine one six four", "seven three nine one six four"),
         ("my PIN is 4 seven 1 9", "4 seven 1 9"),
         ("debit card PIN: two 0 eight 8", "two 0 eight 8"),
         ("the alarm code is 2 zero 0 8", "2 zero 0 8")),
        ("my password is one of my favourite words", "my PIN is 4 digits, one of them a 7",
         "the code is 2 or 3 characters", "PIN: 4 to 6 digits"),
    ),
    ValueRow(
        "spelled characters",
        re.compile(rf"{_SPELLED_CHAR}(?:[ \t]*,[ \t]*{_SPELLED_CHAR}){{3,31}}(?![A-Za-z0-9])"),
        "[beyond] sec39: 'my password is capital T, r, o, u, b, l, e, 9, 9' kept all but"
        " 'capital' in clear (a password spelled one character at a time)",
        (("my password is capital T, r, o, u, b, l, e, 9, 9", "capital T, r, o, u, b, l, e, 9, 9"),
         ("password: small q, 7, big X, 2, 2", "small q, 7, big X, 2, 2")),
        ("my password is a, b or c", "the password needs a capital, a digit, a symbol"),
    ),
    ValueRow(
        "passphrase",
        re.compile(r"[A-Za-z]{2,24}(?:[ \t]+[A-Za-z]{2,24}){2,7}(?=[ \t]*(?:[.!,;。，！；\n]|$))"),
        "[beyond] issue 27: my password is correct horse battery staple (diceware style)",
        (("my password is correct horse battery staple", "correct horse battery staple"),
         ("my passphrase is purple elephant dances quietly", "purple elephant dances quietly")),
        ("my password is too long to remember", "my password is the same as my email one",
         "the password is hard to guess"),
    ),
    ValueRow(
        "chinese passphrase",
        re.compile(r"[\u4e00-\u9fff][\u4e00-\u9fffA-Za-z0-9]{2,23}(?:[ \t]+[!-~]{3,64})?"
                   r"(?=[ \t]*(?:[，。！；,.!;\n]|$))"),
        "[beyond] issue 27: 我的密码是 我爱北京天安门 / 口令：芝麻开门123",
        (("我的密码是 我爱北京天安门", "我爱北京天安门"), ("口令：芝麻开门123", "芝麻开门123"),
         ("开机密码就是我生日 19900307", "19900307")),
        ("我的密码是什么来着？忘了", "密码是 8 到 16 位", "密码是必须保密的"),
    ),
    ValueRow(
        "password as a rule",
        re.compile(
            r"(?i:(?:(?:just|basically|simply|(?:the\s+)?same\s+as)\s+)?(?:my|our|the|his|her|their)"
            rf"\s+(?:[\w'’-]+\s+){{0,3}}?(?:{_RULE_SOURCE_EN})(?:['’]s)?(?![\w'’])[^.;!?,\n]{{0,60}}"
            r"(?=[ \t]*(?:[.;!?,\n]|$)))"
            r"|[\u4e00-\u9fff][\u4e00-\u9fffA-Za-z0-9+ \t]{2,30}(?=[ \t]*(?:[，。！；,.!;\n]|$))"),
        "[beyond] sec40: 'my password is my email with 2024 at the end',"
        " 银行卡密码就是我手机号后六位 kept the recipe of the password in clear (sec39 left it)",
        (("my password is my email with 2024 at the end", "my email with 2024 at the end"),
         ("for the shared drive, the password is just the dog's name plus my birth year",
          "the dog's name plus my birth year"),
         ("password: same as my email but with 2024 at the end",
          "same as my email but with 2024 at the end"),
         ("银行卡密码就是我手机号后六位", "我手机号后六位"),
         ("密码是我生日加名字缩写", "我生日加名字缩写"),
         ("my PIN is my birthday backwards", "my birthday backwards"),
         ("my password is my first dog and then my first car",
          "my first dog and then my first car")),
        ("my password is the same as it was last year, I never change it",
         "my password is my dog's name", "my password is the same as my email one",
         "the password is the name of the game", "密码是手机号后六位吗？", "密码不是我生日加名字",
         "密码要求是字母加数字，至少八位", "密码是 8 到 16 位", "my PIN is my birthday",
         "the pin is the one my bank sent"),
    ),
)
_ROWS = {row.name: row for row in VALUE_ROWS}


def rule_value(text: str, pos: int) -> tuple[int, int] | None:
    """A password given as its rule at `pos`: a thing of the user's and an operation on it."""
    m = _ROWS["password as a rule"].pattern.match(text, pos)
    if m is None:
        return None
    said = m[0].rstrip()
    if said.isascii():
        ok = _RULE_OPERATION_EN.search(said) is not None
    else:
        ok = bool(_RULE_SOURCE_ZH.search(said) and _RULE_OPERATION_ZH.search(said)
                  and not _RULE_NOT_ZH.search(said))
    return (pos, pos + len(said)) if ok else None


def _passphrase_ok(value: str) -> bool:
    words = value.lower().split()
    return not any(w in FUNCTION_WORDS for w in words) and len(set(words)) >= 3


def long_value(text: str, pos: int, *, firm: bool) -> tuple[int, int] | None:
    """The span of a many-part password value at `pos`, or None.

    Args:
        text: The folded text.
        pos: Where the value starts (after the cue and its link).
        firm: The link was `is` / `是` / `:` (not a weak keyword or a soft link): only then
            may words or Chinese characters be the value.
    """
    if firm and (m := _ROWS["quoted"].pattern.match(text, pos)):
        return m.span()
    for name in ("spaced digits", "digit groups", "repeated digit", "spelled digits"):
        if m := _ROWS[name].pattern.match(text, pos):
            return m.span()
    if rule := rule_value(text, pos):  # a thing and what is done to it: firm enough alone
        return rule
    if not firm:
        return None
    if m := _ROWS["spelled characters"].pattern.match(text, pos):
        return m.span()
    if (m := _ROWS["passphrase"].pattern.match(text, pos)) and _passphrase_ok(m[0]):
        return m.span()
    m = _ROWS["chinese passphrase"].pattern.match(text, pos)
    if m and not CJK_NOT_A_VALUE.search(m[0]):
        return m.span()
    return None


def spelled_value(text: str, pos: int) -> tuple[int, int] | None:
    """Four or more digits said in words at `pos` ("seven three nine one"), or None."""
    m = _ROWS["spelled digits"].pattern.match(text, pos)
    return m.span() if m else None
