"""Take-backs a conversation applies late: the turn that was running, the question pending.

A take-back (graph/changes.py, a request to forget said in chat) leaves a note and counts
the user's epoch up before it scrubs the conversations (memory/forgetting/take_back_notes.py). A
turn notes the epoch when it begins (`persist_user`); when it ends (graph/turns.py) with
the epoch moved, its own checkpoint was written from a window and summary read before:
`catch_up_thread` scrubs it again. A conversation paused on "may I remember this?" was
not scrubbed at all (that would lose the question): it waits on the note, and applies it
when answered (`nodes/confirm_memory.py`) or when a new message comes instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.messages import AnyMessage, RemoveMessage
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.store.base import BaseStore

from strata_layered.graph.checkpoint_pruning import prune_history
from strata_layered.graph.thread_history import (
    SUMMARIES,
    TURN_FIELDS,
    paused,
    scrub_thread,
    scrubbed_values,
)
from strata_layered.memory.forgetting.take_back_hashes import Hashed
from strata_layered.memory.forgetting.take_back_notes import (
    Wait,
    epoch_and_notes,
    hashed,
    notes_since,
    release,
    sweep,
    wait_for,
    waits_of,
)
from strata_layered.memory.store.records import TakeBackRecord

STATE_FIELDS = (*SUMMARIES, *TURN_FIELDS, "messages", "carried")
"""What a take-back scrubs of a thread's state (graph/thread_history.py `scrubbed_values`)."""


class Late:
    """What notes (and a paused thread's waits on them) take out of a thread's state."""

    def __init__(self, notes: list[TakeBackRecord], waits: Sequence[Wait] = ()) -> None:
        self.said = [hashed(n) for n in notes]
        salts = {n.epoch: n.salt for n in notes}
        self.said += [Hashed(salts[w["epoch"]],
                             {int(k): frozenset(v) for k, v in w["phrases"].items()}, [])
                      for w in waits if w["epoch"] in salts]
        self.window = any(n.window for n in notes)
        self.ids = {i for w in waits for i in w["drop"]}

    def says(self, text: str) -> bool:
        """Whether the text says what one of the notes took back."""
        return any(h.says(text) for h in self.said)

    def summary(self, text: str) -> str:
        """A rolling summary without it."""
        for h in self.said:
            text = h.forget(text)
        return text

    def drop(self, message: AnyMessage) -> bool:
        """Whether a window's message leaves it."""
        return bool(message.id) and (str(message.id) in self.ids
                                     or (self.window and self.says(str(message.content))))

    def update(self, values: dict[str, Any]) -> dict[str, Any]:
        """What the thread's state must become (graph/thread_history.py `scrubbed_values`)."""
        return scrubbed_values(values, self.summary,
                               self.drop if self.window or self.ids else None, self.says)


async def catch_up_thread(store: BaseStore, checkpointer: BaseCheckpointSaver, user: str,
                          agent: str, thread_id: str, since: int) -> bool:
    """At a turn's end: apply what was taken back while it ran. Returns whether it did.

    A turn left paused on a question keeps its checkpoint whole: it waits on the notes.
    """
    notes = await notes_since(store, user, agent, since, thread=thread_id)
    if not notes:
        return False
    if await paused(checkpointer, thread_id):
        waiting = {w["epoch"] for w in await waits_of(store, user, agent, notes, thread_id)}
        for note in notes:
            if note.epoch not in waiting:  # asked as the note was made: hashes decide
                await wait_for(store, user, agent, note, thread_id)
        return False
    late = Late(notes)
    changed = await scrub_thread(checkpointer, thread_id, late.summary,
                                 late.drop if late.window else None, late.says)
    if not changed:  # its own checkpoint is clean, the older ones may still say it
        await prune_history(checkpointer, thread_id)
    return changed


def applied(values: dict[str, Any], late: Late) -> dict[str, Any]:
    """A node's update applying the notes to its thread's state (the window by removals)."""
    update = late.update(values)
    if "messages" in update:  # the window is a reducer's channel: removals, by id
        kept = {m.id for m in update["messages"]}
        update["messages"] = [RemoveMessage(id=str(m.id)) for m in values["messages"]
                              if m.id not in kept]
    return update


def state_values(state: Any) -> dict[str, Any]:
    """The fields of a thread's state a take-back scrubs, as a checkpoint holds them."""
    return {key: getattr(state, key) for key in STATE_FIELDS}


async def caught_up(state: Any, store: BaseStore, user: str, agent: str,
                    thread_id: str | None) -> tuple[int, dict[str, Any]]:
    """At a turn's start: the epoch it begins at, and what was taken back since the last.

    Under `langgraph dev` no caller ends a turn (graph/turns.py): the next one applies it.
    A question left unanswered for a new message applies what it waited on here too.
    """
    epoch, kept = await epoch_and_notes(store, user, agent)
    if epoch <= state.take_back_epoch:
        if kept:  # notes of earlier take-backs may have served their time
            await sweep(store, user, agent)
        return epoch, {}
    notes, waits = await notes_for(store, user, agent, thread_id, state.take_back_epoch)
    return epoch, applied(state_values(state), Late(notes, waits))


async def notes_for(store: BaseStore, user: str, agent: str, thread_id: str | None,
                    since: int) -> tuple[list[TakeBackRecord], list[Wait]]:
    """The notes a thread has to apply and its waits on them, released once read."""
    notes = await notes_since(store, user, agent, since, thread=thread_id)
    if not thread_id or not notes:
        return notes, []
    waits = await waits_of(store, user, agent, notes, thread_id)
    await release(store, user, agent, notes, thread_id)
    return notes, waits
