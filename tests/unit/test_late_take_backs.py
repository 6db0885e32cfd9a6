"""What is taken back while a conversation is busy is not kept by it (graph/late_take_backs.py).

Two gaps of the take-back (graph/thread_history.py): a conversation paused on "may I remember
this?" was skipped, and a yes given afterwards stored the fact the user had just taken back;
a conversation running a turn wrote its window and summary, read before the take-back, back
into its checkpoint. Real graphs, SQLite files, the interrupt answered with Command(resume).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from langgraph.types import Command

from strata_layered.graph.backend import open_backend
from strata_layered.graph.builder import build_graph
from strata_layered.graph.changes import delete_memory, forget_conversation
from strata_layered.graph.context import Context
from strata_layered.graph.turns import TurnDone, stream_turn
from strata_layered.memory import namespaces as ns
from strata_layered.memory.forgetting import take_back_notes
from strata_layered.memory.forgetting.retraction import forget_said
from strata_layered.memory.forgetting.take_back_hashes import Hashed, new_salt
from strata_layered.memory.long_term.memories import list_memories
from strata_layered.memory.store.audit import list_decisions
from strata_layered.memory.topics.forgetting import taken_back
from strata_layered.nodes import build_context
from strata_layered.nodes.confirm_memory import TAKEN_BACK_REASON
from strata_layered.server.turn_runner import answer_pending


def _context(thread: str, confirm: bool = True) -> Context:
    context = Context(user_id="ada", model="offline", conversation_id=thread)
    context.confirm_memories = confirm
    return context


def _config(thread: str) -> Any:
    return {"configurable": {"thread_id": thread}}


async def _say(graph: Any, thread: str, text: str, *, confirm: bool = True) -> dict[str, Any]:
    return dict(await graph.ainvoke({"user_text": text}, _config(thread),
                                    context=_context(thread, confirm)))


async def _answer(graph: Any, thread: str, yes: bool) -> dict[str, Any]:
    return dict(await graph.ainvoke(Command(resume=yes), _config(thread),
                                    context=_context(thread)))


async def _turn(graph: Any, thread: str, text: str) -> dict[str, Any]:
    """A turn as the CLI and `strata serve` run it (graph/turns.py)."""
    async for item in stream_turn(graph, {"user_text": text}, _config(thread),
                                  _context(thread, confirm=False)):
        if isinstance(item, TurnDone):
            return item.values
    raise AssertionError("no TurnDone")


async def _saying(graph: Any, thread: str, words: str) -> list[str]:
    """The thread's checkpoints (values and pending writes) that say `words`."""
    found = []
    async for saved in graph.checkpointer.alist(_config(thread)):
        text = json.dumps([saved.checkpoint["channel_values"], saved.pending_writes],
                          default=str, ensure_ascii=False)
        if words in text:
            found.append(saved.checkpoint["id"])
    return found


async def _notes(graph: Any) -> list[Any]:
    return [*await graph.store.asearch(ns.take_backs("ada", "default")),
            *await graph.store.asearch(ns.take_back_waits("ada", "default"))]


class _Who:
    """The caller `strata serve` resolves (server/deps.py), for `answer_pending`."""

    def __init__(self, graph: Any) -> None:
        self.graph = graph

    def config(self, conversation: str) -> Any:
        return _config(conversation)

    def context(self, conversation: str) -> Context:
        return _context(conversation)


@pytest.fixture
async def graph(tmp_path: Path) -> AsyncIterator[Any]:
    async with open_backend(tmp_path, kind="sqlite") as backend:
        yield build_graph(checkpointer=backend.checkpointer, store=backend.store)


async def test_a_yes_after_the_fact_was_taken_back_elsewhere_stores_nothing(graph: Any) -> None:
    asked = await _say(graph, "p", "我住在杭州")
    assert asked["__interrupt__"][0].value["facts"] == ["住在杭州"]
    other = await _say(graph, "q", "我喜欢喝绿茶")  # a question about something else
    assert other["__interrupt__"][0].value["facts"] == ["喜欢喝绿茶"]
    await _say(graph, "a", "别记住我住在杭州")  # said in another conversation meanwhile
    assert (await graph.aget_state(_config("p"))).interrupts  # the question is kept

    assert await answer_pending(_Who(graph), "p", remember=True)  # as `strata serve` does
    out = (await graph.aget_state(_config("p"))).values
    assert out["memory_writes"] == [] and out["gate"]["should_extract"] is False
    assert not (await graph.aget_state(_config("p"))).interrupts
    (decision,) = [d for d in await list_decisions(graph.store, "ada", "default")
                   if d.conversation == "p"]
    assert (decision.decision, decision.reason, decision.excerpt) == (
        "skipped", TAKEN_BACK_REASON, "")
    assert await _saying(graph, "p", "杭州") == []  # window, summary, the question: pruned
    out = await _answer(graph, "q", yes=True)  # unrelated: the yes stands
    assert [w["content"] for w in out["memory_writes"]] == ["喜欢喝绿茶"]
    assert [m.content for m in await list_memories(graph.store, "ada", "default")] == [
        "喜欢喝绿茶"]
    assert [n.value["thread"] for n in await _notes(graph) if "thread" in n.value] == []
    (note,) = await _notes(graph)  # turns running at the time may still need it: kept a while
    assert "杭州" not in json.dumps(note.value, ensure_ascii=False)


