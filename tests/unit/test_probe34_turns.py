"""Round probe34 (issue 24): what imported development histories kept wrongly, said anew.

Each case is a turn through the real offline graph (tests/support/said_graph.py); the rows
that fix them name the history they came from.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.topics.chatter import content_free
from strata_layered.memory.topics.naming import subject_name
from tests.support.said_graph import SaidGraph

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


async def _kept(turns: list[str]) -> list[str]:
    store = await SaidGraph(START).said(turns)
    return [m.content for m in await list_memories(store, "probe", "default", status="active")]


@pytest.mark.parametrize(("said", "note", "never"), [
    # MemoryBank 郝明 (development): the agreement was a memory of its own, and the question
    # announced before a colon took the fact after it into a clause about the partner.
    ("哈哈，这样说也行。今天我想向你请教一个问题：我最近总是感觉自己的能力有限，很难办好工作。"
     "你有什么好办法能帮助我吗？", "很难办好工作", ("这样说也行", "请教")),
    # 还有一个问题，… opened the note ("一个问题，最近的热情…")
    ("好的，我会去尝试一些简单的菜谱。还有一个问题，我发现我最近的热情有点下降，不知道如何调整"
     "自己的状态。你有什么好的建议吗？", "热情有点下降", ("问题",)),
    ("我有个问题：我老是失眠，晚上两点才睡得着。怎么办？", "失眠", ("问题",)),
])
async def test_a_question_announced_or_an_agreement_is_no_part_of_the_fact(
        said: str, note: str, never: tuple[str, ...]) -> None:
    kept = await _kept([said])
    assert any(note in content for content in kept), kept
    assert not any(word in content for content in kept for word in never), kept


async def test_very_before_an_adjective_stays_in_the_note() -> None:
    # 很难办好工作 was noted 难办好工作; 很喜欢 still reads as 喜欢.
    kept = await _kept(["我很难入睡，已经失眠一个月了。", "我很喜欢打羽毛球。"])
    assert any(content.startswith("很难入睡") for content in kept), kept
    assert any(content.startswith("喜欢打羽毛球") for content in kept), kept


async def test_a_colon_that_announces_nothing_keeps_its_clause() -> None:
    kept = await _kept(["记住，我今年的目标：减肥十斤。"])
    assert any("目标" in content and "减肥十斤" in content for content in kept), kept


@pytest.mark.parametrize(("said", "note"), [
    # Seed 003: 记住 makes the message explicit. A statement said with it and no other signal
    # (no liking, no event word) was read as no fact, and the turn kept nothing.
    ("记住，我很难早起，每天都要闹钟响三次。", "很难早起"),
    ("我每天都要闹钟响三次才能起床，记住这一点。", "闹钟响三次"),
    # a plea to remember before a colon is no part of the note ("this: they wake up at 5")
    ("Remember this: I wake up at 5 every day.", "wakes up at 5 every day"),
])
async def test_a_statement_asked_to_be_remembered_is_kept(said: str, note: str) -> None:
    kept = await _kept([said])
    assert any(content.startswith(note) or note in content for content in kept), kept
    assert not any(content.lower().startswith(("this", "记住")) for content in kept), kept


async def test_remember_keeps_no_chatter_of_its_own() -> None:
    # the plea makes statements explicit; it does not make a greeting or a question a fact
    assert await _kept(["记住，你好呀！", "Remember: what time is it?"]) == []


@pytest.mark.parametrize(("said", "note", "never"), [
    # MemoryBank 曹志强 (development): a verdict on what the partner said opened the note
    ("非常有趣，我也喜欢麻辣香锅。看来我们对美食都有着浓厚的兴趣。", "喜欢麻辣香锅", "有趣"),
    ("看起来真的很有食欲。不过我对中国菜也很感兴趣。", "对中国菜也很感兴趣", "食欲"),
    # a saying about everyone, agreed with, headed the user's own liking
    ("确实如此，户外活动可以丰富我们的生活体验。我最喜欢的户外活动是徒步旅行和骑行。",
     "徒步旅行和骑行", "丰富"),
    ("确实如此，每个人的音乐喜好也不同。我最喜欢的音乐类型是摇滚和流行音乐。", "摇滚", "每个人"),
])
async def test_a_reaction_to_the_partner_opens_no_note(said: str, note: str, never: str) -> None:
    kept = await _kept([said])
    assert any(note in content for content in kept), kept
    assert not any(never in content for content in kept), kept


async def test_a_verdict_after_the_users_own_statement_stays() -> None:
    kept = await _kept(["你好，朋友，今天我参加了一场音乐会，非常精彩。"])
    assert any("音乐会" in content and "精彩" in content for content in kept), kept


def test_a_check_in_names_no_topic() -> None:
    # 你好啊，近来过得怎么样？ named 郝明's topic 过得
    assert content_free("你好啊，近来过得怎么样？") == "check_in"
    assert subject_name("你好啊，近来过得怎么样？") == ""
    assert content_free("最近过得不太好，工作压力很大。") is None
    assert subject_name("你好啊。我最近总是感觉自己的能力有限，很难办好工作。")


@pytest.mark.parametrize(("said", "note", "never"), [
    # MemoryBank 周立 (development): how the advice sounds opened the note
    ("是的，但是这听起来很困难。我不知道自己是否有能力适应一个新的工作。", "适应一个新的工作",
     "听起来"),
    # 我有一个烦恼 announces the worry; it is no part of it
    ("你好，朋友！我有一个烦恼。我想去旅游，但是我没有太多的时间和预算。", "旅游", "烦恼"),
])
async def test_a_clause_on_the_partners_words_or_announcing_a_worry_is_no_note(
        said: str, note: str, never: str) -> None:
    kept = await _kept([said])
    assert any(note in content for content in kept), kept
    assert not any(never in content for content in kept), kept


@pytest.mark.parametrize(("said", "note"), [
    # MemoryBank 张志强 (development): 昨天晚上我看了… was noted 晚上我看了…（dated）
    ("昨天晚上我看了一部很棒的电影，《银河补习班》。你看过吗？",
     "晚上看了一部很棒的电影，《银河补习班》（3月1日）"),
    ("昨天下午我去医院做了体检。", "下午去医院做了体检（3月1日）"),
])
async def test_a_leading_day_goes_with_its_part_of_the_day(said: str, note: str) -> None:
    assert note in await _kept([said])


@pytest.mark.parametrize("request_", ["忘记我在私立医院上班这件事。", "请忘掉我在私立医院上班"])
async def test_forget_said_with_wangji_or_please_forgets(request_: str) -> None:
    # review34: 忘记…这件事 and 请忘掉… were kept as facts and forgot nothing
    store = await SaidGraph(START).said(["我在私立医院上班。", request_])
    left = [m.content for m in await list_memories(store, "probe", "default")]
    assert not any("私立医院" in content for content in left), left


async def test_a_check_in_is_no_part_of_the_note() -> None:
    # review34: 最近过得怎么样，我换工作了 was noted with its check-in
    kept = await _kept(["你好，最近过得怎么样，我换工作了，现在在腾讯上班。"])
    assert any("腾讯" in content for content in kept), kept
    assert not any("怎么样" in content for content in kept), kept


async def test_zai_as_the_progressive_names_no_workplace() -> None:
    # MemoryBank 郝明 (development), seen on the library page: 单位: 热衷于
    profile = await SaidGraph(START).profile(
        ["最近我也在热衷于做卡片手工和烹饪，请你推荐一些有趣的食谱。"])
    assert "单位" not in profile, profile
    assert "单位: 腾讯" in await SaidGraph(START).profile(["我在腾讯做产品经理。"])
