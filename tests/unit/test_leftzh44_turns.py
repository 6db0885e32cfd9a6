"""Issue 24 leftzh44: what leftzh43 and probe43 left on the Chinese side, said as a user types.

Each test says the turns through the real offline graph (tests/support/said_graph.py) and
reads what was kept, archived or shown in the profile (docs/whole-facts.md, "Round leftzh44");
each failed on main 9751a0a but the guards beside them.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph, everything

SAID = SaidGraph(datetime(2026, 12, 8, 12, 0, tzinfo=UTC))  # a Tuesday: 下周三 is December 16


async def _kept(turns: list[str]) -> list[tuple[str, str, str]]:
    store = await SAID.said(turns)
    return [(m.memory_type, m.subject, m.content)
            for m in await list_memories(store, "probe", "default", status="active")]


async def test_someone_away_and_the_day_they_come_back_is_theirs_and_dated() -> None:
    # 我老公出差，下周三回来 kept nothing: the day was in a clause without the husband
    for said, note in (("我老公出差，下周三回来", "老公出差，12月16日回来"),
                       ("老公去上海出差了 下周三才回来", "老公去上海出差了，12月16日才回来")):
        assert await _kept([said]) == [("important_fact", "husband", note)], said
    # guards: the user's own trip, a question, what the user will do that day
    for said in ("我出差，下周三回来", "我老公出差，下周三回来吗", "老公出差了，好累"):
        assert not await _kept([said]), said


async def test_a_child_in_school_is_kept_with_the_name_said() -> None:
    # 我儿子小宝在上幼儿园 kept nothing (the learned gate scored it 0.615)
    assert await _kept(["我儿子小宝在上幼儿园"]) == [
        ("important_fact", "son", "儿子小宝在上幼儿园")]
    assert "家庭: 儿子 小宝" in await SAID.profile(["我儿子小宝在上幼儿园"])
    assert [s for _, s, _ in await _kept(["我孙女今年读初二"])] == ["grandchild"]
    # guard: taking a child to school is the user's day, no fact of the child's
    assert [s for _, s, _ in await _kept(["我每天送孙子上幼儿园"])] != ["grandchild"]


async def test_a_medicine_added_is_one_more_taken() -> None:
    # 大夫给我血压药又加了一个厄贝沙坦 and 加了一个厄贝沙坦 kept nothing
    first = "我血压高，每天吃一片氨氯地平"
    for added in ("大夫给我血压药又加了一个厄贝沙坦", "加了一个厄贝沙坦"):
        active, archived = await SAID.kept_and_archived([first, added])
        assert "血压高，每天吃一片氨氯地平" in active, (added, active)  # the list grows
        assert any("厄贝沙坦" in k for k in active) and not archived, (added, active, archived)
    # guards: a question, someone else's, a chat group added
    for said in ("加了一个厄贝沙坦？", "他又加了一个阿司匹林", "我加了一个微信群"):
        assert not any("加了" in k for k in await SAID.contents([first, said])), said


async def test_a_plan_given_up_with_a_comma_after_its_settling_ends_it() -> None:
    # 算了，不去了 after 我周末打算去爬山 kept nothing and the plan stayed active
    for given_up in ("算了，不去了", "算了 不去了", "想了想，还是不去了"):
        active, archived = await SAID.kept_and_archived(["我周末打算去爬山", given_up])
        assert archived == ["周末打算去爬山"], (given_up, archived)
        assert active == ["不打算去爬山了"], (given_up, active)
    # a time between the plan's word and its act: 打算下个月买车
    active, archived = await SAID.kept_and_archived(["我打算下个月买车", "算了，不买了"])
    assert archived == ["打算2027年1月买车"], archived
    # guards: another act, or a plan said two messages before, ends nothing
    for turns in (["我周末打算去爬山", "算了，不说了"],
                  ["我打算下个月去云南玩", "我今天去超市买菜", "算了，不去了"]):
        assert not (await SAID.kept_and_archived(turns))[1], turns


async def test_a_note_ends_where_the_fact_ends_and_what_was_quit_is_no_diet() -> None:
    # the 公积金 note kept its question (可以吗, typed with no mark)
    said = "问一下 公积金 我账户里有86000 每个月缴2400 想提出来还房贷可以吗"
    assert await SAID.contents([said]) == ["公积金，账户里有86000，每个月缴2400"]
    assert await SAID.contents(["我账户里有86000，想提出来还房贷可以吗"]) == ["账户里有86000"]
    # 我烟去年就戒了酒也就过年喝两口 showed 饮食: 戒了酒 (he quit smoking, drinks at New Year)
    profile = await SAID.profile(["我烟去年就戒了酒也就过年喝两口"])
    assert "饮食" not in profile, profile
    # guards: alcohol quit is the diet still; 吗啡 asks nothing
    assert "饮食: 戒酒" in await SAID.profile(["我戒酒了"])
    assert "饮食: 戒酒" in await SAID.profile(["我戒酒三年了，现在身体好多了"])
    assert await SAID.contents(["我对吗啡过敏"]) == ["对吗啡过敏"]


async def test_a_thing_told_you_days_before_called_that_one_is_forgotten() -> None:
    # a retired teacher, days later: 前两天跟你说的儿子儿媳天天加班那个 你就别记了 让人听了不好
    # forgot nothing (跟你 before 说, 那个 naming it, a reason after, and the thing named across
    # two clauses of the note); the note stayed whole, the message in recall
    told = "儿子儿媳都在银行上班 天天加班 孩子基本是我管"
    asked = "前两天跟你说的儿子儿媳天天加班那个 你就别记了 让人听了不好"
    store = await SAID.said([told, "我每天早上六点去公园打太极", asked], days=[0, 0, 2])
    kept = [m.content for m in await list_memories(store, "probe", "default", status="active")]
    assert not any("加班" in k for k in kept), kept
    assert "每天早上六点去公园打太极" in kept, kept
    records = _records(await everything(store))
    assert [r["retracted"] for r in records if r.get("content") == told] == [True]
    # guards: a thing nobody said, and one said in a single clause, are read as before
    assert not await SAID.contents(["前两天跟你说的那个你就别记了"])
    kept = await SAID.contents(["我在银行上班", "跟你说的老公天天加班那个你就别记了"])
    assert kept == ["在银行上班"], kept


def _records(text: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in text.split("\n")]


async def test_a_day_corrected_naming_its_thing_and_a_thing_let_go_end_what_they_name() -> None:
    # the retired teacher: 不对 疫苗是下周四 我记错了 left the vaccine on Tuesday (the
    # correction named its thing); 书法班算了 不报了 接孩子时间冲突 left the class wished for
    vaccine = "下周二要带豆豆去打流感疫苗"
    for fixed in ("不对 疫苗是下周四 我记错了", "不对，疫苗是下周四"):
        active, archived = await SAID.kept_and_archived([vaccine, fixed])
        assert (active, archived) == (["12月17日要带豆豆去打流感疫苗"],
                                      ["12月15日要带豆豆去打流感疫苗"]), fixed
    active, archived = await SAID.kept_and_archived([
        "我想报老年大学的书法班 周三下午上课", "书法班算了 不报了 接孩子时间冲突"])
    assert archived == ["想报老年大学的书法班，周三下午上课"], archived
    assert active == ["不打算报书法班了，接孩子时间冲突"], active
    # guards: another thing's day, someone's day, and a day let go end nothing
    for turns in ([vaccine, "不对，面试是下周四"], [vaccine, "不对，他是下周四"],
                  ["我想报老年大学的书法班", "今天算了 不去了"]):
        assert not (await SAID.kept_and_archived(turns))[1], turns
