"""A long English companion history read back as its user would (issue 24, probe24e)."""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

T0 = datetime(2026, 12, 3, 9, 0, tzinfo=UTC)

_PROBE = SaidGraph(T0)
_contents = _PROBE.contents


async def test_a_time_said_first_with_a_comma_dates_the_fact_it_opens() -> None:
    # "Last week, | I adopted a puppy" was two memories: "In the week of November 23" and an
    # undated "adopted a puppy"; "Yesterday, I…" lost its date.
    assert await _contents(["Last week, I adopted a puppy."]) == [
        "adopted a puppy in the week of November 23"]
    kept = await _contents(["Hi Sam! Yesterday, I started a new job at the bakery."])
    assert kept == ["started a new job at the bakery on December 2"], kept
    # whose fact it is still opens the clause: the sister's move, not the user's
    kept = await _contents(["Oh, last weekend, my sister moved to Denver."])
    assert kept == ["sister moved to Denver on the weekend of November 28"], kept


async def test_an_opener_before_no_one_keeps_the_users_own_verb() -> None:
    # "I know firsthand how…" / "I heard some stories…": the opener goes only before someone
    # else ("I think my sister…"); it was cut and left "firsthand how…", "some moving stories…"
    kept = await _contents(["I visited the veterans' hospital on Monday. I heard some moving"
                            " stories from a veteran named Frank."])
    assert any("heard some moving stories from a veteran named Frank" in k for k in kept), kept
    kept = await _contents(["I grew up in a small mining town and I know firsthand how a mine"
                            " closing hurts a town."])
    assert kept == ["grew up in a small mining town, knows firsthand how a mine closing hurts a"
                    " town"], kept  # a mine is a pit, not "theirs"


async def test_a_capital_opening_a_sentence_is_no_ones_name() -> None:
    # "Just got back…" was recorded as a fact about "Just": its city never reached the profile
    store = await _PROBE.said(["Just got back from a trip with my wife, we live in Denver now."])
    kept = await list_memories(store, "probe", "default", status="active")
    assert kept and all(m.subject == "user" for m in kept), [(m.subject, m.content) for m in kept]
    # the wife the trip was with is the user's family (fix35: "with their wife" in the note)
    assert (await _PROBE.profile(["Just got back from a trip with my wife, we live in Denver"
                                  " now."])).splitlines() == ["city: Denver", "family: wife"]


async def test_since_we_talked_opening_the_news_is_not_kept_with_it() -> None:
    # since_lead took only "Since" and the note read "chatted last, has been blogging…"
    assert await _contents(["Since we chatted last, I've been blogging about local politics."]
                           ) == ["has been blogging about local politics"]
    assert await _contents(["Since the last chat, I've been thinking about going back to"
                            " school."]) == ["has been thinking about going back to school"]
    kept = await _contents(["Since I talked to my boss, I feel much better about work."])
    assert kept == ["talked to their boss, feels much better about work"], kept


async def test_a_them_never_stands_for_a_this_said_before() -> None:
    # "something like this for my kids soon" was taken as what "try them" stood for
    kept = await _contents(["There was a craft fair at the library with games for families.",
                            "I'm thinking of setting up something like this for my kids soon.",
                            "So I figured I'd try them out with my family and friends."])
    assert not any("try this" in k or "kids soon" in k and "try" in k for k in kept), kept
    # nor for "a blast": "try them" said of the user's own plan is no request about a thing
    kept = await _contents(["There were fun games for families and everyone had a blast.",
                            "So I figured I'd try them out with my family and friends."])
    assert not any("blast out" in k for k in kept), kept


async def test_a_saying_about_the_world_is_not_kept_as_the_users_fact() -> None:
    kept = await _contents(["Family support's huge. My sister drove me to every appointment."])
    assert kept == ["sister drove them to every appointment"], kept
    kept = await _contents(["Yup, education is essential for a successful society. I volunteer"
                            " as a tutor on Saturdays."])
    assert kept == ["volunteers as a tutor on Saturdays"], kept
    assert await _contents(["Sleep is vital for me, I go to bed at nine."]) == [
        "Sleep is vital for them, goes to bed at nine"]  # said of the user: kept


async def test_a_bare_i_hope_so_is_not_kept_with_the_fact_beside_it() -> None:
    assert await _contents(["Thanks, Sam! I'm hoping so. I'll definitely stand up for my street"
                            " at the council meeting."]) == [
        "will definitely stand up for their street at the council meeting"]
    assert await _contents(["I think so too, I want to try mixing watercolors next."]) == [
        "wants to try mixing watercolors next"]
