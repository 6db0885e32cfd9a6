"""A fact taken back leaves no checkpoint of any conversation (graph/thread_history.py).

Each turn leaves a checkpoint with the window and rolling summaries as they were. A delete
through the API used to scrub only each thread's latest checkpoint: every older one still
said the fact (readable in checkpoints.sqlite and through the server's thread history). A
request to forget said in chat scrubbed only its own conversation, and the last turn's
reply, which quoted the memory, stayed in every thread's checkpoint. Another memory of the
same message kept the fact in its source excerpt (memory/forgetting/retraction.py
`_scrub_excerpts`).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.store.memory import InMemoryStore

from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.changes import delete_memory
from strata_layered.graph.checkpoint_pruning import prune_history
from strata_layered.graph.context import Context
from strata_layered.graph.models import store_index_config
from strata_layered.graph.thread_history import saying, scrubbed_values
from strata_layered.memory.long_term.memories import list_memories

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
FACT = "Reykjavik"


async def _say(graph: Any, thread: str, texts: list[str], start: int = 0) -> None:
    for i, text in enumerate(texts, start):
        out = await graph.ainvoke(
            {"user_text": text, "now": (T0 + timedelta(minutes=i)).isoformat()},
            {"configurable": {"thread_id": thread}},
            context=Context(user_id="u", model="offline", conversation_id=thread))
        assert not out.get("errors"), out.get("errors")


async def _saying_it(graph: Any, thread: str) -> list[str]:
    """Ids of the thread's checkpoints, newest first, whose values say FACT."""
    found = []
    async for saved in graph.checkpointer.alist({"configurable": {"thread_id": thread}}):
        values = json.dumps(saved.checkpoint["channel_values"], default=str)
        if FACT in values:
            found.append(saved.checkpoint["id"])
    return found


async def _history(graph: Any, thread: str) -> int:
    return len([s async for s in graph.checkpointer.alist(
        {"configurable": {"thread_id": thread}})])


def _graph() -> Any:
    return build_graph(checkpointer=InMemorySaver(),
                       store=InMemoryStore(index=store_index_config()))


async def test_a_delete_leaves_no_checkpoint_of_any_thread_saying_the_fact() -> None:
    graph = _graph()
    await _say(graph, "a", ["I live in Reykjavik and I work as a glacier guide.",
                            "What should I cook tonight?"])
    await _say(graph, "b", ["hello again", "I love hiking."], start=5)
    assert await _saying_it(graph, "a") and await _saying_it(graph, "b")  # replies quote it
    for memory in await list_memories(graph.store, "u", "default"):
        if FACT in memory.content:
            await delete_memory(graph, "u", "default", memory.id, now=T0 + timedelta(hours=1))
    assert await _saying_it(graph, "a") == [] and await _saying_it(graph, "b") == []
    assert await _history(graph, "a") == 1  # the older checkpoints said it: pruned
    kept = await list_memories(graph.store, "u", "default")
    assert "works as a glacier guide" in [m.content for m in kept]  # the other fact stays
    assert not any(FACT in (m.source.excerpt or "") for m in kept)  # and its excerpt loses it
    await _say(graph, "a", ["And what about dessert?"], start=9)  # the thread goes on
    assert await _history(graph, "a") == 2


async def test_a_thread_that_never_said_it_keeps_its_history() -> None:
    graph = _graph()
    await _say(graph, "a", ["I live in Reykjavik."])
    await _say(graph, "b", ["Just checking the weather today.", "Thanks, bye."], start=5)
    before = await _history(graph, "b")
    said = [m for m in await list_memories(graph.store, "u", "default") if FACT in m.content]
    await delete_memory(graph, "u", "default", said[0].id, now=T0 + timedelta(hours=1))
    assert await _history(graph, "b") in (before, 1)
    assert await _saying_it(graph, "b") == []


async def test_a_request_said_in_chat_reaches_the_other_conversations_checkpoints() -> None:
    graph = _graph()
    await _say(graph, "a", ["I live in Reykjavik and I work as a glacier guide.",
                            "What should I cook tonight?"])
    await _say(graph, "b", ["hello again", "Please forget that I live in Reykjavik."], start=5)
    kept = [m.content for m in await list_memories(graph.store, "u", "default")]
    assert kept == ["works as a glacier guide"]
    assert await _saying_it(graph, "a") == []  # its window, summary and last reply
    assert await _history(graph, "a") == 1
    state = (await graph.aget_state({"configurable": {"thread_id": "b"}})).values
    assert state["prune_history"] is True  # this thread's own: when its turn has ended
    await _say(graph, "b", ["What's a good dessert?"], start=9)
    assert await _history(graph, "b") == 2  # the request's checkpoint and this turn's
    state = (await graph.aget_state({"configurable": {"thread_id": "b"}})).values
    assert state["prune_history"] is False
    assert FACT not in state["summary"]  # the request, now an earlier message, is not summarised


async def test_scrubbed_values_empty_what_the_last_turn_left_only_when_it_says_it() -> None:
    values = {"summary": "用户：I live in Reykjavik. 用户：I like tea.",
              "reply": "Reykjavik is cold", "memory_writes": [],
              "gate": {"candidate_facts": ["lives in Reykjavik"]},
              "carried": ["I live in Reykjavik", "I like tea"], "notice": None}
    update = scrubbed_values(values, lambda t: t.replace("用户：I live in Reykjavik. ", ""), None,
                             ["lives in Reykjavik", "I live in Reykjavik"])
    assert update == {"summary": "用户：I like tea.", "gate": None, "carried": ["I like tea"]}
    assert scrubbed_values({"reply": "Tea is nice", "summary": "x"}, lambda t: t, None,
                           [FACT]) == {}


def test_saying_drops_by_id_or_by_the_phrases() -> None:
    from langchain_core.messages import AIMessage, HumanMessage

    drop = saying({"m1"}, ["lives in Reykjavik"])
    assert drop(HumanMessage("anything", id="m1"))
    assert drop(AIMessage("You lives in Reykjavik, right?", id="m2"))
    assert not drop(AIMessage("Tea is nice", id="m3"))
    assert not drop(AIMessage("lives in Reykjavik"))  # no id: cannot be removed


async def test_prune_history_on_sqlite_keeps_the_latest_and_the_thread_resumes(
        tmp_path: Path) -> None:
    async with open_backend(tmp_path, kind="sqlite") as backend:
        graph = build_graph(checkpointer=backend.checkpointer, store=backend.store)
        await _say(graph, "a", ["I like green tea.", "I live in Reykjavik.", "Hello."])
        await _say(graph, "b", ["I like black tea."], start=5)
        assert await _history(graph, "a") == 3
        latest = (await graph.aget_state({"configurable": {"thread_id": "a"}})).values
        assert await prune_history(backend.checkpointer, "a")
        assert await _history(graph, "a") == 1 and await _history(graph, "b") == 1
        again = (await graph.aget_state({"configurable": {"thread_id": "a"}})).values
        assert again["summary"] == latest["summary"]
        assert [m.id for m in again["messages"]] == [m.id for m in latest["messages"]]
        await _say(graph, "a", ["And coffee too."], start=9)
        assert await _history(graph, "a") == 2
