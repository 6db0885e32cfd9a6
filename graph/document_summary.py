"""A long input's hierarchical summary (seed 004 §4).

By the model when one is configured, extractive otherwise; a failed model step falls back
to extraction for that step alone.
"""

from __future__ import annotations

import asyncio
import logging

from langchain_core.language_models import BaseChatModel

from strata_layered.graph.context import Context
from strata_layered.graph.ingest_work import Progress, off_loop
from strata_layered.graph.memory_model import memory_model
from strata_layered.graph.prompts.documents import (
    DOCUMENT_FINAL_PROMPT,
    DOCUMENT_GROUP_PROMPT,
    EXCERPT_SEPARATOR,
)
from strata_layered.memory.documents.chunking.base import Chunk
from strata_layered.memory.documents.store import DocumentRecord, SummaryRecord
from strata_layered.memory.documents.summary import (
    FINAL_CHARS,
    GROUP_SUMMARY_CHARS,
    Summarize,
    chunk_gist,
    document_outline,
    extractive_summarizer,
    extractive_summary,
    summarize_hierarchy,
)
from strata_layered.memory.text.text import has_cjk

log = logging.getLogger("strata")

MODEL_GROUP_CHARS = 12_000
EXTRACTIVE_GROUP_CHARS = 6_000
MODEL_CONCURRENCY = 4


def model_summarizer(model: BaseChatModel, outline: str, timeout: float) -> Summarize:
    """Map and reduce steps through the chat model; a failed step falls back to extraction."""
    async def summarize(texts: list[str], level: int, final: bool) -> str:
        limit = FINAL_CHARS if final else GROUP_SUMMARY_CHARS
        template = DOCUMENT_FINAL_PROMPT if final else DOCUMENT_GROUP_PROMPT
        prompt = template.format(limit=limit, outline=outline,
                                 excerpts=EXCERPT_SEPARATOR.join(texts))
        try:
            reply = await asyncio.wait_for(model.ainvoke(prompt), timeout)
            text = str(reply.content).strip()
            if text:
                return text[: limit * 2]
        except Exception as error:  # noqa: BLE001 - one failed step must not lose the summary
            log.warning("document summary step failed, extracting instead: %s", error)
        return await off_loop(extractive_summary, texts, limit)

    return summarize


async def summarize_document(
    ctx: Context, record: DocumentRecord, chunks: list[Chunk], progress: Progress | None
) -> tuple[str, str, list[SummaryRecord], int]:
    """(final summary, method, tree nodes, levels) — by the model when one is configured."""
    zh = has_cjk(record.title + "".join(c.text[:200] for c in chunks[:5]))
    outline = document_outline(record.kind, [c.meta for c in chunks], zh=zh)
    model = memory_model(ctx, timeout=ctx.model_timeout)  # long texts: the reply's patience
    if model is not None:
        summarize, method = model_summarizer(model, outline, ctx.model_timeout), "model"
        inputs, group_chars = [c.text for c in chunks], MODEL_GROUP_CHARS
    else:
        summarize, method = extractive_summarizer(run=off_loop), "extractive"
        inputs = [chunk_gist(c.text, c.meta, record.kind) for c in chunks]
        group_chars = EXTRACTIVE_GROUP_CHARS

    def report(done: int, total: int) -> None:
        if progress:
            progress("summarising", done, total)

    report(0, 1)
    tree = await summarize_hierarchy(inputs, summarize, group_chars=group_chars,
                                     concurrency=MODEL_CONCURRENCY if model else 2,
                                     progress=report)
    nodes = [SummaryRecord(document=record.id, level=n.level, index=n.index,
                           first_seq=n.first_seq, last_seq=n.last_seq, text=n.text)
             for n in tree.nodes]
    final = f"{outline}。{tree.final}" if zh else f"{outline}. {tree.final}"
    return final, method, nodes, tree.levels
