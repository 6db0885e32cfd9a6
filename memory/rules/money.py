"""[beyond] A sum of the user's money said with what it is: a fact of their finances.

房贷每个月还5800 / 我公积金每月缴2000 / 月薪一万二: a routine's 每个月 typed them as
[偏好], or nothing was kept (issue 24, probe42). A question beside the sum (想提出来还房贷
可以吗) is no preference either: the sum is the fact the message states.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

_WHAT = (r"房贷|车贷|月供|房租|月租|工资|月薪|年薪|底薪|公积金|社保|医保|存款|贷款|学费"
         r"|生活费|奶粉钱|账户里?|余额")
MONEY_SUM = Row(
    "money_sum",
    re.compile(
        rf"(?:{_WHAT})[^，。！？,.!?\d]{{0,8}}?[~约]?(?:\d{{3,}}(?:\.\d+)?"
        r"|[一二两三四五六七八九十]+[千万](?:[一二两三四五六七八九]|块)?)(?![\d号点岁年月天次个])"),
    "memory signal and category: a sum of money said with what it is (a loan paid, a salary, "
    "an account) is an important fact of the user's, not a routine or a liking",
    "[beyond] issue 24 probe42: 房贷每个月还5800 and 公积金…每个月缴2400 kept as [偏好]; "
    "我公积金每月缴2000 kept nothing",
    ("房贷每个月还5800", "我公积金每月缴2000", "账户里有86000", "月薪一万二", "房租一个月3500块"),
    ("房贷利率是多少", "我每个月跑100公里", "公积金怎么提取", "工资每个月15号发",
     "房租2月到期"),
)

ROWS: tuple[Row, ...] = (MONEY_SUM,)
