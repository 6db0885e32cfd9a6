"""Type by kind (round type36): hobbies, values and longings through the real graph.

Sentences written for this test (not labelled rows). The labelling guide (bench/data/README.md
item 7) calls likes, habits, hobbies and values preferences and everything factual about the
user's life important facts. Each example was kept with the other type before the rows of
memory/rules/habit_types.py; each non-example is a near sentence that keeps its type.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from langgraph.store.memory import InMemoryStore

from strata_layered.memory.gate.facts import read_message
from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))

KINDS: dict[str, tuple[str, tuple[str, ...], tuple[str, ...]]] = {
    # kind: (type, examples, non-examples of the same shape keeping the other type)
    "what the user holds dear, said of others": (
        "preference",
        ("My friends and family are my rocks.", "我的家人是我的精神支柱。",
         "My mom knows how much I care about painting.", "他知道我很在乎画画。",
         "Reading is like therapy for me."),
        ("My sister is my roommate.", "我的家人都在成都。")),
    "a pastime said of a recent period": (
        "preference",
        ("我最近闲暇时间都在看书。",),
        ("我最近工作很忙。", "我最近在准备考研。")),
    "a thing longed for, thought of every day": (
        "important_fact",
        ("I think about that new bike every day.", "我每天都在想那辆自行车。"),
        ("I practise the piano every day.", "我每天都会弹琴来放松。")),
}


async def _types(text: str) -> set[str]:
    """The types of the active memories one sentence leaves, said alone by a new user."""
    store: InMemoryStore = await SAID.said([text])
    return {m.memory_type for m in await list_memories(store, "probe", "default",
                                                       status="active")}


@pytest.mark.parametrize("kind", sorted(KINDS))
async def test_each_kind_takes_its_type_through_the_graph(kind: str) -> None:
    want, examples, non_examples = KINDS[kind]
    other = "important_fact" if want == "preference" else "preference"
    for text in examples:
        assert await _types(text) == {want}, (kind, text)
    for text in non_examples:
        assert await _types(text) == {other}, (kind, text)


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_the_rules_read_the_same_type(kind: str) -> None:
    want, examples, _ = KINDS[kind]
    for text in examples:
        categories = {f.category for f in read_message(text).facts}
        assert categories == {want}, (kind, text, categories)
