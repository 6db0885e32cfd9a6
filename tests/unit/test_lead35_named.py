"""A relative named in one turn and spoken of by name in the next (issue 24, lead35).

"我们有两个孩子，大的叫乐乐，小的叫安安" then "其实乐乐今年7岁，安安4岁" kept nothing: the
later turn has no 我 and no "my". memory/facts/people.py `with_named` reads the name as the
relative the earlier turn named (row person_name_given, memory/rules/names_given.py), as it
did for pets.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.facts.people import with_named
from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))

NAMED = [
    (["我们有两个孩子，大的叫乐乐，小的叫安安。", "其实乐乐今年7岁，安安4岁。"], "乐乐今年7岁",
     "child"),
    (["We have two kids, Lily and Sam.", "Actually Lily is 7 and Sam is 4."], "Lily is 7", "child"),
    (["My husband Mark is a chef.", "Mark got promoted last week."], "Mark got promoted",
     "husband"),
    (["我老公叫大伟，是个厨师", "大伟最近在学做川菜"], "大伟最近在学做川菜", "husband"),
]


@pytest.mark.parametrize(("turns", "said", "about"), NAMED)
async def test_a_relative_named_the_turn_before_is_that_relative(
        turns: list[str], said: str, about: str) -> None:
    store = await SAID.said(turns)
    kept = await list_memories(store, "probe", "default", status="active")
    found = [m for m in kept if said in m.content]
    assert found, [m.content for m in kept]  # kept nothing
    assert found[0].subject == about


async def test_a_name_nobody_was_given_stays_unread() -> None:
    assert with_named("快乐乐园很好玩", "大的叫乐乐") == "快乐乐园很好玩"  # no clause opens with it
    assert with_named("Mark got promoted", "My friend Mark is a chef") == "Mark got promoted"
    assert with_named("其实团团上周走丢了", "我家有只猫叫团团") == "其实我的猫团团上周走丢了"


async def test_news_of_a_person_is_no_restatement() -> None:
    # 0.956 against the naming: merged as "the same meaning" and lost
    kept = await SAID.contents(["我老公叫大伟，是个厨师", "大伟最近在学做川菜"])
    assert len(kept) == 2 and any("学做川菜" in k for k in kept), kept
    assert len(await SAID.contents(["我很喜欢喝咖啡", "我喜欢喝咖啡"])) == 1  # a restatement


async def test_we_is_a_subject_of_its_own() -> None:
    # "we have two kids" was joined onto the husband's fact, all of it about the husband
    store = await SAID.said(["My husband Mark is a chef and we have two kids, Lily and Sam."])
    kept = {m.content: m.subject for m in await list_memories(store, "probe", "default",
                                                             status="active")}
    assert kept == {"husband Mark is a chef": "husband", "has two kids, Lily and Sam": "user"}


@pytest.mark.parametrize(("turns", "line"), [
    (["We have two kids, Lily and Sam.", "Actually Lily is 7 and Sam is 4."],
     "family: two kids Lily and Sam"),
    (["我们有两个孩子，大的叫乐乐，小的叫安安。", "其实乐乐今年7岁，安安4岁。"],
     "家庭: 两个孩子 乐乐、安安"),
])
async def test_a_relative_said_again_is_no_second_family_member(turns: list[str],
                                                                line: str) -> None:
    # the line read "two kids Lily and Sam; kid Lily" / "两个孩子 乐乐、安安；孩子"
    assert line in (await SAID.profile(turns)).splitlines()
