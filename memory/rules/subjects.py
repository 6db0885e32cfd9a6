"""[beyond] Whose fact a clause is, how firm a boundary, and the explicit marker.

memory/gate/families.py and memory/gate/facts.py read these: someone else as the subject
(issue 24: a relative's fact is theirs, memory/facts/people.py names them), the user as the
subject, a firm boundary, a parent or partner named, and 记住 / remember making every fact
of the message explicit (memory/writing/extraction.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import CLOSE_ZH, PEOPLE_EN, PEOPLE_ZH
from strata_layered.memory.rules.row import Row

EXPLICIT_MARKER = Row(
    "explicit_marker",
    re.compile(
        r"记住|记一下|记好|(?:帮我|给我)记着|\bremember\b|\bkeep in mind\b", re.I),
    "记住 / remember: every fact of the message is explicit (importance 5)",
    "seed 000 §长期记忆抽取 importance 记住, [beyond] its twin; probe43: 你帮我记着下礼拜三…复查",
    ("记住，我不吃辣", "Remember that I'm vegan", "你帮我记着下礼拜三下午两点带老伴儿去复查"),
    ("我不吃辣", "I'm vegan", "我记着呢"),
)

# Someone else is the subject: a fact about them (important_fact, with who it is about).
OTHER_SUBJECT = Row(
    "other_subject",
    re.compile(
        rf"^(?:他|她|它|他们|她们|它们|(?:我的?)?(?:最好的|最要好的|新来的|新)?(?:{PEOPLE_ZH})(?!和我|跟我))"
        rf"|^(?:he|she|they|his|her|their|my (?:{PEOPLE_EN}))\b"
        r"|^(?:mum|mom|dad)\b(?! and i\b)",  # probe24d: "Mum finished her chemo"
        re.I),
    "whose fact: someone else is the subject (important_fact, about them)",
    "[beyond] issue 24 whose fact; memory/facts/people.py's table",
    ("他喜欢旅游", "My sister lives in Boston", "我最好的朋友搬到了上海", "Dad lives in Spain"),
    ("我喜欢旅游", "I live in Boston", "我最好的时光", "Mum and I went shopping"),
)

# The user is the clause's subject ("我平时…", "I usually…"), not just named in it.
USER_SUBJECT = Row(
    "user_subject",
    re.compile(
        r"^[^，。]{0,4}我(?!们的)"
        r"|^(?:i|i'm|i've|i'd|my|we|we're|our)\b", re.I),
    "whose fact: the user is the subject, not just named",
    "[beyond] issue 24 whose fact",
    ("我平时喜欢跑步", "I usually run"),
    ("他喜欢跑步", "She runs"),
)

FIRM_BOUNDARY = Row(
    "firm_boundary",
    re.compile(
        r"不接受|拒绝|底线|边界|禁忌|雷点|不舒服|受不了|\bboundar|\bwon't accept"
        r"|\buncomfortable|\bdeal[- ]?breaker", re.I),
    "type: boundary before style (a firm limit)",
    "[beyond] seed 003's boundary words, the firm ones",
    ("我不接受命令的口气", "That's a deal-breaker for me"),
    ("回复简短一点", "Please be brief"),
    contexts=("我不接受你用命令的口气跟我说话",),
)

# Family words alone are no fact ("爸爸都没反应过来就输了"): they need a predicate.
FAMILY_WORD = Row(
    "family_word",
    re.compile(
        CLOSE_ZH),
    "a parent or partner named: a fact only with a predicate",
    "[beyond] memory/facts/people.py's CLOSE_ZH",
    ("我妈妈是老师", "男朋友很忙"),
    ("我是老师", "朋友很忙"),
    contexts=("我在照顾妈妈的猫", "昨天我和爸爸下棋，我赢了一盘耶！"),
)

# Chinese drops 我: a parent or partner named bare at a clause's start is the user's (妈妈住在
# 上海 says what 我妈妈住在上海 says), as 他 after 我哥哥 is (rules/people.py PRONOUN_SUBJECT).
BARE_KIN = Row(
    "bare_kin",
    re.compile(rf"^(?:{CLOSE_ZH})(?!们|的(?:朋友|同事|同学))"),
    "whose: a parent or partner named without 我 opening the clause is the user's own (the "
    "seed's 我 condition would drop the fact)",
    "[beyond] issue 24 (no24): 妈妈住在上海。/ 老公是医生。/ 爸爸去年退休了。 were kept by the "
    "gate and made no memory, with no audit entry",
    ("妈妈住在上海", "老公是医生", "爸爸去年退休了"),
    ("我妈妈住在上海", "她妈妈住在上海", "朋友的妈妈是医生", "小王是医生", "爸爸的朋友是医生"),
    contexts=("妈妈住在上海。",),
)

# 女儿的生日是6月3号 / 儿子下个月上小学: a son or daughter named bare opening the clause is the
# speaker's, as a parent or partner is (bare_kin), and so is a grandchild (孙子寒假…回来: left42);
# a brother or a friend may be anyone's.
BARE_CHILD = Row(
    "bare_child",
    re.compile(r"^(?:女儿|儿子|闺女|大女儿|小女儿|大儿子|小儿子|孙子|孙女|外孙女?)"
               r"(?!们|的(?:朋友|同事|同学|老师))"),
    "whose: a son or daughter named without 我 opening the clause is the user's own (the "
    "seed's 我 condition would drop the fact)",
    "[beyond] issue 24 probe30: 女儿的生日是6月3号 kept nothing (no 我)",
    ("女儿的生日是6月3号", "儿子下个月上小学", "小女儿今年三岁了", "孙子寒假一月二十号回来"),
    ("我女儿六岁了", "她女儿是医生", "朋友的儿子是医生", "女儿的老师姓王", "女儿们都很好"),
)

ROWS: tuple[Row, ...] = (EXPLICIT_MARKER, OTHER_SUBJECT, USER_SUBJECT, FIRM_BOUNDARY, FAMILY_WORD,
                         BARE_KIN, BARE_CHILD)
