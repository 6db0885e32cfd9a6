"""Issue 24 leftzh44b: what leftzh44's retired teacher 王老师 showed and it left.

Each test says her turns through the real offline graph (tests/support/said_graph.py) and
reads what was kept or shown in the profile (docs/whole-facts.md, "Round leftzh44b"); each
failed on main 58deb25 but the guards beside them.
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 8, 12, 0, tzinfo=UTC))


async def _kept(turns: list[str]) -> list[tuple[str, str, str]]:
    store = await SAID.said(turns)
    return [(m.memory_type, m.subject, m.content)
            for m in await list_memories(store, "probe", "default", status="active")]


async def test_a_spouse_gone_is_no_living_family() -> None:
    # 我今年66 住在济南 老伴去年走了 showed 家庭: 老伴 (走了 of a person is a death)
    profile = await SAID.profile(["我今年66 住在济南 老伴去年走了"])
    assert "家庭: 老伴（已故）" in profile, profile
    # said alone it kept nothing; now kept as the spouse's, an important fact
    assert await _kept(["我老伴去年走了"]) == [("important_fact", "spouse", "老伴2025年走了")]
    assert "家庭: 老伴（已故）" in await SAID.profile(["我老伴前年去世了"])
    # guards: gone out for a while, a walk, a shop: no death
    assert not await _kept(["老伴刚走了一会儿"])
    for said in ("老伴去超市了", "他走了三公里"):
        assert "已故" not in await SAID.profile([said, "我住在济南"]), said


async def test_a_grandchild_named_is_family_and_a_sons_child_no_new_relative() -> None:
    # 现在主要就是带孙子 孙子叫豆豆… showed no family line
    said = "现在主要就是带孙子 孙子叫豆豆 今年4岁 在上幼儿园中班"
    assert "家庭: 孙子 豆豆" in await SAID.profile([said])
    assert "家庭: 孙子 豆豆" in await SAID.profile(["我孙子豆豆今年4岁"])
    # 儿子儿媳都在银行上班 天天加班 孩子基本是我管: 家庭: 儿子 孩子, about: child
    told = "儿子儿媳都在银行上班 天天加班 孩子基本是我管"
    assert [s for _, s, _ in await _kept([told])] == ["son"]
    profile = await SAID.profile([told])
    assert "家庭: 儿子" in profile and "孩子" not in profile, profile
    # guards: the user's own child said so is still family and theirs
    assert "家庭: 孩子" in await SAID.profile(["我孩子对花生过敏"])
    assert [s for _, s, _ in await _kept(["孩子基本是我管"])] == ["child"]


async def test_a_job_retired_from_said_without_me_is_hers() -> None:
    # 你好 我姓王 退休前是中学语文老师 教了三十五年书 gave no 职业 line
    profile = await SAID.profile(["你好 我姓王 退休前是中学语文老师 教了三十五年书"])
    assert "职业: 退休中学语文老师" in profile, profile
    # guard: her mother's retirement is no job of hers
    assert "职业" not in await SAID.profile(["我妈姓李，退休前是老师"])


async def test_someones_relative_coming_to_stay_is_kept_as_theirs() -> None:
    # 周末儿媳妈妈要过来住几天 kept nothing (the day first, a parent of the daughter-in-law's)
    assert await _kept(["周末儿媳妈妈要过来住几天"]) == [
        ("important_fact", "儿媳的妈妈", "周末儿媳妈妈要过来住几天")]
    assert await _kept(["这周末儿媳妈妈要过来住几天"]) == [
        ("important_fact", "儿媳的妈妈", "儿媳妈妈要过来住几天（12月12日那个周末）")]
    # guards: the user coming, a question
    for said in ("周末我要过来住几天", "周末儿媳妈妈要过来住几天吗"):
        assert not await _kept([said]), said
