"""A short answer takes its object from the partner's question; an unnamed he is no one's fact.

memory/rules/answers.py and memory/rules/span_noise.py `span_unnamed_other`; a title (《…》)
types nothing (memory/gate/families.py).
"""

from __future__ import annotations

import asyncio
from datetime import datetime

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.facts.phrasing import as_note, with_date
from strata_layered.memory.gate.answers import answered
from strata_layered.memory.gate.families import category_of, signals_of
from strata_layered.memory.gate.rules import judge_turn
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.rules.row import disabled
from strata_layered.memory.writing.spans import kept_memories
from tests.support.asked_graph import AskedGraph


@pytest.mark.parametrize(("clause", "asked", "want"), [
    ("超级喜欢！", "你喜欢下课后跑来跑去吗？", "超级喜欢下课后跑来跑去"),
    ("但我想学！", "巧克力味的确实很受欢迎。你试过自己做蛋糕吗？", "但我想学自己做蛋糕"),
    ("有考虑过", "真的很有意思，你有没有想过出版自己的作品呢？", "有考虑过出版自己的作品"),
    ("I totally believe in it.", "Do you believe in love at first sight?",
     "I totally believe in love at first sight"),
])
def test_a_bare_answer_says_what_was_asked(clause: str, asked: str, want: str) -> None:
    assert answered(clause, asked) == want


@pytest.mark.parametrize(("clause", "asked"), [
    ("我喜欢画画", "你喜欢园艺活动吗？"),  # says its own object
    ("超级喜欢！", "今天过得怎么样？"),  # the question asks for no liking
    ("超级喜欢！", "你喜欢园艺活动。"),  # no question at all
    ("I love my new bike", "Do you like cycling?"),
    ("I believe you", "Do you believe in ghosts?"),
])
def test_an_answer_with_its_own_object_or_no_question_stays_as_said(clause: str,
                                                                     asked: str) -> None:
    assert answered(clause, asked) is None


async def _kept(text: str, asked: str = "") -> list[tuple[str, str]]:
    judgement = await judge_turn(text, "嗯。", [])
    return [(m.memory_type, m.content) for m in kept_memories(text, judgement, asked=asked)]


async def test_the_span_selector_keeps_the_completed_answer_as_a_preference() -> None:
    text = "我喜欢！上上个月，我还学了怎么种花呢，超级好玩的！"
    kept = await _kept(text, "说的没错，花园里的花朵确实很迷人。你喜欢园艺活动吗？")
    assert any("喜欢园艺活动" in c and t == "preference" for t, c in kept), kept
    assert not any("园艺" in c for _, c in await _kept(text)), "no question, no object"


async def test_an_unnamed_he_is_no_memory_nor_what_follows_him() -> None:
    kept = await _kept("我最喜欢超人，因为他力大无穷！他能飞，而且什么都不怕！")
    assert any(c.startswith("最喜欢超人") for _, c in kept), kept
    assert not any("能飞" in c or "不怕" in c for _, c in kept), kept


async def test_a_he_or_she_the_message_names_stays() -> None:
    kept = await _kept("我舅舅是厨师。他做的蛋糕特别好吃，还教过我。")
    assert any("蛋糕" in c for _, c in kept), kept
    kept = await _kept("Why did grandma get sick? She always takes good care of her health.")
    assert any("takes good care" in c for _, c in kept), kept  # grandma said: she is someone


async def test_an_answer_to_the_assistants_question_through_the_graph() -> None:
    lily = AskedGraph("lily")
    await lily.said(
        HumanMessage("夏天的花园里花开得特别美！", id="h1"),
        AIMessage("说的没错，花园里五颜六色的花朵确实很迷人。你喜欢园艺活动吗？", id="a1"))
    await lily.turn("我喜欢！上上个月，我还学了怎么种花呢，超级好玩的！",
                    "2023-05-06T10:00:00+08:00")
    kept = await lily.kept()
    assert any("喜欢园艺活动" in k for k in kept), kept


