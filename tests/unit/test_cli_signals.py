"""`strata say` turns SIGINT and SIGTERM into a stop of the reply, only while the turn runs."""

from __future__ import annotations

import asyncio
import os
import signal

import pytest

from strata_layered.cli.talk import STOPPING, stopping_on_signals


async def test_a_signal_sets_the_stop_and_the_handlers_go_with_the_turn(
    capsys: pytest.CaptureFixture[str],
) -> None:
    stop = asyncio.Event()
    with stopping_on_signals(stop) as received:
        os.kill(os.getpid(), signal.SIGTERM)
        await asyncio.wait_for(stop.wait(), timeout=5)
        os.kill(os.getpid(), signal.SIGINT)  # a second one is noted, not said again
        while len(received) < 2:
            await asyncio.sleep(0.01)
    assert received == [signal.SIGTERM, signal.SIGINT]
    assert capsys.readouterr().err.strip().splitlines() == [STOPPING]
    # After the turn, Ctrl-C is Python's own again: the next one interrupts as usual.
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL
