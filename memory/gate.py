"""Candidate gate (seed 003): is this turn worth memory extraction?

Order: safety boundary → fast reject → (model judgement, in the graph) → keyword
fallback → normalisation. Every regex from the seed is kept verbatim; the English
patterns beside them are [beyond] the seed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from memory.sensitive import sensitive_reasons
from memory.text import normalize_memory_content

Category = Literal[
    "preference", "boundary", "relationship_goal", "conversation_style", "important_fact",
    "identity_profile", "temporary_emotion", "small_talk", "assistant_generated", "duplicate",
    "unsafe", "unclear",
]
Stability = Literal["stable", "likely_stable", "temporary", "unclear"]

SKIP_CATEGORIES = frozenset(
    {"small_talk", "temporary_emotion", "assistant_generated", "duplicate", "unsafe"}
)

# --- seed 003 fast reject -------------------------------------------------------------
SHORT_SIGNAL = re.compile(r"(记住|以后|喜欢|讨厌|不要|别再)")
SHORT_SIGNAL_EN = re.compile(r"\b(remember|from now on|like|love|hate|don't|never)\b", re.I)
ACKNOWLEDGEMENT = re.compile(
    r"^(好|嗯|哦|啊|哈+|哈哈+|谢谢|谢啦|好的|可以|行|ok|OK|晚安|早安|拜拜|再见)[。！!~～\s]*$"
)
ACKNOWLEDGEMENT_EN = re.compile(
    r"^(ok(ay)?|k|yes|yeah|yep|no|nope|sure|thanks?|thank you|thx|ty|lol|haha+|hi|hello|hey"
    r"|good ?night|good ?morning|bye|see you|cool|nice|great|got it|alright)[.!~\s]*$",
    re.I,
)

# --- seed 003 keyword fallback --------------------------------------------------------
EXPLICIT_SIGNAL = re.compile(
    r"(记住|记一下|以后|下次|别再|不要再|我喜欢|我不喜欢|我讨厌|我习惯|我的习惯|我的边界|我的偏好|我希望你|你以后)"
)
BOUNDARY_SIGNAL = re.compile(r"(不要|别|拒绝|不接受|底线|边界|禁忌|雷点|不舒服)")
PREFERENCE_SIGNAL = re.compile(r"(喜欢|不喜欢|偏好|习惯|更想|更希望|受不了|讨厌|想要你|希望你)")
IMPORTANT_FACT_SIGNAL = re.compile(
    r"(生日|工作|学校|家人|朋友|伴侣|前任|城市|搬家|生病|考试|面试|项目|目标|计划)"
)
EXPLICIT_SIGNAL_EN = re.compile(
    r"\b(remember|keep in mind|from now on|next time|don't ever|never again|i like|i love|"
    r"i hate|i prefer|i don't like|i do not like|i can't stand|my boundary|i want you to|"
    r"please always|please never|i'm used to|my habit)\b",
    re.I,
)
BOUNDARY_SIGNAL_EN = re.compile(
    r"\b(don't|do not|never|refuse|won't accept|boundary|boundaries|off[- ]limits|"
    r"uncomfortable|deal[- ]?breaker|stop (calling|asking))\b",
    re.I,
)
PREFERENCE_SIGNAL_EN = re.compile(
    # Not bare "like" / "would you": "what's the weather like?" is no preference.
    r"\b((?:i|we) (?:really |also |do |)(?:like|love)|likes|loves|prefer|preference|hate|"
    r"can't stand|rather|enjoy|favou?rite|used to|habit)\b",
    re.I,
)
IMPORTANT_FACT_SIGNAL_EN = re.compile(
    r"\b(birthday|work(ing)? (as|at|for)|my job|job|school|university|family|wife|husband|"
    r"partner|boyfriend|girlfriend|my ex|city|live in|living in|moved|moving|sick|allergic|"
    r"exam|interview|project|goal|plan|my name is|i'm an? |i am an? |my (cat|dog|son|daughter"
    r"|mother|father|mom|dad))\b",
    re.I,
)
# [beyond] facts that constrain answers across topics (seed 004 §3.5) are important facts.
CONSTRAINT_SIGNAL = re.compile(
    r"(预算|过敏|养了|养着|有(一|两|三)?只(猫|狗)|租房|素食|吃素|老人|孩子|住在|我是一名|"
    r"budget|allergic|i have an? (cat|dog)|my (cat|dog)|vegetarian|vegan|i rent|live in|"
    r"i'm an? [a-z]+(er|or|ist|ian)\b)",
    re.I,
)
STYLE_SIGNAL = re.compile(
    r"(回复|回答|说话|语气|称呼|叫我|reply|replies|answer|tone|call me|short|brief)", re.I
)
GOAL_SIGNAL = re.compile(r"(目标|想要|希望|正在|\bgoal\b|\bhope\b|\bwant us\b|\bwish\b)", re.I)
# [beyond] time-bound wording without a word of persistence marks a passing state.
TEMPORARY_SIGNAL = re.compile(
    r"(今天|今晚|现在|刚才|刚刚|此刻|这会儿|刚吃|在路上|有点烦|有点累|有点困|好累|好困|"
    r"\btoday\b|\btonight\b|right now|at the moment|\bjust (ate|had|got)\b|on my way|"
    r"\bso tired\b|\bkind of (sad|tired|annoyed)\b)",
    re.I,
)
PERSISTENCE_SIGNAL = re.compile(
    r"(一直|平时|通常|总是|每次|以后|always|usually|every time|from now on|in general)", re.I
)
DONT_REMEMBER = re.compile(
    # "别记错/不要记混" and "don't forget" ask to be remembered, not forgotten.
    r"((?:别|不要|不用)记(?!错|混|反|岔|漏)|(?<![别不要])忘(?:掉|了)这|"
    r"don't remember|do not remember|don't save|do not save|"
    r"(?<!don't )(?<!do not )(?<!never )forget (this|that|what i said)|"
    r"off the record|don't store)",
    re.I,
)


@dataclass(kw_only=True)
class Judgement:
    """The gate's verdict on one turn, in the seed's schema plus where it came from."""

    should_extract: bool
    confidence: float = 0.0
    category: Category = "unclear"
    stability: Stability = "unclear"
    importance: int = 0
    reason: str = ""
    candidate_facts: list[str] = field(default_factory=list)
    source: str = "fast_reject"
    """safety | fast_reject | model:<method> | keyword_fallback."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form for state and the audit log."""
        return asdict(self)


