"""A user's probe (round 31): a move within the place, a job wished for, a mind changed.

- 我住在北京 then 我搬到公司附近了 showed 城市: 公司附近; "moved to a new apartment" superseded
  the city said before (memory/rules/slot_limits.py: move_within).
- 不喜欢别人叫我芳芳 showed 称呼: 芳芳 (address_refused); 家里不养猫 showed 宠物: 猫 (pet_none).
- 下个月15号是我妈的生日 was kept as 2026年4月15号… (recurring_day: no year on a yearly day).
- 其实改主意了，五一去西安 kept nothing and the plan it replaced stayed (mind_changed).
- 我想当老师 and "I hope my daughter became a teacher" showed 职业 / occupation, and would
  supersede the job the user has (job_wished); a job said in a sentence of its own still counts.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))

SHOWN = [
    (["我住在北京", "我搬到公司附近了"], "城市: 北京"),
    (["我住在北京", "上个月搬进新家了，离地铁很近"], "城市: 北京"),
    (["我住在北京", "我搬到上海了"], "城市: 上海"),  # a move to another city still is one
    (["我住在北京", "搬到杭州的新家了"], "城市: 杭州"),  # a home in another city: showed 北京
    (["我住在北京", "我搬进了学校的宿舍"], "城市: 北京"),
    (["I live in Denver.", "I moved to a new apartment last month."], "city: Denver"),
    (["I live in Denver.", "I moved closer to work."], "city: Denver"),
    (["I live in Denver.", "I moved to Portland last month."], "city: Portland"),
    (["I live in Denver.", "I moved to a new house in Austin."], "city: Austin"),  # showed none
    (["我是一名护士", "我想当医生"], "职业: 护士"),
    (["我是一名护士", "希望女儿以后当老师"], "职业: 护士"),
    (["我是一名护士", "其实我不是护士了，现在是老师"], "职业: 老师"),  # a change still is one
    (["I work as a nurse.", "I hope my daughter became a teacher."], "occupation: nurse"),
    (["I work as a nurse.", "I want to become a doctor one day."], "occupation: nurse"),
    (["I work as a nurse.", "I quit my job and became a teacher."], "occupation: teacher"),
    (["叫我小芳就行", "不喜欢别人叫我芳芳"], "称呼: 小芳"),  # a name refused is no address
    (["Just call me Sam.", "I hate it when people call me Sammy."], "call me: Sam"),
    (["Hi.", "I don't mind if you call me Sam."], "call me: Sam"),  # no refusal
    (["I'm a nurse in Toronto.", "I switched to night shifts."], "occupation: nurse, night shifts"),
    (["我是护士", "我改成白班了"], "职业: 护士，白班"),  # the marks of the profile's language
    # a refusal, a wish, holds back its clause, not the sentence (these showed nothing)
    (["不要叫我王老师，叫我小芳就行"], "称呼: 小芳"),
    (["叫我小芳就行", "别叫我小芳了，叫我芳姐"], "称呼: 芳姐"),
    (["Don't call me Sammy, call me Sam."], "call me: Sam"),
    (["不如叫我小芳吧"], "称呼: 小芳"),  # an invitation, not a refusal: showed nothing
    (["我不介意你叫我小芳"], "称呼: 小芳"),
    (["我是一名老师，希望能做一个好老师"], "职业: 老师"),
    (["I work as a nurse and hope to become a midwife."], "occupation: nurse"),
    (["I wanted to be a doctor but became a nurse."], "occupation: nurse"),
    (["I'm a nurse who wants to become a doctor."], "occupation: nurse"),
    (["I live in Denver.", "I moved out of Denver last year and now live in Austin."],
     "city: Austin"),
]


@pytest.mark.parametrize(("said", "label"), [
    (["我叫王芳", "我不喜欢别人叫我芳芳"], "称呼"),
    (["My name is Sam.", "Please don't ever call me buddy."], "call me"),
    (["我对猫毛过敏，所以家里不养猫"], "宠物"),  # showed 宠物: 猫
    # the note's "them" is the user's "me" for one name, not two: showed call me: Salt and
    (["I have two cats. We just call them Salt and Pepper."], "call me"),
])
async def test_what_the_user_refused_or_does_not_have_fills_nothing(said: list[str],
                                                                     label: str) -> None:
    profile = await SAID.profile(said)
    assert not [line for line in profile.splitlines() if line.startswith(label)], profile


@pytest.mark.parametrize(("said", "shown"), SHOWN, ids=[" / ".join(s) for s, _ in SHOWN])
async def test_the_profile_shows_the_users_standing_now(said: list[str], shown: str) -> None:
    profile = await SAID.profile(said)
    assert shown in profile.splitlines(), profile


@pytest.mark.parametrize("said", ["我想当老师", "梦想是当律师",
                                  "I'd love to be a teacher one day."])
async def test_a_job_wished_for_alone_fills_no_occupation(said: str) -> None:
    profile = await SAID.profile(["你好", said])
    assert not [line for line in profile.splitlines()
                if line.startswith(("职业", "occupation"))], profile


async def test_a_job_said_beside_a_wish_is_the_occupation() -> None:
    # a sentence of its own counts; the wish's sentence holds back (never 职业: 医生)
    assert "职业: 护士" in (await SAID.profile(["我是护士。以后想当医生。"])).splitlines()
    assert "医生" not in await SAID.profile(["我是护士，但我想当医生"])


async def test_a_plan_changed_replaces_the_plan() -> None:
    # 其实改主意了，五一去西安 kept nothing (no 我), and the plan it replaces stayed
    assert await SAID.contents(["我五一要去成都玩", "其实改主意了，五一去西安"]) == [
        "改主意了，五一去西安"]


async def test_someone_elses_change_of_mind_is_no_plan_of_the_users() -> None:
    assert await SAID.contents(["我五一要去成都玩", "改主意了，他说不去了"]) == ["五一要去成都玩"]


@pytest.mark.parametrize(("said", "kept"), [
    ("下个月15号是我妈的生日", "4月15号是我妈的生日"),  # was 2026年4月15号…: wrong a year later
    ("My birthday is next month, on the 12th.", "birthday is in April, on the 12th"),
    ("我下个月要去日本出差", "2026年4月要去日本出差"),  # a trip keeps its year
])
async def test_a_yearly_day_is_anchored_without_its_year(said: str, kept: str) -> None:
    assert await SAID.contents([said]) == [kept]


async def test_each_relative_said_in_one_memory_reaches_the_family_line() -> None:
    # the family slot took the last match alone (家庭: 老公), and a child said with an age none
    profile = await SAID.profile(["我老公是医生，我们有一个5岁的儿子叫乐乐"])
    family = next(line for line in profile.splitlines() if line.startswith("家庭"))
    assert "老公" in family and "儿子" in family, profile


@pytest.mark.parametrize(("said", "kept"), [
    (["那太好了，我很喜欢爬山和游泳，你也喜欢运动吗？"], ["喜欢爬山和游泳"]),
    (["确实如此。我最喜欢的季节是秋天。"], ["最喜欢的季节是秋天"]),
    (["那真的很有用呢，我想重点学习怎么画人物"], ["想重点学习怎么画人物"]),
])
async def test_a_reaction_to_the_partner_opens_no_note(said: list[str], kept: list[str]) -> None:
    # row reaction_zh (train rows: 那太好了，我很喜欢打羽毛球… kept as 那太好了，喜欢打羽毛球…)
    assert await SAID.contents(said) == kept


@pytest.mark.parametrize(("said", "shown"), [
    ("我有高血压，但没有糖尿病", "健康: 高血压"),  # showed 健康: 高血压 糖尿病
    ("I have asthma but I don't have diabetes.", "health: asthma"),
    ("我对花生过敏，不对芒果过敏", "过敏: 花生"),
    ("我有失眠和焦虑症", "健康: 失眠 焦虑症"),  # each value said, none denied
    ("我不久前查出了糖尿病", "健康: 糖尿病"),  # 不 of 不久前 denies nothing
])
async def test_a_value_denied_is_not_one_of_many(said: str, shown: str) -> None:
    assert shown in (await SAID.profile([said])).splitlines()


@pytest.mark.parametrize(("said", "shown"), [
    ("家里不养狗，养了两只猫", "宠物: 猫"),  # pet_none's 不养 took the whole memory: no pets
    ("我的狗去世了，后来又养了一只猫", "宠物: 猫"),
    ("我家的狗，昨天去世了", None),  # a pet gone, across the comma, is still none
    ("我现在不想再养猫了", None),
])
async def test_a_pet_kept_beside_one_not_kept_is_the_users(said: str, shown: str | None) -> None:
    pets = [line for line in (await SAID.profile([said])).splitlines()
            if line.startswith("宠物")]
    assert pets == ([shown] if shown else []), pets
