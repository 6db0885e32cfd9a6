"""Issue 24 people38: names, surnames and possessives read wrong (docs/whole-facts.md).

Each test says the turns as a user would through the real graph; each failed before its fix,
but the guards of what must not move (a name, a form of address, a fact beside them).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 1, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize("said", [
    "我叫滴滴来接我", "叫我老板干嘛", "我叫外卖了", "叫我妈来", "我叫了个车",
    "call me when you're free", "Can you call me back tomorrow?", "我叫小王来一趟",
])
async def test_a_call_that_names_nobody_is_no_name_and_kept_as_none(said: str) -> None:
    # 我叫滴滴来接我 showed 名字: 滴滴来接我, 叫我老板干嘛 称呼: 老板干, "call me when you're
    # free" call me: when you're
    assert await SAID.contents([said]) == []
    assert await SAID.profile([said]) == ""


@pytest.mark.parametrize(("turns", "profile"), [
    (["我叫周立", "我叫滴滴来接我"], "名字: 周立"),
    (["叫我小琳就行", "叫我妈来"], "称呼: 小琳"),
    (["Just call me Sam.", "call me when you're free"], "call me: Sam"),
    (["我叫王来福"], "名字: 王来福"),
    (["大家都叫我胖子"], "称呼: 胖子"),
])
async def test_a_name_said_stays_and_a_call_supersedes_nothing(turns: list[str],
                                                               profile: str) -> None:
    assert (await SAID.profile(turns)).splitlines() == [profile]


async def test_a_call_to_jury_duty_is_kept_and_names_nobody() -> None:
    assert await SAID.contents(["I'm called to jury duty next week."])
    assert await SAID.profile(["I'm called to jury duty next week."]) == ""


@pytest.mark.parametrize(("said", "note", "whose"), [
    ("我老伴姓李", "老伴姓李", "spouse"),
    ("我老公姓王，是东北人", "老公姓王，是东北人", "husband"),
    ("我老伴姓李，比我大两岁，腰不太好", "老伴姓李，比我大两岁，腰不太好", "spouse"),
    ("My wife's maiden name is Novak.", "wife's maiden name is Novak", "wife"),
])
async def test_a_relatives_surname_is_kept_as_theirs(said: str, note: str, whose: str) -> None:
    # 姓 was no predicate of a relative's: 我老伴姓李 kept nothing (probe37)
    store = await SAID.said(["我叫周立" if "我" in said else "My name is Sam.", said])
    kept = {m.content: m.subject for m in await list_memories(store, "probe", "default",
                                                              status="active")}
    assert kept.get(note) == whose, kept
    profile = await SAID.profile(["我叫周立" if "我" in said else "My name is Sam.", said])
    assert profile.splitlines()[0] in ("名字: 周立", "name: Sam"), profile


@pytest.mark.parametrize(("turns", "note", "whose"), [
    (["My name is Sam.", "Lily's mom is a teacher."], "Lily's mom is a teacher", "Lily's mom"),
    (["My name is Ana.", "Sam's brother lives in Oslo."], "Sam's brother lives in Oslo",
     "Sam's brother"),
    (["我叫周立", "小美的妈妈是医生"], "小美的妈妈是医生", "小美的妈妈"),
    (["My daughter Lily is 4.", "Lily's mom moved to Phoenix last year."],
     "Lily's mom moved to Phoenix in 2025", "Lily's mom"),
])
async def test_a_named_persons_relative_is_theirs(turns: list[str], note: str,
                                                  whose: str) -> None:
    # nothing was kept: the possessive was read as the user's fact, without 我 / I
    store = await SAID.said(turns)
    kept = {m.content: m.subject for m in await list_memories(store, "probe", "default",
                                                              status="active")}
    assert kept.get(note) == whose, kept
    profile = (await SAID.profile(turns)).splitlines()
    assert not any(line.startswith(("occupation", "city", "职业", "城市")) for line in profile)


@pytest.mark.parametrize(("said", "note", "whose"), [
    ("我妈住院了，我这周都在医院陪她。", "妈妈住院了", "mother"),
    ("我妈是中学老师", "妈妈是中学老师", "mother"),
    ("我哥在深圳工作", "哥哥在深圳工作", "brother"),
    ("我妈妈是中学老师", "妈妈是中学老师", "mother"),
])
async def test_a_kin_word_said_short_is_written_in_full(said: str, note: str, whose: str) -> None:
    # the 我 of 我妈 went and the note said 妈住院了, where 我妈妈… reads 妈妈…
    store = await SAID.said([said])
    kept = {m.content: m.subject for m in await list_memories(store, "probe", "default",
                                                              status="active")}
    assert any(c.startswith(note) and s == whose for c, s in kept.items()), kept
