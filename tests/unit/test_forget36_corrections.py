"""A correction replaces what was said, and the topic follows (issue 24, forget36).

"Actually my sister lives in Denver now" kept "sister lives in Boston" beside it: a sister is
one of many, so her statements filled no single slot (memory/supersession/relative_news.py). Two
friends told apart by their names stay two. A topic whose every point a correction took back was
named "(forgotten)" ever after, though the correction was said in it.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.topics.lifetime import list_topics
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turns", "kept", "gone"), [
    (["My sister lives in Boston.", "I work as a nurse in Leeds.",
      "Actually my sister lives in Denver now."],
     ["sister lives in Denver now", "works as a nurse in Leeds"], "Boston"),
    (["我妹妹住在杭州", "我在医院当护士", "其实我妹妹现在住在成都了"],
     ["在医院当护士", "妹妹现在住在成都了"], "杭州"),
])
async def test_the_newer_value_of_a_relative_replaces_the_older(
        turns: list[str], kept: list[str], gone: str) -> None:
    assert sorted(await SAID.contents(turns)) == kept
    store = await SAID.said(turns)
    for topic in await list_topics(store, "probe", "default"):  # the topic follows
        assert gone not in topic.name + topic.summary, topic


async def test_two_friends_named_apart_stay_two() -> None:
    kept = await SAID.contents(["My friend Jess lives in Leeds.",
                                "My friend Mia lives in York now."])
    assert sorted(kept) == ["friend Jess lives in Leeds", "friend Mia lives in York now"]


async def test_a_corrected_topic_is_named_by_what_it_says_now() -> None:
    # the correction took back every point the topic had; the correction's own point came
    # after, and the topic stayed named "(forgotten)"
    store = await SAID.said(["I live in Leeds and work as a teacher.",
                             "Actually I don't live in Leeds anymore, I moved to York."])
    [topic] = await list_topics(store, "probe", "default")
    assert "York" in topic.summary and "forgotten" not in topic.name + topic.summary, topic
