"""What probe40 and left40b saw and left (left41), through the real graph.

Each case failed on main e41c9ab but the guards (a sentence that must stay as it was).
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.sensitive.expecting import asked_secret, mask_document
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
    assert active == ["starting at a new firm on December 7, doing compliance"]  # left41b
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


async def test_a_plan_given_up_with_its_thing_said_first_ends_it() -> None:
    # 职称不评了 was too short to keep, and 评职称 stayed active beside 不评了
    plan = "下个月医院要评职称 我在准备材料"
    assert await _said.kept_and_archived([plan, "职称不评了"]) == (
        ["不打算评职称了"], ["2027年1月医院要评职称，在准备材料"])
    assert await _said.kept_and_archived([plan, "做药品注册 下周一就入职 职称不评了哈哈"]) == (
        ["做药品注册，12月7日就入职", "不打算评职称了"], ["2027年1月医院要评职称，在准备材料"])
    assert (await _said.kept_and_archived(["我打算明年去日本玩", "日本不去了"]))[1] == [
        "打算2027年去日本玩"]
    # guard: a thing no plan names ends nothing
    assert await _said.kept_and_archived(["我打算明年去日本玩", "饭不吃了"]) == (
        ["打算2027年去日本玩"], [])


async def test_a_date_corrected_in_lowercase_supersedes_the_old_date() -> None:
    # nothing was kept ("today" made it passing, and it had no subject); jan 6 stayed
    job = "got some news!! i got the job, starting as a chem teacher at lincoln high on jan 6"
    assert await _said.kept_and_archived(
        [job, "actually first day at school is jan 5 not jan 6, got the email today"]) == (
        ["got some news, got the job, starting as a chem teacher at lincoln high on jan 5"],
        ["got some news, got the job, starting as a chem teacher at lincoln high on jan 6"])
    interview = ["我的面试定在1月6日", "不对，面试是1月5日不是1月6日"]
    assert await _said.kept_and_archived(interview) == (["面试定在1月5日"], ["面试定在1月6日"])
    # guard: no memory says the old date: nothing to correct, nothing kept
    assert await _said.contents(["I have a dentist appointment on jan 9",
                                 "actually first day at school is jan 5 not jan 6"]) == [
        "has a dentist appointment on jan 9"]


async def test_a_profile_list_after_someone_elses_news_is_theirs() -> None:
    # the list answered about the flatmate: it gave the user age 24, single, city Ohio
    turns = ["My new flatmate moved in today", "24, single, from ohio"]
    assert await _said.contents(turns) == [
        "flatmate is 24, single, from ohio", "new flatmate moved in on December 5"]
    assert await _said.profile(turns) == ""
    # guards: said with its I, or after the user's own news, the list is the user's
    assert "age: 24" in await _said.profile([turns[0], "I'm 24, single, from ohio"])
    assert "age: 24" in await _said.profile(["I moved to Denver", "24, single, from ohio"])


async def test_a_way_of_living_and_a_mood_are_no_place_and_no_name() -> None:
    assert "city" not in await _said.profile(["single, living in hope"])  # was city: Hope
    profile = await _said.profile(["I'm Tired, 28"])  # was name: Tired
    assert "name" not in profile and "age: 28" in profile
    # guards
    assert "city: Austin" in await _said.profile(["29, single, living in austin"])
    assert "name: Maya" in await _said.profile(["Hi! I'm Maya, I'm thirty-two"])


def test_a_zip_code_asked_for_is_no_secret_and_a_cards_rest_in_one_text_is() -> None:
    # the zip code's answer was masked as a code: a zip code protects nothing, as said alone
    for asked in ("What's your zip code?", "What's the postal code there?",
                  "Tell me your area code"):
        assert asked_secret(asked) is None, asked
    assert asked_secret("What's the code on the lockbox?") == "code"
    # a card's rest on the next line of one document stayed in clear
    masked = mask_document("my card number is 4539 1488 0343\nok and the rest is 6467\n"
                           "the rest of the day 2019 was fine")
    assert "6467" not in masked and "1488" not in masked
    assert masked.endswith("the rest of the day 2019 was fine")
    assert mask_document("卡号是4539 1488 0343\n剩下的是6467").endswith("剩下的是[已隐去:银行卡号]")