async def test_a_note_outlives_its_take_back_only_while_someone_may_need_it(
        graph: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    await _say(graph, "p", "我住在杭州")  # paused on its question
    await _say(graph, "a", "别记住我住在杭州")
    kept = json.dumps([n.value for n in await _notes(graph)], ensure_ascii=False)
    assert '"covered": true' in kept and "杭州" not in kept  # decided now, hashed words
    later = take_back_notes.utcnow() + take_back_notes.KEEP * 2
    monkeypatch.setattr(take_back_notes, "utcnow", lambda: later)
    await _say(graph, "a", "今天天气不错")
    assert len(await _notes(graph)) == 2  # the note, and p waiting on it
    await _answer(graph, "p", yes=True)
    await _say(graph, "a", "好的")
    assert await _notes(graph) == []  # no one needs the words any longer
    await _say(graph, "a", "谢谢")
    assert await take_back_notes.epoch_and_notes(graph.store, "ada", "default") == (1, 0)

    await _say(graph, "q", "我喜欢喝绿茶")  # waits, then its conversation is forgotten
    await _say(graph, "a", "别记住我喜欢喝绿茶")
    assert len(await _notes(graph)) == 2
    await forget_conversation(graph, "ada", "default", "q")
    monkeypatch.setattr(take_back_notes, "utcnow", lambda: later + take_back_notes.KEEP * 2)
    await _say(graph, "a", "好")
    assert await _notes(graph) == []


async def test_a_question_left_unanswered_keeps_no_note_it_has_nothing_of(
        graph: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # q never said 杭州 and asks about 绿茶: it waited on the note all the same, so an
    # abandoned question kept the note's hashes (guessable: a city) for good
    await _say(graph, "q", "我喜欢喝绿茶")  # paused on its question, never answered
    await _say(graph, "p", "我住在杭州", confirm=False)
    await _say(graph, "a", "别记住我住在杭州")
    assert len(await _notes(graph)) == 1  # the note alone, for turns running at the time
    later = take_back_notes.utcnow() + take_back_notes.KEEP * 2
    monkeypatch.setattr(take_back_notes, "utcnow", lambda: later)
    await _say(graph, "a", "今天天气不错")
    assert await _notes(graph) == []
    out = await _answer(graph, "q", yes=True)  # answered at last: the yes stands
    assert [w["content"] for w in out["memory_writes"]] == ["喜欢喝绿茶"]
    # a question that said it still waits (the non-example: its window loses it on resume)
    await _say(graph, "r", "我住在苏州，喜欢喝红茶")
    await _say(graph, "a", "别记住我住在苏州")
    assert [n.value["thread"] for n in await _notes(graph) if "thread" in n.value] == ["r"]


async def test_a_delete_or_forget_everything_reaches_the_question_waiting(graph: Any) -> None:
    await _say(graph, "x", "I live in Reykjavik.", confirm=False)  # kept without asking
    (kept,) = await list_memories(graph.store, "ada", "default")
    await _say(graph, "p", "我不喜欢被催促")
    await _say(graph, "q", "我喜欢喝绿茶")
    await _say(graph, "r", "I'm allergic to peanuts.")
    await delete_memory(graph, "ada", "default", kept.id, now=kept.created_at)
    assert (await graph.aget_state(_config("p"))).interrupts  # a delete keeps the question
    out = await _answer(graph, "p", yes=True)  # the deleted fact is not what it asked about
    assert [w["content"] for w in out["memory_writes"]] == ["不喜欢被催促"]

    await _say(graph, "a", "忘掉关于我的一切")
    assert await list_memories(graph.store, "ada", "default", status="active") == []
    out = await _answer(graph, "q", yes=True)
    state = (await graph.aget_state(_config("q"))).values
    assert state["prune_history"] is True  # a run with no server around: the next turn prunes
    assert out["memory_writes"] == [] and out["gate"]["reason"] == TAKEN_BACK_REASON
    out = await _answer(graph, "r", yes=False)  # a no stays a no, with its own reason
    assert out["memory_writes"] == [] and out["gate"]["reason"] != TAKEN_BACK_REASON
    assert await list_memories(graph.store, "ada", "default", status="active") == []


class _Held:
    """Holds thread b's turn in build_context until released (after its state was read)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.reached, self.release = asyncio.Event(), asyncio.Event()
        real = build_context.topic_and_layer

        async def held(*args: Any, **kwargs: Any) -> Any:
            if kwargs.get("query") == "What should I cook tonight?":
                self.reached.set()
                await self.release.wait()
            return await real(*args, **kwargs)

        monkeypatch.setattr(build_context, "topic_and_layer", held)


async def test_a_take_back_while_a_turn_runs_is_not_written_back_by_it(
        graph: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    await _turn(graph, "a", "I live in Reykjavik and I work as a glacier guide.")
    for text in ("hello again", "I love hiking."):
        await _turn(graph, "b", text)
        await _turn(graph, "c", text)
    assert await _saying(graph, "b", "Reykjavik")  # its replies quote what it remembers
    held = _Held(monkeypatch)
    running = asyncio.create_task(_turn(graph, "b", "What should I cook tonight?"))
    await asyncio.wait_for(held.reached.wait(), 30)
    await _turn(graph, "a", "Please forget that I live in Reykjavik.")
    assert await _saying(graph, "b", "Reykjavik") == []  # scrubbed while b still runs
    held.release.set()
    await asyncio.wait_for(running, 60)
    assert await _saying(graph, "b", "Reykjavik") == []  # its own turn did not write it back
    assert await _saying(graph, "c", "Reykjavik") == []
    kept = [m.content for m in await list_memories(graph.store, "ada", "default")]
    assert "works as a glacier guide" in kept and "lives in Reykjavik" not in kept
    notes = [n.value for n in await _notes(graph)]
    assert notes and "Reykjavik" not in json.dumps(notes)  # the note says it hashed only


def test_hashed_words_scrub_as_the_words_do() -> None:
    summary = ("用户：I live in Reykjavik. 用户：I like tea. My sister lives in Reykjavik too; "
               "she is a doctor.")
    phrases = ["I live in Reykjavik", "lives in Reykjavik"]
    said = taken_back(["lives in Reykjavik"], "I live in Reykjavik.")
    hashed = Hashed.of(new_salt(), phrases, said)
    assert hashed.forget(summary) == forget_said(summary, phrases, said)
    assert "Reykjavik" not in hashed.forget(summary) and "I like tea" in hashed.forget(summary)
    assert hashed.says("so you live in  Reykjavik? I live in Reykjavik")
    assert not hashed.says("I live in Oslo") and not hashed.says("Reykjavik")
    assert hashed.forget("I like tea.") == "I like tea."
    other = Hashed.of(new_salt(), phrases, said)  # another salt: other hashes, same answers
    assert other.phrases != hashed.phrases and other.says("I live in Reykjavik")


async def test_under_langgraph_dev_the_next_turn_takes_it_out(
        graph: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    await _say(graph, "a", "I live in Reykjavik.", confirm=False)
    for text in ("hello again", "I love hiking."):
        await _say(graph, "b", text, confirm=False)
    (kept,) = [m for m in await list_memories(graph.store, "ada", "default")
               if "Reykjavik" in m.content]
    held = _Held(monkeypatch)  # a run with no turns.py around it (the server's own routes)
    running = asyncio.create_task(_say(graph, "b", "What should I cook tonight?",
                                       confirm=False))
    await asyncio.wait_for(held.reached.wait(), 30)
    await delete_memory(graph, "ada", "default", kept.id, now=kept.created_at)
    held.release.set()
    await asyncio.wait_for(running, 60)
    assert await _saying(graph, "b", "Reykjavik")  # written back once, as it was read
    await _say(graph, "b", "And dessert?", confirm=False)
    state = (await graph.aget_state(_config("b"))).values
    assert "Reykjavik" not in json.dumps(state, default=str)
    await _say(graph, "b", "Thanks.", confirm=False)  # the older checkpoint is pruned
    assert await _saying(graph, "b", "Reykjavik") == []
