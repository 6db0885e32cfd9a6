"""What review37 found in lead37's Chinese-with-English rows (issue 24).

叫 that orders a car must not hide a name that starts like it (我叫来福, 我叫车晓: their names
were kept before lead37 and nothing after), and a capitalised English word after 我叫 / 叫我 is
a name only when the clause ends on it (我叫 Uber 来接我 orders a car; 叫我 Boss 干嘛 objects).
An English word before 的 describes what follows (是 Manager 的助理), and a Chinese topic name is
cut where it leads on only at its end (老板不让我请假 was named 老板请假).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from strata_layered.memory.topics.naming import topic_name
from tests.support.said_graph import SaidGraph

_said = SaidGraph(datetime(2026, 12, 5, 9, 0, tzinfo=UTC))


@pytest.mark.parametrize(("said", "line"), [("我叫来福", "名字: 来福"), ("我叫车晓", "名字: 车晓"),
                                            ("我叫回春，今年五十岁", "名字: 回春")])
async def test_a_name_that_starts_like_an_order_is_still_a_name(said: str, line: str) -> None:
    assert line in await _said.profile([said]), said


@pytest.mark.parametrize("said", ["我叫车去机场", "我叫车来了", "我叫来了几个朋友", "我叫住他"])
async def test_jiao_that_orders_a_car_or_calls_someone_over_is_still_no_name(said: str) -> None:
    assert "名字" not in await _said.profile([said]), said


@pytest.mark.parametrize("said", ["我叫 Uber 来接我", "我叫Didi去机场", "叫我 Boss 干嘛",
                                  "叫我 Coco 的人不多"])
async def test_an_english_word_the_clause_goes_on_after_is_no_name(said: str) -> None:
    profile = await _said.profile([said])
    assert "名字" not in profile and "称呼" not in profile, (said, profile)


@pytest.mark.parametrize(("said", "line"), [("我叫 Coco", "名字: Coco"),
                                            ("我叫Coco，在上海工作", "名字: Coco"),
                                            ("叫我 Kevin 就行", "称呼: Kevin"),
                                            ("大家都叫我 Kiki", "称呼: Kiki")])
async def test_an_english_name_that_ends_its_clause_is_still_read(said: str, line: str) -> None:
    assert line in await _said.profile([said]), said


@pytest.mark.parametrize(("said", "wrong"), [("我现在是 Manager 的助理", "职业"),
                                             ("我在公司当 team lead 的翻译", "职业"),
                                             ("现在是 vegetarian 餐厅的老板", "饮食"),
                                             ("菜单上是 vegan 的", "饮食"),
                                             ("我是 vegan 吗", "饮食")])
async def test_an_english_word_that_only_describes_what_follows_is_no_value(
    said: str, wrong: str
) -> None:
    profile = await _said.profile([said])
    assert wrong not in profile, (said, profile)


@pytest.mark.parametrize(("said", "line"), [("我是 vegan，不太挑", "饮食: vegan"),
                                            ("我现在是 vegetarian 了", "饮食: vegetarian"),
                                            ("我是一名 software engineer",
                                             "职业: software engineer"),
                                            ("我在外企做 marketing manager，挺忙的",
                                             "职业: marketing manager")])
async def test_an_english_value_the_user_is_still_fills_its_line(said: str, line: str) -> None:
    assert line in await _said.profile([said]), said


@pytest.mark.parametrize(("text", "name"), [
    # A causative or a negation inside a topic name stays: cut, the name says the opposite.
    ("老板不让我请假。", "老板不让请假"),
    ("妈妈逼我去相亲。", "妈妈逼相亲"),
    ("房东让我下个月搬走。", "房东让搬走"),
    # At the name's end it is still cut (names37).
    ("前男友发消息让我很烦。", "前男友发消息"),
])
def test_a_chinese_topic_name_is_cut_where_it_leads_on_only_at_its_end(
    text: str, name: str
) -> None:
    assert topic_name(text) == name
