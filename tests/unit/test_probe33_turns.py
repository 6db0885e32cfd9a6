"""Round probe33 (issue 24): what imported development histories kept wrongly, said anew.

Each case is a turn through the real offline graph (tests/support/said_graph.py); the rows
that fix them name the history they came from.
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.memories import list_memories
from tests.support.said_graph import SaidGraph

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


async def _kept(turns: list[str]) -> list[tuple[str, str]]:
    store = await SaidGraph(START).said(turns)
    return [(m.memory_type, m.content)
            for m in await list_memories(store, "probe", "default", status="active")]


async def test_a_whether_question_is_no_boundary() -> None:
    # MemoryBank 李雪 (development): 要不要 holds seed 003's 不要 and was kept as a boundary.
    kept = await _kept(["最近我在思考将来要不要换一份工作，感觉很迷茫。"])
    assert kept and all(kind != "boundary" for kind, _ in kept), kept
    assert any("换一份工作" in content for _, content in kept), kept
    refused = await _kept(["不要再催我结婚了。"])
    assert [kind for kind, _ in refused] == ["boundary"], refused
