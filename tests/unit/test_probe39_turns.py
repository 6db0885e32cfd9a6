"""Issue 24 probe39: an ICU nurse's first week and a retired teacher's (own sentences).

Each test says a few turns as the user typed them through `strata import` (a day per
conversation) and reads what was kept or the profile made; each failed on main 7325b37 but
the guards (docs/whole-facts.md, "Round probe39").
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 14, 9, 0, tzinfo=UTC))


async def test_a_grandsons_age_is_not_the_users() -> None:
    profile = await SAID.profile(["您好，我姓王，现在住在成都。", "我孙子今年七岁。"])
    # 孙子 was in no row of the table: 年龄: 七 was the user's
    assert "成都" in profile and "年龄" not in profile


async def test_a_grandchilds_memory_says_whose() -> None:
    store = await SAID.said(["我孙子上小学二年级，每个周末都来我家。", "我外孙女在上海上幼儿园。"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert {m.subject for m in kept} == {"grandchild"}


async def test_a_younger_brothers_city_and_baby_are_his() -> None:
    store = await SAID.said([
        "Hi! I'm Becca, I'm 34 and I'm an ICU nurse in Manchester.",
        "My younger brother Tom lives in Leeds, he just had a baby girl called Ivy!"])
    kept = await list_memories(store, "probe", "default", status="active")
    # the brother's Leeds archived the user's 'ICU nurse in Manchester' and filled city: Leeds
    assert any("ICU nurse in Manchester" in m.content for m in kept)
    assert all(m.subject == "brother" for m in kept if "Leeds" in m.content)
    profile = await SAID.profile([
        "Hi! I'm Becca, I'm 34 and I'm an ICU nurse in Manchester.",
        "My younger brother Tom lives in Leeds, he just had a baby girl called Ivy!"])
    assert "Leeds" not in profile and "Ivy" not in profile


async def test_my_brother_is_still_read_without_an_adjective() -> None:
    store = await SAID.said(["My brother lives in Leeds."])
    kept = await list_memories(store, "probe", "default", status="active")
    assert [m.subject for m in kept] == ["brother"]


async def test_a_flatmates_diet_is_not_the_users() -> None:
    turns = ["I went vegan last year.", "I share a flat in Chorlton with my roommate Priya.",
             "Priya doesn't eat gluten, so when I cook for both of us it has to be gluten-free."]
    profile = await SAID.profile(turns)
    # 'diet: vegan; doesn't eat gluten': the roommate's diet was the user's
    assert "vegan" in profile and "gluten" not in profile
    store = await SAID.said(turns)
    kept = await list_memories(store, "probe", "default", status="active")
    # the roommate's, by her name (left40: a flatmate's name given reads as the flatmate's,
    # "roommate Priya doesn't eat gluten…", about: roommate; before, about: Priya)
    assert all(m.subject == "roommate" and "Priya" in m.content
               for m in kept if "gluten" in m.content)
    assert any("gluten" in m.content for m in kept)


async def test_the_users_own_gluten_free_diet_still_fills_the_line() -> None:
    profile = await SAID.profile(["Hi, I'm Becca.", "I don't eat gluten, I'm coeliac."])
    assert "gluten" in profile


async def test_a_value_corrected_with_the_one_it_replaces_supersedes_it() -> None:
    kept, archived = await SAID.kept_and_archived([
        "I'm an ICU nurse in Manchester.",
        "I'm training for the Manchester marathon, it's on April 12th.",
        "Sorry, I got it wrong earlier: the marathon is Chester, not Manchester."])
    # both stayed active: the marathon was in Manchester and in Chester
    assert any("Manchester marathon" in memory for memory in archived)
    assert any("ICU nurse in Manchester" in memory for memory in kept)  # no marathon said
    assert any("Chester" in memory for memory in kept)


async def test_a_grandsons_age_corrected_supersedes_the_old_one() -> None:
    kept, archived = await SAID.kept_and_archived([
        "我孙子今年七岁。", "我说错了，我孙子是八岁，不是七岁。"])
    assert any("七岁" in memory for memory in archived)
    assert any("八岁" in memory for memory in kept)


async def test_not_said_of_something_else_supersedes_nothing() -> None:
    kept, archived = await SAID.kept_and_archived([
        "I work nights at the hospital in Manchester.",
        "My favourite team is City, not United."])
    assert archived == [] and len(kept) == 2


async def test_sleeping_after_a_night_shift_keeps_the_rota() -> None:
    kept, archived = await SAID.kept_and_archived([
        "I work nights, three nights a week, usually Monday, Tuesday and Wednesday.",
        "I usually sleep from 9am to 4pm after a night shift."])
    # the sleep was read as a newer work schedule and archived the rota
    assert archived == [] and any("three nights a week" in memory for memory in kept)


async def test_a_shift_changed_still_supersedes_the_old_one() -> None:
    kept, archived = await SAID.kept_and_archived(["我上夜班。", "我改成白班了。"])
    assert any("夜班" in memory for memory in archived)
