"""Topics across conversations: routing, archival, profile, constraints, the topic graph."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import drain
from strata_layered.graph.models import store_index_config
from strata_layered.graph.retrieval.assembly import assemble, gather
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.long_term.memory_edits import set_status
from strata_layered.memory.long_term.profile import build_profile, get_profile
from strata_layered.memory.store.records import MemoryItem
from strata_layered.memory.topics.domains import detect_domain, preset_neighbours
from strata_layered.memory.topics.graph import neighbours, strengthen
from strata_layered.memory.topics.lifetime import list_topics
from strata_layered.memory.topics.routing import peek_topic, route_message

USER, AGENT = "mei", "default"
T0 = datetime(2026, 3, 1, 9, tzinfo=UTC)


def store() -> InMemoryStore:
    return InMemoryStore(index=store_index_config())  # type: ignore[arg-type]


async def say(app, conversation: str, text: str, at: datetime) -> dict:
    return await app.ainvoke(
        {"user_text": text, "now": at.isoformat()},
        {"configurable": {"thread_id": f"{USER}-{conversation}"}},
        context=Context(user_id=USER, agent_id=AGENT, conversation_id=conversation,
                        model="offline"),
    )


async def test_flooring_question_gets_cat_constraint_and_budget_but_no_job_talk() -> None:
    s = store()
    app = build_graph(checkpointer=InMemorySaver(), store=s)
    at = T0
    for conversation, lines in (
        ("cats", ["我家有两只猫，它们特别喜欢抓沙发", "猫砂盆放哪里比较好？"]),
        ("job", ["我在考虑换工作，想从银行跳槽去互联网公司", "面试的时候薪资怎么谈？"]),
        ("reno", ["我们准备装修新房，装修预算二十万", "客厅想要现代简约风格"]),
    ):
        for line in lines:
            at += timedelta(minutes=5)
            await say(app, conversation, line, at)
    await drain()  # vectors are made off the hot path; a later turn would find them made
    state = (await app.aget_state({"configurable": {"thread_id": f"{USER}-reno"}})).values
    ctx = Context(user_id=USER, agent_id=AGENT, conversation_id="reno", model="offline")
    query = "地板选什么材质好？"
    topic_id, new = await peek_topic(s, USER, AGENT, query, threshold=ctx.topic_threshold,
                                     current_topic=state["topic_id"])
    retrieved = await gather(s, ctx, query=query, topic_id=topic_id or state["topic_id"])
    context = assemble(retrieved, ctx, query=query, recent=state["messages"],
                       summary=state["summary"], conversation="reno", now=at, new_topic=new,
                       budget=4000)
    text = {sec["name"]: " ".join(i["text"] for i in sec["items"])
            for sec in context["sections"]}
    assert "猫" in text["constraints"] and "二十万" in text["constraints"]
    everything = " ".join(text.values())
    assert "换工作" not in everything and "薪资" not in everything and "跳槽" not in everything
    assert "猫" in text["profile"] and "二十万" in text["profile"]
    assert context["total_tokens"] <= 4000
    # Asked about directly, the job talk crosses the isolation: a strong match is kept.
    asked = await gather(s, ctx, query="面试的时候薪资怎么谈来着？",
                         topic_id=topic_id or state["topic_id"])
    assert any("薪资" in r["content"] for r in asked["recalled"])


async def test_routing_keeps_near_misses_apart_and_follow_ups_in_place() -> None:
    s = store()
    t = T0
    reno = await route_message(s, USER, AGENT, "装修预算大概二十万，想做开放式厨房",
                               threshold=0.86, now=t)
    follow = await route_message(s, USER, AGENT, "那地板呢？", threshold=0.86, now=t,
                                 current_topic=reno.topic.id)
    assert follow.topic.id == reno.topic.id
    trip = await route_message(s, USER, AGENT, "去日本旅游的预算大概一万五", threshold=0.86,
                               now=t, current_topic=reno.topic.id)
    assert trip.created and trip.topic.domain == "旅行"
    assert reno.topic.domain == "装修"


async def test_idle_topics_are_archived_not_deleted_and_revive() -> None:
    s = store()
    first = await route_message(s, USER, AGENT, "我家的猫最近掉毛很厉害", threshold=0.86, now=T0)
    later = T0 + timedelta(days=45)
    other = await route_message(s, USER, AGENT, "下个月想去云南旅行", threshold=0.86, now=later,
                                ttl_days=30)
    topics = {t.id: t for t in await list_topics(s, USER, AGENT)}
    assert topics[first.topic.id].status == "archived" and topics[other.topic.id].status == "active"
    back = await route_message(s, USER, AGENT, "我家的猫最近掉毛很厉害，怎么办", threshold=0.86,
                               now=later, ttl_days=30)
    assert back.topic.id == first.topic.id and back.revived
    revived = {t.id: t for t in await list_topics(s, USER, AGENT)}[first.topic.id]
    assert revived.status == "active"  # the revival is saved, not only reported


async def test_topic_graph_presets_and_learning() -> None:
    assert {"家具", "预算", "收纳", "宠物"} <= set(preset_neighbours("装修"))
    assert {"家具", "清洁", "旅行"} <= set(preset_neighbours("宠物"))
    s = store()
    assert "健身" not in await neighbours(s, USER, AGENT, "旅行")
    for _ in range(6):
        await strengthen(s, USER, AGENT, "旅行", {"健身"}, now=T0)
    assert (await neighbours(s, USER, AGENT, "旅行"))["健身"] >= 0.3
    assert "健身" not in await neighbours(s, "someone-else", AGENT, "旅行")


def test_domains_in_both_languages() -> None:
    assert detect_domain("I want to renovate my kitchen floor") == "装修"
    assert detect_domain("我在考虑换工作") == "工作"
    assert detect_domain("my cat keeps scratching the sofa") == "宠物"


async def test_profile_is_rewritten_not_appended() -> None:
    s = store()
    app = build_graph(checkpointer=InMemorySaver(), store=s)
    await say(app, "p", "我住在北京，平时在银行工作", T0)
    await say(app, "p", "我搬到上海了", T0 + timedelta(days=1))
    profile = await get_profile(s, USER, AGENT)
    assert profile is not None and "上海" in profile.text and "北京" not in profile.text
    assert profile.text.count("城市") == 1
    assert build_profile([]) == {}


def _memory(i: int, content: str, status: str = "active") -> MemoryItem:
    return MemoryItem(id=f"m{i}", user=USER, agent=AGENT, memory_type="important_fact",
                      content=content, normalized=content, confidence=0.8, importance=3,
                      status=status, created_at=T0 + timedelta(minutes=i),  # type: ignore[arg-type]
                      updated_at=T0 + timedelta(minutes=i))


def test_profile_fields_hold_values_not_sentences() -> None:
    memories = [_memory(i, text) for i, text in enumerate([
        "名字叫周立", "是一名护士", "经常上夜班", "住在上海", "养了一只猫叫团子", "对花粉过敏",
        "装修预算二十万", "怕预算不够", "喜欢做红烧鱼", "他喜欢旅游"])]
    memories[2] = _memory(2, "经常上夜班", status="archived")
    memories.append(_memory(20, "现在已经不上夜班了，改成白班了"))
    fields = {label.split()[0]: value for label, (value, _) in build_profile(memories).items()}
    assert fields == {"名字": "周立", "职业": "护士，白班", "城市": "上海", "宠物": "猫 团子",
                      "过敏": "花粉", "预算": "装修 二十万；有限"}
    english = build_profile([_memory(1, "name is Lucy"), _memory(2, "is a nurse"),
                             _memory(3, "has a cat named Mochi"), _memory(4, "is vegetarian"),
                             _memory(5, "lives in the San Francisco Bay Area")])
    assert {label.split()[1]: value for label, (value, _) in english.items()} == {
        "name": "Lucy", "occupation": "nurse", "pets": "cat Mochi", "diet": "vegetarian",
        "city": "San Francisco Bay Area"}


async def test_a_profile_field_of_several_memories_goes_when_one_of_them_does() -> None:
    s = store()
    app = build_graph(checkpointer=InMemorySaver(), store=s)
    await say(app, "p", "我养了一只猫叫团子", T0)
    await say(app, "p", "我还养了一只狗叫豆豆", T0 + timedelta(minutes=1))
    profile = await get_profile(s, USER, AGENT)
    assert profile is not None and "团子" in profile.text and "豆豆" in profile.text
    [dog] = [m for m in await list_memories(s, USER, AGENT) if "豆豆" in m.content]
    await set_status(s, USER, AGENT, dog.id, "disabled", now=T0 + timedelta(minutes=2))
    profile = await get_profile(s, USER, AGENT)
    assert profile is not None and "豆豆" not in profile.text
