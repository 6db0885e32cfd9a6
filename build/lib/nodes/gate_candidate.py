"""Candidate gate (seed 003): safety boundary → fast reject → judgement → normalisation."""

from __future__ import annotations

from typing import Any, Literal

from langgraph.runtime import Runtime

from graph.context import Context
from graph.memory_model import judge_candidate, memory_model
from graph.scope import contained_error, parse_time, scope_of
from graph.state import State
from graph.structured import AllMethodsFailed
from memory import audit
from memory.consolidation import is_persistent
from memory.gate.rules import fast_reject, keyword_fallback, normalize_judgement, safety_boundary
from memory.memories import EXISTING_FOR_DEDUPE, list_memories, touch_memory
from memory.text import normalize_memory_content


async def gate_candidate(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Decide whether this turn is worth extraction; log every skip with its reason."""
    ctx = runtime.context or Context()
    try:
        scope = scope_of(runtime)
        now = parse_time(state.turn_at)
        user_text = state.turn_text()
        existing = await list_memories(
            scope.store, scope.user, scope.agent, status="active", limit=EXISTING_FOR_DEDUPE
        )
        judgement = safety_boundary(user_text, memory_enabled=ctx.memory_enabled) or fast_reject(
            user_text, state.reply, [m.content for m in existing]
        )
        model = memory_model(ctx) if judgement is None else None
        if judgement is None and model is not None:
            try:
                judgement = await judge_candidate(
                    model, ctx, existing=[m.content for m in existing], summary=state.summary,
                    user_text=user_text, assistant_text=state.reply,
                )
            except AllMethodsFailed as failed:
                judgement = keyword_fallback(user_text)
                judgement.reason += f"（模型判断失败，关键词兜底: {failed.errors[-1][:120]}）"
        if judgement is None:
            judgement = keyword_fallback(user_text)
        judgement = normalize_judgement(judgement)
        if judgement.category == "duplicate":
            normalized = normalize_memory_content(user_text)
            for memory in existing:
                if memory.normalized == normalized:
                    await touch_memory(scope.store, memory, now=now,
                                       conversation=scope.conversation,
                                       persistent=is_persistent(user_text))
        if not judgement.should_extract:
            await audit.record_decision(
                scope.store, scope.user, scope.agent, now=now, decision="skipped",
                category=judgement.category, reason=judgement.reason, text=user_text,
                conversation=scope.conversation, message_id=state.user_message_id,
                source=judgement.source,
            )
    except Exception as error:  # noqa: BLE001 - failures after the reply are contained
        return {"gate": None, "errors": [*state.errors, contained_error("gate_candidate", error)]}
    return {"gate": judgement.to_dict()}


def route_after_gate(state: State) -> Literal["extract_memories", "refresh_summary"]:
    """Only turns the gate lets through reach extraction."""
    return "extract_memories" if state.gate and state.gate["should_extract"] else (
        "refresh_summary"
    )
