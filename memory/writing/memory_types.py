"""What type a memory is: seed 000's classifyMemoryType, seed 003's mapping of a category.

The rule path types each fact it reads (memory/writing/extraction.py, memory/writing/spans.py) here.
"""

from __future__ import annotations

from strata_layered.memory.gate.fact_clauses import FactClause
from strata_layered.memory.gate.labels import CATEGORY_TO_TYPE, MemoryType
from strata_layered.memory.rules.requests import (
    GOAL_REQUEST,
    OWN_WISH,
    STYLE_REQUEST,
    WISH_TO_TALK,
)
from strata_layered.memory.rules.seed000 import (
    BOUNDARY_TYPE,
    BOUNDARY_TYPE_EN,
    GOAL_TYPE,
    GOAL_TYPE_EN,
    PREFERENCE_TYPE,
)
from strata_layered.memory.rules.seed003 import PREFERENCE_SIGNAL_EN


def classify_memory_type(
    text: str, *, default: MemoryType | None = "conversation_style"
) -> MemoryType | None:
    """Seed 000's classifyMemoryType, returning the canonical key of its label.

    `default` is the seed's else-branch (对话风格); None tells that no pattern matched.
    """
    if BOUNDARY_TYPE.search(text) or BOUNDARY_TYPE_EN.search(text):
        return "boundary"
    if PREFERENCE_TYPE.search(text) or PREFERENCE_SIGNAL_EN.search(text):
        return "preference"
    if GOAL_TYPE.search(text) or GOAL_TYPE_EN.search(text):
        return "relationship_goal"
    return default


def group_seed_type(text: str) -> MemoryType | None:
    """Seed 000's classifyMemoryType for a group of facts the span reading kept [beyond].

    The seed types a whole message 关系目标 for any 想要 / 希望 / 正在 in it; a fact read out of
    it is a relationship goal only when it names the relationship (GOAL_REQUEST: 像朋友一样,
    "be friends"), else an important fact: 感觉自己无法捕捉到自己想要表达的那种情感 was typed
    a relationship goal (MemoryBank 郑思雨, development).
    """
    seeds = classify_memory_type(text, default=None)
    if seeds == "relationship_goal" and not GOAL_REQUEST.search(text):
        return "important_fact"
    return seeds


def fact_memory_type(fact: FactClause) -> MemoryType:
    """The memory type of a fact the rules read, by seed 003's mapping of its category.

    [beyond] A clause the gate reads as a style request only because it says 以后 / 下次
    (memory/gate/families.py) is the user's own hope when it opens on one and asks nothing
    of the assistant (OWN_WISH: 希望下次能游得更远): an important fact (a goal or plan), or a
    relationship goal when the hope is to talk with the assistant (WISH_TO_TALK). Only the
    type changes: the clause is kept, read and grouped as before.
    """
    said = fact.clause.text.strip()
    if (fact.category == "conversation_style" and fact.signals == ["explicit", "style"]
            and not STYLE_REQUEST.search(said) and OWN_WISH.search(said)):
        return "relationship_goal" if WISH_TO_TALK.search(said) else "important_fact"
    return CATEGORY_TO_TYPE.get(fact.category) or "important_fact"
