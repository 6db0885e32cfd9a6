"""A word-name on no list: forgetting the person leaves the word (forget39, issue 24)."""

from __future__ import annotations

from datetime import datetime

import pytest

from tests.support.said_graph import SaidGraph
from tests.unit.test_forget38_names import everything

GRAPH = SaidGraph(datetime(2026, 12, 1, 9))


@pytest.mark.parametrize(("turns", "kept", "gone"), [
    (["我闺蜜晴晴下个月结婚", "今天天晴晴的，我打算去爬山", "晴晴说她想要一个咖啡机",
      "我觉得晴晴人很好", "忘掉晴晴"],
     ["天晴晴的", "闺蜜说她想要一个咖啡机", "我觉得闺蜜人很好"], ["晴晴说", "天闺蜜", "得晴晴"]),
    (["我闺蜜白云下个月结婚", "天上飘着一朵白云，真好看", "白云说她想要一个咖啡机", "忘掉白云"],
     ["一朵白云", "闺蜜说她想要一个咖啡机"], ["白云说", "一朵闺蜜"]),
    (["My friend Brook moved to Boston.", "Brook trout are biting today, so I went fishing.",
      "Brook says she misses me.", "Forget Brook."],
     ["Brook trout are biting", "My friend says she misses me."],
     ["Brook says", "friend trout", "friend Brook"]),
])
async def test_a_word_name_on_no_list_is_kept_where_it_is_the_word(
        turns: list[str], kept: list[str], gone: list[str]) -> None:
    said = await everything(await GRAPH.said(turns))
    for text in kept:
        assert text in said, text
    for text in gone:
        assert text not in said, text
