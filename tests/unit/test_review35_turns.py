"""What fix35's rows read into sentences that only talk of a thing (review35).

Row home_role read a stay-at-home parent talked of as the user's job: "A stay-at-home mom has
it hard" showed "occupation: stay-at-home mom" (its ^ and "now" took any clause opening on it).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize("said", ["Now a stay-at-home mom seems boring to me.",
                                  "A stay-at-home mom has it hard, I think."])
async def test_a_home_role_talked_of_is_no_job(said: str) -> None:
    assert "occupation" not in await SAID.profile([said])


@pytest.mark.parametrize("said", ["I'm a stay-at-home mom.", "I'm now a stay-at-home mom."])
async def test_a_home_role_the_user_has_is_their_job(said: str) -> None:
    assert "occupation: stay-at-home mom" in await SAID.profile([said])


FORGET_THEIR_JOB = [
    (["My husband is a chef.", "My mom is a nurse.", "Please forget my husband's job."],
     "chef", "nurse"),
    (["我老公是厨师", "我妈妈是护士", "请忘掉我老公的工作"], "厨师", "护士"),
]


@pytest.mark.parametrize(("turns", "gone", "kept"), FORGET_THEIR_JOB)
async def test_a_relatives_job_said_with_is_can_be_forgotten(
        turns: list[str], gone: str, kept: str) -> None:
    # the occupation slot reads the user's own words: "husband is a chef" said no job, and
    # the request forgot nothing
    left = await SAID.contents(turns)
    assert not any(gone in m for m in left), left
    assert any(kept in m for m in left), left  # the mother's job is not the husband's


@pytest.mark.parametrize(("said", "fact"), [
    ("Don't tell anyone I'm pregnant.", "pregnant"),
    ("Please don't tell anyone that I have depression.", "depression"),
    ("别告诉别人我怀孕了", "怀孕"),
    ("千万别跟别人说我离婚了", "离婚"),
])
async def test_a_secret_told_with_the_secrecy_asked_is_kept(said: str, fact: str) -> None:
    # row secret_asked read the whole clause as a request for this talk and kept nothing
    assert any(fact in m for m in await SAID.contents([said]))


async def test_a_lead_word_broken_off_by_a_mark_opens_no_note() -> None:
    # lead_zh no longer dropped 还有 (it heads 还有一个妹妹), and alone in its clause it was
    # joined to the note: 还有，对花生过敏
    assert await SAID.contents(["还有，我对花生过敏"]) == ["对花生过敏"]
    assert await SAID.contents(["朋友，我最近失业了"]) == ["最近失业了"]


@pytest.mark.parametrize("said", ["I can't eat spicy food when my stomach hurts.",
                                  "我不吃鱼的时候会补充维生素"])
async def test_a_food_left_out_at_times_is_no_diet(said: str) -> None:
    # row no_food read the food left out, whatever the condition after it, as the diet
    profile = await SAID.profile([said])
    assert "diet" not in profile and "饮食" not in profile, profile


async def test_a_food_left_out_is_still_a_diet() -> None:
    assert "饮食: 不吃辣" in await SAID.profile(["我不吃辣"])
    assert "diet: can't eat spicy food" in await SAID.profile(["I can't eat spicy food."])
