"""Take-backs that conversations busy at the time apply late: an epoch and short-lived notes.

A take-back scrubs every conversation's latest checkpoint (graph/thread_history.py), but
two kinds cannot be scrubbed then: one paused on "may I remember this?" (writing over its
checkpoint would lose the question) and one running a turn (it writes its checkpoint from
the window and summary it read before). No lock of theirs is taken: the take-back counts
a per-user epoch up and leaves a note; a turn reads the epoch when it begins, and when it
ends (or resumes) with the epoch moved, it applies the notes made since to its own thread.

Why the words and not a hash of them: applying a note means taking sentences out of a
rolling summary and messages out of a window, which needs the phrases and clauses
themselves (a hash finds no sentence that contains a phrase). So a note keeps what the
scrub needs — the user's own taken-back words, never a secret (those are masked before
anything is stored) — and lives only as long as someone may need it: `KEEP` after it
was made (a turn running then has ended by then), or while a thread that was paused on
a question has not answered (that thread's own checkpoint says the words till then
anyway). Whoever reads the notes deletes those no longer needed; forgetting the user
deletes them all. The epoch is a counter of the user's (memory/coordination.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import timedelta

from langgraph.store.base import BaseStore

from strata_layered.memory import namespaces as ns
from strata_layered.memory.coordination import coordination_for, counter_key
from strata_layered.memory.records import TakeBackRecord, dump, load, stable_key, utcnow
from strata_layered.memory.retraction import says
from strata_layered.memory.take_back import Scrub, names

KEEP = timedelta(hours=1)
"""How long a note outlives its take-back for turns that were running then (a turn's model
calls have deadlines far below it)."""
MAX_NOTES = 1000


def _epoch_key(user: str, agent: str) -> str:
    return counter_key(user, agent, "take_back_epoch")


def _live_key(user: str, agent: str) -> str:
    return counter_key(user, agent, "take_back_notes")


async def take_back_epoch(store: BaseStore, user: str, agent: str) -> int:
    """How many take-backs the user made with this agent (0 when none)."""
    return (await epoch_and_notes(store, user, agent))[0]


async def epoch_and_notes(store: BaseStore, user: str, agent: str) -> tuple[int, int]:
    """The epoch, and how many notes are kept (a turn's start sweeps when some are)."""
    keys = [_epoch_key(user, agent), _live_key(user, agent)]
    found = await coordination_for(store).values(keys)
    return found[keys[0]], found[keys[1]]


async def note_take_back(store: BaseStore, user: str, agent: str, *, origin: str | None,
                         scrubs: list[Scrub], named: str | None = None,
                         everything: bool = False, window: bool = True) -> TakeBackRecord:
    """Count the epoch up and leave the note, before any thread is scrubbed.

    In that order, a turn ending concurrently either wrote its checkpoint before the
    scrub reads it, or reads the moved epoch after writing it: never neither.
    """
    epoch = await coordination_for(store).add(_epoch_key(user, agent))
    await coordination_for(store).add(_live_key(user, agent))
    now = utcnow()
    note = TakeBackRecord(
        epoch=epoch, at=now, until=now + KEEP, origin=origin,
        phrases=sorted({p for phrases, _ in scrubs for p in phrases}, key=len, reverse=True),
        said=[sorted(s) for _, said in scrubs for s in said], named=named,
        everything=everything, window=window)
    await store.aput(ns.take_backs(user, agent), f"{epoch:012d}", dump(note), index=False)
    return note


async def wait_for(store: BaseStore, user: str, agent: str, epoch: int, thread: str) -> None:
    """Keep the note of `epoch` until the thread (paused on a question) has applied it."""
    await store.aput(ns.take_back_waits(user, agent), stable_key(str(epoch), thread),
                     {"epoch": epoch, "thread": thread}, index=False)


async def notes_since(store: BaseStore, user: str, agent: str, epoch: int, *,
                      thread: str | None) -> list[TakeBackRecord]:
    """The notes made after `epoch` by others than `thread`, oldest first; stale ones go."""
    if await take_back_epoch(store, user, agent) <= epoch:
        return []
    return [n for n in await sweep(store, user, agent)
            if n.epoch > epoch and (thread is None or n.origin != thread)]


async def sweep(store: BaseStore, user: str, agent: str) -> list[TakeBackRecord]:
    """Delete the notes no one needs any longer (past `until`, not waited on); the rest."""
    found = [note for item in await store.asearch(ns.take_backs(user, agent), limit=MAX_NOTES)
             if (note := load(TakeBackRecord, item.value)) is not None]
    waits = await store.asearch(ns.take_back_waits(user, agent), limit=MAX_NOTES)
    waited = {int(item.value.get("epoch", 0)) for item in waits}
    now, kept = utcnow(), []
    for note in sorted(found, key=lambda n: n.epoch):
        if note.until >= now or note.epoch in waited:
            kept.append(note)
            continue
        await store.adelete(ns.take_backs(user, agent), f"{note.epoch:012d}")
        await coordination_for(store).add(_live_key(user, agent), -1)
    return kept


async def release(store: BaseStore, user: str, agent: str, notes: Iterable[TakeBackRecord],
                  thread: str) -> None:
    """The thread has applied the notes: it no longer keeps them."""
    for note in notes:
        await store.adelete(ns.take_back_waits(user, agent), stable_key(str(note.epoch), thread))


def covering(notes: Iterable[TakeBackRecord], facts: list[str]) -> TakeBackRecord | None:
    """The first note that takes back one of the facts (a candidate asked about), if any."""
    for note in notes:  # a phrase within the fact, or the fact within one (its message)
        if note.everything or any(
                says(fact, note.phrases) or any(says(p, [fact]) for p in note.phrases)
                or (note.named is not None and names(fact, note.named)) for fact in facts):
            return note
    return None


def scrubs_of(notes: Iterable[TakeBackRecord]) -> list[Scrub]:
    """What the notes take out of a rolling summary (memory/take_back.py `scrubbed`)."""
    return [(note.phrases, [frozenset(s) for s in note.said]) for note in notes]
