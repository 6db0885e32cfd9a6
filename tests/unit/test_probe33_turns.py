"""Round probe33 (issue 24): what imported development histories kept wrongly, said anew.

Each case is a turn through the real offline graph (tests/support/said_graph.py); the rows
that fix them name the history they came from.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


async def _kept(turns: list[str]) -> list[tuple[str, str]]:
    store = await SaidGraph(START).said(turns)
    return [(m.memory_type, m.content)
            for m in await list_memories(store, "probe", "default", status="active")]


async def test_a_whether_question_is_no_boundary() -> None:
    # MemoryBank 李雪 (development): 要不要 holds seed 003's 不要 and was kept as a boundary.
    kept = await _kept(["最近我在思考将来要不要换一份工作，感觉很迷茫。"])
    assert kept and all(kind != "boundary" for kind, _ in kept), kept
    assert any("换一份工作" in content for _, content in kept), kept
    refused = await _kept(["不要再催我结婚了。"])
    assert [kind for kind, _ in refused] == ["boundary"], refused


@pytest.mark.parametrize(("said", "note"), [
    # LoCoMo conv-47 (train): typographic apostrophes were noted "m leaving", "ve lived".
    ("I’m a nurse and I’ve lived in Leeds for ten years.",
     "is a nurse, has lived in Leeds for ten years"),
    ("We`ve adopted a dog named Max.", "has adopted a dog named Max"),
    # the present perfect is an event as the past is
    ("I have finally finished my thesis.", "has finally finished their thesis"),
    # "I'd love to" is a wish, as "I want to" is ("i 'd love" never matched)
    ("I’d love to visit Japan someday.", "would love to visit Japan someday"),
    # "the day after tomorrow" was anchored as "the day after on <tomorrow>"
    ("I bought air tickets to Toronto. I’m leaving the day after tomorrow evening.",
     "bought air tickets to Toronto, is leaving on March 4 evening"),
    # a note opening on its time named the user "my"
    ("Last week my car broke down on the highway.",
     "In the week of February 23, their car broke down on the highway"),
])
async def test_an_english_turn_is_noted_whole(said: str, note: str) -> None:
    assert [content for _, content in await _kept([said])] == [note]


async def test_an_instruction_opening_on_its_time_keeps_the_users_words() -> None:
    kept = await _kept(["Tomorrow please remind me to call my mom."])
    assert [content for _, content in kept] == ["On March 3, please remind me to call my mom"]


@pytest.mark.parametrize(("turns", "profile"), [
    # LoCoMo conv-47 (train): "my dog Max", "our puppy Ned" filled no pets
    (["My dog Max turned five."], "pets: dog Max"),
    (["Our puppy Ned loves the beach."], "pets: puppy Ned"),
    # an age said of today: kept nothing, then its note "3月2日30岁了" filled no age
    (["我今天30岁了！"], "年龄: 30"),
])
async def test_the_profile_reads_what_was_said(turns: list[str], profile: str) -> None:
    assert profile in await SaidGraph(START).profile(turns)


async def test_a_note_names_the_users_we_in_the_third_person() -> None:
    # LoCoMo conv-47 (train): "At the first lesson we prepared…", "…and our furry friends"
    kept = await _kept(["I signed up for a cooking class. At the first lesson we prepared "
                        "several simple dishes."])
    assert [c for _, c in kept] == ["signed up for a cooking class, At the first lesson they "
                                    "prepared several simple dishes"]
    moved = await _kept(["I moved to the US last year with my wife."])
    assert [c for _, c in moved] == ["moved to the US in 2025 with their wife"]


async def test_a_fact_read_out_of_a_message_is_a_relationship_goal_only_of_the_relationship(
) -> None:
    # MemoryBank 郑思雨 (development): seed 000's 想要 typed a painting struggle 关系目标
    kept = await _kept(["是的，我在这次绘画过程中遇到了一些挑战。有时候我会感到很沮丧，"
                        "感觉自己无法准确地捕捉到自己想要表达的那种情感和氛围。"])
    assert kept and all(kind == "important_fact" for kind, _ in kept), kept
    asked = await _kept(["我希望你能像朋友一样陪我聊天。"])
    assert [kind for kind, _ in asked] == ["relationship_goal"], asked


async def test_a_dated_time_judged_leaves_the_note() -> None:
    # review33: "Last week was wild!" was dated first ("The week of February 23 was wild") and
    # then met no reaction row
    kept = await _kept(["Last week was wild! I got an endorsement with a popular beverage "
                        "company."])
    assert [c for _, c in kept] == ["got an endorsement with a popular beverage company"]
