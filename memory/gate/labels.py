"""Memory types: the canonical keys (seed 003's mapping from gate categories) and their labels.

Memories are stored under the canonical key; people see the label in their language.
"""

from __future__ import annotations

from typing import Literal, get_args

from strata_layered.memory.gate.judgement import Category
from strata_layered.memory.text.text import has_cjk

MemoryType = Literal[
    "preference", "boundary", "relationship_goal", "conversation_style", "important_fact"
]
MEMORY_TYPES: tuple[MemoryType, ...] = get_args(MemoryType)

# Seed 003: preference→偏好, boundary→边界, relationship_goal→关系目标,
# conversation_style→对话风格, important_fact / identity_profile→重要事实.
CATEGORY_TO_TYPE: dict[Category, MemoryType] = {
    "preference": "preference",
    "boundary": "boundary",
    "relationship_goal": "relationship_goal",
    "conversation_style": "conversation_style",
    "important_fact": "important_fact",
    "identity_profile": "important_fact",
}
TYPE_LABELS: dict[MemoryType, str] = {
    "preference": "偏好",
    "boundary": "边界",
    "relationship_goal": "关系目标",
    "conversation_style": "对话风格",
    "important_fact": "重要事实",
}
TYPE_LABELS_EN: dict[MemoryType, str] = {
    "preference": "preference",
    "boundary": "boundary",
    "relationship_goal": "relationship goal",
    "conversation_style": "conversation style",
    "important_fact": "important fact",
}
LABEL_TO_TYPE: dict[str, MemoryType] = {
    **{label: key for key, label in TYPE_LABELS.items()},
    **{label: key for key, label in TYPE_LABELS_EN.items()},
}


def type_label(memory_type: str, *, english: bool = False) -> str:
    """The label people read for a memory type (its key when unknown)."""
    labels = TYPE_LABELS_EN if english else TYPE_LABELS
    return next((label for key, label in labels.items() if key == memory_type), memory_type)


def label_for(memory_type: str, text: str) -> str:
    """The type's label in the language of the text it labels (a memory, a turn) [beyond].

    English for English memories, Chinese otherwise; the stored key never changes.
    """
    return type_label(memory_type, english=bool(text.strip()) and not has_cjk(text))
