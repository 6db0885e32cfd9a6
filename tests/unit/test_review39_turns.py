"""Ordinary English the typed-English reading and the dropped-I rows over-read (review39).

lead39 reads every message spelled (memory/rules/typed_en.py) and keeps a message that drops
its I (memory/rules/subjectless_en.py). Said plainly, these gave a wrong profile line or a
surname rewritten: 'i work for free' gave workplace: Free, 'Moved to the left a bit' city:
left, 'Have a cat nap before dinner' pets: cat, 'Living in London is so expensive' city:
London, 'my son then was 3' a son named Then, 'Dr. Cant is my dentist' kept as 'Dr. Can't'.
"""

from __future__ import annotations

from datetime import UTC, datetime

from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))


async def test_a_surname_after_a_title_is_no_contraction() -> None:
    assert await _said.contents(["Dr. Cant is my dentist"]) == ["Dr. Cant is their dentist"]
    kept = await _said.contents(["Met Mr Cant at the station, he is my new neighbour"])
    assert kept and all("Can't" not in said for said in kept), kept
    # still read as spelled where it is the contraction
    assert await _said.contents(["i cant eat gluten"]) == ["can't eat gluten"]


async def test_when_or_what_for_after_work_at_is_no_workplace() -> None:
    for said in ("i work for free", "i work at midnight", "i work for hours every day",
                 "i work for peanuts", "my new job at sea is tiring"):
        assert "workplace" not in await _said.profile([said]), said
    assert "workplace: Google" in await _said.profile(["i work at google as a designer"])


async def test_a_word_after_a_relative_that_is_no_name_stays() -> None:
    profile = await _said.profile(["my son then was 3"])
    assert "family: son" in profile and "Then" not in profile, profile
    assert "Too" not in await _said.profile(["my wife too likes tea"])
    assert "family: daughter Emma" in await _said.profile(["my daughter emma is 6"])


async def test_a_move_within_a_room_is_no_new_home() -> None:
    for said in ("Moved to the left a bit", "Moved to the front of the queue",
                 "Moved to another table because of the noise"):
        assert await _said.contents([said]) == [], said
        assert "city" not in await _said.profile([said]), said
    assert "city: Berlin" in await _said.profile(["Just moved to Berlin for work!!"])


async def test_a_pet_or_a_child_word_before_another_noun_is_no_household() -> None:
    for said in ("Have a cat nap before dinner", "Have a dog sitting gig this weekend",
                 "Got a kids party to go to on Saturday"):
        assert await _said.contents([said]) == [], said
    assert "pets: dog Rex" in await _said.profile(["Have a dog named Rex"])
    assert await _said.contents(["Got two kids, 5 and 8"])


async def test_living_or_working_somewhere_said_as_a_subject_is_no_home_or_job() -> None:
    assert "city" not in await _said.profile(["Living in London is so expensive"])
    assert "occupation" not in await _said.profile(["Working as a waiter sounds exhausting"])
    assert "city: Austin" in await _said.profile(["Living in Austin with my wife"])
    assert "occupation: nurse" in await _said.profile(["working as a nurse these days"])


async def test_coming_off_night_shifts_or_going_onto_them_is_a_new_rota() -> None:
    # shift_as_time read 'off night shifts' and 调到夜班以后 as the time of something else:
    # the old rota stayed active beside the new one
    for turns, old in (
            (["I work nights, three nights a week.",
              "I'm off night shifts from next month, switching to days."], "three nights"),
            (["我上白班。", "我调到夜班以后每天都很累。"], "白班"),
            (["我上白班。", "我改成夜班后工资高了不少。"], "白班")):
        kept, archived = await _said.kept_and_archived(turns)
        assert any(old in memory for memory in archived), (turns, kept)
    kept, archived = await _said.kept_and_archived([
        "I work nights, three nights a week.", "I just got off a night shift, so tired."])
    assert archived == [], archived


async def test_a_street_or_a_firm_named_after_a_city_is_no_home() -> None:
    # 我住北京路附近 gave 城市: 北京, 我是北京人民医院的护士 老家: 北京 (lead39's places_zh)
    assert "城市" not in await _said.profile(["我住北京路附近，离公司很近"])
    for said in ("我是北京人民医院的护士", "我是上海人寿的客户经理", "我是广东人民出版社的编辑"):
        assert "老家" not in await _said.profile([said]), said
    assert "城市: 杭州" in await _said.profile(["我住杭州，在一家外企上班"])
    assert "老家: 重庆" in await _said.profile(["我是重庆人，爱吃辣"])


async def test_plural_relatives_who_work_stay_plural() -> None:
    # possessive_dropped_en read 'my sons work in london' as 'son's work': family: son
    assert await _said.contents(["my sons work in london"]) == ["sons work in london"]
    assert "family: wife" in await _said.profile(["my wifes work is stressful"])


async def test_bad_at_something_is_no_health() -> None:
    # body_weak (left39) read 'my heart is bad at saying no' as health: heart is bad
    assert "health" not in await _said.profile(["my heart is bad at saying no"])
    assert "health" not in await _said.profile(["my eyes are bad at remembering faces"])
    assert "health: back is bad" in await _said.profile(["my back is bad at the moment"])
