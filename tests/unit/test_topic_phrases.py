"""English topics named by a phrase a person would give them (issue 25 item 2).

Real-shaped messages: LoCoMo development conversations (conv-30, 41–44, 47) and the routing
set's written development conversation c2, whose topics were named by keyword bags
("sounds challenging interesting", "chicken thighs rice spinach", "hectic started hitting
gym stay").
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.models import store_index_config
from strata_layered.memory.rules.row import disabled
from strata_layered.memory.topics.naming import names_no_subject, subject_name, topic_name
from strata_layered.memory.topics.phrases import (
    counted_phrases,
    phrase_name,
    phrases_of,
    without_phrases,
)
from strata_layered.memory.topics.refresh import refresh_topic_summary
from strata_layered.memory.topics.routing import route_message
from strata_layered.memory.topics.whole_name import counted

T0 = datetime(2026, 3, 1, 9, tzinfo=UTC)


@pytest.mark.parametrize(("text", "name"), [
    ("Hey Jolene, Anna got me a vegan stir-fry the other day - tofu and veg with ginger and "
     "soy sauce. It was really tasty!", "vegan stir-fry"),
    ("Hey Gina! Thanks for asking. I'm on the hunt for the ideal spot for my dance studio and "
     "it's been quite a journey!", "dance studio"),
    ("Hey Jolene, had a tough week. Storm forced us to cancel our yoga getaway.", "yoga getaway"),
    ("Hi Gina! Been hectic for me lately. Started hitting the gym last week to stay on track "
     "with the venture.", "hitting the gym"),
    ("Speaking of food, what can I make for dinner tonight? I have chicken thighs, rice and "
     "some spinach", "chicken thighs"),
    ("I've been thinking about adopting a dog from the shelter", "adopting a dog"),
    ("Congrats! Last week I visited a place that holds a lot of memories for me. It was my "
     "mother`s old house.", "mother's old house"),
    ("We just adopted a rescue dog! Mixed breed, about two years old", "rescue dog"),
    # Nothing stated: what the message asks names it.
    ("No worries, Nate! Glad to hear it. What flavor did you make?", "flavor"),
])
def test_an_english_message_is_named_by_a_phrase_it_says(text: str, name: str) -> None:
    assert topic_name(text) == name
    assert not names_no_subject(name)


@pytest.mark.parametrize("text", [
    "It sounds challenging but interesting!",
    "Thanks Gina! It's been tough, but I'm gonna make it happen.",
    "No worries, Nate! Glad to hear it.",
    "Wow, Maria! Truly inspiring!",
])
def test_a_reaction_or_a_name_said_to_someone_names_no_subject(text: str) -> None:
    assert subject_name(text) == ""
    assert names_no_subject(topic_name(text))  # the next message that names one renames it


@pytest.mark.parametrize(("point", "phrase", "not_a_phrase"), [
    ("I am allergic to peanuts", "peanuts", "allergic"),  # "to" + a noun before punctuation
    ("I want to learn the guitar", "guitar", "learn"),  # "to" + a verb before its object
    ("My sister lives in Hangzhou", "sister", "sister lives"),
    ("Video games give me tons of joy", "video games", "joy"),
    ("I went to the gym again", "gym", "gym again"),
])
def test_verbs_fillers_and_feelings_are_no_part_of_a_phrase(
    point: str, phrase: str, not_a_phrase: str,
) -> None:
    assert phrase in phrases_of(point)
    assert not_a_phrase not in phrases_of(point)


CHICKEN = ["I have chicken thighs, rice and some spinach", "I don't have an oven, just a stovetop",
           "I have chili flakes and garlic", "I bought a cast iron pan",
           "The thighs came out great", "The rice was mushy"]


def test_a_topic_is_named_by_the_phrase_holding_what_its_points_keep_saying() -> None:
    phrases, words = counted_phrases({}, CHICKEN), counted({}, CHICKEN)
    assert phrases["chicken thighs"] == 1 and phrases["thighs"] == 2
    # "chicken thighs", said once, beats "thighs" and "rice", said twice: it says both.
    assert phrase_name(phrases, words, {}, 0) == "chicken thighs"
    # A word every other topic says weighs little: the name leads with this topic's own.
    assert phrase_name(phrases, words, {"thigh": 5, "chicken": 5}, 5) == "rice"
    # Nothing said twice: no name from the counts (the first message's phrase stays).
    assert phrase_name(counted_phrases({}, CHICKEN[:2]), counted({}, CHICKEN[:2]), {}, 0) == ""


def test_a_taken_back_word_leaves_every_phrase_that_said_it() -> None:
    phrases = counted_phrases({}, CHICKEN)
    kept = without_phrases(phrases, frozenset({"thigh", "thighs"}))
    assert not any("thigh" in p for p in kept) and "rice" in kept
    assert "thigh" not in phrase_name(kept, counted({}, CHICKEN), {}, 0)


async def test_a_topic_takes_the_phrase_its_messages_keep_saying() -> None:
    store = InMemoryStore(index=store_index_config())  # type: ignore[arg-type]
    lines = ["Hey Jolene, had a tough week. Storm forced us to cancel our yoga getaway.",
             "I was bummed about it, but I'm doing better now. I found comfort in my work",
             "We rescheduled the yoga getaway for next month",
             "The yoga getaway is at a retreat center by the lake"]
    current = None
    for i, line in enumerate(lines):
        now = T0 + timedelta(minutes=i)
        routed = await route_message(store, "jo", "default", line, threshold=0.0, now=now,
                                     current_topic=current)
        assert routed.topic is not None
        current = routed.topic.id
        topic = await refresh_topic_summary(store, "jo", "default", current, user_text=line,
                                            reply="", now=now)
    assert topic is not None and topic.name == "yoga getaway"
    assert topic.point_phrases["yoga getaway"] == 3
    assert topic.summary.startswith("About yoga getaway: ")


def test_a_points_phrases_kept_per_text_follow_the_rows_switched_off() -> None:
    said = "I'm on the hunt for the ideal spot"
    before = phrases_of(said)
    before.append("changed by a caller")  # a copy: what is kept is not the caller's list
    with disabled({"name_generic"}):  # "spot" is a head again while its row is off
        off = phrases_of(said)
    assert "ideal spot" in off and "ideal spot" not in phrases_of(said)
    assert phrases_of(said) == before[:-1]
