"""A conversation's checkpoints after a take-back: the latest scrubbed, the older ones gone.

Each turn leaves a checkpoint holding the window and the rolling summaries as they were
then (LangGraph's thread history, Studio's time travel). When the user takes a fact back
(a delete or an edit, graph/changes.py; a request to forget said in chat,
nodes/gate_candidate.py), scrubbing the latest checkpoint is not enough: every older one
still says it, readable in the checkpoint file and through the server's history route. So
a thread whose latest checkpoint had to be scrubbed keeps that one only (`prune_history`,
graph/checkpoint_pruning.py).

A request said in chat runs inside a turn, with no compiled graph to update other
threads through; `scrub_thread` writes their scrubbed checkpoint with the run's own
checkpointer instead.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from functools import partial
from typing import Any

from langchain_core.messages import AnyMessage
from langgraph.checkpoint.base import BaseCheckpointSaver, CheckpointTuple, copy_checkpoint
from langgraph.checkpoint.base.id import uuid6
from langgraph.store.base import BaseStore

from strata_layered.graph.checkpoint_pruning import prune_history, run_checkpointer
from strata_layered.memory.forgetting.retraction import says
from strata_layered.memory.forgetting.take_back import Scrub, forget_said, says_own, scrubbed
from strata_layered.memory.forgetting.take_back_notes import covers, note_take_back, wait_for
from strata_layered.memory.store.conversations import list_conversations
from strata_layered.memory.store.records import TakeBackRecord

SUMMARIES = ("summary", "summary_v2")
"""The state's rolling summaries (graph/state.py)."""
INTERRUPT = "__interrupt__"
"""The channel of an interrupt's pending write (LangGraph's, private since 1.0)."""
TURN_FIELDS: dict[str, Any] = {"reply": "", "gate": None, "memory_writes": [],
                               "memory_changes": None, "notice": None}
"""The last turn's fields left in its checkpoint (graph/state.py), with their empty value."""

Drop = Callable[[AnyMessage], bool]
"""Whether a window's message says what was taken back."""


def saying(ids: Iterable[str], phrases: list[str]) -> Drop:
    """A window's message to drop: one retracted from the log (`ids`), or one saying them."""
    ids = set(ids)
    return lambda m: bool(m.id) and (m.id in ids or says(str(m.content), phrases))


def scrubbed_values(values: dict[str, Any], summary: Callable[[str], str],
                    drop: Drop | None, phrases: list[str] | Callable[[str], bool]
                    ) -> dict[str, Any]:
    """What a thread's state must become: summaries scrubbed, messages that say it left out.

    Only the keys that change; `drop` None keeps the window whole (a disable). The last
    turn's own fields (its reply, the gate's verdict, what it wrote) are emptied when they
    say one of the phrases (or, given a test instead, when it finds them: hashed phrases,
    memory/forgetting/take_back_hashes.py): the next turn resets them anyway.
    """
    said_in: Callable[[str], bool] = phrases if callable(phrases) else partial(
        lambda text, found: says(text, found), found=phrases)
    update: dict[str, Any] = {}
    for key in SUMMARIES:
        text = values.get(key)
        if isinstance(text, str) and text and (kept := summary(text)) != text:
            update[key] = kept
    window = list(values.get("messages") or [])
    if drop is not None and (kept_window := [m for m in window if not drop(m)]) != window:
        update["messages"] = kept_window
    for key, empty in TURN_FIELDS.items():
        if (value := values.get(key)) and said_in(json.dumps(value, ensure_ascii=False,
                                                             default=str)):
            update[key] = empty
    carried = list(values.get("carried") or [])
    if (kept_carried := [t for t in carried if not said_in(str(t))]) != carried:
        update["carried"] = kept_carried
    return update


