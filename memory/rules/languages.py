"""The language the user wants replies in (seed 004 §3.4 profile, [beyond] its values).

请用英文回复, "Talk to me in Spanish from now on": the language slot and its value (语言: 英文,
language: Spanish). Any language named after 用 / 说 or "in", not only English and Chinese
(probe32: "Talk to me in Spanish" showed no language, 用英文 showed 语言: 用英文); not a
restaurant or a class ("dinner in Chinese restaurant").
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

SOURCE = "seed 004 §3.4 global profile, [beyond] its values; probe32: any language named"


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.I)


_LANGUAGE = (r"(?<![学会])(?:用|说)(?:[\u4e00-\u9fff]{1,3}的)?"  # 用简单的英文, not 学说 / 会说
             r"(?P<v>英文|中文|英语|汉语|普通话|粤语|日语|日文|韩语|法语|德语|西班牙语)"
             r"|\bin (?P<n>english|chinese|mandarin|cantonese|spanish|french|german|japanese"
             r"|korean|italian|portuguese)\b(?!\s+(?:restaurant|food|class|culture|history"
             r"|literature|movies?|music|medicine|dishes|cooking))")
SLOT_LANGUAGE = Row(
    "slot_language", _rx(re.sub(r"\(\?P<\w>", "(?:", _LANGUAGE)),
    "slot: the statement speaks to the language slot", SOURCE,
    ("请用英文回复", "Answer in English", "Talk to me in Spanish"),
    ("我在学英文", "I'm learning English", "dinner in Chinese restaurant", "我在学说地道的英语"),
)
VALUE_LANGUAGE = Row(
    "value_language", _rx(_LANGUAGE), "slot value: the language the profile shows", SOURCE,
    ("请用英文回复", "Answer in English", "跟我说话用日语吧"),
    ("我在学英文", "English tea"),
)

_NAMES_ZH = r"(?:英文|中文|英语|汉语|普通话|粤语|日语|日文|韩语|法语|德语|西班牙语)"
_NAMES_EN = (r"(?:english|chinese|mandarin|cantonese|spanish|french|german|japanese|korean"
             r"|italian|portuguese)")
_TALK_ZH = r"(?:说话|聊天|交流|回复|回答|沟通)"
# "Talk to me in Spanish." and 以后跟我说中文 kept nothing (no memory word, the learned model
# 0.43 / 0.27), and with "from now on" the note read "Talk to them in Spanish": a language
# asked of the assistant is a style request, said to it (its me kept).
LANGUAGE_ASKED = Row(
    "language_asked",
    _rx(r"^(?:please |pls |just |from now on,? |and )*"
        r"(?:(?:could|can|would|will) you (?:please )?)?"
        r"(?:talk|speak|write|reply|respond|answer|chat|text|message)(?: to me| with me| me| back)?"
        rf" (?:only )?in {_NAMES_EN}\b(?! (?:restaurant|food|class))"
        r"|^(?:请|麻烦|以后|之后|从现在开始|从今天起|你|都|就)*(?:(?:跟|和|对)我)?"
        rf"{_TALK_ZH}?(?:都|就|请)?(?:用|说)(?:[\u4e00-\u9fff]{{1,3}}的)?{_NAMES_ZH}"
        rf"(?:(?:跟|和|对)我)?{_TALK_ZH}?"
        r"(?:吧|哦|啊|好吗|可以吗|行吗)?[。！!~～.？?]*$"),
    "memory signal: conversation style, the language the user wants replies in, asked of "
    "the assistant (a style request said to it: its me stays me in the note)",
    "[beyond] issue 24 fix33: 'Talk to me in Spanish.' and 以后跟我说中文 kept nothing; 'Talk to "
    "me in Spanish from now on' was noted 'Talk to them in Spanish from now on'",
    ("Talk to me in Spanish", "Please reply in English", "Can you speak to me in French?",
     "以后跟我说中文", "请用英文回复", "跟我说话用英文吧", "用日语跟我聊天吧",
     "请用简单的英文跟我聊天"),
    ("I talk to my mom in Spanish", "I'm learning to speak in French", "我会说日语",
     "我用英文写论文", "他跟我说英文", "She replied in English"),
    contexts=("Talk to me in Spanish from now on.",),
)

# "I talk to my mom in Spanish" showed language: Spanish: the language the user speaks with
# someone else is no language asked of the assistant (the slot's `unless`).
LANGUAGE_WITH_OTHERS = Row(
    "language_with_others",
    _rx(r"\b(?:talks?|talked|speaks?|spoke|chats?|writes?|texts?) (?:to|with) (?!me\b|you\b)"
        rf"[\w' ]{{1,30}}? in {_NAMES_EN}\b"
        rf"|(?:跟|和|对|给)(?!我|你)[\u4e00-\u9fff]{{1,5}}(?:说话|聊天|交流)?(?:都|就)?(?:说|用){_NAMES_ZH}"),
    "slot: a language spoken with someone else fills no language of the user's replies",
    "[beyond] issue 24 fix33: 'I talk to my mom in Spanish' showed language: Spanish",
    ("I talk to my mom in Spanish", "我跟奶奶说粤语", "She speaks with her kids in French"),
    ("Talk to me in Spanish", "跟我说中文", "Can you talk with me in French?"),
    contexts=("I talk to my mom in Spanish.",),
)

ROWS: tuple[Row, ...] = (SLOT_LANGUAGE, VALUE_LANGUAGE, LANGUAGE_ASKED, LANGUAGE_WITH_OTHERS)
