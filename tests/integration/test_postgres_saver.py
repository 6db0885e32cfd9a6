"""The PostgreSQL checkpointer: a checkpoint's blobs in one statement, read back as LangGraph's."""

from __future__ import annotations

import operator
from typing import Annotated, Any, TypedDict

from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
from langgraph.graph import START, StateGraph

from strata_layered.graph.backends.postgres_saver import FoldedBlobsSaver
from tests.support.postgres_pools import langgraph_pool


class Turn(TypedDict, total=False):
    said: Annotated[list[str], operator.add]
    note: dict[str, Any] | None
    count: int
    gone: list[str] | None


def _graph(saver: Any) -> Any:
    def first(state: Turn) -> dict[str, Any]:
        return {"said": ["hello"], "note": {"kept": ["a", "b"], "n": 1}, "gone": ["x"]}

    def second(state: Turn) -> dict[str, Any]:
        return {"said": ["again"], "count": len(state["said"]), "gone": None}

    builder = StateGraph(Turn)
    builder.add_node(first)
    builder.add_node(second)
    builder.add_edge(START, "first")
    builder.add_edge("first", "second")
    return builder.compile(checkpointer=saver)


async def test_checkpoints_written_folded_read_back_as_langgraphs_own(postgres_url: str) -> None:
    async with langgraph_pool(postgres_url) as pool:
        plain = AsyncPostgresSaver(pool)  # type: ignore[arg-type]
        await plain.setup()
        folded = FoldedBlobsSaver(pool)  # type: ignore[arg-type]
        rows: list[int] = []
        dump = folded._dump_blobs

        def counted(*args: Any) -> list[Any]:
            out = dump(*args)
            rows.append(len(out))
            return out

        folded._dump_blobs = counted  # type: ignore[method-assign]
        states = {}
        for name, saver in (("plain", plain), ("folded", folded)):
            graph = _graph(saver)
            for turn in range(2):  # a second turn: versions already kept are left alone
                await graph.ainvoke({"said": [f"{name} {turn}"]},
                                    {"configurable": {"thread_id": name}})
            # read back through LangGraph's own saver, whichever wrote it
            reader = _graph(plain)
            snapshot = await reader.aget_state({"configurable": {"thread_id": name}})
            history = [s.values async for s in reader.aget_state_history(
                {"configurable": {"thread_id": name}})]
            states[name] = (snapshot.values, history)
        assert rows and set(rows) == {1}  # every checkpoint's blobs: one row of arrays
        plain_values, plain_history = states["plain"]
        folded_values, folded_history = states["folded"]
        swap = {"plain": "folded"}

        def named(value: Any) -> Any:
            if isinstance(value, dict):
                return {k: named(v) for k, v in value.items()}
            if isinstance(value, list):
                return [named(v) for v in value]
            return " ".join(swap.get(w, w) for w in value.split()) \
                if isinstance(value, str) else value

        assert named(plain_values) == folded_values
        assert [named(h) for h in plain_history] == folded_history
        assert folded_values["said"] == ["folded 0", "hello", "again", "folded 1", "hello",
                                         "again"]
        assert folded_values["note"] == {"kept": ["a", "b"], "n": 1}
        assert folded_values["gone"] is None and folded_values["count"] == 5
