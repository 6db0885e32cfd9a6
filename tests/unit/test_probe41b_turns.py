"""Issue 24 probe41b: what probe41 left of its two users (docs/whole-facts.md, "Round probe41").

Each test says turns of tests/data/probe41_two_users.jsonl through the real graph and reads the
profile or the notes kept; each failed on main fbefb8c but the guards beside them.
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.slots import profile_values
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 8, 1, 0, tzinfo=UTC))
INTRO = "嗯你好啊我姓周你叫我老周就行了我今年六十八了以前是铁路上的工程师在洛阳干了一辈子现在退休了"


async def test_a_career_then_retirement_is_the_retired_job() -> None:
    # 以前是铁路上的工程师…现在退休了 filled no 职业
    profile = await SAID.profile([INTRO])
    assert "职业: 退休工程师" in profile, profile
    assert "城市" not in profile, profile  # where he worked all his life, not said he lives there


def test_a_relative_retired_is_not_the_users_job() -> None:
    # guards: the mother's career, or a job left with no retirement, is no 退休 job of the user's
    assert not [v for s, v in profile_values("我妈以前是老师现在退休了") if s.key == "occupation"]
    assert ("occupation", "退休老师") in [(s.key, v) for s, v in
                                        profile_values("我以前是老师，现在已经退休了")]
    assert not [v for s, v in profile_values("以前是老师，现在不教了") if "退休" in v]


async def test_sams_city_job_and_diet_fill_the_profile() -> None:
    # 'first year cs at uni in manchester', 'work part time as a barista', 'vegan mostly': none
    profile = await SAID.profile([
        "hey im sam, 19, first year cs at uni in manchester 😅",
        "i work part time as a barista at a cafe near oxford rd, like 15 hrs a wk",
        "im vegan mostly tbh, sometimes cheese slips in lol 🧀"])
    for line in ("city: manchester", "occupation: barista", "diet: vegan", "name: Sam"):
        assert line in profile, profile


def test_a_university_elsewhere_is_not_the_users_city() -> None:
    # guards: someone else's, a past, a visit
    for said in ("my sister is at uni in leeds", "I went to uni in Leeds",
                 "visiting a friend at uni in Leeds"):
        assert not [v for s, v in profile_values(said) if s.key == "city"], said


async def test_chat_fillers_leave_the_notes() -> None:
    # 'omg they got 72…', 'nvm not switching…', 'ngl they might quit…'
    kept = await SAID.contents(["omg i got 72 on the maths test"])
    assert kept and not any(note.lower().startswith("omg") for note in kept), kept
    kept = await SAID.contents(["ok nvm not switching to maths, talked to my advisor"])
    assert any(note.startswith("not switching to maths") for note in kept), kept
    kept = await SAID.contents(["ngl i might quit the barista job next term, too many hrs"])
    assert any(note.startswith("might quit the barista job") for note in kept), kept
    # guard: a word that begins as a filler does is kept whole
    kept = await SAID.contents(["lollipops are my favourite sweets"])
    assert any("lollipops" in note for note in kept), kept
