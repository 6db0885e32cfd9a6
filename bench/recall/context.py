"""Contexts for benchmark questions: Strata's and the baselines', at each token budget.

Every method goes through the same context builder with the same persona, question,
renderer and exact token count, so a budget means the same prompt size for all.
Baselines retrieve over raw turns and fill greedily by rank: recency only (newest
turns), BM25 over turns, dense over turns, and their reciprocal-rank fusion; full
history is every turn with no budget. Evidence is counted by provenance: a turn is
recalled when the context holds an item whose source is that message — a recent or
recalled message, or a memory whose source message it is. Summaries name no message
and count for nothing. Beside it, evidence is counted by its words (`words_found`): a
turn counts when at least WORDS_SHARE of its content terms (memory.text.bm25.tokenize: Latin
stems without stop words, CJK bigrams and characters) appear in one item of the context —
one quoted span, whatever its provenance: a memory that paraphrases the turn ("likes
hiking") does not count for "what did she do last weekend?", the quoted turn does.
In the companion layout a question comes from a new conversation: it is routed to a
topic as a turn would be, with no window and no summary of its own.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from bench.recall.datasets import Probe
from bench.recall.replay import Replayed
from strata_layered.graph.models import load_embeddings
from strata_layered.graph.prompts.reply import render_messages
from strata_layered.graph.retrieval.assembly import assemble, gather
from strata_layered.graph.retrieval.history_items import speaker
from strata_layered.memory.context.context_builder import BuiltContext, ContextItem, build_context
from strata_layered.memory.context.fusion import reciprocal_rank_fusion
from strata_layered.memory.history.index import HistoryEntry, index_for
from strata_layered.memory.history.recall import render_recalled
from strata_layered.memory.store.conversations import DEFAULT_PERSONA
from strata_layered.memory.text.bm25 import tokenize
from strata_layered.memory.text.tokens import TokenCounter, token_counter_for
from strata_layered.memory.topics.routing import peek_topic

BUDGETS = (512, 1024, 2048, 4096)
BASELINES = ("recency", "bm25", "dense", "hybrid_rrf")
TIMED_BUDGET = 2048
CANDIDATES = 400
UNBOUNDED = 10**9
QUESTION_CONVERSATION = "question"
"""The new conversation a question is asked from in the companion layout (never written)."""


@lru_cache(maxsize=4)
def cached_counter(model: str) -> TokenCounter:
    """The exact counter, memoised per text (baselines re-count the same turns often)."""
    return lru_cache(maxsize=200_000)(token_counter_for(model))


def evidence_found(context: BuiltContext, refs: dict[str, str]) -> set[str]:
    """Dataset refs of every message the context holds, directly or as a memory's source."""
    found = set()
    for section in context["sections"]:
        for item in section["items"]:
            source = item.get("source") or {}
            if source.get("kind") in ("message", "memory"):
                ref = refs.get(str(source.get("message_id")))
                if ref:
                    found.add(ref)
    return found


WORDS_SHARE = 0.8
"""Share of an evidence turn's content terms that must sit in one context item."""


def words_found(context: BuiltContext, texts: dict[str, str], wanted: set[str]) -> set[str]:
    """Refs of `wanted` turns whose content terms (≥ WORDS_SHARE) are in one context item.

    A turn without content terms (a greeting) counts when its text is in an item as is.
    """
    items = [(item["text"], set(tokenize(item["text"])))
             for section in context["sections"] for item in section["items"]]
    found = set()
    for ref in wanted:
        text = texts.get(ref)
        if text is None:
            continue
        terms = set(tokenize(text))
        for item_text, item_terms in items:
            if (len(terms & item_terms) >= WORDS_SHARE * len(terms) if terms
                    else text.strip() in item_text):
                found.add(ref)
                break
    return found


def recall_of(probe: Probe, found: set[str]) -> float:
    """Share of the probe's evidence groups with at least one ref in the context."""
    return sum(1 for group in probe.evidence if group & found) / len(probe.evidence)


def _build(question: str, items: list[ContextItem], budget: int, count: TokenCounter
           ) -> BuiltContext:
    return build_context(persona=DEFAULT_PERSONA, user_input=question, candidates=items,
                         budget=budget, count=count, render=render_messages)


def _ranked_items(entries: list[HistoryEntry], replayed: Replayed) -> list[ContextItem]:
    """Turns in rank order as recalled-history items, scored so rank order is kept."""
    return [ContextItem(section="recalled_history",
                        text=render_recalled(e, speaker(e.role, replayed.ctx)),
                        score=1.0 / (1 + rank),
                        source={"kind": "message", "message_id": e.message_id,
                                "created_at": e.created_at.isoformat()})
            for rank, e in enumerate(entries)]


