"""Issue 24 probe37: a single father's first week and a retired teacher's (own sentences).

Each test says a few turns as the user typed them through `strata say` and reads what was kept;
each failed before its fix (docs/whole-facts.md, "Round probe37").
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 7, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turns", "kept"), [
    (["Hi, I'm Marcus. My daughter Lily is 4.", "I work nights at a warehouse.",
      "Lily is allergic to peanuts and eggs, she carries an EpiPen."], "allergic to peanuts"),
    (["我家有只猫叫豆豆，是只橘猫，今年五岁了。", "我老伴喜欢钓鱼。",
      "豆豆最近不爱吃东西，明天带它去宠物医院看看。"], "不爱吃东西"),
])
async def test_a_name_given_turns_before_is_still_whose_it_was(turns: list[str],
                                                               kept: str) -> None:
    # only the turn just before was read for the names it gave: kept nothing
    assert any(kept in memory for memory in await SAID.contents(turns))


async def test_a_name_never_given_stays_nobodys() -> None:
    kept = await SAID.contents(["I work nights at a warehouse.",
                                "Lily is allergic to peanuts and eggs."])
    assert not any("peanuts" in memory for memory in kept)


async def test_a_childs_allergy_is_no_allergy_of_the_parent() -> None:
    profile = await SAID.profile([
        "Hi, I'm Marcus. My daughter Lily is 4.",
        "Turns out Lily is also allergic to cats, we found out at my sister's place."])
    # the daughter's allergy showed as the father's: allergies: cat
    assert "daughter Lily" in profile and "allerg" not in profile


async def test_the_users_own_allergy_still_fills_the_profile() -> None:
    profile = await SAID.profile(["My daughter Lily is 4.", "Turns out I'm allergic to cats."])
    assert "allergies: cat" in profile
