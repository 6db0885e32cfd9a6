"""Structured outputs asked of the memory model; instructions live in the descriptions."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from strata_layered.memory.gate.judgement import Category, Stability
from strata_layered.memory.gate.labels import MemoryType


class AgentMemoryCandidate(BaseModel):
    """Seed 003's AgentMemoryCandidateSchema: is this turn worth long-term memory."""

    model_config = ConfigDict(populate_by_name=True)

    shouldExtract: bool
    confidence: float = Field(ge=0, le=1)
    category: Category
    stability: Stability
    importance: int = Field(ge=0, le=5)
    reason: str = Field(max_length=300, description="in the user's language")
    candidateFacts: list[str] = Field(default_factory=list, max_length=3)


MemoryAction = Literal["ADD", "UPDATE", "SUPERSEDE", "NONE"]


class MemoryChange(BaseModel):
    """One memory to write; UPDATE / SUPERSEDE / NONE name a kept memory by its ref."""

    action: MemoryAction
    target_id: str | None = Field(default=None, description="ref such as m1")
    memory_type: MemoryType
    content: str = Field(min_length=1, max_length=500, description="one sentence, user's language")
    importance: int = Field(ge=0, le=5)
    confidence: float = Field(ge=0, le=1)
    explicit: bool = Field(description="said by the user, not inferred")
    scope: Literal["global", "topic", "constraint"]
    applies_to: list[str] = Field(default_factory=list, max_length=8)


class MemoryDecision(AgentMemoryCandidate):
    """Judge the turn (seed 003) and give at most 2 memory changes ([] when none)."""

    memories: list[MemoryChange] = Field(max_length=2)


class TopicChoice(BaseModel):
    """在候选话题中选出这条消息所属的话题 (pick the topic this message belongs to)."""

    topic_id: str | None = Field(
        description="所属候选话题的 id；都不是同一件事时返回 null"
        "（例如装修预算与旅游预算是两个话题）"
    )
