"""Conversations: the list, their history (newest first, by cursor), the latest turn, delete."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query, Request, Response

from strata_layered.graph import changes
from strata_layered.memory.store.audit import list_decisions
from strata_layered.memory.store.conversations import get_conversation, list_conversations
from strata_layered.memory.store.messages import get_messages, page_history
from strata_layered.memory.store.records import ConversationRecord
from strata_layered.server.deps import Caller, Who, checked_id
from strata_layered.server.errors import not_found
from strata_layered.server.paging import PAGED, Cursor, Limit, page, sort_key
from strata_layered.server.schemas import (
    AnswerIn,
    ConversationOut,
    ErrorOut,
    ForgetOut,
    MessagePage,
    TurnOut,
)
from strata_layered.server.views import iso, messages_out, turn_out

router = APIRouter(tags=["conversations"], responses={401: {"model": ErrorOut},
                                                      404: {"model": ErrorOut}})
ConversationId = Annotated[str, Path(max_length=200)]
AUDIT_WINDOW = 2000
"""Newest audit entries searched for a page's memory notes."""
PREVIEW_CHARS = 120


async def _conversation(who: Who, conversation: str) -> ConversationRecord:
    checked_id(conversation, "conversation id", status=404)
    record = await get_conversation(who.store, who.user, who.agent, conversation)
    if record is None:
        raise not_found()
    return record


@router.get("/conversations", responses={200: PAGED})
async def conversations(who: Caller, response: Response, limit: Limit = None,
                        cursor: Cursor = None) -> list[ConversationOut]:
    """The caller's conversations with this agent, most recent first."""
    records = page(await list_conversations(who.store, who.user, who.agent),
                   lambda r: sort_key(r.last_message_at or r.created_at, r.id), response,
                   limit=limit, cursor=cursor, descending=True)
    out = []
    for r in records:
        ends = await get_messages(who.store, who.user, who.agent, r.id,
                                  sorted({1, max(1, r.last_seq)}))
        out.append(ConversationOut(
            id=r.id, message_count=r.message_count, created_at=r.created_at.isoformat(),
            last_message_at=iso(r.last_message_at),
            title=ends[0].content[:PREVIEW_CHARS] if ends else None,
            last_message=ends[-1].content[:PREVIEW_CHARS] if ends else None))
    return out


@router.get("/conversations/{conversation}/messages")
async def messages(who: Caller, conversation: ConversationId,
                   before: Annotated[int | None, Query(ge=1)] = None,
                   limit: Annotated[int, Query(ge=1, le=200)] = 30) -> MessagePage:
    """Messages newest first; pass `next_cursor` as `before` for the page before."""
    record = await _conversation(who, conversation)
    page, cursor = await page_history(who.store, who.user, who.agent, record, before=before,
                                      limit=limit)
    decisions = [d for d in await list_decisions(who.store, who.user, who.agent,
                                                 limit=AUDIT_WINDOW)
                 if d.conversation == conversation]
    return MessagePage(conversation=conversation, messages=messages_out(page, decisions),
                       next_cursor=cursor)


@router.get("/conversations/{conversation}/turns/latest")
async def latest_turn(who: Caller, conversation: ConversationId, request: Request) -> TurnOut:
    """The latest turn's memory notes (kept / not kept and why) and a pending question."""
    await _conversation(who, conversation)
    await request.app.state.runner.settled(who, conversation)
    state = await who.graph.aget_state(who.config(conversation))
    return turn_out(conversation, dict(state.values or {}), state.interrupts)


@router.post("/conversations/{conversation}/answer")
async def answer(who: Caller, conversation: ConversationId, body: AnswerIn,
                 request: Request) -> TurnOut:
    """Answer "may I remember this?"; the paused turn goes on with it (404: nothing asked)."""
    await _conversation(who, conversation)
    if not await request.app.state.runner.answer(who, conversation, remember=body.remember):
        raise not_found()
    state = await who.graph.aget_state(who.config(conversation))
    return turn_out(conversation, dict(state.values or {}), state.interrupts)


@router.delete("/conversations/{conversation}")
async def delete_conversation(who: Caller, conversation: ConversationId,
                              request: Request) -> ForgetOut:
    """Forget one conversation: messages, checkpoints, documents."""
    await _conversation(who, conversation)
    await request.app.state.runner.settled(who, conversation)
    done = await changes.forget_conversation(who.graph, who.user, who.agent, conversation)
    return ForgetOut(**done)

