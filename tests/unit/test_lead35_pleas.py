"""A plea to remember is no part of the fact it points at (issue 24, lead35).

"I'm allergic to shellfish, so please keep that in mind for recipes." was kept as "is allergic
to shellfish, please" (the clause's "please" was cut off its plea and joined to the fact), and
我对海鲜过敏，做菜推荐的时候请记住 kept 做菜推荐的时候请记住 as a preference of its own.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("said", "kept"), [
    ("I'm allergic to shellfish, so please keep that in mind for recipes.",
     ["is allergic to shellfish"]),
    ("I'm vegan, please keep that in mind.", ["is vegan"]),
    ("我对海鲜过敏，做菜推荐的时候请记住。", ["对海鲜过敏"]),
    ("我不吃香菜，以后给我推荐餐厅的时候记得", ["不吃香菜"]),
])
async def test_the_plea_leaves_the_fact_whole(said: str, kept: list[str]) -> None:
    assert await SAID.contents([said]) == kept



@pytest.mark.parametrize("said", ["以后我难过的时候，你就陪我聊聊天就好，不用给建议",
                                  "我压力大的时候，你别催我"])
async def test_a_situation_and_what_is_asked_in_it_are_one_request(said: str) -> None:
    # split at the comma, the situation stood alone and the request was "the partner's"
    kept = await SAID.contents([said])
    assert len(kept) == 1 and "的时候" in kept[0], kept
