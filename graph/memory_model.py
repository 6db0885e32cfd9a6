"""Model steps of the write path: candidate judgement, extraction, summary v2."""

from __future__ import annotations

import asyncio
import os
from datetime import datetime

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage

from strata_layered.graph.context import Context
from strata_layered.graph.models import load_chat_model, prefetch_embedding
from strata_layered.graph.prompts import memory as p
from strata_layered.graph.schemas import AgentMemoryCandidate, ExtractedMemories, TopicChoice
from strata_layered.graph.structured import AllMethodsFailed, invoke_structured
from strata_layered.memory.extraction import (
    ExtractedMemory,
    extract_rule_memories,
    screen_model_memories,
)
from strata_layered.memory.gate.judgement import Judgement, JudgementJSON
from strata_layered.memory.gate.learned import learned_memories
from strata_layered.memory.gate.rules import remembered_text
from strata_layered.memory.records import TopicRecord

ASSISTANT_CHARS = 3000  # seed 003: assistantText.slice(0, 3000)
SUMMARY_MAX_CHARS = 800


def endpoint_of(ctx: Context) -> str:
    """Which endpoint the memory model answers on (its structured-output method is kept)."""
    return "|".join((ctx.memory_model or ctx.model, os.environ.get("OPENAI_BASE_URL", ""),
                     ctx.wire_api))


def memory_model(ctx: Context) -> BaseChatModel | None:
    """The model for gate, extraction and summary; None offline (rules take over)."""
    spec = ctx.memory_model or ctx.model
    if spec == "offline":
        return None
    return load_chat_model(spec, timeout=ctx.model_timeout, responses=ctx.wire_api == "responses")


async def judge_candidate(
    model: BaseChatModel, ctx: Context, *, existing: list[str], summary: str, user_text: str,
    assistant_text: str,
) -> Judgement:
    """Seed 003's LangChain judgement, methods tried in the provider's order."""
    result = await invoke_structured(
        model, AgentMemoryCandidate, p.CANDIDATE_SYSTEM,
        p.CANDIDATE_USER.format(
            agent_name=ctx.agent_id or "未命名 Agent",
            existing_memories=p.format_existing(existing),
            conversation_summary=summary or "暂无", user_text=user_text,
            assistant_text=assistant_text[:ASSISTANT_CHARS],
        ),
        wire_api=ctx.wire_api, endpoint=endpoint_of(ctx), timeout=ctx.model_timeout,
    )
    v = result.value
    return Judgement(
        should_extract=v.shouldExtract, confidence=v.confidence, category=v.category,
        stability=v.stability, importance=v.importance, reason=v.reason,
        candidate_facts=list(v.candidateFacts), source=f"model:{result.method}",
    )


async def extract_with_model(
    model: BaseChatModel, ctx: Context, *, judgement: JudgementJSON, existing: list[str],
    summary: str, user_text: str, assistant_text: str,
) -> tuple[list[ExtractedMemory], str]:
    """A separate call from the reply: typed items, plus the method that answered."""
    result = await invoke_structured(
        model, ExtractedMemories, p.EXTRACTION_SYSTEM,
        p.EXTRACTION_USER.format(
            existing_memories=p.format_existing(existing),
            conversation_summary=summary or "暂无",
            memory_candidate=p.format_candidate(judgement), user_text=user_text,
            assistant_text=assistant_text[:ASSISTANT_CHARS],
        ),
        wire_api=ctx.wire_api, endpoint=endpoint_of(ctx), timeout=ctx.model_timeout,
    )
    items = [
        ExtractedMemory(
            memory_type=m.memory_type, content=m.content.strip(), importance=m.importance,
            confidence=m.confidence, scope=m.scope, applies_to=list(m.applies_to),
            explicit=m.explicit,
        )
        for m in result.value.memories
    ]
    return items, result.method


async def propose_memories(
    ctx: Context, *, gate: JudgementJSON | None, existing: list[str], summary: str,
    user_text: str, assistant_text: str, now: datetime | None = None, earlier: str = "",
) -> tuple[list[ExtractedMemory], list[tuple[ExtractedMemory, str]], str]:
    """Model extraction when a model is configured, else (or on failure) seed 000's rules.

    Returns (kept, rejected with why, how). The write path and `python -m bench facts`
    both propose through here, so they run one chain.
    """
    judgement = Judgement(**gate) if gate else None
    model = memory_model(ctx)
    # With a model configured, a keyword-fallback gate means the model just failed: don't
    # wait on it a second time this turn.
    if model is not None and gate and gate.get("source") != "keyword_fallback":
        try:
            items, method = await extract_with_model(
                model, ctx, judgement=gate, existing=existing, summary=summary,
                user_text=user_text, assistant_text=assistant_text,
            )
            kept, rejected = screen_model_memories(items, user_text, assistant_text)
            return kept, rejected, f"model:{method}"
        except AllMethodsFailed:
            pass  # the rules below still keep what the user plainly said
    made = extract_rule_memories(user_text, judgement, now=now, earlier=earlier)
    return made or learned_memories(user_text, judgement), [], "rules"


def prefetch_rule_notes(ctx: Context, user_text: str, now: datetime | None = None,
                        earlier: str = "") -> None:
    """Start embedding the notes the rules will propose, while the turn retrieves and replies.

    Without a model, extraction after the reply is `extract_rule_memories` of the same
    message; its notes are known now, and the write path's duplicate search and the
    memory's own vector both need their embeddings. A guess that the gate later turns
    down costs one background embedding and nothing on the turn's path.
    """
    if memory_model(ctx) is not None or not ctx.memory_enabled:
        return
    for note in extract_rule_memories(remembered_text(user_text), None, now=now,
                                      earlier=earlier):
        prefetch_embedding(ctx.embedding_model, note.content)


async def summarize_with_model(
    model: BaseChatModel, *, previous: str, conversation: str, timeout: float | None = None
) -> str:
    """Seed 002's summarizeConversation: merge new messages into the previous summary."""
    reply = await asyncio.wait_for(model.ainvoke([
        SystemMessage(p.SUMMARY_SYSTEM),
        HumanMessage(p.SUMMARY_USER.format(previous=previous or "(无历史)",
                                           conversation=conversation)),
    ]), timeout)
    text = reply.text.strip()  # content blocks (Responses API) or a plain string
    if not text:
        raise ValueError("the model returned an empty summary")
    return text[:SUMMARY_MAX_CHARS]


async def choose_topic(
    model: BaseChatModel, ctx: Context, message: str, candidates: list[TopicRecord]
) -> str | None:
    """Seed 004 §3.2: vector recall narrows the candidates, the model makes the call."""
    listing = "\n".join(
        f"- id={t.id} 名称={t.name} 领域={t.domain or '-'} 摘要={t.summary[-200:]}"
        for t in candidates
    )
    result = await invoke_structured(
        model, TopicChoice, p.TOPIC_CHOICE_SYSTEM,
        p.TOPIC_CHOICE_USER.format(message=message, candidates=listing), wire_api=ctx.wire_api,
        endpoint=endpoint_of(ctx), timeout=ctx.model_timeout,
    )
    return result.value.topic_id
