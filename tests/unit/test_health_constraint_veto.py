"""An allergy, a diet or a doctor's order the rules keep is never dropped by the learned veto.

zhgate40 found it: after a long reply the learned gate scored 我对花生过敏，所以吃东西的时候要
特别注意 0.39, under the veto (0.40) of the default `both` path, and the allergy was not kept.
A wrong answer about it can hurt, so the rules' keep of such a constraint stands
(memory/facts/constraint_reading.py HEALTH_KINDS, memory/gate/learned.py).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.facts.constraint_reading import health_constraint
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))

HOTPOT = ("哈哈，周末去吃火锅听起来太棒了！火锅最适合和朋友一起吃了，一边涮肉一边聊天，特别热闹。"
          "你们打算去哪家店呀？我听说最近有不少新开的火锅店口碑都不错，有的还有特色的鸳鸯锅和各种"
          "新鲜的食材。记得多点些蔬菜，吃得健康一点哦！")


async def test_an_allergy_after_a_long_reply_is_kept() -> None:
    kept = await SAID.contents(["周末和朋友去吃火锅", "我对花生过敏，所以吃东西的时候要特别注意。"],
                               replies=[HOTPOT, "好的，记住了。"])
    assert any("花生过敏" in k for k in kept), kept


@pytest.mark.parametrize("text", [
    "我对花生过敏，所以吃东西的时候要特别注意。", "I'm lactose intolerant", "I'm vegan",
    "医生说我不能吃辣", "my son is allergic to eggs",
])
def test_the_users_health_constraints_are_firm(text: str) -> None:
    assert health_constraint(text)


@pytest.mark.parametrize("text", [
    "My sister is allergic to peanuts", "我妹妹对花生过敏", "I like peanuts", "我养了一只猫",
    "Anna got me a vegan stir-fry", "My budget is tight",
])
def test_someone_elses_or_no_health_constraint_is_not(text: str) -> None:
    assert not health_constraint(text)
