"""An English she / he after the user named someone is that person, as 她 after 我有个朋友叫小美 is.

Before (no24), "She works as a nurse in Chicago." after "I have a friend named Mia." was kept
as said, whose unknown: the signal rows read the note "Their friend works…", and they want
the user's own words ("my friend").
"""

from __future__ import annotations

from strata_layered.memory.gate.facts import read_message
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import get_profile
from tests.support.asked_graph import AskedGraph


def test_the_pronoun_reads_as_the_person_named_before() -> None:
    reading = read_message("She works as a nurse in Chicago.", "I have a friend named Mia.")
    assert [(f.note, f.about) for f in reading.facts] == [
        ("Their friend works as a nurse in Chicago", "friend")]
    assert read_message("She was so nice.", "I went to the park today.").facts == []


async def test_a_brothers_city_after_he_is_his_not_the_users() -> None:
    kim = AskedGraph("kim")
    await kim.turn("My brother Tom is a lawyer.", "2026-12-03T09:00:00+00:00")
    await kim.turn("He lives in Boston with his wife.", "2026-12-03T09:01:00+00:00")
    await kim.turn("I live in Denver.", "2026-12-03T09:02:00+00:00")
    memories = await list_memories(kim.store, "kim", kim.ctx.agent_id, status="active")
    whose = {m.content: m.subject for m in memories}
    assert whose.get("Their brother lives in Boston with his wife") == "brother", whose
    profile = await get_profile(kim.store, "kim", kim.ctx.agent_id)
    assert profile is not None and "city: Denver" in profile.text, profile
