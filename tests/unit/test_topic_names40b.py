"""names40's leftovers: a pet's noun, a subject said first, 感悟 alone, a kind's name kept.

Left by names40: 我家的狗很调皮 named 调皮 (狗, one character, dropped: a topic of no kind); "Work
has been crazy, my boss keeps adding deadlines" named "adding deadlines"; 感悟 alone a name (the
English abstract nouns only stand in); a topic merged by its kind (pets) renamed "dogs" by the
next summary refresh. My own sentences, through `subject_name` and the real graph
(`SaidGraph`). Rows: memory/rules/topic_name_subjects.py; memory/topics/kinds.py.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory import namespaces as ns
from strata_layered.memory.store.records import TopicRecord, load
from strata_layered.memory.topics.kinds import keeps_kind_name, subject_kind
from strata_layered.memory.topics.naming import names_no_subject, subject_name
from tests.support.said_graph import SaidGraph

T0 = datetime(2026, 3, 1, 9, tzinfo=UTC)
SPLIT_DAYS = [0.0] * 6 + [40.0] * 5
# Dogs, work, a sick cat on one day; the dogs again 40 days later, after the merge.
PETS_LATER_EN = ["My dogs love the beach.", "I walk my dogs twice a day in the park.",
                 "Work has been crazy, my boss keeps adding deadlines.",
                 "The project launch is next Friday at work.",
                 "Our cat is sick, she won't eat her food.",
                 "The cat goes to the vet tomorrow morning.",
                 "I started learning guitar this month.", "Guitar chords are hard on my fingers.",
                 "My dogs chewed my shoes again.",
                 "The dogs need a bath, my dogs rolled in the mud.",
                 "I took the dogs to the vet, the dogs are fine."]


async def _topics(turns: list[str], days: list[float] | None = None) -> list[TopicRecord]:
    store = await SaidGraph(T0).said(turns, days=days)
    hits = await store.asearch(ns.topics("probe", "default"), limit=50)
    return [t for h in hits if (t := load(TopicRecord, h.value))]


@pytest.mark.parametrize(("text", "name"), [
    # A pet's one-character noun, someone's or opening its clause, is the subject.
    ("我家的狗很调皮。", "狗调皮"),
    ("这只狗很可爱。", "狗可爱"),
    ("我的猫最近很懒。", "猫"),
    ("狗很调皮。", "狗调皮"),
    # A subject said first and then described names the message.
    ("Work has been crazy, my boss keeps adding deadlines.", "work"),
    ("My job is so stressful lately, my manager keeps calling me at night.", "job"),
    # Non-examples: a fish eaten, a hot dog, a phrase said first, a subject with its noun.
    ("我今天吃了一条鱼。", ""),
    ("我喜欢热狗。", "热狗"),
    ("I took a pottery class, it was fun.", "pottery class"),
    ("My sister is a nurse, she works nights at the hospital.", "sister"),
])
def test_the_subject_is_named_not_what_is_said_of_it(text: str, name: str) -> None:
    assert subject_name(text) == name


def test_a_pets_name_is_of_the_kind() -> None:
    assert subject_kind(subject_name("我家的狗很调皮。")) == "pets"
    assert subject_kind("鸟会说话") == subject_kind("养鱼") == "pets"
    assert subject_kind("钓鱼") == subject_kind("鱼香肉丝") == subject_kind("热狗") == ""


@pytest.mark.parametrize(("text", "stand_in"), [
    ("最近有很多感悟。", "感悟"), ("我有一些想法。", "想法"), ("这几天有些心得。", "心得"),
])
def test_a_chinese_abstract_noun_alone_stands_in_until_a_subject_is_named(
        text: str, stand_in: str) -> None:
    assert subject_name(text) == stand_in  # named for want of a subject, as a feeling is
    assert names_no_subject(stand_in)
    assert not names_no_subject("旅行心得")  # with what it is of, a subject
    assert subject_name("我有一个想法，想开一家咖啡店。") == "咖啡店"


async def test_the_graph_names_a_pets_topic_by_the_pet_and_the_next_subject() -> None:
    pets = await _topics(["我家的狗很调皮。", "它昨天把沙发咬坏了。"])
    assert [t.name for t in pets] == ["狗调皮"]
    said = await _topics(["最近有很多感悟。", "我开始学画画了，每天画一个小时。"])
    assert [t.name for t in said] == ["学画画"]


async def test_a_subject_said_first_names_the_topic_through_the_graph() -> None:
    topics = await _topics(["Work has been crazy, my boss keeps adding deadlines.",
                            "The project launch is next Friday at work."])
    assert [t.name for t in topics] == ["work"]


async def test_a_topic_named_by_its_kind_keeps_the_name_when_refreshed() -> None:
    topics = await _topics(PETS_LATER_EN, SPLIT_DAYS)
    pets = [t for t in topics if subject_kind(t.name) == "pets"]
    assert [t.name for t in pets] == ["pets"], [t.name for t in topics]
    assert pets[0].message_count == 7 and pets[0].merged_from  # the dogs said again: refreshed


@pytest.mark.parametrize(("name", "merged", "summary", "keeps"), [
    ("pets", True, "About pets: My dogs love the beach; Our cat is sick", True),
    ("宠物", True, "关于宠物：我家的狗狗特别喜欢去海边；我的猫生病了", True),
    # Non-examples: never merged, not the kind's name, nothing of the kind left in it.
    ("pets", False, "About pets: My dogs love the beach", False),
    ("dogs", True, "About dogs: My dogs love the beach", False),
    ("pets", True, "About pets: I started learning guitar this month", False),
])
def test_a_kinds_name_stays_while_its_points_say_the_kind(name: str, merged: bool, summary: str,
                                                         keeps: bool) -> None:
    assert keeps_kind_name(name, merged, summary) is keeps
