"""Review of round 38's lives: a medicine changed by name ends that medicine, not every one kept."""

from __future__ import annotations

from datetime import UTC, datetime

from tests.support.said_graph import SaidGraph
from tests.unit.test_forget38_names import everything

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


async def test_forgetting_a_name_that_is_a_word_removes_it_where_it_is_the_person() -> None:
    # 'Rose turned 30', 小雨怀孕了, 小雨明年去留学 kept the name after 'Forget Rose' / 忘掉小雨
    for turns, name, word in (
        (["My friend Rose moved to Boston.", "Rose turned 30 yesterday.",
          "Rose adopted a puppy named Max.", "Rose petals make the best tea.", "Forget Rose."],
         "Rose", "Rose petals make the best tea"),
        (["我闺蜜小雨下个月结婚", "小雨怀孕了", "小雨明年去留学", "小雨最近很忙",
          "今天下小雨了，我没带伞", "忘掉小雨"], "小雨", "今天下小雨了"),
    ):
        store = await SAID.said(turns)
        said = await everything(store)
        left = [line for line in said.split("\n") if name in line]
        assert left and all(word in line for line in left), left


async def test_the_users_own_wedding_with_a_named_partner_fills_the_line() -> None:
    # the note says "they and Mark got married": read as Mark's, 'is single' stayed
    assert await SAID.profile(["I am single", "Mark and I got married in May"]) == \
        "relationship: got married"
