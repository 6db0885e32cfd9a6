"""The history index under a byte budget: least recently used scopes out, reloaded on use."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

from strata_layered.memory.history.index import HistoryIndex
from strata_layered.memory.history.rows import Mark, Row, SqliteRows
from strata_layered.memory.history.scope import HistoryEntry
from strata_layered.memory.text.bm25 import tokenize

T0 = datetime(2024, 3, 1, 9, 0, tzinfo=UTC)


def _entries(n: int, word: str) -> list[HistoryEntry]:
    return [HistoryEntry(conversation="c", seq=i, message_id=f"{word}{i}", role="user",
                         created_at=T0 + timedelta(minutes=i), content=f"{word} number {i}")
            for i in range(1, n + 1)]


def _fill(index: HistoryIndex, users: list[str], n: int = 50) -> None:
    for user in users:
        index.add(user, "bot", _entries(n, user), [[1.0, 0.0, 0.0, 0.0]] * n, model="m")


def test_scopes_past_the_budget_are_evicted_oldest_first_and_reloaded_on_use() -> None:
    one = HistoryIndex()
    _fill(one, ["alice"])
    per_scope = one.usage().used
    assert per_scope > 0
    index = HistoryIndex(budget=int(per_scope * 2.5))
    _fill(index, ["alice", "bob", "carol"])
    usage = index.usage()
    assert usage.scopes == 2 and usage.used <= index.budget and usage.evictions == 1
    # alice, the least recently used, was dropped; she is found again from the table.
    assert [e.message_id for e, _ in index.lexical("alice", "bot", tokenize("alice 7"),
                                                    limit=1)] == ["alice7"]
    assert len(index.dense("alice", "bot", [1.0, 0.0, 0.0, 0.0], model="m", limit=60)) == 50
    after = index.usage()
    assert after.loads == usage.loads + 1 and after.scopes == 2 and after.used <= index.budget
    assert index.size("bob", "bot") == 50  # bob, now the oldest, went out and came back


def test_forgetting_gives_back_the_bytes() -> None:
    index = HistoryIndex()
    _fill(index, ["alice", "bob"])
    held = index.usage().used
    index.forget("alice")
    assert 0 < index.usage().used < held and index.usage().scopes == 1
    assert index.size("alice", "bot") == 0


class _SlowRows(SqliteRows):
    """Rows whose load of one user waits until the test lets it go."""

    def __init__(self, slow_user: str) -> None:
        super().__init__()
        self.slow_user, self.entered, self.release = slow_user, threading.Event(), threading.Event()

    def load(self, user: str, agent: str, mark: Mark | None) -> tuple[list[Row], Mark, bool]:
        if user == self.slow_user and mark is None:
            self.entered.set()
            assert self.release.wait(10)
        return super().load(user, agent, mark)


def test_one_users_load_does_not_hold_up_another_users_search() -> None:
    rows = _SlowRows("alice")
    index = HistoryIndex(rows)
    rows.insert("alice", "bot", [("c", 1, "a1", "user", T0.isoformat(), "tea", None, None)])
    _fill(index, ["bob"])
    loading = threading.Thread(target=index.size, args=("alice", "bot"))
    loading.start()
    try:
        assert rows.entered.wait(10)
        # alice's first load is stuck; bob is answered meanwhile (one lock per process hung here).
        assert index.size("bob", "bot") == 50
        assert loading.is_alive()
    finally:
        rows.release.set()
        loading.join(10)
    assert index.size("alice", "bot") == 1