def baseline_rankings(replayed: Replayed, question: str, vector: list[float]
                      ) -> dict[str, list[HistoryEntry]]:
    """Each retriever's order over the raw turns."""
    ctx, index = replayed.ctx, index_for(replayed.store)
    user, agent = ctx.user_id, ctx.agent_id
    lexical = [e for e, _ in index.lexical(user, agent, tokenize(question), limit=CANDIDATES)]
    dense = [e for e, _ in index.dense(user, agent, vector, model=ctx.embedding_model,
                                       limit=CANDIDATES)]
    key: Callable[[HistoryEntry], tuple[str, int]] = lambda e: (e.conversation, e.seq)  # noqa: E731
    by_key = {key(e): e for e in [*lexical, *dense]}
    fused = reciprocal_rank_fusion([[key(e) for e in lexical], [key(e) for e in dense]])
    hybrid = [by_key[k] for k, _ in sorted(fused.items(), key=lambda kv: -kv[1])]
    return {"bm25": lexical, "dense": dense, "hybrid_rrf": hybrid[:CANDIDATES]}


def recency_items(entries: list[HistoryEntry]) -> list[ContextItem]:
    """The newest turns, newest scored highest, as a chat app without memory sends them."""
    n = len(entries)
    return [ContextItem(section="recent_messages", text=e.content, role=e.role,
                        score=(i + 1) / n, source={"kind": "message", "message_id": e.message_id})
            for i, e in enumerate(entries)]


async def evaluate_probe(
    replayed: Replayed, probe: Probe, budgets: tuple[int, ...]
) -> tuple[list[dict[str, Any]], float]:
    """Rows (method, budget, recall, tokens) for one question, and Strata's build time."""
    ctx, store = replayed.ctx, replayed.store
    count = cached_counter(ctx.model_name())
    # As in a turn, the message was embedded when it was stored: time the build only.
    vector = load_embeddings(ctx.embedding_model).embed_query(probe.question)
    rows: list[dict[str, Any]] = []

    wanted = set().union(*probe.evidence)

    def row(method: str, budget: int | str, context: BuiltContext) -> None:
        rows.append({"method": method, "budget": budget, "category": probe.category,
                     "recall": recall_of(probe, evidence_found(context, replayed.refs)),
                     "words": recall_of(probe, words_found(context, replayed.texts, wanted)),
                     "tokens": context["total_tokens"]})

    started = time.perf_counter()
    topic_id, new_topic, conversation = None, False, ctx.conversation_id or ""
    if replayed.layout == "companion":
        # A new conversation, as the graph's turn (and `strata context`) has it: the topic
        # the question routes to, no window, no summary.
        topic_id, new_topic = await peek_topic(store, ctx.user_id, ctx.agent_id,
                                               probe.question, threshold=ctx.topic_threshold,
                                               model=ctx.embedding_model,
                                               router=ctx.topic_router)
        conversation = QUESTION_CONVERSATION
    retrieved = await gather(store, ctx, query=probe.question, topic_id=topic_id, now=probe.now,
                             window_ids=[str(m.id) for m in replayed.recent],
                             budget=max(budgets))
    contexts = {}
    for budget in sorted(budgets, key=lambda b: b != TIMED_BUDGET):
        contexts[budget] = assemble(retrieved, ctx, query=probe.question,
                                    recent=replayed.recent, summary=replayed.summary,
                                    conversation=conversation, now=probe.now,
                                    new_topic=new_topic, budget=budget)
        if budget == TIMED_BUDGET or len(contexts) == 1:
            build_ms = (time.perf_counter() - started) * 1000
    for budget in budgets:
        row("strata", budget, contexts[budget])
    rankings = baseline_rankings(replayed, probe.question, vector)
    newest = recency_items(replayed.entries[-CANDIDATES:])
    for budget in budgets:
        row("recency", budget, _build(probe.question, newest, budget, count))
        for name, order in rankings.items():
            row(name, budget, _build(probe.question, _ranked_items(order, replayed), budget,
                                     count))
    whole = _ranked_items(replayed.entries, replayed)
    row("full_history", "all", _build(probe.question, whole, UNBOUNDED, count))
    return rows, build_ms


def percentile(values: list[float], q: int) -> float:
    """The q-th percentile (inclusive method), 0 for no values."""
    if len(values) < 2:
        return values[0] if values else 0.0
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]
