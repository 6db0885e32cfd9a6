"""What last round left, English side (left43): whose fact, what a sentence keeps (real graph).

Each case failed on main 1462e1e but the guards (a sentence that must stay as it was).
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.memories import list_memories
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))  # a Saturday: Monday is December 7


async def _subjects(turns: list[str]) -> dict[str, str]:
    store = await _said.said(turns)
    return {m.content: m.subject
            for m in await list_memories(store, "probe", "default", status="active")}


async def test_a_relatives_or_sponsors_change_is_theirs_and_moves_no_note_of_the_users() -> None:
    # both were kept as the user's own facts
    dose = ["type 2 diabetic, on metformin 500mg twice a day",
            "doc upped my dad's metformin to 1000mg"]
    assert await _subjects(dose) == {
        "is type 2 diabetic, on metformin 500mg twice a day": "user",
        "doc upped their dad's metformin to 1000mg": "father"}
    meetings = ["sober 3 years now, i go to aa meetings tuesdays and thursdays",
                "my sponsor switched her meetings to monday"]
    assert await _subjects(meetings) == {
        "is sober 3 years now, goes to aa meetings tuesdays and thursdays": "user",
        "sponsor switched her meetings to monday": "sponsor"}
    # guard: the user's own dose raised still ends the old one
    active, archived = await _said.kept_and_archived(
        [dose[0], "doc upped my metformin to 1000mg twice a day"])
    assert archived == ["is type 2 diabetic, on metformin 500mg twice a day"]
    assert active == ["is type 2 diabetic, doc upped their metformin to 1000mg twice a day"]


async def test_an_illness_in_the_family_is_no_diagnosis_of_the_users() -> None:
    # showed health: diabetes
    turns = ["type 2 diabetes runs in my family"]
    assert await _subjects(turns) == {"type 2 diabetes runs in their family": "family"}
    assert "health" not in await _said.profile(turns)
    # guard: the user's own diabetes
    assert "health: diabetes" in await _said.profile(["type 2 diabetic, on metformin 500mg"])


async def test_a_pronoun_said_to_be_someone_is_not_read_as_them() -> None:
    # read "Their coworker is their new coworker" (and "…best friend is their best friend")
    assert await _said.contents(["met someone, her name is rachel, she's my new coworker"]) == [
        "met someone, her name is Rachel, she's their new coworker"]
    assert "Their sister is their best friend" in await _said.contents(
        ["my sister called", "she's my best friend"])
    # guard: a she said after the sister is still the sister
    assert "Their sister is a nurse" in await _said.contents(["my sister called", "she's a nurse"])


async def test_a_pets_fact_shows_the_relative_it_names() -> None:
    # showed no family line (the note was kept as the pet's)
    profile = await _said.profile(["My dog loves my son"])
    assert "family: son" in profile and "pets: dog" in profile
    # guard: a sister's dog and her son are no one's of the user's
    assert "family" not in await _said.profile(["my sister's dog loves her son"])


async def test_a_second_note_about_the_same_person_reads_on() -> None:
    # read "daughter is 6, Their daughter loves ballet" (a capital inside the note)
    assert await _said.contents(["my daughter is 6. she loves ballet"]) == [
        "daughter is 6, loves ballet"]
