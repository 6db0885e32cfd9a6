"""[beyond] Chinese as it is typed on a phone (issue 24, probe40): a space is a comma.

People typing on a phone often leave punctuation out and break their clauses with a space:
"我在医院做药剂师 天天跟药打交道", "你好呀 我叫林然 今年31 在广州". The rules read a clause
to its comma, so a job, a city or a form of address ran on into the next clause and was lost.
The gate and extraction read such a space as a comma (memory/rules/typed_en.py `spelled_out`).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import PEOPLE_ZH
from strata_layered.memory.rules.row import Row

_HAN = r"[\u4e00-\u9fff]"
SPACE_AS_COMMA_ZH = Row(
    "space_as_comma_zh",
    # after a Chinese character, or a number said after one (今年31 在广州), before a Chinese
    # character: 'marketing manager', 今年 31, 3 月 keep their spaces
    # (a sum of 4 to 6 digits too: 每个月缴2400 想提出来…: leftzh43)
    re.compile(rf"(?:(?<={_HAN})|(?<={_HAN}\d)|(?<={_HAN}\d\d)|(?<={_HAN}\d\d\d)"
               rf"|(?<={_HAN}\d{{4}})|(?<={_HAN}\d{{5}})|(?<={_HAN}\d{{6}}))"
               rf"[ \u3000]+(?={_HAN})"),
    "reading: a space typed between two Chinese clauses is read as a comma, by the gate and "
    "extraction alike (the message is kept as typed)",
    "[beyond] issue 24 probe40 (own sentences: '我在医院做药剂师 天天跟药打交道' gave no 职业, "
    "'今年31 在广州' no 城市, '别叫我林姐 听着好老 叫我然然就行' no 称呼)",
    ("我在医院做药剂师 天天跟药打交道", "今年31 在广州", "叫我然然就行　别叫我林姐",
     "每个月缴2400 想提出来还房贷"),
    ("我在外企做 marketing manager", "我今年 31", "我在医院做药剂师，天天跟药打交道",
     "I live in 广州 now"),
)
SUBJECT_ONLY = re.compile(rf"(?:我|我们|我的|我家)?(?:{PEOPLE_ZH})?")
"""What may stand before a space that only sets the subject (我姐 在深圳当老师: the sister's)."""
_WORD_SPACED = re.compile(r"(?:^|[ \u3000])(?![我你他她它])[\u4e00-\u9fff](?=[ \u3000])")
"""One character between spaces (我 不 喜欢 吃 香菜): a message typed word by word, whose
spaces are no commas (review40: it kept 我 不，喜欢，吃，香菜)."""
NEEDS_NEXT = re.compile(r"[不没有别很最也都就还的是在和跟把被给对太挺更再又]$")
"""A word that needs what follows ends no clause: 我不 喜欢香菜 kept 不，喜欢香菜 (review40)."""
_BREAK = re.compile(r"[，,。！!？?；;\s\u3000]")


def comma_spaced(text: str) -> str:
    """The text with each space between two Chinese clauses read as a comma.

    A space after the subject alone (我姐 在深圳当老师, 我 在广州) is no break: the clause
    goes on about them.
    """
    if _WORD_SPACED.search(text):
        return text  # 我 不 喜欢 吃 香菜: typed word by word, no clause ends at a space

    def comma(found: re.Match[str]) -> str:
        before = found.string[:found.start()]
        opened = max((m.end() for m in _BREAK.finditer(before)), default=0)
        if SUBJECT_ONLY.fullmatch(before[opened:]) or NEEDS_NEXT.search(before):
            return found[0]
        return "，"

    return SPACE_AS_COMMA_ZH.sub(comma, text)


ROWS: tuple[Row, ...] = (SPACE_AS_COMMA_ZH,)
