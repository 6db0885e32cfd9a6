"""lead42: a child named beside another person's relative word is that person's, not the user's.

review42 on probe42's name_beside_zh reading: 我闺蜜的女儿朵朵5个月啦 then 朵朵对鸡蛋过敏 made
朵朵 the user's daughter (家庭: 女儿); 刚当妈 女儿朵朵5个月啦 is still the user's.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.profile import get_profile
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize("first", ["我闺蜜的女儿朵朵5个月啦", "我姐刚生了女儿朵朵，5个月啦"])
async def test_a_friends_or_sisters_baby_is_not_the_users_daughter(first: str) -> None:
    store = await _said.said([first, "朵朵对鸡蛋过敏"], user="u")
    kept = [m.content for m in await list_memories(store, "u", "default", status="active")]
    assert not any(k.startswith("女儿朵朵对") or "我的女儿朵朵" in k for k in kept), kept
    profile = await get_profile(store, "u", "default")
    assert "鸡蛋" not in str(profile), profile


async def test_the_users_own_daughter_named_stays_hers() -> None:
    store = await _said.said(["刚当妈 女儿朵朵5个月啦", "朵朵对鸡蛋过敏"], user="u")
    kept = [m.content for m in await list_memories(store, "u", "default", status="active")]
    assert any("女儿朵朵" in k and "鸡蛋" in k for k in kept), kept
