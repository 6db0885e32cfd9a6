"""The candidate gate's rules (seed 003), and the one chain that runs them in order.

Order: safety boundary → fast reject → model judgement (when a model is configured) →
keyword fallback → normalisation (`judge_turn`). The patterns live in memory/gate/signals.py.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from dataclasses import replace

from memory.gate.injection import split_instructions
from memory.gate.judgement import SKIP_CATEGORIES, Category, Judgement
from memory.gate.signals import (
    ACKNOWLEDGEMENT,
    ACKNOWLEDGEMENT_EN,
    BOUNDARY_EXTRA,
    BOUNDARY_SIGNAL,
    BOUNDARY_SIGNAL_EN,
    CONSTRAINT_SIGNAL,
    DONT_REMEMBER,
    DUPLICATE_FILLER,
    EXPLICIT_SIGNAL,
    EXPLICIT_SIGNAL_EN,
    GOAL_REQUEST,
    GOAL_SIGNAL,
    HABIT,
    HEDGE,
    HEDGE_OVERRIDE,
    IDENTITY,
    IMPORTANT_FACT_SIGNAL,
    IMPORTANT_FACT_SIGNAL_EN,
    NAME_BOUNDARY,
    NOT_BOUNDARY_BIE,
    PERSISTENCE_SIGNAL,
    PREFERENCE_SIGNAL,
    PREFERENCE_SIGNAL_EN,
    QUESTION_TO_AGENT,
    SHORT_SIGNAL,
    SHORT_SIGNAL_EN,
    SHORT_SIGNAL_EXTRA,
    STYLE_REQUEST,
    STYLE_SIGNAL,
    TEMPORARY_SIGNAL,
)
from memory.sensitive import sensitive_reasons
from memory.text import normalize_memory_content


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


def _strip_filler(text: str) -> str:
    return DUPLICATE_FILLER.sub("", normalize_memory_content(text))


def fast_reject(
    user_text: str, assistant_text: str, existing_contents: Iterable[str]
) -> Judgement | None:
    """Seed 003's shouldSkipMemoryCandidateFast, in its order, plus [beyond] twins."""
    if not user_text.strip() or not assistant_text.strip():
        return Judgement(
            should_extract=False, category="unclear",
            reason="用户消息或 Agent 回复为空，不进入长期记忆候选。",
        )
    if len(user_text) < 6 and not SHORT_SIGNAL.search(user_text) and not (
        SHORT_SIGNAL_EN.search(user_text) and len(user_text.split()) > 1
    ) and not SHORT_SIGNAL_EXTRA.search(user_text):
        return Judgement(
            should_extract=False, category="small_talk",
            reason="用户消息过短且没有明确记忆信号，判断为寒暄或临时互动。",
        )
    if ACKNOWLEDGEMENT.search(user_text) or ACKNOWLEDGEMENT_EN.search(user_text):
        return Judgement(
            should_extract=False, category="small_talk",
            reason="本轮是普通寒暄、确认或结束语，不适合作为长期记忆。",
        )
    if QUESTION_TO_AGENT.search(user_text.strip()):
        return Judgement(
            should_extract=False, category="small_talk",
            reason="用户在问 Agent 的情况，不是关于用户自己的信息。",
        )
    if HEDGE.search(user_text.strip()) and not HEDGE_OVERRIDE.search(user_text):
        return Judgement(
            should_extract=False, category="unclear",
            reason="用户只是含糊附和（可能吧/I guess），不当作用户确认的事实。",
        )
    existing = list(existing_contents)
    normalized = normalize_memory_content(user_text)
    stripped = _strip_filler(user_text)
    if any(normalize_memory_content(c) == normalized for c in existing) or any(
        (s := _strip_filler(c)) == stripped or (len(stripped) >= 4 and stripped in s)
        for c in existing
    ):
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


def _category(text: str, *, boundary: bool, preference: bool, fact: bool) -> Category:
    """The memory category the keywords point to, most specific first."""
    if GOAL_REQUEST.search(text):
        return "relationship_goal"
    if STYLE_REQUEST.search(text) and not NAME_BOUNDARY.search(text):
        return "conversation_style"
    if boundary:
        return "boundary"
    if CONSTRAINT_SIGNAL.search(text) or IDENTITY.search(text):
        return "important_fact"  # "我家有两只猫，它们喜欢抓沙发" is a fact first
    if preference or HABIT.search(text):
        return "preference"
    if fact:
        return "important_fact"
    if STYLE_SIGNAL.search(text):
        return "conversation_style"
    if GOAL_SIGNAL.search(text):
        return "relationship_goal"
    return "preference"


def keyword_fallback(user_text: str) -> Judgement:
    """Seed 003's buildFallbackMemoryCandidate: conservative keyword judgement."""
    explicit = bool(EXPLICIT_SIGNAL.search(user_text) or EXPLICIT_SIGNAL_EN.search(user_text))
    without_bie = NOT_BOUNDARY_BIE.sub("", user_text)
    boundary = bool(BOUNDARY_SIGNAL.search(without_bie) or BOUNDARY_SIGNAL_EN.search(user_text)
                    or BOUNDARY_EXTRA.search(user_text))
    preference = bool(
        PREFERENCE_SIGNAL.search(user_text) or PREFERENCE_SIGNAL_EN.search(user_text)
    )
    fact = bool(
        IMPORTANT_FACT_SIGNAL.search(user_text) or IMPORTANT_FACT_SIGNAL_EN.search(user_text)
        or CONSTRAINT_SIGNAL.search(user_text) or IDENTITY.search(user_text)
    )
    other = bool(GOAL_REQUEST.search(user_text) or STYLE_REQUEST.search(user_text)
                 or HABIT.search(user_text))
    if not (explicit or boundary or preference or fact or other):
        return Judgement(
            should_extract=False, category="unclear", source="keyword_fallback",
            reason="没有命中记忆信号关键词（no memory signal）。",
        )
    temporary = bool(TEMPORARY_SIGNAL.search(user_text)) and not PERSISTENCE_SIGNAL.search(
        user_text
    )
    category = _category(user_text, boundary=boundary, preference=preference, fact=fact)
    signals = [n for n, hit in (("explicit", explicit), ("boundary", boundary),
                                ("preference", preference), ("fact", fact),
                                ("style/goal/habit", other)) if hit]
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
    j = replace(judgement, candidate_facts=list(judgement.candidate_facts))
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


ModelJudge = Callable[[str], Awaitable[Judgement]]
"""The model's judgement of the turn's user text (seed 003's LangChain step), made only
when the rules let it."""
MODEL_FAILED = "（模型判断失败，关键词兜底: {error}）"
INSTRUCTIONS_ONLY = ("本轮是对记忆系统或模型下达的指令，不是关于用户的事实，不进入长期记忆。"
                     "(instructions are not memories: {reasons})")


def remembered_text(user_text: str) -> str:
    """What of the user's message can be remembered: without its instructions to the model."""
    return split_instructions(user_text)[0]


async def judge_turn(
    user_text: str, assistant_text: str, existing: Iterable[str], *,
    memory_enabled: bool = True, model: ModelJudge | None = None,
) -> Judgement:
    """The whole gate, in seed 003's order; the model is asked only when the rules let it.

    Instructions to the memory system or the model are taken out first [beyond]: the rest
    of the message is judged on its own, and a message of nothing else is rejected. A
    model that fails (every structured-output method) leaves the verdict to the keyword
    fallback, with the failure in the reason.
    """
    kept, instructions = split_instructions(user_text)
    if instructions and not kept and memory_enabled:
        return normalize_judgement(Judgement(
            should_extract=False, category="unsafe", source="safety",
            reason=INSTRUCTIONS_ONLY.format(reasons=", ".join(dict.fromkeys(instructions)))))
    user_text = kept if instructions else user_text
    judgement = safety_boundary(user_text, memory_enabled=memory_enabled) or fast_reject(
        user_text, assistant_text, existing)
    if judgement is None and model is not None:
        try:
            judgement = await model(user_text)
        except Exception as error:  # noqa: BLE001 - any model failure: the seed's fallback
            judgement = keyword_fallback(user_text)
            tried = getattr(error, "errors", None)  # each structured-output method's failure
            detail = tried[-1] if tried else f"{type(error).__name__}: {error}"
            judgement.reason += MODEL_FAILED.format(error=str(detail)[:120])
    return normalize_judgement(judgement or keyword_fallback(user_text))
