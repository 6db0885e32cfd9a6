"""`strata import`: replay a transcript through the write path, idempotently."""

from __future__ import annotations

import sys
from typing import Any

from strata_layered.cli.common import check_ids, fail, read_text_file
from strata_layered.cli.progress import Progress
from strata_layered.cli.session import Session, open_session, require_models
from strata_layered.cli.talk import run_turn
from strata_layered.graph.context import Context
from strata_layered.graph.exchanges import store_reply_alone
from strata_layered.graph.scope import parse_time
from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.transcripts import (
    TranscriptError,
    Turn,
    pair_turns,
    parse_transcript,
)


async def _seen(session: Session, turn: Turn) -> bool:
    line = turn.user or turn.assistant
    assert line is not None
    item = await session.store.aget(ns.imports(session.user, session.agent, line.conversation),
                                    line.key)
    return item is not None


async def _mark(session: Session, turn: Turn) -> None:
    for line in (turn.user, turn.assistant):
        if line is not None:
            await session.store.aput(
                ns.imports(session.user, session.agent, line.conversation), line.key,
                {"line": line.index, "role": line.role}, index=False,
            )


async def _orphan_reply(session: Session, turn: Turn) -> None:
    line = turn.assistant
    assert line is not None
    await store_reply_alone(session.graph, session.context(line.conversation),
                            session.config(line.conversation), line.content,
                            now=parse_time(line.ts))


async def cmd_import(args: Any) -> int:
    """Validate the whole file first; then replay it with a progress bar."""
    text = read_text_file(args.file, what="transcript")
    try:
        lines = parse_transcript(text, default_conversation=args.conversation)
    except TranscriptError as error:
        raise fail(f"{args.file}: {error}") from error
    check_ids(*(("conversation id", line.conversation) for line in lines))
    turns = pair_turns(lines)
    require_models(Context(user_id=args.user, agent_id=args.agent))
    added = skipped = 0
    progress = Progress(quiet=args.quiet or not turns, units={"importing": "turn"})
    async with open_session(args, recall=True) as session:
        for number, turn in enumerate(turns):
            progress("importing", number, len(turns))
            if await _seen(session, turn):
                skipped += 1
                continue
            if turn.user is None:
                await _orphan_reply(session, turn)
            else:
                payload = {
                    "user_text": turn.user.content,
                    "now": turn.user.ts,
                    "supplied_reply": turn.assistant.content if turn.assistant else "",
                }
                # Nobody is there to answer "may I remember this?": a transcript is
                # imported as the memory API stores turns (graph/exchanges.py), unasked.
                # Set after construction: a default given is read from the environment.
                ctx = session.context(turn.conversation)
                ctx.confirm_memories = False
                await run_turn(session, turn.conversation, payload, context=ctx, echo=False)
            await _mark(session, turn)
            added += 1
        progress("importing", len(turns), len(turns))
    progress.close()
    print(f"imported {added} turns from {len(lines)} lines"
          + (f"; {skipped} already imported, skipped" if skipped else ""), file=sys.stderr)
    return 0
