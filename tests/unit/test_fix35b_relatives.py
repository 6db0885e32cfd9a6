"""A new user's family, said around their names, ages, jobs and towns (issue 24 fix35b probe).

A relative introduced with the user's 有 / have lent the user their job and town (我有个弟弟在深圳
做程序员 showed 职业: 程序员, 单位: 深圳); a sister's baby joined the user's family line; names
after a colon were left off it; a city one works in was shown as the employer (在深圳做程序员).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize("turn", ["我有个弟弟在深圳做程序员", "我有个姐姐在北京当律师",
                                  "I have a friend who works at Google",
                                  "I have a brother who lives in Paris"])
async def test_someone_the_user_has_lends_them_no_job_or_town(turn: str) -> None:
    profile = await SAID.profile([turn])
    assert not any(line.split(":")[0] in ("职业", "单位", "城市", "occupation", "workplace", "city")
                   for line in profile.splitlines()), profile


async def test_the_users_own_job_beside_a_relatives_stays() -> None:
    assert "职业: 护士" in (await SAID.profile(["我是护士，有个弟弟在深圳做程序员"])).splitlines()


async def test_a_relatives_children_are_not_the_users_family() -> None:
    assert "家庭" not in await SAID.profile(["我姐姐刚生了个宝宝"])
    assert "家庭: 老公" in (await SAID.profile(["我老公是厨师"])).splitlines()


async def test_names_after_a_colon_join_the_family_line() -> None:
    assert "family: three kids Tom, Ben and Lucy" in (await SAID.profile(
        ["I have three kids: Tom, Ben and Lucy."])).splitlines()


@pytest.mark.parametrize(("turn", "lines"), [
    # 深圳 is where, not whom, they work for: their city (whose37), no 单位
    ("我在深圳做程序员", ["城市: 深圳", "职业: 程序员"]),
    ("我在腾讯做程序员", ["职业: 程序员", "单位: 腾讯"]),
])
async def test_a_city_worked_in_is_no_employer(turn: str, lines: list[str]) -> None:
    assert (await SAID.profile([turn])).splitlines() == lines


async def test_the_wife_said_with_the_user_is_their_family() -> None:
    assert "family: wife Sarah" in (await SAID.profile(
        ["My wife Sarah and I have been married for 12 years."])).splitlines()
