"""Structured outputs asked of the memory model; instructions live in the descriptions."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from strata_layered.memory.gate.judgement import Category, Stability
from strata_layered.memory.labels import MemoryType


class AgentMemoryCandidate(BaseModel):
    """判断本轮对话是否值得进入长期记忆抽取 (seed 003 AgentMemoryCandidateSchema)."""

    model_config = ConfigDict(populate_by_name=True)

    shouldExtract: bool = Field(description="是否进入长期记忆抽取")
    confidence: float = Field(ge=0, le=1, description="判断置信度 0–1")
    category: Category = Field(description="候选类型")
    stability: Stability = Field(
        description="信息稳定性"
    )
    importance: int = Field(ge=0, le=5, description="重要度 0–5")
    reason: str = Field(max_length=300, description="判断原因，不超过 300 字；用用户使用的语言写"
                        "（用户说英文就写英文）")
    candidateFacts: list[str] = Field(
        default_factory=list, max_length=3,
        description="可能值得抽取的候选事实，最多 3 条，每条不超过 120 字，用用户的语言",
    )


class ExtractedMemoryItem(BaseModel):
    """一条从用户的话中抽取的长期记忆 (one long-term memory from the user's words)."""

    memory_type: MemoryType = Field(
        description="preference=偏好, boundary=边界, relationship_goal=关系目标, "
        "conversation_style=对话风格, important_fact=重要事实（含稳定身份资料）"
    )
    content: str = Field(
        min_length=1, max_length=500,
        description="记忆内容：用户自己表达的事实，用用户使用的语言，简洁的一句话",
    )
    importance: int = Field(ge=0, le=5, description="重要度 0–5")
    confidence: float = Field(ge=0, le=1, description="置信度：用户明确说出的高，推测的低")
    explicit: bool = Field(description="用户是否明确说出（而不是模型推测）")
    scope: Literal["global", "topic", "constraint"] = Field(
        description="constraint=会限制多个话题回答的约束（有猫、预算、过敏）；"
        "global=全局画像或偏好；topic=只和当前话题相关"
    )
    applies_to: list[str] = Field(
        default_factory=list, max_length=8,
        description="这条记忆会影响的话题，例如 装修、家具、清洁（约束必填）",
    )


class TopicChoice(BaseModel):
    """在候选话题中选出这条消息所属的话题 (pick the topic this message belongs to)."""

    topic_id: str | None = Field(
        description="所属候选话题的 id；都不是同一件事时返回 null"
        "（例如装修预算与旅游预算是两个话题）"
    )


MemoryAction = Literal["ADD", "UPDATE", "SUPERSEDE", "NONE"]


class MemoryChange(ExtractedMemoryItem):
    """一条记忆变更：新增，或按 id 更新 / 取代已有记忆 (one change, existing ones by id)."""

    action: MemoryAction = Field(
        description="ADD=新记忆；UPDATE=同一件事的更正或补充（给出 target_id）；"
        "SUPERSEDE=新事实让旧记忆不再成立，如搬家、换工作（给出 target_id）；"
        "NONE=与已有记忆重复，不写入（给出 target_id）"
    )
    target_id: str | None = Field(
        default=None,
        description="UPDATE / SUPERSEDE / NONE 时，<existing_memories> 中那条记忆的 id")


class MemoryDecision(AgentMemoryCandidate):
    """判断本轮是否值得记住（seed 003 的字段）并给出记忆变更，一次完成 (judge + extract).

    shouldExtract 为 false 时 memories 为空列表；最多 2 条变更。
    """

    memories: list[MemoryChange] = Field(
        max_length=2, description="要写入的记忆变更，最多 2 条；不值得记住时为空列表")
