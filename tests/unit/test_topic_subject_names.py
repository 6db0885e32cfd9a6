"""English topics named by their subject, never a verb, a quality or "as usual" (issue 25 item 2).

`strata import` of LoCoMo conv-41 and conv-43 (development) named topics "community meeting
coming", "language opens", "usual", "making", "loyalty" and "peaceful moments": a word cut
from one message, not what the topic talks about (memory/rules/topic_names.py).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.records import TopicRecord, load
from strata_layered.memory.topics.naming import subject_name
from tests.support.said_graph import SaidGraph

T0 = datetime(2026, 3, 1, 9, tzinfo=UTC)


@pytest.mark.parametrize(("text", "name"), [
    # A word before a particle is a verb: the noun before it is the subject.
    ("Next week I have a community meeting coming up, we'll be discussing education.",
     "community meeting"),
    ("Yeah, knowing another language opens up a lot of opportunities.",
     "knowing another language"),
    # A light verb's -ing form and a describing word name nothing; the subject beside them does.
    ("We are getting a new puppy", "puppy"),
    ("I went to a castle in the UK, as usual", "castle"),
    # Non-examples: a noun after a determiner stays one; business and fitness are subjects.
    ("I went to a pop-up shop", "pop-up shop"),
    ("I started a small business", "small business"),
    ("I joined a fitness class", "fitness class"),
    ("I love running", "running"),
])
def test_an_english_message_is_named_by_its_subject(text: str, name: str) -> None:
    assert subject_name(text) == name


@pytest.mark.parametrize("text", [
    "We all want a brighter future",
    "It just shows that everyone has their own story and deserves understanding.",
    "I cherish those peaceful moments",
    "Making a difference like that is truly amazing",
    "I've been reading as usual.",
])
def test_a_quality_a_light_verb_or_a_habit_names_no_subject(text: str) -> None:
    assert subject_name(text) == ""


async def _names(turns: list[str]) -> list[str]:
    store = await SaidGraph(T0).said(turns)
    hits = await store.asearch(ns.topics("probe", "default"), limit=50)
    return [t.name for h in hits if (t := load(TopicRecord, h.value)) is not None]


async def test_a_topic_about_a_coming_meeting_is_named_by_the_meeting() -> None:
    names = await _names([
        "Next week I have a community meeting coming up, we'll be discussing education.",
        "The community meeting is about funding for our local school.",
        "I'll bring my notes on the school budget to the community meeting.",
    ])
    assert "community meeting" in names
    assert not any("coming" in n for n in names)


async def test_a_topic_opened_as_usual_is_named_by_what_follows() -> None:
    names = await _names([
        "Hey John! Great chatting with you as always. I've been reading as usual.",
        "I went to a castle during my trip to the UK and the castle was huge.",
    ])
    assert "usual" not in names
    assert any("castle" in n for n in names)