@pytest.mark.parametrize(("text", "want"), [
    ("我最喜欢的是《听妈妈的话》", "preference"),  # a song's title names no mother
    ("我最喜欢看《我的妈妈》这部电影", "preference"),
    ("我妈妈最喜欢《红楼梦》", "important_fact"),  # the mother named outside the title
    ("我住在上海，最喜欢《家》", "important_fact"),
])
def test_a_title_is_no_family_nor_identity_signal(text: str, want: str) -> None:
    signals = signals_of(text)
    assert category_of(text, signals, other=False) == want


async def test_what_the_user_shows_is_no_fact_but_what_they_say_of_it_is() -> None:
    kept = await _kept("I finally finished my first oil painting. Here's a pic from last week!")
    assert any("oil painting" in c for _, c in kept), kept
    assert not any(c.lower().startswith("here") for _, c in kept), kept


@pytest.mark.parametrize(("said", "note"), [
    ("I finally finished my first oil painting", "finally finished their first oil painting"),
    ("I occasionally paint", "occasionally paints"),
    ("I rely on my sister", "relies on their sister"),  # an -ly verb is the verb
    ("I reply to every email", "replies to every email"),
])
def test_an_ly_adverb_before_the_verb_stays_an_adverb(said: str, note: str) -> None:
    assert as_note(said) == note


@pytest.mark.parametrize(("said", "want"), [
    ("上上个月，我还学了怎么种花", "2023年3月，我还学了怎么种花"),  # not 上 + 上个月: 上2023年4月
    ("大前天去了医院", "5月3日去了医院"),
    ("I moved here the month before last", "I moved here in March 2023"),
    ("上个月去了日本", "2023年4月去了日本"),
])
def test_two_periods_back_are_anchored_as_one(said: str, want: str) -> None:
    assert with_date(said, said, datetime(2023, 5, 6, 10)) == want


async def test_eagerness_for_something_pointed_at_is_no_part_of_the_fact() -> None:
    kept = await _kept("Thanks! I just moved to Denver and I'm stoked to start this new chapter!")
    assert kept == [("important_fact", "just moved to Denver")], kept
    with disabled({"span_feeling"}):
        kept = await _kept("I just moved to Denver and I'm stoked to start this new chapter!")
    assert any("stoked" in c for _, c in kept), kept  # what the row changes


@pytest.mark.parametrize(("first", "then", "kept"), [
    ("我住在杭州，对花生过敏。", "我搬到上海了。", "花生过敏"),
    ("I live in Lisbon and I am allergic to shellfish.", "I just moved to Berlin.",
     "is allergic to shellfish"),
])
async def test_a_new_city_never_archives_a_fact_said_beside_the_old_one(
        first: str, then: str, kept: str) -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="mei", model="offline")
    for i, text in enumerate([first, then]):
        out = await graph.ainvoke({"user_text": text, "now": f"2023-05-0{i + 1}T10:00:00+08:00"},
                                  {"configurable": {"thread_id": "t"}}, context=ctx)
        assert not out.get("errors")
    active = [m.content for m in await list_memories(store, "mei", ctx.agent_id,
                                                     status="active")]
    # its own memory, not archived with the old city (对花生过敏 keeps its 对 since probe35)
    assert any(c.endswith(kept) for c in active), active


def test_the_prefetch_embeds_the_note_a_bare_answer_is_stored_as(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from strata_layered.graph import memory_model
    from strata_layered.graph.context import Context

    started: list[str] = []
    monkeypatch.setattr(memory_model, "prefetch_embedding",
                        lambda _spec, text: started.append(text))
    asyncio.run(memory_model.prefetch_rule_notes(Context(), InMemoryStore(), "超级喜欢！", None,
                                                 "", "你喜欢园艺活动吗？"))
    assert any("园艺活动" in text for text in started), started
