"""[beyond] What a boundary asks the assistant never to bring up (别再提我前任 / don't mention X).

memory/context/boundaries.py reads these from the user's boundary memories: what such a boundary
names is left out of the context (memories, constraints, recalled messages), with every
memory of the person it names (男朋友叫阿杰 makes 阿杰 the boyfriend: his memories go too).
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

SOURCE = ("[beyond] issue 24 probe24c: after 以后别再提我前任了，也别提阿杰这个名字 the context "
          "still held 男朋友叫阿杰，是做程序员的 and 男朋友特别喜欢打篮球")

NOT_TO_MENTION_ZH = Row(
    "not_to_mention_zh",
    re.compile(
        r"(?:别|不要|不许|不准|请勿|少)(?:再|跟我|和我|在我面前|给我)*(?:提起|提到|提|说起|聊起|聊|问起|问)"
        r"(?P<what>[^，。！？,.!?；;]{1,12})"),
    "a boundary: what it names is left out of the context (with the person it names)",
    SOURCE,
    ("以后别再提我前任了", "也别提阿杰这个名字", "不要跟我提工作的事"),
    ("别忘了提醒我", "我不想提这件事", "以后叫我晓晓"),
)

NOT_TO_MENTION_EN = Row(
    "not_to_mention_en",
    re.compile(
        r"(?<!\bI )(?<!\bwe )\b(?:don'?t|do not|never|stop)\s+(?:ever\s+)?"
        r"(?:mention(?:ing)?|bring(?:ing)? up|talk(?:ing)? (?:to me )?about"
        r"|ask(?:ing)? (?:me )?about)\s+(?P<what>[^,.!?;]{1,40})",
        re.I),
    "a boundary: what it names is left out of the context (with the person it names)",
    SOURCE,
    ("Please don't mention my ex again", "never bring up Jake"),
    ("Don't forget to remind me", "I never talk about work at home"),
)

# probe40: 我一个人带他 单亲妈妈嘛 前夫的事就别提了 was typed a fact about the ex, and no row read
# what it names: the thing said first, then 别提了, is the same boundary as 别再提前夫的事了.
FRONTED_NOT_TO_MENTION_ZH = Row(
    "fronted_not_to_mention_zh",
    re.compile(r"(?:^|(?<=[，,。！!？?；;\s]))(?P<what>[^，,。！!？?；;\s]{1,8}?(?:的事情?|的事儿|这件事|这个人))"
               r"(?:就|也|都|以后|你)*(?:别|不要)再?(?:提|说|聊|问)了?"),
    "a boundary: what is named before 别提了 (前夫的事就别提了) is what not to bring up, read as "
    "别再提前夫的事了 by the gate and extraction",
    "[beyond] issue 24 probe40 (own sentences: 前夫的事就别提了 kept a fact about the ex, and his "
    "call still reached the context)",
    ("前夫的事就别提了", "我一个人带他，前夫的事就别提了，我不想再说", "工作的事别问了"),
    ("别提了，累死了", "唉别提了", "这件事我不想提", "以后别再提我前任了",
     # 不用 is no need: a reassurance of now, no boundary (review40)
     "孩子的事不用问了 都挺好", "昨天的事不用说了，我已经原谅你了"),
)


def fronted(text: str) -> str:
    """The text with what is named before 别提了 said after it (前夫的事就别提了)."""
    return FRONTED_NOT_TO_MENTION_ZH.sub(lambda m: f"别再提{m['what']}了", text)


# What a named thing is said with, and is not part of it (我的 / 这个名字 / again).
NAMED_FILLER = Row(
    "named_filler",
    re.compile(
        r"^(?:我的|我|那个|my|the|that)\s*|\s*(?:这个名字|这个人|的事情?|这件事|相关的事|了|啦|啊"
        r"|\s+(?:again|anymore|any more|ever|to me|please))+$", re.I),
    "words around what a boundary names (我 / 这个名字 / again) go",
    SOURCE,
    ("我前任了", "阿杰这个名字", "my ex again"),
    ("前任", "阿杰", "ex"),
    contexts=("以后别再提我前任了，也别提阿杰这个名字。",),
)

ROWS: tuple[Row, ...] = (NOT_TO_MENTION_ZH, NOT_TO_MENTION_EN, FRONTED_NOT_TO_MENTION_ZH,
                         NAMED_FILLER)
