"""A request to forget may name a fact by what it is of whom (issue 24, lead35).

请忘掉我老公的名字 forgot nothing (what it names, 老公的名字, is not in 老公叫大伟), and "Please
forget where I live." was no request at all; "Forget my husband's name." worked only because
its words happened to be the memory's.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.forgetting.take_back import relation_slot_named
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turns", "kept"), [
    (["我老公叫大伟", "我老公是个厨师", "我住在杭州", "请忘掉我老公的名字"],
     ["住在杭州", "老公是个厨师"]),
    (["I live in Lyon and I work as a nurse.", "Please forget where I live."],
     ["works as a nurse"]),
    (["My sister is called Ana.", "My sister lives in Porto.", "Forget my sister's name."],
     ["sister lives in Porto"]),
])
async def test_the_fact_named_by_whose_and_what_is_forgotten(turns: list[str],
                                                              kept: list[str]) -> None:
    assert sorted(await SAID.contents(turns)) == kept


def test_only_a_relation_and_a_slot_name_a_fact() -> None:
    assert relation_slot_named("老公的名字") == ("husband", "name")
    assert relation_slot_named("my husband's job") == ("husband", "occupation")
    assert relation_slot_named("朋友的事") is None  # no slot
    assert relation_slot_named("the car's name") is None  # nobody of the user's
