"""A name the turn before gave a relative, said again as something else (review35).

After "My husband Mark is a chef", `with_named` read every clause opening with "Mark" as the
husband's: "Mark Twain is my favourite author" became the husband's fact, and after "My brother
is called Will" the user's own "Will you remember that I hate onions?" was kept as
"brother, hates onions". Row name_used_elsewhere (memory/rules/names_given.py) leaves them.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))

ELSEWHERE = [
    (["My husband Mark is a chef.", "Mark Twain is my favourite author."], "Twain"),
    (["My brother is called Will.", "Will you remember that I hate onions?"], "onions"),
    (["My daughter is named Paris.", "Paris is where I want to live someday."], "live someday"),
    (["我女儿名叫欢欢，今年五岁", "欢欢喜喜过大年是我最喜欢的"], "过大年"),
]


@pytest.mark.parametrize(("turns", "said"), ELSEWHERE)
async def test_a_name_used_as_something_else_is_no_relatives_fact(
        turns: list[str], said: str) -> None:
    store = await SAID.said(turns)
    kept = await list_memories(store, "probe", "default", status="active")
    found = [m for m in kept if said in m.content]
    assert found, [m.content for m in kept]
    assert found[0].subject not in ("husband", "brother", "daughter"), found[0].content
    assert not any(w in found[0].content for w in ("husband", "brother", "daughter", "女儿")), \
        found[0].content


async def test_the_relative_said_by_name_is_still_theirs() -> None:
    store = await SAID.said(["My brother is called Will.", "Will got a new job in Boston."])
    kept = await list_memories(store, "probe", "default", status="active")
    assert any(m.subject == "brother" and "Boston" in m.content for m in kept), \
        [(m.content, m.subject) for m in kept]
