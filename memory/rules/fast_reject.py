"""[beyond] Fast rejects and the safety boundary beside seed 003's five (memory/rules/seed003.py).

memory/gate/rules.py runs them in the seed's chain: a request not to remember (safety), a
short fact the seed's 短寒暄 signal misses, a question about the assistant, a hedge, and the
fillers taken out before seed 003's 完全重复 check.
"""

from __future__ import annotations

import re

from strata_layered.memory.rules.row import Row

DONT_REMEMBER = Row(
    "dont_remember",
    re.compile(
        # "别记错/不要记混" and "don't forget" ask to be remembered, not forgotten.
        r"((?:别|不要|不用)记(?!错|混|反|岔|漏)|(?<![别不要])忘(?:掉|了)这|"
        r"don't remember|do not remember|don't save|do not save|"
        r"(?<!don't )(?<!do not )(?<!never )forget (this|that|what i said)|"
        r"off the record|don't store)",
        re.I),
    "safety: the user asked not to remember this turn (nothing kept, no excerpt audited)",
    "[beyond] the user's own request not to be remembered",
    ("这个别记", "off the record, I'm broke"),
    ("别记错了，我生日是三月七号", "Don't forget I'm vegan"),
)

# --- [beyond] extra fast-reject rules --------------------------------------------------
SHORT_SIGNAL_EXTRA = Row(
    "short_signal_extra",
    re.compile(
        r"(住在|我是|我叫|过敏|生日)"),
    "a short message is no small talk when it names a lasting fact",
    "[beyond] short facts seed 003's 短寒暄 signal misses",
    ("我住在上海", "我叫小王"),
    ("好的呀", "哈哈哈"),
)

# A question to the agent about the agent is small talk, not a fact about the user.
QUESTION_TO_AGENT = Row(
    "question_to_agent",
    re.compile(
        r"^(?:你|您)(?:平时|最|一般|也|会|比较|到底)?(?:喜欢|讨厌|爱|怕|有没有|是不是)[^。！!]*[？?]\s*$"
        r"|^(?:do|did|would|are|have|what(?:'s| is| are)|which)\b[^.!]*\byour?\b[^.!]*\?\s*$",
        re.I),
    "fast reject: small talk (a question about the assistant)",
    "[beyond] questions to the assistant about the assistant",
    ("你喜欢什么颜色？", "What's your favourite movie?"),
    ("我喜欢蓝色。", "My favourite movie is Heat."),
)

HEDGE = Row(
    "hedge",
    re.compile(
        r"^(?:(?:嗯|哈+|额|呃|sure|yeah|ok|well|lol)[，,.!\s]*)?"
        r"(?:可能吧|也许吧|大概吧|还行吧|你猜|i guess|maybe|probably|i suppose)",
        re.I),
    "fast reject: unclear (the user only hedges: maybe / I guess)",
    "[beyond] hedges are not facts the user stated",
    ("可能吧，我也不确定", "maybe, I don't know"),
    ("我喜欢猫", "I'm sure I like it"),
)

HEDGE_OVERRIDE = Row(
    "hedge_override",
    re.compile(
        r"(记住|以后|remember|from now on)", re.I),
    "a hedge that asks to remember is not rejected as a hedge",
    "[beyond] an explicit request outweighs a hedge",
    ("也许吧，不过记住我不吃辣", "Maybe, but remember I'm vegan"),
    ("也许吧", "probably"),
)

DUPLICATE_FILLER = Row(
    "duplicate_filler",
    re.compile(
        r"(跟你说过的?|说过了|记住|记得|请|please|like i said|i told you"
        r"|[的了哦啊呀嘛呢吧，,。！!~～\s])",
        re.I),
    "words taken out before the duplicate check (跟你说过的, please, particles)",
    "[beyond] seed 003's 完全重复 with fillers taken out",
    ("跟你说过的，我喜欢乌龙茶", "Like I said, I'm vegan"),
    ("乌龙茶", "vegan"),
)

ROWS: tuple[Row, ...] = (DONT_REMEMBER, SHORT_SIGNAL_EXTRA, QUESTION_TO_AGENT, HEDGE,
                         HEDGE_OVERRIDE, DUPLICATE_FILLER)
