"""Issue 24 left39: what round probe38 found and left (own sentences, through the real graph).

Each test says a few turns as a user would and reads what was kept, or the profile; each
failed before its fix (docs/whole-facts.md, "Round left39").
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 7, 9, 0, tzinfo=UTC))


async def test_a_move_called_off_keeps_the_rent_said_beside_it() -> None:
    kept, archived = await SAID.kept_and_archived([
        "我房租下个月到期，准备搬到南山", "搬家不去南山了，改去宝安，离公司近，房租也便宜"])
    # 改去宝安 archived 房租…到期 with the old plan: the rent's end was lost
    assert any("到期" in memory and "宝安" in memory for memory in kept)
    assert not any("准备搬到南山" in memory for memory in kept)
    assert any("准备搬到南山" in memory for memory in archived)


async def test_an_exam_moved_keeps_the_studying_for_it() -> None:
    kept, _ = await SAID.kept_and_archived([
        "我在备考雅思，考试定在1月9号", "雅思考试改到1月23号了，多了两周准备"])
    assert any("在备考雅思" in memory and "1月23号" in memory for memory in kept)
    assert not any("1月9号" in memory for memory in kept)
    kept, _ = await SAID.kept_and_archived([
        "I'm studying for the IELTS, the exam is on January 9th.",
        "The IELTS got moved to January 23rd."])
    assert any("studying for the IELTS" in m and "January 23rd" in m for m in kept)
    assert not any("January 9th" in memory for memory in kept)


async def test_a_correction_that_touches_every_clause_keeps_the_new_note_as_said() -> None:
    kept, archived = await SAID.kept_and_archived([
        "我准备搬到南山，南山离公司近", "搬家不去南山了，改去宝安"])
    assert kept == ["搬家不去南山了，改去宝安"]
    assert archived == ["准备搬到南山，南山离公司近"]


async def test_a_pets_age_corrected_supersedes_the_age_kept() -> None:
    kept, archived = await SAID.kept_and_archived([
        "I have a golden retriever named Biscuit, he's 5.",
        "Actually Biscuit is 6, he turned 6 in October."])
    # the correction kept nothing: the breed was nobody's pet, so 'Biscuit' was nobody
    assert any("Biscuit is 6" in memory and "golden retriever" in memory for memory in kept)
    assert not any("he's 5" in memory for memory in kept)
    assert any("he's 5" in memory for memory in archived)
    kept, _ = await SAID.kept_and_archived([
        "My dog Biscuit is 5.", "Actually Biscuit is 6, he turned 6 in October."])
    assert kept == ["dog Biscuit is 6, he turned 6 in October"]  # was 'the same, restated'


async def test_a_pets_age_in_chinese_is_kept_and_corrected() -> None:
    kept, _ = await SAID.kept_and_archived(["我家狗豆豆三岁了"])
    assert kept and "三岁" in kept[0]
    kept, _ = await SAID.kept_and_archived(["我家狗豆豆三岁了", "其实豆豆已经四岁了"])
    assert len(kept) == 1 and "四岁" in kept[0] and "豆豆" in kept[0]


async def test_another_pets_age_supersedes_nothing() -> None:
    kept, _ = await SAID.kept_and_archived(["My dog Biscuit is 5.", "My sister's dog Max is 6."])
    assert "dog Biscuit is 5" in kept


async def test_a_named_daughters_husband_is_his_and_not_the_users_job() -> None:
    store = await SAID.said(["I'm a retired electrician.", "My daughter Karen lives in Phoenix.",
                             "Karen's husband Mike is a firefighter."])
    kept = await list_memories(store, "probe", "default", status="active")
    # kept as "Karen's husband", whose nobody knew
    assert any(m.subject == "daughter's husband" and "firefighter" in m.content for m in kept)
    profile = await SAID.profile(["I'm a retired electrician.",
                                  "Karen's husband Mike is a firefighter."])
    assert "firefighter" not in profile


async def test_a_daughters_husband_in_chinese_is_his() -> None:
    store = await SAID.said(["我在银行上班", "我女儿的老公是警察"])
    kept = await list_memories(store, "probe", "default", status="active")
    # kept as the daughter's own fact
    assert any(m.subject == "女儿的老公" and "警察" in m.content for m in kept)
    store = await SAID.said(["我女儿叫小美", "小美的老公在银行上班"])
    kept = await list_memories(store, "probe", "default", status="active")
    # kept nothing: 小美的老公 was read as no one's
    assert any(m.subject == "女儿的老公" and "银行" in m.content for m in kept)
    assert "银行" not in await SAID.profile(["我女儿叫小美", "小美的老公在银行上班"])


async def test_a_clause_pointing_back_is_one_note_with_the_fact_before() -> None:
    kept, _ = await SAID.kept_and_archived(["Please don't call me buddy, I can't stand it."])
    # a second memory `can't stand it` was kept, saying nothing alone
    assert len(kept) == 1 and "buddy" in kept[0] and "stand it" in kept[0]
    kept, _ = await SAID.kept_and_archived([
        "Ruth's birthday is December 20th, I always go to the cemetery that day."])
    assert len(kept) == 1 and "December 20th" in kept[0] and "cemetery" in kept[0]
    kept, _ = await SAID.kept_and_archived(["别叫我宝贝，我受不了"])
    assert kept == ["别叫我宝贝，受不了"]


async def test_a_clause_with_its_own_object_stays_its_own_fact() -> None:
    kept, _ = await SAID.kept_and_archived(["我在深圳上班，我受不了辣"])
    assert not any("上班" in memory and "辣" in memory for memory in kept)


async def test_a_surgeons_or_physios_order_is_a_constraint() -> None:
    store = await SAID.said([
        "The surgeon said no walking Biscuit for six weeks after the surgery."])
    kept = await list_memories(store, "probe", "default", status="active")
    # kept nothing: doctor_said read 'doctor' only
    assert any("six weeks" in m.content and m.scope == "constraint" for m in kept)
    store = await SAID.said(["My physio told me to rest the knee for two weeks."])
    kept = await list_memories(store, "probe", "default", status="active")
    assert any("rest the knee" in m.content and m.scope == "constraint" for m in kept)


async def test_two_doctors_orders_are_two_constraints() -> None:
    kept, archived = await SAID.kept_and_archived(["医生让我少吃辣", "医生让我多运动"])
    assert sorted(kept) == ["医生让我多运动", "医生让我少吃辣"] and archived == []


async def test_a_days_hours_said_with_no_subject_are_the_users_routine() -> None:
    kept, _ = await SAID.kept_and_archived(["最近加班多，每天九点才下班"])
    # kept nothing: the time said first left the routine no subject
    assert kept == ["最近加班多，每天九点才下班"]
    kept, _ = await SAID.kept_and_archived(["他每天九点才下班"])
    assert not any("我" in memory or memory == "每天九点才下班" for memory in kept)


async def test_a_medicine_changed_keeps_the_condition_it_treats() -> None:
    profile = await SAID.profile([
        "I take metformin for my diabetes.", "My doctor switched me from metformin to Jardiance."])
    # the old note went whole, and `health: diabetes` with it
    assert "diabetes" in profile
    kept, archived = await SAID.kept_and_archived([
        "I take metformin for my diabetes.", "My doctor switched me from metformin to Jardiance."])
    assert any("Jardiance" in m and "diabetes" in m for m in kept)
    assert archived == ["takes metformin for their diabetes"]


async def test_a_driving_test_passed_ends_the_plan_to_take_it() -> None:
    kept, archived = await SAID.kept_and_archived(["打算考驾照", "驾照考下来了"])
    assert archived == ["打算考驾照"] and any("考下来了驾照" in m for m in kept)
    kept, archived = await SAID.kept_and_archived([
        "I am planning to take my driving test.", "I passed my driving test!"])
    assert archived == ["is planning to take their driving test"]
    assert any("passed their driving test" in m for m in kept)
