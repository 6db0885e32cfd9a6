"""`strata say`, `strata chat`: one streamed turn through the whole graph."""

from __future__ import annotations

import sys
from typing import Any

from cli.common import Session, fail, open_session
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
) -> dict[str, Any]:
    """Run one turn, streaming reply tokens to stdout; return the final state values."""
    final: dict[str, Any] = {}
    ctx = context or session.context(conversation)
    async for part in stream_turn(session.graph, payload, session.config(conversation), ctx):
        if isinstance(part, TurnDone):
            final = part.values
        elif echo:
            sys.stdout.write(part)
            sys.stdout.flush()
    if echo:
        sys.stdout.write("\n")
        sys.stdout.flush()
    return final


def describe_turn(final: dict[str, Any]) -> list[str]:
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
        notes.append("· the reply broke off; the part received was saved as incomplete")
    if gate is None and final.get("carried"):
        notes.append("· no reply this turn: your message is kept and will be considered for "
                     "memory with your next one")
    for error in final.get("errors") or []:
        if not error.startswith("call_model:"):  # the notice already told the user
            notes.append(f"· contained failure: {error}")
    return notes


def _validated(text: str, ctx: Context) -> str:
    try:
        return validate_user_text(text, max_chars=ctx.max_message_chars)
    except InvalidText as error:
        raise fail(str(error)) from error


async def cmd_say(args: Any) -> int:
    """One turn; the reply streams to stdout, memory notes go to stderr."""
    text = sys.stdin.read() if args.text == "-" else args.text
    text = _validated(text, Context())
    async with open_session(args) as session:
        final = await run_turn(session, args.conversation, {"user_text": text})
    for note in describe_turn(final):
        print(note, file=sys.stderr)
    return 0 if final.get("reply") else 1


async def cmd_chat(args: Any) -> int:
    """Interactive chat; an empty line is ignored, /quit or end of input leaves."""
    async with open_session(args) as session:
        print(f"Strata chat — user {args.user}, agent {args.agent}, conversation "
              f"{args.conversation}. /quit to leave.", file=sys.stderr)
        while True:
            try:
                line = input("you> ")
            except EOFError:
                break
            if line.strip() in ("/quit", "/exit"):
                break
            if not line.strip():
                continue
            try:
                text = _validated(line, Context())
            except Exception as error:  # noqa: BLE001 - report and keep chatting
                print(f"strata: {error}", file=sys.stderr)
                continue
            sys.stdout.write("agent> ")
            final = await run_turn(session, args.conversation, {"user_text": text})
            for note in describe_turn(final):
                print(note, file=sys.stderr)
    return 0
