"""A change that names what it replaces supersedes the old memory (issue 24, no24).

现在改喝茶了 after 我每天早上都喝咖啡 left both active: the vectors put them as close as any two
of the user's habits (0.89), and the change's words share nothing with the old note.
"""

from __future__ import annotations

import pytest

from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.supersession.consolidation import relate, replaced_by
from tests.support.asked_graph import AskedGraph


@pytest.mark.parametrize(("new", "old"), [
    ("现在改喝茶了", "每天早上都喝咖啡"),
    ("从跑步改成了游泳", "每天晚上跑步"),
    ("drinks tea now instead of coffee", "drinks coffee every morning"),
    ("has gone off sushi, ramen now", "loves sushi"),
    ("switched from Android to iPhone", "uses an Android phone"),
])
def test_the_change_supersedes_the_old_thing(new: str, old: str) -> None:
    assert replaced_by(new, old)
    assert relate(new, "preference", old, "preference", 0.85).kind == "supersedes"


@pytest.mark.parametrize(("new", "old"), [
    ("现在改喝茶了", "喜欢喝茶"),  # the same thing: nothing replaced
    ("现在改喝茶了", "住在上海"),
    ("从跑步改成了游泳", "每天晚上游泳"),
    ("has gone off sushi, ramen now", "loves tea"),
])
def test_a_change_leaves_other_memories_alone(new: str, old: str) -> None:
    assert not replaced_by(new, old)


@pytest.mark.parametrize(("new", "old", "cosine"), [  # the review's false supersessions
    ("现在改喝茶了", "不喝酒", 0.888),  # a habit not had is not replaced
    ("walks to work instead of driving now", "is learning driving with their dad", 0.814),
    ("quit today", "started a new job today", 0.884),
    ("改用安卓了", "每天用电脑工作十个小时", 0.875),
    ("把时间改成周末了", "周三晚上有时间练吉他", 0.892),
])
def test_no_supersession_of_what_the_change_does_not_name(new: str, old: str,
                                                          cosine: float) -> None:
    assert relate(new, "preference", old, "preference", cosine).kind != "supersedes"


async def test_through_the_graph_the_old_habit_is_archived() -> None:
    mei = AskedGraph("mei")
    await mei.turn("我每天早上都喝咖啡。", "2026-12-01T09:00:00+00:00")
    await mei.turn("我住在杭州。", "2026-12-01T09:01:00+00:00")
    await mei.asks("你还每天喝咖啡吗？", "a1")
    await mei.turn("现在改喝茶了。", "2026-12-02T09:00:00+00:00")
    status = {m.content: m.status for m in await list_memories(mei.store, "mei",
                                                                mei.ctx.agent_id)}
    assert status == {"每天早上都喝咖啡": "archived", "现在改喝茶了": "active",
                      "住在杭州": "active"}, status
    sam = AskedGraph("sam")
    await sam.turn("I drink coffee every morning.", "2026-12-01T09:00:00+00:00")
    await sam.turn("I drink tea now instead of coffee.", "2026-12-02T09:00:00+00:00")
    assert await sam.kept() == ["drinks tea now instead of coffee"]


async def test_a_change_said_without_me_is_written() -> None:
    kai = AskedGraph("kai")
    await kai.turn("我每天晚上跑步。", "2026-12-01T09:00:00+00:00")
    await kai.turn("从跑步改成了游泳，膝盖舒服多了。", "2026-12-02T09:00:00+00:00")
    status = {m.content: m.status for m in await list_memories(kai.store, "kai",
                                                                kai.ctx.agent_id)}
    assert status.get("每天晚上跑步") == "archived", status
    assert any("改成了游泳" in k and v == "active" for k, v in status.items()), status
