"""A former role, an activity taken for a new place, the user's own engagement (lead38).

我以前是护士，现在退休了 kept only 现在退休了: a role the user had is their history, not a
state the new one makes untrue (row former_role). 我以前在银行上班，现在在家带孩子 was read
as a new workplace (现在在家带孩子上班, 单位: 家带孩子): an activity is no value said anew (row
now_instead_zh).
"""

from __future__ import annotations

from datetime import UTC, datetime

from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))


async def test_a_former_role_stays_with_the_new_state() -> None:
    assert await _said.contents(["我以前是护士，现在退休了"]) == ["以前是护士，现在退休了"]
    assert await _said.contents(["我以前是会计，现在自己开店"]) == ["以前是会计，现在自己开店"]


async def test_an_old_state_that_is_no_role_still_gives_way() -> None:
    assert await _said.contents(["我以前很喜欢吃火锅，现在不太吃了"]) == ["现在不太吃火锅了"]
    kept = await _said.contents(["我原来想当医生，现在是护士"])
    assert kept == ["现在是护士"], kept


async def test_an_activity_after_now_is_no_new_workplace() -> None:
    said = ["我以前在银行上班，现在在家带孩子"]
    kept = await _said.contents(said)
    assert not any("带孩子上班" in c for c in kept), kept
    assert "单位" not in await _said.profile(said)


async def test_a_new_place_after_now_still_replaces_the_old() -> None:
    assert await _said.contents(["我以前在北京工作，现在在上海了"]) == ["现在在上海工作"]


async def test_the_user_and_their_partner_engaged_is_the_users_status() -> None:
    # "My boyfriend and I got engaged" is noted "they and their boyfriend got engaged";
    # 我和男朋友订婚了 was read as a 朋友's engagement (someone_partnered)
    assert "relationship: engaged" in await _said.profile(["My boyfriend and I got engaged!"])
    assert "婚恋: 订婚" in await _said.profile(["我和男朋友订婚了"])
    assert "订婚" not in await _said.profile(["我妹妹和男朋友订婚了"])
    assert "engaged" not in await _said.profile(["My sister and her boyfriend got engaged"])
