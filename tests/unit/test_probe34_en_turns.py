"""Round probe34 (issue 24), English: what LoCoMo conv-41 and conv-43 (development) kept wrongly.

Each case is a turn through the real offline graph (tests/support/said_graph.py), said as the
imported user said it; the rows that fix them name the history they came from.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.topics.lifetime import list_topics
from strata_layered.memory.writing.whole_notes import whole_note
from tests.support.said_graph import SaidGraph

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


async def _notes(turns: list[str]) -> list[str]:
    return await SaidGraph(START).contents(turns)


@pytest.mark.parametrize(("said", "note"), [
    # conv-43: the opening quote went with the marks before it ('That" is one of…')
    ('"That" is one of my favorite fantasy shows.',
     '"That" is one of their favorite fantasy shows'),
    ('Yeah, "Harry Potter and the Philosopher\'s Stone" is special to me.',
     '"Harry Potter and the Philosopher\'s Stone" is special to them'),
    # an apostrophe opening nothing is still no quotation
    ("I love 'Home Alone' - it always brings laughs!", "loves 'Home Alone'"),
])
async def test_a_note_opening_on_a_quotation_keeps_its_opening_quote(said: str, note: str) -> None:
    assert await _notes([said]) == [note]


async def test_a_names_initials_end_no_sentence() -> None:
    # conv-43: "J.K. Rowling" was cut at its stop and noted "J.K, Rowling"
    notes = await _notes(["There's a quote by J.K. Rowling that I really like."])
    assert notes == ["There's a quote by J.K. Rowling that they really like"]
    moved = await _notes(["I met George R.R. Martin at a signing last week."])
    assert moved == ["met George R.R. Martin at a signing in the week of February 23"]


@pytest.mark.parametrize(("said", "note"), [
    # conv-41: the partner called by name before the clause, and after it
    ("Maria, since we talked, it's been tough. My old area was hit by a nasty flood last week.",
     "old area was hit by a nasty flood in the week of February 23"),
    ("Yeah, it really does feel helpful, Maria. We have different skills and talents, but they "
     "all contribute to serving and protecting our community. And it's a bond I haven't felt "
     "since my time in the military.",
     "has different skills and talents, but they all contribute to serving and protecting "
     "their community. it's a bond they haven't felt since their time in the military"),
])
async def test_the_partner_called_by_name_leaves_the_note(said: str, note: str) -> None:
    assert await _notes([said]) == [note]


async def test_a_friend_named_after_a_comma_stays() -> None:
    notes = await _notes(["I went hiking with my friend, Sarah."])
    assert notes and all("Sarah" in n for n in notes), notes


@pytest.mark.parametrize(("said", "note"), [
    # conv-41: a proposal to the partner joined to the user's fact
    ("I'm really passionate about making sure veterans are supported and valued in our "
     "community, so let's make it happen!",
     "is really passionate about making sure veterans are supported and valued in their "
     "community"),
    # conv-43: sympathy for the partner's injury and "I bet" kept as the user's
    ("Ouch, bummer about the injury. Hang tight. This week has been swamped with exams for me "
     "but I'm plowing through.", "This week has been swamped with exams for them"),
    ("I bet. It's like if I couldn't read due to an injury.",
     "It's like if they couldn't read due to an injury"),
])
async def test_a_reply_to_the_partner_leaves_the_note(said: str, note: str) -> None:
    assert await _notes([said]) == [note]


async def test_pets_in_general_are_no_ones_pets() -> None:
    # conv-41: "They sure do!" after "Did you have any pets growing up?" was noted
    # "Their pets sure do."
    notes = await _notes(["Animals really bring a lot of joy and love, don't they? Did you have "
                          "any pets growing up?",
                          "They sure do! I'll have to look into shelters near me soon, it would "
                          "be great to have a new pup in the house."])
    assert notes == ["will have to look into shelters near them soon, it would be great to have "
                     "a new pup in the house"]



@pytest.mark.parametrize(("asked", "earlier", "note"), [
    ("Pets are great at making you feel loved.", "", ""),  # conv-41: "Their pets are doing great"
    ("How are your cats?", "", "Their cats love the sun on the balcony"),
    ("", "My cats are getting old.", "Their cats love the sun on the balcony"),
])
def test_a_they_stands_for_the_users_own_pets_only(asked: str, earlier: str, note: str) -> None:
    said = "They love the sun on the balcony."
    assert whole_note(said.rstrip("."), said, asked, earlier)[0] == note


async def test_a_topic_summary_leaves_the_replies_to_the_partner() -> None:
    # issue 25, conv-41 / conv-43: "About understanding: Nice job, Maria; …; sorry to hear that;
    # That's rough"
    store = await SaidGraph(START).said([
        "I started volunteering at the food bank on Saturdays.",
        "Nice job, Maria! That's rough, sorry to hear that. I sort cans and pack boxes there.",
        "I hope your injury heals soon. Stay safe and chat soon!",
    ])
    summary = "\n".join(t.summary for t in await list_topics(store, "probe", "default"))
    assert "volunteering at the food bank" in summary and "sort cans" in summary, summary
    for said in ("Nice job", "That's rough", "sorry to hear", "I hope your injury",
                 "chat soon"):
        assert said not in summary, (said, summary)


async def test_how_long_since_the_last_chat_is_no_fact_and_no_topic() -> None:
    # conv-43: "It's been ages since they last chatted, had a tough exam…"; a topic named
    # "been a while since we ch"
    notes = await _notes(["Hey John! It's been ages since we last chatted. I had a tough exam "
                          "last week that had me doubting myself."])
    assert notes == ["had a tough exam in the week of February 23 that had them doubting "
                     "themselves"]
    store = await SaidGraph(START).said(["Hey John, been a while since we chatted. How's it "
                                         "going?", "I'm learning how to play the violin now."])
    names = [t.name for t in await list_topics(store, "probe", "default")]
    assert names and not any("while" in n for n in names), names
