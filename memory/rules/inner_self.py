"""[beyond] The user's own voice in a Chinese note: 我 / 我的 inside it, 真的 / 的确 at its head.

memory/facts/phrasing.py drops the user's 我 opening a note (我喜欢猫 → 喜欢猫) and 我的 opening it
(我的猫叫团子 → 猫叫团子); inside, they stayed: 学会了怎样正确地管理我的情绪, 有时候我会感到很
沮丧, 激发了我的绘画灵感 (MemoryBank 郑思雨, 焦彦, 曹志强: development and train). The notes are
about the user, as the labels write them (never 我 / 我的): inside a clause that names no one
else before it, 我的 goes (after 是 it is 自己的: 是自己的生日礼物), and the 我 after a time said
first goes. English reads "my" as
"their" the same way (memory/rules/phrasing.py inner_en_word). A note opening on the 真的 /
的确 the user said it with (我的确感到很孤独, 真的不太喜欢新学校) says it as a reply does: the
note is the fact.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.people import PEOPLE_ZH
from strata_layered.memory.rules.row import Row

ZH_INNER_MINE = Row(
    "zh_inner_mine",
    re.compile(rf"^(?P<head>(?:(?!他|她|它|我们|{PEOPLE_ZH})[^，,。；;])*?[\u4e00-\u9fff])"
               r"我的(?!确)(?=[\u4e00-\u9fff])"),
    "phrasing: 我的 inside a note of the user's, after no one else named in its clause, goes "
    "(管理我的情绪 → 管理情绪; 是我的 → 是自己的); after someone else (他们总是说我的画不好) it "
    "stays",
    "[beyond] issue 24 probe35: MemoryBank 郑思雨 (development) 学会了怎样正确地管理我的情绪和"
    "情感, 愉快地发现我的一个绘画作品被选入了展览; 焦彦 深深触动了我的内心",
    ("学会了怎样正确地管理我的情绪和情感", "愉快地发现我的一个绘画作品被选入了展览",
     "深深触动了我的内心"),
    ("他们总是说我的画画不好", "那个朋友就是我的新同学小明", "我的猫叫团子", "我的确喜欢"),
    contexts=("但是，我在每一次失败之后都学到了很多，同时也学会了怎样正确地管理我的情绪和情感。",),
)

ZH_TIME_SELF = Row(
    "zh_time_self",
    re.compile(r"^(?P<when>有时候|有时|那时候|当时|每次|这次|上次|那次)[，,]?我(?![们的家])(?:自己)?"
               r"(?=[\u4e00-\u9fff])"),
    "phrasing: the user's 我 after a time said first (有时候我会…) goes; the time stays",
    "[beyond] issue 24 probe35: MemoryBank 郑思雨 (development) 有时候我会感到很沮丧 inside "
    "her note",
    ("有时候我会感到很沮丧", "上次我去了杭州", "每次我都点同一道菜"),
    ("有时候我们会去爬山", "上次我的猫生病了", "有时候他会来找我"),
    contexts=("我在这次绘画过程中遇到了一些挑战，有时候我会感到很沮丧。",),
)


ZH_AFFIRMED = Row(
    "zh_affirmed",
    re.compile(r"^(?:真的|的确|确实|确确实实)(?![是在])(?=[\u4e00-\u9fff])"),
    "phrasing: 真的 / 的确 / 确实 opening a note (after its 我 went) is how it was said, not what",
    "[beyond] issue 24 probe35: MemoryBank 焦彦 我的确感到很孤独 noted 的确感到很孤独; train "
    "madial_zh 真的很害怕失去它, 真的不太喜欢新学校, 真的想在比赛中表现得更好",
    ("的确感到很孤独", "真的不太喜欢新学校", "确实有过这样的想法"),
    ("真的是太好了", "确实在上海工作", "真心喜欢猫", "确实是这样"),
    contexts=("我的确感到很孤独，但是现在由于疫情，我不敢随便去参加社交活动。",),
)


def zh_affirmed(text: str) -> str:
    """The note without the 真的 / 的确 opening it."""
    return ZH_AFFIRMED.sub("", text, count=1)


def _mine(found: re.Match[str]) -> str:
    head = found["head"]
    return head + ("自己的" if head.endswith("是") else "")  # 那是我的生日礼物: whose, said


def zh_inner_self(text: str) -> str:
    """The clause with the user's 我 after a leading time and 我的 inside it gone."""
    text = ZH_TIME_SELF.sub(r"\g<when>", text, count=1)
    for _ in range(3):  # 我的…我的: each, left to right
        if (found := ZH_INNER_MINE.sub(_mine, text, count=1)) == text:
            break
        text = found
    return text


ROWS: tuple[Row, ...] = (ZH_INNER_MINE, ZH_TIME_SELF, ZH_AFFIRMED)
