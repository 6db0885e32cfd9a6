"""A topic is named by what it talks about, not a span, an amount or "named" (names36, issue 25).

probe36 saw topics named "five hours", "morning" and 复查约22号; fix36 saw "dog named Rex": a
time, a count or a verb taken for the subject (memory/rules/topic_names.py NAME_TIME,
memory/rules/topic_names_zh.py NAME_AMOUNT_ZH, memory/topics/phrases.py `_unnamed`).
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
    # A span or a when at a phrase's end is cut off; what was done in it names the message.
    ("Every evening I practice piano for thirty minutes.", "piano"),
    ("On Sunday afternoon I baked sourdough bread.", "sourdough bread"),
    ("The meeting lasted two hours and nothing got decided.", "meeting"),
    ("We adopted a dog named Rex last week.", "dog Rex"),
    # Non-examples: a noun before the time word keeps its own head.
    ("I signed up for a morning yoga class.", "morning yoga class"),
    ("Tomorrow morning I have a dentist appointment.", "dentist appointment"),
    ("I called my mom about the birthday party.", "birthday party"),
    # Chinese: an amount, a clock time or a date is no subject.
    ("复查约22号，医生说要空腹。", "复查"),
    ("昨天加班到十一点，累死了。", "加班"),
    ("女儿这次数学考了九十五分。", "女儿数学"),
    ("我报了一个瑜伽班，每周去两次。", "瑜伽班"),
])
def test_a_message_is_named_by_its_subject_not_its_time(text: str, name: str) -> None:
    assert subject_name(text) == name


@pytest.mark.parametrize("text", ["I slept five hours.", "We talked for ten minutes."])
def test_a_time_alone_names_nothing(text: str) -> None:
    assert subject_name(text) == ""


async def _names(turns: list[str]) -> list[str]:
    store = await SaidGraph(T0).said(turns)
    hits = await store.asearch(ns.topics("probe", "default"), limit=50)
    return [t.name for h in hits if (t := load(TopicRecord, h.value)) is not None]


async def test_a_practice_topic_is_named_by_the_instrument_not_the_minutes() -> None:
    names = await _names(["Every evening I practice piano for thirty minutes."])
    assert any("piano" in n for n in names)
    assert not any("minutes" in n for n in names)


async def test_a_pet_topic_keeps_the_pet_and_its_name_without_named() -> None:
    names = await _names(["We adopted a dog named Rex last week, he is so playful."])
    assert not any("named" in n for n in names)
    assert any("Rex" in n for n in names)


async def test_a_checkup_topic_is_named_by_the_checkup_not_its_date() -> None:
    names = await _names(["复查约22号，医生说要空腹。"])
    assert "复查" in names
    assert not any("22" in n for n in names)
