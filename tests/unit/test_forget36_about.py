"""A request to forget everything said about a thing (issue 24, forget36).

"Forget what I said about my job." forgot nothing (no row read "what I said about …" as
naming what to forget), and 删掉关于我前任的事 was kept as a memory beside the ex it asked to
delete. Every note of the thing goes whole, the other facts stay, and the request is no
memory.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.topics.lifetime import list_topics
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turns", "kept", "gone"), [
    (["I work as a nurse at St Mary's.", "I love hiking on weekends.",
      "Forget what I said about my job."], ["loves hiking on weekends"], "nurse"),
    (["我前任叫小李，我们去年分手了", "我喜欢喝乌龙茶", "删掉关于我前任的事"],
     ["喜欢喝乌龙茶"], "小李"),
])
async def test_everything_said_about_it_goes(turns: list[str], kept: list[str],
                                             gone: str) -> None:
    assert await SAID.contents(turns) == kept
    store = await SAID.said(turns)
    for topic in await list_topics(store, "probe", "default"):
        assert gone not in topic.name + topic.summary, topic


async def test_a_question_about_it_is_no_request() -> None:
    kept = await SAID.contents(["我前任叫小李", "我想聊聊关于我前任的事"])
    assert any("小李" in m for m in kept), kept
