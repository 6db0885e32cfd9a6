"""Each memory type through the real graph, in both languages, with examples and non-examples.

Sentences written for this test (not labelled rows): each example must be kept with its
type under the default offline judge (`both`) and the rules alone; each non-example is
kept with another type (the type it must not take is named). The types follow the labelling
guide (bench/data/README.md): a goal of the user's own life is an important fact, a
relationship goal is how the user wants the assistant to accompany them.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.gate.facts import read_message
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.writing.extraction import fact_memory_type

EXAMPLES: dict[str, tuple[str, ...]] = {
    "preference": ("我特别爱吃火锅。", "我喜欢喝乌龙茶，不加糖。",
                   "I really like jazz, especially Coltrane.", "My favourite food is ramen.",
                   "I've been practising the piano every evening.",
                   "I went to Lisbon last year and loved it."),
    "boundary": ("我不喜欢别人催我做决定。", "请不要跟我提我前任的事。",
                 "Please don't call me sweetie.", "I hate being lectured about my diet."),
    "relationship_goal": ("我希望你能像朋友一样陪我聊天。", "我和你聊天很开心，希望以后也能常聊。",
                          "I hope we can be friends."),
    "conversation_style": ("以后回复短一点，别太啰嗦。", "跟我说话的时候直接一点就好。",
                           "From now on, keep your answers short."),
    "important_fact": ("我对花生过敏。", "我的目标是今年考上研究生。",
                       "I have a daughter named Mia.", "My goal is to run a marathon next year.",
                       "I've been learning Spanish for a month.",
                       "I've always wanted to visit Iceland.",
                       "I'm always scared of speaking in class."),
}
NON_EXAMPLES: dict[str, tuple[tuple[str, str], ...]] = {
    # (sentence, the type it is kept with instead)
    "preference": (("我不喜欢别人催我做决定。", "boundary"),
                   ("I hate being lectured about my diet.", "boundary"),
                   ("I've been learning Spanish for a month.", "important_fact"),
                   ("I'm always scared of speaking in class.", "important_fact")),
    "boundary": (("我特别爱吃火锅。", "preference"), ("I really like jazz.", "preference")),
    "relationship_goal": (("我的目标是今年考上研究生。", "important_fact"),
                          ("My goal is to run a marathon next year.", "important_fact")),
    "conversation_style": (("我和你聊天很开心，希望以后也能常聊。", "relationship_goal"),
                           ("我今天终于学会游泳了，希望下次能游得更远。", "important_fact")),
    "important_fact": (("以后回复短一点，别太啰嗦。", "conversation_style"),
                       ("I hope we can be friends.", "relationship_goal"),
                       ("I've been practising the piano every evening.", "preference"),
                       ("I went to Lisbon last year and loved it.", "preference")),
}


async def _typed(sentences: list[str], judge: str) -> dict[str, set[str]]:
    """The types of the active memories each sentence leaves, each said by its own user."""
    store = InMemoryStore(index=store_index_config())
    graph = build_graph(checkpointer=InMemorySaver(), store=store)
    out: dict[str, set[str]] = {}
    for i, text in enumerate(sentences):
        ctx = Context(user_id=f"u{i}", model="offline", offline_judge=judge)
        state = await graph.ainvoke(
            {"user_text": text, "now": datetime(2023, 5, 10, 9, 0, tzinfo=UTC).isoformat()},
            {"configurable": {"thread_id": f"t{i}"}}, context=ctx)
        assert not state.get("errors"), state.get("errors")
        out[text] = {m.memory_type for m in await list_memories(store, f"u{i}", ctx.agent_id)
                     if m.status == "active"}
    return out


@pytest.mark.parametrize("judge", ["both", "rules"])
async def test_each_type_is_right_through_the_graph(judge: str) -> None:
    said = [s for group in EXAMPLES.values() for s in group]
    said += [s for group in NON_EXAMPLES.values() for s, _ in group if s not in said]
    typed = await _typed(said, judge)
    for want, sentences in EXAMPLES.items():
        for s in sentences:
            assert want in typed[s], (judge, s, typed[s])
    for wrong, pairs in NON_EXAMPLES.items():
        for s, instead in pairs:
            assert wrong not in typed[s] and instead in typed[s], (judge, s, typed[s])


def test_a_hope_of_the_users_own_is_no_style_request() -> None:
    def types(text: str) -> list[str]:
        return [fact_memory_type(f) for f in read_message(text).facts]

    # Examples: a hope that asks nothing of the assistant.
    assert "important_fact" in types("好开心！我今天终于学会游泳了，希望下次能游得更远。")
    assert types("我和你聊天很开心，希望以后也能常聊。") == ["relationship_goal"]
    # Non-examples: what asks the assistant for something next time stays a style.
    assert types("下次推荐电影先问问我") == ["conversation_style"]
    assert types("希望你以后回复短一点") == ["conversation_style"]
