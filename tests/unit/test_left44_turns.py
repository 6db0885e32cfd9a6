"""What last round left, English side (left44): whose fact, what is true now (real graph).

Each case failed on main 9751a0a but the guards (a sentence that must stay as it was).
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


async def test_a_divorce_and_a_partner_now_are_both_true() -> None:
    # showed relationship: divorced (the partner not read), or the girlfriend alone (the
    # divorce archived)
    assert "relationship: divorced; dating rachel" in await _said.profile(
        ["i'm divorced", "been seeing rachel about a month now"])
    active, archived = await _said.kept_and_archived(["i'm divorced", "I have a girlfriend now"])
    assert archived == [] and "is divorced" in active
    # guards: a partner now still ends being single, a marriage ends a girlfriend, a divorce
    # a marriage
    assert (await _said.kept_and_archived(["I'm single", "I have a girlfriend now"]))[1] == [
        "is single"]
    assert (await _said.kept_and_archived(["I have a girlfriend", "we got married last month"])
            )[1] == ["has a girlfriend"]
    assert "relationship: divorced" in await _said.profile(["I'm married",
                                                            "I got divorced last year"])


async def test_a_she_after_two_people_named_is_the_one_she_may_be() -> None:
    # kept nothing (two people named: no one)
    assert "Their mom is 72 and still drives" in await _said.contents(
        ["my mom lives with us since my dad passed", "she is 72 and still drives"])
    assert await _subjects(["my dad and my sister came over. she is 45 and a teacher"]) == {
        "dad and their sister came over": "father",
        "Their sister is 45 and a teacher": "sister"}
    # guard: two she may be: no owner made up
    assert not any(c.startswith("Their") for c in await _said.contents(
        ["my mom and my sister came over", "she is 45 and a teacher"]))
