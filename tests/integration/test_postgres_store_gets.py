"""The PostgreSQL store answers a batch of gets over many namespaces as LangGraph's does."""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.store.base import GetOp, ListNamespacesOp, PutOp, SearchOp
from psycopg import AsyncCursor

from tests.support.postgres_pools import langgraph_and_pipelined


def _count_statements(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The statements sent from now on (their first words)."""
    sent: list[str] = []
    execute = AsyncCursor.execute

    async def counted(self: Any, query: Any, *args: Any, **kwargs: Any) -> Any:
        sent.append(" ".join(str(query).split())[:40])
        return await execute(self, query, *args, **kwargs)

    monkeypatch.setattr(AsyncCursor, "execute", counted)
    return sent


async def test_a_batch_of_gets_over_many_namespaces_returns_what_one_by_one_does(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    async with langgraph_and_pipelined(postgres_url) as (plain, store):
        spaces = [("messages", "lin", "bot", f"c{n}") for n in range(6)]
        await store.abatch([PutOp(ns, f"{seq:08d}", {"text": f"{ns[-1]} {seq}"})
                            for ns in spaces for seq in range(1, 4)])
        asked = [GetOp(ns, f"{seq:08d}") for ns in spaces for seq in (3, 1, 9)]
        asked += [GetOp(("messages", "someone", "else", "c0"), "00000001")]
        sent = _count_statements(monkeypatch)
        got = await store.abatch(asked)
        assert len(sent) == 1, sent  # seven namespaces, one statement
        want = [await plain.aget(op.namespace, op.key) for op in asked]
        assert [None if g is None else (g.namespace, g.key, g.value) for g in got] == [
            None if w is None else (w.namespace, w.key, w.value) for w in want]
        assert sum(g is not None for g in got) == 12  # the 9th message and another's: None
        # One namespace goes the parent's way; the result is the same.
        one = await store.abatch([GetOp(spaces[0], "00000002")])
        assert one[0] is not None and one[0].value == {"text": "c0 2"}


async def test_a_batch_of_gets_searches_listings_and_puts_answers_as_langgraphs_store(
    postgres_url: str,
) -> None:
    """Reads queued on one pipeline give what the parent's one-by-one reads give.

    The puts of the batch still come after its reads (a get of a key put in the same
    batch sees the value before it).
    """
    async with langgraph_and_pipelined(postgres_url) as (plain, store):
        mems, topics = ("strata", "lin", "bot", "memories"), ("strata", "lin", "bot", "topics")
        await store.abatch([PutOp(mems, f"m{n}", {"status": "active" if n % 2 else "old",
                                                   "n": n}) for n in range(5)]
                           + [PutOp(topics, "t1", {"name": "work"})])
        asked = [GetOp(topics, "t1"), SearchOp(mems, filter={"status": "active"}, limit=10),
                 SearchOp(mems, limit=2), ListNamespacesOp(match_conditions=None, limit=10),
                 GetOp(mems, "m4"), PutOp(topics, "t1", {"name": "home"})]
        got = await store.abatch(asked)
        assert got[0] is not None and got[0].value == {"name": "work"}  # read before the put
        assert sorted(i.value["n"] for i in got[1]) == [1, 3]
        assert len(got[2]) == 2
        assert sorted(got[3]) == [mems, topics]
        assert got[4] is not None and got[4].value["n"] == 4
        after = await plain.aget(topics, "t1")
        assert after is not None and after.value == {"name": "home"}
        # the same reads through LangGraph's own store
        want = await plain.abatch(asked[1:5])
        assert [sorted(i.key for i in got[1]), len(got[2]), sorted(got[3]), got[4].value] == [
            sorted(i.key for i in want[0]), len(want[1]), sorted(want[2]), want[3].value]