async def scrub_thread(checkpointer: BaseCheckpointSaver, thread_id: str,
                       summary: Callable[[str], str], drop: Drop | None,
                       phrases: list[str] | Callable[[str], bool]) -> bool:
    """Write the thread's latest checkpoint again without what was taken back, then prune.

    A thread waiting on an interrupt (pending writes: a confirmation asked) is left as it
    is: a checkpoint written over it would lose the question (it applies the take-back's
    note when answered: graph/late_take_backs.py). Returns whether it changed.
    """
    config: Any = {"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}}
    saved = await checkpointer.aget_tuple(config)
    if saved is None or saved.pending_writes:
        return False
    update = scrubbed_values(saved.checkpoint["channel_values"], summary, drop, phrases)
    if not update:
        return False
    checkpoint = copy_checkpoint(saved.checkpoint)
    step = int((saved.metadata or {}).get("step", -1)) + 1
    checkpoint["id"] = str(uuid6(clock_seq=step))
    checkpoint["ts"] = datetime.now(UTC).isoformat()
    versions: dict[str, str | int | float] = {}
    for key, value in update.items():
        checkpoint["channel_values"][key] = value
        versions[key] = checkpointer.get_next_version(
            checkpoint["channel_versions"].get(key), None)  # type: ignore[arg-type]
        checkpoint["channel_versions"][key] = versions[key]
    checkpoint["updated_channels"] = sorted(update)
    await checkpointer.aput(saved.config, checkpoint,
                            {"source": "update", "step": step, "parents": {}}, versions)
    await prune_history(checkpointer, thread_id)
    return True


async def scrub_other_threads(store: BaseStore, user: str, agent: str, thread_id: str | None,
                              scrubs: list[Scrub], *, named: str | None = None,
                              everything: bool = False) -> int:
    """A request to forget said in one conversation reaches the user's others' checkpoints.

    Their windows lose the messages that say it and their rolling summaries the sentences
    (as a delete through the API does, graph/changes.py). Returns how many changed. The
    note comes first (memory/forgetting/take_back_notes.py): a turn running elsewhere applies it
    when it ends, a conversation paused on a question when it is answered.
    """
    checkpointer = run_checkpointer()
    if checkpointer is None or not (scrubs or named or everything):
        return 0
    note = await note_take_back(store, user, agent, origin=thread_id, scrubs=scrubs,
                                everything=everything)
    phrases = [p for said, _ in scrubs for p in said]
    changed = 0
    for conv in await list_conversations(store, user, agent):
        if not conv.thread_id or conv.thread_id == thread_id:
            continue
        if saved := await paused(checkpointer, conv.thread_id):
            await wait_on_question(store, user, agent, note, saved, scrubs, named=named)
        elif scrubs:
            changed += await scrub_thread(checkpointer, conv.thread_id,
                                          partial(scrubbed, scrubs=scrubs),
                                          saying((), phrases), phrases)
    return changed


async def paused(checkpointer: BaseCheckpointSaver, thread_id: str) -> CheckpointTuple | None:
    """The thread's checkpoint when it waits on an interrupt (a question): it has writes."""
    config: Any = {"configurable": {"thread_id": thread_id, "checkpoint_ns": ""}}
    saved = await checkpointer.aget_tuple(config)
    return saved if saved is not None and saved.pending_writes else None


async def wait_on_question(store: BaseStore, user: str, agent: str, note: TakeBackRecord,
                           saved: CheckpointTuple, scrubs: list[Scrub], *,
                           named: str | None = None) -> None:
    """A thread paused on a question waits on the note; what needs the words is decided now.

    Whether its question is about what was taken back, and which of its messages said a
    fact a request named (they leave recall now, its window and summaries on resume). A
    thread with nothing of it (another question, a window and summaries that never said
    it) does not wait: a question never answered would keep the note's hashes for good.
    """
    facts = [str(f) for _, channel, value in saved.pending_writes or [] if channel == INTERRUPT
             for asked in value for f in (getattr(asked, "value", None) or {}).get("facts", [])]
    window = list(saved.checkpoint["channel_values"].get("messages") or [])
    said = [(str(m.id), str(m.content)) for m in window if named and m.type == "human"
            and m.id and says_own(str(m.content), named)]
    if said:
        await forget_said(store, user, agent, [text for _, text in said])
    covered = covers(facts, scrubs, named=named, everything=note.everything)
    phrases = [p for found, _ in scrubs for p in found]
    if not (covered or said or scrubbed_values(saved.checkpoint["channel_values"],
                                               partial(scrubbed, scrubs=scrubs),
                                               saying((), phrases), phrases)):
        return  # nothing of it there: a question left unanswered keeps no note alive
    await wait_for(store, user, agent, note, str(saved.config["configurable"]["thread_id"]),
                   covered=covered, named=said)
