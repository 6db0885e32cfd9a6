"""What a serving process keeps per user or conversation stays bounded as users come and go.

A worker serves many users; a table with one entry per user or conversation it ever served
grows without end. Each such table either lets an entry go when nobody uses it (weak
references: locks) or keeps only the latest (an LRU): a held lock is never dropped.
"""

from __future__ import annotations

import asyncio
import gc
import threading
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Any

import pytest
from langgraph.store.memory import InMemoryStore

from strata_layered.graph import indexing
from strata_layered.graph.context import Context
from strata_layered.memory.history.index import HistoryIndex
from strata_layered.memory.history.scope import HistoryEntry
from strata_layered.server.turn_runner import TurnRunner

T0 = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)


def _entries(n: int, word: str) -> list[HistoryEntry]:
    return [HistoryEntry(conversation="c", seq=i, message_id=f"{word}{i}", role="user",
                         created_at=T0 + timedelta(minutes=i), content=f"{word} number {i}")
            for i in range(1, n + 1)]


def _locks(index: HistoryIndex) -> dict[tuple[str, str], Any]:
    gc.collect()
    return dict(index._cache._scope_locks)  # noqa: SLF001 - the table under test


def test_history_scope_locks_go_when_nobody_holds_them() -> None:
    index = HistoryIndex()
    for n in range(200):
        index.add(f"user{n}", "bot", _entries(2, f"w{n}"), [[1.0, 0.0]] * 2, model="m")
        assert index.size(f"user{n}", "bot") == 2
    assert _locks(index) == {}  # 200 users served, no lock kept
    assert index.usage().scopes == 200  # the scopes themselves are the budget's business


def test_a_held_history_lock_is_the_one_every_caller_gets() -> None:
    index = HistoryIndex()
    index.add("alice", "bot", _entries(3, "alice"), [[1.0, 0.0]] * 3, model="m")
    held = index._cache.held("alice", "bot")  # noqa: SLF001
    with held:
        assert _locks(index) == {("alice", "bot"): held}
        assert index._cache.held("alice", "bot") is held  # noqa: SLF001
        other: list[int] = []
        waiter = threading.Thread(target=lambda: other.append(index.size("alice", "bot")))
        waiter.start()
        waiter.join(timeout=0.2)
        assert waiter.is_alive() and other == []  # waits for the lock held here
    waiter.join(timeout=5)
    assert other == [3]
    del held
    assert _locks(index) == {}


def test_eviction_and_forgetting_reach_scopes_whose_lock_is_gone() -> None:
    one = HistoryIndex()
    one.add("alice", "bot", _entries(20, "alice"), [[1.0, 0.0]] * 20, model="m")
    index = HistoryIndex(budget=int(one.usage().used * 2.5))
    for user in ("alice", "bob", "carol"):
        index.add(user, "bot", _entries(20, user), [[1.0, 0.0]] * 20, model="m")
    assert _locks(index) == {}
    usage = index.usage()
    assert usage.scopes == 2 and usage.evictions == 1 and usage.used <= index.budget
    index.forget("carol")  # loaded, no lock alive: still dropped and deleted
    assert index.usage().scopes == 1 and index.size("carol", "bot") == 0
    assert index.size("alice", "bot") == 20  # evicted earlier, reloaded from the table


def _who(user: str) -> Any:
    return SimpleNamespace(user=user, agent="default")


def test_turn_runner_keeps_no_lock_per_conversation_served() -> None:
    async def run() -> None:
        runner = TurnRunner()
        for n in range(300):
            async with runner._lock(_who(f"u{n}"), f"c{n}"):  # noqa: SLF001 - as a turn holds it
                pass
            await runner.settled(_who(f"u{n}"), f"c{n}")
        gc.collect()
        assert len(runner._locks) == 0  # noqa: SLF001

        # A held lock stays, and every caller gets that one: settled waits for the turn.
        lock = runner._lock(_who("alice"), "c")  # noqa: SLF001
        await lock.acquire()
        gc.collect()
        assert runner._lock(_who("alice"), "c") is lock  # noqa: SLF001
        waiting = asyncio.create_task(runner.settled(_who("alice"), "c"))
        user_waiting = asyncio.create_task(runner.settled_user("alice"))
        await asyncio.sleep(0.05)
        assert not waiting.done() and not user_waiting.done()
        lock.release()
        await asyncio.wait_for(asyncio.gather(waiting, user_waiting), timeout=5)
        del lock
        gc.collect()
        assert len(runner._locks) == 0  # noqa: SLF001

    asyncio.run(run())


def test_backfill_checks_are_kept_for_the_latest_users_only(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(indexing, "CHECKED_KEPT", 3)
    monkeypatch.setattr(indexing, "_checked", type(indexing._checked)())  # noqa: SLF001
    store = InMemoryStore()

    async def run() -> list[int]:
        added = []
        for n in range(5):
            added.append(await indexing.backfill(store, Context(user_id=f"u{n}")))
        # The latest are remembered (no second check); the first was let go: checked again.
        assert await indexing.backfill(store, Context(user_id="u4")) == 0
        return added

    assert asyncio.run(run()) == [0] * 5
    keys = list(indexing._checked)  # noqa: SLF001
    assert [k[1] for k in keys] == ["u2", "u3", "u4"]
