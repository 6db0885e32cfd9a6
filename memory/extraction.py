"""Rule-based memory extraction (seed 000 v1), with the seed 003 type mapping.

Runs when no model is configured or the model's extraction fails.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Any

from memory.gate import (
    EXPLICIT_SIGNAL_EN,
    PERSISTENCE_SIGNAL,
    PREFERENCE_SIGNAL_EN,
    Judgement,
)
from memory.text import normalize_message

MAX_NEW_MEMORIES_PER_TURN = 2
MAX_CONTENT_CHARS = 500

# Seed 000, verbatim.
SHOULD_REMEMBER = re.compile(r"我|不喜欢|喜欢|希望|想要|以后|记住|别|不要|需要|习惯|倾向")
BOUNDARY_TYPE = re.compile(r"不喜欢|不要|避免|边界|压力|操控|套路")
PREFERENCE_TYPE = re.compile(r"喜欢|偏好|更希望|倾向|习惯")
GOAL_TYPE = re.compile(r"目标|想要|希望|正在")
HIGH_IMPORTANCE = re.compile(r"记住|不要|不喜欢|边界|以后")
# [beyond] the same rules for English.
SHOULD_REMEMBER_EN = re.compile(
    r"\b(i|i'm|my|me|like|love|prefer|hope|want|from now on|remember|don't|do not|need|"
    r"usually|always|never|rather)\b",
    re.I,
)
BOUNDARY_TYPE_EN = re.compile(
    r"\b(don't like|do not like|don't|do not|avoid|never|boundary|pressure|manipulat\w*|"
    r"uncomfortable|hate|can't stand)\b",
    re.I,
)
GOAL_TYPE_EN = re.compile(r"\b(goal|want|hope|wish|working on|trying to)\b", re.I)
HIGH_IMPORTANCE_EN = re.compile(
    r"\b(remember|don't|do not|don't like|boundary|from now on|never)\b", re.I
)

# Seed 003 type mapping; memory types are stored under these canonical keys.
CATEGORY_TO_TYPE = {
    "preference": "preference",
    "boundary": "boundary",
    "relationship_goal": "relationship_goal",
    "conversation_style": "conversation_style",
    "important_fact": "important_fact",
    "identity_profile": "important_fact",
}
TYPE_LABELS = {
    "preference": "偏好",
    "boundary": "边界",
    "relationship_goal": "关系目标",
    "conversation_style": "对话风格",
    "important_fact": "重要事实",
}
LABEL_TO_TYPE = {label: key for key, label in TYPE_LABELS.items()}


@dataclass(kw_only=True)
class ExtractedMemory:
    """One memory proposed by extraction, before de-duplication."""

    memory_type: str
    content: str
    importance: int
    confidence: float
    scope: str = "global"
    applies_to: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form."""
        return asdict(self)


def classify_memory_type(text: str) -> str:
    """Seed 000's classifyMemoryType, returning the canonical key of its label."""
    if BOUNDARY_TYPE.search(text) or BOUNDARY_TYPE_EN.search(text):
        return "boundary"
    if PREFERENCE_TYPE.search(text) or PREFERENCE_SIGNAL_EN.search(text):
        return "preference"
    if GOAL_TYPE.search(text) or GOAL_TYPE_EN.search(text):
        return "relationship_goal"
    return "conversation_style"


def extract_rule_memories(user_text: str, judgement: Judgement | None) -> list[ExtractedMemory]:
    """Seed 000's extractCandidateMemories: at most one memory, the user's own words.

    Facts and identity (which the seed's classifier would call 对话风格) take the seed 003
    mapping from the gate's category instead.
    """
    text = normalize_message(user_text)
    if not text or not (SHOULD_REMEMBER.search(text) or SHOULD_REMEMBER_EN.search(text)):
        return []
    memory_type = classify_memory_type(text)
    if judgement is not None and judgement.category in ("important_fact", "identity_profile"):
        memory_type = CATEGORY_TO_TYPE[judgement.category]
    explicit = bool(HIGH_IMPORTANCE.search(text) or HIGH_IMPORTANCE_EN.search(text))
    stated = explicit or bool(EXPLICIT_SIGNAL_EN.search(text)) or PERSISTENCE_SIGNAL.search(text)
    return [
        ExtractedMemory(
            memory_type=memory_type,
            content=text[:MAX_CONTENT_CHARS],
            importance=5 if explicit else 3,
            # Explicit statements are trusted more than inferred ones (seed 004 §2.2).
            confidence=0.9 if stated else 0.7,
        )
    ][:MAX_NEW_MEMORIES_PER_TURN]
