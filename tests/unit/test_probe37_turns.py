"""Issue 24 probe37: a single father's first week and a retired teacher's (own sentences).

Each test says a few turns as the user typed them through `strata say` and reads what was kept;
each failed before its fix (docs/whole-facts.md, "Round probe37").
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
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


async def test_a_liking_said_beside_the_same_city_archives_nothing() -> None:
    kept = await SAID.contents(["我和老伴住在成都。",
                                "我不喜欢吃辣，虽然住在成都，大家都觉得奇怪。"])
    # the liking's 不 read as the city's flip: 和老伴住在成都 was archived
    assert "和老伴住在成都" in kept and any("不喜欢吃辣" in memory for memory in kept)


async def test_the_same_city_said_again_alone_is_still_one_memory() -> None:
    kept = await SAID.contents(["我和老伴住在成都。", "我住在成都。"])
    assert kept == ["和老伴住在成都"]


async def test_a_spouse_of_many_years_is_family() -> None:
    profile = await SAID.profile(["我和老伴住在成都，女儿在加拿大工作，一年回来一次。"])
    # 老伴 was no one of the table: the family line showed only 女儿
    assert "老伴" in profile and "女儿" in profile and "成都" in profile


async def test_what_the_spouse_is_is_kept_as_theirs() -> None:
    store = await SAID.said(["我老伴是退休工人，以前在钢厂上班。"])
    kept = [(m.content, m.subject) for m in await list_memories(store, "probe", "default")]
    # kept nothing: 老伴 named nobody in the user's life
    assert any("老伴是退休工人" in content and subject == "spouse" for content, subject in kept)


async def test_a_hearing_with_its_date_is_kept_and_moved() -> None:
    kept = await SAID.contents([
        "I'm a single dad, my daughter Lily is 4.",
        "The custody hearing is on January 14th at 9am at the county courthouse.",
        "The hearing got moved to January 21st."])
    # the hearing kept nothing, and its move was kept with no hearing to move
    assert any("January 21st" in memory for memory in kept)
    assert not any("January 14th" in memory for memory in kept)
    store = await SAID.said(["The custody hearing is on January 14th at 9am."])
    assert [m.content for m in await list_memories(store, "probe", "default", status="active")]


@pytest.mark.parametrize(("turns", "shown", "not_shown"), [
    (["I work the night shift at a warehouse.",
      "I'm switching to the day shift starting in February so I can be home with Lily at night."],
     "schedule: night shift", "day shift"),
    (["我上夜班。", "我下个月要改成白班了。"], "班次: 夜班", "白班"),
])
async def test_a_shift_still_ahead_leaves_the_shift_held(turns: list[str], shown: str,
                                                        not_shown: str) -> None:
    profile = await SAID.profile(turns)
    # the plan archived the shift held and showed occupation: day shift two months early
    assert shown in profile and not_shown not in profile


async def test_a_shift_with_no_job_said_is_no_occupation() -> None:
    assert await SAID.profile(["我上夜班。", "我改成白班了。"]) == "班次: 白班"  # was 职业: 白班
    assert await SAID.profile(["我是护士，上夜班。"]) == "职业: 护士，夜班"


async def test_an_order_of_how_to_talk_said_to_you_drops_the_you() -> None:
    kept = await SAID.contents(["你说话简单点，别用那么多网络用语，我看不懂。"])
    assert "说话简单点" in kept and "你说话简单点" not in kept  # was kept as 你说话简单点
