"""Ask before remembering (seed 003's later upgrade): "我可以记住这一点吗？", at most once a turn.

Off unless `confirm_memories` (STRATA_CONFIRM_MEMORIES) is set; then a candidate the gate let
through that is high-importance or borderline pauses the graph with an interrupt carrying
its candidate facts, and `Command(resume=True | False)` answers it. Nothing is written
before the question, so the node can run again on resume.
"""

from __future__ import annotations

from typing import Any, Literal

from langgraph.runtime import Runtime
from langgraph.types import interrupt
from typing_extensions import TypedDict

from strata_layered.graph.context import Context
from strata_layered.graph.late_take_backs import Late, applied, notes_for, state_values
from strata_layered.graph.scope import contained_error, parse_time, scope_of
from strata_layered.graph.state import State
from strata_layered.memory.forgetting.take_back_notes import covered
from strata_layered.memory.gate.judgement import JudgementJSON
from strata_layered.memory.store import audit

ASK_FROM_IMPORTANCE = 4
ASK_BELOW_CONFIDENCE = 0.75
QUESTION_ZH = "我可以记住这一点吗？"
QUESTION_EN = "May I remember this?"
DECLINED_REASON = "用户选择不记住 (the user said no)"
TAKEN_BACK_REASON = "问过之后已撤回 (taken back before the answer: not remembered)"
YES_WORDS = frozenset({"yes", "y", "true", "1", "ok", "是", "好", "可以", "记住"})


class MemoryQuestion(TypedDict):
    """The interrupt's payload: what the graph would remember, and why it asks."""

    question: str
    question_en: str
    facts: list[str]
    category: str
    importance: int
    confidence: float
    reason: str


def needs_asking(gate: JudgementJSON) -> bool:
    """High-importance (≥ 4) or borderline (confidence < 0.75) candidates are asked about."""
    return gate["importance"] >= ASK_FROM_IMPORTANCE or gate["confidence"] < ASK_BELOW_CONFIDENCE


def question_for(gate: JudgementJSON, user_text: str) -> MemoryQuestion:
    """The question shown to the user, with the candidate facts it is about."""
    return MemoryQuestion(
        question=QUESTION_ZH, question_en=QUESTION_EN,
        facts=list(gate["candidate_facts"]) or [user_text[:120]], category=gate["category"],
        importance=gate["importance"], confidence=gate["confidence"], reason=gate["reason"])


def is_yes(answer: object) -> bool:
    """True, {"remember": true} or a yes word; anything else is no."""
    if isinstance(answer, dict):
        answer = answer.get("remember")
    if isinstance(answer, bool):
        return answer
    return isinstance(answer, str) and answer.strip().lower() in YES_WORDS


async def confirm_memory(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Pass through, or ask once and go on with the user's answer.

    What the user took back elsewhere while the question waited (another conversation's
    request to forget, a delete, forget-everything) is applied on resume: a yes to a fact
    taken back stores nothing, and the window and summaries lose it (late_take_backs.py).
    """
    ctx = runtime.context or Context()
    gate = state.gate
    if not ctx.confirm_memories or gate is None or not needs_asking(gate):
        return {"memory_declined": False}
    question = question_for(gate, state.turn_text())
    yes = is_yes(interrupt(question))
    late: dict[str, Any] = {}
    taken = False
    try:
        scope = scope_of(runtime)
        notes, waits = await notes_for(scope.store, scope.user, scope.agent, scope.thread_id,
                                       state.take_back_epoch)
        if notes:
            late = {**applied(state_values(state), Late(notes, waits)), "prune_history": True}
        taken = covered(notes, waits, question["facts"])
        if yes and not taken:
            return {**late, "memory_declined": False}
        reason = TAKEN_BACK_REASON if yes else DECLINED_REASON
        await audit.record_decision(  # a fact taken back: the reason, not its words
            scope.store, scope.user, scope.agent, now=parse_time(state.turn_at),
            decision="skipped", category=gate["category"], reason=reason,
            text="" if taken else state.turn_text(), conversation=scope.conversation,
            message_id=state.user_message_id, source="user")
    except Exception as error:  # noqa: BLE001 - failures after the reply are contained
        late["errors"] = [*state.errors, contained_error("confirm_memory", error)]
        if yes and not taken:
            return {**late, "memory_declined": False}
    reason = TAKEN_BACK_REASON if yes else DECLINED_REASON
    declined: JudgementJSON = {**gate, "should_extract": False, "reason": reason,
                               "candidate_facts": [] if taken else gate["candidate_facts"]}
    return {**late, "memory_declined": True, "gate": declined, "carried": []}


def route_after_confirm_memory(state: State) -> Literal["extract_memories", "refresh_summary"]:
    """A declined candidate is not extracted; the rest of the turn goes on."""
    return "refresh_summary" if state.memory_declined else "extract_memories"
