"""A Chinese user's English words, and a 我们 after someone else's clause (lead37).

Chinese users write English words into Chinese sentences ("在外企做 marketing manager",
"我们是 long distance"); what they say is kept and read as it would be in Chinese alone.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 4, 9, 0, tzinfo=UTC))


async def test_a_we_after_the_partners_clause_stays_we() -> None:
    kept = await _said.contents(["我男朋友阿凯在新加坡工作，我们是异地恋"])
    assert not any("我是异地恋" in c for c in kept), kept
    assert any("我们是异地恋" in c for c in kept), kept
    kept = await _said.contents(["我姐姐现在住在深圳，我还在杭州"])
    assert kept == ["姐姐现在住在深圳，我在杭州"], kept


async def test_a_latin_name_and_an_english_job_in_chinese_reach_the_profile() -> None:
    profile = await _said.profile(["Hi, 我叫Coco，在上海一家外企做 marketing manager"])
    assert "名字: Coco" in profile, profile
    assert "职业: marketing manager" in profile, profile
    profile = await _said.profile(["我是一名 software engineer，叫我 Kevin 就行"])
    assert "职业: software engineer" in profile and "Kevin" in profile, profile


async def test_jiao_that_orders_or_wakes_is_no_name() -> None:
    for said in ("我叫了外卖，等会儿到", "我叫了个滴滴去机场", "我叫醒了他"):
        assert "名字" not in await _said.profile([said]), said
        assert not any("名字" in c for c in await _said.contents([said])), said


@pytest.mark.parametrize(("said", "line"), [
    ("我住在 Vancouver", "城市: Vancouver"),
    ("我搬到了 San Francisco", "城市: San Francisco"),
    ("我 base 在上海", "城市: 上海"),
    ("我是 vegan，不太挑", "饮食: vegan"),
    ("我现在 single", "婚恋: single"),
    ("我生日是 March 3rd", "生日: March 3rd"),
])
async def test_a_value_said_in_english_in_a_chinese_sentence_fills_its_line(
    said: str, line: str
) -> None:
    profile = await _said.profile([said])
    assert line in profile, profile


@pytest.mark.parametrize("said", ["Single malt is my favourite", "database 在上海的机房",
                                  "他是 vegan", "我叫了个 Uber 去机场"])
async def test_english_words_that_say_no_fact_of_the_user_fill_nothing(said: str) -> None:
    assert await _said.profile([said]) == "", said


@pytest.mark.parametrize(("said", "kept"), [("我在读大三", "在读大三"),
                                            ("我在纽约大学读研究生", "在纽约大学读研究生"),
                                            ("我在 NYU 读 master", "在 NYU 读 master")])
async def test_a_year_of_study_is_kept_as_who_the_user_is(said: str, kept: str) -> None:
    assert await _said.contents([said]) == [kept]


@pytest.mark.parametrize("said", ["你在读大三吗", "他在上高二", "我在上班"])
async def test_a_study_asked_or_someone_elses_or_the_moment_is_not(said: str) -> None:
    assert await _said.contents([said]) == []


async def test_a_promotion_replaces_the_job_in_the_profile() -> None:
    profile = await _said.profile(["我在上海一家外企做市场经理",
                                   "其实我不是市场经理了，上周刚升了高级经理"])
    assert "职业: 高级经理" in profile, profile
    assert await _said.contents(["我升职了，现在是部门主管"]) == ["升职了，现在是部门主管"]
    assert await _said.contents(["我升职了吗"]) == []


@pytest.mark.parametrize(("said", "kept"), [("我妈下周来北京看我", "来北京看我"),
                                            ("阿凯下个月来上海看我", "阿凯2027年1月来上海看我")])
async def test_someone_coming_to_see_the_user_is_kept_with_its_day(said: str, kept: str) -> None:
    contents = await _said.contents([said])
    assert len(contents) == 1 and contents[0].endswith(kept), contents


async def test_a_profile_value_in_traditional_characters_is_shown_as_said() -> None:
    profile = await _said.profile(["我叫陳小明，住在台北，是一名護士"])
    assert "名字: 陳小明" in profile and "職" not in profile, profile  # the value, not the label
    kept = await _said.said(["我是一名護士", "我是一名护士"])  # one job said in both scripts
    active = await list_memories(kept, "probe", "default", status="active")
    assert len(active) == 1, [m.content for m in active]


async def test_this_and_next_weekend_are_anchored_and_weekends_in_general_are_not() -> None:
    wednesday = SaidGraph(datetime(2026, 12, 2, 9, 0, tzinfo=UTC))
    kept = await wednesday.contents(["这周末要去杭州见我妈"])
    assert kept == ["要去杭州见我妈（12月5日那个周末）"], kept
    assert await wednesday.contents(["下周末我们要去爬山"]) == ["12月12日那个周末我们要去爬山"]
    kept = await wednesday.contents(["Next weekend I'm visiting my parents"])
    assert kept == ["is visiting their parents (on the weekend of December 12)"], kept
    assert await wednesday.contents(["周末喜欢去爬山"]) == ["周末喜欢去爬山"]


async def test_a_workplace_ends_before_what_the_user_goes_on_to_say() -> None:
    profile = await _said.profile(["I work at Google and live in Seattle"])
    assert "workplace: Google\n" in profile + "\n" and "Google and" not in profile, profile
    assert "workplace: Bank of America" in await _said.profile(["I work at Bank of America"])
