"""`POST /api/turns`: store turns the app already answered; memory runs as for a chat turn.

The app keeps its own prompt and model; Strata gets the user's message and the app's reply
(or messages as mem0's `add` takes them) and runs the same gate, extraction, topics and
summaries as `POST /api/chat` does, without calling a model for the reply.
"""

from __future__ import annotations

from fastapi import APIRouter, Request

from strata_layered.graph.scope import parse_time
from strata_layered.memory.store.exchanges import Exchange, InvalidMessages, pair_messages
from strata_layered.memory.text.text import InvalidText
from strata_layered.server.deps import Caller, checked_id
from strata_layered.server.errors import ApiError
from strata_layered.server.memory_schemas import StoredTurnOut, TurnIn, TurnsOut
from strata_layered.server.routes.memories import metadata_of
from strata_layered.server.schemas import ErrorOut

router = APIRouter(tags=["turns"], responses={401: {"model": ErrorOut},
                                              413: {"model": ErrorOut},
                                              422: {"model": ErrorOut}})


def exchanges_of(body: TurnIn) -> list[Exchange]:
    """The turns the body names: `user` (+ `reply`), or `messages`; 422 otherwise."""
    if body.messages is not None and (body.user is not None or body.reply is not None):
        raise ApiError(422, "give `user` (and `reply`), or `messages`, not both")
    try:
        if body.messages is not None:
            raw = body.messages if isinstance(body.messages, str) else [
                m.model_dump() for m in body.messages]
            return pair_messages(raw)
        if body.user is None:
            raise ApiError(422, "give `user` (and `reply`), or `messages`")
        return pair_messages([{"role": "user", "content": body.user},
                              *([{"role": "assistant", "content": body.reply}]
                                if body.reply is not None else [])])
    except InvalidMessages as error:
        raise ApiError(422, str(error)) from error


@router.post("/turns")
async def add_turns(who: Caller, body: TurnIn, request: Request) -> TurnsOut:
    """Store each user message with the app's reply, in order, and say what memory did."""
    conversation = checked_id(body.conversation, "conversation id")
    exchanges = exchanges_of(body)
    labels = metadata_of(body.metadata)
    if body.at is not None:
        try:
            parse_time(body.at)
        except ValueError as error:
            raise ApiError(422, f"at: {body.at!r} is not an ISO-8601 time") from error
    try:
        done = await request.app.state.runner.store(who, conversation, exchanges,
                                                    metadata=labels, now=body.at)
    except InvalidText as error:
        raise ApiError(422, f"messages: {error}") from error
    return TurnsOut(conversation=conversation,
                    turns=[StoredTurnOut.model_validate(t) for t in done])
