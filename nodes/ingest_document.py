"""Chunk, index and summarise this turn's long message (seed 004 §4).

`persist_user` already stored the original whole and put a stand-in in its place; this
node reads the original from the store, so the text never passes through graph state.
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import HumanMessage
from langgraph.runtime import Runtime

from strata_layered.graph.context import Context
from strata_layered.graph.ingest import ingest, mark_failed, standin
from strata_layered.graph.scope import parse_time, scope_of
from strata_layered.graph.state import State
from strata_layered.memory.documents.store import (
    find_document,
    read_original,
    replace_message_content,
)


async def ingest_document(state: State, runtime: Runtime[Context]) -> dict[str, Any]:
    """Turn the pending document into chunks, vectors and a summary; refresh the stand-in."""
    ctx = runtime.context or Context()
    scope = scope_of(runtime)
    record = await find_document(scope.store, scope.user, scope.agent, state.document_id or "")
    if record is None:
        return {"errors": [*state.errors, "ingest_document: the document was not stored"]}
    record.message_seq = state.user_message_seq
    record.updated_at = parse_time(state.turn_at)
    document = record.id

    def progress(stage: str, done: int, total: int) -> None:
        runtime.stream_writer({"document": document, "stage": stage, "done": done,
                               "total": total})

    errors = list(state.errors)
    try:
        text = await read_original(scope.store, scope.user, scope.agent, record)
        record = await ingest(scope.store, ctx, scope.user, scope.agent, record, text,
                              progress=progress)
    except Exception as error:  # noqa: BLE001 - the original is kept; the turn goes on
        record = await mark_failed(scope.store, scope.user, scope.agent, record, error)
        errors.append(f"ingest_document: {record.error}")
    content = standin(record)
    if state.user_message_seq is not None:
        await replace_message_content(scope.store, scope.user, scope.agent, scope.conversation,
                                      state.user_message_seq, content)
    update: dict[str, Any] = {"messages": [HumanMessage(content=content,
                                                        id=state.user_message_id)]}
    if errors != state.errors:
        update["errors"] = errors
    return update
