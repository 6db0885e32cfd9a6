"""Type-only rows: a habit or a hobby said as something else, and a longing said as a habit.

Round type36 (issue 24, type accuracy): the confusions of the default path on the `train`
and `dev` rows, grouped by the kind of sentence (docs/learned-gate.md, "Types, by kind").
Each row here changes only the type of a clause the gate already reads as a fact
(memory/gate/families.py `category_of`): whether the turn is kept, the note and its
grouping stay as they were.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

# 最近在热衷于做卡片手工, 最近闲暇时间都在看书: how the user spends their free time, or what
# they are keen on, is a hobby (偏好) even when said of a recent period (a situation).
PASTIME_ZH = Row(
    "pastime_zh",
    re.compile(r"热衷|(?:闲暇|空闲|业余|休息)时间?(?:都|经常|一般|常常)?(?:在|会|喜欢|用来)"
               r"|(?:有空|没事)的时候(?:都|就|会|经常|一般)"),
    "type: how the user spends free time, or what they are keen on, is a preference (偏好)",
    "[beyond] issue 24 round type36: train zh hobbies said of a recent period typed 重要事实",
    ("我最近闲暇时间都在看书", "最近在热衷于做卡片手工和烹饪", "我有空的时候就去钓鱼"),
    ("我最近工作很忙", "最近在准备考研", "我有空的话来找你"),
)

# "My friends and family are my rocks", "Games are my go-to when I'm overwhelmed", "my team
# is like my second family", 画画是我的精神支柱: what the user holds dear or turns to is a
# value (偏好), however its subject is said.
HELD_DEAR = Row(
    "held_dear",
    re.compile(r"\b(?:is|are|'s|'re|been) (?:like |always |truly |really )?(?:an? )?"
               r"(?:awesome |great |real )?(?:my|their|our) (?:rocks?|escape|go-to|therapy"
               r"|happy place|second family|safe place)\b|\b(?:is|'s) (?:like |pure )?therapy\b"
               r"|是我(?:的|们的)?(?:精神支柱|避风港|第二个家|心灵寄托)"
               # 他知道我很在乎画画, "my friend knows how much I care about painting"
               r"|(?<!不)(?<!不太)在乎(?!别人|谁|输赢)|(?<!n't )(?<!not )\bcare (?:a lot |so much "
               r"|deeply )?about\b", re.I),
    "type: what the user holds dear or turns to (my rock, my go-to, 精神支柱) is a preference",
    "[beyond] issue 24 round type36: train en values typed important_fact",
    ("My friends, family and mentors are my rocks", "My team is like my second family",
     "我的家人是我的精神支柱", "他知道我很在乎画画"),
    ("My sister is a nurse", "This is my new phone", "他是我的同事", "我不在乎输赢",
     "I don't care about the score"),
)

# 奔跑与跳跃的感觉真好: a thing the user does, said by how good it feels, is a liking.
GOOD_FEELING_ZH = Row(
    "good_feeling_zh",
    re.compile(r"的感觉(?:真|很|特别|超|好|太)(?:好|棒)"),
    "type: a thing the user does, said by how good it feels (…的感觉真好), is a preference",
    "[beyond] issue 24 round type36: dev zh likings said as a feeling typed 重要事实",
    ("奔跑与跳跃的感觉真好", "周末和家人一起爬山的感觉真好"),
    ("我感觉很好", "今天感觉不太好"),
)

# "I've been running farther to de-stress": an activity the user does to unwind is a habit.
TO_UNWIND = Row(
    "to_unwind",
    re.compile(r"\bto (?:de-?stress|unwind|decompress|blow off steam)\b"
               r"|(?:来|用来)(?:放松|解压|减压)", re.I),
    "type: an activity done to unwind is a habit (preference), not a fact",
    "[beyond] issue 24 round type36: train en coping habits typed important_fact",
    ("I've been running farther to de-stress", "I go for long walks to unwind",
     "我会听古典音乐来放松"),
    ("I moved to Denver last year", "I need time to think", "我想放松一下"),
)

# "I think about that toy car every day", 我每天都在想那辆自行车: a thing wished for or
# missed, thought of daily, is a wish (a fact), not a habit.
LONGING_DAILY = Row(
    "longing_daily",
    re.compile(r"\b(?:think|thinks|thinking|dream|dreams|dreaming) (?:about|of)\b"
               r"[^.,;!?]{0,40}\bevery (?:day|night)\b"
               r"|每(?:天|晚)都(?:在)?(?:想|梦到|惦记|盼着)", re.I),
    "type: a thing wished for or missed, thought of every day, is a fact (a wish), no habit",
    "[beyond] issue 24 round type36: train en wishes said with 'every day' typed preference",
    ("I think about that toy car every day", "我每天都在想那辆自行车",
     "I dream of having my own bike every night"),
    ("I practice the piano every day", "我每天都去跑步", "I think about it sometimes"),
)

ROWS = (PASTIME_ZH, HELD_DEAR, GOOD_FEELING_ZH, TO_UNWIND, LONGING_DAILY)
PREFERENCE_SAID = (PASTIME_ZH, GOOD_FEELING_ZH, TO_UNWIND)
"""The rows whose clause is a preference before any family of a fact is read (HELD_DEAR is read
before whose fact it is: "My friends are my rocks" is the user's value, said of friends)."""
