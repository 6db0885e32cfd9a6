"""Asking before remembering: off by default; when on, one question a turn, and the answer rules."""

from __future__ import annotations

import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore
from langgraph.types import Command

from strata_layered.graph.builder import build_graph
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.store.audit import list_decisions
from strata_layered.nodes import call_model
from strata_layered.nodes.confirm_memory import QUESTION_ZH, is_yes, needs_asking

BOUNDARY = "我不喜欢被催促"
NOTE = "不喜欢被催促"


def graph_and_store() -> tuple[object, InMemoryStore]:
    store = InMemoryStore(index=store_index_config())
    return build_graph(checkpointer=InMemorySaver(), store=store), store


def ctx(confirm: bool) -> Context:
    context = Context(user_id="ada", model="offline", conversation_id="c1")
    context.confirm_memories = confirm
    return context


CONFIG = {"configurable": {"thread_id": "c1"}}


async def test_off_by_default_nothing_pauses() -> None:
    assert Context().confirm_memories is False
    graph, store = graph_and_store()
    out = await graph.ainvoke({"user_text": BOUNDARY}, CONFIG, context=ctx(False))  # type: ignore[attr-defined]
    assert "__interrupt__" not in out
    assert [m.content for m in await list_memories(store, "ada", "default")] == [NOTE]


async def test_a_yes_remembers_and_a_no_leaves_nothing_but_the_reason() -> None:
    graph, store = graph_and_store()
    out = await graph.ainvoke({"user_text": BOUNDARY}, CONFIG, context=ctx(True))  # type: ignore[attr-defined]
    (question,) = out["__interrupt__"]
    assert question.value["question"] == QUESTION_ZH and question.value["facts"] == [NOTE]
    assert await list_memories(store, "ada", "default") == []  # nothing before the answer
    out = await graph.ainvoke(Command(resume=True), CONFIG, context=ctx(True))  # type: ignore[attr-defined]
    assert [w["content"] for w in out["memory_writes"]] == [NOTE]
    assert "__interrupt__" not in out

    out = await graph.ainvoke({"user_text": "我喜欢喝绿茶"}, CONFIG, context=ctx(True))  # type: ignore[attr-defined]
    assert len(out["__interrupt__"]) == 1  # at most one question a turn
    out = await graph.ainvoke(Command(resume=False), CONFIG, context=ctx(True))  # type: ignore[attr-defined]
    assert out["memory_writes"] == [] and out["gate"]["should_extract"] is False
    assert [m.content for m in await list_memories(store, "ada", "default")] == [NOTE]
    latest = (await list_decisions(store, "ada", "default"))[0]
    assert latest.decision == "skipped" and latest.source == "user"
    assert "我喜欢喝绿茶" in out["summary"]  # the turn still finished (summary refreshed)


async def test_a_no_also_settles_the_message_carried_from_a_turn_without_a_reply(
        monkeypatch: pytest.MonkeyPatch) -> None:
    graph, store = graph_and_store()
    with monkeypatch.context() as down:  # the reply model fails: the turn has no reply
        down.setattr(call_model, "load_chat_model",
                     lambda *_a, **_k: GenericFakeChatModel(messages=iter([])))
        out = await graph.ainvoke({"user_text": BOUNDARY}, CONFIG, context=ctx(True))  # type: ignore[attr-defined]
    assert out["reply"] == "" and out["gate"] is None
    out = await graph.ainvoke({"user_text": "好的"}, CONFIG, context=ctx(True))  # type: ignore[attr-defined]
    (question,) = out["__interrupt__"]  # the carried message is asked about with this turn
    assert question.value["facts"] == ["不喜欢被催促"]  # the fact of the carried message
    await graph.ainvoke(Command(resume=False), CONFIG, context=ctx(True))  # type: ignore[attr-defined]
    out = await graph.ainvoke({"user_text": "嗯嗯"}, CONFIG, context=ctx(True))  # type: ignore[attr-defined]
    assert "__interrupt__" not in out  # the answer was no: never asked again
    assert await list_memories(store, "ada", "default") == []


async def test_small_talk_is_never_asked_about() -> None:
    graph, _ = graph_and_store()
    out = await graph.ainvoke({"user_text": "哈哈"}, CONFIG, context=ctx(True))  # type: ignore[attr-defined]
    assert "__interrupt__" not in out


def test_who_is_asked_and_what_counts_as_yes() -> None:
    gate = {"should_extract": True, "confidence": 0.9, "category": "preference",
            "stability": "stable", "importance": 3, "reason": "", "candidate_facts": [],
            "source": "model"}
    assert not needs_asking(gate)  # type: ignore[arg-type]
    assert needs_asking(gate | {"importance": 4})  # type: ignore[arg-type]
    assert needs_asking(gate | {"confidence": 0.6})  # type: ignore[arg-type]
    assert is_yes(True) and is_yes({"remember": True}) and is_yes("可以") and is_yes(" Yes ")
    assert not is_yes(False) and not is_yes(None) and not is_yes("no") and not is_yes(1)
