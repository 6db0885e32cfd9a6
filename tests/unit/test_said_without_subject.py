"""Chinese drops 我: a change said done and a relative named bare are still the user's (no24).

Through the real offline graph (the learned stage included): before, 现在改喝茶了 and 妈妈住在上海
were kept by the gate and made no memory, and the learned model could veto 我们上个月分手了.
"""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage

from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import get_profile
from tests.support.asked_graph import AskedGraph


async def test_a_change_said_without_me_is_kept() -> None:
    mei = AskedGraph("mei")
    await mei.turn("我每天早上都喝咖啡。", "2026-12-01T09:00:00+00:00")
    await mei.asks("你还每天喝咖啡吗？", "a1")
    await mei.turn("现在改喝茶了。", "2026-12-02T09:00:00+00:00")
    kept = await mei.kept()
    assert any("改喝茶" in k for k in kept), kept


async def test_a_breakup_answering_the_partner_is_kept_whatever_the_model_scores() -> None:
    lin = AskedGraph("lin")
    await lin.said(HumanMessage("最近有点累。", id="h1"),
                   AIMessage("辛苦了。你最近和男朋友怎么样？", id="a1"))
    await lin.turn("我们上个月分手了。", "2026-12-03T09:00:00+00:00")
    assert any("分手" in k for k in await lin.kept())
    await lin.asks("How is your boyfriend doing?", "a2")
    await lin.turn("We broke up last month.", "2026-12-03T09:05:00+00:00")
    assert any("broke up" in k for k in await lin.kept())


async def test_a_parent_named_bare_is_the_users_and_never_their_city() -> None:
    zhao = AskedGraph("zhao")
    await zhao.turn("妈妈住在上海。", "2026-12-03T09:00:00+00:00")
    await zhao.turn("老公是医生。", "2026-12-03T09:01:00+00:00")
    memories = await list_memories(zhao.store, "zhao", zhao.ctx.agent_id, status="active")
    whose = {m.content: m.subject for m in memories}
    assert whose.get("妈妈住在上海") == "mother" and whose.get("老公是医生") == "husband", whose
    profile = await get_profile(zhao.store, "zhao", zhao.ctx.agent_id)
    assert profile is None or "上海" not in profile.text.split("mother")[0], profile
