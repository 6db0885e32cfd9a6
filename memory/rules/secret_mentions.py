"""[beyond] A secret's keyword that names an act or a debt, not the data: 打电话, credit card debt.

Seed 003 rejects a turn that names a secret even without its value (我忘了密码): the keyword is
the signal. 电话 inside 打电话 / 接电话 is a call made, never a number given, a credit card one
is behind on is money owed, never a card's number, and 密码学 a subject studied;
memory/sensitive/detection.py skips a keyword inside one of these spans. A number in the same
turn is still found by its shape.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

SOURCE = ("[beyond] issue 24 probe36: 我妈老打电话问我有没有好好吃饭 and \"Money is tight this "
          "month, rent went up to 1800 and I'm behind on my credit card\" were never remembered "
          "(unsafe, keyword:电话 / keyword:credit card), though neither holds a secret")

PHONE_CALL_ZH = Row(
    "phone_call_zh",
    re.compile(r"(?:打|接|挂|回|通)(?:了|过|完)?(?:个|一个|一通|几个|几通)?电话(?!号)|电话(?:会议|面试|里|中)"),
    "safety: 电话 as a call made is no phone number (the seed's keyword is skipped there)",
    SOURCE, ("我妈老打电话问我有没有好好吃饭", "昨天和我爸通了个电话，聊了很久"),
    ("我的电话是多少来着", "帮我记一下他的电话号码"),
    contexts=("下午有个电话面试，有点紧张",),
)
CARD_DEBT_EN = Row(
    "card_debt_en",
    re.compile(r"\b(?:behind on|paid off|pay off|paying off|maxed out|owe on|debt on)"
               r"(?: (?:my|the|our|their|his|her|a))? (?:credit|store) card\b"
               r"(?! (?:number|pin|details|info))"
               r"|\bcredit card (?:debt|bills?|balance|payments?|interest|statement)s?\b", re.I),
    "safety: a credit card owed on is a money worry, no card's data (the keyword is skipped)",
    SOURCE, ("I'm behind on my credit card", "My credit card debt keeps growing"),
    ("here is my credit card number", "my credit card is 4111 1111 1111 1111"),
)
# review42: 密码学考了90分 (a cryptography exam) and "my pin board has 20 photos" were never
# remembered (keyword:密码 / keyword:pin): a thing the keyword names, not a secret's data.
KEYWORD_THING = Row(
    "keyword_thing",
    re.compile(r"密码(?:学|锁|箱)(?![习\s\dA-Za-z]*\d)"
               r"|\b(?:password manager|pin ?board|pin ?cushion)s?\b", re.I),
    "safety: a subject or a thing named with a secret's keyword (密码学, a pin board) is no "
    "secret's data (the keyword is skipped there; a value in the turn is found by its shape)",
    "[beyond] issue 24 review42: 密码学考了90分 and 'my pin board has 20 photos' were rejected "
    "as unsafe, though neither holds a secret",
    ("密码学考了90分", "my pin board has 20 photos", "密码锁坏了，换了一把新的"),
    ("我的密码是多少来着", "what's my pin", "密码：学生证号后六位", "qq密码 学习123"),
)
# lead42: 密码长度是8 and 密码学是90 were masked as a password's first part (sec42's short
# part after a firm link): a property of a secret, or a thing the keyword names, is no value.
SECRET_PROPERTY = Row(
    "secret_property",
    re.compile(r"密码(?:的)?(?:长度|位数|强度|有效期|规则|要求|错误次数)"
               r"|\b(?:password|pin|passcode)(?:'s)? (?:length|strength|expiry|rules?"
               r"|requirements?|policy)\b", re.I),
    "safety: a property of a secret (its length, strength, expiry, rules) is no secret's data: "
    "the keyword is skipped there, in the gate and in masking",
    "[beyond] lead42 (review42's finding): 密码长度是8 and 密码有效期是90 were masked and "
    "rejected as unsafe, though neither holds a secret",
    ("密码长度是8", "password length is 12 at least", "密码有效期是90天"),
    ("我的密码是661234", "my password is longlength12", "密码是8"),
)
# sec44: PWD=/home/dan (the shell's working directory, pasted with an environment) was masked
# as a password and the turn rejected: pwd is also the shell's name for where it stands.
# sec44b: only a value that reads as a path: its first segment of letters (/home/dan,
# ~/src, C:\Users\dan), later ones may hold digits, no sign but . _ -; never after "my / the /
# wifi / old pwd" (a password somebody owns): "my pwd is /hunter22", "PWD=/Zx9!path" are secrets.
_SEGMENT = r"[A-Za-z][A-Za-z._-]*(?:[/\\][A-Za-z0-9._-]+)*[/\\]?"
_OWNED = "".join(rf"(?<!{w} )" for w in ("my", "My", "MY", "the", "The", "wifi", "Wifi", "WiFi",
                                         "old", "Old", "new", "New", "your", "our", "his", "her"))
WORKING_DIRECTORY = Row(
    "working_directory",
    re.compile(rf"(?<![A-Za-z0-9_]){_OWNED}(?i:(?:old)?pwd)(?![A-Za-z0-9_])"
               r"(?=[ \t]*(?:[:=]|(?i:is|was)\b)?[ \t]*(?:\r?\n[$>#%]?[ \t]*)?"
               rf"(?:(?:/|~/|\.{{1,2}}/|[A-Za-z]:\\)(?:{_SEGMENT})?|~)(?=$|[\s;,:'\")\]]))"),
    "safety: pwd or OLDPWD given a path (PWD=/home/dan, $ pwd / /home/dan) is the shell's "
    "working directory, no password (the keyword is skipped there, in the gate and in masking)",
    "[beyond] sec44: 'PWD=/home/dan' and 'OLDPWD=/home/dan/src' were masked as passwords and the "
    "turn rejected as unsafe; sec44b: 'my pwd is /hunter22' was then left in clear",
    ("PWD=/home/dan", "OLDPWD=/home/dan/src", "pwd: /home/dan", "$ pwd\n/home/dan",
     "PWD=C:\\Users\\dan", "PWD=/Users/x/src2"),
    ("PWD=hunter22", "my pwd is sunflower9", "DB_PWD=/Zx9!path", "pwd: ~hunter",
     "my pwd is /hunter22", "wifi pwd: /Tr0ub4dor!", "PWD=/Zx9!path", "pwd=~/x9Lm!q",
     "old pwd was /x9Lm!q2", "pwd: ./s3cr3t", "the pwd is C:\\sunflower9", "my pwd is /home/dan"),
)
ROWS: tuple[Row, ...] = (PHONE_CALL_ZH, CARD_DEBT_EN, KEYWORD_THING, SECRET_PROPERTY,
                         WORKING_DIRECTORY)
