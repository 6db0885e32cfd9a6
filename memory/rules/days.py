"""[beyond] What the user did on a day, said with when (issue 24: a day's doing is an event).

Read by memory/gate/families.py as an event signal beside facts.py's `event`: the MemoryBank
users' days (今天我去了一家咖啡店，品尝了他们的特色咖啡) kept nothing.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

# 今天我去爬山了 / 昨天去了一家咖啡店 / 周末和朋友看了一部电影: a day's doing, said with when.
DATED_DOING_ZH = Row(
    "dated_doing_zh",
    re.compile(r"(?:今天|昨天|前天|刚才|刚刚|上午|下午|昨晚|周末|上周末?|前几天|这几天|那天|上次)"
               r"(?:[^，。！？!?]{0,8}?)(?<![想要会该准备打算])"
               r"(?:去了|去(?!洗澡|睡|上班|上课|上学|吃饭|上厕所|买菜|做饭)[\u4e00-\u9fff]{1,6}?了|看了|参观了|参加了|逛了|玩了|学了|做了|吃了|听了|见了"
               r"|试了)(?![^，。！？!?]*[吗呢][？?]?$)"),
    "memory signal: what the user did on a day, said with when (今天我去爬山了)",
    "[beyond] issue 24: the zh train turns of MemoryBank users' days (今天我去了一家咖啡店，品尝了"
    "他们的特色咖啡) kept nothing: no event signal",
    ("今天我去爬山了", "昨天去了一家咖啡店", "周末和朋友看了一部电影", "今天我去了游泳池游泳"),
    ("今天我想去爬山", "明天去看电影", "今天好累", "今天要去上班了", "你今天吃了吗？",
     "我今天去上班了", "刚才去洗澡了"),
)

ROWS: tuple[Row, ...] = (DATED_DOING_ZH,)
