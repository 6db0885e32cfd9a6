"""Round 41's new rows read ordinary speech (review41), through the real graph.

- asked_object took the partner's own thing for the user's: 'Do you like my new haircut?' →
  'I love it!' kept 'loves their new haircut'; 你喜欢我送你的画笔吗？ → 超级喜欢！ kept
  超级喜欢我送画笔.
- job_joined_en read a customer as a new job: 'I just started with a new bank, the old one
  charged too much' archived 'works as a nurse at St Mary's'.
- family_named_first read an in-law as the relative: 'Sam is my son-in-law' gave 'family: son Sam'.
- hedged_change read an afterthought as a hedge: 'I quit the barista job last week, probably the
  best decision ever' and 'I moved to Berlin, maybe three months ago' left the job and Leeds
  active.
- deadline_en kept 'deadlines are so stressful lol'.
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.long_term.memories import list_memories
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))


async def _by_status(turns: list[str], replies: list[str] | None = None) -> dict[str, list[str]]:
    store = await _said.said(turns, "probe", replies)
    found: dict[str, list[str]] = {}
    for m in await list_memories(store, "probe", "default"):
        found.setdefault(m.status, []).append(m.content)
    return found


async def test_the_partners_own_thing_is_not_the_users() -> None:
    kept = await _by_status(["hi, I got a haircut", "I love it!"],
                            ["Oh nice! Do you like my new haircut?", "ok"])
    assert not any("haircut" in c and "love" in c for c in kept.get("active", [])), kept
    kept = await _by_status(["我最近在学画画", "超级喜欢！"],
                            ["真棒！你喜欢我送你的画笔吗？", "好"])
    assert not any("画笔" in c for c in kept.get("active", [])), kept
    # the partner asking of the user's own thing still completes the answer
    kept = await _by_status(["我最近在学画画", "超级喜欢！"], ["真棒！你喜欢画画吗？", "好"])
    assert any("喜欢画画" in c for c in kept.get("active", [])), kept


async def test_a_customer_of_a_new_bank_keeps_the_job() -> None:
    kept = await _by_status(["I work as a nurse at St Mary's",
                             "I just started with a new bank, the old one charged too much"])
    assert "works as a nurse at St Mary's" in kept.get("active", []), kept


async def test_an_in_law_is_not_shown_as_the_relative() -> None:
    assert "son Sam" not in await _said.profile(["Sam is my son-in-law and he cooks"])
    assert "daughter Rose" not in await _said.profile(["Rose is my daughter in law"])
    assert "son Leo" in await _said.profile(["Leo is my son"])


async def test_an_afterthought_is_no_hedge_of_a_change_said_done() -> None:
    kept = await _by_status(["I work as a barista at a cafe",
                             "I quit the barista job last week, probably the best decision ever"])
    assert "works as a barista at a cafe" not in kept.get("active", []), kept
    kept = await _by_status(["I live in Leeds", "I moved to Berlin, maybe three months ago"])
    assert "lives in Leeds" not in kept.get("active", []), kept
    kept = await _by_status(["I work as a barista at a cafe",
                             "maybe in May I'll quit the barista job"])
    assert "works as a barista at a cafe" in kept.get("active", []), kept


async def test_a_remark_about_deadlines_is_no_deadline() -> None:
    assert await _said.contents(["deadlines are so stressful lol"]) == []
    assert await _said.contents(["my deadline is friday"])
