"""Issue 24 lives38: a change of life supersedes, a plan done ends (whole-facts.md, Round lives38).

Each test says the turns as a user would through the real graph; each failed before its fix
but the guards (someone else's medicine, another medicine kept), which held before too (the
Chinese one kept no medicine at all before).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.graph.context import Context
from strata_layered.graph.retrieval.assembly import gather
from strata_layered.memory.facts.slots import profile_values
from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turns", "now", "was"), [
    (["我在吃氨氯地平降压", "医生把药换成了缬沙坦"], "医生把药换成了缬沙坦", "在吃氨氯地平降压"),
    (["I take metformin for my diabetes", "My doctor switched me from metformin to Jardiance"],
     # left39: the condition the old medicine was taken for stays with the new one
     "doctor switched them from metformin to Jardiance, for their diabetes",
     "takes metformin for their diabetes"),
    (["I take 10mg of lisinopril every morning", "My doctor changed my lisinopril dose to 20mg"],
     "doctor changed their lisinopril dose to 20mg", "takes 10mg of lisinopril every morning"),
])
async def test_a_medicine_changed_supersedes_the_one_taken(turns: list[str], now: str,
                                                           was: str) -> None:
    # the medicine kept nothing (我在吃氨氯地平降压) or stayed active beside its change
    active, archived = await SAID.kept_and_archived(turns)
    assert active == [now] and archived == [was], (active, archived)


@pytest.mark.parametrize(("turns", "kept"), [
    (["我在吃氨氯地平降压", "我妈的药换成了缬沙坦"], "在吃氨氯地平降压"),  # her medicine
    (["I take metformin for my diabetes", "I take atorvastatin for my cholesterol",
      "My doctor switched me from metformin to Jardiance"],
     "takes atorvastatin for their cholesterol"),  # not the medicine it names
    (["I take metformin for my diabetes",
      "My mom's doctor switched her from metformin to Jardiance"],
     "takes metformin for their diabetes"),
])
async def test_a_change_of_another_medicine_or_persons_ends_nothing(turns: list[str],
                                                                   kept: str) -> None:
    assert kept in await SAID.contents(turns)


@pytest.mark.parametrize(("turns", "now", "was"), [
    (["我想报老年大学的书法班", "老年大学书法班报上了！每周二、周四上午上课"],
     "12月5日按计划报上了老年大学的书法班，每周二、周四上午上课", "想报老年大学的书法班"),
    (["我想报老年大学的书法班", "已经报名了"], "12月5日按计划报名了老年大学的书法班",
     "想报老年大学的书法班"),
    (["I want to sign up for the pottery class at the community center",
      "I signed up for the pottery class"],
     "signed up for the pottery class at the community center on December 5, as planned",
     "wants to sign up for the pottery class at the community center"),
    (["I need to book flights to Lisbon for March", "finally booked the flights"],
     "booked flights to Lisbon for March on December 5, as planned",
     "need to book flights to Lisbon for March"),
])
async def test_a_plan_done_replaces_the_plan_dated(turns: list[str], now: str, was: str) -> None:
    # the done turn kept nothing (or was kept beside it) and the plan stayed active
    active, archived = await SAID.kept_and_archived(turns)
    assert active == [now] and archived == [was], (active, archived)


@pytest.mark.parametrize(("turns", "kept"), [
    (["我想报老年大学的书法班", "书法班报上了吗"], "想报老年大学的书法班"),  # a question
    (["我想报老年大学的书法班", "我还没报上"], "想报老年大学的书法班"),
    (["I want to sign up for the pottery class", "I signed up for the gym"],
     "wants to sign up for the pottery class"),  # another thing done
    (["I need to book flights to Lisbon for March", "My sister booked the flights"],
     "need to book flights to Lisbon for March"),  # someone else did it
])
async def test_what_does_not_carry_the_plan_out_leaves_it(turns: list[str], kept: str) -> None:
    assert kept in await SAID.contents(turns)


@pytest.mark.parametrize(("turns", "ahead", "past"), [
    (["I work at a bank in Leeds.", "I got the job! I start at Stripe in January"],
     "got the job, starts at Stripe in January",
     "got the job, was to start at Stripe in January 2027"),
    (["我在一家广告公司上班", "我拿到offer了，2027年1月去一家新能源车企做产品经理"],
     "拿到offer了，2027年1月去一家新能源车企做产品经理",
     "拿到offer了，原定2027年1月去一家新能源车企做产品经理"),
])
async def test_a_start_already_come_reads_as_was_to_start(turns: list[str], ahead: str,
                                                         past: str) -> None:
    # the plan read in March as a job still ahead (its month had no year to compare with)
    store = await SAID.said(turns)
    ctx = Context(user_id="probe", model="offline")
    shown: dict[int, list[str]] = {}
    for when in (datetime(2026, 12, 20, tzinfo=UTC), datetime(2027, 3, 1, tzinfo=UTC)):
        found = await gather(store, ctx, query="my new job 新工作", topic_id=None, now=when)
        shown[when.year] = [m["content"] for m in found["memories"]]
    assert ahead in shown[2026] and past not in shown[2026], shown
    assert past in shown[2027] and ahead not in shown[2027], shown
    kept = [m.content for m in await list_memories(store, "probe", "default", status="active")]
    assert ahead in kept  # stored as said


@pytest.mark.parametrize("news", ["Just found out my ex got married",
                                  "Apparently my ex got married"])
async def test_an_exs_wedding_or_partner_is_not_the_users(news: str) -> None:
    # "their ex got married" archived "is single" and showed relationship: got married
    active, archived = await SAID.kept_and_archived(["I'm single", news])
    assert "is single" in active and archived == [], (active, archived)
    assert await SAID.profile(["I'm single", news]) == "relationship: single"


async def test_the_users_own_wedding_still_fills_the_line() -> None:
    assert await SAID.profile(["I'm single", "I got married last May"]) == \
        "relationship: got married"


@pytest.mark.parametrize("said", ["听说前任结婚了", "刚知道前任结婚了", "我刚听说我前任结婚了"])
def test_an_exs_wedding_said_after_hearsay_fills_no_line_of_the_users(said: str) -> None:
    # 婚恋: 结婚 for the user (the hearsay made the note the user's)
    assert [slot.key for slot, _ in profile_values(said)] == []
    assert [slot.key for slot, _ in profile_values("我单身，" + said)] == ["relationship_status"]
