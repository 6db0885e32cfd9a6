"""Review36 of forget36 and lead36: 删掉关于我工作的事 forgets the user's job; now, not later.

review36: row take_back_about read 关于我工作 as 工作 without whose it is, and a job named
without 我的 is no slot of the user's (memory/take_back.py `slot_named`), so the nurse stayed.
"""

from __future__ import annotations

from datetime import UTC, datetime

from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 4, 9, 0, tzinfo=UTC))


async def test_forgetting_all_about_my_job_in_chinese_forgets_the_job_only() -> None:
    kept = await _said.contents(["我在医院当护士。", "我住在杭州。", "我妹妹是老师。",
                                 "删掉关于我工作的事"])
    assert sorted(kept) == ["住在杭州", "妹妹是老师"], kept
    kept = await _said.contents(["I work as a nurse at Leeds General.", "I live in Leeds.",
                                 "My sister is a teacher.", "Forget what I said about my job."])
    assert sorted(kept) == ["lives in Leeds", "sister is a teacher"], kept


async def test_a_thing_that_is_no_slot_is_still_forgotten_by_its_words() -> None:
    kept = await _said.contents(["我前任叫小李。", "我喜欢做饭。", "删掉关于我前任的事"])
    assert kept == ["喜欢做饭"], kept


async def test_now_not_later_is_no_correction() -> None:
    # row now_not (lead36): 'now, not later' says when, it replaces no value
    assert await _said.contents(["I'm busy now, not later."]) == []
    kept = await _said.contents(["I work in London.", "I'm in Paris now, not London."])
    assert "is in Paris now, not London" in kept, kept
