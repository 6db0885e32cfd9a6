"""One checkpoint per turn (durability "exit"): a turn that fails after its reply loses nothing.

LangGraph writes that one checkpoint when the run exits, a failed run too, with what the
nodes before the failure wrote: the thread holds the user's message and the reply. The store
logged both as they happened, and the next turn goes on from there without taking them twice.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

import strata_layered.graph.builder as builder
from strata_layered.graph.context import Context
from strata_layered.graph.indexing import drain
from strata_layered.graph.models import store_index_config
from strata_layered.memory.store.conversations import get_conversation
from strata_layered.memory.store.messages import page_history

CTX = Context(user_id="ada", model="offline", conversation_id="c1")
CONFIG = {"configurable": {"thread_id": "c1"}}
START = datetime(2025, 5, 1, 9, 0, tzinfo=UTC)
SUPPLIED = "Lisbon in spring is lovely; take the tram up to the castle."


async def test_a_node_failing_after_the_reply_loses_neither_message(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = InMemoryStore(index=store_index_config())
    saver = InMemorySaver()
    good = builder.build_graph(checkpointer=saver, store=store)
    await good.ainvoke({"user_text": "我养了一只叫年糕的橘猫", "now": START.isoformat()},
                       CONFIG, context=CTX)

    async def refresh_summary(state: Any, runtime: Any) -> dict[str, Any]:  # the last node
        raise RuntimeError("the summary refresh fell over")

    monkeypatch.setattr(builder, "refresh_summary", refresh_summary)
    failing = builder.build_graph(checkpointer=saver, store=store)
    text = "I am flying to Lisbon next week"
    with pytest.raises(RuntimeError, match="fell over"):
        await failing.ainvoke({"user_text": text, "supplied_reply": SUPPLIED,
                               "now": (START + timedelta(minutes=2)).isoformat()},
                              CONFIG, context=CTX, durability="exit")
    # The thread (its one checkpoint, written as the run failed) ends with both messages.
    state = (await good.aget_state(CONFIG)).values
    assert [str(m.content) for m in state["messages"]][-2:] == [text, SUPPLIED]
    # The log holds both messages of the failed turn.
    conv = await get_conversation(store, "ada", "default", "c1")
    assert conv is not None
    page, _ = await page_history(store, "ada", "default", conv, before=None, limit=10)
    assert [(m.role, m.content) for m in page[:2]] == [("assistant", SUPPLIED), ("user", text)]
    # The next turn goes on from there: each message once, in order, before its own.
    out = await good.ainvoke({"user_text": "What should I pack?",
                              "now": (START + timedelta(minutes=4)).isoformat()},
                             CONFIG, context=CTX)
    await drain()
    said = [str(m.content) for m in out["messages"]]
    assert said.count(text) == said.count(SUPPLIED) == 1
    assert said.index(text) < said.index(SUPPLIED) < said.index("What should I pack?")
