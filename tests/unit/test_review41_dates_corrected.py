"""Two rows read a corrected date (date_not_old, thing_not_but_zh): where they met (review41).

- a correction of another's date moved the user's: 不对，我老婆生日是1月18日，不是1月15日 after
  我生日是1月15日 archived the birthday and kept 生日是1月18日 (and after 我1月15日要去医院复查,
  moved the check-up); "actually my wife's birthday is jan 18 not jan 15" the same.
- a thing named and kept nowhere let the other row retime any note of that day:
  不对，复查是1月18日，不是1月15日 after 我生日是1月15日 moved the birthday to the 18th.
- a day said without its month lost it: 复查不是十五号是十八号 after 我1月15日要去医院复查 kept
  十八号要去医院复查 (read as the next 18th, not January's).
- 其实是1月18日不是1月15日 was read by neither (no word boundary between 其实 and 是).
"""

from __future__ import annotations

from datetime import UTC, datetime

from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.supersession.endings import said_anew
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))


async def _active(turns: list[str]) -> list[str]:
    store = await _said.said(turns, "probe", days=[0, 2])
    return [m.content for m in await list_memories(store, "probe", "default", status="active")]


async def test_anothers_date_corrected_moves_none_of_the_users() -> None:
    assert "生日是1月15日" in await _active(
        ["我生日是1月15日", "不对，我老婆生日是1月18日，不是1月15日"])
    assert "1月15日要去医院复查" in await _active(
        ["我1月15日要去医院复查", "不对，我老婆生日是1月18日，不是1月15日"])
    assert "birthday is jan 15" in await _active(
        ["my birthday is jan 15", "actually my wife's birthday is jan 18 not jan 15"])


async def test_a_thing_kept_nowhere_retimes_no_other_note() -> None:
    assert "生日是1月15日" in await _active(["我生日是1月15日", "不对，复查是1月18日，不是1月15日"])
    # the thing kept: its note is said at the new day
    assert "1月18日要去医院复查" in await _active(
        ["我1月15日要去医院复查", "不对，复查是1月18日，不是1月15日"])


async def test_a_day_said_without_its_month_keeps_the_month() -> None:
    assert "1月18号要去医院复查" in await _active(  # 汉字 days in digits (left42)
        ["我1月15日要去医院复查", "复查不是十五号是十八号"])


def test_a_chinese_cue_before_chinese_opens_a_correction() -> None:
    anew = said_anew("其实是1月18日不是1月15日", "", ["1月15日要去医院复查"])
    assert anew is not None and anew.text == "我1月18日要去医院复查"
    assert said_anew("其实是1月18日不是1月15日", "", ["生日是3月2日"]) is None
    anew = said_anew("其实复查是1月18日不是1月15日", "", ["生日是3月2日", "1月15日要去医院复查"])
    assert anew is not None and anew.text == "我1月18日要去医院复查"
