"""The gate's verdict on one turn, in seed 003's AgentMemoryCandidateSchema terms."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Literal, cast, get_args

from typing_extensions import TypedDict

Category = Literal[
    "preference", "boundary", "relationship_goal", "conversation_style", "important_fact",
    "identity_profile", "temporary_emotion", "small_talk", "assistant_generated", "duplicate",
    "unsafe", "unclear",
]
Stability = Literal["stable", "likely_stable", "temporary", "unclear"]
CATEGORIES: tuple[Category, ...] = get_args(Category)
STABILITIES: tuple[Stability, ...] = get_args(Stability)

SKIP_CATEGORIES: frozenset[Category] = frozenset(
    {"small_talk", "temporary_emotion", "assistant_generated", "duplicate", "unsafe"}
)


class JudgementJSON(TypedDict):
    """A judgement as the state and the audit keep it."""

    should_extract: bool
    confidence: float
    category: Category
    stability: Stability
    importance: int
    reason: str
    candidate_facts: list[str]
    source: str
    rules: list[str]


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
    rules: list[str] = field(default_factory=list)
    """The rows of memory/rules/ (and seed 003's fast-reject steps) that fired, in order."""

    def to_dict(self) -> JudgementJSON:
        """JSON-safe form for state and the audit log."""
        return cast(JudgementJSON, asdict(self))
