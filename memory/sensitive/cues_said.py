"""Keyword rows added in round 8 [beyond]: secrets as people say them aloud or in parts.

Rows of the same shape as memory/sensitive/cues.py's (memory/sensitive/keywords.py reads both
tables; tests/unit/test_sensitive_cues.py runs every example and non-example): a code keyed
between star and pound, a lock's code in words, a card number given in part.
"""

from __future__ import annotations

from strata_layered.memory.sensitive.cues import CueRow

_DIGIT_WORDS = r"zero|oh|one|two|three|four|five|six|seven|eight|nine"


def _en(pattern: str) -> str:
    return rf"(?<![A-Za-z0-9])(?:{pattern})(?![A-Za-z0-9])"


NOT_PAYMENT_EN = ("library", "loyalty", "reward", "rewards", "membership", "member", "gym",
                  "club", "store", "points", "business", "boarding", "greeting", "birthday",
                  "playing", "report", "index", "sim", "key", "museum", "bus", "metro", "transit")
NOT_PAYMENT_ZH = ("会员", "借书", "图书", "借阅", "积分", "公交", "饭", "校园", "健身", "门禁",
                  "名片")
"""[beyond] left40b: cards that hold no money ("my library card number is 12345678" was masked
as a bank card): their numbers are no secret, and no card number's part is announced by them."""
NOT_PAYMENT = ("".join(rf"(?<!{w} )" for w in NOT_PAYMENT_EN)
               + "".join(rf"(?<!{w})" for w in NOT_PAYMENT_ZH))
"""Said before a card's number word: the card is one of these (one lookbehind each, any case)."""


