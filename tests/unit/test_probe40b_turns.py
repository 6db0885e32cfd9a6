"""Issue 24 probe40b: what probe40 left of the two users typing on a phone.

Each test says a few of tests/data/probe40_two_weeks.jsonl's turns (or own sentences of the
same kind) through the real graph and reads what was kept or the profile made; each failed on
main d915aff but the guards (docs/whole-facts.md, "Round probe40", probe40b).
"""

from __future__ import annotations

from datetime import UTC, datetime

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 7, 20, 0, tzinfo=UTC))


async def test_a_unit_of_time_typed_short_is_anchored() -> None:
    # '2 wks ago' and 'next wk' stayed as typed: no date in the note
    kept = await SAID.contents([
        "recovering from knee surgery rn, had my acl done 2 wks ago so im stuck on the couch lol"])
    assert len(kept) == 1 and "in the week of November 23" in kept[0], kept
    assert "wks" not in kept[0]
    kept = await SAID.contents(
        ["doc said i can start biking again next wk but no running for 6 months"])
    assert kept == ["doc said they can start biking again in the week of December 14 but no "
                    "running for 6 months"]


async def test_a_short_word_that_is_no_unit_of_time_stays() -> None:
    kept = await SAID.contents(["I need to talk to hr about my contract renewal next month"])
    assert len(kept) == 1 and "hr about" in kept[0] and "hour" not in kept[0], kept


async def test_chat_words_leave_the_note() -> None:
    kept = await SAID.contents([
        "recovering from knee surgery rn, had my acl done 2 wks ago so im stuck on the couch lol"])
    assert "knee surgery right now" in kept[0] and " rn" not in kept[0], kept
    kept = await SAID.contents(["been vegetarian since last year fyi so no meat recs"])
    assert len(kept) == 1 and "fyi" not in kept[0] and "vegetarian since 2025 so no meat" in kept[0]


async def test_rn_the_nurse_stays() -> None:
    kept = await SAID.contents(["my sister is an rn at the childrens hospital in boston"])
    assert len(kept) == 1 and "an rn" in kept[0] and "right now" not in kept[0], kept


async def test_a_name_first_in_a_profile_list_typed_in_lowercase() -> None:
    # kept as 'is Marcus, 42, live in denver' (the verb not agreed) with city: denver
    kept = await SAID.contents(["hey im marcus, 42, live in denver"])
    assert not any("live in" in note for note in kept), kept
    assert "is living in Denver" in kept
    profile = set((await SAID.profile(["hey im marcus, 42, live in denver"])).splitlines())
    assert {"name: Marcus", "age: 42", "city: Denver"} <= profile, profile


async def test_a_word_said_alone_after_im_is_no_list() -> None:
    kept = await SAID.contents(["i'm tired, 28 hours awake and still coding"])
    assert not any("name" in note for note in kept), kept
    assert "name" not in await SAID.profile(["i'm tired, 28 hours awake and still coding"])


async def test_the_surgery_said_with_its_body_part_is_the_health_line() -> None:
    # health: surgery, the knee lost
    profile = await SAID.profile([
        "recovering from knee surgery rn, had my acl done 2 wks ago so im stuck on the couch lol"])
    assert "health: knee surgery" in profile.splitlines(), profile
    assert "health: surgery" in (await SAID.profile(["I'm recovering from surgery"])).splitlines()


async def test_children_counted_in_digits_are_the_family_line() -> None:
    # 'i have 2 kids zoe 12 and eli 9' showed no family line ('two kids' did)
    profile = await SAID.profile(
        ["i have 2 kids zoe 12 and eli 9, we do week on week off w their mom"])
    assert "family: 2 kids" in profile.splitlines(), profile
    # said with capitals, the names read past their ages: 'family: 2 kids Zoe'
    profile = await SAID.profile(["I have 2 kids, Zoe 12 and Eli 9."])
    assert "family: 2 kids Zoe and Eli" in profile.splitlines(), profile
    assert "family" not in await SAID.profile(["I ran 2 miles with the kids next door"])

