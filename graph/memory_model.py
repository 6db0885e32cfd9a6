"""Model steps of the write path: the one judge-and-extract call, summary v2, topic pick."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage
from langgraph.store.base import BaseStore

from strata_layered.graph.context import Context
from strata_layered.graph.endpoints import fault_kind, health
from strata_layered.graph.fallbacks import FALLBACKS, fallback_kind
from strata_layered.graph.models import load_chat_model, prefetch_embedding
from strata_layered.graph.prompts import memory as p
from strata_layered.graph.prompts.reply import fenced
from strata_layered.graph.providers import endpoint_url
from strata_layered.graph.schemas import MemoryDecision, TopicChoice
from strata_layered.graph.specs import model_provider
from strata_layered.graph.structured import THINK, AllMethodsFailed, invoke_structured
from strata_layered.memory.gate.answers import asked_object, restated
from strata_layered.memory.gate.judgement import Judgement, JudgementJSON
from strata_layered.memory.gate.rules import remembered_text
from strata_layered.memory.long_term.corrections import MemoryChangeJSON
from strata_layered.memory.long_term.memories import kept_as_said
from strata_layered.memory.store.coordination import coordination_for, counter_key
from strata_layered.memory.store.records import MemoryItem, TopicRecord
from strata_layered.memory.writing.extraction import (
    ExtractedMemory,
    extract_rule_memories,
    withheld_facts,
)
from strata_layered.memory.writing.model_screen import screen_model_memories
from strata_layered.memory.writing.span_drops import dropped_by_spans
from strata_layered.memory.writing.spans import (
    kept_and_ruled,
    span_memories,
    spans_for,
)

ASSISTANT_CHARS = 3000  # seed 003: assistantText.slice(0, 3000)
SUMMARY_MAX_CHARS = 800


EXISTING_IN_PROMPT = 20
"""Kept memories the memory call sees (by a short ref): the nearest to the message first."""
MODEL_SHARE = 0.85
"""Of STRATA_MEMORY_TIMEOUT, what the memory call may spend, counted from the gate's start
(the search for memories to offer, every request, retry and method): the rest is the
rules', which decide when it fails, so a timing-out endpoint costs a turn less than the
timeout in all."""


def memory_deadline(ctx: Context, started: float) -> float:
    """Seconds the memory call has left, for a gate that started at `started` (monotonic)."""
    return ctx.memory_timeout * MODEL_SHARE - (time.monotonic() - started)


def endpoint_of(ctx: Context) -> str:
    """Which endpoint and model the memory model answers on (breaker and method key)."""
    spec = ctx.memory_model or ctx.model
    url = endpoint_url(model_provider(spec)[0]) if spec != "offline" else ""
    return "|".join((spec, url, ctx.wire_api))


def memory_model(ctx: Context, *, timeout: float | None = None) -> BaseChatModel | None:
    """The model for the memory call, summary and topic pick; None offline (rules decide).

    Made without client retries and with the memory timeout: graph/structured.py retries
    by fault kind within that one deadline.
    """
    spec = ctx.memory_model or ctx.model
    if spec == "offline":
        return None
    return load_chat_model(spec, timeout=timeout or ctx.memory_timeout,
                           responses=ctx.wire_api == "responses", retries=0)


@dataclass
class Decision:
    """The one memory call's answer: seed 003's judgement and the changes it proposes."""

    judgement: Judgement
    changes: list[MemoryChangeJSON]
    requests: int


async def decide_memories(
    model: BaseChatModel, ctx: Context, *, existing: list[MemoryItem], summary: str,
    user_text: str, assistant_text: str, now: datetime | None = None,
    timeout: float | None = None,
) -> Decision:
    """Judge and extract in one structured call; kept memories are offered by short ref.

    The whole call (retries and method fallbacks included) ends within `timeout` (default
    STRATA_MEMORY_TIMEOUT). Raises AllMethodsFailed (the rules then decide). A ref the
    model invents, or one for an UPDATE / SUPERSEDE that names no offered memory, makes
    the change an ADD.
    """
    timeout = ctx.memory_timeout if timeout is None else timeout
    if timeout <= 0:
        raise AllMethodsFailed(["no time left before the memory deadline"], "timeout")
    refs = {f"m{i}": m.id for i, m in enumerate(existing[:EXISTING_IN_PROMPT], start=1)}
    shown = [(ref, m.content) for ref, m in zip(refs, existing, strict=False)]
    result = await invoke_structured(
        model, MemoryDecision, p.MEMORY_SYSTEM,
        p.memory_user(today=(now or datetime.now(UTC)).strftime("%Y-%m-%d %A"),
                      agent_name=ctx.agent_id or "未命名 Agent", existing=shown,
                      summary=summary, user_text=user_text,
                      assistant_text=assistant_text[:ASSISTANT_CHARS]),
        wire_api=ctx.wire_api, endpoint=endpoint_of(ctx), timeout=timeout,
    )
    v = result.value
    judgement = Judgement(
        should_extract=v.shouldExtract, confidence=v.confidence, category=v.category,
        stability=v.stability, importance=v.importance, reason=v.reason,
        candidate_facts=list(v.candidateFacts), source=f"model:{result.method}",
    )
    changes: list[MemoryChangeJSON] = []
    for c in v.memories:
        target = refs.get((c.target_id or "").strip().strip("[]"))
        action = c.action if target or c.action == "ADD" else "ADD"
        if action == "NONE" and target is None:
            continue
        changes.append(MemoryChangeJSON(
            action=action, target_id=target, memory_type=c.memory_type,
            content=c.content.strip(), importance=c.importance, confidence=c.confidence,
            scope=c.scope, applies_to=list(c.applies_to), explicit=c.explicit))
    return Decision(judgement, changes, result.requests)


def extracted(change: MemoryChangeJSON) -> ExtractedMemory:
    """The memory a change proposes, as extraction writes it."""
    return ExtractedMemory(
        memory_type=change["memory_type"], content=change["content"],  # type: ignore[arg-type]
        importance=change["importance"], confidence=change["confidence"],
        scope=change["scope"], applies_to=list(change["applies_to"]),  # type: ignore[arg-type]
        explicit=change["explicit"])


Proposal = tuple[ExtractedMemory, str, str | None]
"""A memory to write, its action (ADD / UPDATE / SUPERSEDE / NONE) and the memory it targets."""


def model_changes(
    changes: list[MemoryChangeJSON], gate: JudgementJSON | None, user_text: str,
    assistant_text: str,
) -> tuple[list[Proposal], list[tuple[ExtractedMemory, str]], str]:
    """The memory call's changes, screened (the user's words and language, no secrets)."""
    items = [extracted(c) for c in changes]
    kept, rejected = screen_model_memories(items, user_text, assistant_text)
    plan: list[Proposal] = [(item, c["action"], c["target_id"])
                            for item, c in zip(items, changes, strict=True)
                            if any(item is k for k in kept)]
    return plan, rejected, gate["source"] if gate else "model"


def rule_changes(
    gate: JudgementJSON | None, user_text: str, *, now: datetime | None = None,
    earlier: str = "", spans: bool = True, asked: str = "",
) -> tuple[list[Proposal], list[tuple[ExtractedMemory, str]], str]:
    """Seed 000's rule extraction: every memory an ADD (upsert finds duplicates and slots).

    With `spans` (STRATA_OFFLINE_JUDGE `both` or `learned`), the learned span selector chooses
    the kept text (memory/writing/spans.py); the rules' memories when it keeps none. `asked`:
    the assistant's message before the turn (a bare answer takes its question's object).
    """
    judgement = Judgement(**gate) if gate else None
    # An answer to the partner's question is read as the sentence it stands for, audit too.
    answer = restated(user_text, asked) if asked else None
    user_text = answer.text if answer is not None and answer.text else user_text
    made, ruled, not_whole = kept_and_ruled(user_text, judgement, now=now, earlier=earlier,
                                            spans=spans, asked=asked)
    # Nothing said as a fact is dropped without an audit entry (issue 24), by the rules,
    # the span selector, or as no whole note (a reaction, a pronoun standing for nothing).
    dropped = [*not_whole, *(dropped_by_spans(made, ruled) if made is not ruled else [])]
    withheld = withheld_facts(user_text, [*made, *(m for m, _ in dropped)], earlier=earlier,
                              now=now) if judgement else []
    withheld = [*dropped, *withheld]
    return [(m, "ADD", None) for m in made], withheld, "rules"


async def fallback_note(store: Any, error: BaseException) -> str:
    """One line for the turn's notes: why the rules decided instead of the model.

    Counted twice: in this process (`health.fallbacks`) and in the store's counters, so
    `strata where` and `GET /api/health` show every process's fallbacks.
    """
    kind = fallback_kind(error)
    with health.lock:
        health.fallbacks[kind] += 1
    if store is not None:
        try:
            await coordination_for(store).add(counter_key(FALLBACKS, kind), 1)
        except Exception:  # noqa: BLE001 - a count is not worth failing the turn's memory
            pass
    tried = getattr(error, "errors", None)
    detail = (tried[-1] if tried else str(error)).replace("\n", " ")[:120]
    return f"memory model fell back to the rules ({kind}): {detail}"


async def prefetch_rule_notes(ctx: Context, store: BaseStore, user_text: str,
                              now: datetime | None = None, earlier: str = "",
                              asked: str = "") -> None:
    """Start embedding the notes the rules will propose, while the turn retrieves and replies.

    Without a model, extraction after the reply is `extract_rule_memories` of the same
    message; its notes are known now, and the write path's duplicate search and the
    memory's own vector both need their embeddings. A guess that the gate later turns
    down costs one background embedding and nothing on the turn's path. A note already
    kept word for word is not started: its write only touches the kept memory, and
    nothing embeds it (on a long history most repeated facts are such).
    """
    if memory_model(ctx) is not None or not ctx.memory_enabled:
        return
    text = remembered_text(user_text)
    answer = restated(text, asked) if asked else None
    text = answer.text if answer is not None and answer.text else text
    notes = extract_rule_memories(text, None, now=now, earlier=earlier)
    # The span selector chooses the text kept; a bare answer (超级喜欢！) has no rule note of
    # its own and takes the object of the partner's question, as extraction reads it.
    if (notes or asked_object(asked)) and spans_for(ctx.offline_judge):
        notes = span_memories(text, None, now=now, earlier=earlier, asked=asked) or notes
    contents = [note.content for note in notes]
    try:
        kept = await kept_as_said(store, ctx.user_id, ctx.agent_id, contents)
    except Exception:  # noqa: BLE001 - a guess: embed them all, as when none is kept
        kept = set()
    for content in contents:
        if content not in kept:
            prefetch_embedding(ctx.embedding_model, content)


async def summarize_with_model(
    model: BaseChatModel, *, previous: str, conversation: str, timeout: float | None = None,
    endpoint: str | None = None,
) -> str:
    """Seed 002's summarizeConversation: merge new messages into the previous summary.

    With `endpoint`, the endpoint's breaker is asked first and told how the call went, so
    a dead endpoint is not asked for a summary on every turn either.
    """
    key = endpoint or f"anonymous:{id(model)}"
    if not health.allow(key):
        raise AllMethodsFailed(["circuit open: summary left for later"], "circuit_open")
    try:
        reply = await asyncio.wait_for(model.ainvoke([
            SystemMessage(p.SUMMARY_SYSTEM),
            HumanMessage(p.SUMMARY_USER.format(previous=previous or "(无历史)",
                                               conversation=conversation)),
        ]), timeout)
    except Exception as error:
        health.failed(key, fault_kind(error))
        raise
    health.succeeded(key)
    text = THINK.sub("", reply.text).strip()  # content blocks (Responses API) or a string
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
        p.TOPIC_CHOICE_USER.format(message=fenced(message), candidates=fenced(listing)),
        wire_api=ctx.wire_api, endpoint=endpoint_of(ctx), timeout=ctx.memory_timeout,
    )
    return result.value.topic_id
