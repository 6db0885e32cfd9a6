"""Issue 24 fix36b: what probe36 and fix36 left (docs/whole-facts.md, "Round fix36b").

Each test says the turns as a user would through the real graph; each failed before its fix.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 1, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turns", "lines"), [
    (["I work at a bank in Leeds.",
      "I got the job! I start as a data analyst at the hospital in January 2027.",
      "First day at the hospital, my manager Priya seems nice."],
     ("occupation: data analyst", "workplace: hospital")),
    (["我在一家广告公司上班。", "我拿到offer了，2027年1月去一家新能源车企做产品经理。"],
     ("职业: 产品经理", "单位: 新能源车企")),
])
async def test_a_new_job_taken_reaches_the_profile(turns: list[str],
                                                   lines: tuple[str, str]) -> None:
    # the profile had no job at all after the offer (probe36's two weeks), 单位 the old one
    profile = (await SAID.profile(turns)).splitlines()
    assert all(line in profile for line in lines), profile


async def test_the_offer_is_kept_with_the_job_it_got() -> None:
    # once the job filled a slot, 拿到offer了 was kept alone beside it
    kept = await SAID.contents(["我拿到offer了，2027年1月去一家新能源车企做产品经理。"])
    assert kept == ["拿到offer了，2027年1月去一家新能源车企做产品经理"], kept


@pytest.mark.parametrize("turns", [
    ["My sister starts as a nurse next month."], ["我妈下个月去一家医院当护士。"],
    ["我想去一家医院当护士。"],
])
async def test_a_job_someone_else_takes_or_wished_is_not_the_users(turns: list[str]) -> None:
    profile = await SAID.profile(turns)
    assert "nurse" not in profile.lower() and "护士" not in profile, profile


@pytest.mark.parametrize(("said", "line", "hers"), [
    ("我姐在深圳当老师，我在广州", "城市: 广州", "姐姐在深圳当老师"),
    ("My sister teaches in Denver and I'm in Boston.", "city: Boston", "sister teaches in Denver"),
])
async def test_the_users_own_place_after_a_relatives_is_the_users(said: str, line: str,
                                                                   hers: str) -> None:
    # 我在广州 was kept inside the sister's note, and neither twin showed the user's city
    assert line in (await SAID.profile([said])).splitlines()
    assert hers in await SAID.contents([said])


@pytest.mark.parametrize("said", ["我在广州出差", "I'm in Paris this week", "我在老家"])
async def test_a_place_the_user_is_passing_through_is_no_city(said: str) -> None:
    assert "城市" not in (profile := await SAID.profile([said])) and "city" not in profile, profile


@pytest.mark.parametrize("said", ["我现在不想听建议，你就陪我聊聊天吧",
                                  "I don't want advice right now, I just want you to listen."])
async def test_a_wish_of_the_moment_is_no_fact(said: str) -> None:
    # 现在不想听建议 was kept as an important fact while its English twin was dropped
    assert await SAID.contents([said]) == []


@pytest.mark.parametrize("said", ["别老给我提建议", "Stop giving me advice."])
async def test_a_lasting_no_advice_is_still_kept(said: str) -> None:
    assert len(await SAID.contents([said])) == 1


@pytest.mark.parametrize("said", ["你说话能温柔一点吗", "你能不能说话温柔一点"])
async def test_a_style_asked_as_a_question_is_kept_as_the_style(said: str) -> None:
    # 你说话能温柔一点吗 was kept with its 你 and its 吗
    assert await SAID.contents([said]) == ["说话温柔一点"]
