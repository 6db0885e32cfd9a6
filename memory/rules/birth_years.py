"""[beyond] The year the user was born, shown on the age line (issue 24, left40).

"I was born in 1995" / 我是1995年出生的 gave no age. An age worked out from the turn's date
would be a year wrong for part of every year (the birthday is not said) and would go stale;
the year of birth stays true, so the age line shows it as said: `age: born in 1995`,
`年龄: 1995年出生` (a later age said, "I'm 31", supersedes it as any age does).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

# Whose year it is when the I is dropped: "Born in 1970, my dad still runs" is the clause
# after's subject's (review40); "Born in 1995, grew up in Leeds" stays the speaker's.
_SUBJECT_AFTER = (r"(?!(?:was\s+)?born in \d{4}\s*,\s*(?:the|a|an|our|their|his|her|its|my"
                  r"|this|that|these|those|he|she|they|it|we|(?-i:[A-Z])[a-z]+ (?:is|was|has))\s)")
# 生 is also giving birth: 我2015年生的老二, 我2015年生了老二 are a child's year (review40);
# 我是1990年出生的人 stays the speaker's.
_NOT_GIVING_BIRTH = r"(?![了下过]|的(?!人)[\u4e00-\u9fff])"
BORN_IN = Row(
    "born_in",
    re.compile(rf"(?:^{_SUBJECT_AFTER}|\bi\s+)(?:was\s+)?(?P<v>born in (?:19|20)\d{{2}})\b"
               rf"|(?:^|我|俺)是?(?P<w>(?:19|20)\d{{2}}年(?:出生|生)){_NOT_GIVING_BIRTH}的?"
               r"(?![\u4e00-\u9fff]*[吗呢？?])",
               re.I),
    "slot: the year the user was born (was born in 1995, 我是1995年出生的) is the age line, "
    "shown as said",
    "[beyond] issue 24 left40: 'I was born in 1995' / 我是1995年出生的 gave no age",
    ("I was born in 1995", "was born in 1988", "我是1995年出生的", "我1990年出生",
     "Born in 1995, grew up in Leeds", "我是1990年出生的人"),
    ("My son was born in 2019", "我女儿是2019年出生的", "the house was born in 1995 lol",
     "我是1995年毕业的", "born in Leeds", "Born in 1970, my dad still runs every day",
     "Born in 1985, Messi is still playing", "我2015年生的老二", "我2015年生了老二"),
)

# 我是90后 / 95后 / 00后: the years one was born in, said as their decade or half of one: a
# birth-decade line as said, as a birth year is (left40b: 90后 gave no age line).
BORN_DECADE = Row(
    "born_decade",
    re.compile(r"(?:^|(?<=我)|(?<=俺)|(?<=本人)|(?<=^是)|(?<=我是)|(?<=本人是))"
               r"(?<![0-9])(?P<v>[0-9][05]后)(?![0-9\u4e00-\u9fff]*[吗呢？?])"
               r"(?![的]?(?:[\u4e00-\u9fff]{0,4}(?:年轻人|孩子|小孩|员工|同事|们|一代)))"),
    "slot: the user's birth decade (我是90后, 95后, 00后) is the age line, shown as said",
    "[beyond] issue 24 left40b: 我是90后 gave no age line (a birth year did, left40)",
    ("我是90后", "90后，坐标成都，单身", "本人95后", "我00后"),
    ("我儿子是00后", "90后的年轻人压力大", "饭后散步", "3点后再说", "你是90后吗",
     "1990后", "现在的00后孩子"),
)

ROWS: tuple[Row, ...] = (BORN_IN, BORN_DECADE)
