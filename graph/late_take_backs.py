"""Take-backs a conversation applies late: the turn that was running, the question pending.

A take-back (graph/changes.py, a request to forget said in chat) leaves a note and counts
the user's epoch up before it scrubs the conversations (memory/take_back_notes.py). A
turn notes the epoch when it begins (`persist_user`); when it ends (graph/turns.py) with
the epoch moved, its own checkpoint was written from a window and summary read before:
`catch_up_thread` scrubs it again. A conversation paused on "may I remember this?" was
not scrubbed at all (that would lose the question): it waits on the note, and applies it
when answered (`nodes/confirm_memory.py`) or when a new message comes instead.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from langchain_core.messages import AnyMessage, RemoveMessage
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.store.base import BaseStore

from strata_layered.graph.scope import Scope
from strata_layered.graph.thread_history import (
    SUMMARIES,
    TURN_FIELDS,
    paused,
    prune_history,
    saying,
    scrub_thread,
    scrubbed_values,
)
from strata_layered.memory.records import TakeBackRecord
from strata_layered.memory.take_back import forget_said, says_own, scrubbed
from strata_layered.memory.take_back_notes import (
    epoch_and_notes,
    notes_since,
    release,
    scrubs_of,
    sweep,
    wait_for,
)
from strata_layered.memory.topics.forgetting import taken_back

STATE_FIELDS = (*SUMMARIES, *TURN_FIELDS, "messages", "carried")
"""What a take-back scrubs of a thread's state (graph/thread_history.py `scrubbed_values`)."""


async def catch_up_thread(store: BaseStore, checkpointer: BaseCheckpointSaver, user: str,
                          agent: str, thread_id: str, since: int) -> bool:
    """At a turn's end: apply what was taken back while it ran. Returns whether it did.

    A turn left paused on a question keeps its checkpoint whole: it waits on the notes.
    """
    notes = await notes_since(store, user, agent, since, thread=thread_id)
    if not notes:
        return False
    if await paused(checkpointer, thread_id):
        for note in notes:
            await wait_for(store, user, agent, note.epoch, thread_id)
        return False
    phrases = [p for n in notes for p in n.phrases]
    window = [p for n in notes if n.window for p in n.phrases]
    changed = await scrub_thread(checkpointer, thread_id,
                                 partial(scrubbed, scrubs=scrubs_of(notes)),
                                 saying((), window) if window else None, phrases)
    if not changed:  # its own checkpoint is clean, the older ones may still say it
        await prune_history(checkpointer, thread_id)
    return changed


def applied(values: dict[str, Any], notes: list[TakeBackRecord]) -> dict[str, Any]:
    """A node's update applying the notes to its thread's state (the window by removals).

    A note of a request to forget that named a fact no memory said yet ("forget that I
    live in Hangzhou" while this thread was asking about it) takes the user's messages
    that say it out of the window too.
    """
    phrases = [p for n in notes for p in n.phrases]
    window = [p for n in notes if n.window for p in n.phrases]
    named = [n.named for n in notes if n.named]
    by_phrase = saying((), window)

    def drop(message: AnyMessage) -> bool:
        return by_phrase(message) or (message.type == "human" and bool(message.id) and any(
            says_own(str(message.content), what) for what in named))

    said = [str(m.content) for m in values.get("messages") or [] if drop(m)]
    scrubs = [*scrubs_of(notes), *(([text], taken_back([text], text)) for text in said)]
    update = scrubbed_values(values, partial(scrubbed, scrubs=scrubs),
                             drop if window or named else None, phrases + said)
    if "messages" in update:  # the window is a reducer's channel: removals, by id
        kept = {m.id for m in update["messages"]}
        update["messages"] = [RemoveMessage(id=str(m.id)) for m in values["messages"]
                              if m.id not in kept]
    return update


async def notes_for(store: BaseStore, user: str, agent: str, thread_id: str | None,
                    since: int) -> list[TakeBackRecord]:
    """The notes a thread has to apply, released once read (it applies them at once)."""
    notes = await notes_since(store, user, agent, since, thread=thread_id)
    if thread_id and notes:
        await release(store, user, agent, notes, thread_id)
    return notes


def state_values(state: Any) -> dict[str, Any]:
    """The fields of a thread's state a take-back scrubs, as a checkpoint holds them."""
    return {key: getattr(state, key) for key in STATE_FIELDS}


async def caught_up(state: Any, store: BaseStore, user: str, agent: str,
                    thread_id: str | None) -> tuple[int, dict[str, Any]]:
    """At a turn's start: the epoch it begins at, and what was taken back since the last.

    Under `langgraph dev` no caller ends a turn (graph/turns.py): the next one applies it.
    """
    epoch, kept = await epoch_and_notes(store, user, agent)
    if epoch <= state.take_back_epoch:
        if kept:  # notes of earlier take-backs may have served their time
            await sweep(store, user, agent)
        return epoch, {}
    notes = await notes_for(store, user, agent, thread_id, state.take_back_epoch)
    return epoch, applied(state_values(state), notes)


async def taken_from_state(scope: Scope, state: Any, notes: list[TakeBackRecord]
                           ) -> dict[str, Any]:
    """A resumed turn's update applying the notes.

    What the user's messages said of a fact a request named leaves recall and topics too,
    as it would have in the conversation the request was said in.
    """
    update = applied(state_values(state), notes)
    removed = {m.id for m in update.get("messages", [])}
    said = [str(m.content) for m in state.messages if m.id in removed and m.type == "human"
            and any(n.named and says_own(str(m.content), n.named) for n in notes)]
    if said:
        await forget_said(scope.store, scope.user, scope.agent, said)
    return update
