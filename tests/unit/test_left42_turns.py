"""What left41 and left41b left (left42): whose fact, when, what ends, through the real graph.

Each case failed on main e6595f5 but the guards (a sentence that must stay as it was).
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))  # a Saturday: Monday is December 7


async def test_a_relatives_retirement_is_theirs_not_the_users() -> None:
    # 现在退休了 was kept as the user's, and archived the user's 是护士
    turns = ["我是护士", "我妈今年六十八了，以前是老师，现在退休了"]
    active, archived = await _said.kept_and_archived(turns)
    assert sorted(active) == ["妈妈今年六十八了", "妈妈以前是老师，现在退休了", "是护士"]
    assert archived == []
    assert "职业: 护士" in await _said.profile(turns)
    assert await _said.contents(["我妈今年六十了，以前住在北京，现在住在上海"]) == [
        "妈妈今年六十了", "妈妈现在住在上海"]
    # guard: the user's own career and retirement
    assert "职业: 退休工程师" in await _said.profile(
        ["我今年六十八了，以前是铁路上的工程师在洛阳干了一辈子，现在退休了"])


async def test_a_pet_called_the_users_baby_is_no_relative() -> None:
    # showed family: baby Max
    turns = ["I got a puppy, Max", "Max is my baby"]
    profile = await _said.profile(turns)
    assert "pets: puppy Max" in profile and "family" not in profile
    # guards: a relative named so, and a relative beside the pet
    assert "family: son Leo" in await _said.profile(["I got a puppy, Max", "Leo is my son"])
    assert "family: son" in await _said.profile(["my son and my dog are best friends"])


async def test_from_an_employer_is_no_hometown() -> None:
    # each showed hometown: Google
    assert await _said.profile(["I'm from Google's ads team"]) == "workplace: Google"
    assert await _said.profile(["Hi, I'm from Google, on the search team"]) == "workplace: Google"
    assert await _said.profile(["I work at Google", "I'm from Google"]) == "workplace: Google"
    # guards: where one comes from stays the hometown, beside an employer too
    assert await _said.profile(["I'm from Ohio, here for the weekend"]) == "hometown: Ohio"
    profile = await _said.profile(["I work at Google", "I'm from Ohio"])
    assert "hometown: Ohio" in profile and "workplace: Google" in profile


async def test_a_pupils_first_day_at_school_ends_no_job() -> None:
    # the nurse's job was archived: a school counted as a workplace
    nurse = "I work as a nurse at St Mary's Hospital"
    active, archived = await _said.kept_and_archived([nurse, "my first day at school"])
    assert archived == [] and "works as a nurse at St Mary's Hospital" in active
    # guard: a first day at a named workplace still ends the old one
    assert (await _said.kept_and_archived([nurse, "my first day at Stripe"]))[1] == [
        "works as a nurse at St Mary's Hospital"]


async def test_a_flatmate_moving_in_is_kept_and_named() -> None:
    # kept nothing: today made it passing
    assert await _said.contents(["我室友今天搬进来了"]) == ["室友12月5日搬进来了"]
    # named nobody (新 before the relative): kept nothing
    assert await _said.contents(["我新室友叫小林"]) == ["新室友叫小林"]
    assert await _said.contents(["my new flatmate is called Sam"]) == [
        "new flatmate is called Sam"]
    # guard: a thing moved in is no news
    assert await _said.contents(["我今天把沙发搬进来了"]) == []


async def test_dates_said_bare_or_in_chinese_numerals_are_anchored() -> None:
    # "starting monday" stayed as said; 十五号 stayed in numerals after the anchored month
    assert await _said.contents(["got the job at a new firm, starting monday"]) == [
        "got the job at a new firm, starting on December 7"]
    assert await _said.contents(["我下个月十五号要去医院复查"]) == ["2027年1月15号要去医院复查"]
    assert await _said.contents(["我十二月二十号去北京"]) == ["12月20号去北京"]
    # guards: a weekday that names no day; a metro line
    assert await _said.contents(["Monday is my favourite day"]) == [
        "Monday is their favourite day"]
    assert await _said.contents(["我每天坐一号线上班"]) == ["每天坐一号线上班"]


async def test_a_grandsons_return_and_a_thesis_deadline_are_kept_with_their_dates() -> None:
    # both kept nothing; the English deadline stayed "next friday"
    assert await _said.contents(["孙子寒假一月二十号回来"]) == ["孙子寒假1月20号回来"]
    assert await _said.contents(["论文下周五截止"]) == ["论文12月11日截止"]
    assert await _said.contents(["thesis due next friday"]) == ["thesis due on December 11"]
    # guards: the user coming back is no relative's news; a closed sign-up no deadline
    assert await _said.contents(["我下个月回来"]) == []
    assert await _said.contents(["报名已经截止了"]) == []


async def test_a_plan_or_job_given_up_without_i_ends_it() -> None:
    # the reason after it (票太贵) lost the change of mind: nothing kept, the plan stayed
    assert await _said.kept_and_archived(["我打算去看演唱会", "演唱会不看了，票太贵"]) == (
        ["不打算看演唱会了，票太贵"], ["打算去看演唱会"])
    assert await _said.kept_and_archived(["我想考研究生", "研究生不考了"]) == (
        ["不打算考研究生了"], ["想考研究生"])
    # kept nothing, the job stayed
    assert await _said.kept_and_archived(["我在咖啡店打工", "辞掉咖啡店的工作了"]) == (
        ["辞掉咖啡店的工作了"], ["在咖啡店打工"])
    # guards: a job only thought of leaving stays
    assert (await _said.kept_and_archived(["我在咖啡店打工", "我打算辞掉咖啡店的工作"]))[1] == []


async def test_smoking_quit_two_years_ago_is_kept_as_ended() -> None:
    # kept nothing: 前年戒了 named no habit, and the 以前 clause was the old state
    store = await _said.said(["我以前抽烟抽了三十年，前年戒了"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert [(m.content, m.memory_type) for m in kept] == [
        ("以前抽烟抽了三十年，2024年戒了", "important_fact")]
    assert await _said.contents(["I quit smoking two years ago"]) == ["quit smoking in 2024"]
    # guard: a wish to quit is no ending (nothing kept, as on main)
    assert await _said.contents(["我抽烟，想戒了"]) == []


async def test_a_pronoun_finds_its_person_past_a_message_naming_no_one() -> None:
    # "she loves ballet" was dropped: the message right before named nobody
    assert "Their daughter loves ballet" in await _said.contents(
        ["my daughter is 6", "lol", "she loves ballet"])
    assert "Their daughter loves ballet" in await _said.contents(
        ["my daughter is 6", "we just moved to Denver", "she loves ballet"])
    assert "女儿特别喜欢跳芭蕾" in await _said.contents(
        ["我女儿六岁了", "我们刚搬到杭州", "她特别喜欢跳芭蕾"])
    # guard: the message right before still decides when it names someone
    assert "Their daughter loves ballet" in await _said.contents(
        ["my daughter is 6", "she loves ballet"])


async def test_it_tried_is_what_the_assistant_suggested() -> None:
    # kept nothing: the it of "tried it" stood for nothing the user said
    assert "tried yoga, but it hurt their back" in await _said.contents(
        ["my back is stiff from sitting all day", "tried it, but it hurt my back"],
        replies=["Have you tried yoga? It can help with stiffness.", "Sorry to hear that."])
    assert "试过瑜伽了，但是腰疼" in await _said.contents(
        ["我最近腰很僵", "试过了，但是腰疼"], replies=["你可以试试瑜伽，对腰有好处。", "好的"])
    # guard: with nothing suggested, the it stands for nothing and nothing is made up
    assert await _said.contents(["tried it, but it hurt my back"], replies=["Sorry."]) == []
