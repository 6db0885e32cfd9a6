""""What was not remembered" lists only what no kept memory holds (issue 24, forget36).

The span selector's entries (`span_dropped`) listed facts that were kept: 老师会教我们怎么调颜色
beside the memory 老师是一名退休的画家，会教我们怎么调颜色 (its subject said apart), and "passed
their driving test today. is so relieved" whole when only the relief was left out.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.store.audit import list_decisions
from strata_layered.memory.writing.extraction import ExtractedMemory
from strata_layered.memory.writing.span_drops import dropped_by_spans
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("said", "kept", "not_remembered"), [
    ("我的老师是一名退休的画家，他会教我们怎么调颜色。", "会教我们怎么调颜色", None),
    ("I passed my driving test today! I'm so relieved, honestly.", "passed their driving test",
     "relieved"),
])
async def test_an_entry_is_a_fact_no_kept_memory_holds(said: str, kept: str,
                                                       not_remembered: str | None) -> None:
    store = await SAID.said([said])
    assert any(kept in m.content for m in await list_memories(store, "probe", "default"))
    skipped = [d.excerpt for d in await list_decisions(store, "probe", "default")
               if d.decision == "skipped"]
    assert not any(kept in text for text in skipped), skipped
    if not_remembered is not None:  # what was left out is still an entry
        assert any(not_remembered in text for text in skipped), skipped


def _memory(text: str) -> ExtractedMemory:
    return ExtractedMemory(memory_type="important_fact", content=text, importance=3,
                           confidence=0.75)


def test_which_clauses_a_kept_memory_holds() -> None:
    kept = [_memory("My sister Anna lives in Boston"),
            _memory("同桌艾迪今天也在那里，喜欢取笑同学")]
    assert dropped_by_spans(kept, [_memory("sister lives in Boston"), _memory("同桌喜欢取笑同学")]
                            ) == []
    [(entry, _)] = dropped_by_spans(kept, [_memory("sister lives in Boston. is so happy")])
    assert entry.content == "is so happy"
    # a negation said before the rest is no subject said apart: 不喜欢 is not held by 喜欢
    [(entry, _)] = dropped_by_spans([_memory("我喜欢吃辣，不过最近胃不好")],
                                    [_memory("不喜欢吃辣")])
    assert entry.content == "不喜欢吃辣"
