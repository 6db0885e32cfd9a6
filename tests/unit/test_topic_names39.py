"""Names that read as no subject, a nickname, one subject split into many topics (names39).

A user saw (issue 25): a topic named 小琳 by 我觉得你可以叫我小琳吧 (a form of address); names that
are a cut run (搬家不南山, 保持长时间, 试改1月, "boyfriend teach") or a person in lower case ("leo",
"ruth's birthday"); and one subject archived as several topics of the same name ("pets",
"best pets"). Rows: memory/rules/topic_name_people.py, topic_name_ends.py, topic_names_zh.py;
the merge by subject is memory/topics/merging.py `same_subject`.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.records import TopicRecord, load
from strata_layered.memory.topics.merging import one_subject, subject_key
from strata_layered.memory.topics.naming import subject_name
from tests.support.said_graph import SaidGraph

T0 = datetime(2026, 3, 1, 9, tzinfo=UTC)

PAINTING_ZH = ["我觉得你可以叫我小琳吧", "最近我在学画画，每天画一小时。",
               "我画了一只猫，老师说还不错。", "下周我想试试水彩画。"]
PAINTING_EN = ["lol, I guess you can just call me lin", "I've been learning to paint lately.",
               "I painted a cat and my teacher liked it.", "Next week I want to try watercolors."]
PETS_SPLIT = ["My dogs are the best pets, they keep me company.",
              "I walk my pets twice a day in the park.",
              "Work has been crazy, my boss keeps adding deadlines.",
              "The project launch is next Friday at work.",
              "Anyway, my cat knocked over a vase this morning.",
              "Having pets means cleaning up all the time.", "I love my pets though.",
              "I started learning guitar this month.", "Guitar chords are hard on my fingers."]
PETS_DAYS = [0.0] * 7 + [40.0, 40.0]


async def _topics(turns: list[str], days: list[float] | None = None) -> list[TopicRecord]:
    store = await SaidGraph(T0).said(turns, days=days)
    hits = await store.asearch(ns.topics("probe", "default"), limit=50)
    return [t for h in hits if (t := load(TopicRecord, h.value))]


@pytest.mark.parametrize(("text", "name"), [
    # A form of address, hedged or in lower case, is an introduction: no subject.
    ("我觉得你可以叫我小琳吧", "自我介绍"),
    ("那你就叫我小琳好了。", "自我介绍"),
    ("大家都叫我小胖", "自我介绍"),
    ("lol, I guess you can just call me lin", "self-introduction"),
    ("Everyone calls me Lin, so you can too.", "self-introduction"),
    # A cut run: a negation whose verb was a filler, a describing run without its head, a
    # month and the verb that moves a thing to it, a question's verb.
    ("我搬家不去南山了", "搬家"),
    ("我没办法保持长时间的注意力", "没办法保持长时间注意力"),
    ("我打算把考试改到1月", "考试"),
    ("Did your boyfriend teach you to play?", "boyfriend"),
    ("My boss wants me to stay late on Fridays.", "boss"),
    # A person who opens the sentence keeps their capital.
    ("Ruth's birthday is next week.", "Ruth's birthday"),
    # Non-examples: what is no address, a verb that stays with its object, 的 that is no
    # describing run, a question whose subject is longer than one word.
    ("叫我去开会，好烦", "开会"),
    ("老板不让我请假", "老板不让请假"),
    ("今天是我朋友的生日", "朋友生日"),
    ("Did the yoga class help?", "yoga class"),
    ("My son's grades improved a lot.", "son's grades"),
])
def test_a_name_is_a_subject_never_an_address_or_a_cut_run(text: str, name: str) -> None:
    assert subject_name(text) == name


@pytest.mark.parametrize(("turns", "nickname"), [(PAINTING_ZH, "小琳"), (PAINTING_EN, "lin")])
async def test_a_nickname_never_names_the_topic_it_opened(turns: list[str], nickname: str) -> None:
    topics = await _topics(turns)
    assert topics
    assert not any(nickname in t.name.lower() for t in topics)
    assert any("画" in t.name or "paint" in t.name or "cat" in t.name for t in topics)


@pytest.mark.parametrize(("one", "other", "same"), [
    ("pets", "pets", True), ("pet", "Pets", True), ("pets", "best pets", True),
    ("宠物", "养宠物", True),
    # Non-examples: two subjects that share a word, a stand-in for a subject.
    ("road trip", "hiking trip", False), ("pets", "pet food brands", False),
    ("self-introduction", "self-introduction", False), ("自我介绍", "自我介绍", False),
])
def test_a_subject_key_says_when_two_names_are_one_subject(one: str, other: str,
                                                           same: bool) -> None:
    assert one_subject(subject_key(one), subject_key(other)) is same


async def test_one_subject_split_over_time_is_one_topic_once_it_closes() -> None:
    topics = await _topics(PETS_SPLIT, PETS_DAYS)
    pets = [t for t in topics if "pet" in t.name.lower()]
    assert len(pets) == 1
    assert pets[0].message_count == 5  # names40: with the cat's, a subject of the same kind
    assert pets[0].merged_from
    assert any("guitar" in t.name for t in topics)  # the later subject stays its own
