"""The PostgreSQL store answers a batch of gets over many namespaces as LangGraph's does."""

from __future__ import annotations

from langgraph.store.base import GetOp, PutOp
from langgraph.store.postgres import AsyncPostgresStore
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

from strata_layered.graph.backends.postgres_store import PipelinedGetsStore


async def test_a_batch_of_gets_over_many_namespaces_returns_what_one_by_one_does(
    postgres_url: str,
) -> None:
    options = {"autocommit": True, "prepare_threshold": 0, "row_factory": dict_row}
    async with AsyncConnectionPool(postgres_url, min_size=1, max_size=2, open=False,
                                   kwargs=options) as pool:
        plain = AsyncPostgresStore(pool)  # type: ignore[arg-type]
        await plain.setup()
        store = PipelinedGetsStore(pool)  # type: ignore[arg-type]
        spaces = [("messages", "lin", "bot", f"c{n}") for n in range(6)]
        await store.abatch([PutOp(ns, f"{seq:08d}", {"text": f"{ns[-1]} {seq}"})
                            for ns in spaces for seq in range(1, 4)])
        asked = [GetOp(ns, f"{seq:08d}") for ns in spaces for seq in (3, 1, 9)]
        asked += [GetOp(("messages", "someone", "else", "c0"), "00000001")]
        got = await store.abatch(asked)
        want = [await plain.aget(op.namespace, op.key) for op in asked]
        assert [None if g is None else (g.namespace, g.key, g.value) for g in got] == [
            None if w is None else (w.namespace, w.key, w.value) for w in want]
        assert sum(g is not None for g in got) == 12  # the 9th message and another's: None
        # One namespace goes the parent's way; the result is the same.
        one = await store.abatch([GetOp(spaces[0], "00000002")])
        assert one[0] is not None and one[0].value == {"text": "c0 2"}
