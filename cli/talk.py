"""`strata say`: one streamed turn through the whole graph (and the turn `chat` runs)."""

from __future__ import annotations

import asyncio
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from strata_layered.cli.common import fail, read_stdin_text
from strata_layered.cli.session import Session, open_session, require_models
from strata_layered.graph.context import Context
from strata_layered.graph.turns import ReplyDone, TurnDone, stream_turn
from strata_layered.memory.gate.labels import label_for
from strata_layered.memory.text.text import InvalidText, validate_user_text


async def run_turn(
    session: Session,
    conversation: str,
    payload: Any,
    *,
    context: Context | None = None,
    echo: bool = True,
    stop: asyncio.Event | None = None,
    reply_done: asyncio.Event | None = None,
) -> dict[str, Any]:
    """Run one turn, streaming reply tokens to stdout; return the final state values.

    Setting `stop` ends the reply where it is; the turn still saves it (as incomplete).
    `reply_done` is set once the reply is whole and stored (and at the latest when the
    turn ends): what follows is the memory work, which a caller need not wait for.
    """
    final: dict[str, Any] = {}
    ctx = context or session.context(conversation)
    shown = ended = gone = False

    def show(text: str) -> None:
        # A reader that left (`strata say … | head -c 20`) stops the echo, not the turn:
        # the memory work after the reply still runs, then the command ends on the pipe.
        nonlocal gone
        if gone:
            return
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
        except BrokenPipeError:
            gone = True

    try:
        async for part in stream_turn(session.graph, payload, session.config(conversation),
                                      ctx, stop=stop, mark_reply=echo):
            if isinstance(part, TurnDone):
                final = part.values
            elif isinstance(part, ReplyDone):
                if shown:  # the reply is whole: end its line now, the memory work runs behind
                    show("\n")
                    ended = True
                    if reply_done is not None:
                        reply_done.set()
                # No reply shown (the model failed): its notice comes at the turn's end.
            elif echo:
                show(part.lstrip("\n") if ended else part)
                shown, ended = True, ended and part.endswith("\n")
        if echo and not ended:
            show("\n")
    finally:
        if reply_done is not None:
            reply_done.set()
    if gone:
        raise BrokenPipeError("the reader of the reply left; the turn was kept whole")
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
    for note in final.get("memory_fallbacks") or []:
        notes.append(f"· {note}")
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


QUIET_WAIT = 0.3
"""Seconds `strata say` waits for the memory work after the reply before saying it waits."""
WAITING = ("· saving this turn's memory (at most STRATA_MEMORY_TIMEOUT={timeout:g} s); "
           "`strata chat` does this behind the prompt")

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
STOPPING = "· stopping the reply; the turn is saved before leaving"


@contextmanager
def stopping_on_signals(stop: asyncio.Event) -> Iterator[list[int]]:
    """While a turn runs, SIGINT and SIGTERM stop its reply instead of the process.

    Cancelling the turn (what asyncio.run does on Ctrl-C; SIGTERM kills outright) would
    drop whatever it had not saved yet: the end of the reply shown, the judgement of the
    message for memory, the checkpoint. Yields the signals received, in order.
    """
    loop = asyncio.get_running_loop()
    received: list[int] = []

    def on_signal(number: int) -> None:
        if not received:  # the reply ends at its next piece; say so now, on its own line
            print("\n" + STOPPING, file=sys.stderr, flush=True)
        received.append(number)
        stop.set()

    for number in STOP_SIGNALS:
        loop.add_signal_handler(number, on_signal, number)
    try:
        yield received
    finally:
        for number in STOP_SIGNALS:
            loop.remove_signal_handler(number)


async def start_turn(session: Session, conversation: str, text: str,
                     stop: asyncio.Event) -> asyncio.Task[dict[str, Any]]:
    """Start one turn and return once its reply is shown (or the turn ended without one).

    The task goes on with the turn's memory work: `say` waits for it, `chat` keeps it
    behind the prompt.
    """
    reply_done = asyncio.Event()
    task = asyncio.create_task(run_turn(session, conversation, {"user_text": text}, stop=stop,
                                        reply_done=reply_done))
    shown = asyncio.create_task(reply_done.wait())
    try:
        await asyncio.wait([task, shown], return_when=asyncio.FIRST_COMPLETED)
    finally:
        shown.cancel()
    return task


async def _reply_then_wait(session: Session, conversation: str, text: str,
                           stop: asyncio.Event, ctx: Context) -> dict[str, Any]:
    """The turn, streamed; a one-shot command then waits for its memory work, and says so."""
    task = await start_turn(session, conversation, text, stop)
    if not task.done():
        done, _ = await asyncio.wait([task], timeout=QUIET_WAIT)
        if not done:
            print(WAITING.format(timeout=ctx.memory_timeout), file=sys.stderr, flush=True)
    return await task


async def cmd_say(args: Any) -> int:
    """One turn; the reply streams to stdout, memory notes go to stderr.

    Stopped by a signal, it exits 128 + the signal's number once the turn is saved.
    """
    text = read_stdin_text() if args.text == "-" else args.text
    ctx = Context(user_id=args.user, agent_id=args.agent, conversation_id=args.conversation)
    text = validated_message(text, ctx)
    require_models(ctx)
    stop = asyncio.Event()
    async with open_session(args, recall=True) as session:
        with stopping_on_signals(stop) as received:
            final = await _reply_then_wait(session, args.conversation, text, stop, ctx)
    for note in describe_turn(final, stopped=bool(received)):
        print(note, file=sys.stderr)
    if received:
        return 128 + received[0]
    return 0 if final.get("reply") else 1
