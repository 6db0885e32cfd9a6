"""Turns of `strata chat` whose reply is shown and whose memory work goes on behind the prompt.

The reply is the user's; the gate, extraction and summaries after it need not hold the
prompt. A turn's notes are shown when its memory work ends (above the prompt on a
terminal). Turns of one conversation still run one at a time (the turn lock), so the next
turn starts once the memory work before it is done; leaving waits for what is left, with
one progress line, so nothing is lost on exit.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from typing import Any

from strata_layered.cli.talk import describe_turn
from strata_layered.graph.backends.folder_health import storage_reason

Show = Callable[[list[str]], None]
"""Prints note lines where the user sees them (stderr; above the prompt on a terminal)."""


class TurnsBehind:
    """The chat's turns still running after their reply, and who shows their notes."""

    def __init__(self, show: Show) -> None:
        self.show = show
        self._running: set[asyncio.Task[dict[str, Any]]] = set()

    def __len__(self) -> int:
        return len(self._running)

    def keep(self, task: asyncio.Task[dict[str, Any]], stopped: bool) -> None:
        """Let `task` finish behind the prompt; its notes are shown when it does."""
        self._running.add(task)

        def done(finished: asyncio.Task[dict[str, Any]]) -> None:
            self._running.discard(finished)
            self.show(turn_notes(finished, stopped))

        task.add_done_callback(done)

    async def settle(self, progress: str | None = None, *, quiet_for: float = 0.0) -> None:
        """Wait until every turn behind has finished (and shown its notes).

        `progress` is printed first, unless they finish within `quiet_for` seconds.
        """
        if self._running and quiet_for > 0:
            await asyncio.wait(self._running, timeout=quiet_for)
            await asyncio.sleep(0)
        if not self._running:
            return
        if progress:
            print(progress.format(n=len(self._running)), file=sys.stderr, flush=True)
        await asyncio.gather(*self._running, return_exceptions=True)
        await asyncio.sleep(0)  # the done callbacks (their notes) run before we go on


def turn_notes(task: asyncio.Task[dict[str, Any]], stopped: bool) -> list[str]:
    """The notes of a finished turn, or the one line of what failed it."""
    if task.cancelled():
        return ["· this turn's memory work was cancelled"]
    error = task.exception()
    if error is not None:
        return [f"strata: {storage_reason(error) or error}"]
    return describe_turn(task.result(), stopped=stopped)


def print_notes(lines: list[str]) -> None:
    """Note lines on stderr (piped chat, no prompt to keep)."""
    for line in lines:
        print(line, file=sys.stderr, flush=True)
