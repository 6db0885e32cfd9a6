"""A 他 / him inside a note of the user's says who, named a message or two before (lead36).

memory/facts/person_pronouns.py: `with_person_object` and `said_before` (the user's messages a
pronoun points into, back through a chain of 他 / he); row `object_person`.
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.facts.person_pronouns import said_before, with_person_object
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 4, 9, 0, tzinfo=UTC))


async def test_a_visit_to_him_names_the_boyfriend_said_two_messages_before() -> None:
    kept = await _said.contents(["我男朋友叫阿杰，在北京工作。", "他是程序员，每天加班。",
                                 "我下个月去北京看他。"])
    assert any(c.endswith("去北京看男朋友") for c in kept), kept
    kept = await _said.contents(["My boyfriend Tom is still in Mumbai.",
                                 "He's a software engineer at Infosys.",
                                 "I'm planning to visit him in December."])
    assert "is planning to visit their boyfriend in December" in kept, kept


async def test_the_same_message_names_him_too() -> None:
    kept = await _said.contents(["My sister lives in Denver and I call her every Sunday."])
    assert any("calls their sister every Sunday" in c for c in kept), kept


async def test_a_pronoun_two_people_could_be_stays_as_said() -> None:
    kept = await _said.contents(["My brother and my boyfriend both live in Denver.",
                                 "I'm planning to visit him in December."])
    assert "is planning to visit him in December" in kept, kept


async def test_a_guitar_is_no_person() -> None:
    kept = await _said.contents(["我男朋友叫阿杰。", "我喜欢弹吉他。"])
    assert "喜欢弹吉他" in kept, kept


def test_the_chain_goes_back_while_a_message_opens_on_he_and_names_nobody() -> None:
    newest_first = ["他是程序员，每天加班。", "我男朋友叫阿杰，在北京工作。", "我喜欢猫。"]
    assert said_before(newest_first) == "我男朋友叫阿杰，在北京工作。他是程序员，每天加班。"
    assert said_before(["今天好累。", "我男朋友叫阿杰。"]) == "今天好累。"
    chain = said_before(["He's a chef", "My brother Sam moved."])
    assert chain == "My brother Sam moved. He's a chef"
    assert said_before([]) == ""


def test_two_people_named_leave_the_pronoun_alone() -> None:
    assert with_person_object("visits him every week", None) == "visits him every week"
    assert with_person_object("每周去看她", "妈妈") == "每周去看妈妈"
    assert with_person_object("She visits him", "sister") == "She visits him"  # someone else's
    assert with_person_object("loves her cooking", "mom") == "loves her cooking"  # whose, not who


async def test_a_name_said_as_who_the_user_is_is_kept_as_their_name() -> None:
    kept = await _said.contents(["Hi! I'm Priya, I just moved to Toronto for grad school."])
    assert "name is Priya" in kept and "is Priya" not in kept, kept
    assert "name is" not in " ".join(await _said.contents(["I'm British, I live in Leeds."]))


async def test_a_value_said_now_with_the_one_it_replaces_is_kept_as_a_correction() -> None:
    kept = await _said.contents(["I'm planning to visit my boyfriend in December.",
                                 "Actually my flight is in January now, not December."])
    assert any("January now, not December" in c for c in kept), kept
    assert not any("sure" in c for c in await _said.contents(["I'm home now, not sure when."]))


async def test_a_reaction_the_user_has_whenever_something_comes_is_kept() -> None:
    kept = await _said.contents(["Could you remind me to stay calm? I get really anxious "
                                 "before flights."])
    assert "gets really anxious before flights" in kept, kept
    assert any("坐飞机就特别紧张" in c for c in await _said.contents(["我一坐飞机就特别紧张。"]))
    assert await _said.contents(["我一到家就睡了。"]) == []


async def test_a_plan_moved_to_another_time_is_kept_and_replaces_the_plan() -> None:
    kept = await _said.contents(["我下周六搬家。", "搬家改到下周日了。"])
    assert kept == ["搬家改到12月13日了"], kept
    kept = await _said.contents(["My job interview is on Monday.",
                                 "The interview got pushed to Friday."])
    assert kept == ["The interview got pushed to Friday"], kept
    kept = await _said.contents(["I have a dentist appointment on Tuesday.",
                                 "The interview got pushed to Friday."])
    assert len(kept) == 2, kept  # another plan stays
    assert await _said.contents(["我想改到别的专业看看。"]) == []


async def test_an_appointment_made_and_what_a_doctor_said_are_kept() -> None:
    kept = await _said.contents(["最近胃不舒服，担心是胃溃疡。", "约了周四上午去医院做胃镜。",
                                 "医生说是慢性胃炎。"])
    assert any("做胃镜" in c for c in kept) and any("慢性胃炎" in c for c in kept), kept
    kept = await _said.contents(["My ultrasound is booked for the 22nd.",
                                 "The doctor said it's just a mild sprain."])
    assert any("ultrasound" in c for c in kept) and any("sprain" in c for c in kept), kept
    assert await _said.contents(["医生很忙。"]) == []
