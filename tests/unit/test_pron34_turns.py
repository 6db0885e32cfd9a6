"""Round pron34 (issue 24 item 3): a 它 / it / they in a note says what the user named.

Each case is said through the real offline graph (tests/support/said_graph.py); a turn that
answers the assistant's question is given that question as `strata import` gives a
transcript's reply. The rows are memory/rules/antecedents.py.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.graph.context import Context
from strata_layered.memory.store.audit import list_decisions
from tests.support.said_graph import SaidGraph

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(("turns", "note"), [
    # MemoryBank 周立: the coffee tasted the message before
    (["今天我去了一家咖啡店，品尝了他们的特色咖啡。",
      "非常棒，我觉得它的味道很浓郁，但是又不会太苦了，非常适合我。"], "特色咖啡的味道很浓郁"),
    (["今天我买了一只新的杯子。", "它的颜色很漂亮，我很喜欢。"], "杯子的颜色很漂亮"),
    (["我养了一只小猫。", "它很黏人，我很喜欢它。"], "小猫很黏人"),
])
async def test_a_zh_it_says_what_the_message_before_named(turns: list[str], note: str) -> None:
    kept = await SaidGraph(START).contents(turns)
    assert any(content.startswith(note) for content in kept), kept
    assert not any(content.startswith("它") for content in kept), kept


async def test_an_it_that_opens_a_later_clause_keeps_its_thing_joined() -> None:
    kept = await SaidGraph(START).contents(["我曾经试过种向日葵，它们长得不太好。"])
    assert any("向日葵" in content and "它们长得不太好" in content for content in kept), kept


async def test_a_request_about_an_it_naming_nothing_is_withheld_with_an_audit_entry() -> None:
    said = "以后推荐吃的可以考虑它。"
    store = await SaidGraph(START).said([said])
    agent = Context(user_id="probe", model="offline").agent_id
    entries = await list_decisions(store, "probe", agent)
    assert entries and all(entry.decision != "stored" for entry in entries), entries
    assert any("“它”指代不明" in entry.reason for entry in entries), entries
    assert await SaidGraph(START).contents([said]) == []


async def test_a_statements_it_naming_nothing_stays_as_said() -> None:
    # Withheld, the fact was lost (dev/train zh stored recall fell 0.008 / 0.010); kept, the
    # note says what the user said and its source message is linked to it.
    kept = await SaidGraph(START).contents(["它的颜色很漂亮，我很喜欢。"])
    assert any(content.startswith("它的颜色很漂亮") for content in kept), kept


async def test_a_zh_it_answering_a_question_is_what_the_question_pointed_at() -> None:
    # MADial zh (train): 这块表是你…的吧？ then 我每次看到它都觉得好开心 — the watch, not the gift
    kept = await SaidGraph(START).contents(
        ["我收到了一份礼物。", "对呀，我每次看到它都觉得好开心。"],
        replies=["这块表是你前年冬天祖父送给你的吧？", "真好。"])
    assert any("看到表" in content for content in kept), kept
    assert not any("看到礼物" in content or "看到它" in content for content in kept), kept


async def test_they_answering_a_question_is_what_the_partner_asked_about() -> None:
    # LoCoMo conv-43 (development): the they took "companions" from the message before
    kept = await SaidGraph(START).contents(
        ["Yeah, John! Let's keep growing and improving. We got this! These are my companions"
         " on my growth journey.",
         "Yes, they are still my favorites - I love how they take me to other places."],
        replies=["Fantasy books always fuel my creativity, both in and outside of my hobbies."
                 " Are Harry Potter and GoT still your favorites?", "Nice!"])
    assert "Harry Potter and GoT are still their favorites" in kept, kept
    assert not any("companions are still" in content for content in kept), kept
    # Not asked about: the they of the same answer is not the books
    alone = await SaidGraph(START).contents(
        ["Yes, they are still my favorites - I love how they take me to other places."])
    assert not any("Harry Potter" in content for content in alone), alone


@pytest.mark.parametrize(("turns", "note"), [
    (["I got a new guitar last week.", "It sounds amazing and I play it every day."],
     "plays their new guitar every day"),
    (["We adopted a puppy last month.", "I take it to the park every morning."],
     "takes their puppy to the park every morning"),
])
async def test_an_english_it_says_what_the_message_before_got(turns: list[str], note: str
                                                              ) -> None:
    kept = await SaidGraph(START).contents(turns)
    assert note in kept, kept
    assert await SaidGraph(START).contents(turns[1:]) == []  # said alone, it names nothing


async def test_an_it_answering_whats_your_favorite_is_that_favorite() -> None:
    kept = await SaidGraph(START).contents(["Hi there.", "It's Dune. I've read it five times."],
                                           replies=["What's your favorite book?", "Nice."])
    assert "has read their favorite book five times" in kept, kept
    alone = await SaidGraph(START).contents(["Hi there.", "It's Dune. I've read it five times."])
    assert not any("read it" in content for content in alone), alone
