"""[beyond] Someone in the user's life coming to see them, on a day said (lead37).

"My boyfriend is coming to visit me next month" was kept; 我妈下周来北京看我 and
阿凯下个月来上海看我 kept nothing (no seed 000 signal, and the learned gate scored them low): a
visit the user waits for is an event of theirs, as an appointment is (memory/rules/care.py).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import PEOPLE_ZH
from strata_layered.memory.rules.row import Row

_DAY_ZH = r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})"  # 20号 and 二十号 alike (left42)
_WHEN_ZH = (r"(?:下(?:个)?(?:月|周|星期|礼拜)|明天|后天|(?:这(?:个)?)?周末|月底|月初|过年|春节|国庆"
            rf"|暑假|寒假|{_DAY_ZH}月(?:{_DAY_ZH}[日号])?|{_DAY_ZH}[日号])")
VISIT_COMING_ZH = Row(
    "visit_coming_zh",
    # the day said first too (leftzh44b: 周末儿媳妈妈要过来住几天 kept nothing), not the user's
    re.compile(rf"^(?:(?!我{_WHEN_ZH}|我(?:要|会|准备|打算))[^，。！？!?]{{1,8}}?{_WHEN_ZH}"
               rf"|{_WHEN_ZH}(?!我(?:要|会|准备|打算|来|过来|回来))[^，。！？!?]{{1,8}}?)"
               r"(?:[^，。！？!?]{0,3}?)(?:要|会|准备|打算)?(?:来|过来|回来)"
               r"[\u4e00-\u9fff]{0,5}?(?:看我|陪我|找我|住(?:一段时间|几天)?)(?![\u4e00-\u9fff]|[吗呢？?])"),
    "memory signal: event (someone coming to see the user, on a day said)",
    "[beyond] issue 24 lead37: 我妈下周来北京看我 kept nothing; its English twin was kept",
    ("我妈下周来北京看我", "阿凯下个月来上海看我", "Kevin 下个月来上海看我",
     "我姐国庆要来我家住几天", "周末儿媳妈妈要过来住几天"),
    ("我下个月回老家看我妈", "你下周来看我吗", "我妈昨天来看我了", "他下周来公司开会",
     "我下周去北京看他", "周末我要过来住几天", "下周来看我吗"),
)

# left42 (probe41 left): 孙子寒假一月二十号回来 kept nothing. A relative coming home on a day said
# is the same news as a visit: the relative's (about them), a date the user waits for, no plan of
# the user's. Said of the user (我下个月回来) it is not read here.
HOME_COMING_ZH = Row(
    "home_coming_zh",
    re.compile(rf"^(?:我的?|我家的?)?(?:{PEOPLE_ZH})[^，。！？!?]{{0,6}}?{_WHEN_ZH}"
               r"[^，。！？!?]{0,4}?(?:要|会|就)?回(?:来|家)(?:过年|过节|住几天|看看)?了?"
               r"(?![\u4e00-\u9fff]|[吗呢？?])"),
    "memory signal: event (a relative coming home on a day said)",
    "[beyond] issue 24 left42: 孙子寒假一月二十号回来 kept nothing",
    ("孙子寒假一月二十号回来", "我儿子下个月回来", "我女儿春节回家过年"),
    ("我下个月回来", "孙子回来了吗", "他下周回来", "我儿子昨天回来了"),
)
# leftzh44 (leftzh43 left): 我老公出差，下周三回来 kept nothing: the day is in a clause without
# the husband, read clause by clause. Someone away (出差, 出国, 回老家, 去北京…) and the day they
# come back, said across the comma, is the same news as home_coming_zh: theirs, dated.
AWAY_UNTIL_ZH = Row(
    "away_until_zh",
    re.compile(rf"^(?:我的?|我家的?)?(?:{PEOPLE_ZH})[^，。！？!?]{{0,6}}?"
               r"(?:出差|出国|出门|回老家|住院|去[\u4e00-\u9fff]{1,6}?)(?:了|去了)?[，,\s]+"
               rf"(?:要|得)?(?:明年|今年)?{_WHEN_ZH}[^，。！？!?]{{0,4}}?(?:才|就|要|会)?(?:回来|回家|回国|出院)了?"
               r"(?![\u4e00-\u9fff]|[吗呢？?])"),
    "memory signal: event (someone away, and the day they come back, said across the comma): "
    "the clause before is the one it belongs to (memory/gate/whole_facts.py `said_together`)",
    "[beyond] issue 24 leftzh44 (leftzh43 left 我老公出差，下周三回来)",
    ("我老公出差，下周三回来", "老公去上海出差了 下周三才回来", "我儿子出国了，明年春节回来"),
    ("我出差，下周三回来", "我老公出差，下周三回来吗", "我老公出差，下周三我去接他",
     "老公出差了，好累"),
)
# left42 (left41b left): 我室友今天搬进来了 kept nothing (today made it passing; "My new flatmate
# moved in today" was kept, row life_change_en): someone moving into or out of the user's home
# changes the household, and is news kept though said of today. Moving a thing (把沙发搬进来了)
# is not.
MOVED_IN_ZH = Row(
    "moved_in_zh",
    re.compile(rf"^(?![^，。！？!?]*把)(?:我的?|我家的?)?(?:新来的|新)?(?:{PEOPLE_ZH})"
               r"[^，。！？!?]{0,6}?搬(?:(?:进来|过来|进我家|来)(?:(?:跟|和)我(?:们)?住)?|出去|走)了"),
    "memory signal: event (someone moved into or out of the user's home), lasting though said "
    "of today",
    "[beyond] issue 24 left42: 我室友今天搬进来了 kept nothing",
    ("我室友今天搬进来了", "我新室友搬进来了", "我妈上周搬过来跟我住了", "室友搬走了"),
    ("我今天把沙发搬进来了", "我搬进来了", "室友要搬走吗", "我室友想搬走"),
)

ROWS: tuple[Row, ...] = (VISIT_COMING_ZH, HOME_COMING_ZH, AWAY_UNTIL_ZH, MOVED_IN_ZH)
