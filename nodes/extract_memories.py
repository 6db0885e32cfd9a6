"""Extract long-term memories from the turn and upsert them (at most 2 per turn)."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from graph.context import Context
from graph.scope import contained_error, parse_time, scope_of
from graph.state import State
from memory import audit
from memory.extraction import MAX_NEW_MEMORIES_PER_TURN, extract_rule_memories
from memory.gate import Judgement
from memory.memories import upsert_memory
from memory.records import MemorySource


async def extract_memories(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Rule extraction (seed 000 v1) steered by the gate's category; exact de-duplication."""
    ctx = runtime.context or Context()
    writes: list[dict[str, Any]] = []
    try:
        scope = scope_of(runtime)
        now = parse_time(state.turn_at)
        user_text = state.turn_text()
        judgement = Judgement(**state.gate) if state.gate else None
        source = MemorySource(
            conversation=scope.conversation, message_id=state.user_message_id,
            message_seq=state.user_message_seq, excerpt=user_text[:200],
        )
        for candidate in extract_rule_memories(user_text, judgement)[:MAX_NEW_MEMORIES_PER_TURN]:
            result = await upsert_memory(
                scope.store, scope.user, scope.agent, candidate, source=source, now=now,
                topic=state.topic_id, embedding_model=ctx.embedding_model,
            )
            writes.append({"id": result.memory.id, "action": result.action,
                           "memory_type": result.memory.memory_type,
                           "content": result.memory.content})
            await audit.record_decision(
                scope.store, scope.user, scope.agent, now=now,
                decision="skipped" if result.action == "rejected" else result.action,
                category=candidate.memory_type, reason=result.reason or "rule extraction (v1)",
                text=candidate.content, conversation=scope.conversation,
                message_id=state.user_message_id, source="rules",
            )
    except Exception as error:  # noqa: BLE001 - failures after the reply are contained
        return {"memory_writes": writes,
                "errors": [*state.errors, contained_error("extract_memories", error)]}
    return {"memory_writes": writes}
