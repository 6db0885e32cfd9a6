"""`strata say`: one streamed turn through the whole graph (and the turn `chat` runs)."""

from __future__ import annotations

import asyncio
import sys
from typing import Any

from cli.common import fail, read_stdin_text
from cli.session import Session, open_session, require_models
from graph.context import Context
from graph.turns import TurnDone, stream_turn
from memory.labels import label_for
from memory.text import InvalidText, validate_user_text


async def run_turn(
    session: Session,
    conversation: str,
    payload: Any,
    *,
    context: Context | None = None,
    echo: bool = True,
    stop: asyncio.Event | None = None,
) -> dict[str, Any]:
    """Run one turn, streaming reply tokens to stdout; return the final state values.

    Setting `stop` ends the reply where it is; the turn still saves it (as incomplete).
    """
    final: dict[str, Any] = {}
    ctx = context or session.context(conversation)
    async for part in stream_turn(session.graph, payload, session.config(conversation), ctx,
                                  stop=stop):
        if isinstance(part, TurnDone):
            final = part.values
        elif echo:
            sys.stdout.write(part)
            sys.stdout.flush()
    if echo:
        sys.stdout.write("\n")
        sys.stdout.flush()
    return final


def describe_turn(final: dict[str, Any], *, stopped: bool = False) -> list[str]:
    """Short notes on what memory did with the turn (printed on stderr)."""
    notes = []
    for write in final.get("memory_writes") or []:
        label = label_for(write["memory_type"], write["content"])
        verb = {"stored": "remembered", "updated": "already known, reinforced"}.get(
            write["action"], write["action"])
        notes.append(f"· {verb}: [{label}] {write['content']}")
    gate = final.get("gate")
    if gate and not gate.get("should_extract"):
        notes.append(f"· not remembered ({gate['category']}): {gate['reason']}")
    if final.get("reply_incomplete"):
        notes.append("· stopped: the reply so far is saved, marked incomplete" if stopped else
                     "· the reply broke off; the part received was saved as incomplete")
    if gate is None and final.get("carried"):
        notes.append("· no reply this turn: your message is kept and will be considered for "
                     "memory with your next one")
    for error in final.get("errors") or []:
        if not error.startswith("call_model:"):  # the notice already told the user
            notes.append(f"· contained failure: {error}")
    return notes


def validated_message(text: str, ctx: Context) -> str:
    """The message as it will be stored, or one line saying why it cannot be."""
    try:
        return validate_user_text(text, max_chars=ctx.max_message_chars)
    except InvalidText as error:
        raise fail(str(error)) from error


async def cmd_say(args: Any) -> int:
    """One turn; the reply streams to stdout, memory notes go to stderr."""
    text = read_stdin_text() if args.text == "-" else args.text
    ctx = Context(user_id=args.user, agent_id=args.agent, conversation_id=args.conversation)
    text = validated_message(text, ctx)
    require_models(ctx)
    async with open_session(args) as session:
        final = await run_turn(session, args.conversation, {"user_text": text})
    for note in describe_turn(final):
        print(note, file=sys.stderr)
    return 0 if final.get("reply") else 1
