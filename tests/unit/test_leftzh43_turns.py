"""Issue 24 leftzh43: what probe42 left on the Chinese side, said as a WeChat user types.

Each test says the turns through the real offline graph (tests/support/said_graph.py) and
reads what was kept or every record of the store (docs/whole-facts.md, "Round leftzh43");
each failed on main 1462e1e but the guards beside them.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.topics.lifetime import list_topics
from strata_layered.memory.topics.naming import subject_name
from tests.support.said_graph import SaidGraph, everything

SAID = SaidGraph(datetime(2026, 12, 8, 12, 0, tzinfo=UTC))  # a Tuesday: 下周三 is December 16


def _records(text: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in text.split("\n")]


async def test_a_thing_named_by_what_happened_is_forgotten() -> None:
    # 忘掉婆婆喂米汤的事 was no request: the message stayed in recall and the topic's summary
    said = ["婆婆又偷偷给宝宝喂米汤 我说了好多次了😤", "婆婆跟我们住一起 有时候真的好烦"]
    for asked in ("忘掉婆婆喂米汤的事", "把婆婆喂米汤的事忘了吧", "婆婆喂米汤那件事你就忘掉吧"):
        records = _records(await everything(await SAID.said([*said, asked])))
        told = [r for r in records if r.get("seq") == 1]
        assert told and told[0]["retracted"], (asked, told)
        assert not any("米汤" in str(r.get("summary", "")) for r in records), asked
    # what it names, kept as a note, goes; another note of hers stays
    kept = await SAID.contents(["婆婆跟我们住一起 有时候真的好烦", "老公经常出差 这周又去北京了",
                                "把婆婆跟我们住的事忘了吧"])
    assert not any("住一起" in k for k in kept), kept
    # guards: a thing forgotten by the user, the past, a question, are no request
    for said_too in ("我忘了婆婆生日的事", "忘掉过去的事吧", "婆婆喂米汤的事你怎么看"):
        records = _records(await everything(await SAID.said([said[0], said_too])))
        assert not [r for r in records if r.get("seq") == 1][0]["retracted"], said_too


async def _said_by_day(days: list[list[str]]) -> InMemoryStore:
    """The store after each day's turns, each day a conversation of its own.

    As `strata import` replays a transcript's days; the days a day apart.
    """
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    for day, turns in enumerate(days):
        for i, text in enumerate(turns):
            now = SAID.start + timedelta(days=day, minutes=i)
            out = await graph.ainvoke({"user_text": text, "now": now.isoformat()},
                                      {"configurable": {"thread_id": f"day-{day}"}},
                                      context=Context(user_id="probe", model="offline"))
            assert not out.get("errors"), out.get("errors")
    return store


def _retracted(records: list[dict[str, object]], said: str) -> bool:
    return any(r.get("content") == said and r.get("retracted") for r in records)


async def test_a_forget_said_with_just_now_reaches_the_latest_messages_of_another_day() -> None:
    # said four days later in another conversation, 刚才说…那事 你忘掉吧 reached only its own:
    # the message stayed in recall and its topic
    told = "婆婆又偷偷给宝宝喂米汤 我说了好多次了😤"
    first = [told, "你以后别劝我跟婆婆好好相处 我不想听", "朵朵的疹子好了 医生说是湿疹"]
    later = ["我老公叫陈磊 在做销售", "婆婆今年62 身体还行"]
    asked = "刚才说婆婆偷喂米汤那事 你忘掉吧 别记了"
    store = await _said_by_day([first, [], [], [], [*later, asked]])
    records = _records(await everything(store))
    assert _retracted(records, told), [r for r in records if r.get("content") == told]
    assert not any("米汤" in str(r.get("summary", "")) for r in records)
    # what else was said stays
    assert not _retracted(records, "朵朵的疹子好了 医生说是湿疹")
    # guard: said with 今天, it reaches today's conversation only
    store = await _said_by_day([first, [*later, "别记我今天说的婆婆喂米汤"]])
    assert not _retracted(_records(await everything(store)), told)


async def test_a_sigh_is_no_boundary_and_a_doctors_order_is_the_babys() -> None:
    # 别提了，今天加班到十点 was a boundary; 医生说先别加蛋黄 a boundary of its own
    assert not await SAID.contents(["别提了，今天加班到十点"])
    store = await SAID.said(["刚当妈 女儿朵朵5个月啦", "朵朵对鸡蛋过敏 医生说先别加蛋黄"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert ("important_fact", "daughter", "女儿朵朵对鸡蛋过敏，医生说先别加蛋黄") in [
        (m.memory_type, m.subject, m.content) for m in kept], kept
    assert not any(m.memory_type == "boundary" for m in kept), kept
    assert await SAID.contents(["儿保医生交代暂时不要吃海鲜"]) == ["儿保医生交代暂时不要吃海鲜"]
    # guards: an order for later, or naming what not to raise, is a boundary still
    for said in ("以后别提了，我不想听", "你别提我前任了", "别让医生知道我抽烟"):
        store = await SAID.said([said])
        kept = await list_memories(store, "probe", "default", status="active")
        assert [m.memory_type for m in kept] == ["boundary"], (said, kept)


async def test_a_mind_settled_after_thinking_it_over_replaces_what_it_settles() -> None:
    # 想了想还是回去上班吧 offer也不要了 was a boundary (不要), and the wish not to go back stayed
    active, archived = await SAID.kept_and_archived([
        "我其实不太想回去上班了 想多陪陪朵朵", "有个猎头联系我 说有个offer 薪资涨30%",
        "想了想还是回去上班吧 offer也不要了 原公司挺好的"])
    assert archived == ["其实不太想回去上班了，想多陪陪朵朵"], archived
    assert any("想了想还是回去上班" in k for k in active), active
    store = await SAID.said(["想了想还是回去上班吧 offer也不要了 原公司挺好的"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert [m.memory_type for m in kept] == ["important_fact"], kept
    # a plan given up after thinking it over ends the plan
    active, archived = await SAID.kept_and_archived(["我打算下个月去云南玩",
                                                     "想了想还是不去云南了 太远了"])
    assert archived == ["打算2027年1月去云南玩"], archived
    # guards: thinking alone settles nothing; a plan on another thing ends nothing
    assert not await SAID.contents(["想了想"])
    active, archived = await SAID.kept_and_archived(["我打算下个月去云南玩",
                                                     "想了想还是先把驾照考了吧"])
    assert archived == [], archived


async def test_an_age_said_bare_or_after_the_name_and_a_babys_name_fill_the_profile() -> None:
    # 名字叫小敏 33岁 / 我33了 / 我今年33 gave no 年龄; 女儿朵朵5个月 showed 家庭: 女儿
    for said in ("哈哈哈 你好呀 我叫小敏 33岁 坐标成都🐼", "我33了", "我今年33", "我都33了"):
        assert "年龄: 33" in await SAID.profile([said]), said
    for said in ("刚当妈 女儿朵朵5个月啦", "我女儿朵朵今年5岁", "我女儿朵朵很可爱"):
        assert "家庭: 女儿 朵朵" in await SAID.profile([said]), said
    # guards: someone else's age, a pet's age, a day of the month; a word after a relative
    for said in ("我女儿叫朵朵 5岁", "我养了一只猫叫咪咪，3岁", "他33了", "我20号到"):
        assert "年龄" not in await SAID.profile([said]), said
    profile = await SAID.profile(["老公常常出差 这周又去北京了", "我33了"])
    assert "家庭: 老公\n" in profile, profile


async def test_a_topic_opened_by_an_introduction_is_named_whole() -> None:
    # 哈哈哈 你好呀 我叫小敏 33岁 坐标成都🐼 named its topic 叫小敏坐标成 (a name, a half city)
    said = "哈哈哈 你好呀 我叫小敏 33岁 坐标成都🐼"
    store = await SAID.said([said])
    assert [t.name for t in await list_topics(store, "probe", "default")] == ["自我介绍"]
    # an introduction names a topic only until a subject is said (topics38)
    store = await SAID.said([said, "刚当妈 女儿朵朵5个月啦 每天被她搞得团团转😂"])
    assert [t.name for t in await list_topics(store, "probe", "default")] == ["刚当妈女儿朵朵"]
    # a city is never cut to its first character (成都's 都 is no 'all')
    store = await SAID.said(["坐标成都 想找个羽毛球搭子"])
    assert [t.name for t in await list_topics(store, "probe", "default")] == ["坐标成都"]
    # guards: 都 as 'all' is still a filler; a name said with more than who one is names it
    assert subject_name("我们都喜欢火锅") == "火锅"
    assert subject_name("我叫小敏，最近失眠") == "失眠"
    assert subject_name("我是成都人 在北京上班") != "自我介绍"


async def test_a_sum_of_money_is_a_fact_not_a_preference() -> None:
    # 房贷每个月还5800 and the 公积金 question were kept as [偏好]; 我公积金每月缴2000 kept nothing
    for said, note in (("我们房贷每个月还5800", "房贷每个月还5800"),
                       ("我公积金每月缴2000", "公积金每月缴2000"),
                       ("我每个月工资一万二", "每个月工资一万二")):
        store = await SAID.said([said])
        kept = await list_memories(store, "probe", "default", status="active")
        assert [(m.memory_type, m.content) for m in kept] == [("important_fact", note)], kept
    store = await SAID.said(["问一下 公积金 我账户里有86000 每个月缴2400 想提出来还房贷可以吗"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert [m.memory_type for m in kept] == ["important_fact"], kept
    assert "账户里有86000，每个月缴2400" in kept[0].content, kept
    # guards: a question with no sum keeps nothing; a routine without money stays a routine
    assert not await SAID.contents(["公积金怎么提取啊"])
    store = await SAID.said(["我每个月跑100公里"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert [m.memory_type for m in kept] == ["preference"], kept


async def test_a_class_wished_for_and_a_reading_said_bare_are_kept() -> None:
    # 我想报书法班 and 空腹血糖7.8 kept nothing (报 + a class was no undertaking; no 我)
    assert await SAID.contents(["我想报书法班"]) == ["想报书法班"]
    assert await SAID.contents(["打算给朵朵报个早教班"]) == ["打算给朵朵报个早教班"]
    store = await SAID.said(["空腹血糖7.8"])
    kept = await list_memories(store, "probe", "default", status="active")
    assert [(m.memory_type, m.content) for m in kept] == [("important_fact", "空腹血糖7.8")]
    # guards: a claim filed, a question about a meter, someone else's reading
    assert not await SAID.contents(["我想报销这张发票"])
    assert not await SAID.contents(["血糖仪多少钱"])
    store = await SAID.said(["我妈血压150"])
    assert [m.subject for m in await list_memories(store, "probe", "default")] == ["mother"]
