"""Review of round 38's lives: a medicine changed by name ends that medicine, not every one kept."""

from __future__ import annotations

from datetime import UTC, datetime

from tests.support.said_graph import SaidGraph

SAID = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))


async def test_a_medicine_changed_by_name_ends_only_that_medicine() -> None:
    # 医生把阿托伐他汀换成了… archived 在吃氨氯地平降压 too (the change named no old medicine)
    active, archived = await SAID.kept_and_archived(
        ["我在吃氨氯地平降压", "我还在吃阿托伐他汀降血脂", "医生把阿托伐他汀换成了瑞舒伐他汀"])
    assert "在吃氨氯地平降压" in active, (active, archived)
    assert archived == ["在吃阿托伐他汀降血脂"], (active, archived)


async def test_a_medicine_changed_unnamed_still_ends_the_one_taken() -> None:
    active, archived = await SAID.kept_and_archived(
        ["我在吃氨氯地平降压", "医生把降压药换成了缬沙坦"])
    assert archived == ["在吃氨氯地平降压"], (active, archived)
