"""A request to forget said with a correction forgets the fact named and keeps the new one.

"Forget that I live in Hangzhou, I moved to Shanghai" / 别记我住杭州了，我搬到上海了 / "Actually
scratch that, I work as a teacher now" kept neither half: the safety rule read the whole turn
as "don't remember this", and the request was read only when it was the whole turn
(memory/facts/forget_requests.py `request_of`, issue 24 forget24).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.facts.forget_requests import Request, request_of
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.store.audit import list_decisions
from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("turns", "kept", "gone", "profile"), [
    (["I live in Hangzhou.", "I love green tea.",
      "Forget that I live in Hangzhou, I moved to Shanghai"],
     ["loves green tea", "moved to Shanghai"], "Hangzhou", "city: Shanghai"),
    (["我住在杭州。", "我喜欢喝绿茶。", "别记我住杭州了，我搬到上海了"],
     ["喜欢喝绿茶", "搬到上海了"], "杭州", "城市: 上海"),
    (["I love green tea.", "I work as a nurse.", "Actually scratch that, I work as a teacher now"],
     ["loves green tea", "works as a teacher now"], "nurse", "occupation: teacher"),
    (["我喜欢喝绿茶。", "我在医院当护士。", "忘掉我刚才说的，我现在是一名老师。"],
     ["喜欢喝绿茶", "现在是一名老师"], "护士", "职业: 老师"),
])
async def test_the_fact_named_is_forgotten_and_the_new_one_kept(
        turns: list[str], kept: list[str], gone: str, profile: str) -> None:
    store = await SAID.said(turns)
    every = await list_memories(store, "probe", "default", status=None)
    assert sorted(m.content for m in every if m.status == "active") == kept
    assert not any(gone in m.content for m in every if m.status != "deleted")  # not archived
    assert profile in await SAID.profile(turns)
    # the request is never kept, nor its words in the audit
    assert not any(gone in e.excerpt for e in await list_decisions(store, "probe", "default"))


@pytest.mark.parametrize("said", [
    "Off the record, I'm broke.", "I'm broke, forget that", "这个别记，我其实是一名老师。",
    "Please don't remember this, I'm broke.",
])
async def test_a_request_that_may_be_about_the_rest_keeps_the_whole_turn_out(said: str) -> None:
    before = ["I love green tea.", "I work as a nurse."]
    assert sorted(await SAID.contents([*before, said])) == ["loves green tea",
                                                           "works as a nurse"]


def test_what_parts_from_the_request() -> None:
    assert request_of("Forget that I live in Hangzhou, I moved to Shanghai") == Request(
        ["Forget that I live in Hangzhou"], "I moved to Shanghai")
    assert request_of("别记我住杭州了，我搬到上海了") == Request(["别记我住杭州了"], "我搬到上海了")
    assert request_of("我搬到上海了，别记我住杭州了。") == Request(["别记我住杭州了"],
                                                             "我搬到上海了")
    # read as one clause: the whole turn stays out, as before (nothing parts)
    assert request_of("I moved to Shanghai, forget that I live in Hangzhou.") is None
    assert request_of("忘掉我刚才说的，那个不重要。") == Request(["忘掉我刚才说的", "那个不重要"])
    assert request_of("I'm broke, forget that") is None
    assert request_of("I live in Hangzhou, don't forget that") is None
    assert request_of("I moved to Shanghai") is None
