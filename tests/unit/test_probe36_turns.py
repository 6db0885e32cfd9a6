"""Issue 24 probe36: a new user's first weeks (a job change, an exam, a health worry, a break-up).

Each test says a few turns as the user typed them through `strata say` and reads what was kept;
each failed before its fix (docs/whole-facts.md, "Round probe36").
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("said", "kept"), [
    ("我妈老打电话问我有没有好好吃饭", "妈"),
    ("Money is tight this month, rent went up to 1800 and I'm behind on my credit card.",
     "credit card"),
])
async def test_a_call_or_a_card_owed_on_is_no_secret(said: str, kept: str) -> None:
    # both were rejected as unsafe (keyword:电话, keyword:credit card), though no number was given
    assert any(kept in memory for memory in await SAID.contents([said]))


@pytest.mark.parametrize("said", [
    "帮我记一下我妈的电话号码", "Remember my credit card number please", "我的电话是13800138000",
])
async def test_the_secret_itself_is_still_never_kept(said: str) -> None:
    assert await SAID.contents([said]) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("以后叫我晨晨就好，朋友都这么叫我。", "以后叫我晨晨就好，朋友都这么叫我"),
    ("叫我小林吧，家里人都这样叫我", "叫我小林，家里人都这样叫我"),
])
async def test_a_clause_that_points_back_stays_with_what_it_points_to(said: str, kept: str) -> None:
    # 朋友都这么叫我 was kept as a fact of its own: this way, but which?
    assert await SAID.contents([said]) == [kept]


async def test_a_name_said_by_others_is_still_a_note_of_its_own() -> None:
    kept = await SAID.contents(["以后叫我晨晨就好，朋友都叫我小陈"])
    assert "以后叫我晨晨就好" in kept and len(kept) == 2


async def _kinds(said: str) -> list[str]:
    store = await SAID.said([said])
    return [m.memory_type for m in await list_memories(store, "probe", "default", status="active")]


@pytest.mark.parametrize("said", [
    "Can you be gentler with me? Your last answer felt a bit harsh.",
    "Could you be softer with me?",
    "你说话能温柔一点吗？",
])
async def test_asking_to_be_gentler_is_a_style_kept(said: str) -> None:
    # kept nothing: a comparative ("gentler") is no "more gentle", 你说话能…吗 read as a question
    assert await _kinds(said) == ["conversation_style"]


@pytest.mark.parametrize("said", ["She could be nicer to me.", "你能回答这个问题吗？"])
async def test_no_style_is_read_from_someone_else_or_a_question(said: str) -> None:
    assert await SAID.contents([said]) == []


@pytest.mark.parametrize(("said", "kept"), [
    ("First day at the hospital, my manager Priya seems nice.", "First day at the hospital"),
    ("First time in months I went for a run.", "First time in months"),
])
async def test_an_ordinal_before_its_noun_is_kept(said: str, kept: str) -> None:
    # "First" was dropped as a lead word: "day at the hospital, manager Priya seems nice"
    assert (await SAID.contents([said]))[0].startswith(kept)


async def test_first_as_a_lead_word_still_goes() -> None:
    assert await SAID.contents(["First, I live in Leeds."]) == ["lives in Leeds"]


# MemoryBank zh 张志强, 2023-05-01, as `strata import` replays it (the assistant's replies given).
SHAWSHANK = ["你好，朋友，最近我在看一部很棒的电影，叫做《肖申克的救赎》，你有听说过吗？",
             "我觉得这部电影的情节非常紧凑，人物关系也很复杂，不像一般的电影那么俗套。你喜欢看电影吗？"]
SHAWSHANK_REPLIES = [
    "你好，张志强。《肖申克的救赎》是一部非常经典的电影，得到了广大观众和媒体的高度评价。虽然我没有眼睛，"
    "但我可以搜索相关信息了解它的内容。您觉得这部电影最吸引你的地方是什么呢？",
    "作为一款AI助手，我不能像人类一样感受到电影带给人类的视觉和听觉的快感。"]


async def test_a_work_pointed_at_is_the_one_titled_before() -> None:
    # kept as 这部电影的情节非常紧凑…: which film, the memory did not say
    kept = await SAID.contents(SHAWSHANK, replies=SHAWSHANK_REPLIES)
    assert "《肖申克的救赎》的情节非常紧凑，人物关系也很复杂，不像一般的电影那么俗套" in kept


async def test_a_work_pointed_at_with_no_title_before_stays_as_said() -> None:
    kept = await SAID.contents(["我最近在读一本小说，这本书很好看，我特别喜欢"])
    assert any("这本书很好看" in memory for memory in kept)
