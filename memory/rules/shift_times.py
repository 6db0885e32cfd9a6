"""[beyond] A shift named as the time of something else speaks to no shift of the user's.

Split from memory/rules/slot_limits.py (full): the work_schedule slot's `unless` reads it.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

_SHIFTS = r"(?:夜班|白班|早班|晚班|中班)"

# probe39: "I usually sleep from 9am to 4pm after a night shift" archived "works nights, three
# nights a week, usually Monday, Tuesday and Wednesday" as a newer value of the schedule.
SHIFT_AS_TIME = Row(
    "shift_as_time",
    # 'off' only before one shift ('got off a night shift'): 'off night shifts from next month',
    # 'off the night shift now' say the rota changed (review39: it stayed beside the new one)
    re.compile(r"\b(?:(?:after|before|during|between) (?:a |an |my |the |their |each |every )?"
               r"|off (?:a |an |my |each |every ))"
               r"(?:(?:long|busy|hard|rough|\d+-hour) )?(?:night|day|early|late|morning|evening)"
               r" shifts?\b"
               rf"|(?:下了?|上完|下完){_SHIFTS}(?:后|以后|之后|回来|回家)?"
               # 调到夜班以后 / 改成夜班后: after the change to it, a change (review39)
               rf"|(?<!调到|改成|换成|转成|调成|改到|换到|转到|改为|换为|调为){_SHIFTS}"
               r"(?:后|以后|之后|前|之前|回来)", re.I),
    "no shift of the user's: a shift named as the time of something else ('sleeps after a night "
    "shift', 下夜班后) says when, not which shift they work",
    "[beyond] issue 24 probe39 (own sentences: 'I usually sleep from 9am to 4pm after a night "
    "shift' superseded the rota 'works nights, three nights a week')",
    ("usually sleeps from 9am to 4pm after a night shift", "下夜班后我一般睡到下午",
     "I'm always starving after a long night shift", "夜班前我会先睡两个小时",
     "just got off a night shift"),
    ("I work night shifts", "我上夜班", "I switched to the day shift last month",
     "I'm on the night shift this week", "I'm off night shifts from next month",
     "I'm off the night shift now, I work days", "我调到夜班以后每天都很累",
     "我改成夜班后工资高了不少"),
)

# probe40: 小宝是我儿子 5岁 上幼儿园中班 gave the mother 班次: 中班 (a kindergarten's middle
# class is no shift); 小班 / 中班 / 大班 of a kindergarten, or 读 / 念 / 升 one, is a year of it.
KINDERGARTEN_CLASS = Row(
    "kindergarten_class",
    # not 上中班 alone: 我上中班 is the shift
    re.compile(r"幼儿园的?(?:小|中|大)班|(?:读|念|升|升到|升入)(?:小|中|大)班"
               r"|(?:小|中|大)班的(?:小朋友|孩子|学生|老师)"),
    "no shift of the user's: 小班 / 中班 / 大班 of a kindergarten is a child's year there "
    "(幼儿园中班, 读中班, 升大班), not the shift the user works",
    "[beyond] issue 24 probe40 (own sentences: '小宝是我儿子 5岁 上幼儿园中班' filled the mother's "
    "班次: 中班)",
    ("上幼儿园中班", "我女儿今年读大班了", "她明年升大班", "中班的小朋友都很可爱"),
    ("我上中班", "这周我上了中班", "我今天中班，下午三点上班", "我在医院上中班"),
)

ROWS: tuple[Row, ...] = (SHIFT_AS_TIME, KINDERGARTEN_CLASS)
