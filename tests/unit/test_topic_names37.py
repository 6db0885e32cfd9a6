"""A topic name ends on a whole word and a whole phrase, and is not the user's own name (names37).

A user saw topics named "I really want to eat thi", "Pri", "care", 睡不, 前男友发消息让 and 找找菜谱
(issue 25): a message's start cut mid-word (memory/topics/name_start.py), the user's own name
and a verb idiom's noun (memory/rules/topic_name_ends.py NAME_SELF, NAME_IDIOM), a Chinese name
ending on what leads into the rest of its clause and a doubled verb (NAME_LEADS_ON_ZH,
NAME_DOUBLED_ZH, NAME_SOME_ZH); a phrase's last words never cut a proper name (phrases.py).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.records import TopicRecord, load
from strata_layered.memory.topics.naming import names_no_subject, subject_name, topic_name
from tests.support.said_graph import SaidGraph

T0 = datetime(2026, 3, 1, 9, tzinfo=UTC)


@pytest.mark.parametrize(("text", "name"), [
    # names40: what the user wants to do names it ("I really want to eat this." → eating).
    ("I really want to tell you this.", "I really want to tell"),
    ("Care to share more about it?", "Care to share more about"),
    ("It's been tough, but I'm gonna make it happen", "It's been tough, but I'm"),
    # Non-examples: a start within the limit stays whole; a word at the limit's edge too.
    ("It's been tough.", "It's been tough."),
    ("Honestly it was whatever", "Honestly it was whatever"),
])
def test_a_start_standing_in_for_a_name_ends_on_a_whole_word(text: str, name: str) -> None:
    assert topic_name(text, fallback_chars=24) == name


@pytest.mark.parametrize(("text", "name"), [
    # The user's own name is no subject: the introduction names it, or what else is said.
    ("Pri here.", "self-introduction"),
    ("Hi, I'm Priya.", "self-introduction"),
    ("My name is Priya and I work as a nurse.", "nurse"),
    # A verb idiom's noun is no subject.
    ("I take care of my grandmother every weekend.", "grandmother"),
    ("Care to share more about it?", ""),
    # Non-examples: a name that is not the user's, a care that is a subject.
    ("My sister Priya is visiting next week.", "sister Priya"),
    ("Skin care is my new hobby.", "skin care"),
    ("We adopted a dog named Rex last week.", "dog Rex"),
    # The last three words never cut a proper name in two; a plain run keeps its last three.
    ("Been discussing collaborations for a Harry Potter fan project I am working on!",
     "Harry Potter fan project"),
    ("I baked vegan chocolate chip cookies.", "chocolate chip cookies"),
    # Chinese: a name ends on a whole phrase; a doubled verb is one verb.
    ("前男友发消息让我很烦。", "前男友发消息"),
    ("我最近睡不好。", ""),
    ("我想找找菜谱。", "找菜谱"),
    ("今天晚上想找找菜谱做点好吃的。", "找菜谱"),
    # Non-examples: a word ending like a causative, a doubled noun.
    ("我的房子准备转让。", "房子转让"),
    ("我妈妈做了红烧肉。", "妈妈红烧肉"),
])
def test_a_name_is_a_whole_subject(text: str, name: str) -> None:
    assert subject_name(text) == name


def test_a_self_introduction_is_replaced_by_the_first_subject() -> None:
    assert names_no_subject("self-introduction")
    assert not names_no_subject("nurse")


async def _names(turns: list[str]) -> list[str]:
    store = await SaidGraph(T0).said(turns)
    hits = await store.asearch(ns.topics("probe", "default"), limit=50)
    return [t.name for h in hits if (t := load(TopicRecord, h.value)) is not None]


@pytest.mark.parametrize(("turns", "bad"), [
    (["I really want to eat this."], "I really want to eat thi"),
    (["Pri here."], "Pri"),
    (["Care to share more about it?"], "care"),
    (["我最近睡不好。"], "睡不"),
    (["前男友发消息让我很烦。"], "前男友发消息让"),
    (["我想找找菜谱。"], "找找菜谱"),
])
async def test_the_names_the_user_saw_no_longer_happen(turns: list[str], bad: str) -> None:
    names = await _names(turns)
    assert names
    assert bad not in names
    assert not any(n.lower() == bad.lower() for n in names)


async def test_the_own_name_gives_way_to_the_subject_said_next() -> None:
    names = await _names(["Pri here.", "I have been learning to bake sourdough bread lately."])
    assert not any("pri" == n.lower() for n in names)
    assert any("sourdough" in n for n in names)
