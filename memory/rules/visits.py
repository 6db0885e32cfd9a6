"""[beyond] Someone in the user's life coming to see them, on a day said (lead37).

"My boyfriend is coming to visit me next month" was kept; 我妈下周来北京看我 and
阿凯下个月来上海看我 kept nothing (no seed 000 signal, and the learned gate scored them low): a
visit the user waits for is an event of theirs, as an appointment is (memory/rules/care.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

_WHEN_ZH = (r"(?:下(?:个)?(?:月|周|星期|礼拜)|明天|后天|(?:这(?:个)?)?周末|月底|月初|过年|春节|国庆"
            r"|暑假|寒假|\d{1,2}月(?:\d{1,2}[日号])?|\d{1,2}[日号])")
VISIT_COMING_ZH = Row(
    "visit_coming_zh",
    re.compile(rf"^(?!我{_WHEN_ZH}|我(?:要|会|准备|打算))[^，。！？!?]{{1,8}}?{_WHEN_ZH}"
               r"(?:[^，。！？!?]{0,3}?)(?:要|会|准备|打算)?(?:来|过来|回来)"
               r"[\u4e00-\u9fff]{0,5}?(?:看我|陪我|找我|住(?:一段时间|几天)?)(?![\u4e00-\u9fff]|[吗呢？?])"),
    "memory signal: event (someone coming to see the user, on a day said)",
    "[beyond] issue 24 lead37: 我妈下周来北京看我 kept nothing; its English twin was kept",
    ("我妈下周来北京看我", "阿凯下个月来上海看我", "Kevin 下个月来上海看我",
     "我姐国庆要来我家住几天"),
    ("我下个月回老家看我妈", "你下周来看我吗", "我妈昨天来看我了", "他下周来公司开会",
     "我下周去北京看他"),
)

ROWS: tuple[Row, ...] = (VISIT_COMING_ZH,)