ROUND8_ROWS: tuple[CueRow, ...] = (
    CueRow(
        "keyed between star and pound", "keypad",
        (_en("star"), r"星\s?号(?!键)", r"\*(?=[ \t]?[0-9])"),
        ("star", "星", "*"),
        "[beyond] sec40: 'to get into my voicemail it's star 3390 pound' and 单元门按星号4471井号"
        " kept the code in clear: digits between star and pound are keyed in, as a PIN is",
        (("to get into my voicemail it's star 3390 pound", "3390"),
         ("at the gate press star 2 5 8 0 pound and it opens", "2 5 8 0"),
         ("garage opener: star seven seven nine pound", "seven seven nine"),
         ("单元门按星号4471井号就开了", "4471"), ("门口密码键盘按 *8032# 就行", "8032")),
        ("press star to repeat the menu or pound to go back",
         "dial star 67 before the number to hide your caller ID",
         "按星号键返回上一级菜单，按井号键结束", "拨打*100#查询话费余额",
         "dial *#06# to see the IMEI",
         "dial star 611 pound for billing", "a 5 star hotel and a 2 pound steak",
         "he is a star 2024 pound for pound", "watching the All Star 2025 #NBA game tonight",
         "rising star 2024 #1 in the charts"),
    ),
    CueRow(
        "lock code said", "code",
        (_en(r"(?:bike|bicycle|cable|luggage|suitcase|gym|door|front\s+door|back\s+door|shed"
             r"|combination|combo|pad)\s?lock"
             r"(?=\s*(?:code\s*)?(?:is|was|[:=])\s*(?:[0-9][0-9-]*(?![0-9A-Za-z'’.,]"
             r"|[ \t]*(?:dollars?|bucks|euros?|quid|yuan|元|块|kg|g|grams?|lbs?)\b)"
             rf"|(?:{_DIGIT_WORDS})\b))"),),
        ("bike", "bicycle", "cable", "luggage", "suitcase", "gym", "door", "front", "back", "shed",
         "combination", "combo", "pad"),
        "[beyond] sec40: 'the bike lock is four seven one nine' kept the code of the user's lock"
        " in clear (the round-6 row reads a lock's combination, not a lock 'is' digits)",
        (("the bike lock is four seven one nine", "four seven one nine"),
         ("luggage lock: 0 4 1 7", "0 4 1 7"), ("the shed lock is 2291", "2291")),
        ("the bike lock is broken", "the bike lock is 20 dollars", "my bike lock is 2019's model",
         "the door lock is one of those smart ones", "the gym lock is 3.5 inches wide"),
    ),
    CueRow(
        "card number in part", "card_part",
        (_en(rf"{NOT_PAYMENT}(?:credit\s+|debit\s+|bank\s+)?card\s*(?:number|no\.?|num|#)"
             # sec44b: or the card itself said to begin with digits ("my card starts 4539 1488")
             rf"|{NOT_PAYMENT}(?:credit\s+|debit\s+|bank\s+)?card(?=[ \t]+(?:starts?|begins?)"
             r"(?:[ \t]+with)?[ \t]+[0-9])"),
         rf"{NOT_PAYMENT}(?:银行)?卡\s?号(?:码)?"),
        ("credit", "debit", "bank", "card", "银", "卡"),
        "[beyond] sec40: 'my card number is 4539 1488 0343 - wait, I'll send the rest' kept the"
        " digits given in clear: after the card's number word, part of the number is the card's"
        " (review41: one that ends in zeros too; only one or two digits and zeros are a sum)",
        (("my card number is 4539 1488 0343 - wait, I'll send the rest", "4539 1488 0343"),
         ("我卡号是6222 0212 3456", "6222 0212 3456"),
         ("card number: 4539-1488-0343-6467", "4539-1488-0343-6467"),
         ("my card number is 6222 0202 0000", "6222 0202 0000"),
         ("我的卡号是6222 0202 0000", "6222 0202 0000"),
         ("my card starts 4539 1488 and ends 6467", "4539 1488")),
        ("card number 3 of 5", "卡号后四位是 6467", "my card number is on the back",
         "my library card number is 12345678", "会员卡号是12345678",
         "card number 2019 2020 was the old one", "卡号在哪里看？",
         "card no. 10000000 of the batch", "my card ends 6467",
         "my library card starts 2019 1234"),
    ),
    CueRow(
        "gift card code", "gift",
        (_en(r"gift\s?card(?:\s+(?:claim\s+|redemption\s+)?(?:code|pin|number|no\.?|#))?"
             r"|gift\s+code"),
         r"(?:礼品|购物|充值|储值|提货|电子)\s?卡(?:\s?(?:卡\s?密|密\s?码|兑换码|激活码))?",
         r"卡\s?密(?!\s?码)"),
        ("gift", "礼", "购", "充", "储", "提", "电", "卡"),
        "[beyond] sec41: 'my gift card code is X7KQ-99PL-M3TZ' and 礼品卡卡密是 8HF2KQ9ZP1XY kept"
        " the code in clear ('gift' is a public code beside promo): a gift card's code is cash;"
        " after the bare card only a long code is one, never a sum",
        (("my gift card code is X7KQ-99PL-M3TZ", "X7KQ-99PL-M3TZ"),
         ("the gift code is 8HF2KQ9ZP1", "8HF2KQ9ZP1"),
         ("here's my amazon gift card: AQ7K-2PLM-9XZT", "AQ7K-2PLM-9XZT"),
         ("gift card code: 1234 5678 9012", "1234 5678 9012"),
         ("礼品卡卡密是 8HF2KQ9ZP1XY", "8HF2KQ9ZP1XY"), ("购物卡密码 123456 7890", "123456 7890"),
         ("充值卡卡密：AB12-CD34-EF56", "AB12-CD34-EF56"),
         ("卡密是 6029 1847 3302 9915", "6029 1847 3302 9915")),
        ("the gift card is 50 dollars", "I got a gift card for my birthday",
         "use code RELAX15 at checkout", "礼品卡面值100元", "my gift card is 2000 yuan",
         "礼品卡：500元", "gift card balance is 1250", "我想买一张购物卡送人"),
    ),
)
