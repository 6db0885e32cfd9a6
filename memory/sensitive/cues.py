"""Keyword rows added in round 5 [beyond]: each a cue, the value it names, examples, non-examples.

memory/sensitive/keyed.py reads the rows into its keyword table: a row's `words` join the
group `group` (a group is what the value must look like and the kind it is masked as), and
its `starts` are the literal first characters the keyword scan jumps to. One test
(tests/unit/test_sensitive_cues.py) runs every row's examples and non-examples through
`find_secrets`, so a row that stops catching what it names, or starts catching what it
must not, fails by name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class CueRow:
    """One keyword rule: the words, the group they join, and the texts that pin it down."""

    name: str
    group: str
    """The keyed group: `password`, `cn_id`, `insurance` (both masked as id_number)…"""
    words: tuple[str, ...]
    """Regex alternatives, matched case-insensitively on the folded text."""
    starts: tuple[str, ...]
    """Literal openings of the words (ASCII lower-cased), for the keyword scan."""
    source: str
    examples: tuple[tuple[str, str], ...]
    """(text, the value that must be masked)."""
    non_examples: tuple[str, ...]


def _spaced(word: str) -> str:
    """A CJK or kana keyword that still matches with a space between its characters."""
    return r"\s?".join(word)


def _en(pattern: str) -> str:
    return rf"(?<![A-Za-z0-9])(?:{pattern})(?![A-Za-z0-9])"


_EARLIER_ROWS: tuple[CueRow, ...] = (
    CueRow(
        "leet password", "password",
        (_en(r"p[\s]?[a@4][\s]?[s$5][\s]?[s$5][\s_-]?w[\s]?[o0][\s]?r[\s]?d"),),
        ("p@", "p4", "pa$", "pas$", "pa5", "pas5"),
        "[beyond] issue 27: p@ssw0rd and p4ssw0rd hid the cue from the English word",
        (("p@ssw0rd: Tr0ub4dor&3", "Tr0ub4dor&3"), ("my p4ssw0rd is blue-moon-77", "blue-moon-77"),
         ("pa$$word = Owl!9tree", "Owl!9tree")),
        ("p4ss the salt", "the p@rty was fun"),
    ),
    CueRow(
        "withdrawal code", "password",
        tuple(map(_spaced, ("取款码", "取现码", "提款码", "取钱码"))),
        ("取", "提"),
        "[beyond] issue 27: 取款码是 739164 (a bank PIN under another name)",
        (("取款码是 739164", "739164"), ("提款码：4471", "4471")),
        ("取款码忘了怎么办", "取款码在哪里改"),
    ),
    CueRow(
        "japanese password", "password",
        ("パスワード", "パスコード", "暗証番号", "暗証"),
        ("パ", "暗"),
        "[beyond] issue 27: パスワード is the Japanese word, as users of both scripts type it",
        (("パスワードは hikari2024 です", "hikari2024"), ("暗証番号は 4821 です", "4821"),
         ("パスワード：Sakura#77", "Sakura#77")),
        ("パスワードを忘れました", "パスワードは長い方がいい"),
    ),
    CueRow(
        "european password", "password",
        (_en(r"passwort|kennwort|mot\s+de\s+passe|contrase[ñn]a|senha"),),
        ("passw", "kenn", "mot", "contra", "senha"),
        "[beyond] the word for password in German, French, Spanish and Portuguese",
        (("Passwort: Blumen2024!", "Blumen2024!"), ("mot de passe : Soleil#31", "Soleil#31"),
         ("mi contraseña es Luna_8812", "Luna_8812")),
        ("das Passwort ist zu kurz", "contraseña olvidada"),
    ),
    CueRow(
        "health insurance card", "insurance",
        tuple(map(_spaced, ("医保卡", "社保卡", "医疗保险卡", "社会保障卡", "医保", "社保"))),
        ("医", "社"),
        "[beyond] issue 27: 医保卡 K12345678901 rested in clear (a letter and eleven digits)",
        (("医保卡 K12345678901", "K12345678901"), ("社保卡号 K98765432101", "K98765432101"),
         ("我的医保卡号是 310104198001011234", "310104198001011234")),
        ("医保卡丢了，怎么补办？", "社保交了 12 年", "医保报销了 3000 元"),
    ),
    CueRow(
        "resident id after its word", "cn_id",
        tuple(map(_spaced, ("身份证", "身分证", "身份證"))),
        ("身",),
        "[beyond] issue 27: an 18-digit number after 身份证号是 is the ID even when its check"
        " digit is wrong (a typo, or a dodge of the checksum)",
        (("身份证号是 110101199003071230", "110101199003071230"),
         ("身份证：11010119900307123X", "11010119900307123X"),
         ("身份证：1101 0519 9003 0712 39", "1101 0519 9003 0712 39")),
        ("身份证号要填在表格第二栏", "身份证号是 18 位", "身份证过期了 2024 年",
         "身份证有效期 2015 0301 到 2035 0301"),
    ),
    CueRow(
        "lock combination", "code",
        # [beyond] sec42: "the safe combo is 12-34-56" (combo, as people say it)
        (_en(r"lock\s?box|key\s?box|key\s+safe|(?:lock|safe|padlock|locker)\s+combo(?:nation)?"
             r"|combination(?=\s+(?:is|was)\b)"
             # [beyond] review38: a decade (1950s), a year's ('s) or an alarm's time (0600) is
             # no code: the digits stand alone, and an alarm's are no 24-hour time
             r"|(?:alarm(?!\s*(?:is|was|[:=])\s*(?:[01][0-9]|2[0-3])[0-5][0-9](?![0-9]))"
             # A door's number is a room ("our hotel room door is 1205"): "door code" is a code
             # in memory/sensitive/keywords.py, a bare door is not.
             r"|keypad|garage|gate)"
             r"(?=\s*(?:is|was|[:=])\s*[0-9][0-9-]*(?![0-9A-Za-z'’]))"),),
        ("lock", "key", "safe", "padlock", "locker", "combination", "alarm", "garage", "gate"),
        "[beyond] lead38: 'the lockbox on the door is 3-1-4-1' kept the code that opens the"
        " user's door in clear (a lockbox, a key safe or a lock's combination is a code)",
        (("the lockbox on the door is 3-1-4-1", "3-1-4-1"), ("key safe code: 4471", "4471"),
         ("my locker combination is 24-8-16", "24-8-16"),
         ("the safe combo is 12-34-56", "12-34-56"),
         ("the spare key is under the mat and the alarm is 5521", "5521")),
        ("a combination of 3 things", "the lockbox is by the door", "buy a key safe for 20 bucks",
         "the alarm is at 6", "the gate is 30 meters away", "the door is 2 meters wide",
         "my alarm is 0600 on weekdays", "the gate was 1950s wrought iron",
         "the lunch combo is 1299 won",
         "the alarm was 2021's best purchase", "our hotel room door is 1205",
         "the door is 1402, third floor"),
    ),
    CueRow(
        "login pair", "login",
        (_en(r"log-?in|sign-?in(?:\s+details)?|credentials|creds"),
         *map(_spaced, ("登录账号", "登录信息"))),
        ("log", "sign", "cred", "登"),
        "[beyond] lead38: 'my login for the clinic portal is jsmith77 / Tulip#2019' kept the"
        " pair in clear: a user name and its password joined by a slash after a login word",
        (("my login for the clinic portal is jsmith77 / Tulip#2019", "jsmith77 / Tulip#2019"),
         ("creds: admin/Hx7!pq22", "admin/Hx7!pq22"),
         ("登录信息是 lily0214 / Lily@2024", "lily0214 / Lily@2024")),
        ("my login is broken", "sign in at 9 / 10 am", "login page: /home/user",
         "my credentials are with HR", "my last login was 12/03/2024",
         "last sign-in was 2024/03/15 around noon"),
    ),
    CueRow(
        "bank account number", "bank_account",
        (_en(r"(?:bank\s+|checking\s+|savings\s+)?(?:account|acct)(?:\s*(?:number|no\.?|num|#))?"),
         *map(_spaced, ("银行账号", "银行帐号", "银行账户", "开户账号", "账户号码", "收款账号")),
         r"(?:住房)?(?:公积金|养老金|年金|证券|股票|基金|工资)(?:个人)?[账帐]号"),
        ("acc", "acct", "bank", "checking", "savings", "银", "开", "账", "收", "住", "公", "养",
         "年", "证", "股", "基", "工"),
        "[beyond] lead38: 'my routing number is 021000021 and account 123456789' kept the"
        " account number in clear (no card checksum, and 'account' named nothing); probe42:"
        " 我的公积金账号是123456789012 rested in clear (the account of a fund, not only a bank's)",
        (("my routing number is 021000021 and account 123456789", "123456789"),
         ("checking account # 4401 2291 77", "4401 2291 77"),
         ("银行账号是 6217 0000 1234 5678", "6217 0000 1234 5678"),
         ("my account number is 10002000", "10002000"),
         ("我的公积金账号是123456789012", "123456789012")),
        ("account 2 of 3 is locked", "my account was hacked in 2019",
         "that accounts for 30 percent", "account balance is 12000", "银行账号在哪里查",
         "my savings account is 250000 now", "my checking account was 120000 before the trip",
         "银行账户是 100000 元", "savings account: 3478 2200 dollars", "account: 2019-2023",
         "acct is 20241231 closed", "公积金账户里有86000，每个月缴2400", "账号是我老公的名字"),
    ),
)

ROUND7_ROWS: tuple[CueRow, ...] = (
    CueRow(
        "security answer", "answer",
        (_en(r"security\s+(?:question\s+)?answer|secret\s+answer|mother['’]?s\s+maiden\s+name"
             r"|answer\s+to\s+(?:my|the)\s+security\s+question"
             r"|security\s+question\b[^.!?:\n]{0,40}?\banswer"),
         *map(_spaced, ("密保问题答案", "密保问题的答案", "密保答案", "安全问题答案",
                        "安全问题的答案")),
         r"(?:密保|安全)问题[^。！!\n]{0,24}?答案", r"密保(?=[ \t]*[是为:：])"),
        ("security", "secret", "mother", "answer", "密", "安"),
        "[beyond] sec39: 'my security answer is Fluffy' and 密保问题答案是小白 rested in clear:"
        " the answer opens the account as a password does",
        (("my security answer is Fluffy", "Fluffy"), ("密保答案：王小红", "王小红"),
         ("security question was my first pet, answer: Biscuit2", "Biscuit2"),
         ("my mother's maiden name, for the bank, is Kowalczyk", "Kowalczyk"),
         ("我的密保问题答案是小白", "小白"), ("密保问题：我妈的名字？答案：李秀英", "李秀英"),
         ("我的密保是小白", "小白")),
        ("my security answer was wrong so they locked me out", "what's a good security question?",
         "my mother's maiden name is on the family tree", "密保问题我忘了，怎么重置？",
         "密保答案是什么来着？", "the security answer is case sensitive",
         "the answer to the security question is usually your pet", "security answer: yes",
         "密保是什么？", "密保手机换了"),
    ),
    CueRow(
        "wifi key after its name", "password",
        (_en(r"wi-?fi(?:(?!pass)[^.!?:=\n]){0,40}?(?<![A-Za-z])key"),
         r"(?<![A-Za-z0-9])(?i:wi-?fi)(?:(?!密码)[^。！？.!?:：\n]){0,30}?" + _spaced("密钥")),
        ("wi",),
        "[beyond] sec39: 'wifi is HomeNet, the key is sunflower88': the key named after the"
        " network's name, not right after 'wifi'",
        (("wifi is HomeNet, the key is sunflower88", "sunflower88"),
         ("我家wifi叫HomeNet，密钥是sunflower88", "sunflower88")),
        ("the wifi keeps dropping, the key is to restart the router",
         "wifi 信号不好，密钥的事回头再说", "wifi was down, key west trip still on",
         "wifi at the cafe was slow, the key was under the mat"),
    ),
    CueRow(
        "buzzer", "buzzer",
        (_en(r"buzz(?:er)?(?:\s+(?:code|number|no\.?|#))?|intercom(?:\s+code)?"),
         *map(_spaced, ("门禁码", "门禁号码", "门禁号", "对讲码")),
         # [beyond] sec42: 门禁4471 / 门禁是8032#, the word alone before the number (a dorm's
         # 门禁 is a curfew: 门禁11点 is a time, below)
         r"门\s?禁(?![码号卡])(?=[ \t]*(?:是|为|[:：])?[ \t]*#?[0-9])"),
        ("buzz", "intercom", "门", "对"),
        "[beyond] sec39: 'buzz 4417 at the door' kept the number that opens the building's door",
        (("when you get here buzz 4417 at the door", "4417"), ("buzzer 305, second floor", "305"),
         ("门禁码 8032#，到了直接按", "8032#"), ("门禁4471，到了按一下", "4471"),
         ("小区门禁是8032#", "8032#")),
        ("buzz me when you're downstairs", "the fridge started to buzz at 3 am", "门禁11点关",
         "宿舍门禁是1130点", "门禁卡8032丢了",
         "the buzzer went off 3 times", "buzz 100 times if you must", "门禁码忘了",
         "I heard the buzz 2024 edition is out", "I will buzz 911 if needed"),
    ),
    CueRow(
        "backup codes", "codes",
        (_en(r"(?:backup|recovery|2fa|mfa)\s+codes"),
         *map(_spaced, ("备用码", "备份码", "恢复码"))),
        ("backup", "recovery", "2fa", "mfa", "备", "恢"),
        "[beyond] sec39: 'my 2FA backup codes are 8273-1946, 5520-8813 and 9014-2267' kept"
        " every code in clear (a plural list, each code one more login)",
        (("my 2FA backup codes are 8273-1946, 5520-8813 and 9014-2267", "9014-2267"),
         ("两步验证备用码：38291047、56102938", "38291047、56102938")),
        ("I printed my backup codes and put them in the drawer", "备用码在哪里看？",
         "backup codes: 10 left", "recovery codes are 8 digits long"),
    ),
    CueRow(
        "wallet words", "seed",
        (_en(r"(?:12|twelve|24|twenty[- ]four)[- ]words?(?:\s+(?:phrase|seed))?"
             r"|(?:wallet\s+)?seed(?:\s+words)?(?!\s?phrase)"),),
        ("12", "twelve", "24", "twenty", "wallet", "seed"),
        "[beyond] sec39: 'my wallet's 12 words are: witch collapse …' kept the seed phrase in"
        " clear (no seed keyword, only the count of its words)",
        (("my wallet's 12 words are: witch collapse practice feed shame open despair creek road"
          " again ice least", "witch collapse practice feed shame open despair creek road again"
          " ice least"),
         ("my wallet seed: legal winner thank year wave sausage worth useful legal winner thank"
          " yellow", "legal winner thank year wave sausage worth useful legal winner thank"
          " yellow")),
        ("the 12 words of the song are hard to remember", "my essay is 12 words over the limit",
         "the 12 words are: yes no maybe", "the seed is: plant it in spring and water it well"),
    ),
    CueRow(
        "insurance number in English", "insurance",
        (_en(r"(?:health\s+)?insurance\s+(?:member\s+)?(?:id|number|no\.?|#)"
             r"|(?:medicaid|subscriber)\s+(?:id|number)|policy\s+(?:number|no\.?|#)"),),
        ("health", "insurance", "medicaid", "subscriber", "policy"),
        "[beyond] sec39: 'insurance member ID XJH447812093' (letters, then digits) rested in clear",
        (("insurance member ID XJH447812093, group 04418", "XJH447812093"),
         ("policy number: AB12345678", "AB12345678")),
        ("my insurance number is on the card", "insurance number 3 of 5 was rejected",
         "policy number changes every 2024 renewal"),
    ),
)
CUE_ROWS = _EARLIER_ROWS + ROUND7_ROWS

# An 18-character resident ID (or the old 15-digit one), checksum or not; [beyond] sec40: in
# groups, as it is read out or copied from a form (1101 0519 9003 0712 39).
CN_ID_VALUE = re.compile(
    r"[0-9](?:[ -]?[0-9]){16}[ -]?[0-9Xx](?![0-9A-Za-z])|[0-9]{15}(?![0-9A-Za-z])")
# A user name and its password, a slash or bar between them (jsmith77 / Tulip#2019).
LOGIN_VALUE = re.compile(r"[^\s:/|]{2,64}[ \t]*[/|][ \t]*[!-~]{4,128}")
# A login pair that is a date (12/03/2024, 2024/03/15): when the user last signed in.
LOGIN_DATE = re.compile(r"[0-9]{1,4}[ \t]*/[ \t]*[0-9]{1,2}[ \t]*/[ \t]*[0-9]{1,4}")
# A bank account: 6 to 20 digits, single spaces or dashes between groups.
ACCOUNT_VALUE = re.compile(r"[0-9](?:[ -]?[0-9]){5,19}(?![0-9A-Za-z])")
# What an account holds, not its number: a round sum (250000), a year span (2019-2023), a
# date (20241231), or digits a currency follows (3478 2200 dollars, 100000 元).
ACCOUNT_AMOUNT = re.compile(
    r"[0-9 -]*000|(?:19|20)[0-9]{2}[ -]?(?:19|20)[0-9]{2}"
    r"|(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])"
)
# A keyword that says "number" (account number, acct #, 银行账号): a round value is the number.
ACCOUNT_NUMBER_WORD = re.compile(r"number|no\.?$|num|#|号|码", re.I)
AMOUNT_UNIT = re.compile(
    r"[ \t]*(?:元|块|万|美元|欧元|英镑|(?i:dollars?|bucks|yuan|rmb|usd|eur|euros?|pounds?|gbp)"
    r"(?![A-Za-z]))"
)
# A card number of a health or social insurance card: up to two letters, then digits.
# [beyond] sec39: letters inside (ZJ330106A98215) or three before (XJH447812093) too.
INSURANCE_VALUE = re.compile(r"(?=(?:[A-Za-z]{0,4}[0-9]){6})[A-Za-z0-9]{8,20}(?![0-9A-Za-z])")
CUE_SUFFIX = r"(?:\s*(?:号码|号|卡号|编号|number|no\.?))?"
# "zip code 94103", "error code 404": codes that protect nothing (keyed.py, expecting.py).
PUBLIC_CODES = frozenset(
    "zip postal post area country source error status exit return http qr promo promotion discount"
    " coupon referral invite invitation gift product item course class dress color colour bar morse"
    " cheat iso language airport dial tax".split()
)
