"""Issue 24 probe42b: what probe42 left, said through the real offline graph.

docs/whole-facts.md, "Round probe42" (probe42b): each test failed on main 1722ac6 but the
guards beside them.
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 8, 12, 0, tzinfo=UTC))


async def test_a_sons_age_typed_without_its_apostrophe_supersedes_the_old_one() -> None:
    # 'tylers 13 now' (and "Tyler's 13 now") kept nothing: 'son Tyler is 12' stayed
    for said in ("tylers 13 now, birthday was yesterday", "Tyler's 13 now"):
        active, archived = await SAID.kept_and_archived(["my son Tyler is 12", said])
        assert archived == ["son Tyler is 12"], (said, archived)
        assert len(active) == 1 and "Tyler's 13 now" in active[0], (said, active)
    # guards: a score is not an age; a name never given stays unread
    active, archived = await SAID.kept_and_archived(["my son Tyler is 12",
                                                     "tylers 13 points ahead"])
    assert archived == [] and active == ["son Tyler is 12"], active


async def test_a_babys_age_in_months_said_anew_supersedes_the_old_one() -> None:
    # 朵朵6个月了 was kept beside 女儿朵朵5个月 (both active)
    active, archived = await SAID.kept_and_archived(["刚当妈 女儿朵朵5个月啦", "朵朵6个月了"])
    assert archived == ["刚当妈，女儿朵朵5个月"], archived
    assert active == ["刚当妈，女儿朵朵6个月了"], active  # what else the note said stands
    # guard: another child's age ends nothing
    active, archived = await SAID.kept_and_archived(["刚当妈 女儿朵朵5个月啦",
                                                     "我儿子乐乐今年7岁了"])
    assert archived == [], archived


async def test_a_leave_ending_next_march_is_kept_in_chinese_as_in_english() -> None:
    # 我产假明年三月结束 kept nothing; "my maternity leave ends in march" was kept
    kept = await SAID.contents(["我产假明年三月结束 要回去上班了"])
    assert kept == ["产假2027年三月结束，要回去上班了"], kept
    assert await SAID.contents(["my maternity leave ends in march"]) == [
        "maternity leave ends in march"]
    # guards: a leave ending with no day said, and a question, keep nothing
    assert await SAID.contents(["产假结束后怎么办", "合同三月到期吗"]) == []


async def test_diabetic_said_of_oneself_is_the_health_line() -> None:
    # 'type 2 diabetic, on metformin' left health empty ('diabetic' is not 'diabetes'); 糖尿病 did
    assert "health: diabetes" in await SAID.profile(
        ["type 2 diabetic, on metformin 500mg twice a day"])
    assert "健康: 糖尿病" in await SAID.profile(["我有糖尿病"])
    # guards: what is made for diabetics, and a father's diabetes, are not the user's health
    assert "health" not in await SAID.profile(["I'm looking for diabetic recipes for my mom"])
    assert "health" not in await SAID.profile(["My dad is diabetic"])


async def test_a_blood_sugar_reading_is_a_fact_not_a_preference() -> None:
    # 'my blood sugar was 145 this morning' was kept as a [preference] (the type model's)
    store = await SAID.said(["my blood sugar was 145 this morning"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert [(m.memory_type, m.content) for m in kept] == [
        ("important_fact", "blood sugar was 145 on December 8")], kept
    # guard: sugar liked is a preference
    store = await SAID.said(["i love sugar in my coffee"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert [m.memory_type for m in kept] == ["preference"], kept
