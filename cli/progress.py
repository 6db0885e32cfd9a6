"""Progress of a long command on stderr: live bars on a terminal, one plain line per stage else.

Stages can run at once (a document is embedded while it is summarised), so on a terminal
every stage keeps its own line and the block is redrawn in place — tqdm's formatting, not
its nested bars, which interleave when one closes before another. In a log or a pipe
there are no cursor codes: each stage prints one line when it ends ("embedding: 120/120").
"""

from __future__ import annotations

import shutil
import sys
import time
from dataclasses import dataclass, field
from typing import TextIO

from tqdm import tqdm

REDRAW_EVERY = 0.1
"""Seconds between redraws on a terminal (and at every stage's end)."""


@dataclass
class _Stage:
    started: float = field(default_factory=time.monotonic)
    done: int = 0
    total: int = 0
    ended: float | None = None


class Progress:
    """A progress callback `(stage, done, total)`; `close()` when the command ends."""

    def __init__(self, *, quiet: bool = False, stream: TextIO | None = None,
                 units: dict[str, str] | None = None) -> None:
        self.stream = stream or sys.stderr
        self.quiet = quiet
        self.live = not quiet and self.stream.isatty()
        self.units = units or {}
        self.stages: dict[str, _Stage] = {}
        self._drawn = 0
        self._last_draw = 0.0

    def __call__(self, stage: str, done: int, total: int) -> None:
        """Record a stage's progress; a stage ends when done reaches a non-zero total."""
        if self.quiet:
            return
        state = self.stages.setdefault(stage, _Stage())
        if state.ended is not None:
            return
        state.done, state.total = done, max(total, done)
        if total and done >= total:
            state.ended = time.monotonic()
            if not self.live:
                self._write(f"{stage}: {state.done}/{state.total}\n")
        if self.live:
            self._draw(force=state.ended is not None)

    def close(self) -> None:
        """Final frame on a terminal; elsewhere a line for every stage that did not end."""
        if self.quiet:
            return
        if self.live:
            self._draw(force=True)
            return
        for stage, state in self.stages.items():
            if state.ended is None:
                self._write(f"{stage}: {state.done}/{state.total or '?'} (stopped)\n")

    def _line(self, stage: str, state: _Stage, width: int) -> str:
        elapsed = (state.ended or time.monotonic()) - state.started
        return tqdm.format_meter(state.done, state.total or None, elapsed, ncols=width,
                                 prefix=stage, unit=self.units.get(stage, "it"))

    def _draw(self, *, force: bool) -> None:
        now = time.monotonic()
        if not force and now - self._last_draw < REDRAW_EVERY:
            return
        self._last_draw = now
        width = max(20, shutil.get_terminal_size().columns - 1)
        up = f"\x1b[{self._drawn}F" if self._drawn else ""  # back to the block's first line
        lines = "".join(f"\x1b[2K{self._line(s, st, width)}\n" for s, st in self.stages.items())
        self._write(up + lines)
        self._drawn = len(self.stages)

    def _write(self, text: str) -> None:
        self.stream.write(text)
        self.stream.flush()
