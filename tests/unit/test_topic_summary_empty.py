"""A topic summary that is its head alone ("About recipe: ") is no prompt text.

A user's probe: after "What's a good recipe for dinner?" (a question: nothing kept) every
later context carried "[recipe] About recipe: " in its summary section.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.graph.retrieval.preview import preview_context
from strata_layered.memory.topics.forgetting import says_nothing
from strata_layered.memory.topics.lifetime import list_topics

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def test_says_nothing_reads_the_head_alone() -> None:
    assert says_nothing("About recipe: ") and says_nothing("关于做饭：") and says_nothing("")
    assert not says_nothing("About recipe: is vegetarian")
    assert not says_nothing("关于做饭：不吃香菜") and not says_nothing("喜欢做饭")


async def test_an_empty_topic_summary_reaches_no_context() -> None:
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    ctx = Context(user_id="probe", model="offline", conversation_id="c")
    config = {"configurable": {"thread_id": "c"}}
    for i, text in enumerate(["Hi! I'm Dana.", "Ugh, work was exhausting today.",
                              "What's a good recipe for dinner?"]):
        await graph.ainvoke({"user_text": text, "now": (T0 + timedelta(minutes=i)).isoformat()},
                            config, context=ctx)
    built = await preview_context(graph, store, ctx, config, "Any recipe for tonight?",
                                  now=(T0 + timedelta(minutes=5)).isoformat())
    shown = [i["text"] for s in built["sections"] for i in s["items"]]
    assert not any(says_nothing(t.split("] ", 1)[-1]) for t in shown if t.startswith("["))
    # nor is it kept: a topic nothing was said of has no summary, not its head alone
    # (`strata topics` and the pages showed "About reflections: ")
    topics = await list_topics(store, "probe", ctx.agent_id)
    assert topics and all(t.summary == "" or not says_nothing(t.summary) for t in topics)
    assert any(t.summary == "" for t in topics), [(t.name, t.summary) for t in topics]
