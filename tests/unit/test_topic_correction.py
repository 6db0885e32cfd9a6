"""Topic representation, folding a tentative topic back, and the model's word after the reply.

memory/topics/routing.py and memory/topics/correction.py, with a deterministic embedder.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from langgraph.store.memory import InMemoryStore

from strata_layered.memory.long_term.memories import list_memories, put_memory
from strata_layered.memory.store.records import MemoryItem
from strata_layered.memory.topics.calibration import CALIBRATION_TEXTS
from strata_layered.memory.topics.correction import apply_topic_answer
from strata_layered.memory.topics.lifetime import get_topic, list_topics
from strata_layered.memory.topics.routing import route_message

USER, AGENT = "mei", "default"
T0 = datetime(2026, 3, 1, 9, tzinfo=UTC)
# Three directions: renovation, cats, a guitar lesson; the texts are what a user would say.
VECTORS = {
    "我们准备装修新房，预算二十万": [1.0, 0.0, 0.0],
    "瓷砖还是木地板好": [0.98, 0.05, 0.05],
    "我最近在学弹吉他": [0.2, 0.1, 0.97],
    "客厅的吊顶要不要做": [0.99, 0.0, 0.1],
    "吉他每天练多久合适": [0.25, 0.1, 0.96],
    "对了，我家猫老是吐毛球": [0.0, 1.0, 0.0],
}


# The embedder's prior (memory/topics/calibration.py) is asked for its everyday texts: they
# point nowhere in particular.
EVERYDAY = [0.577, 0.577, 0.577]


async def embed(text: str) -> list[float]:
    return VECTORS.get(text, EVERYDAY) if text in CALIBRATION_TEXTS else VECTORS[text]


async def say(store: InMemoryStore, text: str, current: str | None, minutes: int):
    return await route_message(store, USER, AGENT, text, now=T0 + timedelta(minutes=minutes),
                               current_topic=current, embed=embed)


async def test_a_topic_keeps_its_centroid_and_markers() -> None:
    store = InMemoryStore()
    first = await say(store, "我们准备装修新房，预算二十万", None, 1)
    second = await say(store, "瓷砖还是木地板好", first.topic.id, 2)
    assert second.topic.id == first.topic.id and not second.created
    topic = await get_topic(store, USER, AGENT, first.topic.id)
    second_unit = [x / sum(y * y for y in VECTORS["瓷砖还是木地板好"]) ** 0.5
                   for x in VECTORS["瓷砖还是木地板好"]]
    assert topic.vector_sum == pytest.approx([1.0 + second_unit[0], *second_unit[1:]])
    assert {"装修", "地板"} <= set(topic.markers)


async def test_the_next_message_folds_a_tentative_topic_back() -> None:
    store = InMemoryStore()
    reno = await say(store, "我们准备装修新房，预算二十万", None, 1)
    aside = await say(store, "我最近在学弹吉他", reno.topic.id, 2)
    assert aside.created and aside.unsure and aside.topic.tentative_of == reno.topic.id
    back = await say(store, "客厅的吊顶要不要做", aside.topic.id, 3)
    assert back.folded == (aside.topic.id, reno.topic.id)
    assert back.topic.id == reno.topic.id
    assert [t.id for t in await list_topics(store, USER, AGENT)] == [reno.topic.id]
    assert (await get_topic(store, USER, AGENT, reno.topic.id)).message_count == 3


async def test_a_tentative_topic_the_next_message_keeps_is_confirmed() -> None:
    store = InMemoryStore()
    reno = await say(store, "我们准备装修新房，预算二十万", None, 1)
    aside = await say(store, "我最近在学弹吉他", reno.topic.id, 2)
    more = await say(store, "吉他每天练多久合适", aside.topic.id, 3)
    assert more.topic.id == aside.topic.id and more.folded is None
    assert (await get_topic(store, USER, AGENT, aside.topic.id)).tentative_of is None


async def test_the_models_new_topic_answer_moves_the_message_to_a_topic_of_its_own() -> None:
    store = InMemoryStore()
    reno = await say(store, "我们准备装修新房，预算二十万", None, 1)
    again = await say(store, "瓷砖还是木地板好", reno.topic.id, 2)
    done = await apply_topic_answer(store, USER, AGENT, text="瓷砖还是木地板好",
                                    filed=again.topic.id, candidates=[reno.topic.id],
                                    answer=None, now=T0, embed=embed)
    assert done.moved_from == reno.topic.id and done.topic_id != reno.topic.id
    kept = await get_topic(store, USER, AGENT, reno.topic.id)
    assert kept.message_count == 1 and kept.vector_sum == [1.0, 0.0, 0.0]
    assert len(await list_topics(store, USER, AGENT)) == 2


async def test_the_models_pick_of_the_previous_topic_folds_a_topic_opened_for_one_message(
) -> None:
    store = InMemoryStore()
    reno = await say(store, "我们准备装修新房，预算二十万", None, 1)
    aside = await say(store, "我最近在学弹吉他", reno.topic.id, 2)
    done = await apply_topic_answer(store, USER, AGENT, text="我最近在学弹吉他",
                                    filed=aside.topic.id,
                                    candidates=[aside.topic.id, reno.topic.id],
                                    answer=reno.topic.id, now=T0, embed=embed)
    assert (done.topic_id, done.folded) == (reno.topic.id, True)
    assert [t.id for t in await list_topics(store, USER, AGENT)] == [reno.topic.id]


async def test_an_answer_outside_the_candidates_changes_nothing() -> None:
    store = InMemoryStore()
    reno = await say(store, "我们准备装修新房，预算二十万", None, 1)
    cats = await say(store, "对了，我家猫老是吐毛球", reno.topic.id, 2)
    done = await apply_topic_answer(store, USER, AGENT, text="对了，我家猫老是吐毛球",
                                    filed=cats.topic.id, candidates=[cats.topic.id],
                                    answer=reno.topic.id, now=T0, embed=embed)
    assert done.topic_id == cats.topic.id and done.moved_from is None
    assert len(await list_topics(store, USER, AGENT)) == 2


async def test_a_folded_topic_takes_its_memories_along() -> None:
    store = InMemoryStore()
    reno = await say(store, "我们准备装修新房，预算二十万", None, 1)
    aside = await say(store, "我最近在学弹吉他", reno.topic.id, 2)
    await put_memory(store, MemoryItem(
        id="guitar", user=USER, agent=AGENT, memory_type="important_fact",
        content="在学弹吉他", normalized="在学弹吉他", confidence=0.8, importance=3,
        topic=aside.topic.id, created_at=T0, updated_at=T0))
    back = await say(store, "客厅的吊顶要不要做", aside.topic.id, 3)
    assert back.folded == (aside.topic.id, reno.topic.id)
    [memory] = await list_memories(store, USER, AGENT)
    assert memory.topic == reno.topic.id  # not the deleted aside: topic search still finds it
