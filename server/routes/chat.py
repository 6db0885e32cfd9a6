"""`POST /api/chat`: the body `useChat` sends (TextStreamChatTransport), the reply as plain text.

The user's message is stored before the model is called (the graph's first node); the
reply streams out piece by piece as the model writes it, with no buffering on the way, and
is stored whole at the end. A client that goes away leaves the part it was sent stored as
an incomplete reply.
"""

from __future__ import annotations

from typing import Annotated

import anyio
from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import StreamingResponse
from starlette.types import Receive, Scope, Send

from strata_layered.graph.backends.folder_health import storage_reason
from strata_layered.graph.context import Context
from strata_layered.graph.regenerate import NothingToRegenerate
from strata_layered.memory.store.conversations import get_conversation
from strata_layered.memory.store.messages import get_messages
from strata_layered.memory.text.text import InvalidText, validate_user_text
from strata_layered.server.deps import DEFAULT_AGENT, Who, caller, checked_id
from strata_layered.server.errors import ApiError, storage_failure
from strata_layered.server.schemas import ChatIn, ErrorOut

router = APIRouter(tags=["chat"])
TEXT = "text/plain; charset=utf-8"
REGENERATE = "regenerate-message"
"""The AI SDK's `trigger` when the user asks for another answer to their last message."""


class TextStream(StreamingResponse):
    """A streamed body that always watches for the client leaving, whatever the ASGI version.

    Leaving cancels the body's iterator, which tells the turn to stop where it is.
    """

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Stream the body while listening for `http.disconnect`."""
        async with anyio.create_task_group() as group:
            async def body() -> None:
                await self.stream_response(send)
                group.cancel_scope.cancel()

            group.start_soon(body)
            await self.listen_for_disconnect(receive)
            group.cancel_scope.cancel()


def turn_text(body: ChatIn) -> str:
    """The new turn: the last message, which must be the user's."""
    last = body.messages[-1]
    if last.role != "user":
        raise ApiError(422, "messages: the last message must be the user's new message")
    try:
        return validate_user_text(last.text(), max_chars=Context().max_message_chars)
    except InvalidText as error:
        raise ApiError(422, f"messages: {error}") from error


async def _unstored(who: Who, conversation: str, text: str | None, reason: str) -> ApiError:
    """507 that says truly whether the user's message was kept before the write failed.

    A regenerate (`text` None) stores no user message: only the reason is said.
    """
    if text is None:
        return storage_failure(reason)
    try:
        record = await get_conversation(who.store, who.user, who.agent, conversation)
        newest = (await get_messages(who.store, who.user, who.agent, conversation,
                                     [record.last_seq]) if record else [])
    except Exception:  # noqa: BLE001 - cannot even read: say nothing more than the reason
        return storage_failure(reason)
    if newest and newest[0].role == "user" and newest[0].content == text:
        return storage_failure(reason, "your message was kept, but no reply was written")
    return storage_failure(reason, "your message was not kept")


@router.post(
    "/chat", response_class=TextStream,
    responses={200: {"content": {TEXT: {"schema": {"type": "string"}}},
                     "description": "the reply, streamed as plain text"},
               401: {"model": ErrorOut}, 409: {"model": ErrorOut}, 413: {"model": ErrorOut},
               422: {"model": ErrorOut}, 507: {"model": ErrorOut}},
)
async def chat(body: ChatIn, request: Request, user: Annotated[str, Depends(caller)],
               agent: Annotated[str | None, Query(max_length=200)] = None) -> TextStream:
    """One turn of conversation `id`; the reply streams back as plain UTF-8 text.

    `trigger: "regenerate-message"` answers the conversation's last user message again: its
    last reply is replaced (same message, new text), no user message is stored and memory
    is not reinforced; 409 when there is no answered user message to regenerate.
    """
    agent_id = checked_id(body.agent or agent or DEFAULT_AGENT, "agent id")
    conversation = checked_id(body.id, "conversation id")
    # useChat's regenerate: the last reply is answered again, not a new user turn.
    text = None if body.trigger == REGENERATE else turn_text(body)
    who = Who(user, agent_id, await request.app.state.runtime.current())
    try:
        pieces = await request.app.state.runner.start(who, conversation, text)
    except NothingToRegenerate as error:
        raise ApiError(409, str(error)) from error
    except Exception as error:
        reason = storage_reason(error)
        if reason is None:
            raise
        raise await _unstored(who, conversation, text, reason) from error
    return TextStream(pieces, media_type=TEXT,
                      headers={"cache-control": "no-store", "x-accel-buffering": "no"})
