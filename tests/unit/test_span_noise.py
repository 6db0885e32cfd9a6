"""Spans that are never memory text on their own, and one person form (issue 24, spanprec24).

memory/rules/span_noise.py: an answer word opening a clause, a passing feeling joined onto a
fact, self-encouragement and resolutions; memory/writing/learned_notes.py `learned_memories`: the
span hook's fallback written as the rules write notes.
"""

from __future__ import annotations

from datetime import UTC, datetime

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.gate.judgement import Judgement
from strata_layered.memory.gate.span_reading import candidates, without_feelings
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.text.text import normalize_message
from strata_layered.memory.writing.learned_notes import learned_memories


def notes(text: str) -> list[str]:
    return [s.note for s in candidates(normalize_message(text))]


def test_an_answer_word_is_no_part_of_a_span_and_alone_no_span() -> None:
    got = notes("会的，最近有些闲暇时间，在学习一些钢琴曲子，感觉比较困难，有些难以掌握")
    assert got and not any(n.startswith("会的") or n == "会的" for n in got)
    assert "在学习一些钢琴曲子" in got  # the rules' note less the feeling joined on
    assert notes("Sure, I am sprucing up my biz plan.") == ["is sprucing up their biz plan"]
    # An adverb is no answer word: "Definitely adding it to my list" keeps its word.
    assert any(n.startswith("Definitely") for n in notes("Definitely adding it to my list."))


def test_resolutions_and_self_encouragement_are_never_spans() -> None:
    assert notes("Yeah, I won't quit. I'm gonna make this work.") == []
    got = notes("应该相信自己，正在准备面试，现在感觉被压力压得很重")
    assert got and "应该相信自己" not in got and "正在准备面试" in got
    assert notes("I won't quit my job.")  # quitting a job is a fact, not a resolution


def test_an_english_passing_feeling_beside_a_fact_is_no_span() -> None:
    assert notes("I adopted a puppy last week. I'm so excited!") == ["adopted a puppy last week"]
    assert notes("I'm so excited!") == ["is so excited"]  # alone it is what was said
    # "excited to <do something>" says a plan: kept, in the rules' person form.
    assert notes("I'm also excited to guide and mentor aspiring dancers.") == [
        "is also excited to guide and mentor aspiring dancers"]


def test_a_remark_on_the_talk_is_no_span() -> None:
    got = notes("I appreciate the detailed tips. I adopted a puppy last week.")
    assert got == ["adopted a puppy last week"]
    assert not any(n == "is curious" for n in notes(
        "I'm curious, can you suggest some meditation apps for my 20-minute session?"))
    assert "Long time no talk" not in " ".join(notes(
        "Hey John! Long time no talk. I did a charity event last Friday."))
    # Curious about something is a fact; a remark on the assistant's tips is not.
    assert notes("I'm curious about astronomy.") == ["is curious about astronomy"]


def test_a_zh_worry_stays_for_the_model_and_a_rule_note_loses_its_feeling_tail() -> None:
    # The labels keep a worry with its fact (在考虑将来要不要换工作，感到迷茫).
    assert "感觉很迷茫" in notes("最近我在思考将来要不要换一份工作，但是感觉很迷茫")
    assert without_feelings("在学习一些钢琴曲子，感觉比较困难") == "在学习一些钢琴曲子"
    assert without_feelings("喜欢画画，也喜欢弹钢琴") == "喜欢画画，也喜欢弹钢琴"


def test_the_learned_fallback_reads_in_the_rules_person_form() -> None:
    kept = Judgement(should_extract=True, category="important_fact", source="learned")
    said = "I'm also excited to guide and mentor aspiring dancers on their dreams."
    plain = learned_memories(said, kept)
    noted = learned_memories(said, kept, as_notes=True)
    assert plain[0].content.startswith("I'm also")
    assert noted[0].content == (
        "is also excited to guide and mentor aspiring dancers on their dreams")
    zh = learned_memories("我昨天去了杭州", kept, as_notes=True,
                          now=datetime(2023, 5, 10, 9, tzinfo=UTC))
    assert not zh[0].content.startswith("我") and "5月9日" in zh[0].content


async def test_through_the_graph_no_answer_word_or_resolution_is_remembered() -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="u", model="offline")  # the default: both, with the span selector
    for i, text in enumerate(("会的，我最近在学钢琴，感觉比较困难",
                              "I won't quit. I just opened my own dance studio.")):
        out = await graph.ainvoke({"user_text": text, "now": datetime(2023, 5, 10, 9, tzinfo=UTC)
                                   .isoformat()}, {"configurable": {"thread_id": f"t{i}"}},
                                  context=ctx)
        assert not out.get("errors"), out.get("errors")
    kept = {m.content for m in await list_memories(store, "u", ctx.agent_id)
            if m.status == "active"}
    assert kept and not any("会的" in m or "quit" in m for m in kept)
    assert any("钢琴" in m for m in kept) and any("dance studio" in m for m in kept), kept


def test_a_reaction_to_something_pointed_at_is_no_span_but_a_wish_in_it_stays() -> None:
    got = notes("My family came to the picnic. It really brings home how much love's in "
                "families.")
    assert not any("brings home" in n for n in got)
    got = notes("I went to a pride parade last week. Really made me proud and reminded me how "
                "important it is to keep standing up for equality.")
    assert got and not any("proud" in n for n in got)
    # what the user wants or loves, said as a reaction, is the fact (train labels)
    assert any("determined to adopt" in n for n in notes(
        "Last Friday I went to a council meeting. It made me even more determined to adopt."))
    assert any("love being a mom" in n for n in notes(
        "They loved the exhibit. It reminds me why I love being a mom."))
