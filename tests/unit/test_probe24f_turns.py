"""A bilingual user who wants the profile right, through the real graph (issue 24, probe24f)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.memory_edits import delete_memory
from strata_layered.memory.long_term.profile import get_profile
from tests.support.said_graph import SaidGraph

T0 = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)

_PROBE = SaidGraph(T0)
_said, _contents, _profile = _PROBE.said, _PROBE.contents, _PROBE.profile


async def test_a_job_said_as_what_the_user_does_is_the_occupation() -> None:
    assert "职业: 护士" in await _profile(["我在一家医院做护士。"])
    assert "职业: 平面設計" in await _profile(["我已經換工作了，現在做平面設計。"])
    assert "occupation: graphic design" in await _profile(
        ["I do graphic design for a small agency."])
    assert "occupation: UX researcher" in await _profile(
        ["I got a new job! I'm now a UX researcher at a bank."])
    assert "职业" not in await _profile(["我周末在家做手工。"])
    assert "occupation" not in await _profile(["I do yoga every morning before work."])


async def test_a_new_job_said_as_done_replaces_the_old_one() -> None:
    text = await _profile(["I do graphic design for a small agency.",
                           "I got a new job! I'm now a UX researcher at a bank."])
    assert "occupation: UX researcher" in text and "graphic" not in text, text
    text = await _profile(["我在一家医院做护士。", "我已經換工作了，現在做平面設計。"])
    assert "职业: 平面設計" in text and "护士" not in text, text


async def test_the_birthday_reaches_the_profile_and_a_correction_replaces_it() -> None:
    turns = ["我生日是3月14号。", "更正一下，我生日其实是4月14号，上次说错了。"]
    assert "生日: 4月14号" in await _profile(turns)
    assert sorted(await _contents(turns)) == ["生日其实是4月14号，上次说错了"]
    turns = ["My birthday is on June 3rd.", "Actually my birthday is June 13th, not the 3rd."]
    text = await _profile(turns)
    assert "birthday: June 13th" in text and "3rd" not in text, text


async def test_a_relatives_birthday_is_not_the_users() -> None:
    text = await _profile(["我生日是3月14号。", "我妈妈的生日是十月八号。"])
    assert "生日: 3月14号" in text and "十月" not in text, text
    assert "birthday" not in await _profile(["Mom's birthday is on March 2nd, I need a gift."])
    for said in ("I planned a party because my mom's birthday is June 3rd.",
                 "Remind me that Tom's birthday is on May 5th."):  # the user's note, not date
        assert "birthday" not in await _profile([said]), said


async def test_a_lunar_day_corrects_the_birthday() -> None:
    turns = ["我生日是3月14号。", "我的生日其实是农历二月初五。"]
    assert "生日: 农历二月初五" in await _profile(turns)
    assert await _contents(turns) == ["生日其实是农历二月初五"]


async def test_a_birthday_deleted_leaves_the_profile() -> None:
    store = await _said(["我生日是3月14号。"])
    [kept] = await list_memories(store, "probe", "default", status="active")
    await delete_memory(store, "probe", "default", kept.id)
    found = await get_profile(store, "probe", "default", now=T0 + timedelta(hours=1))
    assert found is None or "生日" not in found.text, found


async def test_a_sisters_cat_is_not_the_users_pet_and_a_sons_is() -> None:
    assert "宠物" not in await _profile(["我姐姐养了一只布偶猫，叫奶糖。"])
    assert "pets" not in await _profile(["My sister has a cat called Luna, she's adorable."])
    assert "宠物: 猫 团子" in await _profile(["我的猫叫团子。"])
    assert "pets: dog Rex" in await _profile(["My son has a dog named Rex."])


async def test_dont_forget_said_with_a_fact_is_no_boundary() -> None:
    assert await _contents(["我生日是3月14号，别忘了哈。"]) == ["生日是3月14号"]
    assert await _contents(["我叫小林，记住了啊"]) == ["名字叫小林"]


async def test_a_pet_adopted_in_traditional_characters_reaches_the_profile_with_its_name() -> None:
    assert "宠物: 小狗 豆豆" in await _profile(["上週末領養了一隻小狗，叫豆豆。"])
    assert "pets: dog Biscuit" in await _profile(
        ["We adopted a rescue dog last weekend, his name is Biscuit."])
    assert "职业" not in await _profile(["我上個月辭職了。"])
    kept = await _contents(["我在一家银行上班。", "我上個月辭職了。"])
    assert kept == ["2026年11月辭職了"], kept


async def test_an_age_said_again_or_reached_replaces_the_age() -> None:
    turns = ["嗨，我叫陈思远，今年二十九岁。", "我三十岁了，时间过得真快。"]
    text = await _profile(turns)
    assert "年龄: 三十" in text and "名字: 陈思远" in text, text
    text = await _profile(["I'm 32 and I live in Leeds.", "I turned 33 yesterday 🎉"])
    assert "age: 33" in text and "city: Leeds" in text, text
    assert await _contents(["我爸今年六十五岁了。"]) == ["爸爸今年六十五岁了"]
    text = await _profile(["I'm 32.", "My son turned 7 last week."])
    assert "age: 32" in text, text


async def test_a_city_or_age_said_in_another_frame_keeps_the_rest_of_the_old_note() -> None:
    kept = await _contents(["I'm Maya, I'm thirty-two, I live in Leeds.",
                            "We finally moved to Manchester last week!"])
    assert any("thirty-two" in k for k in kept), kept
    assert "city: Manchester" in await _profile(["I'm Maya, I'm thirty-two, I live in Leeds.",
                                                 "We finally moved to Manchester last week!"])
    kept = await _contents(["I'm Maya and I'm thirty-two.", "I turned 33 yesterday"])
    # the name is a memory of its own (SAID_ONCE_SLOTS): the new age replaces the old alone
    assert sorted(kept) == ["name is Maya", "turned 33 on November 30"], kept


async def test_a_field_worked_in_and_an_age_said_without_sui_reach_the_profile() -> None:
    assert "occupation: marketing" in await _profile(["I work in marketing."])
    assert "occupation: sales" in await _profile(["I'm in sales."])
    assert "occupation" not in await _profile(["I work in London, in a tall building."])
    text = await _profile(["我住在杭州。", "我今年32了。"])
    assert "年龄: 32" in text, text
    assert "age: 32" in await _profile(["I'm a 32-year-old nurse."])
    assert "age" not in await _profile(["My 5-year-old son loves trains."])


async def test_a_move_done_supersedes_the_plan_to_make_it() -> None:
    kept = await _contents(["I live in Leeds.", "I'm planning to move to Manchester next spring.",
                            "We finally moved to Manchester last week!"])
    assert kept == ["finally moved to Manchester in the week of November 23"], kept
    kept = await _contents(["I'm planning to move to Manchester next spring.",
                            "I moved to Leeds last week."])
    assert len(kept) == 2, kept  # another city: the plan still stands


async def test_a_job_left_keeps_the_rest_of_the_note_that_said_the_job() -> None:
    kept = await _contents(["我叫小周，在一家银行上班，平时喜欢跑步。", "我上个月辞职了。"])
    assert sorted(kept) == ["2026年11月辞职了", "名字叫小周", "平时喜欢跑步"], kept
    kept = await _contents(["Hey, I'm Sam, 41, I work as a chef in Bristol.",
                            "I quit my job at the restaurant."])
    assert any("is Sam" in k and "41" in k for k in kept), kept


async def test_a_pet_named_as_gone_leaves_the_profile() -> None:
    turns = ["We have a cat called Pepper.", "Pepper passed away last week, I'm gutted."]
    assert await _contents(turns) == [  # fix33: the cat named the turn before
        "cat Pepper passed away in the week of November 23, is gutted"]
    assert "pets" not in await _profile(turns)
    turns = ["We have a cat called Pepper.", "My neighbour's dog died last week."]
    assert "pets: cat Pepper" in await _profile(turns)


async def test_engaged_is_the_relationship_status_and_replaces_single() -> None:
    assert "relationship: engaged" in await _profile(["I got engaged last weekend."])
    text = await _profile(["我还是单身。", "我们订婚了！"])
    assert "婚恋: 订婚" in text and "单身" not in text, text
    assert "relationship" not in await _profile(["My sister got engaged last weekend."])


async def test_an_english_name_said_as_who_the_user_is_reaches_the_profile() -> None:
    turns = ["Hi! I'm Maya, I'm thirty-two and I live in Leeds.", "I turned 33 yesterday 🎉"]
    text = await _profile(turns)
    assert "name: Maya" in text and "age: 33" in text, text
    # the name is its own memory: the new age supersedes the old age only
    assert {"name is Maya", "turned 33 on November 30"} <= set(await _contents(turns))
    assert "name" not in await _profile(["I'm British, I live in Leeds."])


async def test_a_fact_with_a_tag_question_after_it_is_kept() -> None:
    assert await _contents(["I'm allergic to nuts, ok?"]) == ["is allergic to nuts"]
    assert "city: Leeds" in await _profile(["I live in Leeds, right?"])
    assert await _contents(["I'm fine, how are you?"]) == []


async def test_ni_jizhu_is_a_plea_to_remember_and_no_part_of_the_note() -> None:
    assert await _contents(["我吃素的，你记住哦"]) == ["吃素的"]
    assert await _contents(["你记住我不吃辣。"]) == ["不吃辣"]


async def test_a_shift_said_with_the_old_job_is_not_the_new_ones() -> None:
    text = await _profile(["我在一家医院做护士，经常上夜班。", "我已經換工作了，現在做平面設計。"])
    assert "职业: 平面設計" in text and "夜班" not in text, text
    assert "职业: 护士，白班" in await _profile(["我是护士。", "我现在改成白班了。"])
    assert "age: 29" in await _profile(["I am 28 and I live in Leeds.", "I am 29 now."])


async def test_vegetarian_no_more_leaves_no_diet_and_an_age_after_a_name_is_read() -> None:
    text = await _profile(["我吃素好几年了。", "我不吃素了，上个月开始吃肉了。"])
    assert "饮食" not in text and "吃素" not in text, text
    text = await _profile(["Hey, I'm Sam, 41, I work as a chef in Bristol."])
    assert "name: Sam" in text and "age: 41" in text and "occupation: chef" in text, text


async def test_a_lunar_or_colloquial_birthday_reaches_the_profile() -> None:
    assert "生日: 農曆八月十五" in await _profile(["我生日是農曆八月十五。"])
    assert "生日: 腊月二十三" in await _profile(["俺生日是腊月二十三，记住了啊"])
    assert "birthday: june 3rd" in await _profile(["my bday is june 3rd"])


async def test_a_pet_kept_said_without_a_number_is_kept() -> None:
    assert "宠物: 猫 胖虎" in await _profile(["我家有只橘猫叫胖虎。"])
    assert await _contents(["我家有点远。"]) == []


async def test_a_word_that_ends_like_a_job_is_no_job() -> None:
    """'I'm now a vegetarian' archived the nurse and showed occupation: vegetarian."""
    for said in ("I'm now a vegetarian.", "I'm now a grandmother of two!",
                 "I do sales calls for my dad's shop on weekends."):
        turns = ["I'm a nurse.", said]
        assert "occupation: nurse" in await _profile(turns), said
        assert "is a nurse" in await _contents(turns), said
    assert "name: Tom" in await _profile(["I'm Tom, and this is Jerry, my cat."])


async def test_a_job_said_as_what_the_user_does_now_is_kept() -> None:
    """我现在做平面设计 / 'I do graphic design now' after a job kept nothing: the old job stayed."""
    assert "职业: 平面设计" in await _profile(["我是护士。", "我现在做平面设计。"])
    assert "occupation: graphic design" in await _profile(["I'm a nurse.",
                                                          "I do graphic design now."])
