"""Issue 24 probe43b: what the review of probe43 and leftzh43 found, said as one would say it.

Each test says its turns through the real offline graph (docs/whole-facts.md, "Round
probe43b"); each failed on main dac9bb9 but the guards beside them.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import get_profile
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 10, 12, 0, tzinfo=UTC))  # a Thursday


async def _after(turns: list[str], days: list[float]) -> tuple[list[str], str, str]:
    """Active notes, profile text and the last turn's gate reason after the turns."""
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    out: dict[str, Any] = {}
    for text, day in zip(turns, days, strict=True):
        out = await graph.ainvoke(
            {"user_text": text, "now": (SAID.start + timedelta(days=day)).isoformat()},
            {"configurable": {"thread_id": "t"}}, context=Context(user_id="probe",
                                                                  model="offline"))
    kept = [m.content for m in await list_memories(store, "probe", "default", status="active")]
    profile = await get_profile(store, "probe", "default",
                                now=SAID.start + timedelta(days=days[-1], hours=1))
    return kept, profile.text if profile else "", str((out.get("gate") or {}).get("reason"))


async def test_those_words_of_a_message_that_kept_nothing_delete_nothing() -> None:
    # 我儿子不孝顺，从来不打电话 kept no note; 那些话 then deleted 儿子在深圳上班 and 家庭: 儿子
    for fact, complaint, word, ask in [
            ("我儿子在深圳上班", "我儿子不孝顺，从来不打电话", "深圳",
             "前几天我说我儿子那些话你就忘了吧"),
            ("我老公在银行上班", "我老公太懒了，什么都不干", "银行",
             "前几天我说我老公那些话你就忘了吧")]:
        kept, profile, reason = await _after([fact, complaint, ask], [0, 1, 4])
        assert [k for k in kept if word in k], (kept, profile)
        assert "家庭" in profile, profile
        assert "没有" in reason, reason  # said so: nothing kept from those words
    # guard: when that message kept its note, the note goes and the earlier one stays
    kept, _, _ = await _after([
        "我儿子在深圳上班",
        "我儿子这人吧一忙起来就好几个礼拜不打电话他妈病成这样他就回来过一次我心里挺不得劲的",
        "前几天我说我儿子那些话你就忘了吧别记了他也不容易"], [0, 3, 6])
    assert not [k for k in kept if "不得劲" in k], kept
    assert [k for k in kept if "深圳" in k], kept


async def test_reading_or_watching_about_an_illness_is_not_having_it() -> None:
    # "I'm reading about Alzheimer's for my class" gave health: Alzheimer's
    assert "Alzheimer" not in await SAID.profile(["I'm reading about Alzheimer's for my class"])
    assert "阿尔茨海默" not in await SAID.profile(["我在看一部关于阿尔茨海默的电影"])
    assert "Parkinson" not in await SAID.profile(["I'm learning about Parkinson's disease"])
    # guards: having it is still read
    assert "dementia" in await SAID.profile(["I was diagnosed with early dementia last year"])
    assert "健康: 帕金森" in await SAID.profile(["我有帕金森病 手有点抖"])
    assert "阿尔茨海默" in await SAID.profile(["我得了阿尔茨海默，记性越来越差"])


async def test_a_plea_to_remember_is_no_note_of_its_own() -> None:
    # 你帮我记着点，我女儿对花生过敏 added a note 你帮我记着点
    kept = await SAID.contents(["你帮我记着点，我女儿对花生过敏"])
    assert not [k for k in kept if "记着" in k], kept
    assert [k for k in kept if "花生过敏" in k], kept
    kept = await SAID.contents(["你帮我记着，我不吃香菜"])
    assert not [k for k in kept if "记着" in k], kept
    assert [k for k in kept if "香菜" in k], kept
    # guards: 记住 as before; the thing asked kept
    kept = await SAID.contents(["记住，我不吃香菜"])
    assert [k for k in kept if "香菜" in k] and not [k for k in kept if "记住" in k], kept
    kept = await SAID.contents(["你帮我记着下礼拜三下午两点带老伴儿去医大一院神经内科复查"])
    assert [k for k in kept if "复查" in k], kept


async def test_a_change_of_mind_ends_the_plan_and_keeps_no_bare_note() -> None:
    # 想了想还是不去了 was kept bare, the picnic plan active
    active, archived = await SAID.kept_and_archived(["我周末打算去公园野餐", "想了想还是不去了"])
    assert not [a for a in active if a.startswith("想了想")], active
    assert not [a for a in active if "野餐" in a and "不打算" not in a], active  # given up
    assert [a for a in archived if "野餐" in a], archived
    # 不去云南了 alone ends the plan it names
    active, archived = await SAID.kept_and_archived(["我打算去云南玩", "不去云南了"])
    assert [a for a in archived if "云南" in a], (active, archived)
    # guards: the settled mind with its thing; a plan with nothing given up stays
    active, archived = await SAID.kept_and_archived(["我打算去云南玩", "想了想还是不去云南了"])
    assert [a for a in archived if "云南" in a], (active, archived)
    active, archived = await SAID.kept_and_archived(["我打算去云南玩", "想了想还是先把驾照考了吧"])
    assert [a for a in active if "云南" in a] and not archived, (active, archived)
    active, archived = await SAID.kept_and_archived(["我打算去云南玩", "不去北京了"])
    assert [a for a in active if "云南" in a], (active, archived)
