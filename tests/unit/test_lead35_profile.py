"""A change said with its old state fills the profile with the new one, in either order.

现在改成白班了，之前一直上夜班 showed 职业: 护士，夜班: a single-valued slot took the value said
last, here the old one (memory/rules/slot_limits.py VALUE_PAST, read by memory/facts/slots.py).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))

CHANGED = [
    (["我是一名护士", "现在改成白班了，之前一直上夜班"], ["职业: 护士，白班"]),
    (["我是一名护士", "以前上夜班，现在改成白班了"], ["职业: 护士，白班"]),
    (["我现在住在上海，以前住在北京"], ["城市: 上海"]),
    (["I live in Paris now, I used to live in Rome"], ["city: Paris"]),
    (["I used to live in Rome, now I live in Paris"], ["city: Paris"]),
]


@pytest.mark.parametrize(("turns", "lines"), CHANGED)
async def test_the_profile_shows_the_state_now(turns: list[str], lines: list[str]) -> None:
    assert (await SAID.profile(turns)).splitlines() == lines


async def test_a_habit_is_no_past_state() -> None:
    # "I'm used to" says how the user is now, not what they left
    assert (await SAID.profile(["I'm used to the night shift, I'm a nurse"])).splitlines() == [
        "occupation: nurse, night shift"]


async def test_a_pet_planned_is_no_pet_yet() -> None:
    # 我们打算明年春天养只狗 showed 宠物: 狗 (words between 打算 and 养)
    assert await SAID.profile(["我们打算明年春天养只狗"]) == ""
    assert "宠物: 狗" in await SAID.profile(["我们去年春天养了一只狗"])


async def test_a_pets_age_is_no_age_of_the_users() -> None:
    # 我养了一只橘猫叫馒头，三岁了 kept 三岁了 alone and showed 年龄: 三
    kept = await SAID.contents(["我养了一只橘猫叫馒头，三岁了"])
    assert kept == ["养了一只橘猫叫馒头，三岁了"]
    assert "年龄" not in await SAID.profile(["我养了一只橘猫叫馒头，三岁了"])
