"""A name that is also a word: forgetting the person leaves the word (forget38, issue 24)."""

from __future__ import annotations

from datetime import datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph, everything

GRAPH = SaidGraph(datetime(2026, 12, 1, 9))




@pytest.mark.parametrize(("turns", "kept", "gone", "rewritten"), [
    (["我闺蜜小雨下个月结婚", "今天下小雨了，我没带伞", "明天小雨转晴，我打算去爬山",
      "小雨说她想要一个咖啡机", "周末我约了小雨去看电影", "忘掉小雨"],
     ["今天下小雨了", "小雨转晴"], ["小雨说", "约了小雨", "下闺蜜", "闺蜜转晴"],
     ["闺蜜说她想要一个咖啡机", "约了闺蜜去看电影"]),
    (["My friend Rose moved to Boston.",
      "The roses bloomed in my garden this week, I love gardening.",
      "Rose says she misses me.", "Rose petals make the best tea, I drink it daily.",
      "Forget Rose."],
     ["The roses bloomed", "Rose petals make the best tea"],
     ["Rose says", "friend petals", "friend Rose"], ["My friend says she misses me."]),
    # a name that is no word goes wherever it stands, as before (a use the rules cannot read
    # is still the name)
    (["我老公大伟在银行上班", "我昨天见到了大伟的同事", "忘掉大伟"], [], ["大伟"],
     ["见到了老公的同事"]),
])
async def test_only_the_persons_uses_of_the_name_are_rewritten(
        turns: list[str], kept: list[str], gone: list[str], rewritten: list[str]) -> None:
    store = await GRAPH.said(turns)
    said = await everything(store)
    for text in kept:
        assert text in said, text
    for text in gone:
        assert text not in said, text
    for text in rewritten:
        assert text in said, text
    notes = [m.content for m in await list_memories(store, "probe", "default")]
    assert not any(name in note for note in notes for name in ("小雨结婚", "friend Rose"))
