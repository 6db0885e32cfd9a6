"""Ordinary sentences that probe40's rows over-read (review40), through the real graph.

Written before they were run; each case failed on probe40 f4375f8 and main d915aff but the guards.
"""

from __future__ import annotations

from datetime import UTC, datetime

from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 11, 30, tzinfo=UTC))


async def test_what_is_said_of_a_pet_is_no_pets_name() -> None:
    # kin_name_lowercase_en read 'walker', 'food', 'bed' as the pet's name
    for said in ("my dog walker is sick this week", "my cat food is 30 dollars a bag now",
                 "my dog bed is ruined, he chewed it"):
        assert "pets" not in await _said.profile([said]), said
    assert "pets: dog Biscuit" in await _said.profile(["my dog biscuit is a 14 yr old lab"])


async def test_a_space_after_a_word_that_needs_the_next_is_no_comma() -> None:
    # space_as_comma_zh split the negation from its verb: 不，喜欢香菜
    assert await _said.contents(["我不 喜欢香菜"]) == ["不 喜欢香菜"]
    assert await _said.contents(["我 不 喜欢 吃 香菜"]) == ["我 不 喜欢 吃 香菜"]
    assert "职业: 药剂师" in await _said.profile(["我在医院做药剂师 天天跟药打交道"])


async def test_no_need_to_ask_is_no_boundary() -> None:
    # fronted_not_to_mention_zh read 不用问了 as 别再提: a boundary the user never set
    assert await _said.contents(["孩子的事不用问了 都挺好"]) == []
    assert await _said.contents(["昨天的事不用说了，我已经原谅你了"]) == []
    assert await _said.contents(["前夫的事就别提了"]) == ["别再提前夫的事了"]
