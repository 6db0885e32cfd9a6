"""What the review found in left44 and leftzh44 (left44b), through the real graph.

Each case failed on main d91593f; the guards beside it (a sentence that must stay as it was) pass
there too.
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))  # a Saturday: Monday is December 7


async def _subjects(turns: list[str]) -> dict[str, str]:
    store = await _said.said(turns)
    return {m.content: m.subject
            for m in await list_memories(store, "probe", "default", status="active")}


async def test_an_illness_a_work_is_about_masks_that_illness_alone() -> None:
    # each showed no health line: the film's clause held back the asthma said with it; a
    # course or a lecture near an illness was enough
    assert "health: asthma" in await _said.profile(
        ["I have asthma so I watched a documentary about asthma last night"])
    assert "health: knee surgery" in await _said.profile(
        ["I'm doing a course of physio after knee surgery"])
    assert "health: anxiety" in await _said.profile(
        ["I missed the lecture because of anxiety again"])
    # guards: an illness a work or a study is about is no condition of the user's
    assert "health" not in await _said.profile(["I watched a documentary covering dementia"])
    assert "health" not in await _said.profile(["I'm going to a lecture about anxiety"])
    assert "health: asthma" in await _said.profile(
        ["I have asthma. I watched a documentary about asthma last night"])


async def test_a_name_seen_with_no_time_said_is_no_partner() -> None:
    # each showed relationship: dating Hamilton / Paris / Dr
    for said in ("I'm seeing Hamilton for my birthday",
                 "I'm seeing Paris for the first time next month",
                 "been seeing Dr. Lee since march for my back"):
        assert "relationship" not in await _said.profile([said]), said
    # guards: seeing someone for a while, dating a name
    assert "relationship: dating rachel" in await _said.profile(
        ["been seeing rachel about a month now"])
    assert "relationship: dating Tom" in await _said.profile(["I'm dating Tom"])


async def test_a_sentences_first_word_is_no_name_before_a_day() -> None:
    # stored 'Every on December 7 is hectic, has 3 lectures'
    assert await _said.contents(["Every Monday is hectic, I have 3 lectures"]) == [
        "Every Monday is hectic, has 3 lectures"]
    # guard: a place named before a bare weekday still dates it
    assert await _said.contents(["starting at Hensel Phelps monday"]) == [
        "starting at Hensel Phelps on December 7"]


async def test_boys_in_ones_class_are_no_children() -> None:
    # showed family: two boys
    assert "family" not in await _said.profile(
        ["I have two boys in my class this year who never listen"])
    # guard
    assert "family: two boys Jake and Sam" in await _said.profile(
        ["got two boys, Jake 14 and Sam 11"])


async def test_a_page_asked_for_and_a_walks_way_are_no_start_at_a_place() -> None:
    # kept 'starts at Chapter 3 please', 'starting at London Bridge, the walk takes an hour'
    assert await _said.contents(["Start at Chapter 3 please"]) == []
    assert await _said.contents(["starting at London Bridge, the walk takes an hour"]) == []
    # guard: a start at a workplace, with its post
    assert await _said.contents(["starting at Mercy General next week!"]) != []


async def test_what_a_relative_said_keeps_who_said_it() -> None:
    # read 'mom lives with them since their dad passed, said he would have loved this'
    assert await _subjects(
        ["my mom lives with us since my dad passed. she said he would have loved this"]) == {
        "mom lives with them since their dad passed, she said he would have loved this":
            "mother"}
    # guard: a relative's own fact joined drops the repeated opening
    assert await _said.contents(["my daughter is 6. she loves ballet"]) == [
        "daughter is 6, loves ballet"]


async def test_a_body_part_killing_one_is_a_complaint_kept() -> None:
    # kept only 'tore something'
    assert "knee has been killing them" in await _said.contents(
        ["my knee has been killing me, I think I tore something"])
    # guard: a supervisor driving one crazy stays a mood
    assert await _said.contents(["my supervisor is driving me crazy"]) == []


async def test_a_medicine_a_doctor_added_for_a_relative_is_theirs() -> None:
    # kept with subject user
    assert await _subjects(["医生给我妈加了一种降压药"]) == {"医生给我妈加了一种降压药": "mother"}
    # guards: the user's own, the father's said as his
    assert await _subjects(["医生又给我加了一种降糖药"]) == {"医生又给我加了一种降糖药": "user"}
    assert await _subjects(["我爸又加了一个阿司匹林"]) == {"爸爸又加了一个阿司匹林": "father"}
