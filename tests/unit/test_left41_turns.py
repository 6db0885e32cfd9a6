"""What probe40 and left40b saw and left (left41), through the real graph.

Each case failed on main e41c9ab but the guards (a sentence that must stay as it was).
"""

from __future__ import annotations

from datetime import UTC, datetime

from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))  # a Saturday: 下周一 is 12月7日
_PHARMACIST = "我在医院做药剂师"


async def test_a_new_job_joined_supersedes_the_old_one() -> None:
    # typed on a phone, spaces as commas: nothing was kept, 职业: 药剂师 / 单位: 医院 stayed
    active, archived = await _said.kept_and_archived([_PHARMACIST, "做药品注册 下周一就入职"])
    assert active == ["做药品注册，12月7日就入职"]
    assert archived == ["在医院做药剂师"]
    profile = await _said.profile([_PHARMACIST, "做药品注册 下周一就入职"])
    assert "职业: 药品注册" in profile and "单位" not in profile
    # the first day at the new company, said of today: kept, the old workplace ended
    active, archived = await _said.kept_and_archived(
        [_PHARMACIST, "今天第一天去新公司上班 在深圳南山"])
    assert active == ["第一天去新公司上班（12月5日），在深圳南山"]
    assert archived == ["在医院做药剂师"]
    assert "单位" not in await _said.profile([_PHARMACIST, "今天第一天去新公司上班 在深圳南山"])
    # guards: a joining wished, or done to join, is no job
    assert "职业: 药剂师" in await _said.profile([_PHARMACIST, "我想下周入职"])
    assert "职业: 体检" not in await _said.profile([_PHARMACIST, "先做体检，下周一就入职"])


async def test_a_new_firm_joined_in_english() -> None:
    turns = ["I work as a nurse at St Mary's Hospital",
             "starting at a new firm on monday, doing compliance"]
    active, archived = await _said.kept_and_archived(turns)
    assert active == ["starting at a new firm on monday, doing compliance"]
    assert archived == ["works as a nurse at St Mary's Hospital"]
    profile = await _said.profile(turns)
    assert "occupation: compliance" in profile and "workplace" not in profile
    # guard: a gym is no firm
    assert "occupation: nurse" in await _said.profile(
        [turns[0], "starting at a new gym on monday, doing yoga"])


async def test_a_relative_named_first_is_shown_with_the_name() -> None:
    assert "家庭: 儿子 小宝" in await _said.profile(["小宝是我儿子 5岁 上幼儿园中班"])
    assert "family: son Leo" in await _said.profile(["Leo is my son"])  # no family line before
    # guards: a pronoun names nobody; a relative's someone is not the relative
    assert "家庭: 儿子" in await _said.profile(["这是我儿子，他五岁了"])
    assert "小宝" not in await _said.profile(["小宝是我儿子的同学"])


async def test_the_course_of_a_child_named_first_is_the_childs() -> None:
    # 小宝周末要上游泳课 kept nothing: 小宝 was nobody's
    assert await _said.contents(["小宝是我儿子 5岁 上幼儿园中班",
                                 "小宝周末要上游泳课 每周六上午十点 在家附近的体育馆"]) == [
        "儿子小宝周末要上游泳课，每周六上午十点，在家附近的体育馆",
        "小宝是我儿子 5岁，上幼儿园中班"]
    assert await _said.contents(["Leo is my son", "Leo started swimming lessons on saturdays"]) \
        == ["son Leo started swimming lessons on saturdays", "Leo is their son"]
    # guard: the user's own course was kept already, and stays
    assert await _said.contents(["我最近在学游泳 每周六上课"]) == ["最近在学游泳，每周六上课"]
    assert await _said.contents(["I've started swimming lessons on saturdays"]) == [
        "has started swimming lessons on saturdays"]