def safety_boundary(user_text: str, *, memory_enabled: bool = True) -> Judgement | None:
    """Return a blocking judgement when memory extraction is not allowed for this turn."""
    if not memory_enabled:
        return Judgement(
            should_extract=False, category="unclear", source="safety",
            reason="该用户已关闭长期记忆（memory is switched off for this user）。",
        )
    if DONT_REMEMBER.search(user_text):
        return Judgement(
            should_extract=False, category="unclear", source="safety",
            reason="用户要求不要记住本轮内容（the user asked not to be remembered）。",
        )
    reasons = sensitive_reasons(user_text)
    if reasons:
        return Judgement(
            should_extract=False, category="unsafe", source="safety",
            reason="本轮疑似包含敏感隐私或凭证信息，不进入长期记忆。(" + ", ".join(reasons) + ")",
        )
    return None


def fast_reject(
    user_text: str, assistant_text: str, existing_contents: Iterable[str]
) -> Judgement | None:
    """Seed 003's shouldSkipMemoryCandidateFast, in its order, plus English twins."""
    if not user_text.strip() or not assistant_text.strip():
        return Judgement(
            should_extract=False, category="unclear",
            reason="用户消息或 Agent 回复为空，不进入长期记忆候选。",
        )
    if len(user_text) < 6 and not SHORT_SIGNAL.search(user_text) and not (
        SHORT_SIGNAL_EN.search(user_text) and len(user_text.split()) > 1
    ):
        return Judgement(
            should_extract=False, category="small_talk",
            reason="用户消息过短且没有明确记忆信号，判断为寒暄或临时互动。",
        )
    if ACKNOWLEDGEMENT.search(user_text) or ACKNOWLEDGEMENT_EN.search(user_text):
        return Judgement(
            should_extract=False, category="small_talk",
            reason="本轮是普通寒暄、确认或结束语，不适合作为长期记忆。",
        )
    normalized = normalize_memory_content(user_text)
    if any(normalize_memory_content(c) == normalized for c in existing_contents):
        return Judgement(
            should_extract=False, category="duplicate",
            reason="用户消息与已有长期记忆完全重复，不需要再次抽取。",
        )
    if sensitive_reasons(user_text):
        return Judgement(
            should_extract=False, category="unsafe",
            reason="本轮疑似包含敏感隐私或凭证信息，不进入长期记忆。",
        )
    return None


