"""What a forget still left (forget39): the forget turn's older checkpoints under a bare run."""

from __future__ import annotations

import pickle
from pathlib import Path
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore
from langgraph.types import Durability

from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from tests.support.at_rest import files_holding

SAID = [("c1", "我老公大伟在银行上班"), ("c1", "大伟周末喜欢钓鱼"),
        ("c2", "My friend Priya's wedding is in May."), ("c2", "Priya says she misses me."),
        ("c1", "忘掉大伟"), ("c2", "Forget Priya.")]


async def _say_bare(graph: Any, said: list[tuple[str, str]], durability: Durability) -> None:
    """Each turn as a notebook or `langgraph dev` runs it: `ainvoke`, nobody prunes after."""
    for conversation, text in said:
        ctx = Context(user_id="lin", conversation_id=conversation, model="offline")
        config: Any = {"configurable": {"thread_id": f"lin-{conversation}"}}
        await graph.ainvoke({"user_text": text}, config, context=ctx, durability=durability)


@pytest.mark.parametrize("durability", ["exit", "async", "sync"])
async def test_a_bare_run_leaves_no_checkpoint_holding_a_name_forgotten_in_it(
        tmp_path: Path, durability: Durability) -> None:
    """The forget turn's own run drops the checkpoints before it (SQLite checkpoint file)."""
    data = tmp_path / "data"
    async with open_backend(data, kind="sqlite") as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        await _say_bare(graph, SAID[:4], durability)
        assert files_holding(data, "大伟") and files_holding(data, "Priya")
        await _say_bare(graph, SAID[4:], durability)
        state = await graph.aget_state({"configurable": {"thread_id": "lin-c1"}})
        window = " ".join(str(m.content) for m in state.values["messages"])
        assert "老公周末喜欢钓鱼" in window and "大伟" not in window
        await backend.settle()
    for name in ("大伟", "Priya"):
        assert files_holding(data, name) == [], name


async def test_the_in_memory_saver_of_the_dev_server_keeps_no_forgotten_name(
        tmp_path: Path) -> None:
    """`langgraph dev`'s saver is an InMemorySaver run "async", its dicts pickled to files."""
    saver = InMemorySaver()
    graph = build_graph(checkpointer=saver, store=InMemoryStore())
    await _say_bare(graph, SAID, "async")
    dump = tmp_path / "checkpoints.pckl"
    dump.write_bytes(pickle.dumps((dict(saver.storage), dict(saver.writes), dict(saver.blobs))))
    assert files_holding(tmp_path, "大伟") == [] and files_holding(tmp_path, "Priya") == []
    history = [c async for c in graph.aget_state_history({"configurable":
                                                          {"thread_id": "lin-c1"}})]
    assert "老公周末喜欢钓鱼" in str(history[0].values["messages"])
    assert not [c for c in history if "大伟" in str(c.values)]  # Studio's time travel too

