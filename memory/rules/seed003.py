"""Seed 003's candidate-gate rules, as rows: the fast rejects and the keyword fallback.

Seed 003 §Fast Reject (shouldSkipMemoryCandidateFast) rejects, in order: an empty message
or reply, a short message without a memory signal (SHORT_SIGNAL), an acknowledgement
(ACKNOWLEDGEMENT), an exact duplicate of a kept memory, and sensitive data
(SENSITIVE). FAST_REJECTS names those five steps with their test texts; the two without a
pattern (empty, duplicate) are checks of memory/gate/rules.py. Seed 003 §兜底策略
(buildFallbackMemoryCandidate) lets a turn through on its four keyword signals. Every
pattern here is the seed's, character for character; their English twins are [beyond] the
seed and say so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from strata_layered.memory.rules.row import Row

FAST = "seed 003 §Fast Reject"
FALLBACK = "seed 003 §兜底策略 buildFallbackMemoryCandidate"
TWIN = "[beyond] English twin of seed 003's "

SHORT_SIGNAL = Row(
    "short_signal",
    re.compile(r"(记住|以后|喜欢|讨厌|不要|别再)"),
    "a message under 6 characters is small talk unless it matches",
    FAST + " 短寒暄", ("记住了吗", "我喜欢猫", "别再催我"), ("好的呀", "哈哈哈"),
)
ACKNOWLEDGEMENT = Row(
    "acknowledgement",
    re.compile(r"^(好|嗯|哦|啊|哈+|哈哈+|谢谢|谢啦|好的|可以|行|ok|OK|晚安|早安|拜拜|再见)[。！!~～\s]*$"),
    "fast reject: small talk (an acknowledgement or goodbye)",
    FAST + " 常见确认语", ("好的！", "晚安~"), ("好的，我喜欢猫", "谢谢你的建议，我会试试"),
)
ACKNOWLEDGEMENT_EN = Row(
    "acknowledgement_en",
    re.compile(r"^(ok(ay)?|k|yes|yeah|yep|no|nope|sure|thanks?|thank you|thx|ty|lol|haha+|hi"
               r"|hello|hey|good ?night|good ?morning|bye|see you|cool|nice|great|got it"
               r"|alright)[.!~\s]*$", re.I),
    "fast reject: small talk (an acknowledgement or goodbye)",
    TWIN + "常见确认语", ("Okay!", "good night"), ("ok, I like cats", "Thanks for the tip on tea"),
)
SENSITIVE = Row(
    "sensitive",
    re.compile(r"(密码|验证码|身份证|银行卡|住址|手机号|电话|token|api key|apikey|secret|密钥)",
               re.I),
    "fast reject and safety: unsafe (a credential or private data is never remembered)",
    FAST + " 敏感信息", ("我的密码是 hunter2", "my api key is sk-123"),
    ("我喜欢喝乌龙茶", "I keep a diary"),
)
EXPLICIT_SIGNAL = Row(
    "explicit_signal",
    re.compile(r"(记住|记一下|以后|下次|别再|不要再|我喜欢|我不喜欢|我讨厌|我习惯|我的习惯|我的边界|我的偏好"
               r"|我希望你|你以后|(?:帮我|给我)记着)"),  # probe43: 你帮我记着, said as 记住
    "memory signal: explicit (importance 4, stable)",
    FALLBACK + " hasExplicitMemorySignal",
    ("记住我不吃辣", "我喜欢喝乌龙茶", "你帮我记着下礼拜三下午两点带老伴儿去复查"),
    ("今天好累", "他喜欢打篮球"),
)
EXPLICIT_SIGNAL_EN = Row(
    "explicit_signal_en",
    re.compile(r"\b((?<!don't )(?<!do not )(?<!i )(?<!you )(?<!really )"
               r"remember(?= (?:that|this|:|my|i'm|i am|i\b))"
               r"|keep in mind|from now on|next time|don't ever|never again|i like|i love|"
               r"i hate|i prefer|i don't like|i do not like|i can't stand|my boundary|"
               r"i want you to|please always|please never|i'm used to|my habit)\b", re.I),
    "memory signal: explicit (importance 4, stable)",
    TWIN + "hasExplicitMemorySignal", ("Remember that I'm vegan", "I love hiking"),
    ("I don't remember that", "She loves hiking"),
)
BOUNDARY_SIGNAL = Row(
    "boundary_signal",
    re.compile(r"(不要|别|拒绝|不接受|底线|边界|禁忌|雷点|不舒服)"),
    "memory signal: boundary",
    FALLBACK + " hasBoundarySignal", ("不要催我", "我拒绝被说教"), ("我喜欢猫", "我住在上海"),
)
PREFERENCE_SIGNAL = Row(
    "preference_signal",
    re.compile(r"(喜欢|不喜欢|偏好|习惯|更想|更希望|受不了|讨厌|想要你|希望你)"),
    "memory signal: preference",
    FALLBACK + " hasPreferenceSignal", ("我喜欢喝乌龙茶", "我受不了香菜"),
    ("我住在上海", "今天好累"),
    contexts=("我习惯早睡",),
)
PREFERENCE_SIGNAL_EN = Row(
    "preference_signal_en",
    # Not bare "like" / "would you": "what's the weather like?" is no preference.
    re.compile(r"\b((?:i|we) (?:really |also |do |)(?:like|love)|likes|loves|prefer|preference"
               r"|hate|can't stand|rather|enjoy|favou?rite|used to|habit)\b", re.I),
    "memory signal: preference; type: preference in classifyMemoryType's twin",
    TWIN + "hasPreferenceSignal", ("I really like jazz", "My favourite food is ramen"),
    ("What's the weather like?", "I live in Paris"),
)
IMPORTANT_FACT_SIGNAL = Row(
    "important_fact_signal",
    re.compile(r"(生日|工作|学校|家人|朋友|伴侣|前任|城市|搬家|生病|考试|面试|项目|目标|计划)"),
    "memory signal: important fact",
    FALLBACK + " hasImportantFactSignal", ("我下周要面试", "我的生日是三月七号"),
    ("我喜欢猫", "哈哈太好笑了"),
)
IMPORTANT_FACT_SIGNAL_EN = Row(
    "important_fact_signal_en",
    re.compile(r"\b(birthday|work(ing)? (as|at|for)|my job|job|school|university|family|wife"
               r"|husband|partner|boyfriend|girlfriend|my ex|city|live in|living in|moved|moving"
               r"|sick|allergic|exam|interview|project|goal|plan|my name is|i'm an? |i am an? "
               # "our": the household's (fix35: "Our cat sleeps all day" kept nothing)
               r"|(?:my|our) (cat|dog|son|daughter|mother|father|mom|dad))\b", re.I),
    "memory signal: important fact",
    TWIN + "hasImportantFactSignal", ("I work as a nurse", "My birthday is in May",
                                      "Our cat sleeps all day"),
    ("I like cats", "Sounds fun!"),
)


@dataclass(frozen=True)
class Step:
    """One of seed 003's fast-reject steps: what it rejects as, and its test texts.

    `existing` are the kept memories its examples are checked against (the duplicate step).
    """

    name: str
    category: str
    source: str
    examples: tuple[str, ...]
    non_examples: tuple[str, ...]
    existing: tuple[str, ...] = ()


FAST_REJECTS: tuple[Step, ...] = (
    Step("reject_empty", "unclear", FAST + " 空内容", ("", "   "), ("我喜欢猫", "hello there")),
    Step("reject_short", "small_talk", FAST + " 短寒暄 (SHORT_SIGNAL)", ("好的呀", "ok"),
         ("我喜欢猫", "I love it")),
    Step("reject_ack", "small_talk", FAST + " 常见确认语 (ACKNOWLEDGEMENT)",
         ("谢谢！！！！", "thank you"), ("好的，我喜欢猫", "thanks, I live in Paris")),
    Step("reject_duplicate", "duplicate", FAST + " 完全重复",
         ("我喜欢喝乌龙茶", "我喜欢喝乌龙茶。"), ("我不喜欢喝乌龙茶", "我喜欢喝红茶"),
         existing=("我喜欢喝乌龙茶",)),
    Step("reject_sensitive", "unsafe", FAST + " 敏感信息 (SENSITIVE)",
         ("我的银行卡号是 6222 0000 1111 2222", "my api key is sk-abc"),
         ("我喜欢喝乌龙茶", "I keep a diary")),
)

ROWS: tuple[Row, ...] = (SHORT_SIGNAL, ACKNOWLEDGEMENT, ACKNOWLEDGEMENT_EN,
                         SENSITIVE, EXPLICIT_SIGNAL, EXPLICIT_SIGNAL_EN, BOUNDARY_SIGNAL,
                         PREFERENCE_SIGNAL, PREFERENCE_SIGNAL_EN,
                         IMPORTANT_FACT_SIGNAL, IMPORTANT_FACT_SIGNAL_EN)
