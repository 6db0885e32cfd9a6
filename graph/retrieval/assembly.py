"""Gather candidates from every layer and build the context: shared by nodes and the CLI.

`strata context` calls exactly what the graph calls, so its preview is the prompt.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from langchain_core.messages import AnyMessage

from strata_layered.graph.context import Context
from strata_layered.graph.indexing import backfill
from strata_layered.graph.offline import is_standin_text
from strata_layered.graph.prompts.reply import render_messages
from strata_layered.graph.retrieval.documents import document_items, gather_documents
from strata_layered.graph.retrieval.history import (
    live_context,
    recall_history,
    unsaid,
    window_reads,
    window_times,
)
from strata_layered.graph.retrieval.history_items import (
    history_items,
    message_in_scope,
    summary_factor,
)
from strata_layered.graph.retrieval.memories import search_memories_in_context
from strata_layered.graph.retrieval.topic_layer import (
    INTERACTION_TYPES,
    gather_topic_layer,
    memory_in_scope,
    topic_layer_items,
)
from strata_layered.graph.retrieval.types import (
    MemoryCandidate,
    Retrieved,
    TopicLayer,
    TopicSummary,
    nothing_retrieved,
)
from strata_layered.memory.context.boundaries import (
    left_out,
    mentions,
    summary_without,
    unmentionable,
)
from strata_layered.memory.context.context_builder import (
    BuiltContext,
    ContextItem,
    build_context,
    section_items,
)
from strata_layered.memory.context.plan_dates import as_of
from strata_layered.memory.context.scoring import WEIGHTS, memory_score, query_kind
from strata_layered.memory.context.summary import summary_for_prompt
from strata_layered.memory.facts.people import SOMEONE, USER, whose
from strata_layered.memory.gate.labels import label_for
from strata_layered.memory.history.index import index_for
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.store.conversations import get_agent, persona_of
from strata_layered.memory.store.records import MemoryItem, TopicRecord
from strata_layered.memory.text.text import normalize_memory_content
from strata_layered.memory.text.tokens import token_counter_for
from strata_layered.memory.topics.forgetting import says_nothing
from strata_layered.memory.topics.lifetime import get_topic

MEMORY_CANDIDATES = 20
SUMMARY_SCORE = 0.7
SUMMARY_V2_SCORE = 0.75
TOPIC_SUMMARY_SCORE = 0.65
STRONG_MATCH = 0.6
"""Recalled relevance at which an old message crosses topic isolation."""


def _memory_json(item: MemoryItem, score: float | None, now: datetime) -> MemoryCandidate:
    # a job's start already come reads "was to start" (memory/context/plan_dates.py; stored as said)
    return {
        "id": item.id, "content": as_of(item.content, item.created_at, now),
        "memory_type": item.memory_type,
        "scope": item.scope, "importance": item.importance, "confidence": item.confidence,
        "updated_at": item.updated_at.isoformat(), "similarity": score,
        "conversation": item.source.conversation, "message_id": item.source.message_id,
    }


async def gather_layers(
    store: Any, ctx: Context, *, query: str, message_id: str | None = None,
    now: datetime | None = None, window_ids: Sequence[str] = (), budget: int | None = None,
) -> Retrieved:
    """Every layer that does not depend on the topic, concurrently.

    Persona, memories, old messages, documents. The graph runs this beside topic routing
    (both wait for the message's vector; the reads and lexical searches fill that wait).

    `message_id` is this turn's stored message: never recalled as its own history.
    `window_ids` are the recent window's messages: the user's live ones (minutes old)
    also steer the memory search. `budget` sizes how much history is recalled.
    Topic isolation is applied later, by `with_topic`, once the topic is known.
    """
    now = now or datetime.now(UTC)
    ids, times = [str(i) for i in window_ids], None
    if index_for(store).waits_on_network:
        # One round trip for the window, in a thread: routing beside this goes on meanwhile.
        await backfill(store, ctx)  # what recall adds first (once a process) is seen by both
        context, times = await asyncio.to_thread(window_reads, store, ctx, ids, now)
    else:
        context = live_context(store, ctx, ids, now)
    # Every layer at once: the turn waits for the slowest read, not for their sum.
    agent, found, recalled, documents, boundaries = await asyncio.gather(
        get_agent(store, ctx.user_id, ctx.agent_id),
        search_memories_in_context(store, ctx.user_id, ctx.agent_id, query, context=context,
                                   limit=MEMORY_CANDIDATES, model=ctx.embedding_model, now=now),
        recall_history(store, ctx, query=query, now=now, budget=budget,
                       exclude=[message_id] if message_id else []),
        gather_documents(store, ctx, query=query),
        list_memories(store, ctx.user_id, ctx.agent_id, status="active", memory_type="boundary"),
    )
    # [beyond] 别再提我前任: what a boundary names, and its person's memories, stay out.
    things = unmentionable(m.content for m in boundaries)
    if things:
        # Whose memories go is read from every memory (男朋友叫阿杰 says 阿杰 is the
        # boyfriend), needed only when a memory found is someone else's: else the found
        # ones say all there is to leave out, and the turn lists nothing more.
        others = {whose(m.subject, m.content) for m, _ in found} - {USER, SOMEONE}
        pool = await list_memories(store, ctx.user_id, ctx.agent_id, status="active") \
            if others else [m for m, _ in found]
        out, _ = left_out(pool, things)
        found = [(m, s) for m, s in found if m.id not in out]
        recalled = [r for r in recalled if not mentions(r["content"], things)]
    return {**nothing_retrieved(persona_of(agent)),
            "memories": [_memory_json(m, s, now) for m, s in found if m.scope != "constraint"],
            "recalled": recalled,
            "window_times": window_times(store, ctx, ids) if times is None else times,
            "documents": documents, "unmentionable": things}


async def topic_and_layer(
    store: Any, ctx: Context, *, query: str, topic_id: str | None, now: datetime | None = None,
    routed: TopicRecord | None = None,
) -> tuple[TopicSummary | None, TopicLayer]:
    """The routed topic and its layer: profile, constraints, related topics.

    `routed`: the record routing wrote this run, when it is the topic asked for (not read
    again: the record and its counter are a round trip on PostgreSQL).
    """
    topic = routed if routed is not None and routed.id == topic_id else await get_topic(
        store, ctx.user_id, ctx.agent_id, topic_id) if topic_id else None
    topic_json: TopicSummary | None = None if topic is None else {
        "id": topic.id, "name": topic.name, "summary": topic.summary, "domain": topic.domain}
    return topic_json, await gather_topic_layer(store, ctx, topic=topic_json, query=query,
                                                now=now, current=topic)


def with_topic(retrieved: Retrieved, topic: TopicSummary | None, layer: TopicLayer) -> Retrieved:
    """`retrieved` with the topic's layer and its isolation (seed 004 §3.1).

    Memories and old messages of unrelated domains are left out.
    """
    allowed = layer["allowed_domains"]
    # 前夫的事就别提了: a topic's summary says no part that names it (probe40)
    things = retrieved.get("unmentionable", [])
    if things and topic is not None:
        topic = {**topic, "summary": summary_without(topic["summary"], things)}
    if things:
        layer = {**layer, "related_topics": [{**t, "summary": summary_without(t["summary"], things)}
                                             for t in layer["related_topics"]]}
    return {
        **retrieved, "topic": topic, "layer": layer,
        "memories": [m for m in retrieved["memories"] if memory_in_scope(m, allowed)],
        # Old messages are walled off like memories, except for a strong match: what the
        # user asks about directly is never walled off.
        "recalled": [r for r in retrieved["recalled"] if r["relevance"] >= STRONG_MATCH
                     or message_in_scope(r["content"], allowed)],
    }


async def gather(
    store: Any, ctx: Context, *, query: str, topic_id: str | None,
    message_id: str | None = None, now: datetime | None = None, window_ids: Sequence[str] = (),
    budget: int | None = None,
) -> Retrieved:
    """Every layer's candidates for a message already routed to `topic_id`, concurrently."""
    now = now or datetime.now(UTC)
    layers, (topic, layer) = await asyncio.gather(
        gather_layers(store, ctx, query=query, message_id=message_id, now=now,
                      window_ids=window_ids, budget=budget),
        topic_and_layer(store, ctx, query=query, topic_id=topic_id, now=now))
    return with_topic(layers, topic, layer)


def repeats(memory: str, message: str) -> bool:
    """Whether a memory only repeats (part of) the message it came from."""
    norm = normalize_memory_content
    return bool(memory.strip()) and norm(memory) in norm(message)


def assemble(
    retrieved: Retrieved,
    ctx: Context,
    *,
    query: str,
    recent: list[AnyMessage],
    summary: str,
    conversation: str,
    summary_v2: str = "",
    now: datetime,
    new_topic: bool,
    budget: int | None = None,
) -> BuiltContext:
    """Score every candidate and cut to the budget, in the fixed prompt order."""
    kind = query_kind(query, new_topic=new_topic)
    weights = WEIGHTS[kind]
    # Offline stand-ins are never quoted back (a window checkpointed before they were kept
    # out of it may still hold some).
    recent = [m for m in recent if not (m.type == "ai" and is_standin_text(str(m.content)))]
    summary = summary_for_prompt(summary, [str(m.content) for m in recent])
    items: list[ContextItem] = topic_layer_items(retrieved["layer"], weights, now)
    # Old messages recalled for this query, by id (the live window is left alone).
    window = {str(m.id) for m in recent}
    said = {r["message_id"]: r["content"] for r in retrieved["recalled"]
            if r["message_id"] not in window}
    merged: dict[str, tuple[float, str]] = {}
    for m in retrieved["memories"]:
        constraint = m["scope"] == "constraint"
        score = memory_score(
            similarity=m["similarity"], importance=m["importance"],
            confidence=m["confidence"], updated_at=datetime.fromisoformat(m["updated_at"]),
            now=now, weights=weights, constraint=constraint,
        )
        source = said.get(m["message_id"] or "")
        if (not constraint and m["memory_type"] not in INTERACTION_TYPES
                and source is not None and repeats(m["content"], source)):
            # A fact that is its old source message verbatim: keep one copy, the dated one.
            # How to talk to the user (boundaries, style, goals) keeps its memory framing.
            if score > merged.get(m["message_id"] or "", (0.0, ""))[0]:
                merged[m["message_id"] or ""] = (score, m["id"])
            continue
        items.append(ContextItem(
            section="constraints" if constraint else "memories",
            text=f"[{label_for(m['memory_type'], m['content'])}] {m['content']}",
            score=score,
            source={"kind": "memory", "memory_id": m["id"], "conversation": m["conversation"],
                    "message_id": m["message_id"]},
        ))
    if summary_v2:
        items.append(ContextItem(section="summary", text=summary_v2,
                                 score=SUMMARY_V2_SCORE * summary_factor(kind),
                                 source={"kind": "conversation_summary_v2",
                                         "conversation": conversation}))
    if summary:
        items.append(ContextItem(section="summary", text=summary,
                                 score=SUMMARY_SCORE * summary_factor(kind),
                                 source={"kind": "conversation_summary",
                                         "conversation": conversation}))
    topic = retrieved["topic"]
    if topic and topic.get("summary") and not says_nothing(topic["summary"]):
        items.append(ContextItem(section="summary", text=f"[{topic['name']}] {topic['summary']}",
                                 score=TOPIC_SUMMARY_SCORE * summary_factor(kind),
                                 source={"kind": "topic_summary", "topic": topic["id"]}))
    items += history_items(retrieved["recalled"], recent, ctx,
                           conversation=conversation, now=now, kind=kind, weights=weights,
                           written=retrieved["window_times"], merged=merged)
    items += document_items(retrieved["documents"], weights)
    return build_context(
        persona=retrieved["persona"], user_input=query, candidates=items,
        budget=budget or ctx.prompt_budget(), count=token_counter_for(ctx.model_name()),
        render=render_messages,
    )


async def assemble_said(retrieved: Retrieved, store: Any, ctx: Context, **options: Any
                        ) -> BuiltContext:
    """`assemble`, with every old message it quotes checked against the log first.

    Recall offers up to 160 messages and the budget quotes a few: only those are read
    back from the store (`unsaid`). One that is gone is dropped and the context is built
    again without it, until everything quoted has been checked.
    """
    checked: set[str] = set()
    while True:
        built = assemble(retrieved, ctx, **options)
        quoted = {str(i["source"].get("message_id"))
                  for i in section_items(built, "recalled_history")}
        ask = [r for r in retrieved["recalled"]
               if r["message_id"] in quoted and r["message_id"] not in checked]
        if not ask:
            return built
        checked.update(r["message_id"] for r in ask)
        gone = await unsaid(store, ctx, ask)
        if not gone:
            return built
        retrieved = {**retrieved,
                     "recalled": [r for r in retrieved["recalled"] if r["message_id"] not in gone]}
