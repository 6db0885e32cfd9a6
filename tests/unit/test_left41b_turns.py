"""What left41 left (left41b), through the real graph.

Each case failed on main 55ab77e but the guards (a sentence that must stay as it was).
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.sensitive.expecting import asked_secret
from tests.support.said_graph import SaidGraph
from tests.support.supplied_turns import SuppliedTurns

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))  # a Saturday: Monday is December 7
_OFFER_ZH = "拿到offer了，2027年1月去一家新能源车企做产品经理"


async def test_a_job_to_come_said_without_i_is_the_users() -> None:
    # seed 000's whole-message rule wants a 我: nothing was kept, 职业 stayed 药剂师
    assert await _said.contents([_OFFER_ZH]) == [_OFFER_ZH]
    assert await _said.kept_and_archived(["我在医院做药剂师", _OFFER_ZH]) == (
        [_OFFER_ZH], ["在医院做药剂师"])
    profile = await _said.profile(["我在医院做药剂师", _OFFER_ZH])
    assert "职业: 产品经理" in profile and "单位: 新能源车企" in profile
    # English: kept already, but the job said after its time filled no occupation
    assert "occupation: product manager" in await _said.profile(
        ["got the offer!! starting in march as a product manager at a fintech"])
    # guards: someone else's job to come, or one wished for, is not the user's
    assert await _said.profile(["我妈下个月去一家医院当护士"]) == ""
    assert "职业: 药剂师" in await _said.profile(["我在医院做药剂师", "我想去一家医院当护士"])


async def test_an_english_weekday_said_bare_is_anchored() -> None:
    active, archived = await _said.kept_and_archived(
        ["I work as a nurse at St Mary's Hospital",
         "starting at a new firm on monday, doing compliance"])
    assert active == ["starting at a new firm on December 7, doing compliance"]
    # said in the past: the Monday gone; said of every week: no day
    assert await _said.contents(["I started a new job on monday"]) == [
        "started a new job on November 30"]
    assert await _said.contents(["I usually go to the gym on monday"]) == [
        "usually goes to the gym on monday"]


async def test_a_first_day_at_a_named_place_fills_the_workplace() -> None:
    turns = ["I work as a nurse at St Mary's Hospital", "my first day at Stripe"]
    assert "workplace: Stripe" in await _said.profile(turns)  # showed no workplace
    # guard: someone else's first day
    assert "workplace: St Mary's Hospital" in await _said.profile(
        [turns[0], "my sister's first day at Stripe"])


async def test_where_one_is_from_is_the_hometown_not_the_city() -> None:
    # "from ohio" gave city: Ohio and archived "moved to Denver"
    turns = ["I moved to Denver", "24, single, from ohio"]
    active, archived = await _said.kept_and_archived(turns)
    assert "moved to Denver" in active and archived == []
    profile = await _said.profile(turns)
    assert "city: Denver" in profile and "hometown: Ohio" in profile
    assert "hometown: Ohio" in await _said.profile(["Hi!", "I'm from Ohio."])
    zh = await _said.profile(["我住在杭州", "我来自山东"])  # 来自山东 kept nothing
    assert "城市: 杭州" in zh and "老家: 山东" in zh
    zh = await _said.profile(["我住在杭州", "24岁，单身，山东人"])  # the list kept nothing
    assert "城市: 杭州" in zh and "老家: 山东" in zh and "年龄: 24" in zh
    # guards: someone else's origin; where one lives stays the city
    assert await _said.profile(["My sister is from Ohio"]) == ""
    assert "city: Denver" in await _said.profile(["I'm from Ohio but I live in Denver"])


async def test_a_plan_given_up_names_its_thing_with_or_without_its_suffix() -> None:
    assert await _said.kept_and_archived(["我想明年买房", "房子先不买了"]) == (
        ["不打算买房子了"], ["想2027年买房"])  # 房子 was not the plan's 房: nothing ended
    assert (await _said.kept_and_archived(["我想明年买车", "车子先不买了"]))[1] == ["想2027年买车"]
    # guard: another thing ends nothing
    assert await _said.kept_and_archived(["我想明年买房", "饭不吃了"]) == (["想2027年买房"], [])


async def test_a_chinese_list_after_someone_elses_news_is_theirs() -> None:
    turns = ["我室友今天搬进来了", "24岁，单身，山东人"]
    # the move-in itself is kept too since left42 (news of the user's household)
    assert await _said.contents(turns) == ["室友24岁，单身，山东人", "室友12月5日搬进来了"]
    assert await _said.profile(turns) == ""  # was read as the user's
    assert await _said.profile(["我姐姐下个月结婚", "28岁，在深圳做会计"]) == ""
    # guards: said with its 我, or after the user's own news, the list is the user's
    assert "年龄: 24" in await _said.profile([turns[0], "我24岁，单身，山东人"])
    assert "年龄: 24" in await _said.profile(["我住在杭州", "24岁，单身，山东人"])


async def test_a_door_code_asked_after_a_zip_code_is_a_secret() -> None:
    # (review41 fixed the reading on main: memory/sensitive/expecting.py _NOT_PUBLIC)
    assert asked_secret("What's your zip code and door code?") == "code"
    # guards: public codes asked together are no secret
    assert asked_secret("What's your zip code and area code?") is None
    assert asked_secret("What's your name and zip code?") is None
    turns = SuppliedTurns("lb")
    await turns.run(("can you keep my new address details?",
                     "Sure. What's your zip code and door code?"), ("80202, 4471#", "Noted."))
    logged = await turns.logged()
    assert "4471" not in logged[1]  # the door code rested in clear
