"""Extract long-term memories from the turn and write them.

At most 2 a turn (seed 000): the model's are screened to 2 (`memory/writing/model_screen.py`); the
rules group facts past 2 and only facts that may not share a memory go past it
(memory/gate/cap.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from langgraph.runtime import Runtime

from strata_layered.graph.context import Context
from strata_layered.graph.memory_model import model_changes, rule_changes
from strata_layered.graph.scope import contained_error, parse_time, scope_of
from strata_layered.graph.state import State, turn_with_carried
from strata_layered.memory.facts.people import names_said, with_named
from strata_layered.memory.forgetting.retraction import retract, said_of, source_text
from strata_layered.memory.gate.rules import remembered_text
from strata_layered.memory.long_term.corrections import end_with, revise_memory
from strata_layered.memory.long_term.memories import (
    EXISTING_FOR_DEDUPE,
    list_memories,
    touch_memory,
    upsert_memory,
)
from strata_layered.memory.long_term.profile import refresh_profile
from strata_layered.memory.rules.row import firing
from strata_layered.memory.store import audit
from strata_layered.memory.store.records import MemoryItem, MemorySource
from strata_layered.memory.store.write_reasons import reason_text
from strata_layered.memory.supersession.endings import said_anew
from strata_layered.memory.supersession.retimes import anew_note, anew_target
from strata_layered.memory.writing.extraction import ExtractedMemory
from strata_layered.memory.writing.spans import spans_for


async def extract_memories(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Propose memories, screen them, and upsert with de-duplication and supersession."""
    ctx = runtime.context or Context()
    writes: list[dict[str, Any]] = []
    try:
        scope = scope_of(runtime)
        now = parse_time(state.turn_at)
        earlier = state.user_text_before(state.user_message_id)
        user_text = remembered_text(turn_with_carried(state), earlier)  # no instructions kept
        changed: dict[str, MemoryItem] = {}
        # The newest memories, as the gate reads them: the messages that gave the names a
        # message may use (probe37), and a first day's plans kept (plans37); the gate's own
        # listing when it changed none (one round trip less on PostgreSQL)
        newest = state.listed_memories if state.listed_memories is not None else \
            await list_memories(scope.store, scope.user, scope.agent, status="active",
                                limit=EXISTING_FOR_DEDUPE)
        with firing() as fired:  # the rule rows extraction reads, after the gate's
            # 不对，我是下个月去 / 以前…现在在上海了 / 书法班报上了: the note it ends or moves,
            # said anew (memory/supersession/endings.py)
            again = said_anew(user_text, earlier, [m.content for m in newest])
            if state.memory_changes is not None:  # the memory call answered: no second call
                proposed, rejected, how = model_changes(state.memory_changes, state.gate,
                                                        user_text, state.reply)
            else:
                read = with_named(user_text, names_said(m.source.excerpt for m in newest))
                proposed, rejected, how = rule_changes(
                    state.gate, again.text if again else read, now=now, earlier=earlier,
                    spans=spans_for(ctx.offline_judge),
                    asked=state.reply_before(state.user_message_id))
        rules = list(dict.fromkeys([*(state.gate.get("rules", []) if state.gate else []), *fired]))
        source = MemorySource(
            conversation=scope.conversation, message_id=state.user_message_id,
            message_seq=state.user_message_seq, excerpt=user_text[:200],
        )
        for item, why in rejected:
            await audit.record_decision(
                scope.store, scope.user, scope.agent, now=now, decision="skipped",
                category=item.memory_type, reason=why, text=item.content,
                conversation=scope.conversation, message_id=state.user_message_id, source=how,
                rules=rules,
            )
        # Every active memory, only when something is proposed (a turn whose candidates
        # were all screened out reads none): the newest 50 are what duplicates are checked
        # against (seed 003); all of them, with what this turn wrote, rebuild the profile.
        # Fewer than 50 listed above were all of them (only the audit was written since).
        active = ([] if not proposed else newest if len(newest) < EXISTING_FOR_DEDUPE
                  else await list_memories(scope.store, scope.user, scope.agent,
                                           status="active"))
        current = active[:EXISTING_FOR_DEDUPE]
        by_id = {m.id: m for m in active}
        before = state.user_message_before(state.user_message_id)
        ending = {id(c): t for c, _, _ in proposed if again and state.memory_changes is None
                  and (t := anew_target(c.content, again, active, before)) is not None}
        for candidate, action, target_id in proposed:
            target = by_id.get(target_id or "")
            if target is not None and action in ("UPDATE", "SUPERSEDE"):
                result = await revise_memory(
                    scope.store, target, candidate, action=action,  # type: ignore[arg-type]
                    source=source, now=now, topic=state.topic_id,
                    embedding_model=ctx.embedding_model)
            elif target is not None and action == "NONE":
                await touch_memory(scope.store, target, now=now,
                                   conversation=scope.conversation)
                continue
            else:
                old = ending.get(id(candidate))  # the fact this one says anew, if any
                if again and old is not None:  # a job started keeps the plan's job
                    candidate = replace(candidate, content=anew_note(candidate.content, again, old))
                result = await upsert_memory(
                    scope.store, scope.user, scope.agent, candidate, source=source, now=now,
                    topic=state.topic_id, embedding_model=ctx.embedding_model,
                    existing=current)
                if old is not None:  # the fact it retells ends
                    result = await end_with(scope.store, old, result, now=now, by=how) \
                        if result.memory.id != old.id else await revise_memory(
                            scope.store, old, candidate, action="SUPERSEDE", source=source,
                            now=now, topic=state.topic_id, by=how,
                            embedding_model=ctx.embedding_model)  # said as its slot's value
            if result.action != "rejected":  # a refusal's stub is no memory
                changed |= {m.id: m for m in (result.memory, *result.superseded)}
            for old in result.superseded:  # 护士上夜班 is no topic's name after 改成白班了
                await retract(scope.store, scope.user, scope.agent, [], said_of(
                    old, await source_text(scope.store, old)), messages=False)
            writes.append({"id": result.memory.id, "action": result.action,
                           "memory_type": result.memory.memory_type,
                           "content": result.memory.content, "status": result.memory.status,
                           "reason": result.reason})
            await audit.record_decision(
                scope.store, scope.user, scope.agent, now=now,
                decision="skipped" if result.action == "rejected" else result.action,
                category=candidate.memory_type,
                reason=_reason(result.reason, candidate, how),
                text=candidate.content, conversation=scope.conversation,
                message_id=state.user_message_id, source=how, rules=rules,
            )
        if changed:
            # The global profile is rewritten from memories, never appended (seed 004 §3.4).
            after = {**{m.id: m for m in active}, **changed}
            await refresh_profile(scope.store, scope.user, scope.agent, list(after.values()),
                                  now=now, forgot=any(  # a memory this turn ended or undid
                                      m.status != "active" for m in changed.values()))
    except Exception as error:  # noqa: BLE001 - failures after the reply are contained
        return {"memory_writes": writes, "carried": [],
                "errors": [*state.errors, contained_error("extract_memories", error)]}
    # The messages carried from turns without a reply are decided now, with this one.
    return {"memory_writes": writes, "carried": []}


def _reason(written: str, candidate: ExtractedMemory, how: str) -> str:
    """Why a memory was written; a group of facts past seed 000's cap says so."""
    reason = written or reason_text("extracted", candidate.content, how=how)
    if candidate.holds > 1:
        reason += "; " + reason_text("grouped", candidate.content, n=str(candidate.holds))
    return reason