def keyword_fallback(user_text: str) -> Judgement:
    """Seed 003's buildFallbackMemoryCandidate: conservative keyword judgement."""
    explicit = bool(EXPLICIT_SIGNAL.search(user_text) or EXPLICIT_SIGNAL_EN.search(user_text))
    boundary = bool(BOUNDARY_SIGNAL.search(user_text) or BOUNDARY_SIGNAL_EN.search(user_text))
    preference = bool(
        PREFERENCE_SIGNAL.search(user_text) or PREFERENCE_SIGNAL_EN.search(user_text)
    )
    fact = bool(
        IMPORTANT_FACT_SIGNAL.search(user_text) or IMPORTANT_FACT_SIGNAL_EN.search(user_text)
        or CONSTRAINT_SIGNAL.search(user_text)
    )
    if not (explicit or boundary or preference or fact):
        return Judgement(
            should_extract=False, category="unclear", source="keyword_fallback",
            reason="没有命中记忆信号关键词（no memory signal）。",
        )
    temporary = bool(TEMPORARY_SIGNAL.search(user_text)) and not PERSISTENCE_SIGNAL.search(
        user_text
    )
    category: Category
    if boundary:
        category = "boundary"
    elif CONSTRAINT_SIGNAL.search(user_text):
        category = "important_fact"  # "我家有两只猫，它们喜欢抓沙发" is a fact first
    elif preference:
        category = "preference"
    elif fact:
        category = "important_fact"
    elif STYLE_SIGNAL.search(user_text):
        category = "conversation_style"
    elif GOAL_SIGNAL.search(user_text):
        category = "relationship_goal"
    else:
        category = "preference"
    signals = [n for n, hit in (("explicit", explicit), ("boundary", boundary),
                                ("preference", preference), ("fact", fact)) if hit]
    return Judgement(
        should_extract=True,
        confidence=0.85 if explicit else 0.6,
        category="temporary_emotion" if temporary and not explicit else category,
        stability="temporary" if temporary else ("stable" if explicit else "likely_stable"),
        importance=4 if explicit or boundary else 3,
        reason="关键词兜底命中：" + "、".join(signals) + ("（含临时性表达）" if temporary else ""),
        candidate_facts=[user_text[:120]],
        source="keyword_fallback",
    )


def normalize_judgement(judgement: Judgement) -> Judgement:
    """Seed 003's normalizeMemoryCandidate: product rules the model cannot override."""
    j = Judgement(**{**judgement.to_dict()})
    j.confidence = min(1.0, max(0.0, float(j.confidence)))
    j.importance = min(5, max(0, int(j.importance)))
    j.reason = j.reason.strip()[:300]
    j.candidate_facts = [f.strip()[:120] for f in j.candidate_facts if f.strip()][:3]
    if j.category in SKIP_CATEGORIES:
        j.should_extract = False
    if j.stability == "temporary" or j.importance <= 0:
        j.should_extract = False
    if j.confidence < 0.55 and j.importance < 4:
        j.should_extract = False
    return j
