"""Documents (seed 004 §4): upload a file the way `strata attach` does; list; delete.

The upload answers 202 once the original is kept whole; chunking, indexing and summaries
follow in the background (`status` goes from `pending` to `ready` or `failed`).
"""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime
from pathlib import PurePath
from typing import Annotated

from fastapi import APIRouter, File, Form, Path, Query, Request, Response, UploadFile

from strata_layered.graph.ingest import ingest, keep_whole, mark_failed, new_document
from strata_layered.memory.documents.chunking.base import KINDS, ContentKind
from strata_layered.memory.documents.load_limits import DocumentTooLarge, LoadLimits
from strata_layered.memory.documents.loaders import UnreadableFile, file_text
from strata_layered.memory.documents.store import (
    DocumentRecord,
    delete_document,
    find_document,
    list_documents,
    list_summaries,
    read_original,
)
from strata_layered.memory.store.conversations import ensure_conversation, save_conversation
from strata_layered.server.deps import Caller, Who, checked_id
from strata_layered.server.errors import ApiError, not_found
from strata_layered.server.memory_schemas import DocumentDetailOut, SummaryNodeOut
from strata_layered.server.paging import PAGED, Cursor, Limit, page, sort_key
from strata_layered.server.schemas import DocumentOut, ErrorOut
from strata_layered.server.views import document_out

router = APIRouter(tags=["documents"], responses={401: {"model": ErrorOut},
                                                  404: {"model": ErrorOut}})
log = logging.getLogger("strata.server")


async def _ingest(who: Who, record: DocumentRecord, text: str) -> None:
    try:
        await ingest(who.store, who.context(record.conversation), who.user, who.agent, record,
                     text)
    except Exception as error:  # noqa: BLE001 - the original stays, the record says why
        log.warning("document %s failed to ingest", record.id, exc_info=error)
        await mark_failed(who.store, who.user, who.agent, record, error)


@router.post("/documents", status_code=202,
             responses={413: {"model": ErrorOut}, 422: {"model": ErrorOut}})
async def upload(
    who: Caller, request: Request, file: Annotated[UploadFile, File(description="the file")],
    conversation: Annotated[str, Form(max_length=200)] = "default",
    title: Annotated[str | None, Form(max_length=200)] = None,
    kind: Annotated[str | None, Form(description=f"one of {', '.join(KINDS)}")] = None,
) -> DocumentOut:
    """Keep a UTF-8 text, PDF, DOCX or HTML file whole as a document of the conversation."""
    checked_id(conversation, "conversation id")
    if kind is not None and kind not in KINDS:
        raise ApiError(422, f"kind: one of {', '.join(KINDS)}")
    name = PurePath(file.filename or "upload.txt").name or "upload.txt"
    data = await file.read()
    limits = LoadLimits(max_chars=who.context().max_document_chars)
    try:
        text = await asyncio.to_thread(file_text, data, name, limits)
    except DocumentTooLarge as error:
        raise ApiError(413, f"file {error}") from error
    except UnreadableFile as error:
        raise ApiError(422, f"file {error}") from error
    now = datetime.now(UTC)
    record_conv = await ensure_conversation(
        who.store, who.user, who.agent, conversation,
        thread_id=who.served.thread_id(who.user, who.agent, conversation), now=now)
    await save_conversation(who.store, who.user, who.agent, record_conv)
    content_kind: ContentKind | None = kind  # type: ignore[assignment]  # checked above
    record = new_document(conversation=conversation, text=text, title=title or name,
                          source="file", now=now, kind=content_kind, path=name)
    await keep_whole(who.store, who.user, who.agent, record, text)
    request.app.state.runner.background(_ingest(who, record, text))
    return document_out(record)


@router.get("/documents", responses={200: PAGED})
async def documents(who: Caller, response: Response,
                    conversation: Annotated[str | None, Query(max_length=200)] = None,
                    limit: Limit = None, cursor: Cursor = None) -> list[DocumentOut]:
    """Documents of one conversation, or of all of them, oldest first."""
    if conversation is not None:
        checked_id(conversation, "conversation id")
    records = await list_documents(who.store, who.user, who.agent, conversation)
    chosen = page(records, lambda r: sort_key(r.created_at, r.id), response, limit=limit,
                  cursor=cursor, descending=False)
    return [document_out(r) for r in chosen]


DocumentId = Annotated[str, Path(min_length=1, max_length=200)]


@router.get("/documents/{document_id}")
async def document(who: Caller, document_id: DocumentId) -> DocumentDetailOut:
    """A document with its whole text and its summary tree (level 1 first)."""
    record = await find_document(who.store, who.user, who.agent, document_id)
    if record is None:
        raise not_found()
    text = await read_original(who.store, who.user, who.agent, record)
    tree = await list_summaries(who.store, who.user, who.agent, record.id)
    return DocumentDetailOut(
        **document_out(record).model_dump(), text=text,
        summary_tree=[SummaryNodeOut(level=n.level, index=n.index, first_chunk=n.first_seq,
                                     last_chunk=n.last_seq, text=n.text) for n in tree])


@router.delete("/documents/{document_id}", status_code=204)
async def delete(who: Caller, document_id: DocumentId) -> Response:
    """Delete a document: its text, chunks, summaries and index."""
    record = await find_document(who.store, who.user, who.agent, document_id)
    if record is None:
        raise not_found()
    await delete_document(who.store, who.user, who.agent, record)
    return Response(status_code=204)
