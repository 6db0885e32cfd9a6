"""[beyond] A day's hours said with no subject: the user's routine (issue 24, probe38).

最近加班多，每天九点才下班 kept nothing: the routine family wants a subject (我每天…), and the
time said first left none. Hours of work, sleep or getting up said for every day are the
user's, whoever else the message names.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

DAILY_HOURS = Row(
    "daily_hours",
    re.compile(r"^(?:最近|现在|平时|一般)?(?:每天|天天|每晚|每天早上|每天晚上|工作日)(?:都|基本|差不多)*"
               r"(?:要|得)?(?:早上|晚上|凌晨|下午)?[\d一二三四五六七八九十两]{1,3}点(?:半|多|左右)?"
               r"(?:才|就|前|以后)?(?:下班|上班|到家|起床|睡觉|睡|收工|出门)"),
    "memory signal: routine (the hours of a day said with no subject, as the user's: "
    "每天九点才下班)",
    "[beyond] issue 24 probe38: 最近加班多，每天九点才下班 kept nothing",
    ("每天九点才下班", "每天早上六点起床", "最近每天晚上十一点才到家", "工作日都八点出门"),
    ("他每天九点才下班", "明天九点上班", "每天都很累", "九点下班"),
    contexts=("最近加班多，每天九点才下班",),
)

ROWS: tuple[Row, ...] = (DAILY_HOURS,)
