"""Shift cues (seed 004 §3.2 [beyond]): the words a person opens another subject with.

Each cue is a row with examples and non-examples (tests/unit/test_topic_segmenting.py);
routing reads them beside the similarity scores of memory/topics/segmenting.py.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from strata_layered.memory.topics.domains import preset_neighbours


@dataclass(frozen=True)
class CueRow:
    """A shift cue: the words a person opens another subject with, with what must not match."""

    name: str
    pattern: re.Pattern[str]
    examples: tuple[str, ...]
    non_examples: tuple[str, ...]
    later_only: bool = False
    """Read only at a later clause of a message that answers the assistant (later_cue):
    at a message's start the words go on the subject as often as they leave it. Its
    examples and non-examples are whole messages, judged by later_cue."""


CUES: tuple[CueRow, ...] = (
    CueRow("aside_zh", re.compile(
        r"^(?:对了|另外|话说|顺便问一?下|顺便说一下|说起来|说到|换个话题|换个事|还有个?(?:事|问题)"
        r"|再问(?:个|一下|一个)|最后(?:问一下|一个|再问)|突然想起来|言归正传"
        r"|其实(?:最近我|我最近)(?:还|也)?)"),
        ("对了，我家猫这两天老是吐毛球", "换个话题，我最近在考虑跳槽", "说起来我最近在健身减脂",
         "再问个做饭的，没有烤箱能做蛋糕吗", "最后一个装修的问题，阳台要报物业吗",
         "其实最近我也在学吉他，手指很疼"),
        ("我对这家店不满意", "说明书上写的是一天两次", "另一家店更便宜", "最后还是买了木地板",
         "其实我觉得还好", "其实最好还是先问问物业")),
    # 话题转换: one more question, besides this. Read at a clause start too (later_cue):
    # "好的，谢谢你的建议。还有一个问题，…" turns to another subject after thanking.
    CueRow("turn_zh", re.compile(
        r"^(?:还有(?:一|另一)个(?:事|问题)|(?:我)?(?:还|也)想问(?:问)?你|还想问(?:一个|一些|个)"
        r"|除此之外|除了[^，。！？,.!?]{1,12}?(?:之外|以外)?[，,]\s*(?:今天|最近)?我(?:也|还))"),
        ("还有一个问题，你觉得人们应该保持什么样的心态面对生活？", "我还想问你一些关于旅游的问题",
         "我也想问你一个问题，AI会取代人吗", "除此之外，公司最近要举行一次晚宴",
         "除了棋牌游戏，我也非常喜欢品尝美酒", "除了做菜，最近我也在看一本商业的书"),
        ("还有一些细节要确认", "除了贵一点，其他都挺好", "除了这些，你还有别的建议吗",
         "除了猫粮还要买什么", "我想问问物业能不能改水电")),
    # After thanking: "also, today I …" (好的，我今天还去图书馆看了会儿书) tells of another
    # thing the user did or does. Not a plain 我也喜欢 (agreeing: "我也喜欢动作片").
    CueRow("also_today_zh", re.compile(
        r"^(?:(?:今天|最近|昨天|这几天)我|我(?:今天|最近|昨天|这几天))(?:还|也)"),
        ("好的，我今天还去图书馆看了会儿书，看了一些小说",
         "好的，谢谢你的建议。今天我还尝试学习了一些新知识",
         "是啊，我也这么认为。今天我还买了一套新的厨具",
         "好的，这些都是实用的建议。最近我也在热衷于做卡片手工"),
        ("非常有趣，我也喜欢动作片。", "好的，我也这么觉得", "好的，我会试试，今天就去买",
         "谢谢，我今天先不买了"), later_only=True),
    CueRow("back_zh", re.compile(
        r"^(?:回到(?:刚才|之前|上次|前面)?[^，。！？,.!?]{0,12}?(?:的事|的话题|的问题|这件事|那件事)"
        r"|说回|回来说|接着说|继续说|还是说回)"),
           ("回到装修的事，客厅能做猫爬架墙吗", "接着说刚才跳槽的事"),
           ("回到家已经十点了", "回来的路上堵车")),
    CueRow("aside_en", re.compile(
        r"^(?:by the way|btw|unrelated|on an(?:other)? unrelated note|on another note"
        r"|speaking of|different question|changing the subject|switching gears|new topic"
        r"|one more \w+ (?:thing|question)|one last \w+ (?:thing|question)|also,? (?:a|one) "
        r"(?:quick )?question|oh,? (?:and|also|one more thing)|totally different)", re.I),
        ("Unrelated, but I just signed up at a gym", "Speaking of food, what's for dinner?",
         "One more cooking thing: how do I season a pan?", "By the way, my sister is visiting"),
        ("Speaking to my manager helped", "One more day and I'm done",
         "Also the train was late", "By then it was too late")),
    CueRow("back_en", re.compile(r"^(?:back to|going back to|to get back to|returning to|"
                                 r"about (?:the|my) \w+ (?:again|from before))", re.I),
           ("Back to Portugal: should I get a Lisboa Card?", "Going back to the job offer"),
           ("Backpacking in May sounds fun", "Back then I lived in Porto")),
)


def shift_cue(text: str) -> str | None:
    """The name of the cue row the message opens with, or None."""
    bare = text.strip().lstrip("\"'“‘(（-—*# ")
    return _opening(bare, later=False)


def _opening(bare: str, *, later: bool) -> str | None:
    return next((row.name for row in CUES if (later or not row.later_only)
                 and row.pattern.search(bare)), None)


CLAUSE_START = re.compile(r"(?:^|[，,。.！!？?；;])\s*")


def later_cue(text: str, *, replying: bool = True) -> str | None:
    """A shift cue opening any clause ("我会试试的。另外，我最近还在思考自己的未来").

    Routing reads a message that answers the assistant without the answering clauses
    (chatter.subject_part), so the rows read only after such an answer (`later_only`)
    may match its first clause left. A message that does not answer the assistant
    (`replying` False) is read with the other rows only, at a clause after its first:
    "I'll be looking forward to it. By the way, yesterday I went bowling" turns there.
    """
    for start in CLAUSE_START.finditer(text):
        if not replying and start.start() == 0 and not start.group().strip():
            continue  # its opening clause is shift_cue's
        bare = text[start.end():].strip().lstrip("\"'“‘(（-—*# ")
        if (found := _opening(bare, later=replying)) is not None:
            return found
    return None


def foreign_domain(named: Sequence[str], topic_domain: str | None) -> bool:
    """Whether the message names a domain the current topic is neither of nor borders.

    "去日本旅游的预算" in a 装修 topic does; "那地板呢？" (no domain) or one of its own does not.
    """
    if not named or not topic_domain or topic_domain in named:
        return False
    return named[0] not in preset_neighbours(topic_domain)
